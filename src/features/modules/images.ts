import type { FocalPoint, ImageVariant } from '#contract/modules.ts'

/**
 * The `srcset` of a picture offered in several widths: the main file at its own width plus each
 * variant, narrowest first, without repeating a width. Undefined when there is only the one file,
 * so the attribute is left out.
 */
export function imageSrcSet(src: string, width: number, variants: readonly ImageVariant[] | undefined): string | undefined {
  if (!variants?.length) return undefined
  const byWidth = new Map<number, string>([[width, src]])
  for (const v of variants) if (!byWidth.has(v.width)) byWidth.set(v.width, v.src)
  return [...byWidth.entries()]
    .toSorted(([a], [b]) => a - b)
    .map(([w, s]) => `${encodeURI(s)} ${w}w`)
    .join(', ')
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
