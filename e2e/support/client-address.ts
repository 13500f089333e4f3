import type { Page } from '@playwright/test'

const octet = () => 1 + Math.floor(Math.random() * 250)

/**
 * Gives the page a client address of its own for every request it makes. The api limits
 * checkouts, planning sends and memory posts per client address (decision 018); every e2e test
 * runs from 127.0.0.1, so without this the desktop and phone projects together pass those limits
 * and a later test meets the 429 its own steps never earned. The header is the one Cloudflare's
 * edge sets (and overwrites) in production.
 */
export async function ownClientAddress(page: Page): Promise<void> {
  await page.setExtraHTTPHeaders({ 'CF-Connecting-IP': `198.51.${octet()}.${octet()}` })
}
