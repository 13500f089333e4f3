import {
  DECLINE_MESSAGES,
  type ChargeRequest,
  type ChargeResult,
  type DeclineCode,
  type PaymentProcessor,
  type ProcessorSession,
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

/** A local processor with no network: decides from the test card number alone. */
export class TestPaymentProcessor implements PaymentProcessor {
  readonly name = 'test'
  private readonly now: () => Date

  constructor(now: () => Date = () => new Date()) {
    this.now = now
  }

  async charge(request: ChargeRequest): Promise<ChargeResult> {
    const card = TEST_CARDS[request.card.number]
    if (!card) return declined('card_declined')
    if (isExpired(request.card.expMonth, request.card.expYear, this.now())) return declined('expired_card')
    if ('decline' in card) return declined(card.decline)
    const hash = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(request.idempotencyKey))
    const id = [...new Uint8Array(hash).slice(0, 12)].map((b) => b.toString(16).padStart(2, '0')).join('')
    return { ok: true, processorId: `test_ch_${id}`, brand: card.brand, last4: request.card.number.slice(-4) }
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
