import { describe, expect, it } from 'vitest'
import { balancedColumns, balancedGridSizes, balancedGridStyle } from '#src/lib/balanced-grid.ts'

describe('balanced grid columns', () => {
  it('puts up to the maximum in one row', () => {
    expect([1, 2, 3].map((n) => balancedColumns(n, 3))).toEqual([1, 2, 3])
    expect(balancedColumns(0, 3)).toBe(1)
  })

  it('never leaves one card alone when another column count avoids it', () => {
    expect(balancedColumns(4, 3)).toBe(2)
    expect(balancedColumns(5, 3)).toBe(3)
    expect(balancedColumns(6, 3)).toBe(3)
    expect(balancedColumns(8, 3)).toBe(3)
    expect(balancedColumns(9, 4)).toBe(3)
    expect(balancedColumns(7, 4)).toBe(4)
    expect(balancedColumns(6, 4)).toBe(3)
    expect(balancedColumns(10, 4)).toBe(4)
  })

  it('keeps the widest layout when every choice leaves one card (CSS centres it)', () => {
    expect(balancedColumns(7, 3)).toBe(3)
  })

  it('hands the counts to CSS as variables', () => {
    expect(balancedGridStyle(4, 3)).toEqual({ '--grid-columns': 2, '--grid-phone-columns': 1 })
    expect(balancedGridStyle(6, 4, 2)).toEqual({ '--grid-columns': 3, '--grid-phone-columns': 2 })
  })
})

describe('balanced grid sizes', () => {
  it('gives each card its share of the content width, of the window below 64rem, and on a phone', () => {
    expect(balancedGridSizes(6, 3)).toBe('(min-width: 64rem) 24rem, (min-width: 40rem) 50vw, 100vw')
    expect(balancedGridSizes(1, 3)).toBe('(min-width: 64rem) 72rem, (min-width: 40rem) 100vw, 100vw')
    expect(balancedGridSizes(8, 5, 2)).toBe('(min-width: 64rem) 18rem, (min-width: 40rem) 50vw, 50vw')
    expect(balancedGridSizes(5, 5, 2)).toBe('(min-width: 64rem) 15rem, (min-width: 40rem) 50vw, 50vw')
  })
})
