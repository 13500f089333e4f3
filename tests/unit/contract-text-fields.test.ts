import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { LINE_CHARACTERS, line, TEXT_CHARACTERS, text } from '#contract/text.ts'
import { checkInput, VALIDATION_MESSAGES } from '#contract/validation.ts'
import { formSchemaList } from '#tests/support/form-schemas.ts'
import { apiInputSchemas, checkDefOf, checksOf, defOf, dotted, leavesOf, type InputSchema } from '#tests/support/schema-walk.ts'

/**
 * Issue 35 point 6: every text field of every input schema (the api's bodies, queries, upload
 * fields and module props, and every form's schema) is `line()` or `text()` (contract/text.ts),
 * which normalise to NFC and refuse control and bidi-override characters. A string that is not
 * text keeps its own schema: a format (email, URL, date), a pattern (tokens, codes, ZIP), or one
 * of the fields named below with why.
 */

/** Strings that are not text, by field name: what they are instead. */
const NOT_TEXT: Readonly<Record<string, string>> = {
  password: 'a secret, compared as typed (never normalised)',
  refreshToken: 'a token',
  invitationToken: 'a token',
  mediaId: 'a number in a query string',
  number: "a card's digits (spaces and dashes dropped)",
  phone: 'a phone number, read by the phone rule (contract/phone.ts)',
  website: 'the memory form’s honeypot, never stored',
  path: 'a path looked up as it is',
  to: 'a link target: a path or an address',
  id: "a module's or item's id",
  type: "a module's type",
  layout: "a layout's name",
  email: 'an email address, checked as one (a form may leave it empty)',
  // Form values that are choices, numbers or dates typed in boxes, each read by its own rule.
  region: 'a state chosen from the list (the api takes two letters)',
  postalCode: 'a ZIP code, checked by its mask',
  variantId: 'a chosen option',
  quantity: 'a chosen number',
  amount: 'dollars, read by the amount rule',
  price: 'dollars, read by the amount rule',
  csv: 'a price list file, read cell by cell by its parser (contract/price-list-csv.ts), whose words are checked as each row is',
  expMonth: 'a chosen month',
  expYear: 'a chosen year',
  cvc: 'digits',
  birthDate: 'a date typed in three boxes',
  deathDate: 'a date typed in three boxes',
  date: 'a date typed in three boxes',
  dateOfBirth: 'a date typed in three boxes',
  callBack: 'a date typed in three boxes',
  fromYear: 'a year, four digits',
  toYear: 'a year, four digits',
  maritalStatus: 'a choice',
  education: 'a choice',
  branch: 'a choice',
  relationship: 'a choice in the playground’s contact form (the invitation’s relationship is text)',
  contactMethod: 'a choice',
  zip: 'a ZIP code, checked by its mask',
  radio: 'a choice',
  host: 'a domain name, read by the host name rule (contract/studio-domain-words.ts)',
}

/** Whether a string leaf is `line()` or `text()`: it carries their character check. */
function isText(schema: z.core.$ZodType): boolean {
  return checksOf(schema).some((check) => check === LINE_CHARACTERS || check === TEXT_CHARACTERS)
}

/** Whether a string leaf has a shape of its own: a format (email, URL, date …) or a pattern. */
function isShaped(schema: z.core.$ZodType): boolean {
  if (defOf(schema).format !== undefined) return true
  return checksOf(schema).some((check) => {
    const def = checkDefOf(check)
    return def.check === 'string_format' && def.format === 'regex'
  })
}

/**
 * The plain strings of an input schema that should be text: `path` of each. A field's name is the
 * last name on its path; a schema of one field (a field's own validator) is named by `ownName`.
 */
function plainTextFields(schema: z.ZodType, ownName = ''): string[] {
  return leavesOf(schema).flatMap((leaf) => {
    if (defOf(leaf.schema).type !== 'string' || isText(leaf.schema) || isShaped(leaf.schema)) return []
    const name = leaf.path.toReversed().find((part): part is string => typeof part === 'string') ?? ownName
    return Object.hasOwn(NOT_TEXT, name) ? [] : [dotted(leaf.path) || '(whole)']
  })
}

const inputs: InputSchema[] = [
  ...apiInputSchemas(),
  ...formSchemaList().map(({ name, schema }): InputSchema => ({ name, schema, kind: 'form' })),
]

describe('every text field is the contract’s text', () => {
  it.for(inputs.map((input) => [input.name, input] as const))('%s', ([, input]) => {
    // `…: ON_MOUNT.phone` validates one field, the phone.
    expect(plainTextFields(input.schema, /\.(\w+)(?: #\d+)?$/.exec(input.name)?.[1])).toEqual([])
  })

  it('finds a plain string left behind, and knows line() and text()', () => {
    const schema = z.object({ name: line(100), notes: text(), caption: z.string().trim().max(200), email: z.email() })
    expect(plainTextFields(schema)).toEqual(['caption'])
    expect(plainTextFields(z.object({ items: z.array(z.object({ title: z.string() })) }))).toEqual(['items.0.title'])
  })

  it('covers names, free text, comments, captions, titles, messages and addresses', () => {
    const textFields = inputs.flatMap((input) =>
      leavesOf(input.schema)
        .filter((leaf) => isText(leaf.schema))
        .map((leaf) => dotted(leaf.path)),
    )
    for (const field of [
      'firstName',
      'lastName',
      'text',
      'message',
      'title',
      'notes',
      'address.line1',
      'address.city',
      'cardMessage',
      'query',
    ])
      expect(textFields).toContain(field)
  })
})

/** The message of a value refused as a whole. */
function messageOf(schema: z.ZodType, value: unknown): string | undefined {
  const checked = checkInput(schema, value)
  return checked.success ? undefined : checked.errors['']
}

describe('line() and text()', () => {
  const name = line(100).min(1)

  it('refuses NUL, control characters, bidi overrides and isolates, and lone surrogates, in plain words', () => {
    for (const bad of [
      'Ann\u0000',
      'A\u0007nn',
      'Ann\u007F',
      'Ann\u0085',
      '\u202EnnA',
      'A\u202Ann',
      'A\u2066nn\u2069',
      'Ann\uD800',
      '\uDC00Ann',
    ])
      expect({ bad, message: messageOf(name, bad) }).toEqual({ bad, message: VALIDATION_MESSAGES.characters })
    expect(VALIDATION_MESSAGES.characters).toBe('Please remove hidden or unsupported characters')
  })

  it('keeps letters of every script, emoji and joiners', () => {
    for (const good of ['Zoë Ångström', 'محمد', '李小龍', 'Nguyễn', 'O’Brien-Smith', '👩‍👩‍👧 family', 'José'])
      expect({ good, accepted: checkInput(name, good).success }).toEqual({ good, accepted: true })
  })

  it('normalises to NFC and trims, so one name is one string', () => {
    const decomposed = 'Jose\u0301 Mari\u0301a'
    const checked = checkInput(name, `  ${decomposed} `)
    expect(checked).toEqual({ success: true, data: 'José María' })
    expect(checked.success && checked.data).toBe(decomposed.normalize('NFC'))
    // Counted after normalising: 100 composed characters fit, though typed as 200 code units.
    expect(checkInput(name, 'e\u0301'.repeat(100)).success).toBe(true)
  })

  it('a line takes no tab or line break; text keeps them, and stores a CR LF as LF', () => {
    expect(messageOf(name, 'Ann\tLee')).toBe(VALIDATION_MESSAGES.characters)
    expect(messageOf(name, 'Ann\nLee')).toBe(VALIDATION_MESSAGES.characters)
    expect(checkInput(text(100), 'First\r\n\r\nSecond\tline\rthird')).toEqual({ success: true, data: 'First\n\nSecond\tline\nthird' })
    expect(messageOf(text(100), 'a\u0000b')).toBe(VALIDATION_MESSAGES.characters)
    expect(messageOf(text(100), 'a\u202Eb')).toBe(VALIDATION_MESSAGES.characters)
  })

  it('a required one left blank is required, and a long one says its limit', () => {
    expect(messageOf(name, '   ')).toBe(VALIDATION_MESSAGES.required)
    expect(messageOf(name, 'x'.repeat(101))).toBe('Cannot exceed 100 characters')
  })

  it('says nothing new in the OpenAPI document: its checks are not JSON Schema', () => {
    expect(z.toJSONSchema(line(100).min(1))).toEqual(z.toJSONSchema(z.string().min(1).max(100)))
  })
})
