import { staffOf } from '../auth/staff.ts'
import { and, eq } from 'drizzle-orm'
import { ApiError } from '#contract/errors.ts'
import type { MediaFile } from '#contract/files.ts'
import { fullName } from '#core/names.ts'
import { MEMORY_MESSAGES, type Memory, type MemorialWall, type PostMemoryBody, type PostMemoryResult } from '#contract/obituaries.ts'
import { siteLink } from '../auth/site-link.ts'
import { caseMembers, cases, media, memorialComments, users } from '../db/schema.ts'
import { randomHex, sha256Hex } from '../hash.ts'
import { sendMail } from '../mail/mailer.ts'
import { storeMedia, toMediaFile, type MediaRow } from '../media/store.ts'
import type { Db } from '../db/client.ts'
import type { Company } from '../middleware/tenant.ts'
import type { ObituaryRow } from './queries.ts'
import { invalidField } from '../validate.ts'

/** A form-wide 422 (the form shows it above its fields), or one field's. */
export function formError(message: string, field = ''): ApiError {
  return invalidField(field, message)
}

/**
 * SHA-256 of the poster's address and the company, kept on the memory instead of the address.
 * The `public-write` prefix is what it always was, so one poster's memories keep one hash.
 */
export function posterHash(address: string, companyId: number): Promise<string> {
  return sha256Hex(`public-write\n${companyId}\n${address}`)
}

/** The wall must be open (and take photos, when one is attached); otherwise a 422 saying why. */
export function assertWallAccepts(wall: MemorialWall, withPhoto: boolean, photoField = 'photoToken'): void {
  if (!wall.open) throw formError(MEMORY_MESSAGES.wallClosed)
  if (withPhoto && !wall.allowPhotos) throw formError(MEMORY_MESSAGES.photosNotAllowed, photoField)
}

/** What a filled honeypot gets: the answer of a memory held for review, and nothing stored. */
export const HONEYPOT_ANSWER: PostMemoryResult = { status: 'pending', message: MEMORY_MESSAGES.held, memory: null }

export function toMemory(row: typeof memorialComments.$inferSelect, photo: MediaRow | undefined | null): Memory {
  return { id: row.id, name: row.authorName, text: row.text, photo: photo ? toMediaFile(photo) : null, createdAt: row.createdAt }
}

/** The bytes of a one-use attach token: 256 random bits, far past guessing. */
const PHOTO_TOKEN_BYTES = 32

/**
 * Stores a visitor's memory photo for the obituary's case, private until a memory carries it, and
 * answers it with the one token that may attach it (issue 35 point 4). Only the token's SHA-256 is
 * kept: the database never holds a live token, and a lookup by digest gives a timing attacker
 * nothing (to learn a byte of the digest they would need the token it comes from).
 */
export async function storeMemoryPhoto(
  db: Db,
  bucket: R2Bucket,
  companyId: number,
  caseId: number,
  upload: { bytes: Uint8Array<ArrayBuffer>; contentType: string; fileName: string | null },
): Promise<{ photo: MediaFile; photoToken: string }> {
  const photoToken = randomHex(PHOTO_TOKEN_BYTES)
  const row = await storeMedia(db, bucket, {
    companyId,
    caseId,
    kind: 'memory-photo',
    ...upload,
    attachTokenHash: await sha256Hex(photoToken),
  })
  return { photo: toMediaFile(row), photoToken }
}

/**
 * The memory photo a post's token names, taken for it: uploaded for this case as a memory photo,
 * and the token emptied in the same statement, so it attaches once even when two posts race.
 * Anything else (a used, wrong or guessed token, another obituary's photo) is a 422.
 */
async function claimMemoryPhoto(db: Db, companyId: number, caseId: number, token: string): Promise<MediaRow> {
  const [row] = await db
    .update(media)
    .set({ attachTokenHash: null })
    .where(
      and(
        eq(media.attachTokenHash, await sha256Hex(token)),
        eq(media.companyId, companyId),
        eq(media.caseId, caseId),
        eq(media.kind, 'memory-photo'),
      ),
    )
    .returning()
  if (!row) throw formError(MEMORY_MESSAGES.photoNotFound, 'photoToken')
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
  assertWallAccepts(wall, body.photoToken !== undefined)
  const photo = body.photoToken === undefined ? undefined : await claimMemoryPhoto(db, company.id, obituary.caseId, body.photoToken)
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
 * Mails the case's arrangers that a memory waits for them; a case nobody in the family portal
 * owns (an older obituary) is moderated by the funeral home, so its staff are told instead.
 */
async function tellFamily(db: Db, company: Company, obituary: ObituaryRow, author: string, host: string): Promise<void> {
  const owners = await db
    .select({ email: users.email })
    .from(caseMembers)
    .innerJoin(users, eq(users.id, caseMembers.userId))
    .where(and(eq(caseMembers.caseId, obituary.caseId), eq(caseMembers.role, 'arranger'), eq(users.companyId, company.id)))
  const recipients = owners.length ? owners : await db.select({ email: users.email }).from(users).where(staffOf(company.id, 'cases'))
  const name = fullName(obituary)
  // Absolute, by the one checked site-link rule, as every mailed link is. The family's goes to
  // the "Review memories" task of their case (issue 20), where the held memory waits.
  const [theCase] = owners.length
    ? await db.select({ nameSlug: cases.nameSlug }).from(cases).where(eq(cases.id, obituary.caseId)).limit(1)
    : []
  // Staff review it from the studio's wall queue, on that case's wall (decision 062).
  const link = siteLink(
    host,
    theCase ? `/family-portal/${obituary.caseId}/${theCase.nameSlug}/task/review-wall-comments` : `/studio/wall?case=${obituary.caseId}`,
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
