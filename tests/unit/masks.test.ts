import { describe, expect, it } from 'vitest'
import { applyMask, definePattern, isMaskComplete, MASK_TOKENS, maskUnmasked, unmask, ZIP_MASK } from '#src/lib/masks.ts'

describe('mask tokens', () => {
  it('are a digit, a letter and a letter-or-digit', () => {
    expect(Object.keys(MASK_TOKENS)).toEqual(['0', 'a', '*'])
    expect(['7', 'x', '!'].map((ch) => MASK_TOKENS['0'].test(ch))).toEqual([true, false, false])
    expect(['7', 'x', 'X', 'é'].map((ch) => MASK_TOKENS.a.test(ch))).toEqual([false, true, true, false])
    expect(['7', 'x', '!', '_', ' '].map((ch) => MASK_TOKENS['*'].test(ch))).toEqual([true, true, false, false, false])
  })

  it('drive a pattern: wrong characters are skipped, fixed ones added', () => {
    const code = definePattern('aa-**-00')
    expect(applyMask('AB-c1-23', code)).toBe('AB-c1-23')
    expect(applyMask('ab9x12', code)).toBe('ab-9x-12')
    // imask's own `*` takes anything; ours only letters and digits.
    expect(applyMask('ab!?x9', code)).toBe('ab-x9')
    expect(unmask('ab-9x-12', code)).toBe('ab9x12')
  })

  it('keep a pattern’s own definitions next to the tokens', () => {
    const mask = definePattern('#00', { definitions: { '#': /[2-9]/ } })
    expect(applyMask('123', mask)).toBe('23')
    expect(mask.definitions).toMatchObject({ '0': MASK_TOKENS['0'], '#': /[2-9]/ })
  })
})

describe('ZIP mask', () => {
  it('takes five digits, with an optional ZIP+4', () => {
    expect(applyMask('12345', ZIP_MASK)).toBe('12345')
    expect(applyMask('123456789', ZIP_MASK)).toBe('12345-6789')
    expect(applyMask('12345-6789', ZIP_MASK)).toBe('12345-6789')
    expect(applyMask('abcde', ZIP_MASK)).toBe('')
    expect(unmask('12345-6789', ZIP_MASK)).toBe('123456789')
    expect(maskUnmasked('123456789', ZIP_MASK)).toBe('12345-6789')
  })

  it('is complete with five digits; the +4 is optional', () => {
    expect(isMaskComplete('12345', ZIP_MASK)).toBe(true)
    expect(isMaskComplete('12345-6789', ZIP_MASK)).toBe(true)
    expect(isMaskComplete('1234', ZIP_MASK)).toBe(false)
  })
})
