import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm'
import { ApiError } from '#contract/errors.ts'
import type { NewHome, NewHomeResult } from '#contract/platform-homes.ts'
import { STAFF_INVITATION_DAYS } from '#contract/studio-staff.ts'
import { todayIn } from '#core/zoned-time.ts'
import { dbOf, type Db } from '../db/client.ts'
import { companies, companyHosts, users } from '../db/schema.ts'
import { TASK_ORDER } from '../family/tasks.ts'
import { inviteStaffAccount } from '../staff/members.ts'
import { planNewHome, type HomeAccount, type HostOwner } from './home-plan.ts'
import { homeQueries, type HomeSpec } from './new-home.ts'
import { priceListQueries, sequentialPriceListIds, statementTemplateQueries } from './price-list-rows.ts'
import { toStatements, type RowQuery } from './rows.ts'
import { STARTER_PRICE_LIST, STARTER_PRICE_LIST_NOTE, STATEMENT_DISCLOSURES } from './starter-price-list.ts'
import { starterSite } from './starter-site.ts'

/**
 * Makes a funeral home (issue 40 point 1, decision 071), or finishes one a run left unfinished,
 * or says it is there already: what `planNewHome` decides from the host names and accounts found.
 * A new home's rows (api/src/platform/new-home.ts, the builder the demo seed uses too: the
 * company, its host names, the starting site, the draft price list, its statement template and
 * the tasks its cases start with) are one D1 batch, so a home is never half made; ids follow the
 * largest of each table, and two runs racing for them fail the second batch whole (a 409 to run
 * again). Then the owner is invited as staff are (api/src/staff/members.ts): a staff account
 * without a usable password and a mail whose link chooses it.
 */

/** The first free id of `table` (a name of ours, never input), as a subquery. */
const firstFreeId = (table: string) => sql.raw(`(select coalesce(max(id), 0) + 1 from ${table})`)
/** Whole dollars of the starter price list to cents. */
const toCents = (dollars: number) => Math.round(dollars * 100)

/** The first free id of each table a home's rows name ids in. */
async function nextIds(db: Db) {
  const max = firstFreeId
  const [row] = await db.all<Record<string, number>>(
    sql`select ${max('companies')} as company, ${max('price_list_versions')} as version, ${max('gpl_categories')} as category,
      ${max('gpl_items')} as item, ${max('gpl_item_variants')} as variant, ${max('gpl_selectors')} as selector,
      ${max('gpl_packages')} as package, ${max('gpl_package_lines')} as packageLine, ${max('statement_template_revisions')} as template`,
  )
  if (!row) throw new Error('create home: no ids read')
  return row as Record<
    'company' | 'version' | 'category' | 'item' | 'variant' | 'selector' | 'package' | 'packageLine' | 'template',
    number
  >
}

/** Every row of a new home, refusing (not skipping) any that meets one already there. */
export function newHomeQueries(input: NewHome, ids: Awaited<ReturnType<typeof nextIds>>, now: Date): RowQuery[] {
  const site = starterSite({ name: input.name, phoneNumber: input.phoneNumber })
  const spec: HomeSpec = {
    id: ids.company,
    name: input.name,
    phoneNumber: input.phoneNumber,
    logoUrl: null,
    timeZone: input.timeZone,
    hosts: input.hosts,
    approved: site,
    draft: site,
    locations: [],
    redirects: [],
    taskDefaults: TASK_ORDER,
  }
  const cents = toCents
  const at = now.toISOString()
  return [
    ...homeQueries(spec, 'fail'),
    ...priceListQueries({
      companyId: spec.id,
      def: STARTER_PRICE_LIST,
      ids: sequentialPriceListIds(STARTER_PRICE_LIST, ids, cents),
      cents,
      version: { id: ids.version, number: 1, note: STARTER_PRICE_LIST_NOTE, effectiveFrom: null, publishedAt: null, createdAt: at },
      onConflict: 'fail',
    }),
    ...statementTemplateQueries(
      spec.id,
      `${input.name} — Statement of Funeral Goods and Services Selected`,
      STATEMENT_DISCLOSURES,
      [
        {
          id: ids.template,
          name: 'Itemized statement',
          revision: 1,
          displayType: 'ITEMIZED',
          current: true,
          effectiveFrom: todayIn(input.timeZone, now),
        },
      ],
      'fail',
    ),
  ]
}

async function hostOwners(db: Db, hosts: readonly string[]): Promise<HostOwner[]> {
  return db
    .select({ host: companyHosts.host, companyId: companies.id, name: companies.name })
    .from(companyHosts)
    .innerJoin(companies, eq(companies.id, companyHosts.companyId))
    .where(inArray(companyHosts.host, [...hosts]))
}

async function homeAccounts(db: Db, companyId: number, email: string): Promise<HomeAccount[]> {
  return db
    .select({ email: users.email, role: users.role, staffRole: users.staffRole })
    .from(users)
    .where(
      and(
        eq(users.companyId, companyId),
        or(eq(users.email, email), and(eq(users.role, 'staff'), or(isNull(users.staffRole), eq(users.staffRole, 'owner')))),
      ),
    )
}

const RACED = 'Another change to the platform’s homes was written at the same moment, so nothing was changed; run the command again.'

/** A constraint D1 refused: a row another call wrote between the reads and this batch. */
function isConflict(error: unknown): boolean {
  return (
    error instanceof Error &&
    /UNIQUE constraint failed|PRIMARY KEY|constraint failed/i.test(`${error.message} ${String(error.cause ?? '')}`)
  )
}

async function runBatch(d1: D1Database, queries: readonly RowQuery[]): Promise<void> {
  if (queries.length === 0) return
  try {
    await d1.batch(toStatements(queries).map((s) => d1.prepare(s.sql).bind(...s.params)))
  } catch (error) {
    if (isConflict(error)) throw new ApiError(409, undefined, { message: RACED })
    throw error
  }
}

export async function createHome(d1: D1Database, input: NewHome, now = new Date()): Promise<NewHomeResult> {
  const db = dbOf(d1)
  const found = await hostOwners(db, input.hosts)
  const accounts = found[0] ? await homeAccounts(db, found[0].companyId, input.ownerEmail) : []
  const plan = planNewHome(input, found, accounts)
  if (plan.kind === 'refuse') throw new ApiError(409, undefined, { message: plan.message })

  const report: string[] = []
  let companyId: number
  let addHosts: string[] = []
  let inviteOwner: boolean
  if (plan.kind === 'create') {
    const ids = await nextIds(db)
    await runBatch(d1, newHomeQueries(input, ids, now))
    companyId = ids.company
    inviteOwner = true
    report.push(
      `Made ${input.name} on ${input.hosts.join(', ')}.`,
      'Its site is a plain template in its name, published: change it in the studio’s page editor.',
      'Its price list is a draft with the Funeral Rule’s required lines and disclosures: replace the placeholder prices with your own, then publish it.',
      `Each new case starts with the ${TASK_ORDER.length} family tasks.`,
    )
  } else {
    companyId = plan.companyId
    addHosts = plan.addHosts
    inviteOwner = plan.inviteOwner
    await runBatch(
      d1,
      addHosts.map((host) => db.insert(companyHosts).values({ host, companyId })),
    )
    if (addHosts.length > 0) report.push(`Added ${addHosts.join(', ')} to ${input.name}.`)
  }

  const [company] = await db.select().from(companies).where(eq(companies.id, companyId)).limit(1)
  if (!company) throw new Error(`create home: company ${companyId} is gone`)
  if (inviteOwner) {
    const invited = await inviteStaffAccount(
      db,
      company,
      null,
      input.linkHost ?? input.hosts[0] ?? '',
      { email: input.ownerEmail, firstName: input.ownerFirstName, lastName: input.ownerLastName, staffRole: 'owner' },
      now,
    )
    if (!invited) throw new ApiError(409, undefined, { message: RACED })
    report.push(`Invited ${input.ownerEmail} as the owner: the mail’s link chooses a password, for ${STAFF_INVITATION_DAYS} days.`)
  }
  const hosts = (await db.select({ host: companyHosts.host }).from(companyHosts).where(eq(companyHosts.companyId, companyId))).map(
    (h) => h.host,
  )
  const outcome = plan.kind === 'create' ? 'created' : addHosts.length > 0 || inviteOwner ? 'completed' : 'unchanged'
  if (outcome === 'unchanged')
    report.push(`${company.name} is already there on ${hosts.join(', ')}, with its owner ${input.ownerEmail}: nothing was changed.`)
  if (company.timeZone !== input.timeZone) report.push(`Its time zone stays ${company.timeZone}; the studio’s settings change it.`)
  return {
    outcome,
    companyId,
    name: company.name,
    hosts,
    timeZone: company.timeZone,
    owner: { email: input.ownerEmail, invited: inviteOwner },
    report,
  }
}
