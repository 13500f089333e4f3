import { and, asc, count, eq, gte, inArray, isNotNull, lt, max, ne } from 'drizzle-orm'
import { ApiError } from '#contract/errors.ts'
import type { Today, WaitingReason } from '#contract/studio-requests.ts'
import { todayIn, zonedTime } from '#core/zoned-time.ts'
import type { Db } from '../db/client.ts'
import {
  arrangements,
  caseVideos,
  cases,
  obituaries,
  planningSubmissions,
  serviceEvents,
  stationeryComments,
  stationeryItems,
  videoComments,
} from '../db/schema.ts'
import { toStaffService } from './services.ts'
import { listRequests } from './requests.ts'

/**
 * The studio's Today (issue 37 point 1), for owners and directors, in one call:
 * - the new planning requests (state `new`), newest first;
 * - the cases waiting on the home. The rule, said on the screen too (decision 057): a case that is
 *   not closed waits on the home when its family submitted the arrangement, or approved or commented
 *   on the obituary, the memorial video or a printed piece, after the home last marked the case
 *   handled (never marked: any such act). Marking it handled (one tap on Today) clears it until the
 *   family acts again. Honest and simple: it knows what the family did and when, not what the home
 *   did about it, so the home says so;
 * - the services of the next seven days on the home's clock: from today's midnight through the
 *   sixth day after, in time order.
 */

/** One thing the family did on a case, and when (ISO instant). */
export type FamilyAct = { caseId: number; reason: WaitingReason; at: string }

/**
 * The waiting list: per case, the reasons the family acted after `handledAt` (null: never marked),
 * latest act first. Pure.
 */
export function waitingCases(
  acts: readonly FamilyAct[],
  handledAt: ReadonlyMap<number, string | null>,
): { caseId: number; reasons: WaitingReason[]; since: string }[] {
  const byCase = new Map<number, { reasons: Set<WaitingReason>; since: string }>()
  for (const act of acts) {
    const handled = handledAt.get(act.caseId) ?? null
    if (handled !== null && act.at <= handled) continue
    const entry = byCase.get(act.caseId) ?? { reasons: new Set<WaitingReason>(), since: act.at }
    entry.reasons.add(act.reason)
    if (act.at > entry.since) entry.since = act.at
    byCase.set(act.caseId, entry)
  }
  return [...byCase.entries()]
    .map(([caseId, { reasons, since }]) => ({ caseId, reasons: [...reasons], since }))
    .toSorted((a, b) => (a.since === b.since ? b.caseId - a.caseId : a.since < b.since ? 1 : -1))
}

/** `YYYY-MM-DD` plus `days` (calendar arithmetic, no zone). Pure. */
export function addDays(date: string, days: number): string {
  const [y = 0, m = 1, d = 1] = date.split('-').map(Number)
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10)
}

/** The instants that bound "the next seven days" on the home's clock: today's midnight to the eighth day's. Pure. */
export function weekWindow(day: string, timeZone: string): { from: string; to: string } {
  return { from: zonedTime(day, 0, 0, timeZone), to: zonedTime(addDays(day, 7), 0, 0, timeZone) }
}

const TODAY_LIST = 10

async function familyActs(db: Db, companyId: number): Promise<{ acts: FamilyAct[]; handled: Map<number, string | null> }> {
  const open = and(eq(cases.companyId, companyId), ne(cases.stage, 'closed'))
  const [submitted, obituary, video, videoSaid, printed, printedSaid] = await db.batch([
    db
      .select({ caseId: cases.id, handled: cases.homeHandledAt, at: max(arrangements.submittedAt) })
      .from(arrangements)
      .innerJoin(cases, eq(cases.id, arrangements.caseId))
      .where(and(open, isNotNull(arrangements.submittedAt)))
      .groupBy(cases.id),
    db
      .select({ caseId: cases.id, handled: cases.homeHandledAt, at: max(obituaries.approvedAt) })
      .from(obituaries)
      .innerJoin(cases, eq(cases.id, obituaries.caseId))
      .where(and(open, isNotNull(obituaries.approvedAt)))
      .groupBy(cases.id),
    db
      .select({ caseId: cases.id, handled: cases.homeHandledAt, at: max(caseVideos.approvedAt) })
      .from(caseVideos)
      .innerJoin(cases, eq(cases.id, caseVideos.caseId))
      .where(and(open, isNotNull(caseVideos.approvedAt)))
      .groupBy(cases.id),
    db
      .select({ caseId: cases.id, handled: cases.homeHandledAt, at: max(videoComments.createdAt) })
      .from(videoComments)
      .innerJoin(caseVideos, eq(caseVideos.id, videoComments.videoId))
      .innerJoin(cases, eq(cases.id, caseVideos.caseId))
      .where(open)
      .groupBy(cases.id),
    db
      .select({ caseId: cases.id, handled: cases.homeHandledAt, at: max(stationeryItems.approvedAt) })
      .from(stationeryItems)
      .innerJoin(cases, eq(cases.id, stationeryItems.caseId))
      .where(and(open, isNotNull(stationeryItems.approvedAt)))
      .groupBy(cases.id),
    db
      .select({ caseId: cases.id, handled: cases.homeHandledAt, at: max(stationeryComments.createdAt) })
      .from(stationeryComments)
      .innerJoin(stationeryItems, eq(stationeryItems.id, stationeryComments.itemId))
      .innerJoin(cases, eq(cases.id, stationeryItems.caseId))
      .where(open)
      .groupBy(cases.id),
  ])
  const acts: FamilyAct[] = []
  const handled = new Map<number, string | null>()
  const add = (rows: { caseId: number; handled: string | null; at: string | null }[], reason: WaitingReason) => {
    for (const row of rows) {
      handled.set(row.caseId, row.handled)
      if (row.at) acts.push({ caseId: row.caseId, reason, at: row.at })
    }
  }
  add(submitted, 'arrangement-submitted')
  add(obituary, 'obituary-approved')
  add(video, 'video-approved')
  add(videoSaid, 'video-comment')
  add(printed, 'stationery-approved')
  add(printedSaid, 'stationery-comment')
  return { acts, handled }
}

export async function today(db: Db, companyId: number, timeZone: string, now: Date = new Date()): Promise<Today> {
  const day = todayIn(timeZone, now)
  const window = weekWindow(day, timeZone)
  const [requests, fresh, family, services] = await Promise.all([
    listRequests(db, companyId, { state: 'new', page: 0, size: TODAY_LIST }),
    db
      .select({ n: count() })
      .from(planningSubmissions)
      .where(and(eq(planningSubmissions.companyId, companyId), eq(planningSubmissions.state, 'new'))),
    familyActs(db, companyId),
    db
      .select({ service: serviceEvents, name: { firstName: cases.firstName, lastName: cases.lastName, nameSlug: cases.nameSlug } })
      .from(serviceEvents)
      .innerJoin(cases, eq(cases.id, serviceEvents.caseId))
      .where(
        and(
          eq(serviceEvents.companyId, companyId),
          eq(cases.companyId, companyId),
          gte(serviceEvents.startsAt, window.from),
          lt(serviceEvents.startsAt, window.to),
        ),
      )
      .orderBy(asc(serviceEvents.startsAt), asc(serviceEvents.id))
      .limit(50),
  ])
  const waiting = waitingCases(family.acts, family.handled).slice(0, 50)
  const names = new Map<number, { firstName: string; lastName: string; nameSlug: string }>()
  if (waiting.length > 0) {
    const rows = await db
      .select({ id: cases.id, firstName: cases.firstName, lastName: cases.lastName, nameSlug: cases.nameSlug })
      .from(cases)
      .where(
        and(
          eq(cases.companyId, companyId),
          inArray(
            cases.id,
            waiting.map((w) => w.caseId),
          ),
        ),
      )
    for (const row of rows) names.set(row.id, row)
  }
  return {
    requests: requests.content,
    newRequests: fresh[0]?.n ?? 0,
    waiting: waiting.flatMap((w) => {
      const name = names.get(w.caseId)
      return name ? [{ ...w, ...name }] : []
    }),
    services: services.map(({ service, name }) => {
      const staff = toStaffService(service, timeZone)
      return {
        id: service.id,
        caseId: service.caseId,
        ...name,
        kind: service.kind,
        startsAt: service.startsAt,
        date: staff.date,
        startTime: staff.startTime,
        placeName: service.placeName,
      }
    }),
    today: day,
    timeZone,
  }
}

/** Marks what the family did so far on a case as handled (caseAccess checked the case). */
export async function markHandled(db: Db, companyId: number, caseId: number, now: Date = new Date()): Promise<void> {
  const done = await db
    .update(cases)
    .set({ homeHandledAt: now.toISOString() })
    .where(and(eq(cases.id, caseId), eq(cases.companyId, companyId)))
    .returning({ id: cases.id })
  if (done.length === 0) throw new ApiError(404)
}
