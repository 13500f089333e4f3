import { defineOperations } from './operation.ts'

export const operations = defineOperations([])
