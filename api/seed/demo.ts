import { harborSite } from './data/harbor-site.ts'
import { whitfieldSite } from './data/whitfield-site.ts'
import { companySeed } from './factories.ts'
import type { AccountSeed, CompanySeed } from './types.ts'

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
