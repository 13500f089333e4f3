import { and, eq } from 'drizzle-orm'
import type { Context } from 'hono'
import { ApiError } from '#contract/errors.ts'
import {
  formatBytes,
  IMAGE_CANNOT_BE_SHOWN,
  mediaPath,
  UPLOAD_FIELD,
  UPLOAD_RULES,
  type MediaFile,
  type MediaKind,
  type UploadKind,
} from '#contract/files.ts'
import { imageSize, readImageHeader, sniffContentType } from '#core/media-bytes.ts'
import { media } from '../db/schema.ts'
import { sha256Hex } from '../hash.ts'
import type { Db } from '../db/client.ts'

export type MediaRow = typeof media.$inferSelect

/** The R2 key of a company's file: by content hash, so the same bytes are stored once. */
export function objectKey(companyId: number, hash: string): string {
  return `c${companyId}/${hash}`
}

export function toMediaFile(row: MediaRow): MediaFile {
  return {
    id: row.id,
    kind: row.kind,
    url: mediaPath(row.hash),
    contentType: row.contentType,
    size: row.size,
    width: row.width,
    height: row.height,
    fileName: row.fileName,
    title: row.title,
    createdAt: row.createdAt,
  }
}

function invalidFile(message: string): ApiError {
  return new ApiError(422, undefined, { message, errors: { [UPLOAD_FIELD]: message } })
}

/**
 * The uploaded file of a multipart request (field `file`), checked against the rules of its
 * kind: present, not empty, not too large, of an accepted type judged by its bytes, and, for a
 * picture, whole: a size in its header and its data to the end (issue 34 point 5: a cut-off photo
 * would sit in the album as a blank tile). Every failure is a 422 with a message for the `file`
 * field. `fields` are the other parts.
 */
export async function readUpload(
  c: Context,
  kind: UploadKind,
): Promise<{ bytes: Uint8Array<ArrayBuffer>; contentType: string; fileName: string | null; fields: FormData }> {
  const rules = UPLOAD_RULES[kind]
  // A body over the route's limit never gets here: core/body-limit.ts answers 413 before reading it.
  let form: FormData
  try {
    form = await c.req.formData()
  } catch {
    throw invalidFile('This field is required')
  }
  const file = form.get(UPLOAD_FIELD)
  if (!(file instanceof File) || file.size === 0) throw invalidFile('This field is required')
  if (file.size > rules.maxBytes) throw invalidFile(`The file is too large (at most ${formatBytes(rules.maxBytes)})`)
  const bytes = new Uint8Array(await file.arrayBuffer())
  const contentType = sniffContentType(bytes)
  if (!contentType || !(rules.accept as readonly string[]).includes(contentType)) {
    throw invalidFile(`Please choose ${rules.label}`)
  }
  if (readImageHeader(bytes, contentType)?.ok === false) throw invalidFile(IMAGE_CANNOT_BE_SHOWN)
  const fileName = file.name ? file.name.slice(0, 200) : null
  return { bytes, contentType, fileName, fields: form }
}

export type NewMedia = {
  companyId: number
  caseId?: number | null
  kind: MediaKind
  bytes: Uint8Array<ArrayBuffer>
  contentType: string
  fileName?: string | null
  title?: string | null
  position?: number
  createdBy?: number | null
  /** SHA-256 of the token that alone may attach an anonymous upload (memory photos). */
  attachTokenHash?: string | null
}

/**
 * Puts the bytes on R2 (once per content hash and company) and records the file. Width and
 * height are read from raster images.
 */
export async function storeMedia(db: Db, bucket: R2Bucket, input: NewMedia): Promise<MediaRow> {
  const hash = await sha256Hex(input.bytes)
  const key = objectKey(input.companyId, hash)
  if (!(await bucket.head(key))) {
    await bucket.put(key, input.bytes, {
      httpMetadata: { contentType: input.contentType },
      sha256: hash,
    })
  }
  const size = imageSize(input.bytes, input.contentType)
  const [row] = await db
    .insert(media)
    .values({
      companyId: input.companyId,
      caseId: input.caseId ?? null,
      kind: input.kind,
      hash,
      contentType: input.contentType,
      size: input.bytes.byteLength,
      width: size?.width ?? null,
      height: size?.height ?? null,
      fileName: input.fileName ?? null,
      title: input.title ?? null,
      position: input.position ?? 0,
      createdBy: input.createdBy ?? null,
      attachTokenHash: input.attachTokenHash ?? null,
    })
    .returning()
  if (!row) throw new Error('media: the insert returned no row')
  return row
}

/** A media row of this company (and, when given, of this case and kind), or undefined. */
export async function findMedia(
  db: Db,
  companyId: number,
  id: number,
  scope: { caseId?: number; kind?: MediaKind } = {},
): Promise<MediaRow | undefined> {
  const [row] = await db
    .select()
    .from(media)
    .where(
      and(
        eq(media.companyId, companyId),
        eq(media.id, id),
        scope.caseId === undefined ? undefined : eq(media.caseId, scope.caseId),
        scope.kind === undefined ? undefined : eq(media.kind, scope.kind),
      ),
    )
    .limit(1)
  return row
}
