// @vitest-environment jsdom
import { RouterProvider, createMemoryHistory, createRootRoute, createRoute, createRouter } from '@tanstack/react-router'
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import type { Company, Location } from '#contract/website.ts'
import { SiteFooter } from '#src/features/site/SiteFooter.tsx'
import { SiteHeader } from '#src/features/site/SiteHeader.tsx'
import { siteNavigation } from '#src/lib/navigation.ts'

afterEach(cleanup)

const company: Company = { name: 'Whitfield & Sons', phoneNumber: '(555) 014-2200', logoUrl: null, timeZone: 'America/Chicago' }
const navigation = siteNavigation([
  { label: 'Home', to: '/' },
  { label: 'About Us', to: '/about-us', children: [{ label: 'Our Staff', to: '/about-us/our-staff' }] },
  { label: 'Services', to: '', empty: true, children: [{ label: 'Cremation', to: '/services/cremation' }] },
])
const locations: Location[] = [
  {
    id: 1,
    name: 'Elm Street Chapel',
    phoneNumber: '(555) 014-2201',
    address: { line1: '214 Elm Street', city: 'Maple Grove', region: 'IL', postalCode: '62704' },
  },
]

/**
 * Renders `element` on a router at `url`. SiteLink reads preview from the root's context, which
 * here grants the draft whenever `preview=true` is asked (the real root asks the upstream first:
 * decision 037).
 */
function renderAt(url: string, element: () => ReactNode) {
  const root = createRootRoute({
    validateSearch: (search: Record<string, unknown>) => (search.preview === true || search.preview === 'true' ? { preview: true } : {}),
    beforeLoad: ({ search }) => ({ contextKind: search.preview ? 'draft' : 'approved' }),
    component: element,
  })
  const route = createRoute({ getParentRoute: () => root, path: '$', component: () => null })
  const index = createRoute({ getParentRoute: () => root, path: '/', component: () => null })
  const router = createRouter({ routeTree: root.addChildren([index, route]), history: createMemoryHistory({ initialEntries: [url] }) })
  return render(<RouterProvider router={router} />)
}

describe('<SiteHeader>', () => {
  it('marks the current page with aria-current, and nothing else', async () => {
    renderAt('/about-us/our-staff', () => <SiteHeader company={company} navigation={navigation} />)
    const nav = await screen.findByRole('navigation', { name: 'Main' })
    expect(within(nav).getByRole('link', { name: 'Our Staff' }).getAttribute('aria-current')).toBe('page')
    expect(nav.querySelectorAll('[aria-current]')).toHaveLength(1)
    // An empty node is a label, not a link; 'Plan Now' stays out of the header.
    expect(within(nav).queryByRole('link', { name: 'Services' })).toBeNull()
    expect(within(nav).getByText('Services')).toBeTruthy()
    expect(within(nav).queryByRole('link', { name: 'Plan Now' })).toBeNull()
  })

  it('opens the navigation from a Menu button, and Escape closes it and returns focus', async () => {
    renderAt('/', () => <SiteHeader company={company} navigation={navigation} />)
    const button = await screen.findByRole('button', { name: 'Menu' })
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '')
    expect(panel).toBeTruthy()
    expect(button.getAttribute('aria-expanded')).toBe('false')
    fireEvent.click(button)
    expect(button.getAttribute('aria-expanded')).toBe('true')
    expect(panel?.classList.contains('is-open')).toBe(true)
    within(panel as HTMLElement)
      .getByRole('link', { name: 'About Us' })
      .focus()
    fireEvent.keyDown(document, { key: 'Escape' })
    expect(button.getAttribute('aria-expanded')).toBe('false')
    expect(document.activeElement).toBe(button)
  })

  it('keeps preview=true on its links while previewing, and phones as tel: links', async () => {
    renderAt('/?preview=true', () => <SiteHeader company={company} navigation={navigation} />)
    const nav = await screen.findByRole('navigation', { name: 'Main' })
    expect(within(nav).getByRole('link', { name: 'About Us' }).getAttribute('href')).toBe('/about-us?preview=true')
    expect(screen.getByRole('link', { name: 'Whitfield & Sons' }).getAttribute('href')).toBe('/?preview=true')
    expect(screen.getByRole('link', { name: /Call us at/ }).getAttribute('href')).toBe('tel:5550142200')
  })

  it('leaves the marketing navigation out of the family portal', async () => {
    renderAt('/family-portal', () => <SiteHeader company={company} navigation={navigation} familyPortal />)
    await screen.findByRole('link', { name: 'Whitfield & Sons' })
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull()
  })
})

describe('<SiteFooter>', () => {
  it('shows the company, its phone, each location with phone and map, and the site links', async () => {
    renderAt('/', () => <SiteFooter company={company} footer={{ id: 'f', text: 'Family owned.' }} locations={locations} />)
    const footer = await screen.findByRole('contentinfo')
    expect(within(footer).getAllByText('Whitfield & Sons', { exact: false }).length).toBeGreaterThan(0)
    expect(
      within(footer)
        .getByRole('link', { name: /Call us at/ })
        .getAttribute('href'),
    ).toBe('tel:5550142200')
    expect(
      within(footer)
        .getByRole('link', { name: /Call Elm Street Chapel/ })
        .getAttribute('href'),
    ).toBe('tel:5550142201')
    const map = within(footer).getByRole('link', { name: /Map to Elm Street Chapel/ })
    expect(map.getAttribute('href')).toBe(
      'https://www.google.com/maps/search/?api=1&query=214%20Elm%20Street%2C%20Maple%20Grove%2C%20IL%2062704',
    )
    expect(map.getAttribute('target')).toBe('_blank')
    const links = within(within(footer).getByRole('navigation', { name: 'Footer' })).getAllByRole('link')
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '/blog',
      '/obituaries',
      '/terms-of-use',
      '/accessibility',
      '/privacy-policy',
      '/price-list',
    ])
    expect(footer.textContent).toContain('Family owned.')
  })
})
