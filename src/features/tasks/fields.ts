/**
 * The tasks feature's form pieces other features' forms share (decision 068): the decedent's
 * personal details as the family's add-details form asks them, for the studio's correction of a
 * case. A second entry beside index.ts, so what only reads the rules never loads the form kit.
 */

export { DETAILS_FIELDS } from './reviews/details-form.ts'
export { PersonalDetailsFields } from './reviews/PersonalDetailsFields.tsx'
