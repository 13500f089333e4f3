import type { Address } from '#contract/website.ts'

/**
 * An iCalendar file (RFC 5545) for one service, built as text so the 'Add to calendar' link can
 * carry it in a `data:` URL: it downloads with or without JavaScript, and nothing is stored.
 */

export type IcsEvent = {
  /** Stable per event: the same service added twice replaces itself in the calendar. */
  uid: string
  title: string
  startsAt: string
  endsAt: string | null
  /** When this description was made (DTSTAMP); fixed input keeps SSR and hydration equal. */
  stamp: string
  location?: string
  description?: string
  url?: string
}

/** Without an end time, a calendar entry of an hour reads better than one of no length. */
const DEFAULT_LENGTH_MS = 60 * 60 * 1000

/** `2026-11-26T22:00:00.000Z` → `20261126T220000Z` (UTC, RFC 5545 form #2). */
export function icsUtc(iso: string): string {
  return new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')
}

/** TEXT values: backslash, semicolon, comma and line breaks escaped (RFC 5545 §3.3.11). */
export function icsEscape(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n?|\n/g, '\\n')
}

/** Lines longer than 75 octets folded: CRLF and one space, never inside a UTF-8 character. */
export function icsFold(line: string): string {
  const out: string[] = []
  let current = ''
  let size = 0
  for (const char of line) {
    const bytes = utf8Length(char.codePointAt(0) ?? 0)
    // The first line may hold 75 octets; continuation lines 74 plus their leading space.
    if (size + bytes > (out.length === 0 ? 75 : 74)) {
      out.push(current)
      current = ''
      size = 0
    }
    current += char
    size += bytes
  }
  out.push(current)
  return out.join('\r\n ')
}

/** The UTF-8 octets of one code point, without encoding it (the links are built while a page hydrates). */
function utf8Length(codePoint: number): number {
  if (codePoint < 0x80) return 1
  if (codePoint < 0x800) return 2
  return codePoint < 0x10000 ? 3 : 4
}

/** A place as one line: 'Elm Street Chapel, 214 Elm Street, Maple Grove, IL 62704'. */
export function placeLine(place: { name: string; address: Address }): string {
  const a = place.address
  return [place.name, a.line1, a.line2, a.city, `${a.region} ${a.postalCode}`.trim()].filter(Boolean).join(', ')
}

/** The whole .ics text, CRLF line endings. */
export function icsFor(event: IcsEvent): string {
  const end = event.endsAt ?? new Date(new Date(event.startsAt).getTime() + DEFAULT_LENGTH_MS).toISOString()
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Funeral home website//Obituary services//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${icsUtc(event.stamp)}`,
    `DTSTART:${icsUtc(event.startsAt)}`,
    `DTEND:${icsUtc(end)}`,
    `SUMMARY:${icsEscape(event.title)}`,
    ...(event.location ? [`LOCATION:${icsEscape(event.location)}`] : []),
    ...(event.description ? [`DESCRIPTION:${icsEscape(event.description)}`] : []),
    ...(event.url ? [`URL:${event.url}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ]
  return `${lines.map(icsFold).join('\r\n')}\r\n`
}

/** The link's href: the file itself, percent-encoded. */
export function icsDataHref(ics: string): string {
  return `data:text/calendar;charset=utf-8,${encodeURIComponent(ics)}`
}

/** 'funeral-service-harold-brandt.ics' */
export function icsFileName(label: string, nameSlug: string): string {
  const base = `${label}-${nameSlug}`
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
  return `${base || 'service'}.ics`
}
