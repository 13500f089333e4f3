import { eq, lt } from 'drizzle-orm'
import { CARD_ENTER_AGAIN, TEST_PROCESSOR_PATH, type PaymentMethod, type PaymentSetup, type TestCard } from '#contract/payment-methods.ts'
import { testPaymentMethods, testRefunds } from '../db/schema.ts'
import { randomHex, sha256Hex } from '../hash.ts'
import type { Db } from '../db/client.ts'
import {
  DECLINE_CODES,
  DECLINE_MESSAGES,
  REFUND_FAILED,
  type ChargeRequest,
  type ChargeResult,
  type DeclineCode,
  type PaymentProcessor,
  type ProcessorSession,
  type RefundRequest,
  type RefundResult,
} from './processor.ts'

/**
 * The documented test cards (README "Test cards"); every other number is declined, so a real
 * card number typed into the demo is never "accepted".
 */
export const TEST_CARDS: Readonly<Record<string, { brand: string } | { decline: DeclineCode }>> = {
  '4242424242424242': { brand: 'Visa' },
  '5555555555554444': { brand: 'Mastercard' },
  '378282246310005': { brand: 'American Express' },
  '4000000000000002': { decline: 'card_declined' },
  '4000000000009995': { decline: 'insufficient_funds' },
  '4000000000000069': { decline: 'expired_card' },
  '4000000000000127': { decline: 'incorrect_cvc' },
  '4000000000000119': { decline: 'processing_error' },
}

function declined(code: DeclineCode): ChargeResult {
  return { ok: false, code, message: DECLINE_MESSAGES[code] }
}

function isExpired(month: number, year: number, now: Date): boolean {
  const y = now.getUTCFullYear()
  return year < y || (year === y && month < now.getUTCMonth() + 1)
}

function brandOf(number: string): string {
  if (number.startsWith('4')) return 'Visa'
  if (/^5[1-5]/.test(number)) return 'Mastercard'
  if (/^3[47]/.test(number)) return 'American Express'
  return 'Card'
}

function isDeclineCode(code: string | null): code is DeclineCode {
  return (DECLINE_CODES as readonly (string | null)[]).includes(code)
}

/**
 * The test processor's tokenisation (its own route, TEST_PROCESSOR_PATH): it keeps what a
 * charge will need and the outcome the README promises for the number, and answers the id the
 * browser sends on. The number and security code are not kept. Like a real processor, it
 * accepts any well-formed card here and declines at the charge.
 */
export async function createTestPaymentMethod(db: Db, card: TestCard, now: Date = new Date()): Promise<PaymentMethod> {
  const number = card.number.replace(/[\s-]/g, '')
  const known = TEST_CARDS[number]
  const id = `tpm_${randomHex(12)}`
  const row = {
    id,
    brand: known && 'brand' in known ? known.brand : brandOf(number),
    last4: number.slice(-4),
    expMonth: card.expMonth,
    expYear: card.expYear,
    name: card.name.trim(),
    declineCode: known === undefined ? 'card_declined' : 'decline' in known ? known.decline : null,
    createdAt: now.toISOString(),
  }
  await db.insert(testPaymentMethods).values(row)
  return { id, brand: row.brand, last4: row.last4, expMonth: row.expMonth, expYear: row.expYear }
}

/** Payment methods older than a day: spent or abandoned (a real processor keeps its own, not us). */
export async function purgeTestPaymentMethods(db: Db, now = new Date()): Promise<void> {
  const before = new Date(now.getTime() - 86_400_000).toISOString()
  await db.delete(testPaymentMethods).where(lt(testPaymentMethods.createdAt, before))
}

/** A local processor with no network: charges the payment methods its own route made. */
export class TestPaymentProcessor implements PaymentProcessor {
  readonly name = 'test'
  private readonly db: Db
  private readonly now: () => Date

  constructor(db: Db, now: () => Date = () => new Date()) {
    this.db = db
    this.now = now
  }

  setup(): PaymentSetup {
    return { provider: 'test', paymentMethodsPath: TEST_PROCESSOR_PATH }
  }

  async charge(request: ChargeRequest): Promise<ChargeResult> {
    const [method] = await this.db.select().from(testPaymentMethods).where(eq(testPaymentMethods.id, request.paymentMethod)).limit(1)
    // A Stripe id, an id from another database, or a made-up one: the processor knows no such card.
    if (!method) return { ok: false, code: 'processing_error', message: CARD_ENTER_AGAIN }
    if (isDeclineCode(method.declineCode)) return declined(method.declineCode)
    if (isExpired(method.expMonth, method.expYear, this.now())) return declined('expired_card')
    // The same key, the same charge id: a retry that reaches the processor twice is one charge.
    const id = (await sha256Hex(request.idempotencyKey)).slice(0, 24)
    return { ok: true, processorId: `test_ch_${id}`, brand: method.brand, last4: method.last4, payerName: method.name }
  }

  /**
   * Refunds one of its own charges (`test_ch_…`), recorded by idempotency key as a real processor
   * does: the same key answers the same refund and never writes a second.
   */
  async refund(request: RefundRequest): Promise<RefundResult> {
    if (!request.processorId.startsWith('test_ch_')) return { ok: false, message: REFUND_FAILED }
    const id = `test_re_${(await sha256Hex(request.idempotencyKey)).slice(0, 24)}`
    await this.db
      .insert(testRefunds)
      .values({
        id,
        chargeId: request.processorId,
        amountCents: request.amountCents,
        idempotencyKey: request.idempotencyKey,
        createdAt: this.now().toISOString(),
      })
      .onConflictDoNothing({ target: testRefunds.idempotencyKey })
    return { ok: true, refundId: id }
  }

  async connect(input: { amountCents: number; reference: string }): Promise<ProcessorSession> {
    return {
      provider: this.name,
      sessionId: `test_cs_${crypto.randomUUID()}`,
      publishableKey: 'pk_test_local',
      amountCents: input.amountCents,
    }
  }
}
