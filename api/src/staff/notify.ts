import { and, asc, eq } from 'drizzle-orm'
import type { Context } from 'hono'
import { HEADER_HOST } from '#contract/headers.ts'
import type { PlanType } from '#contract/planning-rules.ts'
import { formatCents } from '#core/money.ts'
import { fullName } from '#core/names.ts'
import { siteLink } from '../auth/site-link.ts'
import { staffOf } from '../auth/staff.ts'
import type { Db } from '../db/client.ts'
import { users } from '../db/schema.ts'
import { sendMail } from '../mail/mailer.ts'
import { unlinkableLine } from '../mail/plain-text.ts'
import { staffNoticeMail } from '../mail/staff-mail.ts'
import type { Company } from '../middleware/tenant.ts'

/**
 * Mail to staff (issue 37 point 8), one call at each point where the family or a visitor does
 * something the home must see: a new planning request (api/src/planning/submit.ts), a submitted
 * arrangement and a payment (routes/family-arrangements.ts), an approval or a comment on the
 * obituary, the video or a printed piece (api/src/family/obituary.ts, video.ts, stationery.ts).
 * - Who: the case's director in charge while their account is on and works cases; otherwise, and
 *   for planning requests, the home's owners (enabled).
 * - Never in the way: a mail that cannot be written is logged, and the family's action stands.
 */

type CaseFacts = { id: number; companyId: number; firstName: string; lastName: string; directorUserId: number | null }

export type StaffEvent =
  | { kind: 'planning-request'; requestId: number; personName: string; planType: PlanType }
  | { kind: 'arrangement-submitted'; case: CaseFacts }
  | { kind: 'payment'; case: CaseFacts; amountCents: number }
  /** `what`: "the obituary", "the memorial video", "the prayer card". */
  | { kind: 'approved' | 'commented'; case: CaseFacts; what: string }
  /** The arranger signed a version of the statement; the link is its signed PDF (decision 064). */
  | { kind: 'statement-signed'; case: CaseFacts; version: number }

/** Passed to the family's actions; they call it once the change is written. */
export type StaffNotifier = (event: StaffEvent) => Promise<void>

type Person = { firstName: string; lastName: string }

const PLAN_KINDS: Record<PlanType, string> = {
  'pre-plan-self': 'a pre-plan for themself',
  'pre-plan-other': 'a pre-plan for someone else',
  'at-need': 'at-need: a death has occurred',
}

/** The sentence, subject and studio address of an event; `actor` is who did it (a family member). Pure. */
export function staffNotice(event: StaffEvent, actor: Person | undefined): { line: string; subject: string; path: string } {
  if (event.kind === 'planning-request') {
    const person = unlinkableLine(event.personName)
    return {
      line: `A planning request was sent from your website for ${person} (${PLAN_KINDS[event.planType]}).`,
      subject: `New planning request: ${person}`,
      path: `/studio/requests/${event.requestId}`,
    }
  }
  const person = unlinkableLine(fullName(event.case))
  const who = (actor && unlinkableLine(`${actor.firstName} ${actor.lastName}`)) || 'The family'
  const path = `/studio/cases/${event.case.id}`
  switch (event.kind) {
    case 'arrangement-submitted':
      return { line: `${who} submitted the arrangement for ${person}.`, subject: `Arrangement submitted: ${person}`, path }
    case 'payment':
      return {
        line: `${who} paid ${formatCents(event.amountCents)} towards the statement for ${person}.`,
        subject: `Payment received: ${person}`,
        path,
      }
    case 'approved':
      return { line: `${who} approved ${event.what} for ${person}.`, subject: `Approved: ${event.what} for ${person}`, path }
    case 'statement-signed':
      return {
        line: `${who} signed version ${event.version} of the statement for ${person}. The signed PDF is at the link below.`,
        subject: `Statement signed: ${person}`,
        path: `/api/staff/cases/${event.case.id}/statement/signatures/${event.version}/pdf`,
      }
    case 'commented':
      return {
        line: `${who} commented on ${event.what} for ${person}. Their comment is in the studio.`,
        subject: `A comment on ${event.what} for ${person}`,
        path,
      }
  }
}

/** Who hears of it: the director in charge (account on, role works cases), else the owners. */
async function recipients(db: Db, companyId: number, directorUserId: number | null) {
  const columns = { email: users.email, firstName: users.firstName }
  if (directorUserId !== null) {
    const [director] = await db
      .select(columns)
      .from(users)
      .where(and(eq(users.id, directorUserId), staffOf(companyId, 'cases')))
      .limit(1)
    if (director) return [director]
  }
  return db.select(columns).from(users).where(staffOf(companyId, 'staff')).orderBy(asc(users.id))
}

export function staffNotifier(db: Db, company: Pick<Company, 'id' | 'name'>, host: string, actor?: Person): StaffNotifier {
  return async (event) => {
    try {
      const notice = staffNotice(event, actor)
      const directorUserId = event.kind === 'planning-request' ? null : event.case.directorUserId
      const link = siteLink(host, notice.path)
      const people = await recipients(db, company.id, directorUserId)
      await Promise.all(
        people.map((to) =>
          sendMail(
            db,
            company.id,
            staffNoticeMail({
              to: to.email,
              home: company.name,
              staffFirstName: to.firstName,
              line: notice.line,
              subject: notice.subject,
              link,
            }),
          ),
        ),
      )
    } catch (error) {
      // As the family's receipts are beside it: the action is done, only its mail to staff is lost.
      console.error('staff mail: not written', { companyId: company.id, kind: event.kind, error: String(error) })
    }
  }
}

/** The notifier of a request: its home, its host (for the link) and the signed-in one who acted. */
export function notifierOf(c: Context): StaffNotifier {
  const user = c.get('user') as Person | undefined
  return staffNotifier(c.var.db, c.var.company, c.req.header(HEADER_HOST) ?? '', user)
}
