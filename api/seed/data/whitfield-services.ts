import type { SiteDocument } from '#contract/website.ts'
import { demoImage } from './site-parts.ts'

/** Whitfield's service pages, the same in its approved site and its draft. */
export const WHITFIELD_SERVICE_PAGES: SiteDocument['pages'] = {
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
}
