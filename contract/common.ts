import { z } from 'zod'
import { line } from './text.ts'

// A plain header name, kept with the other headers (issue 15: a page sending it takes no schema); re-exported here.
export { HEADER_IDEMPOTENCY_KEY } from './headers.ts'

/** A numeric id in a path (`/cases/{caseId}`): digits only, so `/cases/abc` is a 404, not a 500. */
export const IdParamSchema = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER)
export const IdSchema = z.number().int().positive()
/** The path of anything under one case, `/cases/{caseId}/…`: the one schema of it for every route and operation. */
export const CaseParamsSchema = z.object({ caseId: IdParamSchema })

/** Money is whole cents (integers), never floats; the currency is the company's (USD in the demo). */
export const CentsSchema = z.number().int().min(0).max(100_000_000)

/** A calendar date, `YYYY-MM-DD`. */
export const IsoDateSchema = z.iso.date()
/** An instant, ISO 8601 in UTC. */
export const IsoDateTimeSchema = z.iso.datetime()

export const IdempotencyKeySchema = z.string().regex(/^[A-Za-z0-9_-]{16,128}$/)

/** Empty body of a call that only acts (answered 204). */
export const NoContentSchema = z.undefined()

/** Who did something and when: approvals of obituary, stationery and video (issue 5). */
export const ApprovalSchema = z.object({
  approvedAt: IsoDateTimeSchema,
  approvedBy: z.object({ id: IdSchema, firstName: z.string(), lastName: z.string() }),
})
export type Approval = z.infer<typeof ApprovalSchema>

/** A person's name as people type it: one line of text (contract/text.ts), at most 100 characters. */
export const PersonNameSchema = line(100)

/** Who did something or is meant (an author, an inviter, an assignee). */
export const PersonSchema = z.object({ id: IdSchema, firstName: z.string(), lastName: z.string() })
export type Person = z.infer<typeof PersonSchema>
