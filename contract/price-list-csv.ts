import { isRuleLineKey, type RuleLineKey } from './price-list-funeral-rule.ts'

/**
 * A version of the price list as CSV (issue 39 point 1): one row per item, and one per variant
 * under it. Pure: the api parses an import and writes an export with it, and the editor checks a
 * file before sending it. Prices are dollars with cents ("1,295.00" or "1295"), kept as cents.
 */

export const CSV_COLUMNS = ['category', 'item', 'variant', 'description', 'price', 'cash_advance', 'markup', 'rule_line'] as const

export type CsvRow = {
  /** The line of the file (the heading is line 1). */
  line: number
  category: string
  item: string
  /** Empty for the item's own row. */
  variant: string
  description: string
  priceCents: number
  cashAdvance: boolean
  markup: boolean
  ruleLine: RuleLineKey | null
}

export type CsvError = { line: number; message: string }

/** Splits CSV text into fields (RFC 4180: quoted fields may hold commas, quotes doubled, line breaks). */
export function csvRecords(text: string): string[][] {
  const records: string[][] = []
  let field = ''
  let record: string[] = []
  let quoted = false
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i]
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"'
        i += 1
      } else if (ch === '"') quoted = false
      else field += ch
    } else if (ch === '"') quoted = true
    else if (ch === ',') {
      record.push(field)
      field = ''
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i += 1
      record.push(field)
      records.push(record)
      record = []
      field = ''
    } else field += ch
  }
  if (field !== '' || record.length > 0) {
    record.push(field)
    records.push(record)
  }
  return records
}

/** Dollars ("$1,295.50", "1295") to cents, or null when it is not an amount. */
export function parseDollars(text: string): number | null {
  const plain = text.trim().replace(/^\$/, '').replaceAll(',', '')
  if (!/^\d+(\.\d{1,2})?$/.test(plain)) return null
  const [whole = '0', cents = ''] = plain.split('.')
  return Number(whole) * 100 + Number(cents.padEnd(2, '0'))
}

const YES = new Set(['yes', 'y', 'true', '1'])
const NO = new Set(['no', 'n', 'false', '0', ''])

function flag(value: string): boolean | null {
  const v = value.trim().toLowerCase()
  return YES.has(v) ? true : NO.has(v) ? false : null
}

/**
 * Parses a price list file: every row checked, every problem reported with its line in plain
 * words, and no rows at all when there is one (an import is all or nothing).
 */
export function parsePriceCsv(text: string): { rows: CsvRow[]; errors: CsvError[] } {
  const records = csvRecords(text.replace(/^\uFEFF/, ''))
  const heading = (records[0] ?? []).map((h) => h.trim().toLowerCase())
  const missing = CSV_COLUMNS.filter((c) => !heading.includes(c))
  if (missing.length > 0)
    return { rows: [], errors: [{ line: 1, message: `The first line must name the columns; missing: ${missing.join(', ')}.` }] }
  const at = (record: string[], column: (typeof CSV_COLUMNS)[number]) => (record[heading.indexOf(column)] ?? '').trim()
  const rows: CsvRow[] = []
  const errors: CsvError[] = []
  const seen = new Set<string>()
  records.slice(1).forEach((record, index) => {
    const line = index + 2
    if (record.every((f) => f.trim() === '')) return
    const problems: string[] = []
    const category = at(record, 'category')
    const item = at(record, 'item')
    const variant = at(record, 'variant')
    if (!category) problems.push('the category is empty')
    if (!item) problems.push('the item’s name is empty')
    const priceCents = parseDollars(at(record, 'price'))
    if (priceCents === null) problems.push(`the price “${at(record, 'price')}” is not an amount in dollars`)
    const cashAdvance = flag(at(record, 'cash_advance'))
    if (cashAdvance === null) problems.push('cash_advance must be yes or no')
    const markup = flag(at(record, 'markup'))
    if (markup === null) problems.push('markup must be yes or no')
    const rule = at(record, 'rule_line')
    if (rule !== '' && !isRuleLineKey(rule)) problems.push(`“${rule}” is not one of the Funeral Rule’s lines`)
    const key = `${category}\u0000${item}\u0000${variant}`.toLowerCase()
    if (seen.has(key)) problems.push(variant ? 'this variant is listed twice' : 'this item is listed twice')
    seen.add(key)
    if (variant && !seen.has(`${category}\u0000${item}\u0000`.toLowerCase())) problems.push('a variant’s line must come after its item’s')
    if (problems.length > 0) {
      errors.push({ line, message: `Line ${line}: ${problems.join('; ')}.` })
      return
    }
    rows.push({
      line,
      category,
      item,
      variant,
      description: at(record, 'description'),
      priceCents: priceCents ?? 0,
      cashAdvance: cashAdvance === true,
      markup: cashAdvance === true && markup === true,
      ruleLine: isRuleLineKey(rule) ? rule : null,
    })
  })
  return errors.length > 0 ? { rows: [], errors } : { rows, errors }
}

function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value
}

function yes(value: boolean): string {
  return value ? 'yes' : 'no'
}

function dollars(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`
}

export type CsvCategory = {
  name: string
  items: readonly {
    name: string
    description: string
    priceCents: number
    cashAdvance: boolean
    cashAdvanceMarkup: boolean
    ruleLine: string | null
    variants: readonly { name: string; description: string; priceCents: number | null }[]
  }[]
}

/** A version as CSV, in the columns `parsePriceCsv` reads (an export imports back unchanged). */
export function toPriceCsv(categories: readonly CsvCategory[]): string {
  const lines = [CSV_COLUMNS.join(',')]
  for (const c of categories) {
    for (const i of c.items) {
      const common = [yes(i.cashAdvance), yes(i.cashAdvanceMarkup), i.ruleLine ?? '']
      lines.push([c.name, i.name, '', i.description, dollars(i.priceCents), ...common].map(csvField).join(','))
      for (const v of i.variants) {
        lines.push([c.name, i.name, v.name, v.description, dollars(v.priceCents ?? i.priceCents), ...common].map(csvField).join(','))
      }
    }
  }
  return `${lines.join('\r\n')}\r\n`
}
