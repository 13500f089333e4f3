import { describe, expect, it } from 'vitest'
import { csvAmount, csvText, ledgerCsv, ledgerCsvFileName, type LedgerCsvRow } from '#api/src/staff/ledger-csv.ts'

const ROW: LedgerCsvRow = {
  date: '2026-12-01',
  caseLabel: 'Ellis, Walter (case 1102)',
  payer: 'Margaret Ellis',
  method: 'Check',
  reference: 'Check 1043',
  amountCents: 25_000,
  taxCents: 0,
  category: 'Payment',
}

describe('the ledger as CSV', () => {
  it('writes the header and one CRLF-ended row per entry, amounts as plain decimals', () => {
    expect(ledgerCsv([ROW, { ...ROW, amountCents: -2505, category: 'Refund', reference: '' }])).toBe(
      'Date,Case,Payer,Method,Reference,Amount,Tax,Category\r\n' +
        '2026-12-01,"Ellis, Walter (case 1102)",Margaret Ellis,Check,Check 1043,250.00,0.00,Payment\r\n' +
        '2026-12-01,"Ellis, Walter (case 1102)",Margaret Ellis,Check,,-25.05,0.00,Refund\r\n',
    )
    expect(ledgerCsv([])).toBe('Date,Case,Payer,Method,Reference,Amount,Tax,Category\r\n')
  })

  it('quotes commas, quotes and line breaks, doubling the quotes', () => {
    expect(csvText('plain')).toBe('plain')
    expect(csvText('a, b')).toBe('"a, b"')
    expect(csvText('the "Oak" casket')).toBe('"the ""Oak"" casket"')
    expect(csvText('line one\nline two')).toBe('"line one\nline two"')
    expect(csvText('cr\rhere')).toBe('"cr\rhere"')
  })

  it('defuses a typed cell a spreadsheet would run as a formula, but leaves amounts numbers', () => {
    expect(csvText('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`)
    for (const start of ['+', '-', '@', '\t']) expect(csvText(`${start}1`).startsWith(`'${start}`)).toBe(true)
    const line = ledgerCsv([{ ...ROW, payer: '@SUM(A1)', amountCents: -100 }]).split('\r\n')[1]
    expect(line).toBe(`2026-12-01,"Ellis, Walter (case 1102)",'@SUM(A1),Check,Check 1043,-1.00,0.00,Payment`)
  })

  it('formats whole cents only', () => {
    expect([0, 5, 99, 100, 123_456, -1, -100_000_000].map(csvAmount)).toEqual([
      '0.00',
      '0.05',
      '0.99',
      '1.00',
      '1234.56',
      '-0.01',
      '-1000000.00',
    ])
    expect(() => csvAmount(1.5)).toThrow('whole')
  })

  it('names the file by what and the range', () => {
    expect(ledgerCsvFileName('payments', '2026-11-01', '2026-11-30')).toBe('payments-2026-11-01-to-2026-11-30.csv')
  })
})
