import { test as setup } from '@playwright/test'
import { openPlayground } from './support/playground.ts'

// A fresh `vite dev` compiles the playground's modules on their first request, which on a
// 2-core CI machine can take longer than one test's patience. Load it once, fully, first.
setup('warm up the dev server', async ({ page }) => {
  setup.setTimeout(180_000)
  await openPlayground(page, 'fields')
  await openPlayground(page, 'toasts')
})
