import { queryOptions } from '@tanstack/react-query'
import * as operations from '#contract/operation-routes.gen.ts'
import { portalKeys } from '#src/features/portal/index.ts'
import { readAnswer } from '#src/lib/read-answer.ts'

/**
 * What the arrangements screens read besides the arrangement itself (`arrangementQuery`, shared
 * with the case home): the packages, the contract, and the price list's items and variants. The
 * price list changes rarely, so its reads stay fresh for the visit.
 */

const PRICE_LIST_FRESH_MS = 10 * 60_000

export const arrangementKeys = {
  packages: portalKeys.packages,
  contract: portalKeys.contract,
  item: (itemId: number) => ['portal', 'price-list', 'item', itemId] as const,
  variants: (itemId: number) => ['portal', 'price-list', 'item', itemId, 'variants'] as const,
  categoryItems: (categoryId: number) => ['portal', 'price-list', 'category', categoryId] as const,
}

/** A home has a handful of packages: one page holds them. */
export const packagesQuery = (caseId: number) =>
  queryOptions({
    queryKey: arrangementKeys.packages(caseId),
    queryFn: () => readAnswer(operations.getApiFamilyArrangementsByCaseIdPackages, { params: { caseId }, query: { page: 0, size: 50 } }),
  })

export const contractQuery = (caseId: number) =>
  queryOptions({
    queryKey: arrangementKeys.contract(caseId),
    queryFn: () => readAnswer(operations.getApiFamilyArrangementsByCaseIdContract, { params: { caseId } }),
  })

export const itemQuery = (itemId: number) =>
  queryOptions({
    queryKey: arrangementKeys.item(itemId),
    queryFn: () => readAnswer(operations.getApiFamilyArrangementsItemsByItemId, { params: { itemId } }),
    staleTime: PRICE_LIST_FRESH_MS,
  })

/** An item's variants (a casket's finishes, a folder's designs): a few, one page. */
export const variantsQuery = (itemId: number) =>
  queryOptions({
    queryKey: arrangementKeys.variants(itemId),
    queryFn: () =>
      readAnswer(operations.getApiFamilyArrangementsItemsByItemIdVariants, { params: { itemId }, query: { page: 0, size: 50 } }),
    staleTime: PRICE_LIST_FRESH_MS,
  })

/** The items of one category of the price list, to add another (a second spray of flowers). */
export const categoryItemsQuery = (categoryId: number) =>
  queryOptions({
    queryKey: arrangementKeys.categoryItems(categoryId),
    queryFn: () => readAnswer(operations.getApiFamilyCompanyGplItems, { query: { categoryId, page: 0, size: 100 } }),
    staleTime: PRICE_LIST_FRESH_MS,
  })
