import type { FocalPoint, Image } from '#contract/modules.ts'
import type { ImageTransforms } from '#core/ssr-context.ts'
import { PHOTO_WIDTHS, responsiveImage, type ResponsiveImage } from '#src/lib/responsive-image.ts'

/** How wide the hero's photograph is drawn: the whole window. */
export const HERO_SIZES = '100vw'
/** How wide the image module draws its picture (src/modules/Image.tsx, max-w-4xl). */
export const IMAGE_MODULE_SIZES = '(min-width: 56rem) 56rem, 100vw'

/**
 * An editor's picture as an `<img>` asks for it (src/lib/responsive-image.ts): resized by the edge
 * when transformations are on, else the file with the variants the editor uploaded. Picture and
 * Hero draw it, and the page's preload (pages/lcp.ts) names the same URLs.
 */
export function editorImage(image: Pick<Image, 'src' | 'width' | 'variants'>, transforms: ImageTransforms): ResponsiveImage {
  return responsiveImage({ src: image.src, width: image.width, widths: PHOTO_WIDTHS, variants: image.variants, transforms })
}

/** A percentage kept within 0-100 at one decimal. */
function percent(value: number): number {
  return Math.min(100, Math.max(0, Math.round(value * 10) / 10))
}

/** A focal point as CSS `object-position`, so a cropped photograph keeps its subject in view; the centre without one. */
export function objectPosition(focalPoint: FocalPoint | undefined): string {
  if (!focalPoint) return '50% 50%'
  return `${percent(focalPoint.x)}% ${percent(focalPoint.y)}%`
}
