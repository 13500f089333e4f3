import { describe, expect, it } from 'vitest'
import type { Pages } from '#contract/website.ts'
import {
  FOOTER_LINKS,
  PLAN_NOW_NODE,
  addressLine,
  containsActiveLink,
  currentPage,
  isActiveLink,
  mapHref,
  headerNavigation,
  isFamilyPortalPath,
  siteNavigation,
  telHref,
} from '#src/lib/navigation.ts'

describe('site navigation', () => {
  const nodes = [
    { label: 'Home', to: '/' },
    { label: 'About Us', to: '/about-us', children: [{ label: 'Our Staff', to: '/about-us/our-staff' }] },
  ]

  it("always appends 'Plan Now' to /plan-now, after the context's own links", () => {
    const all = siteNavigation(nodes)
    expect(all.at(-1)).toEqual({ label: 'Plan Now', to: '/plan-now', hiddenInHeader: true })
    expect(all.slice(0, 2)).toEqual(nodes)
    expect(siteNavigation([])).toEqual([PLAN_NOW_NODE])
  })

  it("hides 'Plan Now' in the header", () => {
    expect(headerNavigation(siteNavigation(nodes)).map((n) => n.label)).toEqual(['Home', 'About Us'])
  })
})

describe('current page', () => {
  const pages: Pages = {
    '/': { id: 'home', title: 'Home', modules: [] },
    '/about-us': { id: 'about', title: 'About', modules: [] },
  }

  it('is looked up by path in the pages map', () => {
    expect(currentPage(pages, '/')?.id).toBe('home')
    expect(currentPage(pages, '/about-us')?.id).toBe('about')
    expect(currentPage(pages, '/about-us/')?.id).toBe('about')
  })

  it('is nothing for an empty or unknown path, or an inherited property name', () => {
    expect(currentPage(pages, '')).toBeUndefined()
    expect(currentPage(pages, '/missing')).toBeUndefined()
    expect(currentPage(pages, 'constructor')).toBeUndefined()
  })
})

describe('family portal paths', () => {
  it('start with /family-portal in any case', () => {
    expect(isFamilyPortalPath('/family-portal')).toBe(true)
    expect(isFamilyPortalPath('/Family-Portal/12/jane-doe')).toBe(true)
    expect(isFamilyPortalPath('/obituaries')).toBe(false)
    expect(isFamilyPortalPath('/about/family-portal')).toBe(false)
  })
})

describe('tel links', () => {
  it('keep digits and a leading plus', () => {
    expect(telHref('(555) 014-2200')).toBe('tel:5550142200')
    expect(telHref('+1 555 014 2200')).toBe('tel:+15550142200')
  })
})

describe('active link (aria-current)', () => {
  it('matches the current path, ignoring a trailing slash, query and fragment', () => {
    expect(isActiveLink({ to: '/about-us' }, '/about-us')).toBe(true)
    expect(isActiveLink({ to: '/about-us/' }, '/about-us')).toBe(true)
    expect(isActiveLink({ to: '/about-us?x=1#team' }, '/about-us/')).toBe(true)
    expect(isActiveLink({ to: '/' }, '/')).toBe(true)
    expect(isActiveLink({ to: '/' }, '/about-us')).toBe(false)
    expect(isActiveLink({ to: '/about-us' }, '/about-us/our-staff')).toBe(false)
  })

  it('is nothing for an empty path, an empty node or a link off the site', () => {
    expect(isActiveLink({ to: '/' }, '')).toBe(false)
    expect(isActiveLink({ to: '/about-us', empty: true }, '/about-us')).toBe(false)
    expect(isActiveLink({ to: '' }, '/')).toBe(false)
    expect(isActiveLink({ to: 'https://example.com/about-us' }, '/about-us')).toBe(false)
    expect(isActiveLink({ to: '//example.com' }, '//example.com')).toBe(false)
  })

  it('marks a parent whose child is the current page', () => {
    const node = { label: 'About', to: '/about-us', empty: true, children: [{ label: 'Staff', to: '/about-us/our-staff' }] }
    expect(containsActiveLink(node, '/about-us/our-staff')).toBe(true)
    expect(containsActiveLink(node, '/contact-us')).toBe(false)
  })
})

describe('footer', () => {
  it('links the blog, the obituary search, the legal pages and the price list', () => {
    expect(FOOTER_LINKS.map((l) => l.to)).toEqual([
      '/blog',
      '/obituaries',
      '/terms-of-use',
      '/accessibility',
      '/privacy-policy',
      '/price-list',
    ])
  })

  it('builds a Google Maps search for a location address', () => {
    const address = { line1: '88 River Road', line2: 'Suite 2', city: 'Ashford', region: 'IL', postalCode: '62711' }
    expect(addressLine(address)).toBe('88 River Road, Suite 2, Ashford, IL 62711')
    expect(mapHref(address)).toBe(
      'https://www.google.com/maps/search/?api=1&query=88%20River%20Road%2C%20Suite%202%2C%20Ashford%2C%20IL%2062711',
    )
    expect(mapHref({ line1: 'A & B <St>', city: 'X', region: 'Y', postalCode: '1' })).toContain('A%20%26%20B%20%3CSt%3E')
  })
})
