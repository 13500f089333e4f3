import { cloudflare } from '@cloudflare/vite-plugin'
import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import viteReact from '@vitejs/plugin-react'
import UnoCSS from 'unocss/vite'
import { defineConfig } from 'vite'
import { fontFallbacks } from './build/font-fallbacks.ts'
import { localCompression } from './build/local-compression.ts'
import { localPreviewGuard } from './build/local-preview-guard.ts'
import { noServerFunctionsInData } from './build/no-server-functions-in-data.ts'
import { publicRouteTree } from './build/public-route-tree.ts'
import { pureDeclarations } from './build/pure-declarations.ts'

// Offline by default: no Request.cf lookup or metrics call to Cloudflare on every start.
process.env.CLOUDFLARE_CF_FETCH_ENABLED ??= 'false'
process.env.WRANGLER_SEND_METRICS ??= 'false'
// Local serving runs as the edge does (issue 15: honest local measurements). Miniflare's local
// observability (traces for its local explorer) adds a tail Worker to every Worker invocation that
// writes each one to SQLite: locally it cost a cached page 30 % of its throughput, and production
// has nothing of the kind in a request's path. Logs still print; X_LOCAL_OBSERVABILITY=true turns it on.
process.env.X_LOCAL_OBSERVABILITY ??= 'false'
// This build's id, the same in the browser's code and the Worker's (contract/build.ts): a page
// that finds the deployed one different knows a newer build is out. Set BUILD_ID to choose it.
process.env.VITE_BUILD_ID ??= process.env.BUILD_ID || `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

/** The demo answers on every *.localhost host at this port (see README). */
export const PORT = 8787

export default defineConfig({
  resolve: {
    alias: [
      // React 19 has useSyncExternalStore itself: the shim's fallback for React 17 rode in every
      // page's entry (through @tanstack/react-store). The non-shim build calls React's own.
      { find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/, replacement: 'use-sync-external-store/with-selector.js' },
    ],
  },
  // A second dev server beside a running one needs its own pre-bundle cache (E2E / helpers).
  ...(process.env.VITE_CACHE_DIR ? { cacheDir: process.env.VITE_CACHE_DIR } : {}),
  server: { port: PORT, strictPort: true, allowedHosts: ['.localhost'] },
  preview: { port: PORT, strictPort: true, allowedHosts: ['.localhost'] },
  // Pre-bundled up front: found late (the /_ui playground is a lazy chunk), they would make a fresh
  // dev server re-optimize and reload mid-page, loading React twice ("Invalid hook call").
  environments: {
    client: {
      build: {
        // Vite's map of every chunk's JS dependencies (for preloading them beside a dynamic import)
        // sat in the entry of every public page and grew with every route: 2 KB of gzip by the
        // arrangements screens. Without it a client-side navigation fetches a chunk's imports once
        // it has the chunk (hover and touch preload hides most of it); first loads are unchanged:
        // their preloads come from Start's manifest. CSS of a lazy chunk still loads before it
        // renders, and a failed import still raises `vite:preloadError`. Decision 033.
        modulePreload: false,
        rolldownOptions: {
          // Building a zod schema has no side effect: what a page does not use of a contract module
          // is dropped, so one imported for a constant or a type brings none of its schemas, nor
          // zod itself (issue 15: JS budgets, bench/js-budget.ts; see build/pure-declarations.ts).
          treeshake: { manualPureFunctions: ['z'] },
          output: {
            // Libraries only forms need get chunks of their own: grouped with a small module that
            // every page imports (the error class), they would load on every page. Everything the
            // entry imports statically (`$initial`: React, the router, the shell) is one chunk
            // rather than thirty small ones: a first load made 37 script requests, now 4 to 14,
            // and the whole compresses better (home page 152 KB to 144 KB of gzip).
            codeSplitting: {
              groups: [
                { name: 'zod', test: /node_modules[\\/]zod[\\/]/, priority: 2 },
                { name: 'phone-numbers', test: /node_modules[\\/]libphonenumber-js[\\/]/, priority: 2 },
                { name: 'initial', tags: ['$initial'], priority: 1 },
              ],
            },
          },
        },
      },
    },
  },
  optimizeDeps: { include: ['@tanstack/react-form', 'react-imask', 'imask'] },
  plugins: [
    // Before the Cloudflare plugin: `vite preview` compresses as the edge does (build/local-compression.ts).
    localCompression(),
    // Also before it: the local server answers bad hosts, bodies over their limit and its own failures
    // as the edge and the Workers do, and prints no token (build/local-preview-guard.ts).
    localPreviewGuard(),
    // Both Workers run in workerd; the api Worker is reached from web by the UPSTREAM service binding.
    // WORKERS_STATE_DIR: local D1/R2 state other than .wrangler/state (the large-home bench's own).
    cloudflare({
      viteEnvironment: { name: 'ssr' },
      auxiliaryWorkers: [{ configPath: './api/wrangler.jsonc' }],
      ...(process.env.WORKERS_STATE_DIR ? { persistState: { path: process.env.WORKERS_STATE_DIR } } : {}),
    }),
    // Hydration without the machinery of server functions, which no page's data carries (11 KB of gzip, decision 050).
    noServerFunctionsInData(),
    // The contract only declares; its unused schemas leave the browser's bundles.
    pureDeclarations(/[\\/]contract[\\/][^\\/]+\.ts$/),
    // Fallback faces sized like the web fonts, so text does not move when they swap in.
    fontFallbacks(),
    UnoCSS(),
    // The route tree without the signed-in areas, the browser's entry's (decision 050).
    publicRouteTree(),
    tanstackStart({
      router: {
        // Route options stay in the entry only as far as matching needs them (issue 15). A route's
        // loader, component and not-found component share one chunk: Start preloads every chunk of
        // a page's routes with it, loader included, so apart they were only more requests. What a
        // loader reads with comes on demand (features' loaders.ts, decision 027).
        codeSplittingOptions: {
          defaultBehavior: [['loader', 'component', 'notFoundComponent'], ['pendingComponent'], ['errorComponent']],
        },
      },
    }),
    viteReact(),
  ],
})
