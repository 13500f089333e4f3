/**
 * The one rule for what of a URL may reach a log line (issue 16): secrets travel in some paths
 * (reset and invitation links) and queries (an order's `?token=`), and a log is read by more
 * people, for longer, than the secret is meant for. Both Workers log through it (bff/log.ts,
 * api/src/middleware/request-log.ts). Pure: strings in, strings out.
 */

/** What a secret is replaced with (no URL character that needs escaping, easy to grep). */
export const REDACTED = '[redacted]'

/**
 * Path segments after which the next segment is a token: `…/password-reset/{token}` (the BFF's,
 * the api's and the screen's) and `…/invitation/{token}[/accept]` (the api's and the screen's).
 * Compared case-insensitively after percent-decoding, as a lenient router might read them.
 */
const TOKEN_BEFORE = new Set(['password-reset', 'invitation'])

/**
 * Query parameters whose value is a secret, by name (case-insensitive): `token` (shop orders),
 * `access_token`, `refresh_token`, `id_token`, any `*secret*`, `*password*`, `signature`, `sig`,
 * `code` (OAuth), `key`/`api_key`.
 */
const SECRET_PARAM = /token|secret|password|passwd|signature|^sig$|^code$|^(api[_-]?)?key$/i

/**
 * A value that looks like a secret wherever it appears: 32+ hex digits (order tokens, hashes that
 * name private files), 32+ characters of the base64url alphabet mixing upper and lower case and
 * digits (reset, invitation and refresh tokens), or a JWT. A token in a route nobody listed still
 * never reaches the log, while a long name slug (`jane-marie-…`, lower case) stays readable.
 */
function looksLikeToken(value: string): boolean {
  if (/^[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}$/.test(value)) return true
  const bare = value.replace(/={1,2}$/, '')
  if (bare.length < 32 || !/^[A-Za-z0-9_-]+$/.test(bare)) return false
  return /^[0-9a-fA-F]+$/.test(bare) || (/[A-Z]/.test(bare) && /[a-z]/.test(bare) && /[0-9]/.test(bare))
}

function decoded(text: string): string {
  try {
    return decodeURIComponent(text)
  } catch {
    return text
  }
}

/** The URL path with every token segment replaced by REDACTED; anything else is kept as it came. */
export function redactPath(pathname: string): string {
  const segments = pathname.split('/')
  return segments
    .map((segment, i) => {
      if (!segment) return segment
      const previous = i > 0 ? decoded(segments[i - 1] ?? '').toLowerCase() : ''
      if (TOKEN_BEFORE.has(previous) || looksLikeToken(decoded(segment))) return REDACTED
      return segment
    })
    .join('/')
}

/**
 * A query string (with or without its `?`) with the value of every secret parameter, and every
 * value that looks like a token, replaced by REDACTED. Answers '' for an empty query, else `?…`.
 */
export function redactQuery(search: string): string {
  const query = search.startsWith('?') ? search.slice(1) : search
  if (!query) return ''
  const parts = query.split('&').map((part) => {
    const eq = part.indexOf('=')
    const rawName = eq === -1 ? part : part.slice(0, eq)
    if (eq === -1) return looksLikeToken(decoded(rawName)) ? REDACTED : part
    const name = decoded(rawName.replaceAll('+', ' '))
    const value = decoded(part.slice(eq + 1).replaceAll('+', ' '))
    return SECRET_PARAM.test(name) || looksLikeToken(value) ? `${rawName}=${REDACTED}` : part
  })
  return `?${parts.join('&')}`
}

/** Path and query of `url` (absolute, or a path with its query) as a log may show them; never the origin's userinfo or the fragment. */
export function redactUrl(url: string | URL): string {
  const parsed = typeof url === 'string' ? new URL(url, 'http://x') : url
  return `${redactPath(parsed.pathname)}${redactQuery(parsed.search)}`
}

/**
 * Paths and URLs in free text: after the start, a space, a quote, a bracket, `=` or a terminal
 * colour code (ESC [ … m), up to the next such character.
 */
// oxlint-disable-next-line no-control-regex -- a terminal colour code ends a word as a space does
const PATH_OR_URL = /(?<=^|[\s"'(=]|\u001b\[[\d;]*m)(?:\/|https?:\/\/)[^\s"'()<>\u001b]*/giu

/**
 * A line of free text (a local server's access log, an error message) with every path and URL in
 * it passed through `redactUrl`: `GET /family-portal/password-reset/<token> 404` keeps its
 * method and status, never the token. A URL keeps its scheme and host, never its userinfo.
 * Words that are neither are left as they are, and so are the colour codes around them.
 */
export function redactText(text: string): string {
  return text.replace(PATH_OR_URL, (word) => {
    const url = /^(https?:\/\/)([^/?#]*)(.*)$/isu.exec(word)
    if (!url) return redactWord(word)
    const [, scheme = '', authority = '', rest = ''] = url
    return `${scheme}${authority.slice(authority.lastIndexOf('@') + 1)}${redactWord(rest)}`
  })
}

/** A path with its query, redacted where it holds a secret and otherwise byte for byte as it came. */
function redactWord(word: string): string {
  const q = word.indexOf('?')
  return q === -1 ? redactPath(word) : `${redactPath(word.slice(0, q))}${redactQuery(word.slice(q))}`
}
