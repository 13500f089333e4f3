import { CSV_COLUMNS } from '#contract/price-list-csv.ts'
import { LEDGER_CSV_HEADER } from '../staff/ledger-csv.ts'
import type { TableFile } from './table-file.ts'

/**
 * The archive's README.md (decision 072): what the archive is, the conventions every file keeps,
 * and every file with every field. Made from the same descriptions the export writes by
 * (table-file.ts and the list below), so the README says exactly what the files hold. Pure.
 */

/** A file of the archive that is not one table: its name, what it is, its fields or columns. */
export type OtherFile = { name: string; about: string; fields: Record<string, string> }

export const COMPANY_FIELDS = {
  name: "The home's name.",
  phoneNumber: 'Telephone, or null.',
  logoUrl: 'Address of the logo, or null.',
  timeZone: 'The time zone its calendar days are counted in (IANA, for example America/Chicago).',
  hosts: 'The host names its site answered on.',
  exportedAt: 'When this archive was made: ISO 8601 in UTC.',
} as const

/** The accountant's columns (api/src/staff/ledger-csv.ts), said once for both ledger files. */
const LEDGER_FIELDS: Record<(typeof LEDGER_CSV_HEADER)[number], string> = {
  Date: 'The day the money moved (payments) or the statement was submitted (statements), YYYY-MM-DD.',
  Case: 'The case as `Last, First (case N)`.',
  Payer: 'Who paid, or the purchaser of the statement.',
  Method: 'How it was paid (Card (Visa 4242), Cash, Check …); empty for a statement line.',
  Reference: 'Check number or receipt; for a statement, its line.',
  Amount: 'Dollars with two decimals, negative for money given back.',
  Tax: 'Sales tax in dollars (none is charged through the platform: 0.00, or the total less the subtotal).',
  Category: '`Payment` or `Refund`; for a statement line, its price list category.',
}

/** The price list import's columns (contract/price-list-csv.ts). */
const PRICE_CSV_FIELDS: Record<(typeof CSV_COLUMNS)[number], string> = {
  category: 'The category.',
  item: 'The item.',
  variant: "The variant, empty on the item's own row.",
  description: 'Its description.',
  price: 'Price in dollars with two decimals.',
  cash_advance: '`yes` for a cash advance item, else `no`.',
  markup: '`yes` when the cash advance is marked up, else `no`.',
  rule_line: 'Which line the Funeral Rule requires it is, or empty.',
}

export const OTHER_FILES: readonly OtherFile[] = [
  { name: 'company.json', about: 'The home itself (one object).', fields: COMPANY_FIELDS },
  {
    name: 'pages.json',
    about: 'The website, page by page, as published (`approved`) and as last edited (`draft`); null where there is none.',
    fields: {
      approved:
        'The published site: design, company, navigation, pages (by path, each with its modules), settings, header, footer, locations.',
      draft: 'The draft being edited, in the same shape.',
    },
  },
  {
    name: 'price-lists.json',
    about: 'Every version of the general price list, newest first, whole (an array).',
    fields: {
      version: 'The version: id, number, note, effectiveFrom (YYYY-MM-DD), publishedAt, state (`draft`, `scheduled`, `current`, `past`).',
      categories: 'Its categories, each with its items (prices in whole cents, variants, prices per branch).',
      disclosures: 'The Funeral Rule disclosures it prints, by rule.',
      packages: 'Its packages with their starting price and what they include.',
      locations: 'The branches prices may differ for.',
    },
  },
  {
    name: 'price-lists/version-<number>.csv',
    about: "Each version as CSV in the columns the studio's price list import reads (prices in dollars).",
    fields: PRICE_CSV_FIELDS,
  },
  {
    name: 'payments.csv',
    about:
      "For the accountant: every payment and refund whose money moved, one row each (refunds negative), in the studio's export format (RFC 4180, CRLF).",
    fields: LEDGER_FIELDS,
  },
  {
    name: 'statements.csv',
    about: 'For the accountant: every line of every submitted statement, with its category, by the day submitted (same columns).',
    fields: LEDGER_FIELDS,
  },
  {
    name: 'media/<hash>.<extension>',
    about: 'The bytes of every stored file, once per content. media.json says what each is and where it is used.',
    fields: {},
  },
  {
    name: 'statements/<case>-v<version>.pdf',
    about: 'The PDF of each signed statement (statement-signatures.json `pdf`).',
    fields: {},
  },
]

function section(file: { name: string; about: string; fields: Record<string, string> }): string {
  const fields = Object.entries(file.fields).map(([key, about]) => `- \`${key}\`: ${about}`)
  return [`### ${file.name}`, '', file.about, ...(fields.length ? ['', ...fields] : []), ''].join('\n')
}

export function archiveReadme(facts: { homeName: string; exportedAt: string; tables: readonly TableFile[] }): string {
  return [
    `# The data of ${facts.homeName}`,
    '',
    `Everything the home kept on the platform, exported on ${facts.exportedAt} (UTC) by its owner.`,
    'It is yours: take it to any system. This file explains every file and every field.',
    '',
    '## Conventions',
    '',
    '- Text is UTF-8. A `.json` file that lists rows is one JSON array with one object per line.',
    '- Numbers that link files are ids: `caseId` is a case of cases.json, a `…By` or `userId` is an account of people.json,',
    '  a `…MediaId` is a file of media.json. A missing link is `null`.',
    '- Money is in whole cents (`12345` is $123.45), except in the CSV files, which write dollars as accountants expect.',
    "- A moment is ISO 8601 in UTC (`2026-12-05T14:30:00.000Z`); a day is `YYYY-MM-DD` on the home's calendar (company.json `timeZone`).",
    '- No password, sign-in token or invitation link is exported: people set new passwords where they go.',
    '- A file whose bytes were missing from storage is listed in media.json and named in media/MISSING.txt.',
    '',
    '## The home, its site and its price lists',
    '',
    ...OTHER_FILES.slice(0, 4).map(section),
    '## People, cases and what was done in them',
    '',
    ...facts.tables.map(section),
    '## For the accountant, and the files',
    '',
    ...OTHER_FILES.slice(4).map(section),
  ].join('\n')
}
