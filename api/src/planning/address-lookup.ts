import { and, asc, eq, sql, type SQL } from 'drizzle-orm'
import type { AddressSuggestion } from '#contract/planning.ts'
import { planningAddresses } from '../db/schema.ts'
import type { Db } from '../middleware/tenant.ts'

/**
 * Address suggestions for what someone has typed into a street field. A geocoder is a third
 * party, so the form only ever talks to this interface: locally a D1 table of the streets of
 * the towns each funeral home serves; in production a provider adapter (shape below).
 */
export interface AddressLookup {
  readonly name: string
  suggest(query: string, limit: number): Promise<AddressSuggestion[]>
}

export const SUGGESTION_LIMIT = 8

/** `%` and `_` typed by someone are literal characters, not wildcards. */
function likeTerm(word: string): string {
  return `%${word.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`
}

/** The words of a query (at most five, so a pasted paragraph cannot build a huge statement). */
export function queryWords(query: string): string[] {
  return query
    .toLowerCase()
    .split(/[\s,]+/)
    .filter(Boolean)
    .slice(0, 5)
}

/** The local lookup: every word must appear in the street line, town, state or ZIP. */
export class D1AddressLookup implements AddressLookup {
  readonly name = 'd1'
  private readonly db: Db
  private readonly companyId: number

  constructor(db: Db, companyId: number) {
    this.db = db
    this.companyId = companyId
  }

  async suggest(query: string, limit: number): Promise<AddressSuggestion[]> {
    const words = queryWords(query)
    if (words.length === 0) return []
    const haystack = sql`lower(${planningAddresses.line1} || ' ' || ${planningAddresses.city} || ' ' || ${planningAddresses.region} || ' ' || ${planningAddresses.postalCode})`
    const matches: SQL[] = words.map((w) => sql`${haystack} LIKE ${likeTerm(w)} ESCAPE '\\'`)
    return this.db
      .select({
        line1: planningAddresses.line1,
        city: planningAddresses.city,
        region: planningAddresses.region,
        postalCode: planningAddresses.postalCode,
      })
      .from(planningAddresses)
      .where(and(eq(planningAddresses.companyId, this.companyId), ...matches))
      .orderBy(asc(planningAddresses.city), asc(planningAddresses.line1))
      .limit(limit)
  }
}

/**
 * The shape of a real adapter (Geoapify's autocomplete; Mapbox or Google Places look alike):
 * biased to the funeral home's area, US addresses only. Not used locally: nothing here may reach
 * the internet. Would be chosen by `addressLookup` when an API key binding is configured.
 */
export class GeoapifyAddressLookup implements AddressLookup {
  readonly name = 'geoapify'
  private readonly apiKey: string
  private readonly near: { lat: number; lon: number }
  private readonly fetcher: typeof fetch

  constructor(apiKey: string, near: { lat: number; lon: number }, fetcher: typeof fetch = fetch) {
    this.apiKey = apiKey
    this.near = near
    this.fetcher = fetcher
  }

  async suggest(query: string, limit: number): Promise<AddressSuggestion[]> {
    const url = new URL('https://api.geoapify.com/v1/geocode/autocomplete')
    url.search = new URLSearchParams({
      text: query,
      type: 'street',
      filter: 'countrycode:us',
      bias: `proximity:${this.near.lon},${this.near.lat}`,
      limit: String(limit),
      format: 'json',
      apiKey: this.apiKey,
    }).toString()
    const response = await this.fetcher(url)
    if (!response.ok) throw new Error(`address lookup: ${this.name} answered ${response.status}`)
    const body = (await response.json()) as {
      results?: { address_line1?: string; city?: string; state_code?: string; postcode?: string }[]
    }
    return (body.results ?? []).flatMap((r) =>
      r.address_line1 && r.city && r.state_code && r.postcode
        ? [{ line1: r.address_line1, city: r.city, region: r.state_code.toUpperCase(), postalCode: r.postcode }]
        : [],
    )
  }
}

/** The lookup of this deployment: the local table (a provider key would select the adapter above). */
export function addressLookup(db: Db, companyId: number): AddressLookup {
  return new D1AddressLookup(db, companyId)
}
