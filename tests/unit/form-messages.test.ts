import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { MEMORY_MESSAGES } from '#contract/obituary-constants.ts'
import { PAST_DELIVERY_DATE } from '#contract/shop-constants.ts'
import { checkInput, withMessages } from '#contract/validation.ts'
import { DATE_MESSAGES, VALIDATION_MESSAGES } from '#contract/validation-messages.ts'
import { FIRST_CALL_MESSAGES } from '#contract/studio-cases.ts'
import { SERVICE_MESSAGES } from '#contract/studio-services.ts'
import { STAFF_CASE_MESSAGES } from '#contract/studio-case-page.ts'
import { REQUEST_MESSAGES } from '#contract/request-states.ts'
import { STUDIO_TASK_MESSAGES } from '#contract/studio-tasks.ts'
import { STUDIO_STATIONERY_MESSAGES } from '#contract/studio-stationery.ts'
import { STUDIO_ORDER_MESSAGES } from '#contract/studio-orders.ts'
import { LEDGER_MESSAGES } from '#contract/studio-ledger.ts'
import { STUDIO_PRICE_MESSAGES } from '#contract/studio-prices.ts'
import { PRICE_PART_MESSAGES } from '#contract/studio-price-parts.ts'
import { DOMAIN_MESSAGES } from '#contract/studio-domain-words.ts'
import { STUDIO_WALL_MESSAGES } from '#contract/studio-wall.ts'
import { STUDIO_OBITUARY_MESSAGES } from '#contract/studio-obituaries.ts'
import { BANNER_NOT_WIDE } from '#contract/obituary-banner.ts'
import { SCHEDULE_TIME_MESSAGE } from '#src/features/studio/obituary-form.ts'
import { CASE_ROLE_MESSAGE } from '#contract/case-roles.ts'
import { STAFF_MEMBER_MESSAGES } from '#contract/studio-staff.ts'
import { STUDIO_VIDEO_MESSAGES } from '#contract/studio-video.ts'
import { AMOUNT_MESSAGES } from '#src/features/statement/amount.ts'
import { SIGNING_MESSAGES } from '#contract/statement-signing.ts'
import { STUDIO_STATEMENT_MESSAGES } from '#contract/studio-statement.ts'
import { STUDIO_DATA_MESSAGES } from '#contract/studio-data.ts'
import { FORM_SCHEMAS, formSchemaList } from '#tests/support/form-schemas.ts'
import { apiInputSchemas, dotted, leavesOf, maxLengthOf, placed, type InputSchema } from '#tests/support/schema-walk.ts'

/**
 * Issue 34 point 1: every message a form or a 422 can show is spec §5's or a plain sentence,
 * never zod's, a regex, a type name, "expected" or a field path. Every input schema (the api's
 * bodies, queries and upload fields, the module props, every form's schema) is fed, field by
 * field, nothing, the wrong type, too much, a broken pattern and characters that are not text;
 * each message that comes back must be one of the allowed ones.
 */

const ROOT = join(import.meta.dirname, '../..')

/** Spec §5's messages with their numbers and options, and the plain sentences forms and rules say of their own. */
const ALLOWED: readonly RegExp[] = [
  /^Expected (text|a number|a whole number|yes or no|a list|a set of answers|a date|a file)$/,
  /^Must be at least -?\d+( characters)?$/,
  /^Cannot exceed -?\d+( characters)?$/,
  /^Must be (more|less) than -?\d+$/,
  /^Must be a multiple of \d+$/,
  /^Must have at least \d+ items$/,
  /^Cannot have more than \d+ items$/,
  /^Invalid option selected\. Valid options are: [\w ,.'-]+$/,
  /^Year must be between \d{4} and \d{4}$/,
  /^Cannot exceed the balance of \$[\d,.]+$/,
  /^Type the home's name exactly as it is written: [^\n]+$/,
  ...[
    VALIDATION_MESSAGES.required,
    VALIDATION_MESSAGES.email,
    VALIDATION_MESSAGES.url,
    VALIDATION_MESSAGES.pattern,
    VALIDATION_MESSAGES.string,
    VALIDATION_MESSAGES.characters,
    VALIDATION_MESSAGES.check,
    DATE_MESSAGES.notReal,
    DATE_MESSAGES.year,
    AMOUNT_MESSAGES.format,
    AMOUNT_MESSAGES.min,
    PAST_DELIVERY_DATE,
    MEMORY_MESSAGES.photoNotFound,
    // The studio's own refusals, each a sentence of its contract.
    ...Object.values(STAFF_MEMBER_MESSAGES),
    ...Object.values(FIRST_CALL_MESSAGES),
    ...Object.values(SERVICE_MESSAGES),
    ...Object.values(STAFF_CASE_MESSAGES),
    ...Object.values(REQUEST_MESSAGES),
    ...Object.values(STUDIO_TASK_MESSAGES),
    ...Object.values(STUDIO_VIDEO_MESSAGES),
    ...Object.values(SIGNING_MESSAGES),
    ...Object.values(STUDIO_STATEMENT_MESSAGES),
    ...Object.values(STUDIO_PRICE_MESSAGES),
    ...Object.values(PRICE_PART_MESSAGES),
    ...Object.values(DOMAIN_MESSAGES),
    ...Object.values(STUDIO_STATIONERY_MESSAGES),
    ...Object.values(STUDIO_WALL_MESSAGES),
    ...Object.values(STUDIO_ORDER_MESSAGES).filter((m) => typeof m === 'string'),
    ...Object.values(LEDGER_MESSAGES).filter((m) => typeof m === 'string'),
    ...Object.values(STUDIO_OBITUARY_MESSAGES),
    ...Object.values(STUDIO_DATA_MESSAGES).filter((m) => typeof m === 'string'),
    BANNER_NOT_WIDE,
    SCHEDULE_TIME_MESSAGE,
    CASE_ROLE_MESSAGE,
    // Plain sentences that schemas and forms set themselves.
    'Please enter a real date, for example 11/28/2026',
    'Please enter a 5-digit ZIP code',
    'Please enter a valid card number',
    'Please enter the 3 or 4 digit security code',
    'This card has expired',
    'Must be on or after the start date',
    'The plan type does not match the case status',
    'Describe the image, or mark it decorative',
    'Must be a path on this site',
  ].map((message) => new RegExp(`^${message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`)),
]

/** What no message may hold, whatever the allowed list says. */
function whatIsWrong(message: string, fieldNames: ReadonlySet<string>): string | undefined {
  if (/\bexpected\b/.test(message)) return 'says "expected"'
  if (/Invalid input|Too (small|big)|Unrecognized|must match/i.test(message)) return "is zod's default"
  if (/\/\^|[\\^$]|\[[^\]]*\]|\{\d/.test(message)) return 'shows a pattern'
  // A slash only in a date example (11/28/2026).
  if (message.replace(/\d{1,2}\/\d{1,2}\/\d{4}/g, '').includes('/')) return 'has a slash'
  // A domain name given as the example of what to type (the domain form, decision 070) is no path.
  const plain = message.replace(/\$[\d,.]+/g, '').replace(/\bwww\.yourfuneralhome\.com\b/g, '')
  if (/\b[a-z]+[A-Z]\w*\b|\w\.\w+\b(?<!\d\.\d+)/.test(plain)) return 'names a field or a path'
  if ([...fieldNames].some((name) => name.length > 2 && message.startsWith(`${name}:`))) return 'starts with a field name'
  return undefined
}

/** Values each field is fed: nothing, wrong types, blank, broken patterns, not text, and too long. */
function valuesFor(schema: z.core.$ZodType): unknown[] {
  const tooLong = 'x'.repeat((maxLengthOf(schema) ?? 100_000) + 1)
  return [
    undefined,
    null,
    '',
    '   ',
    42,
    -1,
    1.5,
    true,
    'x',
    '!!',
    'not an email',
    'ny',
    '1234',
    '2020-02-31',
    [],
    {},
    tooLong,
    'a\u0000b',
    'a\u202Eb',
    'a\uD800b',
    'e\u0301',
  ]
}

/** Every message `check` gives for every field of `input` fed every value. */
async function messagesOf(input: InputSchema): Promise<Map<string, string>> {
  const found = new Map<string, string>()
  const leaves = leavesOf(input.schema)
  const validator = withMessages(input.schema)
  const inputs: unknown[] = [
    undefined,
    null,
    'x',
    [],
    {},
    ...leaves.flatMap((leaf) => valuesFor(leaf.schema).map((value) => placed(leaf, value))),
  ]
  for (const value of inputs) {
    if (input.kind === 'api') {
      const checked = checkInput(input.schema, value)
      if (!checked.success) for (const [path, message] of Object.entries(checked.errors)) found.set(message, path)
    } else {
      // As a form validates: through the form hook's Standard Schema.
      // oxlint-disable-next-line no-await-in-loop
      const result = await validator['~standard'].validate(value)
      for (const issue of result.issues ?? []) found.set(issue.message, dotted((issue.path ?? []) as Array<string | number>))
    }
  }
  return found
}

function fieldNamesOf(schema: z.ZodType): Set<string> {
  return new Set(leavesOf(schema).flatMap((leaf) => leaf.path.filter((part): part is string => typeof part === 'string')))
}

const inputs: InputSchema[] = [
  ...apiInputSchemas(),
  ...formSchemaList().map(({ name, schema }): InputSchema => ({ name, schema, kind: 'form' })),
]

describe('every message of every form and every 422 is spec §5 or plain words', () => {
  it('walks the whole contract and every form', () => {
    expect(inputs.filter((i) => i.kind === 'api').length).toBeGreaterThan(40)
    expect(inputs.filter((i) => i.kind === 'form').length).toBeGreaterThan(20)
  })

  it.for(inputs.map((input) => [input.name, input] as const))('%s', async ([, input]) => {
    const names = fieldNamesOf(input.schema)
    const wrong: string[] = []
    for (const [message, path] of await messagesOf(input)) {
      const problem = ALLOWED.some((allowed) => allowed.test(message)) ? whatIsWrong(message, names) : 'is not an allowed message'
      if (problem) wrong.push(`${path || '(whole)'}: "${message}" ${problem}`)
    }
    expect(wrong).toEqual([])
  })

  it('refuses what the issue reported, with the spec words', () => {
    const purchaser = FORM_SCHEMAS['src/features/arrangements/details/DetailsForm.tsx: purchaserFormSchema'] as z.ZodType
    const checked = checkInput(purchaser, { firstName: '', address: { region: 'ny', postalCode: '1234' } })
    expect(checked.success).toBe(false)
    expect(checked.success ? {} : checked.errors).toMatchObject({
      firstName: 'This field is required',
      'address.region': 'Please enter a valid format',
      'address.postalCode': 'Please enter a valid format',
    })
  })
})

/** The text of an object literal whose `{` ends just before `from`, up to its matching `}`. */
function objectBody(source: string, from: number): string {
  let depth = 0
  for (let i = from; i < source.length; i++) {
    const char = source[i] ?? ''
    if ('({['.includes(char)) depth++
    else if (')}]'.includes(char)) {
      if (depth === 0) return source.slice(from, i)
      depth--
    }
  }
  return source.slice(from)
}

/** The entries of an object literal's body, split at its own commas (not those inside calls or objects). */
function entriesOf(body: string): string[] {
  const entries: string[] = []
  let depth = 0
  let start = 0
  for (let i = 0; i < body.length; i++) {
    const char = body[i] ?? ''
    if ('({['.includes(char)) depth++
    else if (')}]'.includes(char)) depth--
    else if (char === ',' && depth === 0) {
      entries.push(body.slice(start, i))
      start = i + 1
    }
  }
  return [...entries, body.slice(start)].map((entry) => entry.replace(/\/\/[^\n]*/g, '').trim()).filter(Boolean)
}

/** `validators: { onChange: X }` and `validators={{ onMount: X }}` in a source file: the schemas (not functions) named. */
function validatorExpressions(source: string): string[] {
  return [...source.matchAll(/validators(?:=\{\{|\s*:\s*\{)/g)].flatMap((match) =>
    entriesOf(objectBody(source, (match.index ?? 0) + match[0].length)).flatMap((entry) => {
      const colon = entry.indexOf(':')
      const key = entry.slice(0, colon).trim()
      const expression = entry
        .slice(colon + 1)
        .trim()
        .replace(/\s+/g, ' ')
      if (!/^on(Mount|Change|Blur|Submit|Dynamic)(Async)?$/.test(key) || /^(\(|async\b|function\b)/.test(expression)) return []
      return [expression]
    }),
  )
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(entry.name) ? [path] : []
  })
}

describe('the registry of form schemas', () => {
  const used = sourceFiles(join(ROOT, 'src')).flatMap((file) =>
    // Comments left out: a doc comment's example is not a form.
    validatorExpressions(readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '')).map(
      (expression) => `${relative(ROOT, file)}: ${expression}`,
    ),
  )

  it('lists every schema a form validates with, so none skips the message test', () => {
    expect(used.length).toBeGreaterThan(15)
    expect(used.filter((entry) => !Object.hasOwn(FORM_SCHEMAS, entry))).toEqual([])
  })

  it('lists nothing no form uses', () => {
    expect(Object.keys(FORM_SCHEMAS).filter((entry) => !used.includes(entry))).toEqual([])
  })

  it('reads validators as forms write them', () => {
    expect(validatorExpressions('useAppForm({ validators: { onChange: SignInBodySchema }, onSubmit })')).toEqual(['SignInBodySchema'])
    expect(validatorExpressions("validators={{ onMount: ON_MOUNT.text, onChange: ({ value }) => value ? undefined : 'x' }}")).toEqual([
      'ON_MOUNT.text',
    ])
    expect(validatorExpressions('validators: { onChange: S.omit({ a: true }), onChangeListenTo: ids }')).toEqual(['S.omit({ a: true })'])
  })
})

describe("the api's 422s", () => {
  it('never build their message as `field: message` (forms show it to people)', () => {
    const offenders = ['api/src', 'bff', 'core'].flatMap((dir) =>
      sourceFiles(join(ROOT, dir)).flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .flatMap((text, index) =>
            /message:\s*`(\$\{[^`]*\}|[\w.]+):\s*\$\{/.test(text) ? [`${relative(ROOT, file)}:${index + 1}`] : [],
          ),
      ),
    )
    expect(offenders).toEqual([])
  })
})
