import { describe, expect, it } from 'vitest'
import { LEDGER_MESSAGES } from '#contract/studio-ledger.ts'
import { howPaid, ledgerNote } from '#src/features/statement/payer.ts'
import { AMOUNT_FORMAT, EMPTY_RECORD, LedgerRecordDraftReader, recordBody, refundAmount } from '#src/features/studio/ledger-record.ts'

describe("a recorded payment's form", () => {
  it('makes the body in cents, trimmed, from what was typed', () => {
    const values = { ...EMPTY_RECORD, payerName: ' Margaret Ellis ', reference: ' 1043 ', receivedOn: '2026-12-01', amount: '$1,250.5' }
    expect(recordBody(values, 200_000)).toEqual({
      ok: true,
      body: { method: 'check', payerName: 'Margaret Ellis', reference: '1043', receivedOn: '2026-12-01', amountCents: 125_050 },
    })
  })

  it('says what each field needs, and never more than the balance', () => {
    expect(recordBody(EMPTY_RECORD, 1000)).toEqual({
      ok: false,
      problems: { payerName: LEDGER_MESSAGES.payerName, receivedOn: LEDGER_MESSAGES.receivedOn, amount: LEDGER_MESSAGES.amount },
    })
    const typed = { ...EMPTY_RECORD, payerName: 'A', receivedOn: '2026-12-01' }
    expect(recordBody({ ...typed, amount: 'ten' }, 1000)).toMatchObject({ ok: false, problems: { amount: AMOUNT_FORMAT } })
    expect(recordBody({ ...typed, amount: '0' }, 1000)).toMatchObject({ ok: false, problems: { amount: LEDGER_MESSAGES.amount } })
    expect(recordBody({ ...typed, amount: '10.01' }, 1000)).toMatchObject({
      ok: false,
      problems: { amount: 'Cannot exceed the balance of $10.00' },
    })
    expect(recordBody({ ...typed, amount: '10' }, 1000)).toMatchObject({ ok: true, body: { amountCents: 1000 } })
  })

  it("takes a refund's amount up to what is left of the payment", () => {
    expect(refundAmount('15', 4000)).toEqual({ ok: true, cents: 1500 })
    expect(refundAmount('40.00', 4000)).toEqual({ ok: true, cents: 4000 })
    expect(refundAmount('40.01', 4000)).toEqual({ ok: false, problem: LEDGER_MESSAGES.overRefund('$40.00') })
    expect(refundAmount('', 4000)).toEqual({ ok: false, problem: LEDGER_MESSAGES.amount })
    expect(refundAmount('1.234', 4000)).toEqual({ ok: false, problem: AMOUNT_FORMAT })
  })
})

describe("a recorded payment's kept draft", () => {
  it('reads back what was kept, and nothing that is not a draft', () => {
    const kept = { ...EMPTY_RECORD, payerName: 'Margaret Ellis', amount: '12.34' }
    expect(LedgerRecordDraftReader.safeParse(JSON.parse(JSON.stringify(kept)))).toEqual({ success: true, data: kept })
    expect(LedgerRecordDraftReader.safeParse({ ...kept, method: 'card' })).toEqual({ success: false })
    expect(LedgerRecordDraftReader.safeParse({ ...kept, amount: 12 })).toEqual({ success: false })
    expect(LedgerRecordDraftReader.safeParse(null)).toEqual({ success: false })
  })
})

describe('how a payment is said', () => {
  const card = { method: 'card', brand: 'Visa', last4: '4242', reference: '' } as const
  it('names the card, or the method with its reference', () => {
    expect(howPaid(card)).toBe('Visa ending in 4242')
    expect(howPaid({ ...card, method: 'check', reference: 'Check 1043' })).toBe('Check (Check 1043)')
    expect(howPaid({ ...card, method: 'cash' })).toBe('Cash')
    expect(howPaid({ ...card, method: 'insurance', reference: 'Claim 7' })).toBe('Insurance assignment (Claim 7)')
  })

  it('says a refund of which receipt, and what of a payment was refunded', () => {
    expect(ledgerNote({ kind: 'refund', refundOf: 12, refundedCents: 0, amountCents: 500 })).toBe('Refund of receipt 12')
    expect(ledgerNote({ kind: 'payment', refundOf: null, refundedCents: 1500, amountCents: 4000 })).toBe('$15.00 refunded')
    expect(ledgerNote({ kind: 'payment', refundOf: null, refundedCents: 4000, amountCents: 4000 })).toBe('Refunded')
    expect(ledgerNote({ kind: 'payment', refundOf: null, refundedCents: 0, amountCents: 4000 })).toBe('')
  })
})
