import { PRICE_LIST_PATH } from '#contract/price-list-constants.ts'
import { readAnswer } from '#src/lib/read-answer.ts'

/** The funeral home's General Price List (the same for every visitor of the host). */
export const loadPriceList = () => readAnswer(PRICE_LIST_PATH, 'priceList')
