import { describe, expect, it } from 'vitest'
import { BLACK, MIN_TEXT_CONTRAST, WHITE, blend, contrastRatio, readableOn, relativeLuminance } from '#src/lib/contrast.ts'
import { SECONDARY_ALPHA, parseHex, readableTextColor } from '#src/lib/design.ts'

describe('WCAG contrast', () => {
  it('matches the reference values', () => {
    expect(relativeLuminance(WHITE)).toBe(1)
    expect(relativeLuminance(BLACK)).toBe(0)
    expect(contrastRatio(BLACK, WHITE)).toBe(21)
    expect(contrastRatio(WHITE, BLACK)).toBe(21)
    expect(contrastRatio(parseHex('#777777'), WHITE)).toBeCloseTo(4.48, 2)
  })

  it('blends a colour over a background', () => {
    expect(blend([0, 0, 0], 0.1, WHITE)).toEqual([230, 230, 230])
    expect(blend([255, 0, 0], 1, WHITE)).toEqual([255, 0, 0])
  })

  it('darkens only as much as needed', () => {
    expect(readableOn(BLACK, [WHITE])).toEqual(BLACK)
    const grey = readableOn(parseHex('#888888'), [WHITE])
    expect(contrastRatio(grey, WHITE)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST)
    expect(contrastRatio(grey, WHITE)).toBeLessThan(6)
  })
})

describe('readable text colour for any colorText', () => {
  it('keeps a colour that already reads well', () => {
    expect(readableTextColor('#2f3b35')).toBe('#2f3b35')
    expect(readableTextColor('#1d3557')).toBe('#1d3557')
  })

  it.each(['#ffffff', '#ffff00', '#c9a227', '#7fb3d5', '#ff69b4', '#00ff00', '#fff', '#808080'])(
    'reaches 4.5:1 on white and on the 0.1 tint for %s',
    (color) => {
      const text = parseHex(readableTextColor(color))
      const tint = blend(parseHex(color), SECONDARY_ALPHA, WHITE)
      expect(contrastRatio(text, WHITE)).toBeGreaterThanOrEqual(4.5)
      expect(contrastRatio(text, tint)).toBeGreaterThanOrEqual(4.5)
    },
  )
})
