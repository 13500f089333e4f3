import { describe, expect, it } from 'vitest'
import {
  absoluteUrl,
  articleJsonLd,
  canonicalPath,
  canonicalUrl,
  documentTitle,
  homeTitle,
  jsonLdScript,
  pageDescription,
  seoHead,
  serializeJsonLd,
  type HeadMeta,
} from '#src/lib/seo.ts'

const ORIGIN = 'https://whitfield.example'

function metaContent(meta: HeadMeta[], key: string): string | undefined {
  for (const m of meta) {
    if ('name' in m && m.name === key) return m.content
    if ('property' in m && m.property === key) return m.content
  }
  return undefined
}

describe('titles and descriptions', () => {
  it("titles a page '<page> | <company>'", () => {
    expect(documentTitle('Our Staff', 'Whitfield & Sons')).toBe('Our Staff | Whitfield & Sons')
    expect(documentTitle('  ', 'Whitfield & Sons')).toBe('Whitfield & Sons')
    expect(documentTitle(undefined, 'Whitfield & Sons')).toBe('Whitfield & Sons')
    expect(documentTitle('Whitfield & Sons', 'Whitfield & Sons')).toBe('Whitfield & Sons')
  })

  it("titles home with the site's SEO title, else the company name", () => {
    expect(homeTitle({ seoTitle: 'Whitfield & Sons | Maple Grove' }, 'Whitfield & Sons')).toBe('Whitfield & Sons | Maple Grove')
    expect(homeTitle({}, 'Whitfield & Sons')).toBe('Whitfield & Sons')
    expect(homeTitle({ seoTitle: '' }, 'Whitfield & Sons')).toBe('Whitfield & Sons')
  })

  it("prefers the page's description to the site's", () => {
    expect(pageDescription('Meet our staff', { seoDescription: 'A funeral home' })).toBe('Meet our staff')
    expect(pageDescription(undefined, { seoDescription: 'A funeral home' })).toBe('A funeral home')
    expect(pageDescription('', {})).toBeUndefined()
  })
})

describe('canonical URLs', () => {
  it('is the origin plus the path, without query, fragment or trailing slash', () => {
    expect(canonicalPath('/blog?page=2')).toBe('/blog')
    expect(canonicalPath('/about-us/#team')).toBe('/about-us')
    expect(canonicalPath('/')).toBe('/')
    expect(canonicalUrl(ORIGIN, '/about-us/our-staff?preview=true')).toBe(`${ORIGIN}/about-us/our-staff`)
    expect(canonicalUrl(`${ORIGIN}/`, '/')).toBe(`${ORIGIN}/`)
  })

  it('makes site paths absolute and leaves absolute URLs alone', () => {
    expect(absoluteUrl(ORIGIN, '/brand/logo.svg')).toBe(`${ORIGIN}/brand/logo.svg`)
    expect(absoluteUrl(ORIGIN, 'https://cdn.example/logo.png')).toBe('https://cdn.example/logo.png')
  })
})

describe('seoHead', () => {
  const base = { siteName: 'Whitfield & Sons', title: 'Our Staff | Whitfield & Sons', origin: ORIGIN, path: '/about-us/our-staff' }

  it('writes title, description, canonical, Open Graph and Twitter tags', () => {
    const head = seoHead({ ...base, description: 'Meet us', previewing: false, image: { url: '/brand/logo.svg', alt: 'Whitfield & Sons' } })
    expect(head.meta[0]).toEqual({ title: base.title })
    expect(metaContent(head.meta, 'description')).toBe('Meet us')
    expect(metaContent(head.meta, 'og:title')).toBe(base.title)
    expect(metaContent(head.meta, 'og:description')).toBe('Meet us')
    expect(metaContent(head.meta, 'og:url')).toBe(`${ORIGIN}/about-us/our-staff`)
    expect(metaContent(head.meta, 'og:type')).toBe('website')
    expect(metaContent(head.meta, 'og:site_name')).toBe('Whitfield & Sons')
    expect(metaContent(head.meta, 'og:image')).toBe(`${ORIGIN}/brand/logo.svg`)
    expect(metaContent(head.meta, 'twitter:card')).toBe('summary')
    expect(metaContent(head.meta, 'robots')).toBeUndefined()
    expect(head.links).toEqual([{ rel: 'canonical', href: `${ORIGIN}/about-us/our-staff` }])
  })

  it('in preview: noindex, and no canonical or og:url', () => {
    const head = seoHead({ ...base, path: '/about-us/our-staff?preview=true', previewing: true })
    expect(metaContent(head.meta, 'robots')).toBe('noindex')
    expect(metaContent(head.meta, 'og:url')).toBeUndefined()
    expect(head.links).toEqual([])
  })

  it('gives an article with a cover a large card and the image size', () => {
    const head = seoHead({ ...base, previewing: false, type: 'article', image: { url: '/api/media/abc', width: 1200, height: 630 } })
    expect(metaContent(head.meta, 'og:type')).toBe('article')
    expect(metaContent(head.meta, 'twitter:card')).toBe('summary_large_image')
    expect(metaContent(head.meta, 'og:image:width')).toBe('1200')
    expect(metaContent(head.meta, 'og:image:height')).toBe('630')
  })

  it('leaves out what is not there', () => {
    const head = seoHead({ ...base, previewing: false })
    expect(metaContent(head.meta, 'description')).toBeUndefined()
    expect(metaContent(head.meta, 'og:description')).toBeUndefined()
    expect(metaContent(head.meta, 'og:image')).toBeUndefined()
  })
})

describe('Article JSON-LD', () => {
  const article = {
    title: 'Grief has no timetable',
    excerpt: 'A few gentle thoughts.',
    author: 'Thomas Whitfield',
    publishedAt: '2026-10-28T14:00:00.000Z',
    cover: { url: '/api/media/abc' },
  }

  it('names the headline, date, author, image, and the funeral home as publisher', () => {
    const data = articleJsonLd(article, { name: 'Whitfield & Sons', logoUrl: '/brand/logo.svg' }, ORIGIN, '/blog/article/101')
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: 'Grief has no timetable',
      datePublished: '2026-10-28T14:00:00.000Z',
      author: { '@type': 'Person', name: 'Thomas Whitfield' },
      image: [`${ORIGIN}/api/media/abc`],
      mainEntityOfPage: `${ORIGIN}/blog/article/101`,
      publisher: { '@type': 'FuneralHome', name: 'Whitfield & Sons', logo: { '@type': 'ImageObject', url: `${ORIGIN}/brand/logo.svg` } },
    })
  })

  it('has no image or logo when there is none', () => {
    const data = articleJsonLd({ ...article, cover: null }, { name: 'Harbor Light', logoUrl: null }, ORIGIN, '/blog/article/1')
    expect(data).not.toHaveProperty('image')
    expect(data.publisher).toEqual({ '@type': 'FuneralHome', name: 'Harbor Light' })
  })

  it('serialises so that no text can close the script', () => {
    const text = serializeJsonLd({ headline: '</script><script>alert(1)</script> & \u2028' })
    expect(text).not.toContain('<')
    expect(text).not.toContain('>')
    expect(text).toContain('\\u003c/script\\u003e')
    expect(JSON.parse(text)).toEqual({ headline: '</script><script>alert(1)</script> & \u2028' })
  })
})

describe('jsonLdScript', () => {
  it('is an inert JSON-LD head script with escaped text', () => {
    const script = jsonLdScript({ headline: 'a </script> b' })
    expect(script.type).toBe('application/ld+json')
    expect(script.children).toBe('{"headline":"a \\u003c/script\\u003e b"}')
  })
})
