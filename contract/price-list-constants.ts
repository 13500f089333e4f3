/**
 * The public price list's path, apart from contract/price-list.ts (which re-exports it), so the
 * page can import it without the schemas (issue 15: no zod in a public page's bundle).
 */
export const PRICE_LIST_PATH = '/api/web/price-list'
