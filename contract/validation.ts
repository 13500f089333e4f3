import { z } from 'zod'
import type { FieldErrors } from './errors.ts'
import { DATE_MESSAGES, VALIDATION_MESSAGES } from './validation-messages.ts'

// The messages need no zod: pages that only show them take them from validation-messages.ts (issue 15).
export { DATE_MESSAGES, VALIDATION_MESSAGES } from './validation-messages.ts'

type RawIssue = z.core.$ZodRawIssue

/** Codes whose failure on an absent value means "nothing was entered", whatever the schema expected. */
const MISSING_CODES: ReadonlySet<string> = new Set(['invalid_type', 'invalid_value', 'invalid_union'])

/**
 * Codes whose failure on a blank string means the same to a person filling in a
 * form: an empty required text box or an unchosen select is missing, not
 * "Must be at least 1 characters" or an invalid option.
 */
const BLANK_CODES: ReadonlySet<string> = new Set(['too_small', 'invalid_value', 'invalid_format', 'invalid_union'])

function isMissing(issue: RawIssue): boolean {
  const code = issue.code ?? ''
  if (issue.input === undefined || issue.input === null) return MISSING_CODES.has(code)
  return issue.input === '' && BLANK_CODES.has(code)
}

const NUMERIC_ORIGINS: ReadonlySet<string> = new Set(['number', 'int', 'bigint'])
const COLLECTION_ORIGINS: ReadonlySet<string> = new Set(['array', 'set'])
/** String formats that are dates: their failure is a date that does not exist, not a "format". */
const DATE_FORMATS: ReadonlySet<string> = new Set(['date', 'datetime'])

/** Options a person can read back: strings and numbers (a boolean literal is not an "option"). */
function readableOptions(values: unknown): values is readonly (string | number)[] {
  return Array.isArray(values) && values.length > 0 && values.every((v) => typeof v === 'string' || typeof v === 'number')
}

function tooSmall(issue: z.core.$ZodRawIssue<z.core.$ZodIssueTooSmall>): string {
  if (issue.origin === 'string') return VALIDATION_MESSAGES.minLength(issue.minimum)
  if (COLLECTION_ORIGINS.has(issue.origin)) return VALIDATION_MESSAGES.minItems(issue.minimum)
  if (NUMERIC_ORIGINS.has(issue.origin))
    return issue.inclusive === false ? VALIDATION_MESSAGES.moreThan(issue.minimum) : VALIDATION_MESSAGES.min(issue.minimum)
  return VALIDATION_MESSAGES.check
}

function tooBig(issue: z.core.$ZodRawIssue<z.core.$ZodIssueTooBig>): string {
  if (issue.origin === 'string') return VALIDATION_MESSAGES.maxLength(issue.maximum)
  if (COLLECTION_ORIGINS.has(issue.origin)) return VALIDATION_MESSAGES.maxItems(issue.maximum)
  if (NUMERIC_ORIGINS.has(issue.origin))
    return issue.inclusive === false ? VALIDATION_MESSAGES.lessThan(issue.maximum) : VALIDATION_MESSAGES.max(issue.maximum)
  return VALIDATION_MESSAGES.check
}

function invalidFormat(issue: z.core.$ZodRawIssue<z.core.$ZodIssueInvalidStringFormat>): string {
  if (issue.format === 'email') return VALIDATION_MESSAGES.email
  if (issue.format === 'url') return VALIDATION_MESSAGES.url
  if (DATE_FORMATS.has(issue.format)) return DATE_MESSAGES.notReal
  // Every format zod checks with a pattern (a regex, a uuid, an IP address …) is spec §5's failed pattern;
  // what is left (starts with, ends with, includes, lower or upper case) is its "other string failure".
  return issue.pattern !== undefined || issue.format === 'regex' ? VALIDATION_MESSAGES.pattern : VALIDATION_MESSAGES.string
}

/**
 * The message of one zod issue: spec §5's wording where it has some, a plain sentence
 * otherwise (its "other failures keep a default message" is `VALIDATION_MESSAGES.check`, never
 * zod's "Invalid input" or "Too small: expected string to have >=1 characters"). A message a
 * schema sets itself comes before this (zod asks the schema first).
 */
export function validationMessage(issue: RawIssue): string {
  if (isMissing(issue)) return VALIDATION_MESSAGES.required
  switch (issue.code) {
    case 'invalid_type':
      return VALIDATION_MESSAGES.expected(issue.expected)
    case 'too_small':
      return tooSmall(issue)
    case 'too_big':
      return tooBig(issue)
    case 'invalid_format':
      return invalidFormat(issue)
    case 'not_multiple_of':
      return VALIDATION_MESSAGES.multipleOf(issue.divisor)
    case 'invalid_value':
      return readableOptions(issue.values) ? VALIDATION_MESSAGES.option(issue.values) : VALIDATION_MESSAGES.check
    case 'invalid_union':
      // A discriminated union names its options (`method`: address or service).
      return readableOptions(issue.options) ? VALIDATION_MESSAGES.option(issue.options) : VALIDATION_MESSAGES.check
    default:
      return VALIDATION_MESSAGES.check
  }
}

/**
 * Parse options that give every issue its message from `validationMessage`. Passed with each
 * parse rather than installed once as zod's global error map: a global install is a call the
 * browser's bundler drops as pure (`treeshake.manualPureFunctions: ['z']`, vite.config.ts), and
 * a form, an api route or a test that runs before it would show zod's English (decision 040).
 */
const WITH_MESSAGES = { error: validationMessage } as const

/** `schema.safeParse(value)` with the spec §5 messages: every parse whose messages a person may read. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.ZodSafeParseResult<z.output<S>> {
  return schema.safeParse(value, WITH_MESSAGES)
}

/** A checked value, or the 422 `errors` of what is wrong with it (see `fieldErrors`). */
export type InputCheck<T> = { success: true; data: T } | { success: false; errors: FieldErrors }

/** `value` parsed by `schema`, or its field errors in the spec §5 words. */
export function checkInput<S extends z.ZodType>(schema: S, value: unknown, rootKey = ''): InputCheck<z.output<S>> {
  const parsed = parseInput(schema, value)
  return parsed.success ? { success: true, data: parsed.data } : { success: false, errors: fieldErrors(parsed.error, rootKey) }
}

/** A Standard Schema (what TanStack Form validates with) that parses with the spec §5 messages. */
export type SchemaWithMessages<S extends z.ZodType> = { readonly '~standard': z.core.$ZodStandardSchema<S> }

/**
 * `schema` as a Standard Schema validator whose issues carry the spec §5 messages: the form hook
 * (src/ui/fields/form.ts) wraps every schema a form validates with in it, so no form can show zod's
 * own words. Async refinements are awaited as zod's own Standard Schema does.
 */
export function withMessages<S extends z.ZodType>(schema: S): SchemaWithMessages<S> {
  const own = schema['~standard']
  const result = (parsed: z.ZodSafeParseResult<z.output<S>>) => (parsed.success ? { value: parsed.data } : { issues: parsed.error.issues })
  return {
    '~standard': {
      ...own,
      validate: (value: unknown) => {
        try {
          return result(schema.safeParse(value, WITH_MESSAGES))
        } catch (error) {
          // zod throws this on a synchronous parse of a schema with async checks.
          if (!(error instanceof z.core.$ZodAsyncError)) throw error
          return schema.safeParseAsync(value, WITH_MESSAGES).then(result)
        }
      },
    },
  }
}

/** Whether `value` is a zod schema (rather than a validator function or another library's schema). */
export function isZodSchema(value: unknown): value is z.ZodType {
  return value instanceof z.ZodType
}

/**
 * `{ [dotted field path]: first message }` of a failed parse, the shape of a
 * 422's `errors`. Nested paths join with dots (`address.city`, `lines.0.itemId`),
 * like query keys; an issue about the value as a whole goes under `rootKey`,
 * by default the empty key that forms show as a form-wide error. The messages are
 * the parse's own: parse with `parseInput` (or `checkInput`) for the spec §5 ones.
 */
export function fieldErrors(error: z.core.$ZodError, rootKey = ''): FieldErrors {
  const errors: FieldErrors = {}
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || rootKey
    if (!Object.hasOwn(errors, key)) errors[key] = issue.message
  }
  return errors
}

/**
 * The sentence a 422 says as a whole (its `message`, which forms show beside their button):
 * the message itself when it is about the whole value, otherwise "check the boxes", since each
 * field's message stands beside its field. Never `field: message`: people read it.
 */
export function problemOf(errors: FieldErrors): string {
  const entries = Object.entries(errors)
  const [only] = entries
  if (entries.length === 1 && only && only[0] === '') return only[1]
  return VALIDATION_MESSAGES.checkFields
}
