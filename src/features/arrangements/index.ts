/**
 * The arrangements feature as other features use it: its one entry (issue 36 point 4). Inside the
 * feature, files import each other directly; a route may import any file of a feature.
 */

export { ArrangementTabs } from './ArrangementTabs.tsx'
