/**
 * The media feature as other features use it: its one entry (issue 36 point 4). Inside the
 * feature, files import each other directly; a route may import any file of a feature.
 */

export { MediaPhoto } from './MediaPhoto.tsx'
export type { PhotoPlace } from './photo.ts'
