import { VALIDATION_MESSAGES } from '#contract/validation-messages.ts'
import { formatCents } from '#core/money.ts'

/**
 * How much a family member pays towards the balance: all of it, or a part they type in dollars.
 * Pure rules, unit-tested (tests/unit/statement-amount.test.ts); the api checks the same limits
 * again against the balance at the moment of the charge.
 */

export type AmountChoice = 'full' | 'part'

/** The least part the form takes: a card charge below a dollar costs more than it pays. */
export const MIN_PART_CENTS = 100

export const AMOUNT_MESSAGES = {
  required: VALIDATION_MESSAGES.required,
  format: 'Please enter an amount in dollars and cents, for example 250.00',
  min: `Must be at least ${formatCents(MIN_PART_CENTS)}`,
  /** Spec §5 "Cannot exceed N", worded as the api words the same refusal. */
  max: (balanceCents: number) => `Cannot exceed the balance of ${formatCents(balanceCents)}`,
} as const

const DOLLARS = /^\$?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/

/** Cents from dollars as people type them (`250`, `250.5`, `$1,250.00`); undefined when it is not an amount. */
export function parseDollars(text: string): number | undefined {
  const match = DOLLARS.exec(text.trim())
  if (!match) return undefined
  const whole = Number((match[1] ?? '').replace(/,/g, ''))
  const cents = Number((match[2] ?? '').padEnd(2, '0'))
  const total = whole * 100 + cents
  return Number.isSafeInteger(total) ? total : undefined
}

/** Dollars as the amount field shows them: `1250.00`, no sign or separators to type around. */
export function dollarsText(cents: number): string {
  return (cents / 100).toFixed(2)
}

/** The message for a typed part, or undefined when it can be paid. A part may be the whole balance. */
export function partAmountProblem(text: string, balanceCents: number): string | undefined {
  if (text.trim() === '') return AMOUNT_MESSAGES.required
  const cents = parseDollars(text)
  if (cents === undefined) return AMOUNT_MESSAGES.format
  if (cents > balanceCents) return AMOUNT_MESSAGES.max(balanceCents)
  // A balance under a dollar is paid as it is.
  if (cents < Math.min(MIN_PART_CENTS, balanceCents) || cents === 0) return AMOUNT_MESSAGES.min
  return undefined
}

/** The cents to charge for a choice; undefined when the typed part is not payable. */
export function amountToPay(choice: AmountChoice, partText: string, balanceCents: number): number | undefined {
  if (choice === 'full') return balanceCents
  return partAmountProblem(partText, balanceCents) === undefined ? parseDollars(partText) : undefined
}
