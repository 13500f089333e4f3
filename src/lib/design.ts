import type { ButtonCorners, Design } from '../../contract/website.ts'

/** Spec §9: the secondary colour is the text colour at this alpha. */
export const SECONDARY_ALPHA = 0.1

/** Spec §4: Square gives no rounding, Rounded fully round, Soft Square a medium radius. */
export const CORNER_RADIUS: Readonly<Record<ButtonCorners, string>> = {
  Square: '0',
  Rounded: '9999px',
  'Soft Square': '0.5rem',
}

/** '#abc' or '#aabbcc' (or with alpha) at the given alpha, as rgba(). */
export function hexWithAlpha(hex: string, alpha: number): string {
  let digits = hex.replace(/^#/, '')
  if (digits.length === 3 || digits.length === 4) digits = digits.slice(0, 3).split('').map((d) => d + d).join('')
  if (!/^[0-9a-f]{6}([0-9a-f]{2})?$/i.test(digits)) throw new Error(`Not a hex colour: ${hex}`)
  const [r, g, b] = [0, 2, 4].map((i) => Number.parseInt(digits.slice(i, i + 2), 16))
  return `rgba(${r}, ${g}, ${b}, ${alpha})`
}

export type DesignVariables = Record<`--${string}`, string>

/** The design as the CSS custom properties every component styles itself with. */
export function designVariables(design: Design): DesignVariables {
  return {
    '--color-text': design.colorText,
    '--color-secondary': hexWithAlpha(design.colorText, SECONDARY_ALPHA),
    '--button-radius': CORNER_RADIUS[design.buttonCorners],
    '--secondary-button-radius': CORNER_RADIUS[design.secondaryButtonCorners],
  }
}
