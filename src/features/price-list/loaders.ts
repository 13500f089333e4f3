import * as operations from '#contract/operation-routes.gen.ts'
import { readAnswer } from '#src/lib/read-answer.ts'

/** The funeral home's General Price List (the same for every visitor of the host). */
export const loadPriceList = () => readAnswer(operations.getApiWebPriceList)
