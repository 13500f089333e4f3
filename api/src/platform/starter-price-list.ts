import { RULE_DISCLOSURES } from '#contract/price-list-funeral-rule.ts'
import type { PriceListDef } from './price-list-rows.ts'

/**
 * The price list a new funeral home starts with (issue 40 point 1, decision 071): a draft, never
 * published by the command, holding what the FTC Funeral Rule requires of every General Price
 * List (its disclosures, in the rule's words, and its required lines: forwarding and receiving
 * remains, direct cremation, immediate burial, a casket or urn supplied by the family at no fee)
 * and the usual professional services, so `publishBlockers` has nothing to say once the owner has
 * set their own prices. The prices are placeholders near the US medians (NFDA 2023 General Price
 * List study), there to be replaced: the version's note says so.
 */

export const STARTER_PRICE_LIST_NOTE = 'Starting price list: replace every price with your own before you publish it.'

/** The statement's own disclosures (printed on every statement, beside the price list's). */
export const STATEMENT_DISCLOSURES = [
  'Charges are only for those items that you selected or that are required. If we are required by law or by a cemetery or crematory to use any items, we will explain the reasons in writing below.',
  'If you selected a funeral that may require embalming, such as a funeral with viewing, you may have to pay for embalming. You do not have to pay for embalming you did not approve if you selected arrangements such as direct cremation or immediate burial.',
  'Cash advance items are paid to others on your behalf at the amount we are charged.',
] as const

export const STARTER_PRICE_LIST: PriceListDef = {
  categories: [
    {
      key: 'professional',
      name: 'Professional Services',
      position: 100,
      items: [
        {
          key: 'basic-services',
          name: 'Basic services of funeral director and staff',
          description: 'Arrangement conference, permits and coordination with the cemetery or crematory.',
          price: 2480,
        },
        { key: 'transfer', name: 'Transfer of remains to the funeral home', description: 'Within 25 miles.', price: 395 },
        {
          key: 'embalming',
          name: 'Embalming',
          description: 'Not required by law; needed for some arrangements, such as a viewing.',
          price: 845,
        },
        { key: 'other-prep', name: 'Other preparation of the body', description: 'Bathing, dressing and casketing.', price: 300 },
      ],
    },
    {
      key: 'facilities',
      name: 'Facilities & Staff',
      position: 90,
      items: [
        { key: 'visitation', name: 'Staff and facilities for visitation', description: 'Up to three hours.', price: 475 },
        { key: 'ceremony', name: 'Staff and facilities for a funeral ceremony', description: 'At our facility.', price: 550 },
        {
          key: 'memorial-service',
          name: 'Staff and facilities for a memorial service',
          description: 'Without the body present.',
          price: 550,
        },
        { key: 'graveside', name: 'Staff and equipment for a graveside service', description: 'At the cemetery.', price: 400 },
      ],
    },
    {
      key: 'vehicles',
      name: 'Vehicles',
      position: 80,
      items: [
        { key: 'hearse', name: 'Hearse', description: 'Within 25 miles.', price: 375 },
        { key: 'service-car', name: 'Service car or van', description: 'Within 25 miles.', price: 200 },
      ],
    },
    {
      key: 'cash-advance',
      name: 'Cash Advance Items',
      position: 10,
      cashAdvance: true,
      items: [
        {
          key: 'death-certificate',
          name: 'Certified copy of the death certificate',
          description: 'Per copy, at the registrar’s fee.',
          price: 25,
        },
      ],
    },
    {
      // The lines the Funeral Rule requires on every price list (16 CFR 453.2(b)(4)(iii), 453.4(b)).
      key: 'rule-lines',
      name: 'Forwarding, Receiving, Direct Cremation and Immediate Burial',
      position: 5,
      displayForFamily: false,
      items: [
        {
          key: 'forwarding',
          name: 'Forwarding of remains to another funeral home',
          description: 'Basic services of staff, transfer of remains and local transportation.',
          price: 2000,
          rule: 'forwarding_remains',
        },
        {
          key: 'receiving',
          name: 'Receiving remains from another funeral home',
          description: 'Basic services of staff and transportation of remains to the cemetery.',
          price: 1700,
          rule: 'receiving_remains',
        },
        {
          key: 'direct-cremation',
          name: 'Direct cremation',
          description: 'Basic services of staff, transfer of remains, the crematory fee and the return of the cremated remains.',
          price: 2000,
          rule: 'direct_cremation',
          variants: [
            { name: 'Container provided by the family', price: 2000 },
            { name: 'With an alternative container', description: 'A fiberboard container.', price: 2100 },
          ],
        },
        {
          key: 'immediate-burial',
          name: 'Immediate burial',
          description: 'Basic services of staff, transfer of remains and local transportation to the cemetery.',
          price: 2500,
          rule: 'immediate_burial',
          variants: [
            { name: 'Casket provided by the family', price: 2500 },
            { name: 'With a cloth-covered casket', price: 3300 },
          ],
        },
        {
          key: 'family-container',
          name: 'Casket or urn provided by the family',
          description: 'We charge no fee to receive or handle a casket or urn bought elsewhere.',
          price: 0,
          rule: 'family_supplied_container',
        },
      ],
    },
  ],
  disclosures: [
    {
      key: 'right_to_select',
      // 453.2(b)(4)(ii)(B): a home whose basic services fee cannot be declined adds this sentence after the second.
      text: RULE_DISCLOSURES.right_to_select.template.replace(
        'desire. ',
        'desire. However, any funeral arrangements you select will include a charge for our basic services. ',
      ),
    },
    { key: 'basic_services_fee', text: RULE_DISCLOSURES.basic_services_fee.template },
    { key: 'embalming', text: RULE_DISCLOSURES.embalming.template },
    { key: 'alternative_containers', text: `${RULE_DISCLOSURES.alternative_containers.template} fiberboard containers.` },
    { key: 'casket_price_list', text: RULE_DISCLOSURES.casket_price_list.template },
    { key: 'outer_burial_container_price_list', text: RULE_DISCLOSURES.outer_burial_container_price_list.template },
  ],
  selectors: [],
  packages: [],
}
