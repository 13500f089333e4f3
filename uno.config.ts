import { defineConfig, presetWind3 } from 'unocss'

/**
 * Utilities on top of src/styles/app.css. The theme points at the design's CSS
 * variables (src/lib/design.ts), so `text-brand`, `bg-secondary` or
 * `rounded-button` follow each funeral home's own design at runtime.
 */
export default defineConfig({
  presets: [presetWind3()],
  theme: {
    colors: {
      brand: 'var(--color-brand)',
      text: 'var(--color-text)',
      secondary: 'var(--color-secondary)',
      surface: 'var(--color-surface)',
      muted: 'var(--color-muted)',
    },
    // The site's type pair (src/lib/fonts.ts): `font-sans` is the body face, `font-serif` the heading face.
    fontFamily: {
      sans: 'var(--font-body)',
      serif: 'var(--font-heading)',
    },
    borderRadius: {
      button: 'var(--button-radius)',
      'button-secondary': 'var(--secondary-button-radius)',
    },
    // Spec §9: UI sizes 3xs to 3xl (the same scale the Button sizes use).
    fontSize: {
      '3xs': ['0.6875rem', '1.4'],
      '2xs': ['0.75rem', '1.4'],
      xs: ['0.8125rem', '1.5'],
      sm: ['0.9375rem', '1.5'],
      md: ['1rem', '1.6'],
      lg: ['1.125rem', '1.6'],
      xl: ['1.25rem', '1.5'],
      '2xl': ['1.5rem', '1.4'],
      '3xl': ['1.875rem', '1.3'],
    },
  },
})
