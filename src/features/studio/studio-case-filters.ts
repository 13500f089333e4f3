import { CASE_KINDS, CASE_STAGES, type CaseKind, type CaseStage } from '#contract/case-stages.ts'
import type { StaffCaseListQuery } from '#contract/studio-case-page.ts'
import { textParam, wholeNumberParam } from '#src/lib/search-params.ts'

/**
 * The case list's search and filters as they live in the address (`/studio/cases?name=&stage=&
 * location=&director=&kind=&page=`): shareable, and the back button goes back a search. Pure and
 * schema-free (the route's validateSearch ships in the studio's entry); anything odd reads as absent.
 */

export type CaseListSearch = {
  page?: number | undefined
  name?: string | undefined
  stage?: CaseStage | undefined
  location?: number | undefined
  director?: number | undefined
  kind?: CaseKind | undefined
}

/** Far beyond any home's pages of cases; keeps a silly `?page=` from becoming a silly upstream query. */
export const MAX_PAGE = 10_000
/** As long as the api takes (contract StaffCaseListQuerySchema `name`). */
export const NAME_MAX = 100
const MAX_ID = Number.MAX_SAFE_INTEGER

function oneOf<T extends string>(values: readonly T[], value: unknown): T | undefined {
  return typeof value === 'string' && (values as readonly string[]).includes(value) ? (value as T) : undefined
}

/** The route's validateSearch: every key read, so an odd raw value never reaches the loader. */
export function parseCaseListSearch(search: Record<string, unknown>): CaseListSearch {
  const name = textParam(search.name)?.trim().slice(0, NAME_MAX)
  return {
    page: wholeNumberParam(search.page, 1, MAX_PAGE),
    name: name ? name : undefined,
    stage: oneOf(CASE_STAGES, search.stage),
    location: wholeNumberParam(search.location, 1, MAX_ID),
    director: wholeNumberParam(search.director, 1, MAX_ID),
    kind: oneOf(CASE_KINDS, search.kind),
  }
}

/** Whether anything narrows the list (the page alone does not). */
export function hasFilters(search: CaseListSearch): boolean {
  return Boolean(search.name || search.stage || search.location || search.director || search.kind)
}

/** The api's query for a search: pages count from 0 there, from 1 in the address. */
export function caseListQuery(search: CaseListSearch, size = 20): StaffCaseListQuery {
  return {
    page: (search.page ?? 1) - 1,
    size,
    ...(search.name ? { name: search.name } : {}),
    ...(search.stage ? { stage: search.stage } : {}),
    ...(search.location ? { locationId: search.location } : {}),
    ...(search.director ? { directorUserId: search.director } : {}),
    ...(search.kind ? { kind: search.kind } : {}),
  }
}

/** The search a submitted filter form says (its fields by name), from the first page again. */
export function searchFromForm(data: { get(name: string): unknown }): CaseListSearch {
  const { page: _page, ...rest } = parseCaseListSearch({
    name: data.get('name'),
    stage: data.get('stage'),
    location: data.get('location'),
    director: data.get('director'),
    kind: data.get('kind'),
  })
  return rest
}

/** "3 cases match." / "1 case matches." with filters; "62 cases." without. */
export function countSentence(total: number, filtered: boolean): string {
  const cases = `${total} ${total === 1 ? 'case' : 'cases'}`
  if (!filtered) return `${cases}.`
  return `${cases} ${total === 1 ? 'matches' : 'match'} the search.`
}
