import { describe, expect, it } from 'vitest'
import { STUDIO_PRICE_MESSAGES, type PriceItem } from '#contract/studio-prices.ts'
import { checkInput } from '#contract/validation.ts'
import {
  itemBody,
  itemFormSchema,
  itemValuesOf,
  newItemValues,
  packageLineBody,
  variantBody,
  variantFormSchema,
  variantValuesOf,
} from '#src/features/studio/price-item-form.ts'
import { publishDayProblem, RULE_LINE_CHOICES, versionSentence } from '#src/features/studio/price-words.ts'

const embalming: PriceItem = {
  id: 7,
  categoryId: 3,
  name: 'Embalming',
  description: '',
  priceCents: 89_500,
  cashAdvance: false,
  cashAdvanceMarkup: false,
  ruleLine: null,
  variants: [],
  locationPrices: [],
}

const problems = (values: unknown) => {
  const checked = checkInput(itemFormSchema, values)
  return checked.success ? {} : checked.errors
}

describe('the price list’s screens', () => {
  it('name each version by its state and day', () => {
    expect(versionSentence({ number: 3, state: 'draft', effectiveFrom: null })).toBe('Version 3: a draft, not published')
    expect(versionSentence({ number: 2, state: 'scheduled', effectiveFrom: '2027-02-01' })).toBe(
      'Version 2: takes effect on February 1, 2027',
    )
    expect(versionSentence({ number: 1, state: 'current', effectiveFrom: '2026-01-01' })).toBe('Version 1: in effect since January 1, 2026')
    expect(versionSentence({ number: 1, state: 'past', effectiveFrom: '2026-01-01' })).toBe(
      'Version 1: in effect from January 1, 2026, since replaced',
    )
  })

  it('take a day from today in the home’s calendar', () => {
    expect(publishDayProblem('2026-12-06', '2026-12-06')).toBeUndefined()
    expect(publishDayProblem('2027-01-01', '2026-12-06')).toBeUndefined()
    expect(publishDayProblem('2026-12-05', '2026-12-06')).toBe(STUDIO_PRICE_MESSAGES.pastDate)
    expect(publishDayProblem('', '2026-12-06')).toBe('Choose the day this price list takes effect')
  })

  it('offer every one of the Funeral Rule’s lines, and none', () => {
    expect(RULE_LINE_CHOICES.map((c) => c.value)).toEqual([
      '',
      'forwarding_remains',
      'receiving_remains',
      'direct_cremation',
      'immediate_burial',
      'family_supplied_container',
    ])
  })

  it('turn an item into its form and back, in cents, with a markup only on a cash advance', () => {
    const values = itemValuesOf(embalming)
    expect(values).toMatchObject({ categoryId: '3', price: '895.00', ruleLine: '' })
    expect(problems(values)).toEqual({})
    expect(itemBody({ ...values, price: '$1,095.50', cashAdvanceMarkup: true })).toEqual({
      categoryId: 3,
      name: 'Embalming',
      description: '',
      priceCents: 109_550,
      cashAdvance: false,
      cashAdvanceMarkup: false,
      ruleLine: null,
    })
    expect(itemBody({ ...values, cashAdvance: true, cashAdvanceMarkup: true, ruleLine: 'direct_cremation' })).toMatchObject({
      cashAdvanceMarkup: true,
      ruleLine: 'direct_cremation',
    })
  })

  it('say what is wrong in plain words', () => {
    const blank = newItemValues(3)
    expect(problems(blank)).toEqual({
      name: STUDIO_PRICE_MESSAGES.nameRequired,
      price: 'Please enter an amount in dollars and cents, for example 250.00',
    })
    expect(problems({ ...blank, name: 'Casket from the family', price: '150', ruleLine: 'family_supplied_container' })).toEqual({
      price: 'A casket or urn the family provides must have no handling fee: its price is 0.00',
    })
    expect(problems({ ...blank, name: 'Casket from the family', price: '0', ruleLine: 'family_supplied_container' })).toEqual({})
  })

  it('read a choice’s empty price as the item’s, and a package line’s pick as the family’s', () => {
    expect(variantValuesOf({ id: 1, name: 'Oak', description: '', priceCents: null })).toEqual({ name: 'Oak', description: '', price: '' })
    expect(variantBody({ name: ' Oak ', description: '', price: '' })).toEqual({ name: 'Oak', description: '', priceCents: null })
    expect(variantBody({ name: 'Walnut', description: '', price: '2,950' })).toMatchObject({ priceCents: 295_000 })
    const checked = checkInput(variantFormSchema, { name: 'Walnut', description: '', price: 'a lot' })
    expect(checked.success ? {} : checked.errors).toEqual({ price: 'Please enter an amount in dollars and cents, for example 250.00' })
    expect(packageLineBody({ itemId: '7', variantId: '', quantity: '2', required: false })).toEqual({
      itemId: 7,
      variantId: null,
      quantity: 2,
      required: false,
    })
    expect(packageLineBody({ itemId: '7', variantId: '9', quantity: '1', required: true })).toMatchObject({ variantId: 9 })
  })
})
