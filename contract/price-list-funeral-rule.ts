/**
 * The FTC Funeral Rule's requirements of a General Price List (16 CFR 453.2(b)(4), 453.3, 453.4) as
 * data (issue 39 point 1, decision 063): the disclosures each version must print, in the rule's
 * own words, and the lines it must list. A version cannot be published without them
 * (`publishBlockers`). No schema here: the studio's editor, the api and the seed read it alike.
 */

/** The disclosures the rule requires on every price list. */
export const RULE_DISCLOSURE_KEYS = [
  'right_to_select',
  'embalming',
  'alternative_containers',
  'casket_price_list',
  'outer_burial_container_price_list',
] as const
/** Disclosures a version may carry and the rule asks for only in some cases (checked by `publishBlockers`). */
export const OPTIONAL_DISCLOSURE_KEYS = ['basic_services_fee', 'cash_advance_markup'] as const
export const DISCLOSURE_KEYS = [...RULE_DISCLOSURE_KEYS, ...OPTIONAL_DISCLOSURE_KEYS] as const
export type DisclosureKey = (typeof DISCLOSURE_KEYS)[number]

export type RuleDisclosure = {
  /** What the studio calls it. */
  title: string
  citation: string
  /**
   * The rule's own sentences, exact; a version's text must contain every one (a home may add to
   * it where the rule says so: its basic-services sentence, the containers it provides).
   */
  sentences: readonly string[]
  /** The text a new version starts with: the rule's wording, with its blanks as the rule leaves them. */
  template: string
}

export const RULE_DISCLOSURES: Readonly<Record<DisclosureKey, RuleDisclosure>> = {
  right_to_select: {
    title: 'Your right to choose',
    citation: '16 CFR 453.2(b)(4)(ii)(B)',
    sentences: [
      'The goods and services shown below are those we can provide to our customers.',
      'You may choose only the items you desire.',
      'If legal or other requirements mean you must buy any items you did not specifically ask for, we will explain the reason in writing on the statement we provide describing the funeral goods and services you selected.',
    ],
    template:
      'The goods and services shown below are those we can provide to our customers. You may choose only the items you desire. If legal or other requirements mean you must buy any items you did not specifically ask for, we will explain the reason in writing on the statement we provide describing the funeral goods and services you selected.',
  },
  embalming: {
    title: 'Embalming',
    citation: '16 CFR 453.3(a)(2)(ii)',
    sentences: [
      // The rule lets a home without special cases drop "Except in certain special cases,".
      'embalming is not required by law.',
      'Embalming may be necessary, however, if you select certain funeral arrangements, such as a funeral with viewing.',
      'If you do not want embalming, you usually have the right to choose an arrangement that does not require you to pay for it, such as direct cremation or immediate burial.',
    ],
    template:
      'Except in certain special cases, embalming is not required by law. Embalming may be necessary, however, if you select certain funeral arrangements, such as a funeral with viewing. If you do not want embalming, you usually have the right to choose an arrangement that does not require you to pay for it, such as direct cremation or immediate burial.',
  },
  alternative_containers: {
    title: 'Alternative containers',
    citation: '16 CFR 453.3(b)(2)(i)',
    sentences: [
      'If you want to arrange a direct cremation, you can use an alternative container.',
      'Alternative containers encase the body and can be made of materials like fiberboard or composition materials (with or without an outside covering).',
      'The containers we provide are',
    ],
    template:
      'If you want to arrange a direct cremation, you can use an alternative container. Alternative containers encase the body and can be made of materials like fiberboard or composition materials (with or without an outside covering). The containers we provide are',
  },
  casket_price_list: {
    title: 'Casket price list',
    citation: '16 CFR 453.2(b)(4)(iv)(A)',
    sentences: ['A complete price list will be provided at the funeral home.'],
    template: 'A complete price list will be provided at the funeral home.',
  },
  outer_burial_container_price_list: {
    title: 'Outer burial container price list',
    citation: '16 CFR 453.2(b)(4)(iv)(B)',
    sentences: ['A complete price list will be provided at the funeral home.'],
    template: 'A complete price list will be provided at the funeral home.',
  },
  basic_services_fee: {
    title: 'Basic services fee',
    citation: '16 CFR 453.2(b)(4)(iii)(C)(1)',
    sentences: [
      'This fee for our basic services will be added to the total cost of the funeral arrangements you select.',
      '(This fee is already included in our charges for direct cremations, immediate burials, and forwarding or receiving remains.)',
    ],
    template:
      'This fee for our basic services will be added to the total cost of the funeral arrangements you select. (This fee is already included in our charges for direct cremations, immediate burials, and forwarding or receiving remains.)',
  },
  cash_advance_markup: {
    title: 'Charges on cash advance items',
    citation: '16 CFR 453.3(f)(2)(i)',
    sentences: ['We charge you for our services in obtaining:'],
    template: 'We charge you for our services in obtaining:',
  },
}

/** The lines the rule requires a price list to list, if the home offers them (16 CFR 453.2(b)(4)(iii), 453.4(b)). */
export const RULE_LINE_KEYS = [
  'forwarding_remains',
  'receiving_remains',
  'direct_cremation',
  'immediate_burial',
  'family_supplied_container',
] as const
export type RuleLineKey = (typeof RULE_LINE_KEYS)[number]

export type RuleLine = { title: string; citation: string; mustBeFree: boolean }

export const RULE_LINES: Readonly<Record<RuleLineKey, RuleLine>> = {
  forwarding_remains: { title: 'Forwarding of remains to another funeral home', citation: '16 CFR 453.2(b)(4)(iii)(A)', mustBeFree: false },
  receiving_remains: { title: 'Receiving remains from another funeral home', citation: '16 CFR 453.2(b)(4)(iii)(B)', mustBeFree: false },
  direct_cremation: { title: 'Direct cremation', citation: '16 CFR 453.2(b)(4)(iii)(C)', mustBeFree: false },
  immediate_burial: { title: 'Immediate burial', citation: '16 CFR 453.2(b)(4)(iii)(D)', mustBeFree: false },
  // 453.4(b)(1)(ii): no fee may be charged for handling a casket (or urn) bought elsewhere.
  family_supplied_container: { title: 'Casket or urn provided by the family', citation: '16 CFR 453.4(b)(1)(ii)', mustBeFree: true },
}

export function isRuleLineKey(value: string | null | undefined): value is RuleLineKey {
  return (RULE_LINE_KEYS as readonly string[]).includes(value ?? '')
}

export function isDisclosureKey(value: string): value is DisclosureKey {
  return (DISCLOSURE_KEYS as readonly string[]).includes(value)
}

/** What `publishBlockers` reads of a version. */
export type PublishableVersion = {
  disclosures: readonly { ruleKey: string; text: string }[]
  items: readonly { name: string; priceCents: number; ruleLine: string | null; cashAdvance: boolean; cashAdvanceMarkup: boolean }[]
}

/** Collapses runs of white space and case, so a line break typed in the editor does not count as a changed word. */
function normalized(text: string): string {
  return text.replace(/\s+/g, ' ').trim().toLowerCase()
}

/**
 * Everything that stops a version from being published, each a plain sentence naming what is
 * missing (empty: it may be published). Pure: the api answers these as its 422, the editor shows
 * them before the owner tries.
 */
export function publishBlockers(version: PublishableVersion): string[] {
  const out: string[] = []
  const textOf = new Map(version.disclosures.map((d) => [d.ruleKey, normalized(d.text)]))
  const needed: DisclosureKey[] = [...RULE_DISCLOSURE_KEYS]
  if (version.items.some((i) => i.cashAdvance && i.cashAdvanceMarkup)) needed.push('cash_advance_markup')
  for (const key of needed) {
    const rule = RULE_DISCLOSURES[key]
    const text = textOf.get(key)
    if (text === undefined) out.push(`The price list needs the disclosure “${rule.title}” (${rule.citation}).`)
    else if (!rule.sentences.every((s) => text.includes(normalized(s))))
      out.push(`The disclosure “${rule.title}” must keep the Funeral Rule’s wording (${rule.citation}).`)
  }
  for (const key of RULE_LINE_KEYS) {
    const rule = RULE_LINES[key]
    const lines = version.items.filter((i) => i.ruleLine === key)
    if (lines.length === 0) out.push(`The price list needs a line for “${rule.title}” (${rule.citation}).`)
    else if (rule.mustBeFree && lines.some((l) => l.priceCents !== 0))
      out.push(`“${rule.title}” must have no handling fee (${rule.citation}).`)
  }
  return out
}
