import { and, eq, notExists } from 'drizzle-orm'
import { ApiError } from '#contract/errors.ts'
import { MEMORY_MESSAGES, type Memory, type MemorialWall, type PostMemoryBody, type PostMemoryResult } from '#contract/obituaries.ts'
import { siteLink } from '../auth/site-link.ts'
import { caseMembers, cases, media, memorialComments, users } from '../db/schema.ts'
import { sha256Hex } from '../hash.ts'
import { sendMail } from '../mail/mailer.ts'
import { toMediaFile, type MediaRow } from '../media/store.ts'
import type { Db } from '../db/client.ts'
import type { Company } from '../middleware/tenant.ts'
import type { ObituaryRow } from './queries.ts'
import { fullName } from './text.ts'

/** A form-wide 422 (the form shows it above its fields). */
export function formError(message: string, field = ''): ApiError {
  return new ApiError(422, undefined, { message, errors: { [field]: message } })
}

/**
 * SHA-256 of the poster's address and the company, kept on the memory instead of the address.
 * The `public-write` prefix is what it always was, so one poster's memories keep one hash.
 */
export function posterHash(address: string, companyId: number): Promise<string> {
  return sha256Hex(`public-write\n${companyId}\n${address}`)
}

/** The wall must be open (and take photos, when one is attached); otherwise a 422 saying why. */
export function assertWallAccepts(wall: MemorialWall, withPhoto: boolean, photoField = 'photoMediaId'): void {
  if (!wall.open) throw formError(MEMORY_MESSAGES.wallClosed)
  if (withPhoto && !wall.allowPhotos) throw formError(MEMORY_MESSAGES.photosNotAllowed, photoField)
}

/** What a filled honeypot gets: the answer of a memory held for review, and nothing stored. */
export const HONEYPOT_ANSWER: PostMemoryResult = { status: 'pending', message: MEMORY_MESSAGES.held, memory: null }

export function toMemory(row: typeof memorialComments.$inferSelect, photo: MediaRow | undefined | null): Memory {
  return { id: row.id, name: row.authorName, text: row.text, photo: photo ? toMediaFile(photo) : null, createdAt: row.createdAt }
}

/**
 * The memory photo a post refers to: one uploaded for this case as a memory photo and not
 * attached to another memory yet (one visitor cannot take over another's upload). 422 otherwise.
 */
async function memoryPhoto(db: Db, companyId: number, caseId: number, mediaId: number): Promise<MediaRow> {
  const [row] = await db
    .select()
    .from(media)
    .where(
      and(
        eq(media.companyId, companyId),
        eq(media.id, mediaId),
        eq(media.caseId, caseId),
        eq(media.kind, 'memory-photo'),
        notExists(db.select({ id: memorialComments.id }).from(memorialComments).where(eq(memorialComments.photoMediaId, media.id))),
      ),
    )
    .limit(1)
  if (!row) throw formError(MEMORY_MESSAGES.photoNotFound, 'photoMediaId')
  return row
}

/**
 * Stores a memory as the wall says: held for review (pending, and the family is told by mail,
 * linking to the site of `host`, the request's X-Host) or published at once (approved). The text
 * is kept exactly as typed (trimmed), as text.
 */
export async function storeMemory(
  db: Db,
  company: Company,
  obituary: ObituaryRow,
  wall: MemorialWall,
  body: PostMemoryBody,
  hash: string,
  host: string,
): Promise<PostMemoryResult> {
  assertWallAccepts(wall, body.photoMediaId !== undefined)
  const photo = body.photoMediaId === undefined ? undefined : await memoryPhoto(db, company.id, obituary.caseId, body.photoMediaId)
  const status = wall.moderation === 'publish' ? 'approved' : 'pending'
  const [row] = await db
    .insert(memorialComments)
    .values({
      companyId: company.id,
      caseId: obituary.caseId,
      authorName: body.name,
      authorEmail: body.email ? body.email.toLowerCase() : null,
      text: body.text,
      photoMediaId: photo?.id ?? null,
      status,
      clientHash: hash,
    })
    .returning()
  if (!row) throw new Error('memories: the insert returned no row')
  if (status === 'approved') return { status, message: MEMORY_MESSAGES.published, memory: toMemory(row, photo) }
  await tellFamily(db, company, obituary, body.name, host)
  return { status, message: MEMORY_MESSAGES.held, memory: null }
}

/**
 * Mails the case's owners that a memory waits for them; a case nobody in the family portal
 * owns (an older obituary) is moderated by the funeral home, so its staff are told instead.
 */
async function tellFamily(db: Db, company: Company, obituary: ObituaryRow, author: string, host: string): Promise<void> {
  const owners = await db
    .select({ email: users.email })
    .from(caseMembers)
    .innerJoin(users, eq(users.id, caseMembers.userId))
    .where(and(eq(caseMembers.caseId, obituary.caseId), eq(caseMembers.role, 'owner'), eq(users.companyId, company.id)))
  const recipients = owners.length
    ? owners
    : await db
        .select({ email: users.email })
        .from(users)
        .where(and(eq(users.companyId, company.id), eq(users.role, 'staff')))
  const name = fullName(obituary)
  // Absolute, by the one checked site-link rule, as every mailed link is. The family's goes to
  // the "Review memories" task of their case (issue 20), where the held memory waits.
  const [theCase] = owners.length
    ? await db.select({ nameSlug: cases.nameSlug }).from(cases).where(eq(cases.id, obituary.caseId)).limit(1)
    : []
  const link = siteLink(
    host,
    theCase
      ? `/family-portal/${obituary.caseId}/${theCase.nameSlug}/task/review-wall-comments`
      : `/obituaries/${obituary.id}/${obituary.nameSlug}/memories`,
  )
  await Promise.all(
    recipients.map((r) =>
      sendMail(db, company.id, {
        kind: 'memory-posted',
        to: r.email,
        subject: `A new memory of ${name} is waiting for your review`,
        text: `${author} shared a memory on the memorial wall of ${name}. It will appear on the obituary once it has been approved.\n\nReview it here: ${link}\n\n${company.name}`,
      }),
    ),
  )
}
