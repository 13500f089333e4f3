import type { Purchaser } from '#contract/arrangements.ts'
import type { CompanySeed, SeedOutput, Statement } from './factories.ts'
import { demoIds } from './ids.ts'

/**
 * Each funeral home's general price list (categories, items, variants, selectors, packages),
 * its statement templates, and the arrangements of the two family cases: the first is being
 * arranged (Whitfield: a package chosen with choices left; Harbor: no package yet), the second
 * is submitted and paid (Whitfield in part, Harbor in full).
 */

type VariantDef = { name: string; description?: string; price?: number }
type ItemDef = { key: string; name: string; description: string; price: number; variants?: VariantDef[] }
type CategoryDef = { key: string; name: string; position: number; displayForFamily?: boolean; items: ItemDef[] }

/** Prices in dollars at Whitfield & Sons; Harbor Light (coastal Maine) prices them higher. */
const CATEGORIES: CategoryDef[] = [
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
]

type SelectorDef = { key: string; name: string; category: string; items: string[] }

const SELECTORS: SelectorDef[] = [
  { key: 'casket', name: 'Casket of your choice', category: 'caskets', items: ['going-home', 'heritage-oak', 'mahogany', 'pine'] },
  { key: 'urn', name: 'Urn of your choice', category: 'urns', items: ['classic-brass', 'keepsake-chest', 'scattering'] },
  { key: 'vault', name: 'Outer burial container', category: 'vaults', items: ['liner', 'monticello'] },
  { key: 'floral', name: 'Floral tribute', category: 'flowers', items: ['casket-spray', 'standing-spray', 'urn-wreath'] },
  { key: 'printed', name: 'Memorial folders or prayer cards', category: 'stationery', items: ['folders', 'prayer-cards'] },
]

/** A package line: an item (maybe its variant), a selector, or free text with a price. */
type LineDef =
  | { item: string; variant?: string; quantity?: number; optional?: boolean }
  | { selector: string; quantity?: number; optional?: boolean }
  | { text: string; category: string; price: number; quantity?: number; optional?: boolean }

type PackageDef = { key: string; name: string; description: string; category: 'Burial' | 'Cremation'; lines: LineDef[] }

const PACKAGES: PackageDef[] = [
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

const PRICE_FACTOR: Record<number, number> = { 1: 1, 2: 1.15 }

/** Dollars to cents at this company's prices, rounded to whole five dollars as price lists are. */
function cents(companyId: number, dollars: number): number {
  const factor = PRICE_FACTOR[companyId] ?? 1
  return factor === 1 ? dollars * 100 : Math.round((dollars * factor) / 5) * 500
}

const FTC_DISCLOSURES = [
  'Charges are only for those items that you selected or that are required. If we are required by law or by a cemetery or crematory to use any items, we will explain the reasons in writing below.',
  'If you selected a funeral that may require embalming, such as a funeral with viewing, you may have to pay for embalming. You do not have to pay for embalming you did not approve if you selected arrangements such as direct cremation or immediate burial.',
  'Cash advance items are paid to others on your behalf at the amount we are charged.',
]

/** Indexes ids by key, fixed per company, so references resolve and the seed stays idempotent. */
function catalogueIds(companyId: number) {
  const category = new Map<string, number>()
  const item = new Map<string, number>()
  const itemCategory = new Map<string, string>()
  const variant = new Map<string, number>()
  const price = new Map<string, number>()
  let v = 0
  CATEGORIES.forEach((c, ci) => {
    category.set(c.key, companyId * 100 + ci + 1)
    c.items.forEach((it, ii) => {
      item.set(it.key, companyId * 1000 + ci * 20 + ii + 1)
      itemCategory.set(it.key, c.key)
      price.set(it.key, cents(companyId, it.price))
      for (const vd of it.variants ?? []) {
        v += 1
        variant.set(`${it.key}/${vd.name}`, companyId * 10000 + v)
        price.set(`${it.key}/${vd.name}`, cents(companyId, vd.price ?? it.price))
      }
    })
  })
  const selector = new Map(SELECTORS.map((s, i) => [s.key, companyId * 100 + i + 1]))
  const pkg = new Map(PACKAGES.map((p, i) => [p.key, companyId * 100 + i + 1]))
  return { category, item, itemCategory, variant, price, selector, pkg }
}

type Ids = ReturnType<typeof catalogueIds>

function need<T>(map: Map<string, T>, key: string): T {
  const value = map.get(key)
  if (value === undefined) throw new Error(`seed arrangements: unknown key ${key}`)
  return value
}

/** The row a package line is stored as (package lines and, copied, arrangement lines). */
type LineRow = {
  categoryId: number
  itemId: number | null
  variantId: number | null
  selectorId: number | null
  name: string | null
  unitPriceCents: number | null
  quantity: number
  required: boolean
  position: number
}

function lineRow(companyId: number, ids: Ids, line: LineDef, position: number): LineRow {
  const base = { quantity: line.quantity ?? 1, required: !line.optional, position }
  if ('item' in line) {
    return {
      ...base,
      categoryId: need(ids.category, need(ids.itemCategory, line.item)),
      itemId: need(ids.item, line.item),
      variantId: line.variant ? need(ids.variant, `${line.item}/${line.variant}`) : null,
      selectorId: null,
      name: null,
      unitPriceCents: null,
    }
  }
  if ('selector' in line) {
    const def = SELECTORS.find((s) => s.key === line.selector)
    if (!def) throw new Error(`seed arrangements: unknown selector ${line.selector}`)
    return {
      ...base,
      categoryId: need(ids.category, def.category),
      itemId: null,
      variantId: null,
      selectorId: need(ids.selector, line.selector),
      name: null,
      unitPriceCents: null,
    }
  }
  return {
    ...base,
    categoryId: need(ids.category, line.category),
    itemId: null,
    variantId: null,
    selectorId: null,
    name: line.text,
    unitPriceCents: cents(companyId, line.price),
  }
}

function catalogueStatements(companyId: number, ids: Ids): Statement[] {
  const out: Statement[] = []
  CATEGORIES.forEach((c) => {
    out.push({
      sql: 'INSERT OR IGNORE INTO gpl_categories (id, company_id, name, position, display_for_family) VALUES (?, ?, ?, ?, ?)',
      params: [need(ids.category, c.key), companyId, c.name, c.position, c.displayForFamily === false ? 0 : 1],
    })
  })
  CATEGORIES.forEach((c) => {
    c.items.forEach((it, position) => {
      out.push({
        sql: 'INSERT OR IGNORE INTO gpl_items (id, company_id, category_id, name, description, price_cents, position) VALUES (?, ?, ?, ?, ?, ?, ?)',
        params: [
          need(ids.item, it.key),
          companyId,
          need(ids.category, c.key),
          it.name,
          it.description,
          cents(companyId, it.price),
          position,
        ],
      })
      ;(it.variants ?? []).forEach((vd, vp) => {
        out.push({
          sql: 'INSERT OR IGNORE INTO gpl_item_variants (id, item_id, name, description, price_cents, position) VALUES (?, ?, ?, ?, ?, ?)',
          params: [
            need(ids.variant, `${it.key}/${vd.name}`),
            need(ids.item, it.key),
            vd.name,
            vd.description ?? '',
            vd.price === undefined ? null : cents(companyId, vd.price),
            vp,
          ],
        })
      })
    })
  })
  for (const s of SELECTORS) {
    const selectorId = need(ids.selector, s.key)
    out.push({
      sql: 'INSERT OR IGNORE INTO gpl_selectors (id, company_id, category_id, name) VALUES (?, ?, ?, ?)',
      params: [selectorId, companyId, need(ids.category, s.category), s.name],
    })
    s.items.forEach((key, position) => {
      out.push({
        sql: 'INSERT OR IGNORE INTO gpl_selector_items (selector_id, item_id, position) VALUES (?, ?, ?)',
        params: [selectorId, need(ids.item, key), position],
      })
    })
  }
  PACKAGES.forEach((p, pi) => {
    const packageId = need(ids.pkg, p.key)
    out.push({
      sql: 'INSERT OR IGNORE INTO gpl_packages (id, company_id, name, description, category, position) VALUES (?, ?, ?, ?, ?, ?)',
      params: [packageId, companyId, p.name, p.description, p.category, pi],
    })
    p.lines.forEach((line, li) => {
      const r = lineRow(companyId, ids, line, li + 1)
      out.push({
        sql: 'INSERT OR IGNORE INTO gpl_package_lines (id, package_id, category_id, item_id, variant_id, selector_id, name, unit_price_cents, quantity, required, position) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
        params: [
          companyId * 1000 + pi * 50 + li + 1,
          packageId,
          r.categoryId,
          r.itemId,
          r.variantId,
          r.selectorId,
          r.name,
          r.unitPriceCents,
          r.quantity,
          r.required ? 1 : 0,
          r.position,
        ],
      })
    })
  })
  return out
}

function templateStatements(company: CompanySeed): { statements: Statement[]; currentId: number } {
  const base = company.id * 100
  const heading = `${company.name} — Statement of Funeral Goods and Services Selected`
  const rows: [number, string, number, 'ITEMIZED' | 'SUMMARY', boolean, string][] = [
    [base + 1, 'Itemized statement (2025 price list)', 1, 'ITEMIZED', false, '2025-01-01'],
    [base + 2, 'Itemized statement (2026 price list)', 2, 'ITEMIZED', true, '2026-01-01'],
    [base + 3, 'Summary statement by category', 1, 'SUMMARY', false, '2026-01-01'],
  ]
  return {
    currentId: base + 2,
    statements: rows.map(([id, name, revision, displayType, current, from]) => ({
      sql: 'INSERT OR IGNORE INTO statement_template_revisions (id, company_id, name, revision, display_type, heading, disclosures, current, effective_from) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
      params: [id, company.id, name, revision, displayType, heading, JSON.stringify(FTC_DISCLOSURES), current ? 1 : 0, from],
    })),
  }
}

/** A family's choice for an open package line (by the line's selector or item key). */
type Choice = { item: string; variant?: string }

type ArrangementDef = {
  caseId: number
  packageKey: string | null
  choices: Record<string, Choice>
  purchaser: Purchaser | null
  submittedAt: string | null
  /** Payments as fractions of the total (the rest stays owing) with their dates. */
  payments: { share: number; at: string; brand: string; last4: string }[]
}

function arrangementDefs(companyId: number): ArrangementDef[] {
  const ids = demoIds(companyId)
  const [current, done] = ids.familyCases
  if (companyId !== 1 && companyId !== 2) return []
  if (companyId === 1) {
    return [
      // Walter: a traditional funeral; the oak casket picked but not its finish, the vault and flowers still open.
      {
        caseId: current,
        packageKey: 'traditional',
        choices: { casket: { item: 'heritage-oak' }, printed: { item: 'folders', variant: 'Sunrise over the Lake' } },
        purchaser: null,
        submittedAt: null,
        payments: [],
      },
      {
        caseId: done,
        packageKey: 'memorial',
        choices: {
          urn: { item: 'classic-brass', variant: 'Bronze' },
          floral: { item: 'standing-spray' },
          printed: { item: 'folders', variant: 'Garden Path' },
        },
        purchaser: {
          firstName: 'Margaret',
          lastName: 'Ellis',
          relationship: 'Daughter',
          email: 'family@whitfield.example',
          phone: '(217) 555-0142',
          address: { line1: '1207 Linden Avenue', city: 'Maple Grove', region: 'IL', postalCode: '62704' },
        },
        submittedAt: '2026-09-04T16:20:00.000Z',
        payments: [{ share: 0.5, at: '2026-09-04T16:32:00.000Z', brand: 'Visa', last4: '4242' }],
      },
    ]
  }
  return [
    // Henri: nothing chosen yet, so the family starts at the packages screen.
    { caseId: current, packageKey: null, choices: {}, purchaser: null, submittedAt: null, payments: [] },
    {
      caseId: done,
      packageKey: 'traditional',
      choices: {
        casket: { item: 'mahogany', variant: 'Satin Finish' },
        vault: { item: 'monticello' },
        floral: { item: 'casket-spray', variant: 'White lily and rose' },
        printed: { item: 'prayer-cards', variant: 'Classic Cross' },
      },
      purchaser: {
        firstName: 'Daniel',
        lastName: 'Moreau',
        relationship: 'Son',
        email: 'family@harbor.example',
        phone: '(207) 555-0186',
        address: { line1: '27 Chandler Street', city: 'Port Ellis', region: 'ME', postalCode: '04011' },
      },
      submittedAt: '2026-08-16T14:05:00.000Z',
      payments: [
        { share: 0.4, at: '2026-08-16T14:20:00.000Z', brand: 'Mastercard', last4: '4444' },
        { share: 1, at: '2026-09-10T18:45:00.000Z', brand: 'Visa', last4: '4242' },
      ],
    },
  ]
}

function arrangementStatements(company: CompanySeed, ids: Ids, templateId: number): Statement[] {
  const out: Statement[] = []
  const people = demoIds(company.id)
  arrangementDefs(company.id).forEach((a, ai) => {
    out.push({
      sql: 'INSERT OR IGNORE INTO arrangements (case_id, company_id, package_id, template_revision_id, purchaser, submitted_at, submitted_by, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
      params: [
        a.caseId,
        company.id,
        a.packageKey ? need(ids.pkg, a.packageKey) : null,
        templateId,
        a.purchaser ? JSON.stringify(a.purchaser) : null,
        a.submittedAt,
        a.submittedAt ? people.familyUser : null,
        a.submittedAt ?? '2026-11-21T15:00:00.000Z',
      ],
    })
    const pkg = PACKAGES.find((p) => p.key === a.packageKey)
    let total = 0
    pkg?.lines.forEach((line, li) => {
      const r = lineRow(company.id, ids, line, li + 1)
      const choice = 'selector' in line ? a.choices[line.selector] : undefined
      const itemKey = choice?.item ?? ('item' in line ? line.item : undefined)
      const variantKey = choice?.variant ?? ('item' in line ? line.variant : undefined)
      const itemId = choice ? need(ids.item, choice.item) : r.itemId
      const variantId = choice?.variant ? need(ids.variant, `${choice.item}/${choice.variant}`) : r.variantId
      const unit = itemKey ? (variantKey ? ids.price.get(`${itemKey}/${variantKey}`) : ids.price.get(itemKey)) : r.unitPriceCents
      total += (unit ?? 0) * r.quantity
      out.push({
        sql: 'INSERT OR IGNORE INTO arrangement_lines (id, case_id, category_id, item_id, variant_id, selector_id, name, unit_price_cents, quantity, required, from_package, position) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
        params: [
          company.id * 100000 + ai * 1000 + li + 1,
          a.caseId,
          r.categoryId,
          itemId,
          variantId,
          r.selectorId,
          r.name,
          r.unitPriceCents,
          r.quantity,
          r.required ? 1 : 0,
          1,
          r.position,
        ],
      })
    })
    // Each payment pays its share of the total; the last with share 1 pays what is left.
    let paid = 0
    a.payments.forEach((p, pi) => {
      const amount = p.share >= 1 ? total - paid : Math.round((total * p.share) / 100) * 100
      paid += amount
      out.push({
        sql: 'INSERT OR IGNORE INTO case_payments (id, company_id, case_id, amount_cents, status, brand, last4, payer_name, processor_id, created_by, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
        params: [
          company.id * 1000 + ai * 10 + pi + 1,
          company.id,
          a.caseId,
          amount,
          'succeeded',
          p.brand,
          p.last4,
          a.purchaser ? `${a.purchaser.firstName} ${a.purchaser.lastName}` : 'Family',
          `test_ch_seed_${company.id}_${a.caseId}_${pi + 1}`,
          people.familyUser,
          p.at,
        ],
      })
    })
  })
  return out
}

export async function seed(company: CompanySeed): Promise<SeedOutput> {
  const ids = catalogueIds(company.id)
  const templates = templateStatements(company)
  return {
    statements: [
      ...catalogueStatements(company.id, ids),
      ...templates.statements,
      ...arrangementStatements(company, ids, templates.currentId),
    ],
    objects: [],
  }
}
