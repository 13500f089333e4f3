/**
 * Each demo funeral home's general price list: categories with their items and variants, the
 * selectors a package leaves open, the packages, and the Funeral Rule's disclosures. Plain data:
 * api/seed/arrangements.ts gives every row its id and each home its prices.
 */

import { RULE_DISCLOSURES, type DisclosureKey } from '#contract/price-list-funeral-rule.ts'
import type { CategoryDef, PackageDef, PriceListDef, SelectorDef } from '#api/src/platform/price-list-rows.ts'

export type { CategoryDef, ItemDef, LineDef, PackageDef, SelectorDef, VariantDef } from '#api/src/platform/price-list-rows.ts'

/** Prices in dollars at Whitfield & Sons; Harbor Light (coastal Maine) prices them higher. */
export const CATEGORIES: CategoryDef[] = [
  {
    key: 'professional',
    name: 'Professional Services',
    position: 100,
    items: [
      {
        key: 'basic-services',
        name: 'Basic services of funeral director and staff',
        description: 'Arrangement conference, coordination with cemetery, crematory and clergy, permits, and overhead.',
        price: 2450,
      },
      {
        key: 'transfer',
        name: 'Transfer of remains to the funeral home',
        description: 'Within 25 miles, with two staff members, at any hour.',
        price: 395,
      },
      {
        key: 'embalming',
        name: 'Embalming',
        description: 'Not required by law; needed for a public viewing with an open casket.',
        price: 895,
      },
      {
        key: 'other-prep',
        name: 'Other preparation of the body',
        description: 'Bathing, dressing, cosmetology and casketing.',
        price: 325,
      },
      {
        key: 'cremation-fee',
        name: 'Cremation process and crematory fee',
        description: 'Performed at our own crematory, with identification tags kept throughout.',
        price: 450,
      },
      {
        key: 'id-viewing',
        name: 'Private family identification viewing',
        description: 'Up to 30 minutes for the immediate family.',
        price: 250,
      },
    ],
  },
  {
    key: 'facilities',
    name: 'Facilities & Staff',
    position: 90,
    items: [
      {
        key: 'visitation',
        name: 'Staff and facilities for visitation',
        description: 'Up to three hours in one of our chapels, with a greeter and guest register stand.',
        price: 525,
      },
      {
        key: 'ceremony',
        name: 'Staff and facilities for funeral ceremony',
        description: 'At our chapel or at a church of the family’s choosing.',
        price: 650,
      },
      {
        key: 'memorial-service',
        name: 'Staff and facilities for memorial service',
        description: 'A service without the body present, with audio-visual support for a tribute video.',
        price: 550,
      },
      {
        key: 'graveside',
        name: 'Staff and equipment for graveside service',
        description: 'Tent, chairs, lowering device and two staff members at the cemetery.',
        price: 450,
      },
    ],
  },
  {
    key: 'vehicles',
    name: 'Vehicles',
    position: 80,
    items: [
      { key: 'hearse', name: 'Funeral coach (hearse)', description: 'To the church and cemetery within 25 miles.', price: 395 },
      { key: 'limousine', name: 'Family limousine', description: 'Seats up to seven family members.', price: 325 },
      { key: 'utility', name: 'Service vehicle', description: 'Delivers flowers and memorial items.', price: 175 },
    ],
  },
  {
    key: 'caskets',
    name: 'Caskets',
    position: 70,
    items: [
      {
        key: 'going-home',
        name: 'Going Home 18-gauge steel casket',
        description: 'Rubber gasket, adjustable bed, crepe interior.',
        price: 2650,
        variants: [{ name: 'Silver Rose' }, { name: 'Brushed Pewter' }, { name: 'Cameo Blue', price: 2795 }],
      },
      {
        key: 'heritage-oak',
        name: 'Heritage solid oak casket',
        description: 'Hand-finished American red oak with a velvet interior.',
        price: 4495,
        variants: [{ name: 'Natural Satin' }, { name: 'Autumn Oak', price: 4695 }],
      },
      {
        key: 'mahogany',
        name: 'Mahogany Classic casket',
        description: 'Solid mahogany, hand-rubbed, with an ivory velvet interior.',
        price: 5695,
        variants: [{ name: 'Hand-rubbed Gloss' }, { name: 'Satin Finish' }],
      },
      {
        key: 'pine',
        name: 'Cloth-covered pine casket',
        description: 'A simple, dignified casket covered in grey doeskin cloth.',
        price: 1150,
      },
      {
        key: 'rental',
        name: 'Ceremonial (rental) casket',
        description: 'For a viewing before cremation; a new insert is used each time.',
        price: 1250,
      },
      {
        key: 'alternative',
        name: 'Alternative container',
        description: 'Unfinished wood-fibre container for direct cremation.',
        price: 95,
      },
    ],
  },
  {
    key: 'urns',
    name: 'Urns',
    position: 65,
    items: [
      {
        key: 'classic-brass',
        name: 'Classic brass urn',
        description: 'Solid brass with an engraved band.',
        price: 295,
        variants: [{ name: 'Bronze' }, { name: 'Pewter' }],
      },
      {
        key: 'keepsake-chest',
        name: 'Hardwood keepsake chest urn',
        description: 'With a photo panel on the lid.',
        price: 395,
        variants: [{ name: 'Cherry' }, { name: 'Walnut', price: 425 }],
      },
      {
        key: 'scattering',
        name: 'Biodegradable scattering urn',
        description: 'Recycled paper, for scattering or water burial.',
        price: 145,
      },
      { key: 'temporary', name: 'Temporary container', description: 'Plastic container the cremated remains are returned in.', price: 0 },
    ],
  },
  {
    key: 'vaults',
    name: 'Outer Burial Containers',
    position: 60,
    items: [
      { key: 'liner', name: 'Concrete grave liner', description: 'Meets the minimum most cemeteries require.', price: 1150 },
      {
        key: 'monticello',
        name: 'Monticello stainless-lined vault',
        description: 'Sealed concrete vault lined with stainless steel.',
        price: 2450,
      },
      { key: 'urn-vault', name: 'Urn vault', description: 'For burial of an urn where the cemetery requires one.', price: 495 },
    ],
  },
  {
    key: 'flowers',
    name: 'Flowers',
    position: 50,
    items: [
      {
        key: 'casket-spray',
        name: 'Casket spray',
        description: 'Full-couch spray arranged by our florist.',
        price: 395,
        variants: [{ name: 'Red roses' }, { name: 'White lily and rose' }, { name: 'Seasonal garden', price: 365 }],
      },
      { key: 'standing-spray', name: 'Standing spray', description: 'On an easel beside the casket or urn.', price: 225 },
      { key: 'urn-wreath', name: 'Urn wreath', description: 'A ring of seasonal flowers around the urn.', price: 175 },
    ],
  },
  {
    key: 'stationery',
    name: 'Stationery',
    position: 40,
    items: [
      {
        key: 'folders',
        name: 'Memorial folders (100)',
        description: 'Four-page folders with the order of service.',
        price: 195,
        variants: [{ name: 'Sunrise over the Lake' }, { name: 'Garden Path' }, { name: 'Classic Cross' }, { name: 'Autumn Leaves' }],
      },
      {
        key: 'prayer-cards',
        name: 'Prayer cards (100)',
        description: 'Laminated, with a prayer or verse of the family’s choosing.',
        price: 125,
        variants: [{ name: 'Sunrise over the Lake' }, { name: 'Garden Path' }, { name: 'Classic Cross' }],
      },
      { key: 'register', name: 'Guest register book', description: 'Linen-bound, with pages for 400 guests.', price: 75 },
      { key: 'thank-you', name: 'Thank-you cards (50)', description: 'With matching envelopes.', price: 65 },
    ],
  },
  {
    key: 'cash-advance',
    name: 'Cash Advance Items',
    position: 30,
    cashAdvance: true,
    items: [
      {
        key: 'death-certificate',
        name: 'Certified copy of the death certificate',
        description: 'Paid to the county on the family’s behalf, at cost.',
        price: 25,
      },
      {
        key: 'obituary-notice',
        name: 'Newspaper obituary notice',
        description: 'Placed in the local daily; price depends on length.',
        price: 425,
      },
      { key: 'organist', name: 'Organist or soloist', description: 'Paid to the musician on the family’s behalf.', price: 200 },
      {
        key: 'open-close',
        name: 'Opening and closing of the grave',
        description: 'Charged by the cemetery, passed through at cost.',
        price: 1450,
      },
    ],
  },
  {
    key: 'permits',
    name: 'Permits and Filings',
    position: 10,
    // Shown on the statement, not among the family's choices: nothing in it is for them to pick.
    displayForFamily: false,
    items: [
      { key: 'burial-permit', name: 'Burial transit permit', description: 'Filed with the local registrar.', price: 20 },
      {
        key: 'cremation-authorization',
        name: 'Medical examiner cremation authorization',
        description: 'Required by state law before cremation.',
        price: 50,
      },
    ],
  },
  {
    // The lines the Funeral Rule requires on every price list (16 CFR 453.2(b)(4)(iii), 453.4(b)). Last, so
    // the ids of the categories above stay as they were; arranged with the director, not in the portal.
    key: 'rule-lines',
    name: 'Forwarding, Receiving, Direct Cremation and Immediate Burial',
    position: 5,
    displayForFamily: false,
    items: [
      {
        key: 'forwarding',
        name: 'Forwarding of remains to another funeral home',
        description: 'Basic services of staff, transfer of remains, embalming and local transportation.',
        price: 1895,
        rule: 'forwarding_remains',
      },
      {
        key: 'receiving',
        name: 'Receiving remains from another funeral home',
        description: 'Basic services of staff and transportation of remains to the cemetery.',
        price: 1495,
        rule: 'receiving_remains',
      },
      {
        key: 'direct-cremation',
        name: 'Direct cremation',
        description: 'Basic services of staff, transfer of remains, the crematory fee and return of the cremated remains.',
        price: 1995,
        rule: 'direct_cremation',
        variants: [
          { name: 'Container provided by the family', price: 1895 },
          { name: 'With an alternative container', description: 'A fiberboard container.', price: 1995 },
        ],
      },
      {
        key: 'immediate-burial',
        name: 'Immediate burial',
        description: 'Basic services of staff, transfer of remains, and local transportation to the cemetery.',
        price: 2295,
        rule: 'immediate_burial',
        variants: [
          { name: 'Casket provided by the family', price: 2295 },
          { name: 'With a cloth-covered casket', price: 3195 },
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
]

/** The disclosures of each home's price list: the Funeral Rule's wording, with the blanks it leaves filled in. */
export const PRICE_LIST_DISCLOSURES: { key: DisclosureKey; text: string }[] = [
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
  {
    key: 'alternative_containers',
    text: `${RULE_DISCLOSURES.alternative_containers.template} fiberboard containers and unfinished pine boxes.`,
  },
  { key: 'casket_price_list', text: RULE_DISCLOSURES.casket_price_list.template },
  { key: 'outer_burial_container_price_list', text: RULE_DISCLOSURES.outer_burial_container_price_list.template },
]

export const SELECTORS: SelectorDef[] = [
  { key: 'casket', name: 'Casket of your choice', category: 'caskets', items: ['going-home', 'heritage-oak', 'mahogany', 'pine'] },
  { key: 'urn', name: 'Urn of your choice', category: 'urns', items: ['classic-brass', 'keepsake-chest', 'scattering'] },
  { key: 'vault', name: 'Outer burial container', category: 'vaults', items: ['liner', 'monticello'] },
  { key: 'floral', name: 'Floral tribute', category: 'flowers', items: ['casket-spray', 'standing-spray', 'urn-wreath'] },
  { key: 'printed', name: 'Memorial folders or prayer cards', category: 'stationery', items: ['folders', 'prayer-cards'] },
]

export const PACKAGES: PackageDef[] = [
  {
    key: 'traditional',
    name: 'Traditional Funeral',
    description: 'Visitation, a funeral ceremony at our chapel or your church, and burial, with the casket and vault of your choice.',
    category: 'Burial',
    lines: [
      { item: 'basic-services' },
      { item: 'transfer' },
      { item: 'embalming' },
      { item: 'other-prep' },
      { item: 'visitation' },
      { item: 'ceremony' },
      { item: 'hearse' },
      { item: 'limousine', optional: true },
      { selector: 'casket' },
      { selector: 'vault' },
      { selector: 'floral', optional: true },
      { selector: 'printed' },
      { item: 'register' },
      { item: 'death-certificate', quantity: 6 },
      { text: 'Clergy honorarium', category: 'cash-advance', price: 250, optional: true },
      { item: 'burial-permit' },
    ],
  },
  {
    key: 'memorial',
    name: 'Memorial Service with Cremation',
    description: 'Cremation followed by a memorial service with the urn present, flowers and printed folders.',
    category: 'Cremation',
    lines: [
      { item: 'basic-services' },
      { item: 'transfer' },
      { item: 'cremation-fee' },
      { item: 'alternative' },
      { item: 'memorial-service' },
      { item: 'utility' },
      { selector: 'urn' },
      { selector: 'floral', optional: true },
      { selector: 'printed' },
      { item: 'register' },
      { item: 'death-certificate', quantity: 4 },
      { item: 'cremation-authorization' },
    ],
  },
  {
    key: 'direct',
    name: 'Direct Cremation',
    description: 'Simple cremation without a service; the cremated remains are returned to the family.',
    category: 'Cremation',
    lines: [
      { item: 'basic-services' },
      { item: 'transfer' },
      { item: 'cremation-fee' },
      { item: 'alternative' },
      { item: 'temporary' },
      { item: 'death-certificate', quantity: 3 },
      { item: 'cremation-authorization' },
    ],
  },
  {
    key: 'graveside',
    name: 'Graveside Service',
    description: 'A brief service at the cemetery, without visitation, with the casket and vault of your choice.',
    category: 'Burial',
    lines: [
      { item: 'basic-services' },
      { item: 'transfer' },
      { item: 'other-prep' },
      { item: 'graveside' },
      { item: 'hearse' },
      { selector: 'casket' },
      { selector: 'vault' },
      { item: 'open-close' },
      { item: 'death-certificate', quantity: 4 },
      { item: 'burial-permit' },
    ],
  },
]

/** Harbor Light (coastal Maine) prices everything higher than Whitfield & Sons. */
export const PRICE_FACTOR: Record<number, number> = { 1: 1, 2: 1.15 }

/** The demo's whole price list, as the builder of every home's price list takes it. */
export const DEMO_PRICE_LIST: PriceListDef = {
  categories: CATEGORIES,
  disclosures: PRICE_LIST_DISCLOSURES,
  selectors: SELECTORS,
  packages: PACKAGES,
}
