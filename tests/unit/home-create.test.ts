import { describe, expect, it } from 'vitest'
import { newHomeQueries } from '#api/src/platform/create-home.ts'
import { planNewHome, type HomeAccount, type HostOwner } from '#api/src/platform/home-plan.ts'
import { STARTER_PRICE_LIST } from '#api/src/platform/starter-price-list.ts'
import { starterSite, telLink } from '#api/src/platform/starter-site.ts'
import { TASK_ORDER } from '#api/src/family/tasks.ts'
import { modulesWithPlaceholders } from '#contract/module-placeholders.ts'
import { NewHomeBodySchema } from '#contract/platform-homes.ts'
import { publishBlockers, RULE_LINE_KEYS } from '#contract/price-list-funeral-rule.ts'
import { SiteDocumentSchema } from '#contract/website.ts'
import { rowsOf } from '#tests/support/seed.ts'
import { isLocalHost, nameFromEmail, parseCommand, summary } from '../../scripts/home-create.ts'

/** A new funeral home (issue 40 point 1, decision 071): the rows it gets, the plan of a second run, the command line. */

const input = NewHomeBodySchema.parse({
  name: 'Rowan & Hale Funeral Home',
  hosts: ['rowan.localhost', 'WWW.rowanhale.example'],
  ownerEmail: 'Iris@Rowan.example',
  ownerFirstName: 'Iris',
  ownerLastName: 'Rowan',
  timeZone: 'America/Denver',
  phoneNumber: '(555) 010-4400',
})
const ids = {
  company: 7,
  version: 900,
  category: 800,
  item: 7000,
  variant: 60000,
  selector: 500,
  package: 400,
  packageLine: 3000,
  template: 250,
}
const NOW = new Date('2026-12-05T03:30:00Z')

/** The rows as they would be stored, each insert made to fail on a conflict (never merged into another home's). */
function rows(table: string) {
  const statements = newHomeQueries(input, ids, NOW).map((q) => q.toSQL())
  for (const s of statements) expect(s.sql).not.toContain('on conflict')
  return rowsOf(
    statements.map((s) => ({ ...s, sql: `${s.sql} on conflict do nothing` })),
    table,
  )
}

describe('the rows of a new home', () => {
  it('are the company, its normalised hosts, the site twice, the tasks and a statement template of its own', () => {
    expect(input.hosts).toEqual(['rowan.localhost', 'www.rowanhale.example'])
    expect(input.ownerEmail).toBe('iris@rowan.example')
    expect(rows('companies')).toEqual([
      { id: 7, name: 'Rowan & Hale Funeral Home', phone_number: '(555) 010-4400', logo_url: null, time_zone: 'America/Denver' },
    ])
    expect(rows('company_hosts')).toEqual([
      { host: 'rowan.localhost', company_id: 7 },
      { host: 'www.rowanhale.example', company_id: 7 },
    ])
    expect(rows('website_contexts').map((r) => r.kind)).toEqual(['approved', 'draft'])
    expect(rows('website_pages').map((r) => `${r.kind} ${r.path}`)).toEqual([
      'approved /',
      'approved /about-us',
      'approved /contact',
      'draft /',
      'draft /about-us',
      'draft /contact',
    ])
    expect(rows('company_task_defaults').map((r) => r.type)).toEqual([...TASK_ORDER])
    expect(rows('locations')).toEqual([])
    // The day the template takes effect is the home's own (03:30 UTC is still the 4th in Denver).
    expect(rows('statement_template_revisions')).toMatchObject([
      {
        id: 250,
        company_id: 7,
        current: 1,
        effective_from: '2026-12-04',
        heading: 'Rowan & Hale Funeral Home — Statement of Funeral Goods and Services Selected',
      },
    ])
  })

  it('hold a draft price list, its ids from the first free ones, that the Funeral Rule lets the owner publish', () => {
    const [version] = rows('price_list_versions')
    expect(version).toMatchObject({ id: 900, company_id: 7, number: 1, published_at: null, effective_from: null })
    const items = rows('gpl_items')
    expect(items.map((i) => i.id)).toEqual(items.map((_, n) => 7000 + n))
    expect(new Set(items.map((i) => i.version_id))).toEqual(new Set([900]))
    expect(rows('gpl_item_variants').map((v) => v.id)).toEqual([60000, 60001, 60002, 60003])
    const disclosures = rows('price_list_disclosures').map((d) => ({ ruleKey: String(d.rule_key), text: String(d.text) }))
    const version1 = {
      disclosures,
      items: items.map((i) => ({
        name: String(i.name),
        priceCents: Number(i.price_cents),
        ruleLine: (i.rule_line as string | null) ?? null,
        cashAdvance: i.cash_advance === 1,
        cashAdvanceMarkup: false,
      })),
    }
    expect(publishBlockers(version1)).toEqual([])
    expect(
      version1.items
        .map((i) => i.ruleLine)
        .filter(Boolean)
        .toSorted(),
    ).toEqual([...RULE_LINE_KEYS].toSorted())
    // Without a required line or with the rule's words changed it would not pass: the check above can fail.
    expect(publishBlockers({ ...version1, items: version1.items.filter((i) => i.ruleLine !== 'direct_cremation') })).toHaveLength(1)
    expect(publishBlockers({ disclosures: disclosures.slice(1), items: version1.items })).toHaveLength(1)
  })

  it('start from a plain site in the home’s name: valid, with no demo content and no example words publishing refuses', () => {
    const site = SiteDocumentSchema.parse(starterSite({ name: input.name, phoneNumber: input.phoneNumber }))
    expect(JSON.stringify(site)).not.toMatch(/Whitfield|Harbor|Maple Grove|\/demo\//)
    expect(JSON.stringify(site.pages['/'])).toContain('Rowan & Hale Funeral Home')
    expect(modulesWithPlaceholders(site.pages)).toEqual([])
    // Every link of the navigation and the pages leads to a page the home has, or a place every home has.
    const links =
      JSON.stringify(site)
        .match(/"to":"([^"]+)"/g)
        ?.map((m) => m.slice(6, -1)) ?? []
    for (const to of links) expect(to.startsWith('tel:') || to in site.pages || to === '/obituaries').toBe(true)
    expect(JSON.stringify(starterSite({ name: 'Quiet Home', phoneNumber: null }))).not.toContain('tel:')
    expect(telLink('(555) 010-4400')).toBe('tel:5550104400')
  })

  it('keep the starter price list free of the demo’s packages and placeholders it cannot price', () => {
    expect(STARTER_PRICE_LIST.packages).toEqual([])
    expect(STARTER_PRICE_LIST.categories.flatMap((c) => c.items).find((i) => i.rule === 'family_supplied_container')?.price).toBe(0)
  })
})

describe('what a run does with what it finds', () => {
  const ask = { name: input.name, hosts: input.hosts, ownerEmail: input.ownerEmail }
  const mine: HostOwner = { host: 'rowan.localhost', companyId: 7, name: 'Rowan & Hale Funeral Home' }
  const owner: HomeAccount = { email: 'iris@rowan.example', role: 'staff', staffRole: 'owner' }

  it('makes the home when no host is known', () => {
    expect(planNewHome(ask, [], [])).toEqual({ kind: 'create' })
  })

  it('changes nothing when the home is there as asked, names in another case included', () => {
    const both = [mine, { ...mine, host: 'www.rowanhale.example' }]
    expect(planNewHome({ ...ask, name: 'ROWAN & HALE funeral home' }, both, [owner])).toEqual({
      kind: 'exists',
      companyId: 7,
      addHosts: [],
      inviteOwner: false,
    })
    // A staff account of before roles is an owner (decision 054).
    expect(planNewHome(ask, both, [{ ...owner, staffRole: null }])).toMatchObject({ inviteOwner: false })
  })

  it('adds what a run left out: a host name, or the owner when the invitation never went', () => {
    expect(planNewHome(ask, [mine], [])).toEqual({ kind: 'exists', companyId: 7, addHosts: ['www.rowanhale.example'], inviteOwner: true })
  })

  it('refuses, in words, hosts of two homes, a host of a home by another name, and another owner', () => {
    const harbor: HostOwner = { host: 'www.rowanhale.example', companyId: 2, name: 'Harbor Light Funeral Chapel' }
    expect(planNewHome(ask, [mine, harbor], [])).toMatchObject({
      kind: 'refuse',
      message: expect.stringContaining('different funeral homes'),
    })
    expect(planNewHome({ ...ask, name: 'Another Home' }, [mine], [owner])).toMatchObject({
      kind: 'refuse',
      message: expect.stringContaining('rowan.localhost already serves Rowan & Hale Funeral Home'),
    })
    expect(planNewHome(ask, [mine], [{ email: 'grace@rowan.example', role: 'staff', staffRole: 'owner' }])).toMatchObject({
      kind: 'refuse',
      message: expect.stringContaining('already has an owner (grace@rowan.example)'),
    })
    expect(planNewHome(ask, [mine], [{ ...owner, role: 'family', staffRole: null }])).toMatchObject({
      kind: 'refuse',
      message: expect.stringContaining('not an owner’s'),
    })
    expect(planNewHome(ask, [mine], [{ ...owner, staffRole: 'director' }])).toMatchObject({ kind: 'refuse' })
  })
})

describe('npm run home:create', () => {
  it('reads the command line into the call, the local invitation link on the served port', () => {
    const parsed = parseCommand([
      '--name',
      'Rowan & Hale',
      '--host',
      'Rowan.localhost,www.rowan.example',
      '--owner-email',
      'iris.rowan@rowan.example',
    ])
    expect(parsed).toMatchObject({
      ok: true,
      command: {
        api: null,
        body: {
          name: 'Rowan & Hale',
          hosts: ['rowan.localhost', 'www.rowan.example'],
          ownerFirstName: 'Iris',
          ownerLastName: 'Rowan',
          timeZone: 'America/New_York',
          linkHost: 'rowan.localhost:8787',
          phoneNumber: null,
        },
      },
    })
    const remote = parseCommand([
      '--name',
      'A',
      '--host',
      'a.example',
      '--owner-email',
      'o@a.example',
      '--owner-name',
      'Ada Byron King',
      '--api',
      'https://api.example',
    ])
    expect(remote).toMatchObject({ ok: true, command: { body: { ownerFirstName: 'Ada', ownerLastName: 'Byron King' } } })
    expect(remote.ok && remote.command.body.linkHost).toBeUndefined()
    expect(remote.ok && remote.command.api?.href).toBe('https://api.example/')
  })

  it('names every missing or wrong flag in words', () => {
    expect(parseCommand([])).toEqual({
      ok: false,
      problems: [
        '--name is missing: the funeral home’s name.',
        '--host is missing: a host name its site answers on, such as rowan.localhost.',
        '--owner-email is missing: the owner is mailed an invitation to choose a password.',
      ],
    })
    const wrong = parseCommand(['--name', 'A', '--host', 'https://a.example/', '--owner-email', 'nobody', '--time-zone', 'Mars/Base'])
    expect(wrong.ok).toBe(false)
    const problems = wrong.ok ? [] : wrong.problems
    expect(problems.some((p) => p.startsWith('--host: Give a host name such as'))).toBe(true)
    expect(problems.some((p) => p.startsWith('--owner-email: Give the owner’s email address'))).toBe(true)
    expect(problems.some((p) => p.startsWith('--time-zone: Give a time zone such as'))).toBe(true)
    expect(parseCommand(['--nme', 'A'])).toMatchObject({ ok: false, problems: [expect.stringContaining("'--nme'")] })
    expect(parseCommand(['--name', 'A', '--host', 'a.localhost', '--owner-email', 'o@a.example', '--api', 'ftp://x'])).toMatchObject({
      ok: false,
      problems: ['--api ftp://x is not an http(s) address, such as https://api.example.com.'],
    })
  })

  it('prints where the site is served and where the owner’s mail is', () => {
    const result = {
      outcome: 'created' as const,
      companyId: 3,
      name: 'Rowan & Hale',
      hosts: ['rowan.localhost', 'www.rowan.example'],
      timeZone: 'America/Denver',
      owner: { email: 'iris@rowan.example', invited: true },
      report: ['Made Rowan & Hale on rowan.localhost, www.rowan.example.'],
    }
    const local = summary(result, {
      local: true,
      invitationLink: 'http://rowan.localhost:8787/family-portal/password-reset/abc?welcome=1',
    }).join('\n')
    expect(local).toContain('  http://rowan.localhost:8787\n')
    expect(local).toContain('http://www.rowan.example:8787 (once www.rowan.example points at this machine')
    expect(local).toContain('outbox')
    expect(local).toContain('Its link, to choose the password: http://rowan.localhost:8787/family-portal/password-reset/abc?welcome=1')
    const unchanged = summary({ ...result, outcome: 'unchanged', owner: { email: 'iris@rowan.example', invited: false } }, { local: true })
    expect(unchanged.join('\n')).not.toContain('outbox')
    expect(isLocalHost('localhost')).toBe(true)
    expect(isLocalHost('notlocalhost')).toBe(false)
    expect(nameFromEmail('grace_holloway@x.example')).toEqual({ firstName: 'Grace', lastName: 'Holloway' })
    expect(nameFromEmail('owner@x.example')).toEqual({ firstName: 'Owner', lastName: 'Owner' })
  })
})
