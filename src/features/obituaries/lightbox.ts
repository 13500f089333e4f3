/** Pure rules of the photo lightbox: which photo, what to announce, what a swipe means. */
import type { MediaFile } from '#contract/files.ts'

/** 'Photo 3 of 8' (counting from 1), announced when the photo changes. */
export function photoLabel(index: number, count: number): string {
  return `Photo ${index + 1} of ${count}`
}

/** The next (+1) or previous (-1) photo, wrapping around at either end. */
export function stepPhoto(index: number, count: number, direction: 1 | -1): number {
  if (count <= 0) return 0
  return (((index + direction) % count) + count) % count
}

/** Below this many CSS pixels a touch is a tap or a wobble, not a swipe. */
export const SWIPE_MIN_PX = 40

/**
 * A horizontal swipe from the pointer's travel: left (dx < 0) shows the next photo, right the
 * previous. Mostly vertical travel is a scroll, not a swipe.
 */
export function swipeDirection(dx: number, dy: number, min = SWIPE_MIN_PX): 1 | -1 | 0 {
  if (Math.abs(dx) < min || Math.abs(dx) <= Math.abs(dy)) return 0
  return dx < 0 ? 1 : -1
}

/** The key's meaning inside the lightbox. */
export function lightboxKey(key: string): 'next' | 'previous' | 'first' | 'last' | undefined {
  switch (key) {
    case 'ArrowRight':
      return 'next'
    case 'ArrowLeft':
      return 'previous'
    case 'Home':
      return 'first'
    case 'End':
      return 'last'
    default:
      return undefined
  }
}

/** Placeholder size for a photo whose dimensions are unknown (thumbnails and the lightbox). */
export const PHOTO_SQUARE = { width: 600, height: 600 }

/** A photo's alternative text: its title, else 'Name: photo 3 of 8'. */
export function photoAlt(photo: Pick<MediaFile, 'title'>, fullName: string, index: number, count: number): string {
  return photo.title?.trim() || `${fullName}: ${photoLabel(index, count).toLowerCase()}`
}
