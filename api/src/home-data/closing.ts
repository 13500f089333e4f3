import { eq } from 'drizzle-orm'
import { ApiError } from '#contract/errors.ts'
import { CLOSING_GRACE_DAYS, STUDIO_DATA_MESSAGES, type CloseBody, type Closing } from '#contract/studio-data.ts'
import { confirmsName, removalDay } from '#core/account-closing.ts'
import { fullName } from '#core/names.ts'
import { todayIn } from '#core/zoned-time.ts'
import { siteLink } from '../auth/site-link.ts'
import { staffOf } from '../auth/staff.ts'
import type { Db } from '../db/client.ts'
import { accountClosings, users } from '../db/schema.ts'
import { closingCancelledMail, closingRequestedMail, type ClosingMailFacts } from '../mail/closing-mail.ts'
import { sendMail, type MailMessage } from '../mail/mailer.ts'
import type { Company } from '../middleware/tenant.ts'

/**
 * Closing a home's account (decision 072): the owner asks with the home's name typed to confirm,
 * the home is closing until the removal day (the grace period after the day asked, the home's
 * calendar), the owners are mailed the day in words; a cancel before then deletes the closing.
 * The removal itself is the cron's (removal.ts).
 */

export const DATA_PAGE_PATH = '/studio/settings/data'

type Person = { id: number; firstName: string; lastName: string }

export async function closingOf(db: Db, companyId: number): Promise<Closing> {
  const [row] = await db
    .select({ closing: accountClosings, firstName: users.firstName, lastName: users.lastName })
    .from(accountClosings)
    .leftJoin(users, eq(users.id, accountClosings.requestedBy))
    .where(eq(accountClosings.companyId, companyId))
    .limit(1)
  if (!row) return { state: 'open', graceDays: CLOSING_GRACE_DAYS, requestedAt: null, requestedBy: null, removeOn: null }
  return {
    state: 'closing',
    graceDays: CLOSING_GRACE_DAYS,
    requestedAt: row.closing.requestedAt,
    requestedBy: row.firstName === null ? null : fullName({ firstName: row.firstName, lastName: row.lastName ?? '' }),
    removeOn: row.closing.removeOn,
  }
}

/** Mails every owner (the accounts that work in `settings`); a mail not written never undoes the change. */
async function mailOwners(db: Db, company: Company, make: (facts: ClosingMailFacts) => MailMessage, by: Person, host: string) {
  try {
    const owners = await db.select().from(users).where(staffOf(company.id, 'settings'))
    const link = siteLink(host, DATA_PAGE_PATH)
    await Promise.all(
      owners.map((owner) =>
        sendMail(db, company.id, make({ to: owner.email, home: company.name, ownerFirstName: owner.firstName, by: fullName(by), link })),
      ),
    )
  } catch (error) {
    console.error('closing mail: not written', { companyId: company.id, error: String(error) })
  }
}

export async function requestClosing(
  db: Db,
  company: Company,
  by: Person,
  body: CloseBody,
  host: string,
  now: Date = new Date(),
): Promise<Closing> {
  if (!confirmsName(body.confirmName, company.name)) {
    const message = STUDIO_DATA_MESSAGES.nameMismatch(company.name)
    throw new ApiError(422, undefined, { message, errors: { confirmName: message } })
  }
  const removeOn = removalDay(todayIn(company.timeZone, now), CLOSING_GRACE_DAYS)
  const inserted = await db
    .insert(accountClosings)
    .values({ companyId: company.id, requestedAt: now.toISOString(), requestedBy: by.id, removeOn })
    .onConflictDoNothing()
    .returning({ companyId: accountClosings.companyId })
  if (inserted.length === 0) throw new ApiError(409, undefined, { message: STUDIO_DATA_MESSAGES.alreadyClosing })
  await mailOwners(db, company, (facts) => closingRequestedMail({ ...facts, removeOn, graceDays: CLOSING_GRACE_DAYS }), by, host)
  return closingOf(db, company.id)
}

/** Cancels a closing (nothing is removed); cancelling an account that is open changes nothing and mails no one. */
export async function cancelClosing(db: Db, company: Company, by: Person, host: string): Promise<Closing> {
  const deleted = await db
    .delete(accountClosings)
    .where(eq(accountClosings.companyId, company.id))
    .returning({ companyId: accountClosings.companyId })
  if (deleted.length > 0) await mailOwners(db, company, closingCancelledMail, by, host)
  return closingOf(db, company.id)
}
