import { staffOf } from '../auth/staff.ts'
import { asc, eq } from 'drizzle-orm'
import type { PlanningReceipt, PlanningSubmission } from '#contract/planning.ts'
import { checkAnswers, planTypeFor, type PlanningFieldRule } from '#contract/planning-rules.ts'
import { VALIDATION_MESSAGES } from '#contract/validation.ts'
import { fullName, nameSlug } from '#core/names.ts'
import { todayIn } from '#core/zoned-time.ts'
import { cases, planningSettings, planningSubmissions, users } from '../db/schema.ts'
import { sendMail } from '../mail/mailer.ts'
import type { Db } from '../db/client.ts'
import type { Company } from '../middleware/tenant.ts'
import { loadPlanningForm } from './form.ts'
import { companyLocations } from './locations.ts'
import { planningNoticeText } from './notification.ts'
import { KNOWN_FIELDS, plannedPerson } from './people.ts'
import { planningReference } from './random.ts'
import { invalidInput } from '../validate.ts'
import type { StaffNotifier } from '../staff/notify.ts'

/** Where the funeral home hears of a request: its arrangements desk, else its first owner. */
async function notifyAddress(db: Db, companyId: number): Promise<string | undefined> {
  const [settings] = await db.select().from(planningSettings).where(eq(planningSettings.companyId, companyId)).limit(1)
  if (settings) return settings.notifyEmail
  const [staff] = await db.select({ email: users.email }).from(users).where(staffOf(companyId, 'staff')).orderBy(asc(users.id)).limit(1)
  return staff?.email
}

/**
 * The email a request gives for its sender, as typed (trimmed; the rate-limit key lowercases it),
 * for the per-email limit; '' when there is none (then only the address counts).
 */
export function contactEmailOf(body: PlanningSubmission): string {
  const value = body.fields[KNOWN_FIELDS.contactEmail]
  return typeof value === 'string' ? value.trim() : ''
}

/**
 * A planning request: checks every answer against the company's form, then opens a case for the
 * chosen location (PRE_PLAN or AT_NEED), keeps the answers with it and tells the funeral home
 * (its arrangements desk the answers, its owners a link to the request in the studio: `notify`).
 */
export async function submitPlanning(
  db: Db,
  company: Company,
  body: PlanningSubmission,
  now: Date = new Date(),
  notify?: StaffNotifier,
): Promise<PlanningReceipt> {
  const [locations, form] = await Promise.all([companyLocations(db, company.id), loadPlanningForm(db, company.id)])
  const location = locations.find((l) => l.id === body.locationId)
  if (!location) throw invalidInput({ locationId: VALIDATION_MESSAGES.option(locations.map((l) => l.id)) })

  const planType = planTypeFor(body.caseStatus, body.planType)
  const fields: PlanningFieldRule[] = form.sections.flatMap((s) => s.fields)
  const { answers, errors } = checkAnswers(fields, body.fields, planType, todayIn(company.timeZone, now))
  if (Object.keys(errors).length > 0) throw invalidInput(errors)

  const person = plannedPerson(answers, planType)
  const reference = planningReference()
  const [created] = await db
    .insert(cases)
    .values({
      companyId: company.id,
      locationId: location.id,
      status: body.caseStatus,
      firstName: person.firstName,
      middleName: person.middleName,
      lastName: person.lastName,
      nameSlug: nameSlug(person.firstName, person.lastName),
      birthDate: person.birthDate,
      deathDate: person.deathDate,
    })
    .returning({ id: cases.id })
  if (!created) throw new Error('planning: the case insert returned no row')
  try {
    const [submission] = await db
      .insert(planningSubmissions)
      .values({
        companyId: company.id,
        caseId: created.id,
        locationId: location.id,
        planType,
        caseStatus: body.caseStatus,
        reference,
        answers,
      })
      .returning({ id: planningSubmissions.id })
    const to = await notifyAddress(db, company.id)
    if (to) {
      const personName = fullName(person)
      const mail = planningNoticeText(form, answers, { reference, planType, personName, locationName: location.name, caseId: created.id })
      await sendMail(db, company.id, { kind: 'planning-request', to, ...mail })
    } else {
      console.warn('planning: no address to notify', { companyId: company.id, reference })
    }
    if (submission) await notify?.({ kind: 'planning-request', requestId: submission.id, personName: fullName(person), planType })
  } catch (error) {
    // D1 has no interactive transactions: undo the case (its submission cascades) so a failed
    // request leaves nothing half-made and a retry starts clean.
    await db.delete(cases).where(eq(cases.id, created.id))
    throw error
  }
  return { caseId: created.id, reference }
}
