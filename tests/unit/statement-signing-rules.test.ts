import { describe, expect, it } from 'vitest'
import { canonicalJson, changedBy, currentVersion, documentHash, documentTotals } from '#api/src/arrangements/signing-rules.ts'
import { embalmingSentence, winAnsi, wrap } from '#api/src/arrangements/signing-pdf.ts'
import type { StatementDocument } from '#contract/statement-signing.ts'

const document: StatementDocument = {
  caseId: 7,
  homeName: 'Whitfield',
  personName: 'Ruth Signer',
  heading: 'Statement of Funeral Goods and Services Selected',
  packageName: null,
  purchaserName: null,
  lines: [],
  cashAdvances: [],
  discounts: [],
  embalming: { decision: null, by: null, on: null },
  disclosures: [],
  goodsCents: 0,
  cashAdvanceCents: 0,
  discountCents: 0,
  totalCents: 0,
}

describe('the totals of a statement', () => {
  it('adds cash advances, takes discounts off, and never goes below zero', () => {
    expect(documentTotals(10_000, [2_500, 500], [1_000])).toEqual({
      goodsCents: 10_000,
      cashAdvanceCents: 3_000,
      discountCents: 1_000,
      totalCents: 12_000,
    })
    expect(documentTotals(1_000, [], [5_000]).totalCents).toBe(0)
  })
})

describe('the hash of a version', () => {
  it('is the same whatever order the keys were written in, and changes with any value', async () => {
    expect(canonicalJson({ b: 1, a: [{ d: null, c: 'x' }] })).toBe('{"a":[{"c":"x","d":null}],"b":1}')
    const reordered = Object.fromEntries(Object.entries(document).toReversed()) as StatementDocument
    expect(await documentHash(reordered)).toBe(await documentHash(document))
    expect(await documentHash(document)).toMatch(/^[0-9a-f]{64}$/)
    expect(await documentHash({ ...document, totalCents: 1 })).not.toBe(await documentHash(document))
  })

  it('names the version: the last signed one when unchanged, else the next', () => {
    expect(currentVersion([], 'h1')).toEqual({ version: 1, signed: false })
    const signed = [
      { version: 1, contentHash: 'h1' },
      { version: 2, contentHash: 'h2' },
    ]
    expect(currentVersion(signed, 'h2')).toEqual({ version: 2, signed: true })
    // Back to the content of version 1: still an amendment after version 2, to be signed again.
    expect(currentVersion(signed, 'h1')).toEqual({ version: 3, signed: false })
  })
})

describe('who made a change', () => {
  it('names staff with their role and family by name', () => {
    expect(changedBy({ firstName: 'Anna', lastName: 'Lee' }, 'Funeral director')).toBe('Anna Lee, funeral director')
    expect(changedBy({ firstName: 'Margaret', lastName: 'Ellis' }, null)).toBe('Margaret Ellis')
    expect(changedBy(undefined, null)).toBe('Someone no longer with the home')
  })
})

describe('the PDF text', () => {
  it('keeps to what the standard fonts can draw', () => {
    expect(winAnsi('José’s “urn” – 李')).toBe('José\'s "urn" - ?')
  })

  it('wraps words to the width', () => {
    const font = { widthOfTextAtSize: (text: string) => text.length }
    expect(wrap('one two three four', font, 10, 9)).toEqual(['one two', 'three', 'four'])
    expect(wrap('', font, 10, 9)).toEqual([''])
  })

  it('says what was decided about embalming', () => {
    expect(embalmingSentence({ embalming: { decision: 'approved', by: 'Paul Signer', on: '2026-12-04' } })).toBe(
      'Embalming was approved by Paul Signer on 2026-12-04.',
    )
    expect(embalmingSentence({ embalming: { decision: null, by: null, on: null } })).toMatch(/not required by law/)
  })
})
