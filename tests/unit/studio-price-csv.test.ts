import { describe, expect, it } from 'vitest'
import { csvRecords, parseDollars, parsePriceCsv, toPriceCsv } from '#contract/price-list-csv.ts'

const HEAD = 'category,item,variant,description,price,cash_advance,markup,rule_line'

describe('the price list as CSV', () => {
  it('reads quoted fields with commas, doubled quotes and line breaks', () => {
    expect(csvRecords('a,"b, c","say ""hi""","two\nlines"\r\nx,y\n')).toEqual([
      ['a', 'b, c', 'say "hi"', 'two\nlines'],
      ['x', 'y'],
    ])
  })

  it('reads dollars as cents and refuses what is not an amount', () => {
    expect(parseDollars('$1,295.5')).toBe(129_550)
    expect(parseDollars('895')).toBe(89_500)
    expect(parseDollars('12.345')).toBeNull()
    expect(parseDollars('free')).toBeNull()
  })

  it('parses items and their variants', () => {
    const csv = `${HEAD}\nCaskets,Heritage oak,,Solid oak,"2,995.00",no,no,\nCaskets,Heritage oak,Satin,,3095,no,no,\nPreparation,Direct cremation,,,1995,no,no,direct_cremation\n`
    const { rows, errors } = parsePriceCsv(csv)
    expect(errors).toEqual([])
    expect(rows.map((r) => [r.line, r.item, r.variant, r.priceCents, r.ruleLine])).toEqual([
      [2, 'Heritage oak', '', 299_500, null],
      [3, 'Heritage oak', 'Satin', 309_500, null],
      [4, 'Direct cremation', '', 199_500, 'direct_cremation'],
    ])
  })

  it('names each line’s problems in plain words and imports nothing then', () => {
    const csv = `${HEAD}\nCaskets,Oak,,,abc,maybe,no,\n,Pine,,,100,no,no,cremation\nCaskets,Oak,Satin,,100,no,no,\nCaskets,Elm,,,100,no,no,\nCaskets,Elm,,,100,no,no,\n`
    const { rows, errors } = parsePriceCsv(csv)
    expect(rows).toEqual([])
    expect(errors).toEqual([
      { line: 2, message: 'Line 2: the price “abc” is not an amount in dollars; cash_advance must be yes or no.' },
      { line: 3, message: 'Line 3: the category is empty; “cremation” is not one of the Funeral Rule’s lines.' },
      { line: 6, message: 'Line 6: this item is listed twice.' },
    ])
  })

  it('refuses a file without the heading line', () => {
    expect(parsePriceCsv('Caskets,Oak,,,100\n').errors[0]?.message).toMatch(/^The first line must name the columns; missing: /)
  })

  it('exports what it imports', () => {
    const categories = [
      {
        name: 'Caskets, wood',
        items: [
          {
            name: 'Oak "Heritage"',
            description: '',
            priceCents: 299_500,
            cashAdvance: false,
            cashAdvanceMarkup: false,
            ruleLine: null,
            variants: [{ name: 'Satin', description: 'Ivory', priceCents: null }],
          },
        ],
      },
    ]
    const { rows, errors } = parsePriceCsv(toPriceCsv(categories))
    expect(errors).toEqual([])
    expect(rows.map((r) => [r.category, r.item, r.variant, r.description, r.priceCents])).toEqual([
      ['Caskets, wood', 'Oak "Heritage"', '', '', 299_500],
      ['Caskets, wood', 'Oak "Heritage"', 'Satin', 'Ivory', 299_500],
    ])
  })
})
