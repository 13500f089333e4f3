/**
 * The ledger as CSV for an accountant's import (decision 065): one header, then one row per
 * payment or refund, or per statement line. RFC 4180: every row ends CRLF, a cell with a comma,
 * quote or line break is quoted with its quotes doubled. A text cell that a spreadsheet would
 * run as a formula (=, +, -, @, tab, CR first) starts with an apostrophe: payers' names and
 * references are typed by people. Amounts are ours, plain decimals (`-25.00` for a refund), so
 * they stay numbers.
 */

export const LEDGER_CSV_HEADER = ['Date', 'Case', 'Payer', 'Method', 'Reference', 'Amount', 'Tax', 'Category'] as const

export type LedgerCsvRow = {
  /** `YYYY-MM-DD`. */
  date: string
  caseLabel: string
  payer: string
  method: string
  reference: string
  /** Negative for money given back. */
  amountCents: number
  taxCents: number
  category: string
}

export function csvText(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe
}

/** Whole cents as a decimal with two places: 123456 → `1234.56`, -2500 → `-25.00`. */
export function csvAmount(cents: number): string {
  if (!Number.isInteger(cents)) throw new Error('ledger-csv: cents must be whole')
  const sign = cents < 0 ? '-' : ''
  const abs = Math.abs(cents)
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`
}

export function ledgerCsv(rows: readonly LedgerCsvRow[]): string {
  const lines = rows.map((r) =>
    [
      csvText(r.date),
      csvText(r.caseLabel),
      csvText(r.payer),
      csvText(r.method),
      csvText(r.reference),
      csvAmount(r.amountCents),
      csvAmount(r.taxCents),
      csvText(r.category),
    ].join(','),
  )
  return [LEDGER_CSV_HEADER.join(','), ...lines].map((line) => `${line}\r\n`).join('')
}

/** `payments-2026-11-01-to-2026-11-30.csv`. */
export function ledgerCsvFileName(what: string, from: string, to: string): string {
  return `${what}-${from}-to-${to}.csv`
}
