import { describe, expect, it } from 'vitest'
import { AMOUNT_MESSAGES, amountToPay, dollarsText, parseDollars, partAmountProblem } from '#src/features/statement/amount.ts'

describe('parseDollars', () => {
  it('reads dollars as people type them', () => {
    expect(parseDollars('250')).toBe(25_000)
    expect(parseDollars('250.5')).toBe(25_050)
    expect(parseDollars('250.05')).toBe(25_005)
    expect(parseDollars(' $1,250.00 ')).toBe(125_000)
    expect(parseDollars('0.99')).toBe(99)
  })

  it('refuses what is not an amount', () => {
    for (const text of ['', 'abc', '1.234', '-5', '1,25', '12,3456.00', '1e3', '$']) expect(parseDollars(text)).toBeUndefined()
  })

  it('writes cents back as the field shows them', () => {
    expect(dollarsText(125_050)).toBe('1250.50')
    expect(parseDollars(dollarsText(7))).toBe(7)
  })
})

describe('partAmountProblem', () => {
  const balance = 500_000

  it('takes a part up to the whole balance', () => {
    expect(partAmountProblem('1000', balance)).toBeUndefined()
    expect(partAmountProblem('5000.00', balance)).toBeUndefined()
  })

  it('says what is wrong, in the spec §5 wording', () => {
    expect(partAmountProblem('  ', balance)).toBe('This field is required')
    expect(partAmountProblem('ten', balance)).toBe(AMOUNT_MESSAGES.format)
    expect(partAmountProblem('5000.01', balance)).toBe('Cannot exceed the balance of $5,000.00')
    expect(partAmountProblem('0.50', balance)).toBe('Must be at least $1.00')
    expect(partAmountProblem('0', balance)).toBe('Must be at least $1.00')
  })

  it('lets a balance under a dollar be paid as it is', () => {
    expect(partAmountProblem('0.40', 40)).toBeUndefined()
    expect(partAmountProblem('0.00', 40)).toBe('Must be at least $1.00')
  })
})

describe('amountToPay', () => {
  it('is the balance for the full choice, the typed part otherwise', () => {
    expect(amountToPay('full', 'anything', 12_345)).toBe(12_345)
    expect(amountToPay('part', '100', 12_345)).toBe(10_000)
    expect(amountToPay('part', '200', 12_345)).toBeUndefined()
  })
})
