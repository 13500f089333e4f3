import { describe, expect, it } from 'vitest'
import {
  publishBlockers,
  RULE_DISCLOSURE_KEYS,
  RULE_DISCLOSURES,
  RULE_LINE_KEYS,
  type PublishableVersion,
} from '#contract/price-list-funeral-rule.ts'
import { currentVersion, versionState } from '#contract/price-list-versions.ts'

/** A version with everything the Funeral Rule asks for. */
function complete(): PublishableVersion {
  return {
    disclosures: RULE_DISCLOSURE_KEYS.map((ruleKey) => ({ ruleKey, text: RULE_DISCLOSURES[ruleKey].template })),
    items: RULE_LINE_KEYS.map((ruleLine) => ({
      name: ruleLine,
      priceCents: ruleLine === 'family_supplied_container' ? 0 : 150_000,
      ruleLine,
      cashAdvance: false,
      cashAdvanceMarkup: false,
    })),
  }
}

describe('publishBlockers (16 CFR 453.2(b)(4))', () => {
  it('lets a version with every required disclosure and line be published', () => {
    expect(publishBlockers(complete())).toEqual([])
  })

  it('names each missing disclosure with its citation', () => {
    const version = complete()
    const blockers = publishBlockers({ ...version, disclosures: version.disclosures.filter((d) => d.ruleKey !== 'casket_price_list') })
    expect(blockers).toEqual(['The price list needs the disclosure “Casket price list” (16 CFR 453.2(b)(4)(iv)(A)).'])
  })

  it('refuses a disclosure whose wording was changed, but not one with a line break or the home’s additions', () => {
    const version = complete()
    const changed = version.disclosures.map((d) => (d.ruleKey === 'embalming' ? { ...d, text: 'Embalming is never needed.' } : d))
    expect(publishBlockers({ ...version, disclosures: changed })).toEqual([
      'The disclosure “Embalming” must keep the Funeral Rule’s wording (16 CFR 453.3(a)(2)(ii)).',
    ])
    const reflowed = version.disclosures.map((d) =>
      d.ruleKey === 'alternative_containers' ? { ...d, text: `${d.text.replace('. ', '.\n')} fiberboard boxes.` } : d,
    )
    expect(publishBlockers({ ...version, disclosures: reflowed })).toEqual([])
  })

  it('names each missing required line, and a fee on a family-supplied casket', () => {
    const version = complete()
    const items = version.items
      .filter((i) => i.ruleLine !== 'receiving_remains')
      .map((i) => (i.ruleLine === 'family_supplied_container' ? { ...i, priceCents: 9_500 } : i))
    expect(publishBlockers({ ...version, items })).toEqual([
      'The price list needs a line for “Receiving remains from another funeral home” (16 CFR 453.2(b)(4)(iii)(B)).',
      '“Casket or urn provided by the family” must have no handling fee (16 CFR 453.4(b)(1)(ii)).',
    ])
  })

  it('asks for the markup disclosure only when a cash advance item is marked up', () => {
    const version = complete()
    const markedUp = [
      ...version.items,
      { name: 'Obituary notice', priceCents: 40_000, ruleLine: null, cashAdvance: true, cashAdvanceMarkup: true },
    ]
    expect(publishBlockers({ ...version, items: markedUp })).toEqual([
      'The price list needs the disclosure “Charges on cash advance items” (16 CFR 453.3(f)(2)(i)).',
    ])
  })
})

/** A version published (or not) from `effectiveFrom`. */
const v = (id: number, effectiveFrom: string | null, published = true) => ({
  id,
  number: id,
  effectiveFrom,
  publishedAt: published ? '2026-01-01T00:00:00Z' : null,
})

describe('currentVersion', () => {
  it('is the published version with the latest effective date not after today', () => {
    const versions = [v(1, '2026-01-01'), v(2, '2026-06-01'), v(3, '2027-01-01'), v(4, null, false)]
    expect(currentVersion(versions, '2026-07-01')?.id).toBe(2)
    expect(currentVersion(versions, '2026-05-31')?.id).toBe(1)
    expect(currentVersion(versions, '2025-12-31')).toBeNull()
  })

  it('takes the later published of two on the same day, and labels each version', () => {
    const versions = [v(1, '2026-01-01'), v(2, '2026-01-01'), v(3, '2027-01-01'), v(4, null, false)]
    const current = currentVersion(versions, '2026-03-01')
    expect(current?.id).toBe(2)
    expect(versions.map((x) => versionState(x, current, '2026-03-01'))).toEqual(['past', 'current', 'scheduled', 'draft'])
  })
})
