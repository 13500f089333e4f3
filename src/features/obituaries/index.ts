/**
 * The obituaries feature as other features use it: its one entry (issue 36 point 4). Inside the
 * feature, files import each other directly; a route may import any file of a feature.
 */

export { MemorialVideoView } from './MemorialVideoView.tsx'
// The obituary as its public page shows it, for the family's review and the studio's desk.
export { ObituaryPreview } from './ObituaryPreview.tsx'
export { formatEventDate, formatEventTime } from './dates.ts'
export { lifeDates, obituaryHref, paragraphs } from './rules.ts'
export { focusHeading } from './tab-focus.ts'
