/**
 * The parts of the site only a signed-in person uses, by their first path segment: each is a
 * folder of src/routes whose routes the browser loads only once someone goes there, so public
 * pages carry none of them however many they grow to (decision 050): the family portal and the
 * funeral home's studio (issue 37).
 */
export const SIGNED_IN_AREAS = ['family-portal', 'studio'] as const

/** True for a path inside a signed-in area, in any case (the router matches without case). */
export function isInSignedInArea(path: string): boolean {
  const first = path.toLowerCase().split('/')[1] ?? ''
  return SIGNED_IN_AREAS.some((area) => first === area)
}
