import { describe, expect, it } from 'vitest'
import { isExternalHref, previewHref } from '#src/lib/preview.ts'

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
