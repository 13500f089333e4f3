import { describe, expect, it } from 'vitest'
import type { ArrangementCategory, ArrangementLine, GplItem } from '#contract/arrangements.ts'
import {
  familyChoices,
  lineKind,
  lineLabel,
  packageChangeUndoesChoices,
  savableOption,
  selectionsProgress,
} from '#src/features/arrangements/rules.ts'
import { nextArrangementScreen } from '#src/features/portal/paths.ts'
import { keyedByText } from '#src/lib/list-keys.ts'

const ref = { id: 7, name: 'Caskets' }
const oak: GplItem = { id: 11, name: 'Oak casket', description: '', category: ref, priceCents: 399_500, variantCount: 2 }
const pine: GplItem = { id: 12, name: 'Pine casket', description: '', category: ref, priceCents: 99_500, variantCount: 0 }
const selector = {
  id: 3,
  name: 'Casket of your choice',
  category: ref,
  selectorItems: [
    { position: 0, item: oak },
    { position: 1, item: pine },
  ],
}

function line(over: Partial<ArrangementLine>): ArrangementLine {
  return {
    id: 1,
    category: ref,
    item: null,
    selector: null,
    variant: null,
    name: null,
    quantity: 1,
    unitPriceCents: null,
    priceCents: 0,
    required: true,
    fromPackage: true,
    complete: false,
    ...over,
  }
}

function category(name: string, lines: ArrangementLine[], position: number, displayForFamily = true): ArrangementCategory {
  return { itemCategory: { id: position, name }, position, displayForFamily, complete: false, lines }
}

const openSelector = line({ selector })
const chosenSelector = line({ selector, item: pine })
const fixedItem = line({ item: pine })
const added = line({ item: pine, required: false, fromPackage: false })
const freeText = line({ name: 'Clergy honorarium', unitPriceCents: 25_000 })

describe('what a line asks of the family', () => {
  it('a selector offers items, an item line its variant and quantity, a free-text line nothing', () => {
    expect(lineKind(openSelector)).toBe('selector')
    expect(lineKind(chosenSelector)).toBe('selector')
    expect(lineKind(fixedItem)).toBe('item')
    expect(lineKind(freeText)).toBe('free-text')
  })

  it('reads as its item and variant, its text, or what is still to choose', () => {
    expect(
      lineLabel(line({ item: oak, variant: { id: 5, itemId: 11, name: 'Autumn Oak', description: '', priceCents: 1, photo: null } })),
    ).toBe('Oak casket: Autumn Oak')
    expect(lineLabel(fixedItem)).toBe('Pine casket')
    expect(lineLabel(freeText)).toBe('Clergy honorarium')
    expect(lineLabel(openSelector)).toBe('Casket of your choice: still to choose')
  })
})

describe('selections progress (spec §4, §5)', () => {
  it('counts only the categories the family sees, in words too', () => {
    const progress = selectionsProgress([
      category('Caskets', [openSelector], 70),
      category('Vehicles', [fixedItem], 80),
      category('Permits', [openSelector], 10, false),
    ])
    expect(progress).toEqual({ complete: 1, total: 2, percent: 50, words: '1 of 2 categories complete.' })
  })

  it('says when all are complete, and when there is nothing to choose', () => {
    expect(selectionsProgress([category('Vehicles', [fixedItem], 80)]).words).toBe('All 1 category is complete.')
    expect(selectionsProgress([]).percent).toBe(100)
    expect(selectionsProgress([]).words).toBe('There is nothing to choose in this package.')
  })
})

function arrangement(lines: ArrangementLine[], packageId: number | null = 1) {
  return { packageId, categories: [category('Caskets', lines, 70)] }
}

describe('choosing another package', () => {
  it('asks first only when another package would replace what the family chose', () => {
    expect(packageChangeUndoesChoices(arrangement([chosenSelector]), 2)).toBe(true)
    expect(packageChangeUndoesChoices(arrangement([added]), 2)).toBe(true)
    expect(packageChangeUndoesChoices(arrangement([chosenSelector]), 1)).toBe(false)
    expect(packageChangeUndoesChoices(arrangement([openSelector, fixedItem, freeText]), 2)).toBe(false)
    expect(packageChangeUndoesChoices(arrangement([], null), 2)).toBe(false)
  })

  it('names the choices that would go', () => {
    expect(familyChoices(arrangement([openSelector, chosenSelector, added])).map(lineLabel)).toEqual(['Pine casket', 'Pine casket'])
  })
})

function variantsOf(id: number) {
  return [oak, pine].find((i) => i.id === id)?.variantCount
}

describe('a choice is saved once it is whole', () => {
  it('waits for the variant of an item that has them', () => {
    expect(savableOption({ itemId: 11, variantId: null, quantity: 1 }, variantsOf)).toBeUndefined()
    expect(savableOption({ itemId: 11, variantId: 5, quantity: 2 }, variantsOf)).toEqual({ itemId: 11, variantId: 5, quantity: 2 })
  })

  it('sends no variant for an item without them, and nothing without an item', () => {
    expect(savableOption({ itemId: 12, variantId: 5, quantity: 1 }, variantsOf)).toEqual({ itemId: 12, variantId: null, quantity: 1 })
    expect(savableOption({ itemId: null, variantId: null, quantity: 1 }, variantsOf)).toBeUndefined()
    expect(savableOption({ itemId: 99, variantId: null, quantity: 1 }, variantsOf)).toBeUndefined()
  })
})

describe('where the family picks up their arrangements', () => {
  const base = { packageId: 1, selectionsComplete: true, hasPurchaser: true, submittedAt: null }
  it('goes to the first thing still to do', () => {
    expect(nextArrangementScreen({ ...base, packageId: null })).toBe('packages')
    expect(nextArrangementScreen({ ...base, selectionsComplete: false })).toBe('selections')
    expect(nextArrangementScreen({ ...base, hasPurchaser: false })).toBe('details')
    expect(nextArrangementScreen(base)).toBe('review')
    expect(nextArrangementScreen({ ...base, submittedAt: '2026-11-27T10:00:00.000Z' })).toBe('selections')
  })
})

describe('list keys from text', () => {
  it('keeps repeated texts apart without indexes', () => {
    expect(keyedByText(['Hearse', 'Limousine', 'Hearse'], (t) => t).map((k) => k.key)).toEqual(['Hearse', 'Limousine', 'Hearse#2'])
  })
})
