import type { Context } from 'hono'
import type { PaymentProcessor } from '../payments/processor.ts'
import { genericDecline, CHARGE_LIMIT_MESSAGES } from './rules.ts'
import { countOf, takeAttempt } from './store.ts'

/**
 * The processor as checkout and family payments use it, with card testing held back per client
 * address (decision 018): every charge counts as a decline before it is sent (one upsert, so
 * parallel charges cannot slip past) and is refunded when approved. Past a few declines the
 * exact reason gives way to a generic message; past the limit the charge is not sent at all and
 * the call answers 429. The request passes through untouched.
 */
export function guardDeclines(c: Context, processor: PaymentProcessor): PaymentProcessor {
  return {
    name: processor.name,
    setup: () => processor.setup(),
    connect: (input) => processor.connect(input),
    refund: (request) => processor.refund(request),
    async charge(request) {
      const taken = await takeAttempt(c, [['decline:address']])
      const result = await processor.charge(request)
      if (result.ok) {
        await taken.refund()
        return result
      }
      return genericDecline(countOf(taken, 'decline:address')) ? { ...result, message: CHARGE_LIMIT_MESSAGES.genericDecline } : result
    },
  }
}
