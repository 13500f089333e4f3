import { describe, expect, it } from 'vitest'
import {
  applyMask,
  DATE_MASK,
  definePattern,
  isMaskComplete,
  MASK_TOKENS,
  maskUnmasked,
  padDateInput,
  PHONE_MASK,
  unmask,
  ZIP_MASK,
} from '#src/lib/masks.ts'

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

describe('US phone mask', () => {
  it('formats digits as (000) 000-0000 and unmasks to the ten digits', () => {
    expect(applyMask('5551234567', PHONE_MASK)).toBe('(555) 123-4567')
    expect(applyMask('555.123.4567', PHONE_MASK)).toBe('(555) 123-4567')
    expect(applyMask('555', PHONE_MASK)).toBe('(555')
    expect(applyMask('', PHONE_MASK)).toBe('')
    expect(unmask('(555) 123-4567', PHONE_MASK)).toBe('5551234567')
    expect(maskUnmasked('5551234567', PHONE_MASK)).toBe('(555) 123-4567')
  })

  it('drops the +1 country code of a pasted or autofilled number', () => {
    expect(applyMask('+1 555 123 4567', PHONE_MASK)).toBe('(555) 123-4567')
    expect(applyMask('1 (555) 123-4567', PHONE_MASK)).toBe('(555) 123-4567')
    expect(unmask('15551234567', PHONE_MASK)).toBe('5551234567')
  })

  it('keeps a 1 that is not the first digit', () => {
    expect(applyMask('5511231111', PHONE_MASK)).toBe('(551) 123-1111')
  })

  it('is complete only with all ten digits', () => {
    expect(isMaskComplete('(555) 123-4567', PHONE_MASK)).toBe(true)
    expect(isMaskComplete('(555) 123-456', PHONE_MASK)).toBe(false)
  })
})

describe('date mask', () => {
  it('formats MM/DD/YYYY, adding the slashes', () => {
    expect(applyMask('03281950', DATE_MASK)).toBe('03/28/1950')
    expect(applyMask('03/28/1950', DATE_MASK)).toBe('03/28/1950')
    expect(applyMask('12-25-2024', DATE_MASK)).toBe('12/25/2024')
    expect(unmask('03/28/1950', DATE_MASK)).toBe('03281950')
  })

  it('pads a single-digit month or day instead of refusing it', () => {
    expect(applyMask('3', DATE_MASK)).toBe('03')
    expect(applyMask('35', DATE_MASK)).toBe('03/05')
    expect(applyMask('3/5/1950', DATE_MASK)).toBe('03/05/1950')
    expect(applyMask('1/3/1950', DATE_MASK)).toBe('01/03/1950')
    expect(applyMask('1950-03-28', DATE_MASK)).toBe('03/28/1950')
  })

  it('refuses a digit no month, day or year in range can have, rather than changing it', () => {
    // imask's autofix would turn month 13 into 12; ours leaves the 3 out.
    expect(applyMask('13', DATE_MASK)).toBe('1')
    expect(applyMask('0232', DATE_MASK)).toBe('02/3')
    expect(applyMask('01011899', DATE_MASK)).toBe('01/01/199')
    expect(isMaskComplete(applyMask('01011899', DATE_MASK), DATE_MASK)).toBe(false)
  })

  it('leaves whether the day exists to the schema', () => {
    expect(applyMask('02302000', DATE_MASK)).toBe('02/30/2000')
    expect(isMaskComplete('02/30/2000', DATE_MASK)).toBe(true)
  })
})

describe('padDateInput', () => {
  it('pads by where the insertion point is', () => {
    expect(padDateInput('', '4')).toBe('04')
    expect(padDateInput('', '1')).toBe('1')
    expect(padDateInput('04/', '4')).toBe('04')
    expect(padDateInput('04/', '3')).toBe('3')
    expect(padDateInput('04/05/', '9')).toBe('9')
  })

  it('ends a part at a separator typed after its first digit', () => {
    expect(padDateInput('', '1/2/')).toBe('01/02/')
    expect(padDateInput('', '10.12.2020')).toBe('10/12/2020')
  })
})

describe('ZIP mask', () => {
  it('takes five digits, with an optional ZIP+4', () => {
    expect(applyMask('12345', ZIP_MASK)).toBe('12345')
    expect(applyMask('123456789', ZIP_MASK)).toBe('12345-6789')
    expect(applyMask('12345-6789', ZIP_MASK)).toBe('12345-6789')
    expect(applyMask('abcde', ZIP_MASK)).toBe('')
    expect(unmask('12345-6789', ZIP_MASK)).toBe('123456789')
  })

  it('is complete with five digits; the +4 is optional', () => {
    expect(isMaskComplete('12345', ZIP_MASK)).toBe(true)
    expect(isMaskComplete('12345-6789', ZIP_MASK)).toBe(true)
    expect(isMaskComplete('1234', ZIP_MASK)).toBe(false)
  })
})
