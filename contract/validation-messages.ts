/**
 * The wording of form messages (spec §5, and dates typed in three boxes), apart from
 * contract/validation.ts (which re-exports them and maps zod's issues onto them): text only,
 * so a page that shows a message does not bring zod with it (issue 15). Every message is plain
 * words: never a type name, a pattern, a field path or a library's default (decision 040).
 */

/**
 * What "Expected {type}" (spec §5) names, in words a person reads: zod's type names (`string`,
 * `int`, `object`) are programmers' words. A type with no plain reading gets the default sentence.
 */
const TYPE_WORDS: Readonly<Record<string, string>> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  bigint: 'a whole number',
  boolean: 'yes or no',
  array: 'a list',
  set: 'a list',
  tuple: 'a list',
  object: 'a set of answers',
  record: 'a set of answers',
  map: 'a set of answers',
  date: 'a date',
  file: 'a file',
}

/** Any failure without wording of its own (spec §5 "other failures keep a default message"). */
const CHECK_ANSWER = 'Please check this answer'

/** Spec §5 form messages; `{…}` parts are filled from the failed check. */
export const VALIDATION_MESSAGES = {
  required: 'This field is required',
  /** Spec §5 "Expected {type}", the type in plain words (`Expected a number`). */
  expected: (type: string) => (Object.hasOwn(TYPE_WORDS, type) ? `Expected ${TYPE_WORDS[type]}` : CHECK_ANSWER),
  minLength: (n: number | bigint) => `Must be at least ${n} characters`,
  maxLength: (n: number | bigint) => `Cannot exceed ${n} characters`,
  min: (n: number | bigint) => `Must be at least ${n}`,
  max: (n: number | bigint) => `Cannot exceed ${n}`,
  /** Exclusive bounds (`positive()`, `gt()`), which spec §5 has no words for: "Must be at least 0" would be wrong. */
  moreThan: (n: number | bigint) => `Must be more than ${n}`,
  lessThan: (n: number | bigint) => `Must be less than ${n}`,
  multipleOf: (n: number | bigint) => `Must be a multiple of ${n}`,
  minItems: (n: number | bigint) => `Must have at least ${n} items`,
  maxItems: (n: number | bigint) => `Cannot have more than ${n} items`,
  email: 'Please enter a valid email address',
  url: 'Please enter a valid URL',
  pattern: 'Please enter a valid format',
  string: 'Invalid string',
  option: (options: readonly unknown[]) => `Invalid option selected. Valid options are: ${options.map(String).join(', ')}`,
  /** Text with characters that are not text: control characters, bidi overrides, broken UTF-16 (contract/text.ts). */
  characters: 'Please remove hidden or unsupported characters',
  /** The default: a failure with no wording of its own. */
  check: CHECK_ANSWER,
  /** What a 422 says as a whole when its `errors` name the fields (each shown beside its field). */
  checkFields: 'Please check the boxes with a message above.',
} as const

/**
 * Messages of a date typed as month, day and year (src/ui/fields/DateField.tsx), one wording
 * wherever a date is asked for. A date is refused with the reason, never rewritten.
 */
export const DATE_MESSAGES = {
  month: 'Month must be a number between 1 and 12',
  day: 'Day must be a number between 1 and 31',
  year: 'Year must include 4 numbers',
  yearRange: (from: number, to: number) => `Year must be between ${from} and ${to}`,
  /** Parts left empty, in order: "Date must include a month and a year". */
  missing: (parts: readonly string[]) => `Date must include a ${parts.join(' and a ')}`,
  /** 02/30: each part fine, the day does not exist. */
  notReal: 'Please enter a real date',
  /** A whole date pasted or autofilled into one box that cannot be read one way only. */
  unreadable: 'Please enter the month, day and year in their own boxes, for example 3 28 1950',
} as const
