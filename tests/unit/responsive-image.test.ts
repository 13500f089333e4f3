import { describe, expect, it } from 'vitest'
import { offeredWidths, responsiveImage, transformable, transformedUrl, variantSrcSet } from '#src/lib/responsive-image.ts'

const MEDIA = '/api/media/0f9e8d7c6b5a49382716f5e4d3c2b1a00f9e8d7c6b5a49382716f5e4d3c2b1a0'
const resized = (width: number, src = MEDIA) => `/cdn-cgi/image/width=${width},fit=scale-down,format=auto,quality=80${src}`

describe('responsive images (src/lib/responsive-image.ts)', () => {
  it('with transformations on: each width through /cdn-cgi/image/, the widest as src', () => {
    expect(
      responsiveImage({ src: MEDIA, width: 3000, contentType: 'image/jpeg', widths: [640, 320, 1280], transforms: 'cloudflare' }),
    ).toEqual({
      src: resized(1280),
      srcSet: `${resized(320)} 320w, ${resized(640)} 640w, ${resized(1280)} 1280w`,
    })
  })

  it('never offers a width wider than the original: the file’s own width closes the list', () => {
    expect(offeredWidths(800, [320, 640, 960, 1280])).toEqual([320, 640, 800])
    expect(offeredWidths(640, [320, 640, 960])).toEqual([320, 640])
    expect(offeredWidths(2000, [960, 320, 320])).toEqual([320, 960])
    expect(offeredWidths(200, [320, 640])).toEqual([200])
    // Unknown width: every target, since fit=scale-down never enlarges.
    expect(offeredWidths(null, [640, 320])).toEqual([320, 640])
    const small = responsiveImage({ src: MEDIA, width: 200, contentType: 'image/png', widths: [320, 640], transforms: 'cloudflare' })
    expect(small).toEqual({ src: resized(200) })
  })

  it('off (local, tests): the original, with the editor’s variants as the only srcset', () => {
    expect(responsiveImage({ src: MEDIA, width: 3000, contentType: 'image/jpeg', widths: [320, 640], transforms: 'off' })).toEqual({
      src: MEDIA,
    })
    const variants = [{ src: '/demo/hero-800.jpg', width: 800 }]
    expect(responsiveImage({ src: '/demo/hero.jpg', width: 1600, widths: [320], variants, transforms: 'off' })).toEqual({
      src: '/demo/hero.jpg',
      srcSet: '/demo/hero-800.jpg 800w, /demo/hero.jpg 1600w',
    })
    // On, the edge's widths replace the variants.
    expect(responsiveImage({ src: '/demo/hero.jpg', width: 1600, widths: [800, 1600], variants, transforms: 'cloudflare' })).toEqual({
      src: resized(1600, '/demo/hero.jpg'),
      srcSet: `${resized(800, '/demo/hero.jpg')} 800w, ${resized(1600, '/demo/hero.jpg')} 1600w`,
    })
  })

  it('resizes only raster paths of this zone: no SVG, no other host, nothing already resized', () => {
    expect(transformable(MEDIA, 'image/webp')).toBe(true)
    expect(transformable('/demo/chapel.jpg')).toBe(true)
    expect(transformable(MEDIA, 'image/svg+xml')).toBe(false)
    expect(transformable(MEDIA, 'audio/mpeg')).toBe(false)
    expect(transformable('/demo/chapel.SVG')).toBe(false)
    expect(transformable('/demo/chapel.svg?v=2')).toBe(false)
    expect(transformable('https://elsewhere.example/a.jpg')).toBe(false)
    expect(transformable('//elsewhere.example/a.jpg')).toBe(false)
    expect(transformable(transformedUrl('/demo/a.jpg', 320))).toBe(false)
    const svg = { src: '/demo/whitfield-hero-1600.svg', width: 1600, widths: [320, 640], transforms: 'cloudflare' as const }
    expect(responsiveImage(svg)).toEqual({ src: '/demo/whitfield-hero-1600.svg' })
  })

  it('variant srcset: every width once, narrowest first, paths encoded; none for a single file', () => {
    expect(variantSrcSet('/a.svg', 1600, undefined)).toBeUndefined()
    expect(variantSrcSet('/a.svg', 1600, [])).toBeUndefined()
    expect(
      variantSrcSet('/a.svg', 1600, [
        { src: '/a-800.svg', width: 800 },
        { src: '/dup.svg', width: 1600 },
        { src: '/a 400.svg', width: 400 },
      ]),
    ).toBe('/a%20400.svg 400w, /a-800.svg 800w, /a.svg 1600w')
  })
})
