// Made on first use: building a currency formatter is one of the costliest things a first load's
// scripts did (decision 026), and modules that import this may be in a page's entry.
let usd: Intl.NumberFormat | undefined

/** Whole cents as dollars, `$1,234.50`: the same on every screen, receipt, statement and mail. */
export function formatCents(cents: number): string {
  usd ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })
  return usd.format(cents / 100)
}
