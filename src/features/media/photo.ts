import type { ImageTransforms } from '#core/ssr-context.ts'
import { responsiveImage, type ResponsiveImage } from '#src/lib/responsive-image.ts'

/** An uploaded file as public answers describe it (contract/files.ts `MediaFile`, or its public part). */
export type PhotoFile = { url: string; width: number | null; height: number | null; contentType?: string }

/** Where a photo is drawn: its `sizes`, and the widths worth offering there (src/lib/responsive-image.ts). */
export type PhotoPlace = { sizes: string; widths: readonly number[] }

/** What an `<img>` of a public uploaded photo asks for at `place`: MediaPhoto draws it, a page's preload names it. */
export function photoImage(photo: PhotoFile, place: PhotoPlace, transforms: ImageTransforms): ResponsiveImage {
  return responsiveImage({ src: photo.url, width: photo.width, contentType: photo.contentType, widths: place.widths, transforms })
}
