import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib'
import type { StatementDocument } from '#contract/statement-signing.ts'
import { formatCents } from '#core/money.ts'

/**
 * The signed Statement of Funeral Goods and Services Selected as a PDF (issue 39 point 3,
 * decision 064), made in the api Worker with pdf-lib (pure JavaScript, no Node APIs) from the
 * frozen document: its lines, cash advances, discounts, the Funeral Rule's disclosures, and the
 * signature block with the version's hash. Standard fonts only (nothing to fetch or bundle).
 */

export type SignatureFacts = {
  version: number
  contentHash: string
  typedName: string
  signedAt: string
  ip: string
  userAgent: string
}

const PAGE = { width: 612, height: 792, margin: 54 }
const SIZE = { title: 16, heading: 12, body: 10, small: 8 }

/** The standard fonts speak WinAnsi only: anything else becomes "?" rather than a crash mid-signature. */
export function winAnsi(text: string): string {
  return text
    .normalize('NFC')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201C\u201D]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/[^\u0020-\u007E\u00A0-\u00FF]/g, '?')
}

/** Splits text into lines that fit `width` at `size`. */
export function wrap(text: string, font: Pick<PDFFont, 'widthOfTextAtSize'>, size: number, width: number): string[] {
  const out: string[] = []
  let current = ''
  for (const word of winAnsi(text).split(/\s+/).filter(Boolean)) {
    const next = current ? `${current} ${word}` : word
    if (current && font.widthOfTextAtSize(next, size) > width) {
      out.push(current)
      current = word
    } else current = next
  }
  if (current) out.push(current)
  return out.length > 0 ? out : ['']
}

class Writer {
  page: PDFPage
  y: number
  private readonly pdf: PDFDocument
  private readonly font: PDFFont
  private readonly bold: PDFFont
  constructor(pdf: PDFDocument, font: PDFFont, bold: PDFFont) {
    this.pdf = pdf
    this.font = font
    this.bold = bold
    this.page = pdf.addPage([PAGE.width, PAGE.height])
    this.y = PAGE.height - PAGE.margin
  }
  private room(height: number) {
    if (this.y - height < PAGE.margin) {
      this.page = this.pdf.addPage([PAGE.width, PAGE.height])
      this.y = PAGE.height - PAGE.margin
    }
  }
  text(text: string, { size = SIZE.body, bold = false, indent = 0 } = {}) {
    const font = bold ? this.bold : this.font
    for (const row of wrap(text, font, size, PAGE.width - 2 * PAGE.margin - indent)) {
      this.room(size + 4)
      this.page.drawText(row, { x: PAGE.margin + indent, y: this.y - size, size, font, color: rgb(0, 0, 0) })
      this.y -= size + 4
    }
  }
  /** A description on the left and an amount on the right of one row. */
  row(left: string, right: string, { bold = false } = {}) {
    const font = bold ? this.bold : this.font
    const amount = winAnsi(right)
    const amountWidth = font.widthOfTextAtSize(amount, SIZE.body)
    const rows = wrap(left, font, SIZE.body, PAGE.width - 2 * PAGE.margin - amountWidth - 24)
    rows.forEach((row, i) => {
      this.room(SIZE.body + 4)
      this.page.drawText(row, { x: PAGE.margin, y: this.y - SIZE.body, size: SIZE.body, font })
      if (i === 0) this.page.drawText(amount, { x: PAGE.width - PAGE.margin - amountWidth, y: this.y - SIZE.body, size: SIZE.body, font })
      this.y -= SIZE.body + 4
    })
  }
  gap(height = 8) {
    this.y -= height
  }
}

export async function statementPdf(document: StatementDocument, signature: SignatureFacts): Promise<Uint8Array> {
  const pdf = await PDFDocument.create()
  pdf.setTitle(`${document.heading} - ${document.personName}`)
  pdf.setAuthor(document.homeName)
  pdf.setSubject(`Version ${signature.version}, SHA-256 ${signature.contentHash}`)
  const w = new Writer(pdf, await pdf.embedFont(StandardFonts.Helvetica), await pdf.embedFont(StandardFonts.HelveticaBold))
  w.text(document.homeName, { size: SIZE.heading, bold: true })
  w.text(document.heading, { size: SIZE.title, bold: true })
  w.text(`For the arrangements of ${document.personName}`)
  if (document.purchaserName) w.text(`Purchaser: ${document.purchaserName}`)
  if (document.packageName) w.text(`Package: ${document.packageName}`)
  w.text(`Version ${signature.version}`)
  w.gap()
  w.text('Funeral goods and services selected', { size: SIZE.heading, bold: true })
  if (document.lines.length === 0) w.text('No items.')
  for (const line of document.lines) {
    const each = line.unitPriceCents === null ? '' : ` x ${formatCents(line.unitPriceCents)}`
    w.row(`${line.category}: ${line.description} (${line.quantity}${each})`, formatCents(line.priceCents))
    if (line.requirement) w.text(`Required by: ${line.requirement}`, { size: SIZE.small, indent: 12 })
  }
  w.row('Goods and services', formatCents(document.goodsCents), { bold: true })
  if (document.cashAdvances.length > 0) {
    w.gap()
    w.text('Cash advance items (paid to others on your behalf)', { size: SIZE.heading, bold: true })
    for (const a of document.cashAdvances) w.row(a.name, formatCents(a.amountCents))
    w.row('Cash advances', formatCents(document.cashAdvanceCents), { bold: true })
  }
  if (document.discounts.length > 0) {
    w.gap()
    w.text('Discounts', { size: SIZE.heading, bold: true })
    for (const d of document.discounts) w.row(`${d.name}${d.reason ? ` (${d.reason})` : ''}`, `-${formatCents(d.amountCents)}`)
  }
  w.gap()
  w.row('Total', formatCents(document.totalCents), { bold: true })
  w.gap()
  w.text('Embalming', { size: SIZE.heading, bold: true })
  w.text(embalmingSentence(document))
  const required = document.lines.filter((l) => l.requirement)
  w.gap()
  w.text('Legal, cemetery or crematory requirements', { size: SIZE.heading, bold: true })
  w.text(
    required.length === 0
      ? 'No item was selected because of a legal, cemetery or crematory requirement.'
      : 'The items marked "Required by" above were selected because of the requirement named beside each.',
  )
  if (document.disclosures.length > 0) {
    w.gap()
    w.text('Disclosures', { size: SIZE.heading, bold: true })
    for (const text of document.disclosures) w.text(text, { size: SIZE.small })
  }
  w.gap(16)
  w.text('Signed electronically', { size: SIZE.heading, bold: true })
  w.text(`Signature (typed name): ${signature.typedName}`)
  w.text(`Signed at: ${signature.signedAt} (UTC)`)
  w.text(`From IP address ${signature.ip}, with ${signature.userAgent}`, { size: SIZE.small })
  w.text(`SHA-256 of the signed statement: ${signature.contentHash}`, { size: SIZE.small })
  w.text('The signer agreed to use electronic records and signatures (ESIGN Act) before signing.', { size: SIZE.small })
  return pdf.save()
}

export function embalmingSentence(document: Pick<StatementDocument, 'embalming'>): string {
  const { decision, by, on } = document.embalming
  if (decision === 'approved') return `Embalming was approved by ${by ?? 'the family'}${on ? ` on ${on}` : ''}.`
  if (decision === 'declined')
    return `Embalming was declined${on ? ` on ${on}` : ''}. Embalming is not required by law except in certain special cases.`
  return 'Embalming was not selected. Except in certain special cases, embalming is not required by law.'
}
