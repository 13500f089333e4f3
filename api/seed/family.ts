import { CaseDetailsBodySchema } from '#contract/case-details.ts'
import { type ReviewStatus } from '#contract/family-reviews.ts'
import { base64UrlEncode } from '#core/encoding.ts'
import {
  caseDetails,
  caseInvitations,
  caseTaskAssignees,
  caseTasks,
  caseVideos,
  obituaries,
  stationeryComments,
  stationeryItems,
  stationeryPages,
  videoComments,
} from '#api/src/db/schema.ts'
import { nameSlug } from '#core/names.ts'
import { hashInvitationToken } from '#api/src/family/invitations.ts'
import { TASK_ORDER } from '#api/src/family/tasks.ts'
import { CURRENT_STATIONERY_STATUS, CURRENT_TASKS, STATIONERY, STORIES, type Story } from './data/family-stories.ts'
import { demoIds } from './ids.ts'
import { seedMediaFile, seedMediaId, type SeedMediaInput } from './media.ts'
import { landscapeSvg, portraitSvg } from '#api/src/media/samples/pictures.ts'
import { seedDb } from './query.ts'
import type { CompanySeed, SeedOutput, SeedQuery } from './types.ts'

/**
 * The family portal's side of the two family cases of each demo funeral home
 * (api/seed/data/family-stories.ts): tasks, the decedent's details, the obituary draft,
 * stationery proofs, the memorial video and an invitation. The first case is being arranged
 * this week (mostly open, partly filled in, the obituary waiting for approval); the second was
 * arranged in the autumn and is complete.
 *
 * Ids: tasks caseId × 100 + n; stationery pieces caseId × 10 + n, their pages piece × 10 + n;
 * obituaries and videos companyId × 1000 + 901 / 902; media seedMediaId(company, 'family', n).
 */

type Users = { family: number; relative: number }

/** A fixed token per company, so the demo's pending invitation can be opened (README, e2e). */
export async function demoInvitationToken(companyId: number): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`seed-invitation:${companyId}`))
  return base64UrlEncode(new Uint8Array(digest))
}

/** Rows and the files they point at; the files are built at the end, all at once. */
type Files = { queries: SeedQuery[]; media: SeedMediaInput[] }

function addFile(files: Files, input: SeedMediaInput): number {
  files.media.push(input)
  return input.id
}

function taskQueries(companyId: number, caseId: number, finished: boolean, users: Users): SeedQuery[] {
  const out: SeedQuery[] = []
  TASK_ORDER.forEach((type, position) => {
    const id = caseId * 100 + position + 1
    const plan = finished ? { status: 'completed' as const, assignees: ['family' as const], dueDate: null } : CURRENT_TASKS[type]
    const updatedAt = finished
      ? `2026-09-0${4 + (position % 4)}T16:${String(10 + position).padStart(2, '0')}:00.000Z`
      : `2026-11-2${position % 3}T15:${String(10 + position).padStart(2, '0')}:00.000Z`
    out.push(
      seedDb
        .insert(caseTasks)
        .values({
          id,
          companyId,
          caseId,
          type,
          status: plan.status,
          position,
          dueDate: plan.dueDate,
          updatedAt,
          updatedBy: plan.status === 'not-started' ? null : users.family,
        })
        .onConflictDoNothing(),
    )
    for (const who of plan.assignees) {
      out.push(
        seedDb
          .insert(caseTaskAssignees)
          .values({ taskId: id, userId: users[who], assignedAt: updatedAt, assignedBy: users.family })
          .onConflictDoNothing(),
      )
    }
  })
  return out
}

function stationery(
  companyId: number,
  caseId: number,
  caseIndex: number,
  story: Story,
  finished: boolean,
  users: Users,
  files: Files,
): void {
  let n = caseIndex * 20
  for (const [position, piece] of STATIONERY.entries()) {
    const itemId = caseId * 10 + position + 1
    const status: ReviewStatus = finished ? 'approved' : CURRENT_STATIONERY_STATUS[piece.itemType]
    files.queries.push(
      seedDb
        .insert(stationeryItems)
        .values({
          id: itemId,
          companyId,
          caseId,
          itemType: piece.itemType,
          title: piece.title,
          status,
          position,
          approvedAt: finished ? '2026-09-04T18:30:00.000Z' : null,
          approvedBy: finished ? users.family : null,
          updatedAt: finished ? '2026-09-04T18:30:00.000Z' : '2026-11-21T17:00:00.000Z',
        })
        .onConflictDoNothing(),
    )
    // Nothing to look at while a piece is still being laid out.
    if (status === 'in-production') continue
    for (const [pagePosition, pageType] of piece.pages.entries()) {
      n++
      const [width, height] = piece.size
      const image =
        pageType === 'front' ? landscapeSvg(companyId * 100 + n, width, height) : portraitSvg(companyId * 100 + n, width, height)
      const mediaId = addFile(files, {
        id: seedMediaId(companyId, 'family', n),
        companyId,
        caseId,
        kind: 'stationery',
        ...image,
        title: `${piece.title}, ${pageType.replace('-', ' ')}`,
        fileName: `${piece.itemType}-${pageType}.svg`,
        position: pagePosition,
      })
      files.queries.push(
        seedDb
          .insert(stationeryPages)
          .values({ id: itemId * 10 + pagePosition + 1, itemId, pageType, previewMediaId: mediaId, position: pagePosition })
          .onConflictDoNothing(),
      )
    }
  }
  if (story.folderComment) {
    const folderId = caseId * 10 + 1
    files.queries.push(
      seedDb
        .insert(stationeryComments)
        .values({
          id: folderId * 10 + 1,
          itemId: folderId,
          pageType: 'inside-left',
          text: story.folderComment,
          authorId: users.relative,
          createdAt: '2026-11-21T19:42:00.000Z',
        })
        .onConflictDoNothing(),
    )
  }
}

/** The obituary draft (current case) or the published obituary (finished case), with its photo. */
function obituary(c: number, caseId: number, index: number, story: Story, finished: boolean, users: Users, files: Files): void {
  const photoId = addFile(files, {
    id: seedMediaId(c, 'family', 80 + index),
    companyId: c,
    caseId,
    kind: 'obituary-photo',
    ...portraitSvg(c * 10 + index),
    title: `${story.obituary.firstName} ${story.obituary.lastName}`,
  })
  const o = story.obituary
  files.queries.push(
    seedDb
      .insert(obituaries)
      .values({
        id: c * 1000 + 901 + index,
        companyId: c,
        caseId,
        firstName: o.firstName,
        middleName: o.middleName,
        lastName: o.lastName,
        nameSlug: nameSlug(o.firstName, o.lastName),
        birthDate: o.birthDate,
        deathDate: o.deathDate,
        text: o.text,
        photoMediaId: photoId,
        // The current draft waits for the family's approval and is not public yet.
        publishedAt: finished ? '2026-09-05T14:00:00.000Z' : null,
        approvedAt: finished ? '2026-09-04T22:10:00.000Z' : null,
        approvedBy: finished ? users.family : null,
        updatedAt: finished ? '2026-09-04T22:10:00.000Z' : '2026-11-22T16:30:00.000Z',
      })
      .onConflictDoNothing(),
  )
}

function video(c: number, caseId: number, index: number, story: Story, finished: boolean, users: Users, files: Files): void {
  const posterId = addFile(files, {
    id: seedMediaId(c, 'family', 60 + index),
    companyId: c,
    caseId,
    kind: 'video-poster',
    ...landscapeSvg(c * 1000 + 60 + index, 1280, 720),
    title: story.videoTitle,
  })
  const videoId = c * 1000 + 901 + index
  files.queries.push(
    seedDb
      .insert(caseVideos)
      .values({
        id: videoId,
        companyId: c,
        caseId,
        title: story.videoTitle,
        // No rendered video file in the seed: the poster stands in until the funeral home uploads one.
        videoMediaId: null,
        posterMediaId: posterId,
        captionsMediaId: null,
        durationSeconds: finished ? 384 : 412,
        status: finished ? 'approved' : 'ready-for-review',
        approvedAt: finished ? '2026-09-04T21:00:00.000Z' : null,
        approvedBy: finished ? users.family : null,
        updatedAt: finished ? '2026-09-04T21:00:00.000Z' : '2026-11-22T18:45:00.000Z',
      })
      .onConflictDoNothing(),
  )
  if (story.videoComment) {
    files.queries.push(
      seedDb
        .insert(videoComments)
        .values({
          id: videoId * 10 + 1,
          videoId,
          text: story.videoComment,
          atSeconds: 95,
          authorId: users.family,
          createdAt: '2026-09-04T02:20:00.000Z',
        })
        .onConflictDoNothing(),
    )
  }
}

export async function seed(company: CompanySeed): Promise<SeedOutput> {
  const stories = STORIES[company.id]
  if (!stories) return { queries: [], objects: [] }
  const ids = demoIds(company.id)
  const users = { family: ids.familyUser, relative: ids.relativeUser }
  const c = company.id
  const files: Files = { queries: [], media: [] }
  const [currentCase, doneCase] = ids.familyCases

  for (const [index, [caseId, story, finished]] of (
    [
      [currentCase, stories.current, false],
      [doneCase, stories.done, true],
    ] as const
  ).entries()) {
    files.queries.push(...taskQueries(c, caseId, finished, users))
    files.queries.push(
      seedDb
        .insert(caseDetails)
        .values({
          caseId,
          companyId: c,
          document: JSON.stringify(CaseDetailsBodySchema.parse(story.details)),
          updatedAt: finished ? '2026-09-03T20:15:00.000Z' : '2026-11-21T02:05:00.000Z',
          updatedBy: users.family,
        })
        .onConflictDoNothing(),
    )
    obituary(c, caseId, index, story, finished, users, files)
    stationery(c, caseId, index, story, finished, users, files)
    video(c, caseId, index, story, finished, users, files)
  }

  const invitee = stories.invitee
  files.queries.push(
    seedDb
      .insert(caseInvitations)
      .values({
        id: c * 1000 + 901,
        companyId: c,
        caseId: currentCase,
        tokenHash: await hashInvitationToken(await demoInvitationToken(c)),
        email: invitee.email,
        firstName: invitee.firstName,
        lastName: invitee.lastName,
        message: invitee.message,
        invitedBy: users.family,
        createdAt: '2026-11-21T15:00:00.000Z',
        expiresAt: '2026-11-28T15:00:00.000Z',
        usedAt: null,
        usedBy: null,
      })
      .onConflictDoNothing(),
  )
  // Media rows first: the rows above point at them (foreign keys).
  const built = await Promise.all(files.media.map((input) => seedMediaFile(input)))
  return { queries: [...built.map((b) => b.query), ...files.queries], objects: built.map((b) => b.object) }
}
