import type { SiteDocument } from '#contract/website.ts'

/**
 * The site a new funeral home starts with (issue 40 point 1): plain pages that say who the home
 * is and how to reach it, in its own name, for the owner to make their own in the page editor.
 * No demo content: no stories, pictures, staff or testimonials that are not the home's. Only
 * places every home has (its obituaries, its price list in the footer, its contact page) are
 * linked; nothing leads to a page the home has not set up yet.
 */

/** `tel:` link of a phone number as typed: its digits (and a leading +). */
export function telLink(phoneNumber: string): string {
  const digits = phoneNumber.replace(/[^\d+]/g, '')
  return `tel:${digits}`
}

export function starterSite(home: { name: string; phoneNumber: string | null }): SiteDocument {
  const call = home.phoneNumber ? { id: 'home-cta-call', label: `Call ${home.phoneNumber}`, to: telLink(home.phoneNumber) } : null
  const contact = { id: 'home-cta-contact', label: 'Contact us', to: '/contact' }
  return {
    design: { colorText: '#2f4858', buttonCorners: 'Rounded', secondaryButtonCorners: 'Rounded', fontPair: 'classic' },
    navigation: [
      { label: 'Home', to: '/' },
      { label: 'Obituaries', to: '/obituaries' },
      { label: 'About us', to: '/about-us' },
      { label: 'Contact', to: '/contact' },
    ],
    pages: {
      '/': {
        id: 'home',
        title: 'Home',
        modules: [
          {
            id: 'home-hero',
            type: 'hero',
            heading: home.name,
            text: 'We are here to help your family honour a life, at any hour.',
            action: { id: 'home-hero-action', label: 'Contact us', to: '/contact' },
          },
          { id: 'home-obituaries', type: 'recent-obituaries', heading: 'Recent obituaries', count: 3 },
          {
            id: 'home-cta',
            type: 'call-to-action',
            heading: 'When you need us',
            text: 'Call us, or write to us, and a member of our team will answer.',
            primary: call ?? contact,
            ...(call ? { secondary: contact } : {}),
          },
        ],
      },
      '/about-us': {
        id: 'about-us',
        title: 'About us',
        modules: [
          {
            id: 'about-text',
            type: 'text',
            heading: `About ${home.name}`,
            paragraphs: [
              `${home.name} cares for families in our community, with every arrangement made with you and explained in plain words.`,
            ],
          },
        ],
      },
      '/contact': {
        id: 'contact',
        title: 'Contact',
        modules: [
          {
            id: 'contact-details',
            type: 'contact',
            heading: `Contact ${home.name}`,
            text: 'Call at any hour.',
            ...(home.phoneNumber ? { phoneNumber: home.phoneNumber } : {}),
          },
        ],
      },
    },
    settings: { seoTitle: home.name, seoDescription: `${home.name}: funerals, cremation and memorial services.` },
    header: { id: 'header-centered' },
    footer: { id: 'footer-compact', text: home.name },
  }
}
