import { queryOptions } from '@tanstack/react-query'
import * as operations from '#contract/operation-routes.gen.ts'
import { readAnswer } from '#src/lib/read-answer.ts'

/** What the owner's data screen reads (decision 072): what the archive holds, and whether the account is closing. */
export const dataKeys = {
  exportSummary: ['studio', 'data', 'export'] as const,
  closing: ['studio', 'data', 'closing'] as const,
}

export const exportSummaryQuery = queryOptions({
  queryKey: dataKeys.exportSummary,
  queryFn: () => readAnswer(operations.getApiStaffSettingsExport, {}),
})

export const closingQuery = queryOptions({
  queryKey: dataKeys.closing,
  queryFn: () => readAnswer(operations.getApiStaffSettingsClosing, {}),
})
