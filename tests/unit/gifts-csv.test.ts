import { describe, expect, it } from 'vitest'
import type { Gift } from '#contract/studio-orders.ts'
import { giftsCsv, giftsFileName } from '#src/features/portal/gifts-csv.ts'

const gift = (overrides: Partial<Gift> = {}): Gift => ({
  orderId: 1,
  from: { firstName: 'Linda', lastName: 'Carter', email: 'linda@example.org', phone: '(555) 210-3344' },
  what: 'Eternal Grace Standing Spray (Deluxe)',
  quantity: 1,
  cardMessage: 'With love',
  sentAt: '2026-12-03T15:00:00.000Z',
  delivered: true,
  ...overrides,
})

describe('the thank-you list as CSV', () => {
  it('has a header and one row per gift, lines ending CRLF', () => {
    expect(giftsCsv([gift()])).toBe(
      'First name,Last name,Email,Phone,What they sent,Quantity,Card message,Ordered on,Delivered\r\n' +
        'Linda,Carter,linda@example.org,(555) 210-3344,Eternal Grace Standing Spray (Deluxe),1,With love,2026-12-03,yes\r\n',
    )
  })

  it('quotes commas, quotes and line breaks, and never lets a cell run as a formula', () => {
    const csv = giftsCsv([gift({ cardMessage: 'She said "always",\nand meant it', from: { ...gift().from, lastName: "O'Neil" } })])
    expect(csv).toContain(`Linda,O'Neil,`)
    expect(csv).toContain('"She said ""always"",\nand meant it"')
    expect(giftsCsv([gift({ cardMessage: '=HYPERLINK("x")' })])).toContain(`"'=HYPERLINK(""x"")"`)
    expect(giftsCsv([gift({ cardMessage: '+1 for Anne', delivered: false })])).toContain(`'+1 for Anne,2026-12-03,not yet`)
  })

  it('names the file by the case', () => {
    expect(giftsFileName('anne-oneil')).toBe('thank-you-list-anne-oneil.csv')
  })
})
