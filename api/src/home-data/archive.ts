import { makeZip } from 'client-zip'
import { and, asc, count, eq, gt, isNotNull, min, sql, sum } from 'drizzle-orm'
import { toPriceCsv } from '#contract/price-list-csv.ts'
import type { ExportSummary } from '#contract/studio-data.ts'
import { archiveFileName } from '#core/account-closing.ts'
import { todayIn } from '#core/zoned-time.ts'
import type { Db } from '../db/client.ts'
import { companyHosts, media, priceListVersions, statementSignatures } from '../db/schema.ts'
import { objectKey } from '../media/store.ts'
import type { Company } from '../middleware/tenant.ts'
import { readSiteDocument } from '../site/store.ts'
import { ledgerCsv } from '../staff/ledger-csv.ts'
import { paymentRows, statementRows } from '../staff/ledger-export.ts'
import { versionDetail } from '../staff/prices.ts'
import { mediaFileName, signedPdfName } from './media-names.ts'
import { archiveReadme, COMPANY_FIELDS, OTHER_FILES } from './readme.ts'
import { jsonArray, tableCount, tablePages } from './rows.ts'
import { TABLE_FILES } from './table-files.ts'

/**
 * The home's archive (decision 072): a ZIP made by client-zip as it is read. Each entry is made
 * only when the archive reaches it, a table a page at a time and a stored file straight from its
 * R2 object's stream, so neither the rows nor the media are ever held whole; the ZIP stores
 * (does not compress) entries: the media are compressed already, and a stream needs no second pass.
 */

type Entry = { name: string; input: string | ReadableStream<Uint8Array> | AsyncIterable<string>; lastModified: Date; size?: number }
export type ExportContext = { db: Db; bucket: R2Bucket; company: Company; now: Date }

const ALL_DAYS = { from: '0000-01-01', to: '9999-12-31' }
const MEDIA_PAGE = 200

async function companyFile({ db, company, now }: ExportContext): Promise<string> {
  const hosts = await db.select({ host: companyHosts.host }).from(companyHosts).where(eq(companyHosts.companyId, company.id))
  const values: Record<keyof typeof COMPANY_FIELDS, unknown> = {
    name: company.name,
    phoneNumber: company.phoneNumber,
    logoUrl: company.logoUrl,
    timeZone: company.timeZone,
    hosts: hosts.map((h) => h.host).toSorted(),
    exportedAt: now.toISOString(),
  }
  return `${JSON.stringify(values, null, 2)}\n`
}

async function versionIds(db: Db, companyId: number) {
  return db
    .select({ id: priceListVersions.id, number: priceListVersions.number })
    .from(priceListVersions)
    .where(eq(priceListVersions.companyId, companyId))
    .orderBy(sql`${priceListVersions.number} desc`)
}

async function* priceLists({ db, company, now }: ExportContext): AsyncGenerator<unknown[]> {
  for (const { id } of await versionIds(db, company.id)) {
    // oxlint-disable-next-line no-await-in-loop -- one version at a time, each after the last: the point is never to hold them all
    const { blockers: _, ...detail } = await versionDetail(db, company, id, now)
    yield [detail]
  }
}

/** Each distinct stored content of the home once: its hash, type and first upload. */
async function* distinctMedia(db: Db, companyId: number) {
  let after = ''
  for (;;) {
    // oxlint-disable-next-line no-await-in-loop -- a page at a time, each after the last: the point is never to hold them all
    const page = await db
      .select({ hash: media.hash, contentType: min(media.contentType), createdAt: min(media.createdAt) })
      .from(media)
      .where(and(eq(media.companyId, companyId), gt(media.hash, after)))
      .groupBy(media.hash)
      .orderBy(asc(media.hash))
      .limit(MEDIA_PAGE)
    yield* page
    if (page.length < MEDIA_PAGE) return
    after = page.at(-1)!.hash
  }
}

async function* entries(ctx: ExportContext): AsyncGenerator<Entry> {
  const { db, bucket, company, now } = ctx
  const at = (lastModified: Date, name: string, input: Entry['input']): Entry => ({ name, input, lastModified })
  yield at(now, 'README.md', archiveReadme({ homeName: company.name, exportedAt: now.toISOString(), tables: TABLE_FILES }))
  yield at(now, 'company.json', await companyFile(ctx))
  const [approved, draft] = await Promise.all([readSiteDocument(db, company.id, 'approved'), readSiteDocument(db, company.id, 'draft')])
  yield at(now, 'pages.json', `${JSON.stringify({ approved: approved ?? null, draft: draft ?? null })}\n`)
  yield at(now, 'price-lists.json', jsonArray(priceLists(ctx)))
  for (const { id, number } of await versionIds(db, company.id)) {
    // oxlint-disable-next-line no-await-in-loop -- each entry is made when the archive reaches it
    yield at(now, `price-lists/version-${number}.csv`, toPriceCsv((await versionDetail(db, company, id, now)).categories))
  }
  for (const file of TABLE_FILES) yield at(now, file.name, jsonArray(tablePages(db, file, company.id)))
  yield at(now, 'payments.csv', ledgerCsv(await paymentRows(db, company.id, { what: 'payments', ...ALL_DAYS })))
  yield at(now, 'statements.csv', ledgerCsv(await statementRows(db, company.id, company.timeZone, { what: 'statements', ...ALL_DAYS })))

  const missing: string[] = []
  for await (const file of distinctMedia(db, company.id)) {
    const name = mediaFileName(file.hash, file.contentType ?? '')
    // oxlint-disable-next-line no-await-in-loop -- one object open at a time, streamed before the next
    const object = await bucket.get(objectKey(company.id, file.hash))
    if (!object) missing.push(name)
    else yield { name, input: object.body, size: object.size, lastModified: object.uploaded }
  }
  const signed = await db
    .select({ caseId: statementSignatures.caseId, version: statementSignatures.version, pdfKey: statementSignatures.pdfKey })
    .from(statementSignatures)
    .where(and(eq(statementSignatures.companyId, company.id), isNotNull(statementSignatures.pdfKey)))
  for (const row of signed) {
    // oxlint-disable-next-line no-await-in-loop -- one object open at a time, streamed before the next
    const object = await bucket.get(row.pdfKey ?? '')
    if (!object) missing.push(signedPdfName(row))
    else yield { name: signedPdfName(row), input: object.body, size: object.size, lastModified: object.uploaded }
  }
  if (missing.length > 0) {
    yield at(now, 'media/MISSING.txt', `Files listed in the data whose bytes were not found in storage:\n${missing.join('\n')}\n`)
  }
}

/** The archive as a stream of ZIP bytes; nothing is read before the first chunk is asked for. */
export function exportArchive(ctx: ExportContext): ReadableStream<Uint8Array> {
  return makeZip(entries(ctx), { buffersAreUTF8: true })
}

/** What the archive will hold: every file with its count, and the media's number and bytes. */
export async function exportSummary(db: Db, company: Company, now: Date): Promise<ExportSummary> {
  const counts = await Promise.all(TABLE_FILES.map((file) => tableCount(db, file, company.id)))
  const [versions] = await db.select({ n: count() }).from(priceListVersions).where(eq(priceListVersions.companyId, company.id))
  // Bytes once per content: the largest row of each hash stands for its one stored object.
  const distinct = db
    .select({ size: sql<number>`max(${media.size})`.as('size') })
    .from(media)
    .where(eq(media.companyId, company.id))
    .groupBy(media.hash)
    .as('distinct_media')
  const [stored] = await db.select({ files: count(), bytes: sum(distinct.size) }).from(distinct)
  const others = OTHER_FILES.map((file) => ({
    name: file.name,
    about: file.about,
    count: file.name === 'price-lists.json' ? (versions?.n ?? 0) : file.name.startsWith('media/') ? (stored?.files ?? 0) : null,
  }))
  return {
    files: [
      { name: 'README.md', about: 'What every file and field means.', count: null },
      ...others.slice(0, 4),
      ...TABLE_FILES.map((file, i) => ({ name: file.name, about: file.about, count: counts[i] ?? 0 })),
      ...others.slice(4),
    ],
    mediaFiles: stored?.files ?? 0,
    mediaBytes: Number(stored?.bytes ?? 0),
    fileName: archiveFileName(company.name, todayIn(company.timeZone, now)),
  }
}
