import { harborSite } from './data/harbor-site.ts'
import { whitfieldSite } from './data/whitfield-site.ts'
import { companySeed } from './factories.ts'
import type { AccountSeed, CompanySeed } from './types.ts'

/** Hosts of the two demo funeral homes; `DEMO_HOSTS="a.example,b.example"` changes them. */
export const DEFAULT_DEMO_HOSTS = ['localhost', 'harbor.localhost'] as const

/** Passwords of the demo accounts (README "Demo accounts"): public, for trying the portal locally. */
export const DEMO_PASSWORDS = { family: 'family-demo-2026', staff: 'staff-demo-2026' } as const

/** The three staff members of a demo home: its owner, a funeral director and a site editor (issue 37). */
type DemoStaff = { owner: [string, string]; director: [string, string]; editor: [string, string] }

/**
 * A family member, a relative and the staff of each demo funeral home: `family@<domain>`,
 * `relative@<domain>`, and `staff@` (the owner), `director@` and `editor@<domain>`. Ids are
 * stable (company id × 1000 + n) so the seed stays idempotent.
 */
function demoAccounts(
  companyId: number,
  domain: string,
  family: [string, string],
  staff: DemoStaff,
  relative: [string, string],
): AccountSeed[] {
  const person = (n: number, local: string, [firstName, lastName]: [string, string]) => ({
    id: companyId * 1000 + n,
    email: `${local}@${domain}`,
    firstName,
    lastName,
  })
  return [
    { ...person(1, 'family', family), password: DEMO_PASSWORDS.family, role: 'family', staffRole: null },
    { ...person(2, 'staff', staff.owner), password: DEMO_PASSWORDS.staff, role: 'staff', staffRole: 'owner' },
    // A second family member of the first case only: tasks can be assigned to them, and they cannot open the second case.
    { ...person(3, 'relative', relative), password: DEMO_PASSWORDS.family, role: 'family', staffRole: null },
    { ...person(4, 'director', staff.director), password: DEMO_PASSWORDS.staff, role: 'staff', staffRole: 'director' },
    { ...person(5, 'editor', staff.editor), password: DEMO_PASSWORDS.staff, role: 'staff', staffRole: 'site_editor' },
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
      accounts: demoAccounts(
        1,
        'whitfield.example',
        ['Margaret', 'Ellis'],
        { owner: ['Thomas', 'Whitfield'], director: ['Rosa', 'Delgado'], editor: ['Ben', 'Okafor'] },
        ['James', 'Ellis'],
      ),
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
      accounts: demoAccounts(
        2,
        'harbor.example',
        ['Daniel', 'Moreau'],
        { owner: ['Grace', 'Holloway'], director: ['Samuel', 'Price'], editor: ['Lena', 'Fischer'] },
        ['Claire', 'Moreau'],
      ),
    }),
  ]
}
