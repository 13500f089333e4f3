import { defineConfig, presetWind3 } from 'unocss'

/**
 * Utility classes on top of src/styles/app.css. Theme colours and radii read the
 * site's design variables, so `text-brand` or `rounded-button` follow each funeral home.
 */
export default defineConfig({
  presets: [presetWind3()],
  theme: {
    colors: {
      brand: 'var(--color-text)',
      'brand-soft': 'var(--color-secondary)',
    },
    borderRadius: {
      button: 'var(--button-radius)',
      'button-secondary': 'var(--secondary-button-radius)',
    },
  },
})
