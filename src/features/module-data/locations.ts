import type { OpeningHours } from '#contract/modules.ts'
import type { Address, Location } from '#contract/website.ts'

/** The lines of a postal address as an envelope shows them. */
export function addressLines(address: Address): string[] {
  return [address.line1, address.line2, `${address.city}, ${address.region} ${address.postalCode}`].filter(
    (line): line is string => !!line?.trim(),
  )
}

/** The address on one line, for a map search. */
export function addressOneLine(address: Address): string {
  return addressLines(address).join(', ')
}

/** A Google Maps search for the address: works on every phone without an API key. */
export function mapSearchUrl(address: Address): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(addressOneLine(address))}`
}

/** The locations a module shows: those it names, in its order, or all of them. Unknown ids are ignored. */
export function selectLocations(locations: readonly Location[], ids: readonly number[] | undefined): Location[] {
  if (!ids) return [...locations]
  return ids.flatMap((id) => locations.filter((l) => l.id === id))
}

/** The opening hours the module gives for a location, if any. */
export function hoursFor(hours: readonly OpeningHours[] | undefined, locationId: number): OpeningHours | undefined {
  return hours?.find((h) => h.locationId === locationId)
}
