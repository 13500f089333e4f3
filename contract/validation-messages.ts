/**
 * The wording of form messages (spec §5, and dates typed in three boxes), apart from
 * contract/validation.ts (which re-exports them and installs them as zod's error map): text only,
 * so a page that shows a message does not bring zod with it (issue 15).
 */

/** Spec §5 form messages; `{…}` parts are filled from the failed check. */
export const VALIDATION_MESSAGES = {
  required: 'This field is required',
  expected: (type: string) => `Expected ${type}`,
  minLength: (n: number | bigint) => `Must be at least ${n} characters`,
  maxLength: (n: number | bigint) => `Cannot exceed ${n} characters`,
  min: (n: number | bigint) => `Must be at least ${n}`,
  max: (n: number | bigint) => `Cannot exceed ${n}`,
  minItems: (n: number | bigint) => `Must have at least ${n} items`,
  maxItems: (n: number | bigint) => `Cannot have more than ${n} items`,
  email: 'Please enter a valid email address',
  url: 'Please enter a valid URL',
  pattern: 'Please enter a valid format',
  string: 'Invalid string',
  option: (options: readonly unknown[]) => `Invalid option selected. Valid options are: ${options.map(String).join(', ')}`,
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
