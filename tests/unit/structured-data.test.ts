import { describe, expect, it } from 'vitest'
import type { WebsiteContext } from '#contract/website.ts'
import { funeralHomeJsonLd, hoursFromPages, jsonLdText } from '#src/lib/structured-data.ts'

const site: Pick<WebsiteContext, 'company' | 'locations' | 'settings' | 'pages'> = {
  company: { name: 'Whitfield & Sons', phoneNumber: '(555) 014-2200', logoUrl: '/brand/logo.svg', timeZone: 'America/Chicago' },
  settings: { seoDescription: 'Family-owned since 1952.' },
  locations: [
    {
      id: 1,
      name: 'Elm Street Chapel',
      phoneNumber: '(555) 014-2200',
      address: { line1: '214 Elm Street', city: 'Maple Grove', region: 'IL', postalCode: '62704' },
    },
    {
      id: 2,
      name: 'Riverside',
      phoneNumber: null,
      address: { line1: '88 River Road', line2: 'Suite 2', city: 'Ashford', region: 'IL', postalCode: '62711' },
    },
  ],
  pages: {
    '/contact-us': {
      id: 'contact',
      title: 'Contact',
      modules: [
        {
          id: 'm1',
          type: 'locations',
          heading: 'Visit',
          hours: [{ id: 'h', locationId: 1, rows: [{ id: 'r', days: 'Monday – Friday', hours: '8:00 am – 6:00 pm' }] }],
        },
        { id: 'm2', type: 'locations', heading: 'Bad', hours: ['nonsense', { locationId: 'x', rows: [] }] },
      ],
    },
  },
}

describe('FuneralHome JSON-LD', () => {
  it('names the funeral home, its url, phone, logo and main address', () => {
    const data = funeralHomeJsonLd({ site: { ...site, openingHours: hoursFromPages(site.pages) }, origin: 'https://whitfield.example' })
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'FuneralHome',
      name: 'Whitfield & Sons',
      url: 'https://whitfield.example/',
      telephone: '(555) 014-2200',
      logo: 'https://whitfield.example/brand/logo.svg',
      description: 'Family-owned since 1952.',
      address: {
        '@type': 'PostalAddress',
        streetAddress: '214 Elm Street',
        addressLocality: 'Maple Grove',
        addressRegion: 'IL',
        postalCode: '62704',
      },
    })
  })

  it('lists every location as a department, with hours where a page gives them', () => {
    const data = funeralHomeJsonLd({ site: { ...site, openingHours: hoursFromPages(site.pages) }, origin: 'https://whitfield.example' })
    expect(data.department).toEqual([
      {
        '@type': 'FuneralHome',
        name: 'Elm Street Chapel',
        telephone: '(555) 014-2200',
        address: {
          '@type': 'PostalAddress',
          streetAddress: '214 Elm Street',
          addressLocality: 'Maple Grove',
          addressRegion: 'IL',
          postalCode: '62704',
        },
        openingHours: ['Monday – Friday 8:00 am – 6:00 pm'],
      },
      {
        '@type': 'FuneralHome',
        name: 'Riverside',
        address: {
          '@type': 'PostalAddress',
          streetAddress: '88 River Road, Suite 2',
          addressLocality: 'Ashford',
          addressRegion: 'IL',
          postalCode: '62711',
        },
      },
    ])
  })

  it('leaves out what the site does not have', () => {
    const bare = funeralHomeJsonLd({
      site: { ...site, company: { ...site.company, phoneNumber: null, logoUrl: null }, locations: [], settings: {}, openingHours: [] },
      origin: 'http://localhost:8787',
    })
    expect(bare).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FuneralHome',
      '@id': 'http://localhost:8787/#funeral-home',
      name: 'Whitfield & Sons',
      url: 'http://localhost:8787/',
    })
  })

  it('keeps only well-formed opening hours', () => {
    expect(hoursFromPages(site.pages)).toEqual([{ locationId: 1, rows: [{ days: 'Monday – Friday', hours: '8:00 am – 6:00 pm' }] }])
  })
})

describe('JSON-LD script text', () => {
  it('cannot close or bend the script element, and reads back to the same data', () => {
    const data = { name: '</script><script>alert(1)</script> <!-- & \u2028' }
    const text = jsonLdText(data)
    expect(text).not.toMatch(/[<>&\u2028]/)
    expect(text).toContain('\\u003c/script\\u003e')
    expect(JSON.parse(text)).toEqual(data)
  })
})
