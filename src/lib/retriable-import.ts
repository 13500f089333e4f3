/**
 * `import()` that can be tried again after its fetch failed (a dropped connection).
 *
 * Chromium (before the standard's change, whatwg/html#10327) and WebKit keep a failed module fetch
 * in the document's module map: every later `import()` of that URL fails at once, without a
 * request, until the page is reloaded. Firefox 155 fetches it again, as the standard now says.
 * The module map is keyed by the whole URL, fragment included, while a request leaves the
 * fragment out: importing `url#retry-N` fetches the same file again (from the HTTP cache when it
 * is there) as a module of its own, which is safe for a module that never ran.
 *
 * The failed URL is read from the error, which Chromium and Firefox write it into. WebKit names no
 * URL: there a retry is the plain import again, and reloading the page remains the way out. A
 * module whose own imports failed is named by its URL too; retrying it fetches it again, but a
 * failed import of its own stays failed in those browsers (the reload again).
 */

/** The URL of the module a failed `import()` names in its message (Chromium, Firefox), without a fragment. */
export function failedModuleUrl(error: unknown): string | undefined {
  const message = error instanceof Error ? error.message : ''
  const named = /(https?:\/\/\S+)\s*$/.exec(message)?.[1]
  if (!named) return undefined
  try {
    const url = new URL(named)
    url.hash = ''
    return url.href
  } catch {
    return undefined
  }
}

/** The browser's own `import()` of a URL known only at run time (Vite leaves it as it is). */
const importUrl = (url: string): Promise<unknown> => import(/* @vite-ignore */ url)

/**
 * `load` (an `import()` the bundler resolves), then `pick` of the module; once `load` has failed
 * naming its URL, each later call imports that URL under a fragment of its own.
 */
export function retriableImport<M, T>(
  load: () => Promise<M>,
  pick: (module: M) => T,
  fresh: (url: string) => Promise<unknown> = importUrl,
): () => Promise<T> {
  let failed: string | undefined
  let attempts = 0
  return async () => {
    try {
      const module = failed === undefined ? await load() : ((await fresh(`${failed}#retry-${++attempts}`)) as M)
      return pick(module)
    } catch (error) {
      failed = failedModuleUrl(error) ?? failed
      throw error
    }
  }
}
