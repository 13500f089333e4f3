/**
 * Rules for paths and redirect targets, shared by the BFF (full page loads, the lookup it answers)
 * and the app (client-side navigations): what a site path is, what an absolute target may be.
 */

/**
 * Whitespace, a control character or a backslash: never part of a redirect target we follow or
 * hand out (URL parsing would bend it).
 */
export function hasUnsafeCharacter(value: string): boolean {
  for (const char of value) {
    const code = char.codePointAt(0) ?? 0
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f) || char === '\\' || /\s/.test(char)) return true
  }
  return false
}

/** A site path the router may take: one leading `/` (not `//host`, `/\host`), no backslash, space or control character. */
export function isSitePath(value: string): boolean {
  return /^\/(?![/\\])/.test(value) && !hasUnsafeCharacter(value)
}

/** An absolute http(s) URL without credentials, normalised; null for anything else (`javascript:` …). */
export function absoluteTarget(value: string): string | null {
  if (!/^https?:\/\/[^/\\]/i.test(value) || hasUnsafeCharacter(value)) return null
  try {
    const url = new URL(value)
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password) return null
    return url.href
  } catch {
    return null
  }
}

/** The path a lookup asks about: the pathname only (no query, no fragment), never empty. */
export function lookupPath(pathname: string): string {
  const bare = pathname.split(/[?#]/, 1)[0] ?? ''
  return bare.startsWith('/') ? bare : `/${bare}`
}
