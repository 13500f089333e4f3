import { describe, expect, it } from 'vitest'
import { ContactModuleSchema, GalleryModuleSchema, HeroImageSchema, ImageSchema, RecentObituariesModuleSchema } from '#contract/modules.ts'
import type { Location } from '#contract/website.ts'
import { objectPosition } from '#src/features/module-data/images.ts'
import { addressLines, hoursFor, mapSearchUrl, selectLocations } from '#src/features/module-data/locations.ts'
import { formatCalendarDate } from '#src/features/module-data/obituary-dates.ts'
import { obituaryPageHref } from '#src/features/module-data/recent-obituaries.ts'
import { recentObituariesPath } from '#src/features/module-data/loaders.ts'

const location = (id: number, line2?: string): Location => ({
  id,
  name: `Chapel ${id}`,
  address: { line1: '3 Wharf Lane', ...(line2 ? { line2 } : {}), city: 'Port Ellis', region: 'ME', postalCode: '04011' },
  phoneNumber: null,
})

describe('module rules', () => {
  it('addresses: envelope lines, and a Google Maps search of the whole address', () => {
    expect(addressLines(location(1, 'Suite 2').address)).toEqual(['3 Wharf Lane', 'Suite 2', 'Port Ellis, ME 04011'])
    expect(addressLines(location(1, '  ').address)).toEqual(['3 Wharf Lane', 'Port Ellis, ME 04011'])
    expect(mapSearchUrl(location(1).address)).toBe(
      'https://www.google.com/maps/search/?api=1&query=3%20Wharf%20Lane%2C%20Port%20Ellis%2C%20ME%2004011',
    )
  })

  it('locations: all, or the named ones in the named order; hours by location id', () => {
    const all = [location(1), location(2), location(3)]
    expect(selectLocations(all, undefined).map((l) => l.id)).toEqual([1, 2, 3])
    expect(selectLocations(all, [3, 9, 1]).map((l) => l.id)).toEqual([3, 1])
    expect(selectLocations(all, []).map((l) => l.id)).toEqual([])
    const hours = [{ id: 'h', locationId: 2, rows: [{ id: 'r', days: 'Daily', hours: '9–5' }] }]
    expect(hoursFor(hours, 2)?.id).toBe('h')
    expect(hoursFor(hours, 1)).toBeUndefined()
    expect(hoursFor(undefined, 1)).toBeUndefined()
  })

  it('dates: calendar dates in words, with no time zone shift; anything else is undefined', () => {
    expect(formatCalendarDate('1936-02-11')).toBe('February 11, 1936')
    expect(formatCalendarDate('2026-12-01')).toBe('December 1, 2026')
    expect(formatCalendarDate(null)).toBeUndefined()
    expect(formatCalendarDate('2026-13-01')).toBeUndefined()
    expect(formatCalendarDate('11/21/2026')).toBeUndefined()
  })

  it('obituary links and the recent-obituaries call', () => {
    expect(obituaryPageHref({ id: 1001, nameSlug: 'harold-brandt' })).toBe('/obituaries/1001/harold-brandt')
    expect(recentObituariesPath(4)).toBe('/api/web/obituaries?size=4')
  })
})

const parse = (count?: number) => RecentObituariesModuleSchema.safeParse({ id: 'o', type: 'recent-obituaries', count })

describe('module schemas', () => {
  it('images: same-site paths only, and alt text unless decorative', () => {
    const base = { id: 'i', width: 10, height: 10 }
    expect(ImageSchema.safeParse({ ...base, src: '/demo/a.svg', alt: 'A chapel' }).success).toBe(true)
    expect(ImageSchema.safeParse({ ...base, src: '/demo/a.svg', decorative: true }).success).toBe(true)
    expect(ImageSchema.safeParse({ ...base, src: '/demo/a.svg', alt: '  ' }).success).toBe(false)
    for (const src of ['https://cdn.example/a.png', '//cdn.example/a.png', 'javascript:alert(1)', 'demo/a.svg', '/a".svg'])
      expect({ src, ok: ImageSchema.safeParse({ ...base, src, alt: 'x' }).success }).toEqual({ src, ok: false })
    expect(GalleryModuleSchema.safeParse({ id: 'g', type: 'gallery', images: [] }).success).toBe(false)
  })

  it('recent obituaries show 3 to 6, 3 by default', () => {
    expect(parse().data?.count).toBe(3)
    expect(parse(6).success).toBe(true)
    expect(parse(2).success).toBe(false)
    expect(parse(7).success).toBe(false)
  })

  it('contact email must be an address', () => {
    expect(ContactModuleSchema.safeParse({ id: 'c', type: 'contact', heading: 'Reach us', email: 'nope' }).success).toBe(false)
  })
})

describe('hero focal point', () => {
  it('becomes object-position in percent, the centre without one', () => {
    expect(objectPosition(undefined)).toBe('50% 50%')
    expect(objectPosition({ x: 30, y: 72.25 })).toBe('30% 72.3%')
  })

  it('is part of the hero image contract, 0 to 100 only', () => {
    const image = { id: 'i', src: '/demo/a.svg', width: 1600, height: 800 }
    expect(HeroImageSchema.safeParse({ ...image, focalPoint: { x: 40, y: 20 } }).success).toBe(true)
    expect(HeroImageSchema.safeParse({ ...image, focalPoint: { x: 140, y: 20 } }).success).toBe(false)
    expect(HeroImageSchema.safeParse(image).success).toBe(true)
  })
})
