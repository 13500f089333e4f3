import { and, eq, isNull } from 'drizzle-orm'
import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { HEADER_IDEMPOTENCY_KEY, IdempotencyKeySchema } from '#contract/common.ts'
import { ApiError } from '#contract/errors.ts'
import { idempotencyKeys } from './db/schema.ts'
import { sha256Hex } from './hash.ts'

export type IdempotentResult = { status: ContentfulStatusCode; body: unknown }

/**
 * Runs `run` at most once per Idempotency-Key (header, required) within `scope`:
 * - the first call runs and its answer is stored, a success or a 4xx `ApiError` alike (a
 *   declined card stays declined when the same request is retried);
 * - the same key and body again gets the stored answer (`Idempotent-Replayed: true`);
 * - the same key with another body is a 422; while the first call still runs, a 409 (which
 *   the client retries);
 * - an unexpected failure (5xx) or a 429 forgets the key, so a retry may run again.
 * The key row is claimed with an insert, so two racing requests cannot both run.
 */
export async function idempotent(c: Context, scope: string, requestBody: unknown, run: () => Promise<IdempotentResult>): Promise<Response> {
  const key = IdempotencyKeySchema.safeParse(c.req.header(HEADER_IDEMPOTENCY_KEY))
  if (!key.success) {
    throw new ApiError(422, undefined, {
      message: `${HEADER_IDEMPOTENCY_KEY} header is required (16 to 128 letters, digits, - or _)`,
      errors: { [HEADER_IDEMPOTENCY_KEY]: 'This field is required' },
    })
  }
  const { db, company } = c.var
  const requestHash = await sha256Hex(JSON.stringify(requestBody ?? null))
  const where = and(eq(idempotencyKeys.companyId, company.id), eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key.data))
  const claimed = await db
    .insert(idempotencyKeys)
    .values({ companyId: company.id, scope, key: key.data, requestHash })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key })

  if (claimed.length === 0) {
    const [stored] = await db.select().from(idempotencyKeys).where(where).limit(1)
    if (!stored) throw new ApiError(409, 'Conflict', { message: 'Please try again' })
    if (stored.requestHash !== requestHash) {
      throw new ApiError(422, undefined, { message: `This ${HEADER_IDEMPOTENCY_KEY} was already used for a different request` })
    }
    if (stored.status === null) {
      throw new ApiError(409, 'Conflict', { message: 'The same request is still being processed' })
    }
    c.header('Idempotent-Replayed', 'true')
    return c.json(JSON.parse(stored.body ?? 'null'), stored.status as ContentfulStatusCode)
  }

  let result: IdempotentResult
  try {
    result = await run()
  } catch (error) {
    // A 429 (rate limit) is not the request's answer but the moment's: forgotten like a 5xx,
    // so the same request may be sent again once the wait is over.
    if (error instanceof ApiError && error.statusCode >= 400 && error.statusCode < 500 && error.statusCode !== 429) {
      await db
        .update(idempotencyKeys)
        .set({ status: error.statusCode, body: JSON.stringify(error.toBody()) })
        .where(and(where, isNull(idempotencyKeys.status)))
    } else {
      await db.delete(idempotencyKeys).where(where)
    }
    throw error
  }
  await db
    .update(idempotencyKeys)
    .set({ status: result.status, body: JSON.stringify(result.body ?? null) })
    .where(where)
  return c.json(result.body, result.status)
}
