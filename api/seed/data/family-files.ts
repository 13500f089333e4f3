/**
 * The family's files and memorial walls of each demo funeral home, as plain data
 * (api/seed/family-media.ts makes the rows and draws the pictures): the stock theme albums, and
 * per family case its photos, music, wall settings, chosen theme and memories.
 */

/** How a stock theme is drawn: a landscape, light through clouds, or the sea. */
export type ThemeStyle = 'nature' | 'light' | 'seaside'

export type AlbumSeed = { name: string; images: { title: string; style: ThemeStyle }[] }

export const STOCK_ALBUMS: Record<number, AlbumSeed[]> = {
  1: [
    {
      name: 'Nature',
      images: [
        { title: 'Prairie at dawn', style: 'nature' },
        { title: 'Autumn hills', style: 'nature' },
        { title: 'Quiet valley', style: 'nature' },
        { title: 'Evening meadow', style: 'nature' },
      ],
    },
    {
      name: 'Faith',
      images: [
        { title: 'Morning light', style: 'light' },
        { title: 'Heaven’s gate', style: 'light' },
        { title: 'Peace', style: 'light' },
      ],
    },
  ],
  2: [
    {
      name: 'Nature',
      images: [
        { title: 'Pine ridge', style: 'nature' },
        { title: 'Spring fields', style: 'nature' },
        { title: 'Mountain sunset', style: 'nature' },
      ],
    },
    {
      name: 'Faith',
      images: [
        { title: 'Morning light', style: 'light' },
        { title: 'Still waters', style: 'light' },
      ],
    },
    {
      name: 'Seaside',
      images: [
        { title: 'Harbor light', style: 'seaside' },
        { title: 'Calm sea', style: 'seaside' },
        { title: 'Lighthouse at dusk', style: 'seaside' },
        { title: 'Open water', style: 'seaside' },
      ],
    },
  ],
}

export type CaseFiles = {
  initials: string
  photos: string[]
  music: { title: string; frequency: number }[]
  wall: { moderation: 'review' | 'publish'; open: boolean; allowPhotos: boolean; updatedAt: string }
  /** Album name and image index of the chosen stock theme, and when. */
  theme?: { album: string; index: number; chosenAt: string }
  memories: MemorySeed[]
}

export type MemorySeed = {
  author: string
  email: string | null
  text: string
  status: 'pending' | 'approved' | 'rejected'
  createdAt: string
  /** When the family reviewed it (null for memories published at once, or still pending). */
  moderatedAt?: string
  withPhoto?: boolean
}

export const CASE_FILES: Record<number, [CaseFiles, CaseFiles]> = {
  1: [
    {
      initials: 'WE',
      photos: [
        'Walter and Dorothy on their wedding day, June 1962',
        'Fishing at Lake Geneva, summer 1968',
        'With the kids at the Wisconsin Dells, 1974',
        'Coaching Little League in Maple Grove, 1979',
        'Walter’s workshop on Maple Avenue',
        'Retirement party at the rail yard, 2003',
        'Grandpa with baby Emma, 2009',
        'The Ellis family reunion, 2015',
        'Walter’s vegetable garden, August 2021',
        'Sunset on the porch, 2024',
      ],
      music: [
        { title: 'Amazing Grace (piano)', frequency: 392 },
        { title: 'How Great Thou Art (organ)', frequency: 330 },
        { title: 'In the Garden (guitar)', frequency: 294 },
      ],
      wall: { moderation: 'review', open: true, allowPhotos: true, updatedAt: '2026-11-19T14:05:00.000Z' },
      memories: [
        {
          author: 'Margaret Olsen',
          email: 'margaret.olsen@example.com',
          text: 'Walter was the kindest neighbor anyone could ask for. He fixed our fence twice and never once let us pay him for it. Our thoughts are with the whole Ellis family.',
          status: 'approved',
          createdAt: '2026-11-19T15:12:00.000Z',
          moderatedAt: '2026-11-19T20:03:00.000Z',
        },
        {
          author: 'Tom Becker',
          email: 'tbecker@example.com',
          text: 'Coach Ellis taught a whole generation of kids on Oak Street how to throw a curveball and how to lose with grace. I can still hear him: “Eyes on the ball, son.” Rest easy, Coach.',
          status: 'approved',
          createdAt: '2026-11-20T01:40:00.000Z',
          moderatedAt: '2026-11-20T13:15:00.000Z',
          withPhoto: true,
        },
        {
          author: 'The Kowalski family',
          email: null,
          text: 'We are so sorry for your loss, coming so soon after Dorothy. Walter and Dorothy are together again. Sending you all our love and prayers.',
          status: 'approved',
          createdAt: '2026-11-20T17:25:00.000Z',
          moderatedAt: '2026-11-20T19:48:00.000Z',
        },
        {
          author: 'Linda Park',
          email: 'linda.park@example.com',
          text: 'I worked alongside Walter at the rail yard for eleven years. He was steady and patient and always had a joke ready for the night shift. My deepest sympathy to his family.',
          status: 'pending',
          createdAt: '2026-11-21T16:02:00.000Z',
        },
        {
          author: 'Rev. James Whitaker',
          email: 'office@firstmethodist-maplegrove.example',
          text: 'Walter welcomed people at the door of First Methodist for more than thirty years, always with a warm handshake and a kind word. Our congregation is holding your family in prayer.',
          status: 'pending',
          createdAt: '2026-11-22T09:30:00.000Z',
        },
        {
          author: 'Angela Ruiz',
          email: 'aruiz@example.com',
          text: 'Mr. Ellis grew the best tomatoes on the block and shared them with everyone. My children called him “the tomato man.” We will miss his wave from the porch.',
          status: 'pending',
          createdAt: '2026-11-22T18:44:00.000Z',
        },
        {
          author: 'Quick Cash Loans',
          email: 'promo@quickcash.example',
          text: 'Need money fast? Same-day approval, visit our website today.',
          status: 'rejected',
          createdAt: '2026-11-21T03:11:00.000Z',
          moderatedAt: '2026-11-21T14:20:00.000Z',
        },
      ],
    },
    {
      initials: 'DE',
      photos: [
        'Dorothy at eighteen, 1956',
        'Teaching her third-grade class, 1971',
        'Dorothy’s prize roses',
        'Christmas baking with the grandchildren, 2012',
        'Sixtieth anniversary, June 2022',
        'Dorothy and Walter at the lake, 2023',
      ],
      music: [
        { title: 'Be Still, My Soul (piano)', frequency: 349 },
        { title: 'Moon River (strings)', frequency: 262 },
      ],
      wall: { moderation: 'publish', open: true, allowPhotos: true, updatedAt: '2026-09-03T15:00:00.000Z' },
      theme: { album: 'Nature', index: 1, chosenAt: '2026-09-04T16:20:00.000Z' },
      memories: [
        {
          author: 'Susan Miller',
          email: 'susan.miller@example.com',
          text: 'Mrs. Ellis was my third-grade teacher in 1972. She made every one of us feel clever and seen. I became a teacher because of her.',
          status: 'approved',
          createdAt: '2026-09-03T18:10:00.000Z',
        },
        {
          author: 'Ruth and Harold Jensen',
          email: null,
          text: 'Dorothy’s roses were the pride of Maple Avenue, and so was her lemon pound cake. She was a dear friend to us for fifty years, and we will miss her terribly.',
          status: 'approved',
          createdAt: '2026-09-04T12:45:00.000Z',
        },
        {
          author: 'Emma Ellis',
          email: 'emma.ellis@example.com',
          text: 'Grandma, thank you for the Christmas cookies, the long letters and for teaching me to knit. I love you forever.',
          status: 'approved',
          createdAt: '2026-09-05T02:30:00.000Z',
        },
        {
          author: 'St. Paul’s Quilting Guild',
          email: 'quilters@stpauls.example',
          text: 'Dorothy stitched with us every Tuesday for twenty years. Her quilts have warmed many families in Maple Grove. With love and deepest sympathy.',
          status: 'approved',
          createdAt: '2026-09-06T16:05:00.000Z',
        },
        {
          author: 'Susan Miller',
          email: 'susan.miller@example.com',
          text: 'Mrs. Ellis was my third-grade teacher in 1972. She made every one of us feel clever and seen.',
          status: 'rejected',
          createdAt: '2026-09-03T18:12:00.000Z',
          moderatedAt: '2026-09-04T10:00:00.000Z',
        },
      ],
    },
  ],
  2: [
    {
      initials: 'HM',
      photos: [
        'Henri and Céline in Montréal, 1971',
        'Henri aboard the Marie-Claire, 1978',
        'Hauling traps off Port Ellis, 1985',
        'Teaching Daniel to sail, 1988',
        'Harbor Days parade, 1996',
        'Henri’s workbench in the boathouse',
        'Fortieth anniversary dinner, 2012',
        'With the grandchildren on the breakwater, 2018',
        'First snow at the cottage, 2022',
        'Morning coffee on the dock, 2025',
        'Henri’s last lobster season, 2026',
      ],
      music: [
        { title: 'Amazing Grace (bagpipes)', frequency: 466 },
        { title: 'Eternal Father, Strong to Save (choir)', frequency: 311 },
        { title: 'La Mer (piano)', frequency: 370 },
      ],
      wall: { moderation: 'review', open: true, allowPhotos: true, updatedAt: '2026-11-20T19:30:00.000Z' },
      memories: [
        {
          author: 'Bill Tarr',
          email: 'captbill@example.com',
          text: 'Henri knew every ledge and current in the bay. He towed me home more than once and never said a word about it at the co-op. Fair winds, my friend.',
          status: 'approved',
          createdAt: '2026-11-21T11:20:00.000Z',
          moderatedAt: '2026-11-21T15:00:00.000Z',
          withPhoto: true,
        },
        {
          author: 'Marie-Josée Tremblay',
          email: 'mj.tremblay@example.com',
          text: 'Henri, tu vas nous manquer. Thank you for the music and laughter at every family gathering in Montréal. Nos pensées sont avec vous.',
          status: 'approved',
          createdAt: '2026-11-21T20:05:00.000Z',
          moderatedAt: '2026-11-22T09:10:00.000Z',
        },
        {
          author: 'Port Ellis Harbor Association',
          email: 'info@portellisharbor.example',
          text: 'The harbor will not be the same without Henri’s morning wave from the Marie-Claire. Our flags fly at half-mast this week in his honor.',
          status: 'pending',
          createdAt: '2026-11-22T13:00:00.000Z',
        },
        {
          author: 'Diane Sousa',
          email: 'dsousa@example.com',
          text: 'Henri carved a little wooden lobster boat for my son twenty years ago. It still sits on his shelf. Thinking of Daniel and the whole Moreau family.',
          status: 'pending',
          createdAt: '2026-11-22T15:35:00.000Z',
        },
        {
          author: 'Father Michael Donnelly',
          email: null,
          text: 'Henri never missed the Blessing of the Fleet. May he rest in the peace of the One who calms the sea.',
          status: 'pending',
          createdAt: '2026-11-22T21:50:00.000Z',
        },
        {
          author: 'Diane Sousa',
          email: 'dsousa@example.com',
          text: 'Henri carved a little wooden lobster boat for my son twenty years ago.',
          status: 'rejected',
          createdAt: '2026-11-22T15:36:00.000Z',
          moderatedAt: '2026-11-22T17:00:00.000Z',
        },
      ],
    },
    {
      initials: 'CM',
      photos: [
        'Céline in Québec City, 1969',
        'Céline’s garden by the sea',
        'Sunday dinner, 1990',
        'Céline with her quilting circle, 2008',
        'Céline and Henri on the beach, 2019',
        'Céline’s last summer at the cottage, 2025',
      ],
      music: [
        { title: 'Ave Maria (violin)', frequency: 440 },
        { title: 'Clair de Lune (piano)', frequency: 277 },
      ],
      wall: { moderation: 'publish', open: true, allowPhotos: false, updatedAt: '2026-08-15T14:00:00.000Z' },
      theme: { album: 'Seaside', index: 0, chosenAt: '2026-08-16T17:45:00.000Z' },
      memories: [
        {
          author: 'Nancy Fitzgerald',
          email: 'nancy.fitz@example.com',
          text: 'Céline’s garden was the loveliest on Ocean Avenue. She always sent me home with an armful of hydrangeas and a story.',
          status: 'approved',
          createdAt: '2026-08-15T16:30:00.000Z',
        },
        {
          author: 'The Thursday Quilting Circle',
          email: null,
          text: 'Céline’s careful stitches and gentle humor brightened every Thursday. We will finish her last quilt together, for Henri.',
          status: 'approved',
          createdAt: '2026-08-16T10:05:00.000Z',
        },
        {
          author: 'Daniel Moreau',
          email: 'family@harbor.example',
          text: 'Maman, merci pour tout. Your soupe aux pois and your songs in the kitchen will stay with us always.',
          status: 'approved',
          createdAt: '2026-08-16T23:15:00.000Z',
        },
        {
          author: 'Ellen and Rob Whitman',
          email: 'whitmans@example.com',
          text: 'We were blessed to call Céline our neighbor for thirty years. Sending our love to Henri and the whole family.',
          status: 'approved',
          createdAt: '2026-08-17T14:40:00.000Z',
        },
        {
          author: 'Best Replica Watches',
          email: 'sales@replicas.example',
          text: 'Luxury watches at 90% off, free shipping worldwide.',
          status: 'rejected',
          createdAt: '2026-08-18T04:02:00.000Z',
          moderatedAt: '2026-08-18T12:30:00.000Z',
        },
      ],
    },
  ],
}
