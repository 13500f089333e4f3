/**
 * Reading a page's address-bar parameters in route options (`validateSearch`), which ship in the
 * browser's entry chunk: plain functions, no schema library (issue 15, JS budgets). They are
 * addresses people type, trim and paste, so anything odd reads as absent, never as an error.
 *
 * A parser returns every key it reads, `undefined` included: the router merges what it returns
 * over the raw search, so a key left out would keep the raw value (`?page=abc` would reach the
 * loader as 'abc'). Undefined values never reach the address bar.
 */

/** A whole number within [min, max] (`?page=2` arrives as 2 or '2'); anything else is undefined. */
export function wholeNumberParam(value: unknown, min: number, max: number): number | undefined {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : ''
  if (!/^-?\d+$/.test(text)) return undefined
  const n = Number(text)
  return Number.isSafeInteger(n) && n >= min && n <= max ? n : undefined
}

/** Text, when it is text; anything else (a number, an array from a repeated key) is undefined. */
export function textParam(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined
}
