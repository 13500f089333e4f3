import type { z } from 'zod'
import { routeKey, type OperationRoute } from '#contract/operation.ts'
import { allOperations } from '#contract/operations.ts'

/**
 * The contract's answer schema of every operation, by route: what a page's reads are checked
 * with while it renders (read-answer.ts). Imported by the server only (read-answer.ts loads it
 * inside its server side), so the schemas, and zod with them, stay out of public pages' bundles
 * (issue 15, decision 023).
 */
const ANSWER_SCHEMAS: ReadonlyMap<string, z.ZodType | undefined> = new Map(allOperations.map((op) => [routeKey(op), op.response.schema]))

/** The schema `route`'s answer is checked with; a 204's is `undefined` (it has no body). */
export function answerSchemaOf(route: OperationRoute): z.ZodType {
  const key = routeKey(route)
  if (!ANSWER_SCHEMAS.has(key)) throw new Error(`${key} is no operation of the contract (contract/operations.ts)`)
  return ANSWER_SCHEMAS.get(key) ?? UNDEFINED_ANSWER
}

/** A 204's answer: nothing, and nothing to check. */
const UNDEFINED_ANSWER = { parse: (value: unknown) => value } as unknown as z.ZodType
