import type { NavigationNode, SiteDocument } from '#contract/website.ts'
import { demoImage, heroImage, portrait, weekdayHours } from './site-parts.ts'
import { WHITFIELD_SERVICE_PAGES } from './whitfield-services.ts'

const aboutChildren: NavigationNode[] = [
  { label: 'Our Staff', to: '/about-us/our-staff' },
  { label: 'Our History', to: '/about-us/our-history' },
]

/**
 * Whitfield's site. The draft differs from the approved site in the hero heading and one news
 * item on the home page, which preview shows.
 */
export function whitfieldSite(heroHeading: string, draft = false): SiteDocument {
  return {
    design: { colorText: '#2f3b35', buttonCorners: 'Soft Square', secondaryButtonCorners: 'Square', fontPair: 'classic' },
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
            image: heroImage('home-hero-image', 'whitfield-hero', { x: 66, y: 60 }),
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
      ...WHITFIELD_SERVICE_PAGES,
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
