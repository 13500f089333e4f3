import { and, asc, count, eq, max, ne } from 'drizzle-orm'
import type { Context } from 'hono'
import type { MediaKind, UploadKind } from '#contract/files.ts'
import { UploadTitleFieldsSchema } from '#contract/media.ts'
import type { PageQuery, Page } from '#contract/paging.ts'
import { toPage } from '#contract/paging.ts'
import { checkInput } from '#contract/validation.ts'
import { media } from '../db/schema.ts'
import type { ApiBindings } from '../env.ts'
import { objectKey, readUpload, storeMedia, type MediaRow } from '../media/store.ts'
import type { Db } from '../db/client.ts'
import { pageWindow } from '../paging.ts'
import { invalidInput } from '../validate.ts'
import { titleOrNull } from './rules.ts'

type Ctx = Context<{ Bindings: ApiBindings }>

/** The media rows of one kind of the request's case, in album order, a page at a time. */
export async function caseMediaPage(db: Db, companyId: number, caseId: number, kind: MediaKind, query: PageQuery): Promise<Page<MediaRow>> {
  const where = and(eq(media.companyId, companyId), eq(media.caseId, caseId), eq(media.kind, kind))
  const { limit, offset } = pageWindow(query)
  const [rows, total] = await db.batch([
    db.select().from(media).where(where).orderBy(asc(media.position), asc(media.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(media).where(where),
  ])
  return toPage(rows, query, total[0]?.n ?? 0)
}

/**
 * Reads the upload of `kind` for the request's case and stores it as a file of the case, at
 * the end of its kind's order. With `titled`, the optional `title` part becomes its title.
 */
export async function storeCaseUpload(c: Ctx, kind: UploadKind, options: { titled?: boolean } = {}): Promise<MediaRow> {
  const { db, company, user } = c.var
  const caseRow = c.var.case
  const upload = await readUpload(c, kind)
  let title: string | null = null
  if (options.titled) {
    const raw = upload.fields.get('title')
    const parsed = checkInput(UploadTitleFieldsSchema, { title: raw ?? undefined })
    if (!parsed.success) throw invalidInput(parsed.errors)
    title = titleOrNull(parsed.data.title)
  }
  const [last] = await db
    .select({ position: max(media.position) })
    .from(media)
    .where(and(eq(media.companyId, company.id), eq(media.caseId, caseRow.id), eq(media.kind, kind)))
  return storeMedia(db, c.env.MEDIA, {
    companyId: company.id,
    caseId: caseRow.id,
    kind,
    bytes: upload.bytes,
    contentType: upload.contentType,
    fileName: upload.fileName,
    title,
    position: (last?.position ?? -1) + 1,
    createdBy: user.id,
  })
}

/**
 * Deletes a file: its row (choices pointing at it become empty through the foreign keys), then
 * the R2 object unless another row of the company still names the same bytes.
 */
export async function deleteMediaFile(db: Db, bucket: R2Bucket, row: MediaRow): Promise<void> {
  await db.delete(media).where(and(eq(media.id, row.id), eq(media.companyId, row.companyId)))
  const [others] = await db
    .select({ n: count() })
    .from(media)
    .where(and(eq(media.companyId, row.companyId), eq(media.hash, row.hash), ne(media.id, row.id)))
  if ((others?.n ?? 0) === 0) await bucket.delete(objectKey(row.companyId, row.hash))
}
