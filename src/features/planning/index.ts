/**
 * What other features use of the planning request (decision 053): the studio reads a sent request
 * as the review screen shows it (its steps, their labels, each answer in words).
 */
export { decedentFirstName, stepLabel } from './headings.ts'
export { displayAnswer, fieldsFor, PLAN_TYPE_CHOICES, stepSections } from './steps.ts'
