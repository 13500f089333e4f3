import { describe, expect, it } from 'vitest'
import type { Pages } from '../../contract/website.ts'
import {
  PLAN_NOW_NODE,
  currentPage,
  headerNavigation,
  isFamilyPortalPath,
  siteNavigation,
  telHref,
} from '../../src/lib/navigation.ts'

describe('site navigation', () => {
  const nodes = [{ label: 'Home', to: '/' }, { label: 'About Us', to: '/about-us', children: [{ label: 'Our Staff', to: '/about-us/our-staff' }] }]

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
