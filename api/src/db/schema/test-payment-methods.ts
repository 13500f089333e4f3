import { integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'

/**
 * The local test processor's payment methods (api/src/payments/test-processor.ts): what a real
 * processor keeps on its own servers, kept here because the demo has no processor to reach. No
 * card number or security code: the brand, the last four digits, the expiry, the name, and the
 * outcome a charge will have (decided from the README's test cards when the card was tokenised).
 */
export const testPaymentMethods = sqliteTable('test_payment_methods', {
  /** `tpm_` and 24 hex digits. */
  id: text('id').primaryKey(),
  brand: text('brand').notNull(),
  last4: text('last4').notNull(),
  expMonth: integer('exp_month').notNull(),
  expYear: integer('exp_year').notNull(),
  name: text('name').notNull(),
  /** A decline code (api/src/payments/processor.ts DeclineCode), or null when a charge succeeds. */
  declineCode: text('decline_code'),
  createdAt: text('created_at').notNull(),
})

/**
 * The local test processor's refunds (decision 062): one per idempotency key, as a real processor
 * keeps them, so a refund asked twice with the same key is the same refund.
 */
export const testRefunds = sqliteTable(
  'test_refunds',
  {
    /** `test_re_` and 24 hex digits. */
    id: text('id').primaryKey(),
    chargeId: text('charge_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: text('created_at').notNull(),
  },
  (t) => [uniqueIndex('test_refunds_key').on(t.idempotencyKey)],
)
