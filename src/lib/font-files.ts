import type { FontPair } from '#contract/website.ts'
// The same files src/styles/fonts.css names: Vite gives both the same hashed URL, so the preload
// is the very request the stylesheet would make (no second download).
import cormorantGaramond from '@fontsource-variable/cormorant-garamond/files/cormorant-garamond-latin-wght-normal.woff2?url'
import lora from '@fontsource-variable/lora/files/lora-latin-wght-normal.woff2?url'
import nunitoSans from '@fontsource-variable/nunito-sans/files/nunito-sans-latin-wght-normal.woff2?url'
import playfairDisplay from '@fontsource-variable/playfair-display/files/playfair-display-latin-wght-normal.woff2?url'
import publicSans from '@fontsource-variable/public-sans/files/public-sans-latin-wght-normal.woff2?url'
import sourceSans3 from '@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-normal.woff2?url'

/**
 * The two faces of each pair, heading and body: every page sets text in both from its first paint,
 * so both are preloaded and arrive with the stylesheet rather than after it (the body text would
 * otherwise be drawn in its fallback and redrawn).
 */
const FONT_FILES: Readonly<Record<FontPair, readonly [heading: string, body: string]>> = {
  classic: [playfairDisplay, sourceSans3],
  warm: [lora, nunitoSans],
  traditional: [cormorantGaramond, publicSans],
}

/** `<link rel="preload">`s for the pair's two fonts (fonts are CORS requests, hence crossOrigin). */
export function fontPreloads(pair: FontPair) {
  return FONT_FILES[pair].map((href) => ({ rel: 'preload', href, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' }) as const)
}
