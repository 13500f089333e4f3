import { describe, expect, it } from 'vitest'
import { ApiError } from '#contract/errors.ts'
import { MEMORY_MESSAGES } from '#contract/obituaries.ts'
import { formatEventDate, formatEventTime, formatMemoryDate, isoWithOffset, zoneOffsetMinutes } from '#src/features/obituaries/dates.ts'
import { icsDataHref, icsEscape, icsFileName, icsFold, icsFor, icsUtc } from '#src/features/obituaries/ics.ts'
import { lightboxKey, photoLabel, stepPhoto, swipeDirection } from '#src/features/obituaries/lightbox.ts'
import { memoryBody, photoProblem, postFailureMessage } from '#src/features/obituaries/memory-form-rules.ts'
import {
  parseObituariesSearch,
  canonicalObituaryRedirect,
  firstSentences,
  hasFilters,
  lifeDates,
  obituaryHref,
  DATE_RANGE_MESSAGE,
  dateRangeProblem,
  paragraphs,
  parseObituaryId,
  searchApiQuery,
  searchHref,
} from '#src/features/obituaries/rules.ts'
import { isShareCancel, shareMode } from '#src/features/obituaries/share.ts'
import { uploadError, uploadPercent } from '#src/lib/upload.ts'

describe('search params', () => {
  it('keeps what makes sense and drops the rest, never failing', () => {
    expect(parseObituariesSearch({ query: ' Harold ', from: '2026-01-01', to: '2026-12-31', locationId: '101', page: '2' })).toEqual({
      query: 'Harold',
      from: '2026-01-01',
      to: '2026-12-31',
      locationId: 101,
      page: 2,
    })
    const odd = parseObituariesSearch({ query: '   ', from: '2026-02-30', to: 'tomorrow', locationId: 'x', page: '0' })
    expect(odd).toEqual({ query: undefined, from: undefined, to: undefined, locationId: undefined, page: undefined })
    expect(parseObituariesSearch({ query: 'x'.repeat(300) }).query).toHaveLength(100)
    expect(parseObituariesSearch({}).page).toBeUndefined()
    expect(parseObituariesSearch({ page: 'abc' }).page).toBeUndefined()
    // Every key comes back (undefined when refused): the router merges the result over the raw search.
    expect(Object.keys(parseObituariesSearch({ query: 7, page: 'abc' })).toSorted()).toEqual(['from', 'locationId', 'page', 'query', 'to'])
  })

  it('tells a search from no search', () => {
    expect(hasFilters({})).toBe(false)
    expect(hasFilters({ page: 3 })).toBe(false)
    expect(hasFilters({ query: 'a' })).toBe(true)
    expect(hasFilters({ locationId: 101 })).toBe(true)
  })

  it('asks the api from page 0, the dates as given', () => {
    expect(searchApiQuery({ page: 2, from: '2026-01-01', to: '2026-12-01' })).toMatchObject({
      page: 1,
      from: '2026-01-01',
      to: '2026-12-01',
      size: 12,
    })
    expect(searchApiQuery({})).toMatchObject({ page: 0 })
  })

  it('refuses a reversed date range with a message instead of reading it another way', () => {
    expect(dateRangeProblem({ from: '2026-12-01', to: '2026-01-01' })).toBe(DATE_RANGE_MESSAGE)
    expect(dateRangeProblem({ from: '2026-01-01', to: '2026-01-01' })).toBeUndefined()
    expect(dateRangeProblem({ from: '2026-01-01' })).toBeUndefined()
    expect(dateRangeProblem({})).toBeUndefined()
  })

  it('writes shareable addresses', () => {
    expect(searchHref({})).toBe('/obituaries')
    expect(searchHref({ query: 'Mary Ann', locationId: 101 }, 2)).toBe('/obituaries?query=Mary+Ann&locationId=101&page=2')
    expect(searchHref({ from: '2026-01-01' }, 1)).toBe('/obituaries?from=2026-01-01')
  })
})

describe('obituary addresses', () => {
  it('accepts digits only as the id', () => {
    expect(parseObituaryId('1001')).toBe(1001)
    for (const raw of ['abc', '1e3', '0x10', ' 7', '-1', '0', '10.5', '']) expect(parseObituaryId(raw)).toBeUndefined()
  })

  it('redirects a wrong name to the canonical one, keeping the tab and the query', () => {
    const o = { id: 1001, nameSlug: 'harold-brandt' }
    expect(obituaryHref(o)).toBe('/obituaries/1001/harold-brandt')
    expect(obituaryHref(o, 'photos')).toBe('/obituaries/1001/harold-brandt/photos')
    expect(canonicalObituaryRedirect('/obituaries/1001/harold-brandt', '', o)).toBeUndefined()
    expect(canonicalObituaryRedirect('/obituaries/1001/harold-brandt/memories', '?page=2', o)).toBeUndefined()
    expect(canonicalObituaryRedirect('/obituaries/1001/harold', '', o)).toBe('/obituaries/1001/harold-brandt')
    expect(canonicalObituaryRedirect('/obituaries/1001/x/memories/', '?page=2', o)).toBe('/obituaries/1001/harold-brandt/memories?page=2')
    expect(canonicalObituaryRedirect('/obituaries/1001/Harold-Brandt', '', o)).toBe('/obituaries/1001/harold-brandt')
  })

  it('redirects a non-canonical way of writing the id (leading zeros) like a wrong name', () => {
    const o = { id: 1001, nameSlug: 'harold-brandt' }
    expect(canonicalObituaryRedirect('/obituaries/01001/harold-brandt', '', o)).toBe('/obituaries/1001/harold-brandt')
    expect(canonicalObituaryRedirect('/obituaries/0001001/harold-brandt/photos', '?x=1', o)).toBe(
      '/obituaries/1001/harold-brandt/photos?x=1',
    )
  })
})

describe('text for people', () => {
  it('writes life dates as people do', () => {
    expect(lifeDates('1941-03-14', '2026-11-18')).toBe('March 14, 1941 – November 18, 2026')
    expect(lifeDates(null, '2026-11-18')).toBe('Died November 18, 2026')
    expect(lifeDates('1941-03-14', null)).toBe('Born March 14, 1941')
    expect(lifeDates(null, null)).toBeUndefined()
  })

  it('splits paragraphs at blank lines', () => {
    expect(paragraphs('One.\r\n\r\nTwo\nstill two.\n \n\nThree.')).toEqual(['One.', 'Two\nstill two.', 'Three.'])
    expect(paragraphs('')).toEqual([])
  })

  it('describes with whole first sentences', () => {
    expect(firstSentences('Short.')).toBe('Short.')
    const text = 'First sentence here. Second one follows it. ' + 'Third is far too long '.repeat(20)
    expect(firstSentences(text, 60)).toBe('First sentence here. Second one follows it.')
    expect(firstSentences('word '.repeat(100), 30).endsWith('…')).toBe(true)
    expect(firstSentences('word '.repeat(100), 30).length).toBeLessThanOrEqual(30)
  })
})

describe('times in the funeral home’s zone', () => {
  const start = '2026-11-26T22:00:00.000Z'
  it('shows the local day and time, whatever zone the reader is in', () => {
    expect(formatEventDate(start, 'America/Chicago')).toBe('Thursday, November 26, 2026')
    expect(formatEventTime(start, '2026-11-27T01:00:00.000Z', 'America/Chicago')).toBe('4:00 PM – 7:00 PM CST')
    expect(formatEventTime('2026-07-01T15:30:00.000Z', null, 'America/Chicago')).toBe('10:30 AM CDT')
    // Late evening in UTC is still the same day in Chicago, but the next day in Sydney.
    expect(formatEventDate('2026-11-27T04:00:00.000Z', 'America/Chicago')).toBe('Thursday, November 26, 2026')
    expect(formatMemoryDate('2026-11-23T03:57:00.000Z', 'America/Chicago')).toBe('November 22, 2026')
  })

  it('writes ISO times with the zone offset for schema.org', () => {
    expect(zoneOffsetMinutes(start, 'America/Chicago')).toBe(-360)
    expect(isoWithOffset(start, 'America/Chicago')).toBe('2026-11-26T16:00:00-06:00')
    expect(isoWithOffset('2026-07-01T15:30:00.000Z', 'America/Chicago')).toBe('2026-07-01T10:30:00-05:00')
    expect(isoWithOffset('2026-07-01T15:30:00.000Z', 'Asia/Kolkata')).toBe('2026-07-01T21:00:00+05:30')
    expect(isoWithOffset(start, 'UTC')).toBe('2026-11-26T22:00:00+00:00')
  })

  it('falls back to UTC for a zone it does not know', () => {
    expect(formatEventTime(start, null, 'Nowhere/Nothing')).toBe('10:00 PM UTC')
  })
})

describe('.ics', () => {
  const event = {
    uid: 'service-10011-obituary-1001@localhost',
    title: 'Visitation for Harold Eugene Brandt',
    startsAt: '2026-11-26T22:00:00.000Z',
    endsAt: '2026-11-27T01:00:00.000Z',
    stamp: '2026-11-22T13:00:00.000Z',
    location: 'Elm Street Chapel, 214 Elm Street, Maple Grove, IL 62704',
    description: 'Family only; please\nno flowers',
    url: 'http://localhost/obituaries/1001/harold-brandt',
  }

  it('writes UTC times with Z', () => {
    expect(icsUtc('2026-11-26T22:00:00.000Z')).toBe('20261126T220000Z')
  })

  it('escapes text per RFC 5545', () => {
    expect(icsEscape('a\\b;c,d\ne')).toBe('a\\\\b\\;c\\,d\\ne')
  })

  it('folds long lines at 75 octets without splitting a character', () => {
    const folded = icsFold(`DESCRIPTION:${'é'.repeat(80)}`)
    const lines = folded.split('\r\n')
    expect(lines.length).toBeGreaterThan(1)
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75)
    expect(lines.slice(1).every((l) => l.startsWith(' '))).toBe(true)
    expect(lines.map((l, i) => (i ? l.slice(1) : l)).join('')).toBe(`DESCRIPTION:${'é'.repeat(80)}`)
  })

  it('counts three- and four-octet characters when it folds', () => {
    const text = `DESCRIPTION:${'€🌹a'.repeat(40)}`
    const lines = icsFold(text).split('\r\n')
    const sizes = lines.map((line) => new TextEncoder().encode(line).length)
    for (const size of sizes) expect(size).toBeLessThanOrEqual(75)
    // Every line but the last is full up to the last character that fits: one more would not have.
    for (const size of sizes.slice(0, -1)) expect(size).toBeGreaterThan(75 - 4)
    expect(lines.map((l, i) => (i ? l.slice(1) : l)).join('')).toBe(text)
  })

  it('builds a whole calendar with CRLF lines', () => {
    const ics = icsFor(event)
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true)
    expect(ics.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true)
    expect(ics).toContain('\r\nUID:service-10011-obituary-1001@localhost\r\n')
    expect(ics).toContain('\r\nDTSTART:20261126T220000Z\r\n')
    expect(ics).toContain('\r\nDTEND:20261127T010000Z\r\n')
    expect(ics).toContain('\r\nDTSTAMP:20261122T130000Z\r\n')
    expect(ics).toContain('LOCATION:Elm Street Chapel\\, 214 Elm Street\\, Maple Grove\\, IL 62704')
    expect(ics).toContain('DESCRIPTION:Family only\\; please\\nno flowers')
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/\n/)
  })

  it('gives an event without an end an hour', () => {
    expect(icsFor({ ...event, endsAt: null })).toContain('DTEND:20261126T230000Z')
  })

  it('makes a data: link and a file name', () => {
    const href = icsDataHref(icsFor(event))
    expect(href.startsWith('data:text/calendar;charset=utf-8,BEGIN%3AVCALENDAR%0D%0A')).toBe(true)
    expect(decodeURIComponent(href.slice(href.indexOf(',') + 1))).toBe(icsFor(event))
    expect(icsFileName('Funeral Service', 'patricia-o-connell')).toBe('funeral-service-patricia-o-connell.ics')
    expect(icsFileName('Célébration', '')).toBe('celebration.ics')
  })
})

describe('lightbox', () => {
  it('counts from 1 and wraps around', () => {
    expect(photoLabel(2, 8)).toBe('Photo 3 of 8')
    expect(stepPhoto(7, 8, 1)).toBe(0)
    expect(stepPhoto(0, 8, -1)).toBe(7)
    expect(stepPhoto(3, 8, 1)).toBe(4)
    expect(stepPhoto(0, 0, 1)).toBe(0)
  })

  it('reads horizontal swipes only', () => {
    expect(swipeDirection(-80, 10)).toBe(1)
    expect(swipeDirection(80, 10)).toBe(-1)
    expect(swipeDirection(20, 0)).toBe(0)
    expect(swipeDirection(60, 90)).toBe(0)
  })

  it('maps keys', () => {
    expect(lightboxKey('ArrowRight')).toBe('next')
    expect(lightboxKey('ArrowLeft')).toBe('previous')
    expect(lightboxKey('Home')).toBe('first')
    expect(lightboxKey('End')).toBe('last')
    expect(lightboxKey('a')).toBeUndefined()
  })
})

describe('sharing', () => {
  const data = { title: 't', url: 'https://x.example/o' }
  it('prefers the share sheet, then the clipboard', () => {
    expect(shareMode({ share: () => undefined }, data)).toBe('share')
    expect(shareMode({ share: () => undefined, canShare: () => false, clipboard: { writeText: () => undefined } }, data)).toBe('copy')
    expect(shareMode({ clipboard: { writeText: () => undefined } }, data)).toBe('copy')
    expect(shareMode({}, data)).toBe('none')
    expect(shareMode(undefined, data)).toBe('none')
  })
  it('treats closing the share sheet as no failure', () => {
    expect(isShareCancel(Object.assign(new Error('x'), { name: 'AbortError' }))).toBe(true)
    expect(isShareCancel(new Error('x'))).toBe(false)
  })
})

describe('memory form', () => {
  it('sends trimmed values, no empty email, and the honeypot as filled', () => {
    expect(memoryBody({ name: ' Ann ', email: ' ', text: ' Hi ' }, undefined, '')).toEqual({ name: 'Ann', text: 'Hi', website: '' })
    expect(memoryBody({ name: 'Ann', email: 'a@b.example', text: 'Hi' }, 'a1'.repeat(32), 'spam')).toEqual({
      name: 'Ann',
      email: 'a@b.example',
      text: 'Hi',
      photoToken: 'a1'.repeat(32),
      website: 'spam',
    })
  })

  it('checks a photo before uploading it', () => {
    expect(photoProblem({ type: 'image/jpeg', size: 1000 })).toBeUndefined()
    expect(photoProblem({ type: 'application/pdf', size: 1000 })).toMatch(/JPEG/)
    expect(photoProblem({ type: 'image/png', size: 11 * 1024 * 1024 })).toMatch(/smaller than 10 MB/)
  })

  it('says why a post failed in the api’s words where it has them', () => {
    expect(postFailureMessage(new ApiError(429, undefined, { message: MEMORY_MESSAGES.tooMany }))).toBe(MEMORY_MESSAGES.tooMany)
    expect(postFailureMessage(new ApiError(422, undefined, { errors: { text: 'This field is required' } }))).toBeUndefined()
    expect(
      postFailureMessage(
        new ApiError(422, undefined, { message: MEMORY_MESSAGES.wallClosed, errors: { wall: MEMORY_MESSAGES.wallClosed } }),
        { wall: MEMORY_MESSAGES.wallClosed },
      ),
    ).toBe(MEMORY_MESSAGES.wallClosed)
    expect(postFailureMessage(new ApiError(500))).toMatch(/Nothing you wrote is lost/)
    expect(postFailureMessage(new TypeError('offline'))).toMatch(/try again/)
  })

  it('reads upload progress and errors', () => {
    expect(uploadPercent(50, 200, true)).toBe(25)
    expect(uploadPercent(50, 0, false)).toBeUndefined()
    expect(uploadPercent(300, 200, true)).toBe(100)
    const error = uploadError(422, JSON.stringify({ statusCode: 422, message: MEMORY_MESSAGES.photosNotAllowed }))
    expect(error.statusCode).toBe(422)
    expect(error.detail).toBe(MEMORY_MESSAGES.photosNotAllowed)
    expect(uploadError(502, '<html>').statusCode).toBe(502)
  })
})
