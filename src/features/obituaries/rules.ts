import { OBITUARY_QUERY_MAX } from '#contract/obituary-constants.ts'
import { textParam, wholeNumberParam } from '#src/lib/search-params.ts'
import { formatCalendarDate } from '#src/features/module-data/index.ts'

/** Results per page of /obituaries: four rows of three on a wide screen, short enough on a phone. */
export const OBITUARY_SEARCH_PAGE_SIZE = 12
/** Memories per page of /memories. */
export const MEMORIES_PAGE_SIZE = 10
/** Photos per page of /photos: every demo album fits on one. */
export const PHOTOS_PAGE_SIZE = 60
/** Far beyond any list; keeps a silly `?page=` from becoming a silly upstream query. */
export const MAX_PAGE = 10_000

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/

/** A real calendar date in `YYYY-MM-DD` (what `<input type="date">` sends), else undefined. */
function isoDateOrUndefined(value: unknown): string | undefined {
  if (typeof value !== 'string' || !ISO_DATE.test(value)) return undefined
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value ? value : undefined
}

/**
 * `/obituaries?query=&from=&to=&locationId=&page=`: a shareable search. Every parameter is
 * optional and anything odd (a typed-over date, `page=abc`) is dropped rather than an error: it
 * is an address a visitor may have typed, trimmed or pasted. `page` counts from 1.
 */
export type ObituariesSearch = { query?: string; from?: string; to?: string; locationId?: number; page?: number }
export function parseObituariesSearch(search: Record<string, unknown>): ObituariesSearch {
  return {
    query: textParam(search.query)?.trim().slice(0, OBITUARY_QUERY_MAX) || undefined,
    from: isoDateOrUndefined(search.from),
    to: isoDateOrUndefined(search.to),
    locationId: wholeNumberParam(search.locationId, 1, Number.MAX_SAFE_INTEGER),
    page: wholeNumberParam(search.page, 1, MAX_PAGE),
  }
}

/** `?page=` of the tabs that page (memories, photos). */
export function parseTabPageSearch(search: Record<string, unknown>): { page?: number } {
  return { page: wholeNumberParam(search.page, 1, MAX_PAGE) }
}

/** Whether the visitor asked for anything: then an empty list is 'No matching data', else 'No data'. */
export function hasFilters(search: ObituariesSearch): boolean {
  return Boolean(search.query || search.from || search.to || search.locationId)
}

/** Beside "Died on or before" when it is earlier than "Died on or after" (the api's 422 says the same). */
export const DATE_RANGE_MESSAGE = 'Must be on or after the start date'

/** The message for a reversed date range, else undefined: such a search is not run (it would silently mean something else). */
export function dateRangeProblem(range: { from?: string; to?: string }): string | undefined {
  return range.from && range.to && range.from > range.to ? DATE_RANGE_MESSAGE : undefined
}

/** The api's query for a search: pages from 0. */
export function searchApiQuery(search: ObituariesSearch) {
  return {
    query: search.query,
    from: search.from,
    to: search.to,
    locationId: search.locationId,
    page: (search.page ?? 1) - 1,
    size: OBITUARY_SEARCH_PAGE_SIZE,
  }
}

/** The address of a search (page 1 has no `page`); empty parameters are left out. */
export function searchHref(search: ObituariesSearch, page = 1): string {
  const params = new URLSearchParams()
  if (search.query) params.set('query', search.query)
  if (search.from) params.set('from', search.from)
  if (search.to) params.set('to', search.to)
  if (search.locationId) params.set('locationId', String(search.locationId))
  if (page > 1) params.set('page', String(page))
  const query = params.toString()
  return query ? `/obituaries?${query}` : '/obituaries'
}

/**
 * The `{id}` of /obituaries/{id}/{name} as a number, or undefined (then 'Page Not Found', spec
 * §2): digits only, so `1e3`, `0x10`, ` 7` or `abc` are never read as another obituary.
 */
export function parseObituaryId(raw: string): number | undefined {
  if (!/^\d{1,15}$/.test(raw)) return undefined
  const id = Number(raw)
  return id > 0 ? id : undefined
}

export const OBITUARY_TABS = ['', 'photos', 'memories', 'memorial-video', 'shop'] as const
export type ObituaryTab = (typeof OBITUARY_TABS)[number]

/** `/obituaries/1001/harold-brandt`, or one of its tabs: `/obituaries/1001/harold-brandt/photos`. */
export function obituaryHref(obituary: { id: number; nameSlug: string }, tab: string = ''): string {
  const base = `/obituaries/${obituary.id}/${encodeURIComponent(obituary.nameSlug)}`
  return tab ? `${base}/${tab}` : base
}

/**
 * Where a request for `pathname` belongs when its id or name segment is not the obituary's own
 * (a renamed obituary, a shortened link, an id with leading zeros): the same tab under the canonical name, with the same
 * query. Undefined when the address is already canonical.
 */
export function canonicalObituaryRedirect(
  pathname: string,
  search: string,
  obituary: { id: number; nameSlug: string },
): string | undefined {
  const match = /^\/obituaries\/(\d+)\/([^/]*)(\/.*)?$/.exec(pathname)
  if (!match) return undefined
  const [, id = '', name = '', rest = ''] = match
  let decoded: string
  try {
    decoded = decodeURIComponent(name)
  } catch {
    decoded = name
  }
  // `01001` reads as the same obituary, but only `1001` is its address.
  if (id === String(obituary.id) && decoded === obituary.nameSlug) return undefined
  const tail = rest.replace(/\/+$/, '')
  return `${obituaryHref(obituary)}${tail}${search && search !== '?' ? (search.startsWith('?') ? search : `?${search}`) : ''}`
}

/**
 * Birth and death as people write them: 'March 14, 1941 – November 18, 2026'; one of them
 * alone when only one is known; undefined when neither is.
 */
export function lifeDates(birthDate: string | null, deathDate: string | null): string | undefined {
  const born = formatCalendarDate(birthDate)
  const died = formatCalendarDate(deathDate)
  if (born && died) return `${born} – ${died}`
  if (died) return `Died ${died}`
  if (born) return `Born ${born}`
  return undefined
}

/** The obituary's plain text as paragraphs: blank lines separate them; single line breaks stay inside. */
export function paragraphs(text: string): string[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
}

/**
 * A sharing description from the text: whole first sentences up to about `max` characters (a
 * cut word ends with '…'). Sentences end at '.', '!' or '?' followed by a space.
 */
export function firstSentences(text: string, max = 200): string {
  const flat = text.replace(/\s+/g, ' ').trim()
  if (flat.length <= max) return flat
  const sentences = flat.match(/[^.!?]+[.!?]+(?=\s|$)/g) ?? []
  let out = ''
  for (const sentence of sentences) {
    const next = out ? `${out} ${sentence.trim()}` : sentence.trim()
    if (next.length > max) break
    out = next
  }
  if (out) return out
  const cut = flat.slice(0, max - 1)
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : cut.length)}…`
}
