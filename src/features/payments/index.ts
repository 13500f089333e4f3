/**
 * The payments feature as other features use it: its one entry (issue 36 point 4). Inside the
 * feature, files import each other directly; a route may import any file of a feature.
 */

export { CardFields } from './CardFields.tsx'
export type { CardTokenizer, TypedCard } from './card-entry.ts'
export { type CardFieldsKind, cardSchema, EMPTY_CARD, expiredCardMessage, expiryYears } from './card-form.ts'
export { browserSessionStorage, forgetAttempt, type KeyStorage, paymentAttempt, stateFingerprint, storageName } from './idempotency.ts'
export { showFieldErrors, useCardEntry, useOneAtATime } from './use-card-entry.ts'
