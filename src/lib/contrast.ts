/**
 * WCAG 2.x contrast, used to keep a funeral home's chosen text colour readable.
 * Colours here are 0–255 RGB triples; parsing lives in design.ts.
 */
export type Rgb = readonly [number, number, number]

/** WCAG AA for body text. */
export const MIN_TEXT_CONTRAST = 4.5

export const WHITE: Rgb = [255, 255, 255]
export const BLACK: Rgb = [0, 0, 0]

function channel(value: number): number {
  const c = value / 255
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
}

export function relativeLuminance([r, g, b]: Rgb): number {
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)
}

export function contrastRatio(a: Rgb, b: Rgb): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].toSorted((x, y) => y - x) as [number, number]
  return (hi + 0.05) / (lo + 0.05)
}

/** `top` at `alpha` painted over an opaque `bottom`. */
export function blend(top: Rgb, alpha: number, bottom: Rgb): Rgb {
  return [0, 1, 2].map((i) => Math.round(top[i]! * alpha + bottom[i]! * (1 - alpha))) as unknown as Rgb
}

/** Mixes `color` towards black by `amount` (0 = unchanged, 1 = black). */
export function darken(color: Rgb, amount: number): Rgb {
  return color.map((c) => Math.round(c * (1 - amount))) as unknown as Rgb
}

/**
 * The closest colour to `color` (darkening in 5 % steps) that reaches `min`
 * contrast against every one of `backgrounds`. Black always does against light ones.
 */
export function readableOn(color: Rgb, backgrounds: readonly Rgb[], min = MIN_TEXT_CONTRAST): Rgb {
  for (let step = 0; step <= 20; step++) {
    const candidate = darken(color, step * 0.05)
    if (backgrounds.every((bg) => contrastRatio(candidate, bg) >= min)) return candidate
  }
  return BLACK
}
