import { describe, expect, it } from 'vitest'
import type { Module, NavigationNode, Page, Pages } from '#contract/website.ts'
import { findNavigationNode, firstChildPath, normalisePagePath, resolvePage } from '#core/pages.ts'
import { LAYOUTS, layoutClassName, layoutOf, ownDescription, pageHasOwnHeading } from '#src/features/pages/layout.ts'

const text = (id: string): Module => ({ id, type: 'text', paragraphs: ['…'] })
const page = (id: string, modules: Module[] = [text(`${id}-text`)]): Page => ({ id, title: id, modules })

const pages: Pages = {
  '/': page('home', [{ id: 'hero', type: 'hero', heading: 'Welcome' }]),
  '/about-us': page('about', []),
  '/about-us/our-history': page('history'),
  '/about-us/our-staff': page('staff'),
  '/contact-us': page('contact'),
  '/empty': page('empty', []),
  '/unlisted': page('unlisted', []),
  '/unlisted/deep/child': page('deep'),
  '/unlisted/second': page('second'),
  '/café': page('cafe'),
}

const navigation: NavigationNode[] = [
  { label: 'Home', to: '/' },
  // The editor's order wins over the map's: staff first.
  {
    label: 'About Us',
    to: '/about-us',
    children: [
      { label: 'Our Staff', to: '/about-us/our-staff' },
      { label: 'Our History', to: '/about-us/our-history' },
    ],
  },
  {
    label: 'Services',
    to: '/services',
    empty: true,
    children: [
      { label: 'Elsewhere', to: 'https://example.com/services' },
      { label: 'Cremation', to: '/services/cremation' },
    ],
  },
  { label: 'Contact', to: '/contact-us/' },
]
const site = { pages, navigation }

describe('normalisePagePath', () => {
  it('drops trailing slashes, query and fragment, and keeps the root', () => {
    expect(normalisePagePath('/about-us/')).toBe('/about-us')
    expect(normalisePagePath('/about-us//')).toBe('/about-us')
    expect(normalisePagePath('/about-us?preview=true#top')).toBe('/about-us')
    expect(normalisePagePath('/')).toBe('/')
    expect(normalisePagePath('')).toBe('/')
    expect(normalisePagePath('about-us')).toBe('/about-us')
  })

  it('percent-decodes, and gives up on what cannot be decoded', () => {
    expect(normalisePagePath('/caf%C3%A9')).toBe('/café')
    expect(normalisePagePath('/100%')).toBeUndefined()
  })
})

describe('firstChildPath', () => {
  it("takes the navigation node's first child, in the editor's order", () => {
    expect(firstChildPath('/about-us', navigation, pages)).toBe('/about-us/our-staff')
  })

  it('skips children that leave the site', () => {
    expect(firstChildPath('/services', navigation, pages)).toBe('/services/cremation')
  })

  it('falls back to the first page directly under the path in the pages map', () => {
    // '/unlisted/deep/child' is two levels down: not a direct child.
    expect(firstChildPath('/unlisted', navigation, pages)).toBe('/unlisted/second')
  })

  it('is undefined without children, and never the path itself', () => {
    expect(firstChildPath('/empty', navigation, pages)).toBeUndefined()
    expect(firstChildPath('/loop', [{ label: 'Loop', to: '/loop', children: [{ label: 'Again', to: '/loop/' }] }], {})).toBeUndefined()
  })

  it('finds nodes whose link has a trailing slash', () => {
    expect(findNavigationNode(navigation, '/contact-us')?.label).toBe('Contact')
    expect(findNavigationNode(navigation, '/services/cremation')?.label).toBe('Cremation')
  })
})

describe('resolvePage', () => {
  it('renders a page with modules, found by its normalised, decoded path', () => {
    expect(resolvePage('/about-us/our-staff/', site)).toEqual({
      kind: 'page',
      path: '/about-us/our-staff',
      page: pages['/about-us/our-staff'],
    })
    expect(resolvePage('/caf%C3%A9', site)).toMatchObject({ kind: 'page', path: '/café' })
  })

  it('sends a page with no modules to its first child (spec §2)', () => {
    expect(resolvePage('/about-us', site)).toEqual({ kind: 'redirect', to: '/about-us/our-staff' })
    expect(resolvePage('/unlisted/', site)).toEqual({ kind: 'redirect', to: '/unlisted/second' })
  })

  it('sends a navigation group without a page of its own to its first child', () => {
    expect(resolvePage('/services', site)).toEqual({ kind: 'redirect', to: '/services/cremation' })
  })

  it('renders a page with no modules and no children as it is', () => {
    expect(resolvePage('/empty', site)).toMatchObject({ kind: 'page', path: '/empty' })
  })

  it("is 'Page not found' for anything else (spec §8)", () => {
    expect(resolvePage('/nowhere', site)).toEqual({ kind: 'not-found' })
    expect(resolvePage('/about-us/our-staff/extra', site)).toEqual({ kind: 'not-found' })
    expect(resolvePage('/100%', site)).toEqual({ kind: 'not-found' })
    // Keys of Object.prototype are not pages.
    expect(resolvePage('/constructor', site)).toEqual({ kind: 'not-found' })
    expect(resolvePage('/__proto__', site)).toEqual({ kind: 'not-found' })
  })
})

describe('layouts', () => {
  it('maps a named layout to its container, and anything else to the default', () => {
    expect(layoutOf({ layout: 'wide' })).toBe('wide')
    expect(layoutOf({ layout: 'narrow' })).toBe('narrow')
    expect(layoutOf({ layout: 'landing' })).toBe('landing')
    expect(layoutOf({})).toBe('default')
    expect(layoutOf({ layout: 'sparkly' })).toBe('default')
    expect(layoutOf({ layout: 'toString' })).toBe('default')
    expect(layoutClassName({ layout: 'narrow' })).toBe(`page ${LAYOUTS.narrow}`)
    expect(layoutClassName({})).toBe('page page--default')
  })
})

describe('page helpers', () => {
  it('knows a page with a hero brings its own h1', () => {
    expect(pageHasOwnHeading(pages['/']!)).toBe(true)
    expect(pageHasOwnHeading(pages['/about-us/our-staff']!)).toBe(false)
  })

  it("reads a page's own description only when it is text", () => {
    expect(ownDescription({ ...page('x'), description: 'About us' } as Page)).toBe('About us')
    expect(ownDescription({ ...page('x'), description: '  ' } as Page)).toBeUndefined()
    expect(ownDescription(page('x'))).toBeUndefined()
  })
})
