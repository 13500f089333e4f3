import type { FontPair } from '#contract/website.ts'
// The same files src/styles/fonts.css names: Vite gives both the same hashed URL, so the preload
// is the very request the stylesheet would make (no second download).
import cormorantGaramond from '@fontsource-variable/cormorant-garamond/files/cormorant-garamond-latin-wght-normal.woff2?url'
import lora from '@fontsource-variable/lora/files/lora-latin-wght-normal.woff2?url'
import playfairDisplay from '@fontsource-variable/playfair-display/files/playfair-display-latin-wght-normal.woff2?url'

/** The heading face of each pair: the hero's h1 is the first paint worth waiting for, so it is preloaded. */
const HEADING_FONT_FILES: Readonly<Record<FontPair, string>> = {
  classic: playfairDisplay,
  warm: lora,
  traditional: cormorantGaramond,
}

/** A `<link rel="preload">` for the pair's heading font (fonts are CORS requests, hence crossOrigin). */
export function headingFontPreload(pair: FontPair) {
  return { rel: 'preload', href: HEADING_FONT_FILES[pair], as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' } as const
}
