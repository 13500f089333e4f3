import type { Context } from 'hono'
import { cachedUpstreamValue } from './cached-upstream.ts'
import type { EdgeCacheOptions } from './config.ts'
import { IsolateMemo } from './isolate-memo.ts'

/**
 * The public reads shared by every visitor of a host (rules.ts `sharedPublicRead`: the approved
 * render context, the redirect list, obituaries and the blog) for SSR (ssr-context.ts
 * `publicAnswer`): every page render starts from the approved render context, and a page's
 * modules read the same lists whichever page or query asks. Kept per isolate while fresh under
 * the host's version (isolate-memo.ts), so a render costs no upstream call and no Cache API read
 * for them; a publish or an obituary's change purges the host and the next render reads again.
 *
 * With the text, the answer keeps what it was parsed and checked into, per schema (`parsedWith`):
 * the checked render context is made once per host, version and freshness, not on every
 * uncached render (issue 15 point 6: the zod parse was a large part of a MISS). A value that lives
 * across requests must never be changed by one: it is deeply frozen.
 *
 * Only a fresh answer (HIT, MISS) is handed out: a stale one, or an error, leaves the call to the
 * upstream as before, so a page is never rendered from an older context than the cache serves fresh.
 */

export class PublicAnswer {
  readonly text: string
  readonly #parsed = new WeakMap<object, unknown>()

  constructor(text: string) {
    this.text = text
  }

  /**
   * The text parsed by `parse` (JSON and a schema's check), made once per `key` (the schema) and
   * frozen. A parse that throws (an answer off contract) is not kept: the next render tries again.
   */
  parsedWith<T>(key: object, parse: (text: string) => T): T {
    if (this.#parsed.has(key)) return this.#parsed.get(key) as T
    const value = deepFreeze(parse(this.text))
    this.#parsed.set(key, value)
    return value
  }
}

/** `value` and everything reachable from it made read-only. */
export function deepFreeze<T>(value: T): T {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return value
  Object.freeze(value)
  for (const inner of Object.values(value)) deepFreeze(inner)
  return value
}

/**
 * Text bytes of answers an isolate keeps (UTF-16: two a character); their parsed forms come on
 * top, a few times the text. The large home of `npm run bench:large` (2.9 MB of JSON) fits alone.
 */
export const PUBLIC_ANSWER_BUDGET = 8 * 1024 * 1024

export function publicAnswers(options: EdgeCacheOptions = {}) {
  const memo = new IsolateMemo<PublicAnswer>(undefined, { bytes: PUBLIC_ANSWER_BUDGET, sizeOf: (answer) => answer.text.length * 2 })
  return (c: Context) =>
    async (path: string): Promise<PublicAnswer | undefined> => {
      const read = await cachedUpstreamValue(c, path, memo, async (response) => new PublicAnswer(await response.text()), options)
      if (read.kind === 'error') await read.response.body?.cancel()
      if (read.kind !== 'value' || (read.status !== 'HIT' && read.status !== 'MISS')) return undefined
      return read.value
    }
}
