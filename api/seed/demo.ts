import type { NavigationNode, SiteDocument } from '#contract/website.ts'
import { companySeed, type AccountSeed, type CompanySeed } from './factories.ts'

/** Hosts of the two demo funeral homes; `DEMO_HOSTS="a.example,b.example"` changes them. */
export const DEFAULT_DEMO_HOSTS = ['localhost', 'harbor.localhost'] as const

/** Passwords of the demo accounts (README "Demo accounts"): public, for trying the portal locally. */
export const DEMO_PASSWORDS = { family: 'family-demo-2026', staff: 'staff-demo-2026' } as const

/**
 * A family member and a staff member at each demo funeral home, `family@<domain>` and
 * `staff@<domain>`. Ids are stable (company id × 1000 + n) so the seed stays idempotent.
 */
function demoAccounts(
  companyId: number,
  domain: string,
  family: [string, string],
  staff: [string, string],
  relative: [string, string],
): AccountSeed[] {
  return [
    {
      id: companyId * 1000 + 1,
      email: `family@${domain}`,
      password: DEMO_PASSWORDS.family,
      firstName: family[0],
      lastName: family[1],
      role: 'family',
    },
    {
      id: companyId * 1000 + 2,
      email: `staff@${domain}`,
      password: DEMO_PASSWORDS.staff,
      firstName: staff[0],
      lastName: staff[1],
      role: 'staff',
    },
    // A second family member of the first case only: tasks can be assigned to them, and they cannot open the second case.
    {
      id: companyId * 1000 + 3,
      email: `relative@${domain}`,
      password: DEMO_PASSWORDS.family,
      firstName: relative[0],
      lastName: relative[1],
      role: 'family',
    },
  ]
}

const aboutChildren: NavigationNode[] = [
  { label: 'Our Staff', to: '/about-us/our-staff' },
  { label: 'Our History', to: '/about-us/our-history' },
]

/**
 * Demo pictures live in public/demo (small SVGs, no other host). Each is given at its intrinsic
 * size so the page never shifts while it loads.
 */
const demoImage = (id: string, name: string, alt: string, caption?: string) => ({
  id,
  src: `/demo/${name}.svg`,
  alt,
  width: 1200,
  height: 900,
  ...(caption ? { caption } : {}),
})
const heroImage = (id: string, name: string) => ({
  id,
  src: `/demo/${name}-1600.svg`,
  width: 1600,
  height: 800,
  variants: [{ src: `/demo/${name}-800.svg`, width: 800 }],
})
const portrait = (id: string, name: string) => ({ id, src: `/demo/${name}.svg`, width: 480, height: 600 })
const weekdayHours = (id: string, locationId: number, weekdays: string, saturday: string) => ({
  id,
  locationId,
  rows: [
    { id: `${id}-weekdays`, days: 'Monday – Friday', hours: weekdays },
    { id: `${id}-saturday`, days: 'Saturday', hours: saturday },
    { id: `${id}-sunday`, days: 'Sunday', hours: 'By appointment' },
    { id: `${id}-calls`, days: 'Phone', hours: 'Answered 24 hours a day' },
  ],
})

/**
 * Whitfield's site. The draft differs from the approved site in the hero heading and one news
 * item on the home page, which preview shows.
 */
function whitfieldSite(heroHeading: string, draft = false): SiteDocument {
  return {
    design: { colorText: '#2f3b35', buttonCorners: 'Soft Square', secondaryButtonCorners: 'Square' },
    navigation: [
      { label: 'Home', to: '/' },
      { label: 'About Us', to: '/about-us', children: aboutChildren },
      {
        label: 'Services',
        to: '/services',
        empty: true,
        children: [
          { label: 'Traditional Funerals', to: '/services/traditional-funerals' },
          { label: 'Cremation', to: '/services/cremation' },
          { label: 'Pre-Planning', to: '/services/pre-planning' },
        ],
      },
      { label: 'Obituaries', to: '/obituaries' },
      { label: 'Contact Us', to: '/contact-us' },
    ],
    pages: {
      '/': {
        id: 'page-home',
        title: 'Home',
        modules: [
          {
            id: 'home-hero',
            type: 'hero',
            heading: heroHeading,
            text: 'When you lose someone you love, we are here day and night to help you honour their life, your way.',
            action: { id: 'home-hero-action', label: 'Plan a service', to: '/plan-now' },
            image: heroImage('home-hero-image', 'whitfield-hero'),
          },
          {
            id: 'home-welcome',
            type: 'text',
            heading: 'A family-owned funeral home',
            paragraphs: [
              'Three generations of the Whitfield family have served Maple Grove with patience and care. We take the time to listen, explain every choice plainly and look after the details, so that you can be with the people who matter.',
              'Whether you need us tonight or want to plan ahead, call us at any hour. There is never any obligation.',
            ],
          },
          ...(draft
            ? [
                {
                  id: 'home-news',
                  type: 'text',
                  heading: 'Our Riverside reception room has reopened',
                  paragraphs: [
                    'After a quiet renovation, families can gather again for coffee and conversation after a service at Riverside Chapel.',
                  ],
                },
              ]
            : []),
          {
            id: 'home-services',
            type: 'services',
            heading: 'How we can help',
            intro:
              'Every family is different. These are the ways we most often serve, and we are glad to shape any of them around your wishes.',
            items: [
              {
                id: 'home-services-traditional',
                title: 'Traditional funerals',
                description: 'Visitation, a service in our chapel or your church, and a procession to the cemetery.',
                icon: 'candle',
                link: { id: 'home-services-traditional-link', label: 'About traditional funerals', to: '/services/traditional-funerals' },
              },
              {
                id: 'home-services-cremation',
                title: 'Cremation',
                description: 'Simple cremation, or cremation with a memorial gathering before or after.',
                icon: 'dove',
                link: { id: 'home-services-cremation-link', label: 'About cremation', to: '/services/cremation' },
              },
              {
                id: 'home-services-planning',
                title: 'Planning ahead',
                description: 'Record your wishes and spare your family difficult decisions later. No payment is needed to start.',
                icon: 'calendar',
                link: { id: 'home-services-planning-link', label: 'About pre-planning', to: '/services/pre-planning' },
              },
            ],
          },
          { id: 'home-obituaries', type: 'recent-obituaries', heading: 'Recent obituaries', count: 3 },
          {
            id: 'home-testimonials',
            type: 'testimonials',
            heading: 'Words from families we have served',
            items: [
              {
                id: 'home-testimonial-1',
                quote:
                  'Thomas sat with us at the kitchen table and never once hurried us. Dad’s service was exactly what he would have wanted.',
                author: 'Linda Marsh',
                relation: 'daughter of Walter Marsh',
              },
              {
                id: 'home-testimonial-2',
                quote: 'They took care of everything, down to the flowers from Mom’s own garden. We could simply be together.',
                author: 'The Okafor family',
              },
            ],
          },
          {
            id: 'home-cta',
            type: 'call-to-action',
            heading: 'Need us now?',
            text: 'If a death has just occurred, call us at any hour. A funeral director will answer and guide you through what happens next.',
            primary: { id: 'home-cta-call', label: 'Call (555) 014-2200', to: 'tel:5550142200' },
            secondary: { id: 'home-cta-plan', label: 'Plan ahead', to: '/services/pre-planning' },
          },
        ],
      },
      // No modules: the page redirects to its first child (spec §2).
      '/about-us': { id: 'page-about', title: 'About Us', modules: [] },
      '/about-us/our-staff': {
        id: 'page-staff',
        title: 'Our Staff',
        modules: [
          {
            id: 'staff-intro',
            type: 'text',
            heading: 'The people who will care for your family',
            paragraphs: ['Our licensed funeral directors and support staff live in the community they serve.'],
          },
          {
            id: 'staff-people',
            type: 'staff',
            heading: 'Our team',
            people: [
              {
                id: 'staff-thomas',
                name: 'Thomas Whitfield',
                role: 'Funeral Director and Owner',
                bio: 'Thomas grew up above the Elm Street chapel and has guided families for over twenty-five years.',
                photo: portrait('staff-thomas-photo', 'staff-thomas'),
              },
              {
                id: 'staff-eleanor',
                name: 'Eleanor Price',
                role: 'Funeral Director',
                bio: 'Eleanor specialises in cremation and memorial services, and in services for children.',
                photo: portrait('staff-eleanor-photo', 'staff-eleanor'),
              },
              {
                id: 'staff-marcus',
                name: 'Marcus Bell',
                role: 'Pre-Planning Advisor',
                bio: 'Marcus helps families write down their wishes, at our office or at their kitchen table.',
                photo: portrait('staff-marcus-photo', 'staff-marcus'),
              },
              {
                id: 'staff-ruth',
                name: 'Ruth Alvarez',
                role: 'Family Care Coordinator',
                bio: 'Ruth stays in touch after the service and runs our grief support evenings.',
                photo: portrait('staff-ruth-photo', 'staff-ruth'),
              },
            ],
          },
        ],
      },
      '/about-us/our-history': {
        id: 'page-history',
        title: 'Our History',
        modules: [
          {
            id: 'history-text',
            type: 'text',
            heading: 'Serving Maple Grove since 1952',
            paragraphs: [
              'Harold Whitfield opened our first chapel on Elm Street in 1952. His grandchildren carry on his promise of honest, personal service.',
            ],
          },
          {
            id: 'history-image',
            type: 'image',
            image: demoImage(
              'history-image-1952',
              'whitfield-chapel-1952',
              'Drawing of the small Elm Street chapel between two trees',
              'The Elm Street chapel as Harold Whitfield opened it in 1952.',
            ),
          },
          {
            id: 'history-more',
            type: 'text',
            heading: 'Growing with the town',
            paragraphs: [
              'In 1978 we added the memorial garden behind the chapel, and in 2004 we opened Riverside Chapel in Ashford for families on the east side of the county.',
              'What has not changed is the way we work: one family at a time, with a Whitfield always a phone call away.',
            ],
          },
          {
            id: 'history-gallery',
            type: 'gallery',
            heading: 'Our chapels today',
            images: [
              demoImage(
                'history-gallery-interior',
                'whitfield-chapel-interior',
                'Wooden pews facing a tall arched window in the Elm Street chapel',
                'The Elm Street chapel',
              ),
              demoImage(
                'history-gallery-garden',
                'whitfield-garden',
                'White roses along the path of the memorial garden',
                'The memorial garden',
              ),
              demoImage(
                'history-gallery-reception',
                'whitfield-reception-room',
                'Round tables set with flowers in the reception room',
                'The reception room',
              ),
              demoImage(
                'history-gallery-riverside',
                'whitfield-riverside',
                'Riverside Chapel among trees beside the river',
                'Riverside Chapel, Ashford',
              ),
            ],
          },
        ],
      },
      // No modules: the page redirects to its first child (spec §2).
      '/services': { id: 'page-services', title: 'Services', modules: [] },
      '/services/traditional-funerals': {
        id: 'page-traditional',
        title: 'Traditional Funerals',
        modules: [
          {
            id: 'traditional-text',
            type: 'text',
            heading: 'A traditional funeral',
            paragraphs: [
              'A traditional funeral brings family and friends together to say goodbye: a visitation the evening before, a service in our chapel or your place of worship, and a committal at the cemetery.',
              'We arrange every part of it with you, from the music and readings to the cars and the luncheon afterwards.',
            ],
          },
          {
            id: 'traditional-included',
            type: 'services',
            heading: 'What is included',
            items: [
              {
                id: 'traditional-included-care',
                title: 'Care of your loved one',
                description: 'Gentle preparation, dressing and casketing, with viewing if you wish.',
                icon: 'heart',
              },
              {
                id: 'traditional-included-visitation',
                title: 'Visitation',
                description: 'An evening in our chapel for friends and neighbours to pay their respects.',
                icon: 'home',
              },
              {
                id: 'traditional-included-service',
                title: 'The service',
                description: 'Led by your minister or a celebrant, with printed programmes and a guest book.',
                icon: 'candle',
              },
              {
                id: 'traditional-included-committal',
                title: 'Committal',
                description: 'A procession and a short graveside service at the cemetery of your choice.',
                icon: 'flower',
              },
            ],
          },
          {
            id: 'traditional-cta',
            type: 'call-to-action',
            heading: 'Talk it through with us',
            text: 'There is no charge to sit down with a funeral director and go over the choices and the costs.',
            primary: { id: 'traditional-cta-contact', label: 'Contact us', to: '/contact-us' },
          },
        ],
      },
      '/services/cremation': {
        id: 'page-cremation',
        title: 'Cremation',
        modules: [
          {
            id: 'cremation-text',
            type: 'text',
            heading: 'Cremation, your way',
            paragraphs: [
              'Choosing cremation does not mean giving up a service. Many families hold a visitation or a memorial in our chapel, before or after the cremation.',
              'We operate our own crematory, so your loved one is never out of our care.',
            ],
          },
          {
            id: 'cremation-faq',
            type: 'faq',
            heading: 'Questions families ask',
            items: [
              {
                id: 'cremation-faq-service',
                question: 'Can we still have a funeral service?',
                answer: [
                  'Yes. You can hold a full service with the casket present before the cremation, or a memorial service with the urn afterwards.',
                ],
              },
              {
                id: 'cremation-faq-time',
                question: 'How long does it take?',
                answer: [
                  'Illinois requires a 24-hour waiting period and a signed permit. Most cremations take place within three to five days.',
                ],
              },
              {
                id: 'cremation-faq-ashes',
                question: 'What can we do with the ashes?',
                answer: [
                  'They can be kept at home, placed in a columbarium or cemetery plot, or scattered where your loved one was happiest. We can help with each of these.',
                ],
              },
            ],
          },
          {
            id: 'cremation-cta',
            type: 'call-to-action',
            heading: 'Questions about cremation?',
            primary: { id: 'cremation-cta-contact', label: 'Contact us', to: '/contact-us' },
            secondary: { id: 'cremation-cta-plan', label: 'Plan now', to: '/plan-now' },
          },
        ],
      },
      '/services/pre-planning': {
        id: 'page-pre-planning',
        title: 'Pre-Planning',
        layout: 'landing',
        modules: [
          {
            id: 'pre-planning-hero',
            type: 'hero',
            heading: 'Plan ahead, with peace of mind',
            text: 'Write down your wishes today, so your family will know exactly what you wanted.',
            action: { id: 'pre-planning-hero-action', label: 'Start your plan', to: '/plan-now' },
          },
          {
            id: 'pre-planning-text',
            type: 'text',
            heading: 'Why plan ahead?',
            paragraphs: [
              'Planning ahead lets you choose the service, music and readings that feel right to you, and spares your family from guessing at a difficult time.',
              'You can plan online in about twenty minutes, or with Marcus at our office. Nothing is due until the time of need.',
            ],
          },
          {
            id: 'pre-planning-image',
            type: 'image',
            image: demoImage(
              'pre-planning-image-table',
              'whitfield-pre-planning',
              'A notebook and a cup of tea on a wooden table',
              'Planning can be done at your own kitchen table.',
            ),
          },
          {
            id: 'pre-planning-faq',
            type: 'faq',
            heading: 'Common questions about pre-planning',
            items: [
              {
                id: 'pre-planning-faq-pay',
                question: 'Do I have to pay now?',
                answer: [
                  'No. You can record your wishes without paying anything. If you want to, you can also fund your plan in advance to lock in today’s prices.',
                ],
              },
              {
                id: 'pre-planning-faq-change',
                question: 'Can I change my plan later?',
                answer: ['Yes, at any time. Call us or update your plan online.'],
              },
              {
                id: 'pre-planning-faq-move',
                question: 'What if I move away?',
                answer: ['Your wishes go with you. We will send your plan to the funeral home of your choice.'],
              },
            ],
          },
          {
            id: 'pre-planning-cta',
            type: 'call-to-action',
            heading: 'Ready when you are',
            text: 'Start online now, or call us to make an appointment.',
            primary: { id: 'pre-planning-cta-plan', label: 'Plan now', to: '/plan-now' },
            secondary: { id: 'pre-planning-cta-call', label: 'Call (555) 014-2200', to: 'tel:5550142200' },
          },
        ],
      },
      '/contact-us': {
        id: 'page-contact',
        title: 'Contact Us',
        modules: [
          {
            id: 'contact-text',
            type: 'text',
            heading: 'We are here for you',
            paragraphs: ['Call us any time, day or night. If you prefer, visit one of our two chapels.'],
          },
          {
            id: 'contact-details',
            type: 'contact',
            heading: 'Reach us',
            text: 'A funeral director answers the phone 24 hours a day, every day of the year.',
            email: 'care@whitfield.example',
            locationId: 101,
          },
          {
            id: 'contact-locations',
            type: 'locations',
            heading: 'Our chapels',
            hours: [
              weekdayHours('contact-hours-elm', 101, '8:00 am – 6:00 pm', '9:00 am – 1:00 pm'),
              weekdayHours('contact-hours-riverside', 102, '9:00 am – 5:00 pm', 'Closed'),
            ],
          },
        ],
      },
    },
    settings: {
      seoTitle: 'Whitfield & Sons Funeral Home',
      seoDescription: 'Family-owned funeral home in Maple Grove offering funerals, cremation and pre-planning.',
    },
    header: { id: 'header-classic' },
    footer: { id: 'footer-classic', text: 'Family owned and operated since 1952.' },
  }
}

function harborSite(heroHeading: string): SiteDocument {
  return {
    design: { colorText: '#1d3557', buttonCorners: 'Rounded', secondaryButtonCorners: 'Soft Square' },
    navigation: [
      { label: 'Home', to: '/' },
      {
        label: 'Services',
        to: '/services',
        empty: true,
        children: [
          { label: 'Burial at Sea', to: '/services/burial-at-sea' },
          { label: 'Celebrations of Life', to: '/services/celebrations-of-life' },
        ],
      },
      { label: 'Obituaries', to: '/obituaries' },
      {
        label: 'About',
        to: '/about',
        children: [
          { label: 'Our Chapel', to: '/about/our-chapel' },
          { label: 'Grief Support', to: '/about/grief-support' },
        ],
      },
      { label: 'Contact', to: '/contact' },
    ],
    pages: {
      '/': {
        id: 'harbor-home',
        title: 'Home',
        modules: [
          {
            id: 'harbor-hero',
            type: 'hero',
            heading: heroHeading,
            text: 'A quiet chapel by the water, and a team that will walk beside you through every step.',
            action: { id: 'harbor-hero-action', label: 'Start planning', to: '/plan-now' },
            image: heroImage('harbor-hero-image', 'harbor-hero'),
          },
          {
            id: 'harbor-welcome',
            type: 'text',
            heading: 'Rooted in Port Ellis',
            paragraphs: [
              'For fishermen, teachers, neighbours and friends, we have arranged simple, dignified farewells overlooking the harbour for more than forty years.',
            ],
          },
          {
            id: 'harbor-services',
            type: 'services',
            heading: 'Farewells by the water',
            items: [
              {
                id: 'harbor-services-sea',
                title: 'Burial at sea',
                description: 'A last voyage from the harbour, with the scattering of ashes three miles out.',
                icon: 'anchor',
                link: { id: 'harbor-services-sea-link', label: 'About burial at sea', to: '/services/burial-at-sea' },
              },
              {
                id: 'harbor-services-celebrations',
                title: 'Celebrations of life',
                description: 'Stories, music and laughter in our sea garden or the Cliffside Reception Hall.',
                icon: 'sun',
                link: {
                  id: 'harbor-services-celebrations-link',
                  label: 'About celebrations of life',
                  to: '/services/celebrations-of-life',
                },
              },
              {
                id: 'harbor-services-grief',
                title: 'Grief support',
                description: 'A free group on the first Tuesday of every month, for as long as you need it.',
                icon: 'heart',
                link: { id: 'harbor-services-grief-link', label: 'About grief support', to: '/about/grief-support' },
              },
            ],
          },
          { id: 'harbor-obituaries', type: 'recent-obituaries', heading: 'Remembering our neighbours', count: 4 },
          // A module the builder no longer knows (left over from an older site): skipped and logged, never fatal.
          { id: 'harbor-legacy', type: 'legacy-widget', title: 'Tide table', source: 'old-builder' },
          {
            id: 'harbor-testimonials',
            type: 'testimonials',
            heading: 'From families along the coast',
            items: [
              {
                id: 'harbor-testimonial-1',
                quote:
                  'Grace arranged for Dad’s boat to lead the way out of the harbour. Half the town stood on the pier. We will never forget it.',
                author: 'Peter Lund',
                relation: 'son of Captain Erik Lund',
              },
              {
                id: 'harbor-testimonial-2',
                quote: 'Kind, calm and honest about every cost. They made a very hard week bearable.',
                author: 'Maria Santos',
                relation: 'wife of Joe Santos',
              },
            ],
          },
          {
            id: 'harbor-cta',
            type: 'call-to-action',
            heading: 'We answer day and night',
            text: 'Whatever the hour or the tide, call us and a member of our team will come to you.',
            primary: { id: 'harbor-cta-call', label: 'Call (555) 019-7730', to: 'tel:5550197730' },
            secondary: { id: 'harbor-cta-contact', label: 'Find us', to: '/contact' },
          },
        ],
      },
      // No modules: the page redirects to its first child (spec §2).
      '/about': { id: 'harbor-about', title: 'About', modules: [] },
      '/about/our-chapel': {
        id: 'harbor-chapel',
        title: 'Our Chapel',
        modules: [
          {
            id: 'chapel-text',
            type: 'text',
            heading: 'The Harbor Light chapel',
            paragraphs: ['Our chapel seats one hundred and twenty and opens onto a garden facing the sea.'],
          },
          {
            id: 'chapel-image',
            type: 'image',
            image: demoImage(
              'chapel-image-main',
              'harbor-chapel',
              'The Harbor Light chapel with the sea behind it',
              'The chapel from the sea garden.',
            ),
          },
          {
            id: 'chapel-gallery',
            type: 'gallery',
            heading: 'Around the harbour',
            images: [
              demoImage(
                'chapel-gallery-shore',
                'harbor-shore',
                'Gentle waves on the sandy shore below the chapel',
                'The shore at Port Ellis',
              ),
              demoImage(
                'chapel-gallery-hall',
                'harbor-reception-hall',
                'The Cliffside Reception Hall on the headland above the sea',
                'Cliffside Reception Hall',
              ),
              demoImage(
                'chapel-gallery-boat',
                'harbor-boat',
                'A small sailing boat heading out of the harbour',
                'Our boat, the Evening Light',
              ),
            ],
          },
        ],
      },
      '/about/grief-support': {
        id: 'harbor-grief',
        title: 'Grief Support',
        modules: [
          {
            id: 'grief-text',
            type: 'text',
            heading: 'You do not have to grieve alone',
            paragraphs: ['We host a free support group on the first Tuesday of every month.'],
          },
          {
            id: 'grief-faq',
            type: 'faq',
            heading: 'About the support group',
            items: [
              {
                id: 'grief-faq-who',
                question: 'Who can come?',
                answer: ['Anyone who is grieving, whether or not we cared for your loved one. There is no charge and no need to sign up.'],
              },
              {
                id: 'grief-faq-when',
                question: 'When and where does it meet?',
                answer: ['On the first Tuesday of every month at 7:00 pm, in the Cliffside Reception Hall at 140 Ocean Avenue.'],
              },
              {
                id: 'grief-faq-talk',
                question: 'Do I have to talk?',
                answer: ['Not at all. Many people come and simply listen for the first few meetings. Tea and coffee are always on.'],
              },
            ],
          },
          {
            id: 'grief-cta',
            type: 'call-to-action',
            heading: 'Would you like someone to talk to?',
            text: 'Our staff can also put you in touch with local counsellors and hospice bereavement services.',
            primary: { id: 'grief-cta-contact', label: 'Contact us', to: '/contact' },
          },
        ],
      },
      // No modules: the page redirects to its first child (spec §2).
      '/services': { id: 'harbor-services-page', title: 'Services', modules: [] },
      '/services/burial-at-sea': {
        id: 'harbor-burial-at-sea',
        title: 'Burial at Sea',
        modules: [
          {
            id: 'sea-text',
            type: 'text',
            heading: 'A last voyage',
            paragraphs: [
              'For many on this coast, the sea was a livelihood and a love. Our boat, the Evening Light, carries families out beyond the harbour mouth for a short service and the scattering of ashes.',
              'Up to twelve people can come aboard. Others can watch from the pier, where we can ring the harbour bell.',
            ],
          },
          {
            id: 'sea-image',
            type: 'image',
            image: demoImage('sea-image-boat', 'harbor-boat', 'A small sailing boat heading out of the harbour at dusk'),
          },
          {
            id: 'sea-faq',
            type: 'faq',
            heading: 'Before you go out',
            items: [
              {
                id: 'sea-faq-weather',
                question: 'What if the weather is bad?',
                answer: [
                  'We only sail in safe conditions. If the sea is rough we hold the service on the pier and sail on the next calm day.',
                ],
              },
              {
                id: 'sea-faq-law',
                question: 'Is it allowed?',
                answer: [
                  'Yes. Federal rules allow ashes to be scattered at least three nautical miles from shore; we take care of the required notice.',
                ],
              },
            ],
          },
          {
            id: 'sea-cta',
            type: 'call-to-action',
            heading: 'Plan a burial at sea',
            primary: { id: 'sea-cta-plan', label: 'Start planning', to: '/plan-now' },
            secondary: { id: 'sea-cta-contact', label: 'Ask us a question', to: '/contact' },
          },
        ],
      },
      '/services/celebrations-of-life': {
        id: 'harbor-celebrations',
        title: 'Celebrations of Life',
        modules: [
          {
            id: 'celebrations-text',
            type: 'text',
            heading: 'Celebrate the life they lived',
            paragraphs: [
              'A celebration of life can be as lively or as quiet as the person you are remembering: a chowder supper, a sea shanty, a slideshow of summers on the water.',
            ],
          },
          {
            id: 'celebrations-options',
            type: 'services',
            heading: 'Ideas families have loved',
            items: [
              {
                id: 'celebrations-garden',
                title: 'Sea garden gathering',
                description: 'An afternoon among the roses with the harbour below.',
                icon: 'flower',
              },
              {
                id: 'celebrations-hall',
                title: 'Supper at Cliffside',
                description: 'A meal for up to two hundred guests in our reception hall.',
                icon: 'home',
              },
              {
                id: 'celebrations-lanterns',
                title: 'Lanterns at dusk',
                description: 'Candles set along the pier as the sun goes down.',
                icon: 'candle',
              },
            ],
          },
          {
            id: 'celebrations-cta',
            type: 'call-to-action',
            heading: 'Let us help you plan it',
            primary: { id: 'celebrations-cta-plan', label: 'Start planning', to: '/plan-now' },
          },
        ],
      },
      '/contact': {
        id: 'harbor-contact',
        title: 'Contact',
        modules: [
          {
            id: 'harbor-contact-details',
            type: 'contact',
            heading: 'Contact Harbor Light',
            text: 'Call at any hour, or come by the chapel on Wharf Lane.',
            email: 'care@harbor.example',
          },
          {
            id: 'harbor-contact-locations',
            type: 'locations',
            heading: 'Where to find us',
            hours: [
              weekdayHours('harbor-hours-chapel', 201, '9:00 am – 5:00 pm', '10:00 am – 2:00 pm'),
              {
                id: 'harbor-hours-hall',
                locationId: 202,
                rows: [{ id: 'harbor-hours-hall-events', days: 'Every day', hours: 'For booked gatherings only' }],
              },
            ],
          },
        ],
      },
    },
    settings: { seoTitle: 'Harbor Light Funeral Chapel', seoDescription: 'Funerals, cremation and celebrations of life in Port Ellis.' },
    header: { id: 'header-centered' },
    footer: { id: 'footer-compact', text: 'Serving the coast since 1983.' },
  }
}

/**
 * The two demo funeral homes; the draft of each differs from its approved site in the hero heading
 * (and Whitfield's draft has one news item more on its home page).
 */
export function demoCompanies(hosts: readonly string[] = DEFAULT_DEMO_HOSTS): CompanySeed[] {
  const [first = DEFAULT_DEMO_HOSTS[0], second = DEFAULT_DEMO_HOSTS[1]] = hosts
  return [
    companySeed({
      id: 1,
      name: 'Whitfield & Sons Funeral Home',
      phoneNumber: '(555) 014-2200',
      logoUrl: '/brand/whitfield-logo.svg',
      timeZone: 'America/Chicago',
      hosts: [first],
      approved: whitfieldSite('Caring for Maple Grove families since 1952'),
      draft: whitfieldSite('Caring for Maple Grove families for over seventy years', true),
      locations: [
        {
          id: 101,
          name: 'Elm Street Chapel',
          address: { line1: '214 Elm Street', city: 'Maple Grove', region: 'IL', postalCode: '62704' },
          phoneNumber: '(555) 014-2200',
        },
        {
          id: 102,
          name: 'Riverside Chapel',
          address: { line1: '88 River Road', line2: 'Suite 2', city: 'Ashford', region: 'IL', postalCode: '62711' },
          phoneNumber: '(555) 014-2288',
        },
      ],
      redirects: [
        { from: '/staff', to: '/about-us/our-staff', permanent: true },
        { from: '/condolences', to: '/obituaries', permanent: false },
        // An absolute target leaves the site (spec §2): the livestream channel the chapel uses.
        { from: '/livestream', to: 'https://www.youtube.com/@whitfieldandsons/streams', permanent: false },
      ],
      accounts: demoAccounts(1, 'whitfield.example', ['Margaret', 'Ellis'], ['Thomas', 'Whitfield'], ['James', 'Ellis']),
    }),
    companySeed({
      id: 2,
      name: 'Harbor Light Funeral Chapel',
      phoneNumber: '(555) 019-7730',
      logoUrl: '/brand/harbor-light-logo.svg',
      timeZone: 'America/New_York',
      hosts: [second],
      approved: harborSite('Honouring lives shaped by the sea'),
      draft: harborSite('Honouring every life shaped by the sea and the shore'),
      locations: [
        {
          id: 201,
          name: 'Harbor Light Chapel',
          address: { line1: '3 Wharf Lane', city: 'Port Ellis', region: 'ME', postalCode: '04011' },
          phoneNumber: '(555) 019-7730',
        },
        {
          id: 202,
          name: 'Cliffside Reception Hall',
          address: { line1: '140 Ocean Avenue', city: 'Port Ellis', region: 'ME', postalCode: '04011' },
          phoneNumber: null,
        },
      ],
      redirects: [{ from: '/chapel', to: '/about/our-chapel', permanent: true }],
      accounts: demoAccounts(2, 'harbor.example', ['Daniel', 'Moreau'], ['Grace', 'Holloway'], ['Claire', 'Moreau']),
    }),
  ]
}
