import type { PhotoPlace } from '#src/features/media/index.ts'
import { THUMBNAIL_WIDTHS } from '#src/lib/responsive-image.ts'

/**
 * Where the obituary's portrait is drawn (obituaries.css .obituary-header__photo: a column of at
 * most 13rem, 9rem on a phone). One definition for the `<img>` and the page's preload, which
 * must ask for the same file.
 */
export const PORTRAIT_PLACE: PhotoPlace = { sizes: '(max-width: 40rem) 9rem, 13rem', widths: THUMBNAIL_WIDTHS }
