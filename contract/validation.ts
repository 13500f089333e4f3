import { z } from 'zod'
import type { FieldErrors } from './errors.ts'
import { VALIDATION_MESSAGES } from './validation-messages.ts'

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
const BLANK_CODES: ReadonlySet<string> = new Set(['too_small', 'invalid_value', 'invalid_format'])

function isMissing(issue: RawIssue): boolean {
  const code = issue.code ?? ''
  if (issue.input === undefined || issue.input === null) return MISSING_CODES.has(code)
  return issue.input === '' && BLANK_CODES.has(code)
}

const NUMERIC_ORIGINS: ReadonlySet<string> = new Set(['number', 'int', 'bigint'])
const COLLECTION_ORIGINS: ReadonlySet<string> = new Set(['array', 'set'])

/**
 * The spec §5 message for one zod issue, or `undefined` to keep zod's default
 * ("other failures keep a default message"). Exclusive number bounds
 * (`positive()`, `gt()`) keep the default too: "Must be at least 0" would be
 * wrong for them, and the spec has no wording for a strict bound.
 */
export function validationMessage(issue: RawIssue): string | undefined {
  if (isMissing(issue)) return VALIDATION_MESSAGES.required
  switch (issue.code) {
    case 'invalid_type':
      return VALIDATION_MESSAGES.expected(issue.expected)
    case 'too_small':
      if (issue.origin === 'string') return VALIDATION_MESSAGES.minLength(issue.minimum)
      if (COLLECTION_ORIGINS.has(issue.origin)) return VALIDATION_MESSAGES.minItems(issue.minimum)
      if (NUMERIC_ORIGINS.has(issue.origin) && issue.inclusive !== false) return VALIDATION_MESSAGES.min(issue.minimum)
      return undefined
    case 'too_big':
      if (issue.origin === 'string') return VALIDATION_MESSAGES.maxLength(issue.maximum)
      if (COLLECTION_ORIGINS.has(issue.origin)) return VALIDATION_MESSAGES.maxItems(issue.maximum)
      if (NUMERIC_ORIGINS.has(issue.origin) && issue.inclusive !== false) return VALIDATION_MESSAGES.max(issue.maximum)
      return undefined
    case 'invalid_format':
      if (issue.format === 'email') return VALIDATION_MESSAGES.email
      if (issue.format === 'url') return VALIDATION_MESSAGES.url
      if (issue.format === 'regex') return VALIDATION_MESSAGES.pattern
      return VALIDATION_MESSAGES.string
    case 'invalid_value':
      return VALIDATION_MESSAGES.option(issue.values)
    default:
      return undefined
  }
}

/**
 * Installs the spec §5 messages as zod's global error map (`z.config`), below
 * any message a schema sets itself.
 *
 * An explicit call at each entry that validates, not an import for its side
 * effect: the lint forbids bare side-effect imports (a bundler may also drop
 * them), and a call reads as what it is. zod keeps its config on `globalThis`,
 * so one call per isolate or page covers every copy of zod, and calling again
 * is harmless. Called in: `api/src/app.ts` (api Worker), `bff/app.ts` (web
 * Worker: BFF and SSR), `src/ui/fields/Form.tsx` (every form in the browser;
 * pages without one ship no zod, issue 15), and `tests/unit/setup.ts`.
 */
export function installValidationMessages(): void {
  z.config({ customError: validationMessage })
}

/**
 * `{ [dotted field path]: first message }` of a failed parse, the shape of a
 * 422's `errors`. Nested paths join with dots (`address.city`, `lines.0.itemId`),
 * like query keys; an issue about the value as a whole goes under `rootKey`,
 * by default the empty key that forms show as a form-wide error.
 */
export function fieldErrors(error: z.core.$ZodError, rootKey = ''): FieldErrors {
  const errors: FieldErrors = {}
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || rootKey
    if (!Object.hasOwn(errors, key)) errors[key] = issue.message
  }
  return errors
}
