import { describe, expect, it } from 'vitest'
import { DesignSchema, FONT_PAIRS } from '#contract/website.ts'
import { CORNER_RADIUS, SECONDARY_ALPHA, designVariables, hexWithAlpha } from '#src/lib/design.ts'
import { FALLBACKS } from '../../build/font-fallbacks.ts'
import { DEFAULT_FONT_PAIR, FONT_STACKS, fontPairOf } from '#src/lib/fonts.ts'

describe('design as CSS variables', () => {
  it('derives the secondary colour as the text colour at 0.1 alpha', () => {
    expect(SECONDARY_ALPHA).toBe(0.1)
    expect(designVariables({ colorText: '#2f3b35', buttonCorners: 'Square', secondaryButtonCorners: 'Square' })).toMatchObject({
      '--color-brand': '#2f3b35',
      '--color-text': '#2f3b35',
      '--color-secondary': 'rgba(47, 59, 53, 0.1)',
    })
  })

  it('expands short hex and ignores a hex alpha channel', () => {
    expect(hexWithAlpha('#fff', 0.1)).toBe('rgba(255, 255, 255, 0.1)')
    expect(hexWithAlpha('#000a', 0.5)).toBe('rgba(0, 0, 0, 0.5)')
    expect(hexWithAlpha('#1D3557CC', 0.1)).toBe('rgba(29, 53, 87, 0.1)')
    expect(() => hexWithAlpha('red', 0.1)).toThrow('Not a hex colour: red')
  })

  it('keeps the chosen colour as the brand and a readable one as the text colour', () => {
    const vars = designVariables({ colorText: '#ffd700', buttonCorners: 'Square', secondaryButtonCorners: 'Square' })
    expect(vars['--color-brand']).toBe('#ffd700')
    expect(vars['--color-secondary']).toBe('rgba(255, 215, 0, 0.1)')
    expect(vars['--color-text']).not.toBe('#ffd700')
  })

  it('maps corners: Square none, Rounded fully round, Soft Square medium', () => {
    expect(CORNER_RADIUS).toEqual({ Square: '0', Rounded: '9999px', 'Soft Square': '0.5rem' })
    const vars = designVariables({ colorText: '#000000', buttonCorners: 'Rounded', secondaryButtonCorners: 'Soft Square' })
    expect(vars['--button-radius']).toBe('9999px')
    expect(vars['--secondary-button-radius']).toBe('0.5rem')
  })
})

describe('type pairs', () => {
  const base = { colorText: '#2f3b35', buttonCorners: 'Square', secondaryButtonCorners: 'Square' } as const

  it('gives a design without a pair the default one', () => {
    expect(fontPairOf(base)).toBe(DEFAULT_FONT_PAIR)
    expect(designVariables(base)['--font-heading']).toBe(FONT_STACKS[DEFAULT_FONT_PAIR].heading)
  })

  it('turns the chosen pair into the heading and body font variables, with system fallbacks', () => {
    const vars = designVariables({ ...base, fontPair: 'warm' })
    expect(vars['--font-heading']).toMatch(/^'Lora Variable', .*serif$/)
    expect(vars['--font-body']).toMatch(/^'Nunito Sans Variable', .*sans-serif$/)
  })

  it('names each web font’s metric-matched fallback face right after it, so a swap moves nothing', () => {
    for (const stacks of Object.values(FONT_STACKS)) {
      for (const stack of [stacks.heading, stacks.body]) {
        const [webFont, fallback] = stack.split(', ').map((family) => family.replaceAll("'", ''))
        expect(Object.keys(FALLBACKS)).toContain(webFont)
        expect(fallback).toBe(`${webFont} fallback`)
      }
    }
  })

  it('has a stack for every pair the contract allows, and refuses others', () => {
    expect(Object.keys(FONT_STACKS).toSorted()).toEqual([...FONT_PAIRS].toSorted())
    expect(DesignSchema.safeParse({ ...base, fontPair: 'comic' }).success).toBe(false)
    expect(DesignSchema.parse({ ...base, fontPair: 'traditional' }).fontPair).toBe('traditional')
  })
})
