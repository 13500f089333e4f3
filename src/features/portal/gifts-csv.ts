import type { Gift } from '#contract/studio-orders.ts'

/**
 * The family's thank-you list as CSV (issue 38 point 5), for a spreadsheet or a mail merge:
 * RFC 4180 quoting, and a cell that a spreadsheet would run as a formula (=, +, -, @, tab, CR)
 * starts with an apostrophe, since a card's words are typed by strangers.
 */

const HEADER = ['First name', 'Last name', 'Email', 'Phone', 'What they sent', 'Quantity', 'Card message', 'Ordered on', 'Delivered']

function cell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe
}

export function giftsCsv(gifts: readonly Gift[]): string {
  const rows = gifts.map((g) => [
    g.from.firstName,
    g.from.lastName,
    g.from.email,
    g.from.phone,
    g.what,
    String(g.quantity),
    g.cardMessage,
    g.sentAt.slice(0, 10),
    g.delivered ? 'yes' : 'not yet',
  ])
  return [HEADER, ...rows].map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n'
}

/** `thank-you-list-anne-oneil.csv`. */
export function giftsFileName(nameSlug: string): string {
  return `thank-you-list-${nameSlug}.csv`
}
