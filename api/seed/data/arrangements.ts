import type { Purchaser } from '#contract/arrangements.ts'

/** A family's choice for an open package line (by the line's selector or item key). */
export type Choice = { item: string; variant?: string }

/** The arrangement of one family case; which case comes from its place (current, then done). */
export type ArrangementDef = {
  packageKey: string | null
  choices: Record<string, Choice>
  purchaser: Purchaser | null
  submittedAt: string | null
  /** Payments as fractions of the total (the rest stays owing) with their dates. */
  payments: { share: number; at: string; brand: string; last4: string }[]
}

/**
 * The arrangements of each demo funeral home's two family cases: the first is being arranged
 * (Whitfield: a package chosen with choices left; Harbor: no package yet), the second is
 * submitted and paid (Whitfield in part, Harbor in full).
 */
export const ARRANGEMENTS: Record<number, [current: ArrangementDef, done: ArrangementDef]> = {
  1: [
    // Walter: a traditional funeral; the oak casket picked but not its finish, the vault and flowers still open.
    {
      packageKey: 'traditional',
      choices: { casket: { item: 'heritage-oak' }, printed: { item: 'folders', variant: 'Sunrise over the Lake' } },
      purchaser: null,
      submittedAt: null,
      payments: [],
    },
    {
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
  ],
  2: [
    // Henri: nothing chosen yet, so the family starts at the packages screen.
    { packageKey: null, choices: {}, purchaser: null, submittedAt: null, payments: [] },
    {
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
  ],
}
