import type { RecordPaymentBody } from '#contract/studio-ledger.ts'
import { LEDGER_MESSAGES, RECORDED_METHODS, type RecordedMethod } from '#contract/studio-ledger-words.ts'
import type { StoredReader } from '#src/lib/device-draft.ts'
import { formatCents } from '#core/money.ts'
import { parseDollars } from '#src/features/statement/index.ts'

/**
 * A recorded payment's form as plain rules (decision 065): the typed values, kept on the device
 * as they are, and the body they make, or each field's message. The api checks the same again
 * against the balance at the moment it writes.
 */

export type LedgerRecordDraft = { method: RecordedMethod; payerName: string; reference: string; receivedOn: string; amount: string }

const TEXT_FIELDS = ['payerName', 'reference', 'receivedOn', 'amount'] as const

/** Reads a kept draft back, by hand: the ledger's screens load no zod (issue 15). Anything else is no draft. */
export const LedgerRecordDraftReader: StoredReader<LedgerRecordDraft> = {
  safeParse(value) {
    if (typeof value !== 'object' || value === null) return { success: false }
    const v = value as Record<string, unknown>
    const method = RECORDED_METHODS.find((m) => m === v.method)
    if (!method || !TEXT_FIELDS.every((f) => typeof v[f] === 'string' && (v[f] as string).length <= 200)) return { success: false }
    const text = (f: (typeof TEXT_FIELDS)[number]) => v[f] as string
    return {
      success: true,
      data: { method, payerName: text('payerName'), reference: text('reference'), receivedOn: text('receivedOn'), amount: text('amount') },
    }
  },
}

export const EMPTY_RECORD: LedgerRecordDraft = { method: 'check', payerName: '', reference: '', receivedOn: '', amount: '' }

export const AMOUNT_FORMAT = 'Please enter an amount in dollars and cents, for example 250.00'

export function recordBody(
  values: LedgerRecordDraft,
  balanceCents: number,
): { ok: true; body: RecordPaymentBody } | { ok: false; problems: Partial<Record<keyof LedgerRecordDraft, string>> } {
  const problems: Partial<Record<keyof LedgerRecordDraft, string>> = {}
  if (values.payerName.trim() === '') problems.payerName = LEDGER_MESSAGES.payerName
  if (!/^\d{4}-\d{2}-\d{2}$/.test(values.receivedOn)) problems.receivedOn = LEDGER_MESSAGES.receivedOn
  const cents = parseDollars(values.amount)
  if (values.amount.trim() === '' || cents === 0) problems.amount = LEDGER_MESSAGES.amount
  else if (cents === undefined) problems.amount = AMOUNT_FORMAT
  else if (cents > balanceCents) problems.amount = `Cannot exceed the balance of ${formatCents(balanceCents)}`
  if (Object.keys(problems).length > 0 || cents === undefined) return { ok: false, problems }
  return {
    ok: true,
    body: {
      method: values.method,
      payerName: values.payerName.trim(),
      reference: values.reference.trim(),
      receivedOn: values.receivedOn,
      amountCents: cents,
    },
  }
}

/** A refund's typed amount: its cents, or the message (a cent up to what is left of the payment). */
export function refundAmount(text: string, leftCents: number): { ok: true; cents: number } | { ok: false; problem: string } {
  const cents = parseDollars(text)
  if (text.trim() === '' || cents === 0) return { ok: false, problem: LEDGER_MESSAGES.amount }
  if (cents === undefined) return { ok: false, problem: AMOUNT_FORMAT }
  if (cents > leftCents) return { ok: false, problem: LEDGER_MESSAGES.overRefund(formatCents(leftCents)) }
  return { ok: true, cents }
}
