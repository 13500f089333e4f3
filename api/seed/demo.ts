import type { NavigationNode, SiteDocument } from '../../contract/website.ts'
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
    { id: companyId * 1000 + 1, email: `family@${domain}`, password: DEMO_PASSWORDS.family, firstName: family[0], lastName: family[1], role: 'family' },
    { id: companyId * 1000 + 2, email: `staff@${domain}`, password: DEMO_PASSWORDS.staff, firstName: staff[0], lastName: staff[1], role: 'staff' },
    // A second family member of the first case only: tasks can be assigned to them, and they cannot open the second case.
    { id: companyId * 1000 + 3, email: `relative@${domain}`, password: DEMO_PASSWORDS.family, firstName: relative[0], lastName: relative[1], role: 'family' },
  ]
}

const aboutChildren: NavigationNode[] = [
  { label: 'Our Staff', to: '/about-us/our-staff' },
  { label: 'Our History', to: '/about-us/our-history' },
]

function whitfieldSite(heroHeading: string): SiteDocument {
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
        ],
      },
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
            paragraphs: ['Harold Whitfield opened our first chapel on Elm Street in 1952. His grandchildren carry on his promise of honest, personal service.'],
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
          },
          {
            id: 'harbor-welcome',
            type: 'text',
            heading: 'Rooted in Port Ellis',
            paragraphs: [
              'For fishermen, teachers, neighbours and friends, we have arranged simple, dignified farewells overlooking the harbour for more than forty years.',
            ],
          },
        ],
      },
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
        ],
      },
    },
    settings: { seoTitle: 'Harbor Light Funeral Chapel', seoDescription: 'Funerals, cremation and celebrations of life in Port Ellis.' },
    header: { id: 'header-centered' },
    footer: { id: 'footer-compact', text: 'Serving the coast since 1983.' },
  }
}

/** The two demo funeral homes; the draft of each differs from its approved site in the hero heading. */
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
      draft: whitfieldSite('Caring for Maple Grove families for over seventy years'),
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
