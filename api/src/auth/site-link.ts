import { hostName } from '#contract/headers.ts'

const HOST_AND_PORT = /^(?:[a-z0-9.-]+|\[::1\])(?::\d{1,5})?$/

/**
 * An absolute link to a page of the site the request came from, for mail. The host is the X-Host
 * the BFF sent (the site's own Host, port included, never one the browser chose); local hosts
 * (`localhost`, `*.localhost`, loopback addresses) are plain http, every other host https.
 */
export function siteLink(rawHost: string, path: string): string {
  const trimmed = rawHost.trim().toLowerCase()
  const name = hostName(trimmed)
  // Only a bare host and port passes whole: `localhost:80@evil.example` resolves to a known
  // tenant, but must not put another site in a mailed link.
  const host = HOST_AND_PORT.test(trimmed) ? trimmed : name
  const local = name === 'localhost' || name.endsWith('.localhost') || name === '127.0.0.1' || name === '[::1]'
  return `${local ? 'http' : 'https'}://${host}${path}`
}
