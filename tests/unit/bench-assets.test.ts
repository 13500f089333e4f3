import { describe, expect, it } from 'vitest'
import { extractAssets, parseTotalUpload } from '#bench/lib.ts'

const PAGE = 'http://localhost:8788/'

describe('extractAssets', () => {
  it('collects script src and modulepreload as JS, de-duplicated, in document order', () => {
    const html = `<!DOCTYPE html><html><head>
      <link rel="modulepreload" href="/assets/index-A.js" fetchPriority="low"/>
      <link rel="modulepreload" href="/assets/routes-B.js"/>
      </head><body>
      <script type="module" async="" src="/assets/index-A.js"></script>
      <script src="/assets/legacy.js"></script>
      </body></html>`
    const assets = extractAssets(html, PAGE)
    expect(assets.js).toEqual([
      'http://localhost:8788/assets/index-A.js',
      'http://localhost:8788/assets/routes-B.js',
      'http://localhost:8788/assets/legacy.js',
    ])
    expect(assets.inlineScripts).toEqual([])
  })

  it('counts the files the after-paint loader adds as JS, and its text as inline JavaScript', () => {
    const html = `<head><link rel="stylesheet" href="/assets/app.css"/></head><body><main>…</main>
      <script nonce="n" data-after-paint="/assets/index-A.js" data-modulepreload="/assets/index-A.js /assets/routes-B.js">loader()</script>
      </body>`
    const assets = extractAssets(html, PAGE)
    expect(assets.js).toEqual(['http://localhost:8788/assets/index-A.js', 'http://localhost:8788/assets/routes-B.js'])
    expect(assets.inlineScripts).toEqual(['loader()'])
  })

  it('keeps inline JavaScript text, but not JSON, import maps or commented-out scripts', () => {
    const html = `<script data-tsr-stream-part="">self.$R={};if (a > b) {}</script>
      <script type="application/ld+json">{"@type":"Organization"}</script>
      <script type="importmap">{"imports":{}}</script>
      <!-- <script src="/assets/old.js"></script> -->
      <script>document.currentScript.remove()</script>`
    const assets = extractAssets(html, PAGE)
    expect(assets.inlineScripts).toEqual(['self.$R={};if (a > b) {}', 'document.currentScript.remove()'])
    expect(assets.js).toEqual([])
  })

  it('collects stylesheets apart from JS and ignores other links', () => {
    const html = `<link rel="stylesheet" href="/assets/app.css" data-precedence="default"/>
      <link rel="preload" as="image" href="/brand/logo.svg"/>
      <link rel="icon" href="/brand/logo.svg"/>
      <link rel="alternate stylesheet" href="/assets/contrast.css"/>
      <LINK REL="Stylesheet" HREF='/assets/print.css'>`
    const assets = extractAssets(html, PAGE)
    expect(assets.css).toEqual(['http://localhost:8788/assets/app.css', 'http://localhost:8788/assets/print.css'])
    expect(assets.js).toEqual([])
  })

  it('resolves relative and entity-encoded URLs and sets cross-origin ones apart', () => {
    const html = `<script src="assets/a.js?v=1&amp;x=2"></script>
      <script src="//cdn.example.com/lib.js"></script>
      <script src="https://localhost:8788/secure.js"></script>
      <link rel=modulepreload href=/assets/b.js#frag>
      <link rel="stylesheet" href="https://fonts.example.com/f.css">
      <script src="data:text/javascript,1"></script>`
    const assets = extractAssets(html, 'http://localhost:8788/about-us/')
    expect(assets.js).toEqual(['http://localhost:8788/about-us/assets/a.js?v=1&x=2', 'http://localhost:8788/assets/b.js'])
    expect(assets.crossOrigin).toEqual([
      'http://cdn.example.com/lib.js',
      'https://localhost:8788/secure.js',
      'https://fonts.example.com/f.css',
    ])
    expect(assets.css).toEqual([])
  })

  it('honours <base href> and attribute values containing ">"', () => {
    const html = `<base href="/static/"><script data-x="a>b" src="app.js"></script>`
    expect(extractAssets(html, PAGE).js).toEqual(['http://localhost:8788/static/app.js'])
  })

  it('is empty for a page without assets', () => {
    expect(extractAssets('<p>hello</p>', PAGE)).toEqual({ js: [], css: [], inlineScripts: [], inlineStyles: [], crossOrigin: [] })
  })

  it('keeps inline <style> text apart from stylesheets, but not commented-out styles', () => {
    const html = `<style data-x="a>b">:root{--c:#123}</style>
      <!-- <style>.old{}</style> -->
      <STYLE media="print">body{color:#000}</STYLE>
      <link rel="stylesheet" href="/assets/app.css">`
    const assets = extractAssets(html, PAGE)
    expect(assets.inlineStyles).toEqual([':root{--c:#123}', 'body{color:#000}'])
    expect(assets.css).toEqual(['http://localhost:8788/assets/app.css'])
    expect(assets.inlineScripts).toEqual([])
  })
})

describe('parseTotalUpload', () => {
  it('reads the sizes from wrangler output, colours stripped', () => {
    const output =
      'Attaching additional modules:\n\u001b[32mTotal Upload: \u001b[39m\u001b[32m786.28 KiB / gzip: 169.53 KiB\u001b[39m\nYour Worker has access to'
    expect(parseTotalUpload(output)).toEqual({
      rawBytes: Math.round(786.28 * 1024),
      gzipBytes: Math.round(169.53 * 1024),
      line: 'Total Upload: 786.28 KiB / gzip: 169.53 KiB',
    })
  })

  it('is undefined without the line', () => {
    expect(parseTotalUpload('✘ [ERROR] Build failed')).toBeUndefined()
  })
})
