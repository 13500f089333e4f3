/**
 * A page's code is asked for once the page has painted (decision 029).
 *
 * Start writes the client entry as `<script type="module" async src>` and a `<link
 * rel="modulepreload">` in the head for it and each chunk of the page's routes, so the browser
 * fetches ~130 KB of framework and route code alongside the stylesheet and the fonts. The page is
 * server-rendered whole and readable without that code (its links are plain links), yet:
 * - on a slow phone the code takes bandwidth from what the first paint needs;
 * - Lighthouse (as PageSpeed Insights) simulates a slow phone from a fast load and counts every
 *   request that ended before the observed paint as needed for it. Whether the entry ended
 *   first was a race, so one page scored an LCP of 1.5 s or 2.4 s from run to run.
 *
 * This rewrite, applied to every page Start renders, takes the modulepreloads out of the head and
 * puts an inline loader (with the same CSP nonce) where the entry's tag was. The loader's text is
 * the same on every page; its attributes name the entry (`data-after-paint`) and the preloads
 * (`data-modulepreload`, space-separated), so tools read them as they read Start's tags
 * (bench/lib.ts). It adds the preloads and the entry once the browser reports the page's first
 * contentful paint, or after `FALLBACK_MS` if it never does (a tab opened in the background); a
 * browser without paint timing starts at once. Hydration then runs as before: Start's inline data
 * scripts wait in `$_TSR`'s buffer for the entry, whenever it comes.
 */

/** Longest wait for the first contentful paint before the code is fetched anyway. */
export const FALLBACK_MS = 3000

/** The loader every page carries (see above): reads its own data attributes, starts once. */
export const AFTER_PAINT_LOADER =
  '(function(c){var d=document,s=0,e=c.getAttribute("data-after-paint"),p=(c.getAttribute("data-modulepreload")||"").split(" ");' +
  'function go(){if(s)return;s=1;p.forEach(function(h){if(!h)return;var l=d.createElement("link");l.rel="modulepreload";l.href=h;d.head.appendChild(l)});' +
  'var t=d.createElement("script");t.type="module";t.src=e;d.body.appendChild(t)}' +
  'var P=window.PerformanceObserver,k=P&&P.supportedEntryTypes;if(!k||k.indexOf("paint")===-1)return go();' +
  'new P(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();go()}}).observe({type:"paint",buffered:true});' +
  `setTimeout(go,${FALLBACK_MS})})(document.currentScript)`

const attribute = (name: string, value: string) => ` ${name}="${value.replaceAll('&', '&amp;').replaceAll('"', '&quot;')}"`

/** The loader's tag for `entry` and `preloads`, with the entry tag's CSP nonce. */
export function afterPaintScript(entry: string, preloads: readonly string[], nonce: string | null): string {
  const attributes = [
    nonce ? attribute('nonce', nonce) : '',
    attribute('data-after-paint', entry),
    preloads.length ? attribute('data-modulepreload', preloads.join(' ')) : '',
  ]
  return `<script${attributes.join('')}>${AFTER_PAINT_LOADER}</script>`
}

/**
 * `page` with its code fetched after the first paint (workerd's HTMLRewriter), read whole: the
 * rewriter hands its output on in many small pieces, and passed on as they come they cost every
 * hop after it (the edge cache's copy, the local server's proxy and compression) more than the
 * page itself: read whole, the uncached home page went from about 80 to 105 requests a second
 * under 10 connections here (issue 15 point 6). Little is lost by waiting: loaders finish before
 * Start renders, so the whole page follows its first byte within milliseconds.
 * Anything that is not HTML, or HTML without Start's entry tag, passes unchanged but for the
 * modulepreloads, which only ever served that tag.
 */
export async function hydrateAfterPaint(page: Response): Promise<Response> {
  if (!page.body || !page.headers.get('content-type')?.startsWith('text/html')) return page
  const preloads: string[] = []
  const rewritten = new HTMLRewriter()
    .on('link[rel="modulepreload"][href]', {
      element(link) {
        preloads.push(link.getAttribute('href') as string)
        link.remove()
      },
    })
    .on('script[type="module"][src]', {
      element(script) {
        script.replace(afterPaintScript(script.getAttribute('src') as string, preloads, script.getAttribute('nonce')), { html: true })
      },
    })
    .transform(page)
  return new Response(await rewritten.arrayBuffer(), rewritten)
}
