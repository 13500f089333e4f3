/**
 * React keys for a list whose entries have no id (a package's included lines, a statement's
 * lines): the entry's own text, with a count appended when the same text comes again, so keys
 * stay stable as the list changes around them (an index would move with every insertion).
 */
export function keyedByText<T>(values: readonly T[], textOf: (value: T) => string): { key: string; value: T }[] {
  const seen = new Map<string, number>()
  return values.map((value) => {
    const text = textOf(value)
    const n = (seen.get(text) ?? 0) + 1
    seen.set(text, n)
    return { key: n === 1 ? text : `${text}#${n}`, value }
  })
}
