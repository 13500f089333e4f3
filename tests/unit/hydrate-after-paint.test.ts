// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { AFTER_PAINT_LOADER, FALLBACK_MS, afterPaintScript } from '#src/lib/hydrate-after-paint.server.ts'

/**
 * The inline loader of decision 029, run in jsdom as a page runs it: as the current script, with
 * the browser's paint timing stood in for (jsdom paints nothing).
 */

type PaintCallback = (list: { getEntriesByName: (name: string) => unknown[] }, observer: { disconnect: () => void }) => void

let paintObservers: PaintCallback[]
let disconnected: number

/** A PerformanceObserver that knows 'paint' (or not) and hands its callback to the test. */
function standInObserver(supportsPaint: boolean) {
  return class {
    static supportedEntryTypes = supportsPaint ? ['paint', 'resource'] : ['resource']
    private readonly callback: PaintCallback
    constructor(callback: PaintCallback) {
      this.callback = callback
    }
    observe(options: { type: string; buffered: boolean }) {
      expect(options).toEqual({ type: 'paint', buffered: true })
      paintObservers.push(this.callback)
    }
  }
}

/** Runs the loader tag `afterPaintScript` writes, as the browser would run it while parsing. */
function runLoader(entry: string, preloads: string[]) {
  const holder = document.createElement('div')
  holder.innerHTML = afterPaintScript(entry, preloads, 'the-nonce')
  const tag = holder.firstElementChild as HTMLScriptElement
  document.body.appendChild(tag)
  expect(tag.textContent).toBe(AFTER_PAINT_LOADER)
  // `document.currentScript` is the loader's own tag while it runs.
  const doc = new Proxy(document, {
    get: (target, key) => {
      if (key === 'currentScript') return tag
      const value = Reflect.get(target, key, target)
      return typeof value === 'function' ? value.bind(target) : value
    },
  })
  new Function('document', AFTER_PAINT_LOADER)(doc)
}

const added = () => ({
  preloads: [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href')),
  modules: [...document.body.querySelectorAll('script[type="module"]')].map((script) => script.getAttribute('src')),
})

const paint = (...names: string[]) => {
  for (const callback of paintObservers)
    callback({ getEntriesByName: (name) => (names.includes(name) ? [{ name }] : []) }, { disconnect: () => disconnected++ })
}

beforeEach(() => {
  paintObservers = []
  disconnected = 0
  document.head.innerHTML = ''
  document.body.innerHTML = '<main>The page, server-rendered.</main>'
  vi.useFakeTimers()
})

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  // Unit files share one environment (isolate: false): the next file's DOM starts empty.
  document.head.innerHTML = ''
  document.body.innerHTML = ''
})

describe('the after-paint loader', () => {
  it('writes the entry and the preloads as attributes, with the nonce, and its text the same on every page', () => {
    expect(afterPaintScript('/assets/index-A.js', ['/assets/index-A.js', '/assets/routes-B.js'], 'n0nce+/=')).toBe(
      `<script nonce="n0nce+/=" data-after-paint="/assets/index-A.js" data-modulepreload="/assets/index-A.js /assets/routes-B.js">${AFTER_PAINT_LOADER}</script>`,
    )
    expect(afterPaintScript('/a.js?x="1"&y', [], null)).toBe(
      `<script data-after-paint="/a.js?x=&quot;1&quot;&amp;y">${AFTER_PAINT_LOADER}</script>`,
    )
  })

  it('asks for nothing before the first contentful paint, then for the preloads in order and the entry, once', () => {
    vi.stubGlobal('PerformanceObserver', standInObserver(true))
    runLoader('/assets/index-A.js', ['/assets/index-A.js', '/assets/routes-B.js'])
    expect(added()).toEqual({ preloads: [], modules: [] })

    paint('first-paint') // a paint with no content yet is not the one
    expect(added()).toEqual({ preloads: [], modules: [] })

    paint('first-paint', 'first-contentful-paint')
    expect(added()).toEqual({ preloads: ['/assets/index-A.js', '/assets/routes-B.js'], modules: ['/assets/index-A.js'] })
    expect(disconnected).toBe(1)

    // The fallback timer comes later and adds nothing more.
    vi.advanceTimersByTime(FALLBACK_MS)
    expect(added().modules).toHaveLength(1)
  })

  it('asks anyway after the fallback time when no paint is reported (a tab opened in the background)', () => {
    vi.stubGlobal('PerformanceObserver', standInObserver(true))
    runLoader('/assets/index-A.js', [])
    vi.advanceTimersByTime(FALLBACK_MS - 1)
    expect(added().modules).toEqual([])
    vi.advanceTimersByTime(1)
    expect(added()).toEqual({ preloads: [], modules: ['/assets/index-A.js'] })
  })

  it('asks at once in a browser without paint timing', () => {
    vi.stubGlobal('PerformanceObserver', standInObserver(false))
    runLoader('/assets/index-A.js', ['/assets/routes-B.js'])
    expect(added()).toEqual({ preloads: ['/assets/routes-B.js'], modules: ['/assets/index-A.js'] })
  })

  it('asks at once in a browser without PerformanceObserver', () => {
    vi.stubGlobal('PerformanceObserver', undefined)
    runLoader('/assets/index-A.js', [])
    expect(added().modules).toEqual(['/assets/index-A.js'])
  })
})
