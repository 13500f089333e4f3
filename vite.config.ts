import { cloudflare } from '@cloudflare/vite-plugin'
import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import viteReact from '@vitejs/plugin-react'
import UnoCSS from 'unocss/vite'
import { defineConfig } from 'vite'

// Offline by default: no Request.cf lookup or metrics call to Cloudflare on every start.
process.env.CLOUDFLARE_CF_FETCH_ENABLED ??= 'false'
process.env.WRANGLER_SEND_METRICS ??= 'false'

/** The demo answers on every *.localhost host at this port (see README). */
export const PORT = 8787

export default defineConfig({
  // A second dev server beside a running one needs its own pre-bundle cache (E2E / helpers).
  ...(process.env.VITE_CACHE_DIR ? { cacheDir: process.env.VITE_CACHE_DIR } : {}),
  server: { port: PORT, strictPort: true, allowedHosts: ['.localhost'] },
  preview: { port: PORT, strictPort: true, allowedHosts: ['.localhost'] },
  // Pre-bundled up front: found late (the /_ui playground is a lazy chunk), they would make a fresh
  // dev server re-optimize and reload mid-page, loading React twice ("Invalid hook call").
  optimizeDeps: { include: ['@tanstack/react-form', 'react-imask', 'imask'] },
  plugins: [
    // Both Workers run in workerd; the api Worker is reached from web by the UPSTREAM service binding.
    // WORKERS_STATE_DIR: local D1/R2 state other than .wrangler/state (the large-home bench's own).
    cloudflare({
      viteEnvironment: { name: 'ssr' },
      auxiliaryWorkers: [{ configPath: './api/wrangler.jsonc' }],
      ...(process.env.WORKERS_STATE_DIR ? { persistState: { path: process.env.WORKERS_STATE_DIR } } : {}),
    }),
    UnoCSS(),
    tanstackStart(),
    viteReact(),
  ],
})
