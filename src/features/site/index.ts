/**
 * The site feature as other features use it: its one entry (issue 36 point 4). Inside the
 * feature, files import each other directly; a route may import any file of a feature.
 */

export { readEditorOrigin } from './editor-origin.ts'
export { loadSiteDocument } from './render-context.ts'
export type { SiteShell } from './shell.ts'
export { useSite } from './use-site.ts'
