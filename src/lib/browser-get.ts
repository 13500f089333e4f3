/**
 * A same-origin GET to the BFF from the browser, its answer as sent (browser-http.ts `unchecked`).
 * The HTTP client loads on the first call: a public page's first load needs no call before it is
 * live (the startup redirects call comes after), so the client stays out of its entry (issue 15).
 */
export async function browserGet<T>(pathAndQuery: string, query?: Record<string, string>): Promise<T> {
  const { browserHttp, unchecked } = await import('./browser-http.ts')
  return browserHttp.get(pathAndQuery, unchecked<T>(), query ? { query } : undefined)
}
