import type { ImageTransforms } from '#core/ssr-context.ts'

/** What an `<img>` asks for: its `src`, and a `srcset` when there is more than one width to choose from. */
export type ResponsiveImage = { src: string; srcSet?: string }

/** One more width of the same picture that the editor uploaded (contract/modules.ts `ImageVariant`). */
type Variant = { src: string; width: number }

export type ResponsiveImageInput = {
  /** A path on this site: an uploaded file (`/api/media/{hash}`) or an editor's image (`/demo/…`). */
  src: string
  /** The file's own width in pixels; null when the api does not know it. */
  width: number | null
  /** The file's type when known (uploaded media): a vector is never resized. */
  contentType?: string
  /** The widths worth offering for where the picture is drawn (see PHOTO_WIDTHS). */
  widths: readonly number[]
  /** Widths the editor uploaded beside the file: the srcset when transformations are off. */
  variants?: readonly Variant[]
  transforms: ImageTransforms
}

/**
 * Widths offered for a photo: from a phone's thumbnail to a wide screen at 2x. Few on purpose:
 * Cloudflare bills each distinct transformation, and a srcset entry costs HTML on every page.
 */
export const PHOTO_WIDTHS = [320, 640, 960, 1280, 1920] as const
/** Widths for pictures never drawn wider than about 20rem (cards, portraits, thumbnails). */
export const THUMBNAIL_WIDTHS = [240, 480, 720] as const

/** JPEG/WebP/AVIF quality of resized photos: Cloudflare's default is 85; 80 is visually the same, smaller. */
export const TRANSFORM_QUALITY = 80

const TRANSFORM_PREFIX = '/cdn-cgi/image/'

/**
 * Whether Cloudflare's edge may resize this source: a path on this zone only (the zone's own
 * images are the only source it accepts by default, and never another host through us), not one
 * already transformed, and not a vector (SVG is passed through unresized; srcset is pointless).
 */
export function transformable(src: string, contentType?: string): boolean {
  if (!src.startsWith('/') || src.startsWith('//') || src.startsWith(TRANSFORM_PREFIX)) return false
  if (contentType !== undefined) return contentType.startsWith('image/') && contentType !== 'image/svg+xml'
  return !/\.svg(?:[?#]|$)/i.test(src)
}

/**
 * A source resized by Cloudflare Images (URL format): `/cdn-cgi/image/<options>/<path>`. The path
 * is appended as it is (Cloudflare reads it unencoded); `fit=scale-down` never enlarges, and
 * `format=auto` answers AVIF or WebP to browsers that take them.
 */
export function transformedUrl(src: string, width: number): string {
  return `${TRANSFORM_PREFIX}width=${width},fit=scale-down,format=auto,quality=${TRANSFORM_QUALITY}${src}`
}

/** A srcset from [url, width] pairs, narrowest first; paths encoded so a space cannot split an entry. */
function srcSetOf(entries: ReadonlyArray<readonly [string, number]>): string {
  return entries
    .toSorted(([, a], [, b]) => a - b)
    .map(([url, w]) => `${encodeURI(url)} ${w}w`)
    .join(', ')
}

/**
 * The srcset of a picture offered in several widths by the editor: the main file at its own width
 * plus each variant, without repeating a width. Undefined when there is only the one file.
 */
export function variantSrcSet(src: string, width: number, variants: readonly Variant[] | undefined): string | undefined {
  if (!variants?.length) return undefined
  const byWidth = new Map<number, string>([[width, src]])
  for (const v of variants) if (!byWidth.has(v.width)) byWidth.set(v.width, v.src)
  return srcSetOf([...byWidth.entries()].map(([w, s]) => [s, w] as const))
}

/**
 * The widths to offer for a file `width` pixels wide: the targets narrower than it, then the file
 * at its own width when it is narrower than the widest target (never wider than the original).
 * With the width unknown, every target: `fit=scale-down` still never enlarges.
 */
export function offeredWidths(width: number | null, targets: readonly number[]): number[] {
  const sorted = [...new Set(targets)].filter((w) => Number.isInteger(w) && w > 0).toSorted((a, b) => a - b)
  if (width === null) return sorted
  const narrower = sorted.filter((w) => w < width)
  const widest = sorted.at(-1)
  return widest !== undefined && width <= widest ? [...narrower, width] : narrower.length ? narrower : [width]
}

/**
 * What an `<img>` of a public picture asks for (issue 15 point 5). With Cloudflare's
 * transformations on and a source it may resize: each offered width through `/cdn-cgi/image/`,
 * and as `src` the widest of them. Otherwise (local, tests, off, SVG) the original as it is, with
 * the editor's variants as the srcset when there are some.
 *
 * Only for public pictures: a resized image is cached at the edge for at least an hour whatever
 * the original's Cache-Control says, so a family's private file must never be given here.
 */
export function responsiveImage({ src, width, contentType, widths, variants, transforms }: ResponsiveImageInput): ResponsiveImage {
  if (transforms === 'cloudflare' && transformable(src, contentType)) {
    const offered = offeredWidths(width, widths)
    const widest = offered.at(-1)
    if (widest !== undefined) {
      const resized = transformedUrl(src, widest)
      // One width is no choice: the resized file alone (still in the browser's best format).
      if (offered.length === 1) return { src: resized }
      return { src: resized, srcSet: srcSetOf(offered.map((w) => [transformedUrl(src, w), w] as const)) }
    }
  }
  const srcSet = width === null ? undefined : variantSrcSet(src, width, variants)
  return srcSet ? { src, srcSet } : { src }
}
