/**
 * Headers the BFF itself puts on every answer (secure headers, cache status, request id):
 * tests about what passes through from the upstream leave these out.
 */
export const BFF_OWN_HEADERS: ReadonlySet<string> = new Set([
  'content-security-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
  'permissions-policy',
  'referrer-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
  'x-cache',
  'x-request-id',
])

/** The response's header names that came from the upstream (the BFF's own left out), sorted. */
export function passedThrough(headers: Headers): string[] {
  return [...headers.keys()].filter((name) => !BFF_OWN_HEADERS.has(name)).toSorted()
}
