import { and, asc, eq } from 'drizzle-orm'
import type { StaffCase } from '#contract/studio-case-page.ts'
import { fullName } from '#core/names.ts'
import { loadArrangement, type ArrangementRow } from '../arrangements/arrangement.ts'
import { buildStatement, paidCents } from '../arrangements/statement.ts'
import type { Db } from '../db/client.ts'
import {
  caseChanges,
  caseInvitations,
  caseMembers,
  casePayments,
  caseTasks,
  caseVideos,
  caseVideoVersions,
  locations,
  obituaries,
  stationeryComments,
  stationeryItems,
  stationeryVersions,
  users,
  videoComments,
} from '../db/schema.ts'
import { getCaseDetails } from '../family/case-details.ts'
import { listMembers } from '../family/cases.ts'
import { listPendingInvitations } from '../family/pending-invitations.ts'
import { peopleById } from '../family/people.ts'
import { onTheCase, TASK_CATALOGUE } from '../family/tasks.ts'
import type { CaseRow } from '../middleware/case-access.ts'
import { kindOf } from './case-list.ts'
import { buildTimeline, timelineAuthors, type TimelineFact } from './case-timeline.ts'

/** What happened on a case, as the tables keep it: one read each, gathered as timeline facts. */
async function timelineFacts(db: Db, theCase: CaseRow, arrangement: ArrangementRow | null): Promise<TimelineFact[]> {
  const caseId = theCase.id
  const [invited, joined, payments, obituary, video, pieces, pieceComments, cutComments, changes, cuts, proofs] = await db.batch([
    db
      .select({
        at: caseInvitations.createdAt,
        by: caseInvitations.invitedBy,
        first: caseInvitations.firstName,
        last: caseInvitations.lastName,
      })
      .from(caseInvitations)
      .where(eq(caseInvitations.caseId, caseId)),
    db.select({ at: caseMembers.createdAt, by: caseMembers.userId }).from(caseMembers).where(eq(caseMembers.caseId, caseId)),
    db
      .select({ at: casePayments.createdAt, by: casePayments.createdBy, amount: casePayments.amountCents })
      .from(casePayments)
      // Payments only: a refund is a row of its own with a negative amount (decision 065).
      .where(and(eq(casePayments.caseId, caseId), eq(casePayments.status, 'succeeded'), eq(casePayments.kind, 'payment'))),
    db.select({ at: obituaries.approvedAt, by: obituaries.approvedBy }).from(obituaries).where(eq(obituaries.caseId, caseId)),
    db
      .select({ id: caseVideos.id, at: caseVideos.approvedAt, by: caseVideos.approvedBy })
      .from(caseVideos)
      .where(eq(caseVideos.caseId, caseId)),
    db
      .select({ at: stationeryItems.approvedAt, by: stationeryItems.approvedBy, title: stationeryItems.title })
      .from(stationeryItems)
      .where(eq(stationeryItems.caseId, caseId)),
    db
      .select({ at: stationeryComments.createdAt, by: stationeryComments.authorId, title: stationeryItems.title })
      .from(stationeryComments)
      .innerJoin(stationeryItems, eq(stationeryItems.id, stationeryComments.itemId))
      .where(eq(stationeryItems.caseId, caseId)),
    db
      .select({ at: videoComments.createdAt, by: videoComments.authorId })
      .from(videoComments)
      .innerJoin(caseVideos, eq(caseVideos.id, videoComments.videoId))
      .where(eq(caseVideos.caseId, caseId)),
    db
      .select({
        at: caseChanges.createdAt,
        by: caseChanges.userId,
        field: caseChanges.field,
        before: caseChanges.before,
        after: caseChanges.after,
      })
      .from(caseChanges)
      .where(eq(caseChanges.caseId, caseId))
      .orderBy(asc(caseChanges.id)),
    db
      .select({
        number: caseVideoVersions.number,
        at: caseVideoVersions.createdAt,
        by: caseVideoVersions.createdBy,
        sentAt: caseVideoVersions.sentAt,
        sentBy: caseVideoVersions.sentBy,
        approvedAt: caseVideoVersions.approvedAt,
        approvedBy: caseVideoVersions.approvedBy,
      })
      .from(caseVideoVersions)
      .innerJoin(caseVideos, eq(caseVideos.id, caseVideoVersions.videoId))
      .where(eq(caseVideos.caseId, caseId)),
    db
      .select({
        number: stationeryVersions.number,
        at: stationeryVersions.sentAt,
        by: stationeryVersions.sentBy,
        title: stationeryItems.title,
      })
      .from(stationeryVersions)
      .innerJoin(stationeryItems, eq(stationeryItems.id, stationeryVersions.itemId))
      .where(eq(stationeryItems.caseId, caseId)),
  ])
  const VIDEO = 'the memorial video'
  return [
    { kind: 'opened', at: theCase.createdAt, byUserId: null },
    ...invited.map((r): TimelineFact => ({ kind: 'invited', at: r.at, byUserId: r.by, subject: `${r.first} ${r.last}` })),
    ...joined.map((r): TimelineFact => ({ kind: 'joined', at: r.at, byUserId: r.by })),
    ...payments.map((r): TimelineFact => ({ kind: 'paid', at: r.at, byUserId: r.by, amountCents: r.amount })),
    ...obituary.map((r): TimelineFact => ({ kind: 'approved', at: r.at, byUserId: r.by, subject: 'the obituary' })),
    ...video.map((r): TimelineFact => ({ kind: 'approved', at: r.at, byUserId: r.by, subject: VIDEO })),
    ...pieces.map((r): TimelineFact => ({ kind: 'approved', at: r.at, byUserId: r.by, subject: `the ${r.title.toLowerCase()}` })),
    ...pieceComments.map((r): TimelineFact => ({ kind: 'commented', at: r.at, byUserId: r.by, subject: `the ${r.title.toLowerCase()}` })),
    ...cutComments.map((r): TimelineFact => ({ kind: 'commented', at: r.at, byUserId: r.by, subject: VIDEO })),
    // Each video version made, sent and (once a newer one cleared it) approved; a piece's version is made as it is sent.
    ...cuts.flatMap((r): TimelineFact[] => [
      { kind: 'version', at: r.at, byUserId: r.by, subject: VIDEO, after: String(r.number) },
      { kind: 'sent', at: r.sentAt, byUserId: r.sentBy, subject: VIDEO, after: String(r.number) },
      { kind: 'approved', at: r.approvedAt, byUserId: r.approvedBy, subject: VIDEO },
    ]),
    ...proofs.map((r): TimelineFact => ({
      kind: 'sent',
      at: r.at,
      byUserId: r.by,
      subject: `the ${r.title.toLowerCase()}`,
      after: String(r.number),
    })),
    ...(arrangement?.submittedAt ? [{ kind: 'submitted', at: arrangement.submittedAt, byUserId: arrangement.submittedBy } as const] : []),
    ...changes.map((r): TimelineFact => ({
      kind: r.field === 'stage' ? 'stage' : r.field === 'package' ? 'package' : 'changed',
      at: r.at,
      byUserId: r.by,
      subject: r.field,
      before: r.before,
      after: r.after,
    })),
  ]
}

/** One case as the studio's case page reads it (GET /api/staff/cases/{caseId}); `caseAccess` let the caller in. */
export async function readStaffCase(db: Db, theCase: CaseRow, timeZone: string): Promise<StaffCase> {
  const [[location], [director], tasks] = await db.batch([
    db.select({ id: locations.id, name: locations.name }).from(locations).where(eq(locations.id, theCase.locationId)),
    db
      .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(eq(users.id, theCase.directorUserId ?? 0)),
    db
      .select({ id: caseTasks.id, type: caseTasks.type, status: caseTasks.status, dueDate: caseTasks.dueDate })
      .from(caseTasks)
      .where(and(eq(caseTasks.caseId, theCase.id), onTheCase))
      .orderBy(asc(caseTasks.position), asc(caseTasks.id)),
  ])
  const state = await loadArrangement(db, theCase.companyId, theCase.id)
  const [details, members, invitations, paid, facts] = await Promise.all([
    getCaseDetails(db, theCase),
    listMembers(db, theCase),
    listPendingInvitations(db, theCase.id),
    paidCents(db, theCase.id),
    timelineFacts(db, theCase, state.row),
  ])
  const statement = state.row?.submittedAt ? await buildStatement(db, theCase.companyId, state) : null
  const people = await peopleById(db, timelineAuthors(facts))
  const names = new Map([...people].map(([id, p]) => [id, fullName(p)]))
  return {
    id: theCase.id,
    nameSlug: theCase.nameSlug,
    firstName: theCase.firstName,
    middleName: theCase.middleName,
    lastName: theCase.lastName,
    birthDate: theCase.birthDate,
    deathDate: theCase.deathDate,
    kind: kindOf(theCase.status),
    stage: theCase.stage,
    location: location ?? { id: theCase.locationId, name: '' },
    director: director ?? null,
    createdAt: theCase.createdAt,
    timeZone,
    firstCall: theCase.firstCall ?? null,
    details,
    family: { members, invitations },
    arrangement: {
      packageName: state.packageName,
      submittedAt: state.row?.submittedAt ?? null,
      totalCents: statement?.totalCents ?? null,
      paidCents: paid,
      balanceDueCents: statement?.balanceCents ?? null,
    },
    tasks: tasks.map((t) => ({ ...t, title: TASK_CATALOGUE[t.type].title })),
    timeline: buildTimeline(facts, names),
  }
}
