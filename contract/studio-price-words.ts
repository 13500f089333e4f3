/**
 * The owner's price list editor's words and address, without a schema: the studio's screens read
 * them and load no zod with their first code (issue 15); contract/studio-prices.ts re-exports them.
 */

export const STUDIO_PRICES_PATH = '/api/staff/prices'

export const STUDIO_PRICE_MESSAGES = {
  notDraft: 'Only a draft can be changed: a published price list stays as it was published',
  draftExists: 'There is already a draft; change or publish it first',
  pastDate: 'Choose today or a later day: a price list cannot take effect in the past',
  nameRequired: 'Enter a name',
  categoryMissing: 'Choose a category of this price list',
  textRequired: 'Enter the text of the disclosure',
  csvRequired: 'Paste or choose the CSV file of the price list',
} as const

/** What a package is for, as the family's packages screen groups them (api/src/db/schema `PACKAGE_CATEGORIES`). */
export const PACKAGE_KINDS = ['Burial', 'Cremation'] as const
