// @vitest-environment jsdom
import { RouterProvider, createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router'
import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ObituarySummary } from '#contract/obituaries.ts'
import type { Page } from '#contract/paging.ts'
import type { Module, Page as SitePage, WebsiteContext } from '#contract/website.ts'
import { siteShell } from '#src/features/site/shell.ts'
import { checkModules, withCheckedPage } from '#src/modules/checked.ts'
import { MODULES, ModuleList, loadModules } from '#src/modules/registry.tsx'
import { MODULE_SCHEMAS, MODULE_TYPES, RECENT_OBITUARIES_MIN } from '#contract/modules.ts'

/** A site as the render context delivers it, with two locations. */
const SITE: WebsiteContext = {
  design: { colorText: '#2f3b35', buttonCorners: 'Soft Square', secondaryButtonCorners: 'Square' },
  company: { name: 'Whitfield & Sons Funeral Home', phoneNumber: '(555) 014-2200', logoUrl: null, timeZone: 'America/Chicago' },
  navigation: [],
  pages: {},
  settings: {},
  header: { id: 'header-classic' },
  footer: { id: 'footer-classic' },
  locations: [
    {
      id: 101,
      name: 'Elm Street Chapel',
      address: { line1: '214 Elm Street', city: 'Maple Grove', region: 'IL', postalCode: '62704' },
      phoneNumber: '(555) 014-2200',
    },
    {
      id: 102,
      name: 'Riverside Chapel',
      address: { line1: '88 River Road', line2: 'Suite 2', city: 'Ashford', region: 'IL', postalCode: '62711' },
      phoneNumber: null,
    },
  ],
}

function obituary(id: number, firstName: string, lastName: string, withPhoto = true): ObituarySummary {
  return {
    id,
    firstName,
    middleName: null,
    lastName,
    fullName: `${firstName} ${lastName}`,
    nameSlug: `${firstName}-${lastName}`.toLowerCase(),
    birthDate: '1936-02-11',
    deathDate: '2026-11-21',
    photo: withPhoto
      ? {
          id: id * 10,
          kind: 'obituary-photo',
          url: `/api/media/${id}`,
          contentType: 'image/jpeg',
          size: 100,
          width: 600,
          height: 750,
          fileName: null,
          title: null,
          createdAt: '2026-11-22T13:00:00.000Z',
        }
      : null,
    location: null,
    excerpt: '',
    publishedAt: '2026-11-22T13:00:00.000Z',
  }
}

const pageOf = <T,>(content: T[]): Page<T> => ({
  content,
  page: 0,
  size: content.length || 1,
  totalElements: content.length,
  totalPages: 1,
})

type Options = { preview?: boolean; obituaries?: Page<ObituarySummary> }

/** Renders modules as a page does, under a root that carries the site's shell: checked where the context enters (the server), then listed. */
function renderModules(modules: Module[], { preview = false, obituaries }: Options = {}) {
  const kind = preview ? 'draft' : 'approved'
  // What a page's loader returns for its recent-obituaries modules (loadModules).
  const data = obituaries ? Object.fromEntries(modules.filter((m) => m.type === 'recent-obituaries').map((m) => [m.id, obituaries])) : {}
  const root = createRootRoute({
    validateSearch: (search: Record<string, unknown>): { preview?: true } =>
      search.preview === true || search.preview === 'true' ? { preview: true } : {},
    beforeLoad: () => ({ contextKind: kind, site: siteShell(SITE) }),
    component: () => (
      <main>
        <ModuleList modules={checkModules(modules)} data={data} />
      </main>
    ),
  })
  const router = createRouter({
    routeTree: root,
    history: createMemoryHistory({ initialEntries: [preview ? '/?preview=true' : '/'] }),
  })
  return render(<RouterProvider router={router} />)
}

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

const action = (id: string, label: string, to: string) => ({ id, label, to })

describe('module registry', () => {
  it('knows every module type of the contract', () => {
    expect([...MODULES.keys()].toSorted()).toEqual([...MODULE_TYPES].toSorted())
  })

  it('knows the contract’s schema of every module type it renders', () => {
    expect([...MODULES.keys()].toSorted()).toEqual(Object.keys(MODULE_SCHEMAS).toSorted())
  })

  it('checks the context where it enters: an unknown type and invalid props are skipped and logged, defaults filled in', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const checked = checkModules([
      { id: 'a', type: 'text', heading: 'Before', paragraphs: [] },
      { id: 'b', type: 'legacy-widget', title: 'Tide table' },
      { id: 'c', type: 'faq', items: 'not a list' },
      { id: 'd', type: 'image', image: { id: 'i', src: 'https://tracker.example/x.png', alt: 'x', width: 10, height: 10 } },
      { id: 'o', type: 'recent-obituaries' },
    ])
    expect(checked).toEqual([
      { id: 'a', type: 'text', heading: 'Before', paragraphs: [] },
      { id: 'o', type: 'recent-obituaries', count: RECENT_OBITUARIES_MIN },
    ])
    const messages = warn.mock.calls.map((c) => String(c[0]))
    expect(messages).toContain('module b: unknown type "legacy-widget", skipped')
    expect(messages).toContain('module c: invalid faq props, skipped')
    expect(messages).toContain('module d: invalid image props, skipped')
    const page = { modules: [{ id: 'c', type: 'faq', items: 'not a list' }] } as unknown as SitePage
    expect(withCheckedPage({ kind: 'page', path: '/', page })).toEqual({ kind: 'page', path: '/', page: { modules: [] } })
    expect(withCheckedPage({ kind: 'not-found' })).toEqual({ kind: 'not-found' })
  })

  it('skips and logs a type this build does not know, and renders the rest', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    renderModules([
      { id: 'a', type: 'text', heading: 'Before', paragraphs: [] },
      { id: 'b', type: 'legacy-widget', title: 'Tide table' },
      { id: 'e', type: 'text', heading: 'After', paragraphs: [] },
    ])
    expect(await screen.findByRole('heading', { name: 'Before' })).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'After' })).toBeTruthy()
    expect(document.querySelectorAll('[data-module-id]')).toHaveLength(2)
    const messages = warn.mock.calls.map((c) => String(c[0]))
    expect(messages).toContain('module b: unknown type "legacy-widget", skipped')
  })

  it('keeps the page when one module throws while rendering', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    // A recent-obituaries module whose data is not a page: rendering it throws inside its boundary.
    renderModules(
      [
        { id: 'ok', type: 'text', heading: 'Still here', paragraphs: [] },
        { id: 'broken', type: 'recent-obituaries', count: 3 },
      ],
      { obituaries: {} as unknown as ReturnType<typeof pageOf<never>> },
    )
    expect(await screen.findByRole('heading', { name: 'Still here' })).toBeTruthy()
    expect(document.querySelector('[data-module-id="broken"]')).toBeNull()
    expect(error).toHaveBeenCalled()
  })

  it('loads the data of modules that need it, by module id, and never throws', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const recent = pageOf([obituary(1001, 'Harold', 'Brandt')])
    const load = vi.spyOn(MODULES.get('recent-obituaries')!, 'load').mockResolvedValue(recent)
    const data = await loadModules([
      { id: 'h', type: 'hero', heading: 'Hello' },
      { id: 'o', type: 'recent-obituaries', count: 5 },
      { id: 'x', type: 'legacy-widget' },
    ])
    expect(load).toHaveBeenCalledOnce()
    expect(load.mock.calls[0]?.[0]).toMatchObject({ id: 'o', count: 5 })
    expect(data).toEqual({ o: recent })

    load.mockRejectedValue(new Error('upstream down'))
    await expect(loadModules([{ id: 'o', type: 'recent-obituaries', count: 3 }])).resolves.toEqual({})
  })

  it('a data module whose data failed to load leaves no gap and no error', async () => {
    renderModules([
      { id: 'ok', type: 'text', heading: 'Still here', paragraphs: [] },
      { id: 'o', type: 'recent-obituaries', count: 3 },
    ])
    expect(await screen.findByRole('heading', { name: 'Still here' })).toBeTruthy()
    expect(document.querySelector('[data-module-id="o"]')).toBeNull()
  })
})

describe('modules render their content', () => {
  it('hero: heading, text, a preview-aware action, and an eager high-priority background', async () => {
    renderModules(
      [
        {
          id: 'h',
          type: 'hero',
          heading: 'Caring for families',
          text: 'Day and night.',
          action: action('a', 'Plan a service', '/plan-now'),
          image: { id: 'bg', src: '/demo/hero-1600.svg', width: 1600, height: 800, variants: [{ src: '/demo/hero-800.svg', width: 800 }] },
        },
      ],
      { preview: true },
    )
    expect(await screen.findByRole('heading', { level: 1, name: 'Caring for families' })).toBeTruthy()
    expect(screen.getByText('Day and night.')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Plan a service' }).getAttribute('href')).toBe('/plan-now?preview=true')
    const img = document.querySelector('img')!
    expect(img.getAttribute('alt')).toBe('')
    expect(img.getAttribute('loading')).toBe('eager')
    expect(img.getAttribute('fetchpriority')).toBe('high')
    expect(img.getAttribute('srcset')).toBe('/demo/hero-800.svg 800w, /demo/hero-1600.svg 1600w')
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['1600', '800'])
  })

  it('text: paragraphs as text, never HTML', async () => {
    renderModules([{ id: 't', type: 'text', heading: 'About', paragraphs: ['<b>not bold</b>', 'Second'] }])
    expect(await screen.findByText('<b>not bold</b>')).toBeTruthy()
    expect(document.querySelector('b')).toBeNull()
  })

  it('image: alt, size, caption, srcset, lazy below the first two modules; decorative images get an empty alt', async () => {
    renderModules([
      { id: 't', type: 'text', paragraphs: ['First'] },
      { id: 't2', type: 'text', paragraphs: ['Second'] },
      {
        id: 'i',
        type: 'image',
        image: {
          id: 'ii',
          src: '/demo/a.svg',
          alt: 'The chapel',
          width: 1200,
          height: 900,
          caption: 'Elm Street',
          variants: [{ src: '/demo/a-600.svg', width: 600 }],
        },
      },
      { id: 'd', type: 'image', image: { id: 'dd', src: '/demo/b.svg', decorative: true, width: 10, height: 10 } },
    ])
    const img = await screen.findByRole('img', { name: 'The chapel' })
    expect(img.getAttribute('loading')).toBe('lazy')
    expect(img.getAttribute('srcset')).toBe('/demo/a-600.svg 600w, /demo/a.svg 1200w')
    expect(img.getAttribute('sizes')).toBeTruthy()
    expect(screen.getByText('Elm Street').tagName).toBe('FIGCAPTION')
    expect(document.querySelector('img[src="/demo/b.svg"]')?.getAttribute('alt')).toBe('')
  })

  it('image: an image without alt text that is not decorative is refused', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    renderModules([
      { id: 'i', type: 'image', image: { id: 'ii', src: '/demo/a.svg', width: 10, height: 10 } },
      { id: 't', type: 'text', paragraphs: ['Shown'] },
    ])
    await screen.findByText('Shown')
    expect(document.querySelector('img')).toBeNull()
  })

  it('gallery: a list of lazy images with captions', async () => {
    renderModules([
      { id: 'h', type: 'text', paragraphs: ['x'] },
      { id: 'h2', type: 'text', paragraphs: ['y'] },
      {
        id: 'g',
        type: 'gallery',
        heading: 'Our chapels',
        images: [
          { id: 'g1', src: '/demo/1.svg', alt: 'Pews', width: 1200, height: 900, caption: 'Inside' },
          { id: 'g2', src: '/demo/2.svg', alt: 'Garden', width: 1200, height: 900 },
        ],
      },
    ])
    const list = await screen.findByRole('list')
    expect(
      within(list)
        .getAllByRole('img')
        .map((i) => [i.getAttribute('alt'), i.getAttribute('loading')]),
    ).toEqual([
      ['Pews', 'lazy'],
      ['Garden', 'lazy'],
    ])
    expect(screen.getByRole('heading', { level: 2, name: 'Our chapels' })).toBeTruthy()
  })

  it('staff: the photos of a module second on the page load at once, since a short intro leaves them in the first screen', async () => {
    renderModules([
      { id: 't', type: 'text', heading: 'Our staff', paragraphs: ['A family firm.'] },
      {
        id: 's',
        type: 'staff',
        people: [{ id: 'p', name: 'Thomas Whitfield', role: 'Director', photo: { id: 'ph', src: '/demo/t.svg', width: 480, height: 600 } }],
      },
    ])
    expect((await screen.findByRole('img', { name: 'Thomas Whitfield' })).getAttribute('loading')).toBe('eager')
  })

  it('call to action: heading, text, primary and secondary links', async () => {
    renderModules(
      [
        {
          id: 'c',
          type: 'call-to-action',
          heading: 'Need us now?',
          text: 'Call any hour.',
          primary: action('p', 'Call us', 'tel:5550142200'),
          secondary: action('s', 'Plan ahead', '/services/pre-planning'),
        },
      ],
      { preview: true },
    )
    expect(await screen.findByRole('heading', { level: 2, name: 'Need us now?' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Call us' }).getAttribute('href')).toBe('tel:5550142200')
    expect(screen.getByRole('link', { name: 'Plan ahead' }).getAttribute('href')).toBe('/services/pre-planning?preview=true')
  })

  it('services: titles, descriptions, links and decorative icons', async () => {
    renderModules([
      {
        id: 's',
        type: 'services',
        heading: 'How we can help',
        items: [
          {
            id: 's1',
            title: 'Cremation',
            description: 'Simple or with a memorial.',
            icon: 'dove',
            link: action('l', 'About cremation', '/services/cremation'),
          },
          { id: 's2', title: 'Grief support', description: 'Monthly group.' },
        ],
      },
    ])
    expect(await screen.findByRole('heading', { level: 3, name: 'Cremation' })).toBeTruthy()
    expect(screen.getByText('Monthly group.')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'About cremation' }).getAttribute('href')).toBe('/services/cremation')
    expect(document.querySelector('svg[data-icon="dove"]')?.getAttribute('aria-hidden')).toBe('true')
  })

  it('staff: name, role, bio and photo', async () => {
    renderModules([
      {
        id: 'p',
        type: 'staff',
        people: [
          {
            id: 'p1',
            name: 'Thomas Whitfield',
            role: 'Funeral Director',
            bio: 'Twenty-five years.',
            photo: { id: 'ph', src: '/demo/t.svg', width: 480, height: 600 },
          },
        ],
      },
    ])
    expect(await screen.findByRole('heading', { level: 3, name: 'Thomas Whitfield' })).toBeTruthy()
    expect(screen.getByText('Funeral Director')).toBeTruthy()
    expect(screen.getByText('Twenty-five years.')).toBeTruthy()
    expect(screen.getByRole('img', { name: 'Thomas Whitfield' }).getAttribute('width')).toBe('480')
  })

  it('locations: the site’s locations (filtered), tel: and map links, hours per location', async () => {
    renderModules([
      {
        id: 'l',
        type: 'locations',
        heading: 'Our chapels',
        locationIds: [102, 101, 999],
        hours: [{ id: 'h', locationId: 101, rows: [{ id: 'r', days: 'Monday – Friday', hours: '8:00 am – 6:00 pm' }] }],
      },
    ])
    const cards = await screen.findAllByRole('listitem')
    expect(cards.map((c) => within(c).getByRole('heading', { level: 3 }).textContent)).toEqual(['Riverside Chapel', 'Elm Street Chapel'])
    const elm = cards[1]!
    expect(
      within(elm)
        .getByRole('link', { name: /014-2200/ })
        .getAttribute('href'),
    ).toBe('tel:5550142200')
    expect(
      within(elm)
        .getByRole('link', { name: /Map and directions/ })
        .getAttribute('href'),
    ).toBe('https://www.google.com/maps/search/?api=1&query=214%20Elm%20Street%2C%20Maple%20Grove%2C%20IL%2062704')
    expect(within(elm).getByText('Monday – Friday')).toBeTruthy()
    expect(within(elm).getByText('8:00 am – 6:00 pm')).toBeTruthy()
    // Riverside has no phone and no hours: neither is shown.
    expect(within(cards[0]!).queryByRole('link', { name: /Call/ })).toBeNull()
    expect(within(cards[0]!).queryByText('Opening hours')).toBeNull()
  })

  it('testimonials: quote, author and relation', async () => {
    renderModules([
      { id: 't', type: 'testimonials', items: [{ id: 't1', quote: 'So kind.', author: 'Linda Marsh', relation: 'daughter' }] },
    ])
    expect(await screen.findByText('“So kind.”')).toBeTruthy()
    expect(screen.getByText('Linda Marsh')).toBeTruthy()
    expect(screen.getByText(/daughter/)).toBeTruthy()
  })

  it('recent obituaries: cards with photo, name, dates and a link to the obituary, and a link to all', async () => {
    renderModules([{ id: 'o', type: 'recent-obituaries', count: 3 }], {
      obituaries: pageOf([obituary(1001, 'Harold', 'Brandt'), obituary(1002, 'Evelyn', 'Kowalski', false)]),
    })
    const link = await screen.findByRole('link', { name: 'Harold Brandt' })
    expect(link.getAttribute('href')).toBe('/obituaries/1001/harold-brandt')
    expect(screen.getByRole('img', { name: 'Harold Brandt' }).getAttribute('src')).toBe('/api/media/1001')
    expect(screen.getAllByText('February 11, 1936')).toHaveLength(2)
    expect(screen.getAllByText('November 21, 2026')[0]?.getAttribute('datetime')).toBe('2026-11-21')
    expect(screen.getByRole('link', { name: 'View all obituaries' }).getAttribute('href')).toBe('/obituaries')
    expect(screen.getByRole('heading', { level: 2, name: 'Recent obituaries' })).toBeTruthy()
  })

  it('recent obituaries: "No data" when there are none', async () => {
    renderModules([{ id: 'o', type: 'recent-obituaries', count: 4 }], { obituaries: pageOf([]) })
    expect(await screen.findByText('No data')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'View all obituaries' })).toBeTruthy()
  })

  it('faq: questions in <summary>, answers inside <details>', async () => {
    renderModules([
      { id: 'f', type: 'faq', heading: 'Questions', items: [{ id: 'q', question: 'Do I pay now?', answer: ['No.', 'Never up front.'] }] },
    ])
    const summary = await screen.findByText('Do I pay now?')
    expect(summary.tagName).toBe('SUMMARY')
    const details = summary.closest('details')!
    expect(details.open).toBe(false)
    expect(within(details).getByText('Never up front.')).toBeTruthy()
  })

  it('contact: phone, email, the main location’s address and Plan now', async () => {
    renderModules([{ id: 'c', type: 'contact', heading: 'Reach us', text: 'Any hour.', email: 'care@whitfield.example' }], {
      preview: true,
    })
    expect(await screen.findByRole('heading', { level: 2, name: 'Reach us' })).toBeTruthy()
    expect(screen.getByRole('link', { name: '(555) 014-2200' }).getAttribute('href')).toBe('tel:5550142200')
    expect(screen.getByRole('link', { name: 'care@whitfield.example' }).getAttribute('href')).toBe('mailto:care@whitfield.example')
    expect(screen.getByText('214 Elm Street')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Plan now' }).getAttribute('href')).toBe('/plan-now?preview=true')
  })

  it('contact: a chosen location and phone', async () => {
    renderModules([{ id: 'c', type: 'contact', heading: 'Reach us', locationId: 102, phoneNumber: '555 014 2288' }])
    expect(await screen.findByText('88 River Road')).toBeTruthy()
    expect(screen.getByText('Suite 2')).toBeTruthy()
    expect(screen.getByRole('link', { name: '555 014 2288' }).getAttribute('href')).toBe('tel:5550142288')
  })
})
