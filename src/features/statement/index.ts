/**
 * The statement feature as other features use it (the studio shows the family's statement; decision 064).
 * Inside the feature, files import each other directly; a route may import any file of a feature.
 */
export { StatementSheet } from './StatementView.tsx'
export { StatementChanges, StatementFacts, StatementVersions } from './StatementRecordParts.tsx'
export { statementRecordQuery, templateQuery } from './queries.ts'
export { AMOUNT_MESSAGES, dollarsText, parseDollars } from './amount.ts'
export { howPaid, ledgerNote, payerOf } from './payer.ts'
