import { FontaineTransform } from 'fontaine'
import type { Plugin } from 'vite'

/**
 * Metric-matched fallback faces for the site's web fonts (fontaine): for every @font-face in
 * src/styles/fonts.css it adds a face named "<family> fallback" over a font the phone already has,
 * with size-adjust and ascent/descent overrides read from the woff2 file, so text set in the
 * fallback takes the same room and nothing moves when the web font swaps in (no layout shift,
 * issue 15). The stacks in src/lib/fonts.ts name these faces right after their web font.
 *
 * The local fonts, first found wins: Arial (iOS, macOS, Windows), Arimo (ChromeOS, and Linux
 * with fonts-croscore), Roboto (Android); for the serif faces Times New Roman, Tinos, Noto Serif.
 */
const SANS = ['Arial', 'Arimo', 'Roboto']
const SERIF = ['Times New Roman', 'Tinos', 'Noto Serif']

/** Each face of src/styles/fonts.css by the kind of local font that stands in for it. */
export const FALLBACKS: Readonly<Record<string, string[]>> = {
  'Playfair Display Variable': SERIF,
  'Lora Variable': SERIF,
  'Cormorant Garamond Variable': SERIF,
  'Source Sans 3 Variable': SANS,
  'Nunito Sans Variable': SANS,
  'Public Sans Variable': SANS,
}

export function fontFallbacks(): Plugin {
  return FontaineTransform.vite({ fallbacks: { ...FALLBACKS } }) as Plugin
}
