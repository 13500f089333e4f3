import { describe, expect, it } from 'vitest'
import { isExternalHref, previewHref, previewSearch, previewingOf } from '#src/lib/preview.ts'

describe('previewHref (spec §2: in preview mode pages get a preview=true query)', () => {
  it('adds preview=true to site links while previewing', () => {
    expect(previewHref('/about-us', true)).toBe('/about-us?preview=true')
    expect(previewHref('/blog?page=2', true)).toBe('/blog?page=2&preview=true')
    expect(previewHref('/faq#hours', true)).toBe('/faq?preview=true#hours')
    expect(previewHref('/x?preview=false', true)).toBe('/x?preview=true')
  })

  it('leaves links alone outside preview, and never touches external ones', () => {
    expect(previewHref('/about-us', false)).toBe('/about-us')
    for (const href of ['https://maps.google.com/?q=x', 'tel:5550142200', 'mailto:a@b.example', '//cdn.example/x']) {
      expect(isExternalHref(href)).toBe(true)
      expect(previewHref(href, true)).toBe(href)
    }
  })
})

describe('previews through a preview link (decision 037)', () => {
  it('carry the link’s token on every site link, next to preview=true', () => {
    expect(previewHref('/about-us', 'abc.def')).toBe('/about-us?preview=true&previewToken=abc.def')
    expect(previewHref('/blog?page=2#top', 'abc.def')).toBe('/blog?page=2&preview=true&previewToken=abc.def#top')
    expect(previewHref('https://maps.google.com/?q=x', 'abc.def')).toBe('https://maps.google.com/?q=x')
  })

  it('are read from the root context: only a granted draft previews', () => {
    expect(previewingOf({ contextKind: 'approved', previewToken: 'abc.def' })).toBe(false)
    expect(previewingOf({ contextKind: 'draft' })).toBe(true)
    expect(previewingOf({ contextKind: 'draft', previewToken: 'abc.def' })).toBe('abc.def')
    expect(previewingOf(undefined)).toBe(false)
    expect(previewSearch(false)).toEqual({})
    expect(previewSearch(true)).toEqual({ preview: true })
    expect(previewSearch('abc.def')).toEqual({ preview: true, previewToken: 'abc.def' })
  })
})
