import type { ArticleBlock } from '#contract/blog.ts'

/**
 * The demo blogs: the articles a funeral home writes for the families it serves. Most are
 * shared by both homes, in each one's voice (its name, town and director); each home adds one of
 * its own. `publishedAt` null is a draft; a future date is scheduled (both 404 on the public site).
 */
export type ArticleSeed = {
  slug: string
  title: string
  excerpt: string
  author: string
  publishedAt: string | null
  body: ArticleBlock[]
}

type Voice = { home: string; town: string; director: string; phone: string }

const VOICES: Record<number, Voice> = {
  1: { home: 'Whitfield & Sons', town: 'Maple Grove', director: 'Thomas Whitfield', phone: '(555) 014-2200' },
  2: { home: 'Harbor Light', town: 'Port Ellis', director: 'Grace Holloway', phone: '(555) 019-7730' },
}

const p = (text: string): ArticleBlock => ({ type: 'paragraph', text })
const h = (text: string): ArticleBlock => ({ type: 'heading', text })
const list = (...items: string[]): ArticleBlock => ({ type: 'list', items })
const quote = (text: string, cite: string | null = null): ArticleBlock => ({ type: 'quote', text, cite })

function shared(v: Voice): ArticleSeed[] {
  return [
    {
      slug: 'grief-has-no-timetable',
      title: 'Grief has no timetable',
      excerpt: 'There is no right way to grieve and no date by which you should feel better. A few gentle thoughts for the first months.',
      author: v.director,
      publishedAt: '2026-10-28T14:00:00.000Z',
      body: [
        p(
          'In the weeks after a funeral, the casseroles stop arriving and the phone rings less often. For many people, this is when grief truly begins. If you find yourself struggling months after a loss, you are not doing anything wrong.',
        ),
        h('What grief can feel like'),
        list(
          'Tiredness that sleep does not fix',
          'Trouble concentrating or remembering small things',
          'Waves of sadness set off by a song, a smell or a date',
          'Guilt, anger or relief, sometimes all in one afternoon',
        ),
        p('All of these are normal. Grief is not a problem to solve but a sign of how much someone mattered.'),
        h('Small things that help'),
        list(
          'Keep a simple routine: meals, a short walk, a regular bedtime',
          'Say their name; share stories with people who knew them',
          'Let friends help with specific tasks',
          'Be patient with anniversaries and holidays, and make a plan for them',
        ),
        quote('Grief is the price we pay for love.', 'Queen Elizabeth II'),
        p(
          `Our grief support group meets on the first Tuesday of every month and is free and open to everyone in ${v.town}, whether or not we served your family. Call us at ${v.phone} if you would like to talk.`,
        ),
      ],
    },
    {
      slug: 'why-planning-ahead-is-a-gift',
      title: 'Why planning ahead is a gift to your family',
      excerpt:
        'Pre-planning a funeral is not morbid. It spares the people you love dozens of hard decisions on the hardest days of their lives.',
      author: v.director,
      publishedAt: '2026-09-15T14:00:00.000Z',
      body: [
        p(
          'When a death comes without a plan, a family has to make many decisions within a day or two: burial or cremation, which readings, which music, how much to spend. Most families tell us they wished they had known what their loved one wanted.',
        ),
        h('What pre-planning covers'),
        list(
          'Your wishes for burial, cremation or donation',
          'The kind of service, where it is held and who leads it',
          'Music, readings and the people you would like to speak',
          'The details for your obituary, written in your own words',
        ),
        p(
          'Recording your wishes costs nothing. You may also choose to pay ahead, which locks in today’s prices, but there is never any obligation to do so.',
        ),
        quote('Not only is preplanning helpful to review your options — it also gives peace-of-mind to your loved ones.'),
        p(`You can start online with our Plan Now form in about fifteen minutes, or sit down with us at ${v.home} over a cup of coffee.`),
      ],
    },
    {
      slug: 'what-to-expect-at-a-visitation',
      title: 'What to expect at a visitation',
      excerpt: 'If you have never been to a visitation, or it has been a while, here is what happens, what to say and how long to stay.',
      author: v.director,
      publishedAt: '2026-07-20T14:00:00.000Z',
      body: [
        p(
          'A visitation (sometimes called a wake or calling hours) is a time for friends and neighbors to offer their condolences to the family, usually the evening before the funeral. It is less formal than the service itself.',
        ),
        h('When you arrive'),
        list(
          'Sign the guest book: families treasure it later',
          'Find a member of the family, introduce yourself and say how you knew the person',
          'If there is an open casket, you may pause there for a moment; it is never required',
        ),
        h('What to say'),
        p(
          'Simple words are best. "I am so sorry" and a memory of the person mean more than anything you could rehearse. It is fine to smile and to share a funny story; families often need to laugh.',
        ),
        h('How long to stay'),
        p(
          'Fifteen to thirty minutes is usual. Dress as you would for church or an office. Children are welcome, and we have a quiet room for them.',
        ),
      ],
    },
    {
      slug: 'how-to-write-an-obituary',
      title: 'How to write an obituary',
      excerpt: 'A step-by-step guide to writing an obituary that sounds like the person you love, with a simple outline to follow.',
      author: v.director,
      publishedAt: '2026-05-04T14:00:00.000Z',
      body: [
        p(
          'An obituary tells the community that someone has died, and it tells the story of a life. It does not have to be long or perfect. The best ones sound like the person they describe.',
        ),
        h('A simple outline'),
        list(
          'The announcement: full name, age, hometown, and the date of death',
          'Their story: where they were born, their work, their service, what they loved',
          'Their family: who survives them and who died before them',
          'The services: times and places, and where memorial gifts may be sent',
        ),
        h('Make it theirs'),
        p(
          'Think of the details friends would recognize: the garden, the fishing hat, the famous pie. One specific memory says more than a list of adjectives.',
        ),
        p(
          'We help every family write and edit their obituary, and we publish it on our website, where friends can share memories and photos.',
        ),
      ],
    },
    {
      slug: 'helping-children-through-a-loss',
      title: 'Helping children through a loss',
      excerpt:
        'Children grieve too, often in bursts. Honest, simple words and a chance to take part help them more than protection from sadness.',
      author: v.director,
      publishedAt: '2026-02-10T15:00:00.000Z',
      body: [
        p(
          'Adults often want to shield children from death, but children notice everything. What frightens them most is not sadness but silence.',
        ),
        h('Use clear words'),
        p(
          'Say "died" rather than "went to sleep" or "we lost Grandpa", which can confuse or frighten a young child. Answer questions simply and honestly, even the same question many times.',
        ),
        h('Let them take part'),
        list(
          'Invite them, without pressure, to the visitation or service',
          'Let them draw a picture or write a letter to place in the casket',
          'Give them a keepsake: a photo, a scarf, a fishing lure',
        ),
        p(
          'Children grieve in short bursts and may be playing happily an hour after crying. That is normal. Let their teachers know, and watch for changes that last.',
        ),
      ],
    },
    {
      slug: 'cremation-or-burial-questions-to-ask',
      title: 'Cremation or burial: questions to ask',
      excerpt:
        'Both can be part of a meaningful farewell. A few questions help families choose what fits their loved one and their budget.',
      author: v.director,
      publishedAt: '2025-11-18T15:00:00.000Z',
      body: [
        p(
          'More than half of the families we serve now choose cremation, and many still hold a full service with visitation beforehand. The choice is not between a funeral and no funeral.',
        ),
        h('Questions to talk through'),
        list(
          'Did your loved one ever say what they wanted?',
          'Is there a family plot or a place that mattered to them?',
          'Would the family like a place to visit in the years ahead?',
          'What does your faith tradition teach or prefer?',
          'What is a comfortable budget?',
        ),
        p('Our general price list is always available, online and in person, and we are glad to explain every line of it.'),
      ],
    },
  ]
}

const OWN: Record<number, (v: Voice) => ArticleSeed[]> = {
  1: (v) => [
    {
      slug: 'honoring-a-veteran',
      title: 'Honoring a veteran: military funeral honors',
      excerpt:
        'Every eligible veteran is entitled to military funeral honors at no cost. Here is how to request them and what the ceremony includes.',
      author: v.director,
      publishedAt: '2026-11-09T15:00:00.000Z',
      body: [
        p(
          'Every veteran who served honorably is entitled to military funeral honors: at least two uniformed service members, the folding and presentation of the flag, and the playing of Taps.',
        ),
        h('What you will need'),
        list(
          'The veteran’s DD-214 discharge papers',
          'The branch of service',
          'Whether the family would like burial at a national cemetery such as Camp Butler',
        ),
        p('We arrange honors with the service branches and the local American Legion and VFW honor guards for every veteran we serve.'),
      ],
    },
    {
      slug: 'holiday-remembrance-service',
      title: 'Our holiday remembrance service',
      excerpt: 'Join us on December 10 for an evening of music, candles and the reading of names.',
      author: v.director,
      // Scheduled: not on the public site until then.
      publishedAt: '2027-12-01T15:00:00.000Z',
      body: [p('Details to follow.')],
    },
    {
      slug: 'draft-winter-hours',
      title: 'Winter hours (draft)',
      excerpt: 'Draft.',
      author: v.director,
      publishedAt: null,
      body: [p('Draft.')],
    },
  ],
  2: (v) => [
    {
      slug: 'burial-at-sea',
      title: 'Burial at sea: what families should know',
      excerpt:
        'For many on the coast, the sea is the right resting place. What the law requires, and how we arrange a committal on the water.',
      author: v.director,
      publishedAt: '2026-11-02T14:00:00.000Z',
      body: [
        p(
          'For fishermen, sailors and anyone who loved the water, a committal at sea can be the most fitting farewell. Scattering cremated remains at sea is allowed under federal law and is simpler than many families expect.',
        ),
        h('What the law requires'),
        list(
          'Cremated remains must be placed at least three nautical miles from land',
          'The EPA must be told within thirty days; we file this for you',
          'Flowers and wreaths must be biodegradable',
        ),
        h('How we arrange it'),
        p(
          'We work with local captains who carry families out past the Ellis Point light. The boat slows, a few words are said, and the family may ring a ship’s bell eight times, the traditional end of a watch.',
        ),
        quote('Sunset and evening star, and one clear call for me!', 'Alfred, Lord Tennyson'),
      ],
    },
    {
      slug: 'blessing-of-the-fleet',
      title: 'Blessing of the fleet',
      excerpt: 'Our remembrance service at the town landing.',
      author: v.director,
      publishedAt: '2027-06-01T14:00:00.000Z',
      body: [p('Details to follow.')],
    },
    {
      slug: 'draft-chapel-renovation',
      title: 'Chapel renovation (draft)',
      excerpt: 'Draft.',
      author: v.director,
      publishedAt: null,
      body: [p('Draft.')],
    },
  ],
}

/** The articles of a demo funeral home, in id order (1-based positions). */
export function blogArticlesFor(companyId: number): ArticleSeed[] {
  const voice = VOICES[companyId]
  const own = OWN[companyId]
  if (!voice || !own) return []
  return [...shared(voice), ...own(voice)]
}
