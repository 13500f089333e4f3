import { describe, expect, it } from 'vitest'
import type { Page } from '#contract/website.ts'
import { lcpLinkHeader, lcpOf, pageLcpImage } from '#src/features/pages/lcp.ts'

const page = (modules: Page['modules']): Page => ({ id: 'p', title: 'Home', modules }) as unknown as Page

const hero = {
  id: 'h',
  type: 'hero',
  heading: 'Welcome',
  image: { id: 'i', src: '/demo/hero.jpg', width: 1600, height: 900, variants: [{ src: '/demo/hero-800.jpg', width: 800 }] },
}
const resized = (width: number, src: string) => `/cdn-cgi/image/width=${width},fit=scale-down,format=auto,quality=80${src}`

describe('the largest paint of a page (src/features/pages/lcp.ts)', () => {
  it('is the first module’s picture, drawn as the page draws it', () => {
    expect(pageLcpImage(page([hero]), 'off')).toEqual({
      href: '/demo/hero.jpg',
      srcSet: '/demo/hero-800.jpg 800w, /demo/hero.jpg 1600w',
      sizes: '100vw',
    })
    const image = { id: 'm', type: 'image', image: { id: 'i', src: '/demo/a.jpg', width: 900, height: 600, alt: 'A chapel' } }
    expect(pageLcpImage(page([image]), 'off')).toEqual({ href: '/demo/a.jpg' })
  })

  it('names the edge’s resized widths when transformations are on, with the sizes the <img> has', () => {
    const image = { id: 'm', type: 'image', image: { id: 'i', src: '/demo/a.jpg', width: 900, height: 600, alt: 'A chapel' } }
    expect(pageLcpImage(page([image]), 'cloudflare')).toEqual({
      href: resized(900, '/demo/a.jpg'),
      srcSet: `${resized(320, '/demo/a.jpg')} 320w, ${resized(640, '/demo/a.jpg')} 640w, ${resized(900, '/demo/a.jpg')} 900w`,
      sizes: '(min-width: 56rem) 56rem, 100vw',
    })
    expect(pageLcpImage(page([hero]), 'cloudflare')?.sizes).toBe('100vw')
  })

  it('is nothing when the page starts with text, or with a hero without a picture', () => {
    expect(pageLcpImage(page([{ id: 't', type: 'text', paragraphs: ['Hello'] }, hero]), 'cloudflare')).toBeUndefined()
    expect(pageLcpImage(page([{ id: 'h', type: 'hero', heading: 'Welcome' }]), 'cloudflare')).toBeUndefined()
    expect(pageLcpImage(page([]), 'off')).toBeUndefined()
  })

  it('carries sizes only with a srcset', () => {
    expect(lcpOf({ src: '/a.jpg' }, '100vw')).toEqual({ href: '/a.jpg' })
    expect(lcpOf({ src: '/a.jpg', srcSet: '/a.jpg 800w' }, '100vw')).toEqual({ href: '/a.jpg', srcSet: '/a.jpg 800w', sizes: '100vw' })
  })

  it('becomes a Link header the edge turns into an Early Hint', () => {
    const lcp = { href: '/demo/hero.jpg', srcSet: '/demo/hero-800.jpg 800w, /demo/hero.jpg 1600w', sizes: '100vw' }
    expect(lcpLinkHeader(lcp)).toBe(
      '</demo/hero.jpg>; rel=preload; as=image; fetchpriority=high; imagesrcset="/demo/hero-800.jpg 800w, /demo/hero.jpg 1600w"; imagesizes="100vw"',
    )
    expect(lcpLinkHeader({ href: '/api/media/ab cd' })).toBe('</api/media/ab%20cd>; rel=preload; as=image; fetchpriority=high')
  })
})
