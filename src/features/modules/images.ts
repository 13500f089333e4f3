import type { ImageVariant } from '#contract/modules.ts'

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
