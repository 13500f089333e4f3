import { and, eq } from 'drizzle-orm'
import { StatementDocumentSchema } from '#contract/statement-signing.ts'
import { siteLink } from '../auth/site-link.ts'
import type { Db } from '../db/client.ts'
import { statementSignatures } from '../db/schema.ts'
import { sendMail } from '../mail/mailer.ts'
import { unlinkableLine } from '../mail/plain-text.ts'
import type { StaffNotifier } from '../staff/notify.ts'
import type { CaseRow } from '../middleware/case-access.ts'
import { statementPdf } from './signing-pdf.ts'
import { pdfPathOf, type NewSignature } from './signing.ts'

/**
 * The signed PDF (decision 064): made from the frozen content, kept in R2 under the home's
 * prefix, and mailed as a link to the family and the home. A link, not an attachment: the PDF
 * stays behind the signed-in portal and studio (a mail is forwarded and kept where we cannot
 * reach), the outbox stays text, and a mail provider's size limits never drop a signature.
 */

type SignatureRow = typeof statementSignatures.$inferSelect

export function pdfKeyOf(row: Pick<SignatureRow, 'companyId' | 'caseId' | 'version' | 'contentHash'>): string {
  return `c${row.companyId}/statements/${row.caseId}/v${row.version}-${row.contentHash}.pdf`
}

async function writePdf(db: Db, bucket: R2Bucket, row: SignatureRow): Promise<Uint8Array> {
  const document = StatementDocumentSchema.parse(JSON.parse(row.content))
  const bytes = await statementPdf(document, row)
  const key = pdfKeyOf(row)
  await bucket.put(key, bytes, { httpMetadata: { contentType: 'application/pdf' } })
  await db.update(statementSignatures).set({ pdfKey: key }).where(eq(statementSignatures.id, row.id))
  return bytes
}

/** The PDF of one signed version; made again from the frozen content if it was never written (a failure just after signing). */
export async function signedPdf(db: Db, bucket: R2Bucket, caseId: number, version: number): Promise<Uint8Array | undefined> {
  const [row] = await db
    .select()
    .from(statementSignatures)
    .where(and(eq(statementSignatures.caseId, caseId), eq(statementSignatures.version, version)))
    .limit(1)
  if (!row) return undefined
  if (row.pdfKey) {
    const object = await bucket.get(row.pdfKey)
    if (object) return new Uint8Array(await object.arrayBuffer())
  }
  return writePdf(db, bucket, row)
}

export type Delivery = {
  db: Db
  bucket: R2Bucket
  host: string
  companyName: string
  theCase: CaseRow
  signer: { email: string; firstName: string }
  notify: StaffNotifier
}

/** After a signature: the PDF in R2, the family's mail with its link, the home's notice. */
export async function deliverSignature(d: Delivery, row: NewSignature): Promise<void> {
  await writePdf(d.db, d.bucket, row)
  const home = unlinkableLine(d.companyName)
  const link = siteLink(d.host, pdfPathOf('family', d.theCase.id, row.version))
  const person = unlinkableLine(`${d.theCase.firstName} ${d.theCase.lastName}`)
  await sendMail(d.db, d.theCase.companyId, {
    kind: 'statement-signed',
    to: d.signer.email,
    subject: `Your signed statement for ${person} (version ${row.version})`,
    fromName: home,
    text: [
      `Dear ${unlinkableLine(d.signer.firstName)},`,
      '',
      `You signed the Statement of Funeral Goods and Services Selected for ${person}, version ${row.version}, on ${row.signedAt} (UTC).`,
      '',
      'Your signed copy (PDF; sign in to the family portal to open it):',
      link,
      '',
      `Its SHA-256: ${row.contentHash}`,
      '',
      'You may ask us for a paper copy at any time, free of charge.',
      '',
      home,
    ].join('\n'),
  })
  await d.notify({ kind: 'statement-signed', case: d.theCase, version: row.version })
}
