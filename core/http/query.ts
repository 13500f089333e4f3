/**
 * Query objects → query strings (spec §7: "Query objects are flattened with
 * nested keys joined by dots"). The rules, each deliberate:
 *
 * - nested objects: keys joined by dots, `{ paging: { page: 2 } }` → `paging.page=2`;
 * - arrays: the key repeated per element, `{ ids: [1, 2] }` → `ids=1&ids=2`
 *   (what URLSearchParams.getAll and Hono's `queries()` read back); arrays hold
 *   scalars only, so there is no guessing how to pair up objects inside them;
 * - absent values are skipped, at any depth and inside arrays: `undefined`,
 *   `null` and the empty string. An emptied search box or filter means "no
 *   filter", not "filter by nothing"; an empty array or object sends nothing;
 * - Dates as ISO 8601 strings (`toISOString`, UTC); an invalid Date throws,
 *   rather than silently dropping a filter;
 * - numbers, bigints and booleans as `String(value)` (`true`, `false`);
 * - order follows the object's own key order, depth first.
 */
export type QueryScalar = string | number | bigint | boolean | Date | null | undefined
export type QueryValue = QueryScalar | readonly QueryScalar[] | QueryObject
export type QueryObject = { readonly [key: string]: QueryValue }

function scalarText(key: string, value: QueryScalar): string | undefined {
  if (value === undefined || value === null || value === '') return undefined
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) throw new RangeError(`Query parameter "${key}" is an invalid Date`)
    return value.toISOString()
  }
  return String(value)
}

/** The `[key, value]` pairs of a query object, in order. */
export function flattenQuery(query: QueryObject, prefix = ''): Array<[string, string]> {
  const pairs: Array<[string, string]> = []
  for (const [name, value] of Object.entries(query)) {
    const key = prefix ? `${prefix}.${name}` : name
    if (Array.isArray(value)) {
      for (const item of value as readonly QueryScalar[]) {
        const text = scalarText(key, item)
        if (text !== undefined) pairs.push([key, text])
      }
    } else if (value !== null && typeof value === 'object' && !(value instanceof Date)) {
      pairs.push(...flattenQuery(value as QueryObject, key))
    } else {
      const text = scalarText(key, value as QueryScalar)
      if (text !== undefined) pairs.push([key, text])
    }
  }
  return pairs
}

/** `path` with the query appended (after any query it already has); unchanged when nothing is left. */
export function withQuery(path: string, query: QueryObject | undefined): string {
  if (!query) return path
  const search = new URLSearchParams(flattenQuery(query)).toString()
  if (!search) return path
  return `${path}${path.includes('?') ? '&' : '?'}${search}`
}
