/**
 * Pure: the large synthetic funeral home of `npm run bench:large` (bench/large-home.ts, issue 15
 * point 4): a site of many content pages of many modules, and many published obituaries with
 * memories, all from a seeded generator, so every run writes the same rows. Built with the seed's
 * own factories and typed inserts (api/seed/), and covered by tests/unit/bench-large-data.test.ts.
 */
import { SiteDocumentSchema, type Module, type NavigationNode, type Page, type SiteDocument } from '#contract/website.ts'
import { whitfieldSite } from '#api/seed/data/whitfield-site.ts'
import { companySeed } from '#api/seed/factories.ts'
import { seededRandom } from '#api/src/media/samples/pictures.ts'
import { nameSlug } from '#core/names.ts'
import { seedDb } from '#api/seed/query.ts'
import type { CompanySeed, SeedQuery } from '#api/seed/types.ts'
import { cases, memorialComments, obituaries } from '#api/src/db/schema.ts'

export interface LargeHomeSize {
  contentPages: number
  modulesPerPage: number
  obituaries: number
  memoriesPerObituary: number
}

/** What issue 15 asks for: 300 content pages of 20 modules, 20,000 obituaries, 100,000 memories. */
export const LARGE_HOME_SIZE: LargeHomeSize = { contentPages: 300, modulesPerPage: 20, obituaries: 20_000, memoriesPerObituary: 5 }

export const LARGE_COMPANY_ID = 3
const LOCATION_ID = 301
/** Far above the demo's ids (company × 1,000,000 + …), so the two never meet. */
const CASE_ID_BASE = 50_000_000
const MEMORY_ID_BASE = 60_000_000
/** Rows per multi-row insert: a statement stays far below D1's 100 KB. */
const ROWS_PER_INSERT = 50
/** The newest death; the others go back one day at a time in a few interleaved runs. */
const NEWEST_DEATH = Date.parse('2026-11-20T00:00:00.000Z')

const FIRST = [
  'James',
  'Mary',
  'Robert',
  'Patricia',
  'John',
  'Jennifer',
  'Michael',
  'Linda',
  'William',
  'Elizabeth',
  'David',
  'Barbara',
  'Richard',
  'Susan',
  'Joseph',
  'Jessica',
  'Thomas',
  'Sarah',
  'Charles',
  'Karen',
  'Céline',
  'Hélène',
  'José',
  'Zoë',
  'Łukasz',
  'Søren',
  'Thérèse',
  'François',
  'Renée',
  'Inés',
  'Björn',
  'Agnès',
  'Margaret',
  'Dorothy',
  'Harold',
  'Walter',
  'Evelyn',
  'Frances',
]
const MIDDLE = ['Ann', 'Marie', 'Lee', 'Lynn', 'Jean', 'Rose', 'James', 'Joseph', 'Edward', 'Louise', 'Grace', 'Élise', 'André']
const LAST = [
  'Smith',
  'Johnson',
  'Williams',
  'Brown',
  'Jones',
  'Garcia',
  'Miller',
  'Davis',
  'Rodriguez',
  'Martinez',
  'Hernandez',
  'Lopez',
  'Gonzalez',
  'Wilson',
  'Anderson',
  'Thomas',
  'Taylor',
  'Moore',
  'Jackson',
  'Martin',
  'Lee',
  'Perez',
  'Thompson',
  'White',
  'Harris',
  'Sanchez',
  'Clark',
  'Ramirez',
  'Lewis',
  'Robinson',
  'Walker',
  'Young',
  'Allen',
  'King',
  'Wright',
  'Scott',
  'Torres',
  'Nguyen',
  'Hill',
  'Flores',
  'Green',
  'Adams',
  'Nelson',
  'Baker',
  'Hall',
  'Rivera',
  'Campbell',
  'Mitchell',
  'Carter',
  'Roberts',
  'Müller',
  'Gagnon',
  'Côté',
  'Pelletier',
  'Núñez',
  'Gutiérrez',
  'Wałęsa',
  'Kowalski',
  'O’Connell',
  'Smith-Jones',
  'Løvgren',
  'Bérubé',
  'Ibáñez',
  'Schäfer',
  'Dvořák',
  'MacDonald',
  'Brandt',
  'Holloway',
  'Whitaker',
  'Reyes',
]
const TOWNS = ['Maple Grove', 'Ashford', 'Cedar Falls', 'Lakeview', 'Port Ellis', 'Millbrook', 'Fairhaven', 'Brookside']
const PASTIMES = ['gardening', 'fishing', 'the church choir', 'woodworking', 'quilting', 'baseball', 'bridge', 'long walks by the river']
const MEMORY_AUTHORS = [
  'The Alvarez family',
  'Jim and Carol Peters',
  'A neighbour',
  'Former colleagues at the mill',
  'Sue Whitman',
  'Pastor Dan',
]
const MEMORY_TEXTS = [
  '{first} was the kindest neighbour anyone could ask for. We will miss the waves from the porch and the stories.',
  'Our deepest sympathy to the whole family. {first} made every gathering warmer just by being there.',
  'I worked beside {first} for twenty years and never once heard an unkind word. Rest easy, friend.',
  'Thinking of you all. {first} taught half the town to fish and the other half to laugh at themselves.',
  'With love and prayers from all of us. We will always remember {first} at the Sunday suppers.',
]

/** `list[k]`, total: the lists above are never empty. */
function pick<T>(list: readonly T[], rand: () => number): T {
  return list[Math.floor(rand() * list.length)] as T
}

/** The same value with every string `id` (a module's and its sub-objects') given `prefix`, so copies never share ids. */
export function withIdPrefix<T>(value: T, prefix: string): T {
  if (Array.isArray(value)) return value.map((v: unknown) => withIdPrefix(v, prefix)) as T
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, k === 'id' && typeof v === 'string' ? `${prefix}${v}` : withIdPrefix(v, prefix)]),
    ) as T
  }
  return value
}

/** `count` pages of `modulesPerPage` modules each, copied round-robin from the demo site's modules. */
export function contentPages(base: SiteDocument, count: number, modulesPerPage: number): Record<string, Page> {
  const pool: Module[] = Object.values(base.pages).flatMap((page) => page.modules)
  if (pool.length === 0) throw new Error('large home: the base site has no modules to copy')
  const pages: Record<string, Page> = {}
  for (let p = 1; p <= count; p++) {
    const modules = Array.from({ length: modulesPerPage }, (_, m) => {
      const source = pool[(p * 7 + m) % pool.length] as Module
      return withIdPrefix(source, `p${p}-m${m}-`)
    })
    pages[`/resources/topic-${p}`] = { id: `page-topic-${p}`, title: `Resources, topic ${p}`, modules }
  }
  return pages
}

/** The demo's Whitfield site with the content pages added and a Resources menu linking the first dozen. */
export function largeSite(size: LargeHomeSize, heroHeading: string): SiteDocument {
  const base = whitfieldSite(heroHeading)
  const pages = contentPages(base, size.contentPages, size.modulesPerPage)
  const resources: NavigationNode = {
    label: 'Resources',
    to: '/resources',
    empty: true,
    children: Object.entries(pages)
      .slice(0, 12)
      .map(([to, page]) => ({ label: page.title, to })),
  }
  return { ...base, navigation: [...base.navigation, resources], pages: { ...base.pages, ...pages } }
}

const HEADINGS = { approved: 'Serving the county for a hundred years', draft: 'Serving the county for over a hundred years' }

/**
 * The large home's company, hosts, location and whole site, approved and draft. The seed stores
 * the site as the api does, a row per page (api/src/site/), so it goes in with the rest of the
 * seed although the whole document is more than D1 takes in one row.
 */
export function largeCompany(host: string, size: LargeHomeSize = LARGE_HOME_SIZE): CompanySeed {
  return companySeed({
    id: LARGE_COMPANY_ID,
    name: 'Greatfield Memorial Chapels',
    phoneNumber: '(555) 013-9000',
    logoUrl: '/brand/whitfield-logo.svg',
    timeZone: 'America/Chicago',
    hosts: [host],
    ...largeSiteDocuments(size),
    locations: [
      {
        id: LOCATION_ID,
        name: 'Greatfield Main Chapel',
        address: { line1: '1 Main Street', city: 'Maple Grove', region: 'IL', postalCode: '62704' },
        phoneNumber: '(555) 013-9000',
      },
    ],
    redirects: [],
  })
}

/** The large home's whole site, approved and draft, checked against the contract. */
export function largeSiteDocuments(size: LargeHomeSize = LARGE_HOME_SIZE): { approved: SiteDocument; draft: SiteDocument } {
  return {
    approved: SiteDocumentSchema.parse(largeSite(size, HEADINGS.approved)),
    draft: SiteDocumentSchema.parse(largeSite(size, HEADINGS.draft)),
  }
}

export interface SyntheticObituary {
  id: number
  firstName: string
  middleName: string | null
  lastName: string
  birthDate: string
  deathDate: string
  text: string
}

function isoDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10)
}

/** Obituary `n` (1-based) of the large home: the same person for the same n, every run. */
export function syntheticObituary(n: number): SyntheticObituary {
  const rand = seededRandom(n * 2_654_435_761)
  const firstName = pick(FIRST, rand)
  const middleName = rand() < 0.7 ? pick(MIDDLE, rand) : null
  const lastName = pick(LAST, rand)
  const died = NEWEST_DEATH - Math.floor((n - 1) / 3) * 86_400_000
  const age = 55 + Math.floor(rand() * 45)
  const born = died - age * 365.25 * 86_400_000 - Math.floor(rand() * 300) * 86_400_000
  const town = pick(TOWNS, rand)
  const text = [
    `${firstName} ${lastName}, ${age}, of ${town}, passed away peacefully on ${isoDate(died)}, surrounded by family.`,
    `Born in ${pick(TOWNS, rand)}, ${firstName} loved ${pick(PASTIMES, rand)} and ${pick(PASTIMES, rand)}, and never missed a chance to help a neighbour.`,
    `${firstName} is survived by a large and loving family, who will remember a generous heart and a quick laugh.`,
  ].join('\n\n')
  return { id: CASE_ID_BASE + n, firstName, middleName, lastName, birthDate: isoDate(born), deathDate: isoDate(died), text }
}

function chunks<T>(rows: T[], size: number): T[][] {
  const out: T[][] = []
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size))
  return out
}

/** The rows of the large home's obituaries, their cases and memories. Cases and obituaries share ids; all are published. */
export function largeObituaryRows(size: LargeHomeSize = LARGE_HOME_SIZE) {
  const people = Array.from({ length: size.obituaries }, (_, i) => syntheticObituary(i + 1))
  const c = LARGE_COMPANY_ID
  const caseRows = people.map((p) => ({
    id: p.id,
    companyId: c,
    locationId: LOCATION_ID,
    status: 'CLOSED' as const,
    firstName: p.firstName,
    middleName: p.middleName,
    lastName: p.lastName,
    nameSlug: nameSlug(p.firstName, p.lastName),
    birthDate: p.birthDate,
    deathDate: p.deathDate,
    createdAt: `${p.deathDate}T16:00:00.000Z`,
  }))
  const obituaryRows = caseRows.map(({ status: _status, locationId: _location, createdAt: _created, ...names }, i) => {
    const published = `${names.deathDate}T20:00:00.000Z`
    const text = people[i]?.text ?? ''
    return { ...names, caseId: names.id, text, publishedAt: published, approvedAt: published, updatedAt: published }
  })
  const memoryRows = people.flatMap((p, i) =>
    Array.from({ length: size.memoriesPerObituary }, (_, k) => {
      const at = `${p.deathDate}T${String(10 + k).padStart(2, '0')}:00:00.000Z`
      return {
        id: MEMORY_ID_BASE + i * size.memoriesPerObituary + k + 1,
        companyId: c,
        caseId: p.id,
        authorName: MEMORY_AUTHORS[(i + k) % MEMORY_AUTHORS.length] as string,
        text: (MEMORY_TEXTS[(i * 3 + k) % MEMORY_TEXTS.length] as string).replaceAll('{first}', p.firstName),
        status: 'approved' as const,
        createdAt: at,
        moderatedAt: at,
      }
    }),
  )
  return { caseRows, obituaryRows, memoryRows }
}

/** `largeObituaryRows` as multi-row typed inserts (`onConflictDoNothing`, as the demo seed). */
export function largeObituaryQueries(size: LargeHomeSize = LARGE_HOME_SIZE): SeedQuery[] {
  const { caseRows, obituaryRows, memoryRows } = largeObituaryRows(size)
  return [
    ...chunks(caseRows, ROWS_PER_INSERT).map((rows) => seedDb.insert(cases).values(rows).onConflictDoNothing()),
    ...chunks(obituaryRows, ROWS_PER_INSERT).map((rows) => seedDb.insert(obituaries).values(rows).onConflictDoNothing()),
    ...chunks(memoryRows, ROWS_PER_INSERT).map((rows) => seedDb.insert(memorialComments).values(rows).onConflictDoNothing()),
  ]
}
