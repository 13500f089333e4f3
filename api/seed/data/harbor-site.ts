import type { SiteDocument } from '#contract/website.ts'
import { demoImage, heroImage, weekdayHours } from './site-parts.ts'

/** Harbor Light's site. The draft differs from the approved site in the hero heading. */
export function harborSite(heroHeading: string): SiteDocument {
  return {
    design: { colorText: '#1d3557', buttonCorners: 'Rounded', secondaryButtonCorners: 'Soft Square', fontPair: 'warm' },
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
            image: heroImage('harbor-hero-image', 'harbor-hero', { x: 78, y: 55 }),
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
