import { queryOptions } from '@tanstack/react-query'
import * as operations from '#contract/operation-routes.gen.ts'
import { readAnswer } from '#src/lib/read-answer.ts'

/** The home's own domains (owner only, decision 070), as the Domains screen reads them. */
export const domainsKey = ['studio', 'settings', 'domains'] as const

export const domainsQuery = queryOptions({
  queryKey: domainsKey,
  queryFn: () => readAnswer(operations.getApiStaffSettingsDomains, {}),
})
