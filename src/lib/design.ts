import type { ButtonCorners, Design } from '#contract/website.ts'
import { WHITE, blend, readableOn, type Rgb } from './contrast.ts'
import { FONT_STACKS, fontPairOf } from './fonts.ts'

/** Spec §9: the secondary colour is the text colour at this alpha. */
export const SECONDARY_ALPHA = 0.1

/** Spec §4: Square gives no rounding, Rounded fully round, Soft Square a medium radius. */
export const CORNER_RADIUS: Readonly<Record<ButtonCorners, string>> = {
  Square: '0',
  Rounded: '9999px',
  'Soft Square': '0.5rem',
}

/** '#abc', '#abcd', '#aabbcc' or '#aabbccdd' as an RGB triple; a hex alpha channel is ignored. */
export function parseHex(hex: string): Rgb {
  let digits = hex.replace(/^#/, '')
  if (digits.length === 3 || digits.length === 4)
    digits = digits
      .slice(0, 3)
      .split('')
      .map((d) => d + d)
      .join('')
  if (!/^[0-9a-f]{6}([0-9a-f]{2})?$/i.test(digits)) throw new Error(`Not a hex colour: ${hex}`)
  return [0, 2, 4].map((i) => Number.parseInt(digits.slice(i, i + 2), 16)) as unknown as Rgb
}

export function toHex(rgb: Rgb): string {
  return `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`
}

/** '#abc' or '#aabbcc' (or with alpha) at the given alpha, as rgba(). */
export function hexWithAlpha(hex: string, alpha: number): string {
  const [r, g, b] = parseHex(hex)
  return `rgba(${r}, ${g}, ${b}, ${alpha})`
}

/**
 * The text colour actually used: the funeral home's colorText, darkened just
 * enough to reach WCAG AA (4.5:1) on the page (white) and on the secondary
 * tint (colorText at 0.1 alpha over white). Primary buttons invert it (white
 * on this colour), which the same ratio covers. See docs/decisions/008.
 */
export function readableTextColor(colorText: string): string {
  const brand = parseHex(colorText)
  const tint = blend(brand, SECONDARY_ALPHA, WHITE)
  return toHex(readableOn(brand, [WHITE, tint]))
}

export type DesignVariables = Record<`--${string}`, string>

/** The design as the CSS custom properties every component styles itself with. */
export function designVariables(design: Design): DesignVariables {
  return {
    '--color-brand': design.colorText,
    '--color-text': readableTextColor(design.colorText),
    '--color-secondary': hexWithAlpha(design.colorText, SECONDARY_ALPHA),
    '--button-radius': CORNER_RADIUS[design.buttonCorners],
    '--secondary-button-radius': CORNER_RADIUS[design.secondaryButtonCorners],
    '--font-heading': FONT_STACKS[fontPairOf(design)].heading,
    '--font-body': FONT_STACKS[fontPairOf(design)].body,
  }
}
