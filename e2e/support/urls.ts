/**
 * Where the demo runs in these tests: the preview server on :8787 (README), or, while
 * developing, any running server named by E2E_BASE_URL (e.g. a `vite dev` on another port).
 * Tenancy is by host name, so the second funeral home is the same port on harbor.localhost.
 */
export const BASE_URL = process.env.E2E_BASE_URL ?? 'http://localhost:8787'

export const HOSTS = { whitfield: 'localhost', harbor: 'harbor.localhost', unknown: 'nobody.localhost' } as const

/** An absolute URL of `path` on one of the demo hosts. */
export function siteUrl(path: string, host: keyof typeof HOSTS = 'whitfield'): string {
  const url = new URL(path, BASE_URL)
  url.hostname = HOSTS[host]
  return url.href
}

/**
 * Options for Playwright's `request` (Node, not the browser) to reach `host`: Node does not
 * resolve *.localhost names as Chromium does, so the request goes to the base address with the
 * other funeral home's Host header (tenancy is by Host).
 */
export function onHost(path: string, host: keyof typeof HOSTS): [string, { headers: Record<string, string> }] {
  return [new URL(path, BASE_URL).href, { headers: { Host: new URL(siteUrl(path, host)).host } }]
}
