/**
 * The sentence a session form (and every other portal form) shows when its call failed: the one
 * rule of src/lib/problem-sentence.ts, under the name these screens have always used.
 */
export { SOMETHING_WENT_WRONG, problemSentence as sessionProblem } from '#src/lib/problem-sentence.ts'
