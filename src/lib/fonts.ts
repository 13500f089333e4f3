import type { Design, FontPair } from '#contract/website.ts'

/** Sites that never chose a pair (older saved designs) get this one. */
export const DEFAULT_FONT_PAIR: FontPair = 'classic'

export type FontStacks = {
  /** Display face for headings and the site name. */
  heading: string
  /** Readable face for body text, forms and navigation. */
  body: string
}

/**
 * Each pair: a serif display face over a calm sans (decision 019). The family names match the
 * @font-face rules in src/styles/fonts.css. Next comes the face build/font-fallbacks.ts makes from
 * a font the device has, sized like the web font, so nothing moves when the web font swaps in;
 * the system fonts after it are for a device that has none of those.
 */
export const FONT_STACKS: Readonly<Record<FontPair, FontStacks>> = {
  classic: {
    heading: "'Playfair Display Variable', 'Playfair Display Variable fallback', Georgia, 'Times New Roman', serif",
    body: "'Source Sans 3 Variable', 'Source Sans 3 Variable fallback', system-ui, -apple-system, 'Segoe UI', sans-serif",
  },
  warm: {
    heading: "'Lora Variable', 'Lora Variable fallback', Georgia, 'Times New Roman', serif",
    body: "'Nunito Sans Variable', 'Nunito Sans Variable fallback', system-ui, -apple-system, 'Segoe UI', sans-serif",
  },
  traditional: {
    heading: "'Cormorant Garamond Variable', 'Cormorant Garamond Variable fallback', Garamond, Georgia, serif",
    body: "'Public Sans Variable', 'Public Sans Variable fallback', system-ui, -apple-system, 'Segoe UI', sans-serif",
  },
}

export function fontPairOf(design: Design | undefined): FontPair {
  return design?.fontPair ?? DEFAULT_FONT_PAIR
}
