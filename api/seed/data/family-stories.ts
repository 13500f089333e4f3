import type { TaskStatus, TaskType } from '#contract/family.ts'
import type { CaseDetailsBody } from '#contract/case-details.ts'
import type { ReviewStatus, StationeryItemType, StationeryPageType } from '#contract/family-reviews.ts'

/**
 * The family portal's side of each demo funeral home's two family cases, as plain data
 * (api/seed/family.ts makes the rows): the decedent's details, the obituary draft, the video's
 * title, the family's comments, the invitation, and where the current case's tasks and
 * stationery stand.
 */

export type Story = {
  initials: string
  /** Partial for the current case, complete for the finished one. */
  details: CaseDetailsBody
  obituary: { firstName: string; middleName: string | null; lastName: string; birthDate: string; deathDate: string; text: string }
  videoTitle: string
  /** The family's earlier requests, on the folder (current case) or the video (finished case). */
  folderComment: string
  videoComment: string
}

export type CompanyStory = { current: Story; done: Story; invitee: { email: string; firstName: string; lastName: string; message: string } }

export const STORIES: Record<number, CompanyStory> = {
  1: {
    current: {
      initials: 'WE',
      details: {
        firstName: 'Walter',
        middleName: 'James',
        lastName: 'Ellis',
        preferredName: 'Walt',
        birthDate: '1941-03-14',
        birthPlace: 'Peoria, Illinois',
        deathDate: '2026-11-18',
        residence: 'Maple Grove, Illinois',
        maritalStatus: 'widowed',
        spouseName: 'Dorothy Mae Ellis (née Carter)',
        military: { branch: 'Army', rank: 'Specialist 4', fromYear: 1962, toYear: 1965 },
      },
      obituary: {
        firstName: 'Walter',
        middleName: 'James',
        lastName: 'Ellis',
        birthDate: '1941-03-14',
        deathDate: '2026-11-18',
        text: [
          'Walter James "Walt" Ellis, 85, of Maple Grove, passed away peacefully at home on November 18, 2026, surrounded by his family.',
          'Walt was born March 14, 1941, in Peoria to Harold and Frances Ellis. After serving in the U.S. Army from 1962 to 1965, he came home to marry his sweetheart, Dorothy Mae Carter, and spent thirty-eight years as a machinist at the Caterpillar plant, where he was known for fixing anything with a motor and a story.',
          'He coached Little League for two decades, never missed a Sunday at Grace Lutheran, and grew the best tomatoes on Elm Street. Walt was preceded in death by Dorothy, his wife of sixty-one years, in September.',
          'He is survived by his daughter Margaret Ellis, his son James (Linda) Ellis, five grandchildren and two great-grandchildren.',
        ].join('\n\n'),
      },
      videoTitle: 'Walter Ellis — A Life Well Lived',
      folderComment: 'Could we use the photo of Dad at the lake on the inside page instead of the one in his uniform?',
      videoComment: '',
    },
    done: {
      initials: 'DE',
      details: {
        firstName: 'Dorothy',
        middleName: 'Mae',
        lastName: 'Ellis',
        maidenName: 'Carter',
        birthDate: '1938-07-02',
        birthPlace: 'Bloomington, Illinois',
        deathDate: '2026-09-02',
        deathPlace: 'Ashford Memorial Hospital, Ashford, Illinois',
        residence: 'Maple Grove, Illinois',
        fatherName: 'Robert Lee Carter',
        motherName: 'Ida Ruth Carter (née Simmons)',
        maritalStatus: 'married',
        spouseName: 'Walter James Ellis',
        education: 'bachelor',
        schools: 'Illinois State Normal University, 1960',
        occupation: 'Elementary school teacher',
        employer: 'Maple Grove Community Schools',
        religion: 'Lutheran',
      },
      obituary: {
        firstName: 'Dorothy',
        middleName: 'Mae',
        lastName: 'Ellis',
        birthDate: '1938-07-02',
        deathDate: '2026-09-02',
        text: [
          'Dorothy Mae Ellis, 88, of Maple Grove, died September 2, 2026, at Ashford Memorial Hospital with her family at her side.',
          'Born July 2, 1938, in Bloomington to Robert and Ida Carter, Dorothy graduated from Illinois State Normal University and taught second grade in Maple Grove for thirty-one years. Generations of children learned to read at her kidney-shaped table.',
          'She loved hymns, crossword puzzles and her garden, and her pies were the first to go at every church supper.',
          'Dorothy is survived by her husband of sixty-one years, Walter, her daughter Margaret, her son James (Linda), five grandchildren and two great-grandchildren.',
        ].join('\n\n'),
      },
      videoTitle: 'Dorothy Mae Ellis — Remembering Mom',
      folderComment: '',
      videoComment: 'Please put the wedding photo right after the childhood pictures, and use "How Great Thou Art" at the end.',
    },
    invitee: {
      email: 'ruth.ellis@example.com',
      firstName: 'Ruth',
      lastName: 'Ellis',
      message: 'Ruth, we would love your help choosing photos of Grandpa for the video.',
    },
  },
  2: {
    current: {
      initials: 'HM',
      details: {
        firstName: 'Henri',
        middleName: 'Paul',
        lastName: 'Moreau',
        birthDate: '1947-05-30',
        birthPlace: 'Lewiston, Maine',
        deathDate: '2026-11-20',
        deathPlace: 'Port Ellis, Maine',
        residence: 'Port Ellis, Maine',
        maritalStatus: 'widowed',
        spouseName: 'Céline Moreau',
        occupation: 'Lobsterman',
      },
      obituary: {
        firstName: 'Henri',
        middleName: 'Paul',
        lastName: 'Moreau',
        birthDate: '1947-05-30',
        deathDate: '2026-11-20',
        text: [
          'Henri Paul Moreau, 79, of Port Ellis, died November 20, 2026, at home overlooking the harbor he worked for more than fifty years.',
          'Henri was born May 30, 1947, in Lewiston to Lucien and Marie Moreau and moved to the coast as a young man. He fished out of Port Ellis aboard the Céline M., named for his wife, and taught half the harbor how to splice a line.',
          'He was a volunteer firefighter, a patient teacher of cribbage and an early riser who never missed a sunrise. Henri was predeceased by Céline in August.',
          'He leaves his son Daniel Moreau, his daughter Claire Moreau, and four grandchildren.',
        ].join('\n\n'),
      },
      videoTitle: 'Henri Moreau — Fair Winds',
      folderComment: 'Please add the line "Fair winds and following seas" under his name on the front.',
      videoComment: '',
    },
    done: {
      initials: 'CM',
      details: {
        firstName: 'Céline',
        middleName: null,
        lastName: 'Moreau',
        maidenName: 'Gagnon',
        birthDate: '1950-12-11',
        birthPlace: 'Biddeford, Maine',
        deathDate: '2026-08-14',
        deathPlace: 'Harbor Regional Medical Center, Port Ellis, Maine',
        residence: 'Port Ellis, Maine',
        fatherName: 'Armand Gagnon',
        motherName: 'Yvette Gagnon (née Pelletier)',
        maritalStatus: 'married',
        spouseName: 'Henri Paul Moreau',
        education: 'associate',
        schools: 'Southern Maine Community College',
        occupation: 'Registered nurse',
        employer: 'Harbor Regional Medical Center',
        religion: 'Catholic',
      },
      obituary: {
        firstName: 'Céline',
        middleName: null,
        lastName: 'Moreau',
        birthDate: '1950-12-11',
        deathDate: '2026-08-14',
        text: [
          'Céline Moreau, 75, of Port Ellis, died August 14, 2026, at Harbor Regional Medical Center, where she had cared for others as a nurse for thirty-four years.',
          "Born December 11, 1950, in Biddeford to Armand and Yvette Gagnon, Céline married Henri Moreau in 1971. She sang in the choir at St. Anne's, knitted hats for every newborn in the maternity ward and kept a kitchen where anyone was welcome.",
          'She is survived by her husband Henri, her son Daniel, her daughter Claire and four grandchildren.',
        ].join('\n\n'),
      },
      videoTitle: 'Céline Moreau — With Love',
      folderComment: '',
      videoComment: 'Could the choir recording play under the last three minutes?',
    },
    invitee: {
      email: 'luc.moreau@example.com',
      firstName: 'Luc',
      lastName: 'Moreau',
      message: 'Luc, could you help us with the music for Grandpa?',
    },
  },
}

/** Statuses of the current case's tasks, and who was asked to do them (the relative helps with photos and music). */
export const CURRENT_TASKS: Record<TaskType, { status: TaskStatus; assignees: ('family' | 'relative')[]; dueDate: string | null }> = {
  'add-details': { status: 'in-progress', assignees: ['family'], dueDate: '2026-11-24' },
  'review-obituary': { status: 'not-started', assignees: ['family'], dueDate: '2026-11-24' },
  'upload-obituary-photo': { status: 'completed', assignees: ['family'], dueDate: '2026-11-23' },
  'upload-photos': { status: 'in-progress', assignees: ['relative'], dueDate: '2026-11-25' },
  'upload-music': { status: 'not-started', assignees: ['relative'], dueDate: '2026-11-25' },
  'select-theme': { status: 'completed', assignees: [], dueDate: null },
  'review-video': { status: 'not-started', assignees: ['family', 'relative'], dueDate: '2026-11-26' },
  'review-stationery': { status: 'in-progress', assignees: ['family'], dueDate: '2026-11-25' },
  'review-wall-settings': { status: 'not-started', assignees: [], dueDate: null },
  'review-wall-comments': { status: 'not-started', assignees: [], dueDate: null },
}

/** Pieces, their pages and sizes (px at 100 dpi, for previews of a plausible shape). */
export const STATIONERY: { itemType: StationeryItemType; title: string; pages: StationeryPageType[]; size: [number, number] }[] = [
  { itemType: 'memorial-folder', title: 'Memorial folder', pages: ['front', 'inside-left', 'inside-right', 'back'], size: [550, 850] },
  { itemType: 'prayer-card', title: 'Prayer card', pages: ['front', 'back'], size: [275, 425] },
  { itemType: 'bookmark', title: 'Bookmark', pages: ['front', 'back'], size: [200, 600] },
  { itemType: 'guest-book', title: 'Guest book', pages: ['front', 'inside-left'], size: [850, 1100] },
]

/** Current case: the folder has a comment, the cards wait for review, the guest book is not ready yet. */
export const CURRENT_STATIONERY_STATUS: Record<StationeryItemType, ReviewStatus> = {
  'memorial-folder': 'changes-requested',
  'prayer-card': 'ready-for-review',
  bookmark: 'ready-for-review',
  'guest-book': 'in-production',
  // The seed makes no piece of its own name; one the studio adds starts in production.
  other: 'in-production',
}
