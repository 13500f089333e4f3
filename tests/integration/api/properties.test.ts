import { SELF } from 'cloudflare:test'
import * as fc from 'fast-check'
import { beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { ApiErrorBodySchema } from '#contract/errors.ts'
import type { Operation } from '#contract/operation.ts'
import { allOperations } from '#contract/operations.ts'
import { ACCOUNTS, api, idempotencyKey, tokenFor } from './client.ts'

/**
 * Property tests over the whole contract: random bodies at every call that takes one (and random
 * query strings at every call with a query). Whatever arrives, the api answers below 500, every
 * failure is the error envelope with its own status, and a body its schema refuses is a 4xx.
 * Each run is bounded (RUNS per call), so the file stays well under a minute and a half.
 */

const RUNS = 25
const TIMEOUT_MS = 60_000

/** Path parameters the seeded data gives meaning to: the family account is a member of case 1101. */
const PARAM_VALUES: Readonly<Record<string, string>> = {
  caseId: '1101',
  kind: 'approved',
  hash: 'a'.repeat(64),
  token: 'A'.repeat(43),
  status: 'pending',
}

/**
 * A value for each path parameter the operation's own schema accepts: the seeded one, else the
 * first enum option, else 1 (any seeded table has a row 1 or answers 404, both fine here).
 */
function pathOf(op: Operation): string {
  const shape = op.params?.shape ?? {}
  return op.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const schema = shape[name] as z.ZodType | undefined
    const options = schema instanceof z.ZodEnum ? (schema.options as string[]) : []
    const candidates = [PARAM_VALUES[name], ...options, '1', 'approved'].filter((v): v is string => v !== undefined)
    const chosen = candidates.find((value) => !schema || schema.safeParse(value).success) ?? '1'
    return encodeURIComponent(chosen)
  })
}

let tokens: { family: string; staff: string }

beforeAll(async () => {
  tokens = { family: await tokenFor(ACCOUNTS.whitfieldFamily), staff: await tokenFor(ACCOUNTS.whitfieldStaff) }
})

/** A token for the operation's access level: staff for staff calls, the case member's otherwise. */
function tokenOf(op: Operation): string | undefined {
  if (op.access === 'public') return undefined
  return op.access === 'staff' ? tokens.staff : tokens.family
}

function headersOf(op: Operation): Record<string, string> {
  return op.idempotent ? { 'Idempotency-Key': idempotencyKey() } : {}
}

/** What is wrong with an answer, if anything: a 5xx, or a failure that is not the envelope of its own status. */
function problemOf(status: number, text: string): string | undefined {
  if (status >= 500) return `answered ${status}: ${text.slice(0, 300)}`
  if (status < 400) return undefined
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    return `answered ${status} with a body that is not JSON: ${text.slice(0, 200)}`
  }
  const envelope = ApiErrorBodySchema.safeParse(json)
  if (!envelope.success) return `answered ${status} without the error envelope: ${text.slice(0, 300)}`
  if (envelope.data.statusCode !== status) return `answered ${status} with an envelope of ${envelope.data.statusCode}`
  return undefined
}

/** The property every answer keeps: below 500, and a failure is the envelope carrying its own status. */
async function expectWellFormed(response: Response, label: string): Promise<number> {
  const text = await response.text()
  // The label sits beside the problem, so a failure names the call.
  expect({ label, problem: problemOf(response.status, text) }).toEqual({ label, problem: undefined })
  return response.status
}

/** Nested `{ a: { a: … } }` or `[[[…]]]`, depth levels deep. */
function deep(depth: number, array: boolean): unknown {
  let value: unknown = 'bottom'
  for (let i = 0; i < depth; i++) value = array ? [value] : { a: value }
  return value
}

const hugeString = fc.integer({ min: 10_000, max: 200_000 }).map((n) => 'x'.repeat(n))

/** Bodies of every kind: anything, wrong types, huge strings, deep nesting, and the schema's own keys with wrong values. */
function bodies(schema: z.ZodType): fc.Arbitrary<unknown> {
  const keys = schema instanceof z.ZodObject ? Object.keys(schema.shape) : []
  const value = fc.oneof(fc.anything({ maxDepth: 3 }), hugeString, fc.constant(null), fc.integer(), fc.double(), fc.string())
  const shaped = keys.length > 0 ? fc.record(Object.fromEntries(keys.map((k) => [k, value])), { requiredKeys: [] }) : fc.constant({})
  return fc.oneof(
    { weight: 3, arbitrary: shaped },
    { weight: 2, arbitrary: fc.anything({ maxDepth: 4, withNullPrototype: true }) },
    { weight: 1, arbitrary: fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.constant(null), fc.array(fc.anything({ maxDepth: 2 }))) },
    { weight: 1, arbitrary: hugeString },
    { weight: 1, arbitrary: fc.tuple(fc.integer({ min: 50, max: 1000 }), fc.boolean()).map(([d, a]) => deep(d, a)) },
  )
}

/** Text that is not JSON, sent as application/json. */
const MALFORMED_JSON = ['{', '{"a":', 'nul', "{'a': 1}", '{"a": 1,}', '[1, 2', '\u0000', '{"a": "\\x"}', '}{', 'undefined', '']

const jsonOperations = allOperations.filter((op) => op.body)
const multipartOperations = allOperations.filter((op) => op.multipart)
const queryOperations = allOperations.filter((op) => op.query)
const label = (op: Operation) => `${op.method.toUpperCase()} ${op.path}`
/** `[title, op]` rows for `it.for`, one test per call. */
const rows = (ops: readonly Operation[]) => ops.map((op) => [label(op), op] as const)

describe('random JSON bodies never make a 500', () => {
  it('covers some calls', () => {
    expect(jsonOperations.length).toBeGreaterThan(5)
  })

  it.for(rows(jsonOperations))('%s', { timeout: TIMEOUT_MS }, async ([, op]) => {
    const schema = op.body ?? z.never()
    const statuses = new Set<number>()
    await fc.assert(
      fc.asyncProperty(bodies(schema), async (body) => {
        const text = JSON.stringify(body) ?? ''
        const sent: unknown = text === '' ? undefined : JSON.parse(text)
        const status = await expectWellFormed(await rawJson(op, text), label(op))
        statuses.add(status)
        const refused = !schema.safeParse(sent).success
        expect(!refused || status >= 400, `${label(op)} accepted ${text.slice(0, 200)}`).toBe(true)
      }),
      { numRuns: RUNS },
    )
    // The bodies reached validation (not stopped by auth, tenancy or a path parameter).
    expect([...statuses], `${label(op)}: no 422 among the answers`).toContain(422)
  })
})

/** A JSON text to the operation (the test client only sends objects it serialises itself). */
function rawJson(op: Operation, text: string): Promise<Response> {
  return rawRequest(op, { 'Content-Type': 'application/json' }, text)
}

function rawRequest(op: Operation, headers: Record<string, string>, body: BodyInit | undefined, query = ''): Promise<Response> {
  const token = tokenOf(op)
  return SELF.fetch(`https://api.test${pathOf(op)}${query ? `?${query}` : ''}`, {
    method: op.method.toUpperCase(),
    headers: {
      Accept: 'application/json',
      'X-Host': 'localhost',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...headersOf(op),
      ...headers,
    },
    body,
  })
}

describe('malformed JSON is a 400 or 422 envelope, never a 500', () => {
  it.for(rows(jsonOperations))('%s', { timeout: TIMEOUT_MS }, async ([, op]) => {
    for (const text of MALFORMED_JSON) {
      // oxlint-disable-next-line no-await-in-loop
      const status = await expectWellFormed(await rawJson(op, text), `${label(op)} with ${JSON.stringify(text)}`)
      expect([400, 422], `${label(op)} with ${JSON.stringify(text)}`).toContain(status)
    }
  })
})

const UPLOAD_RUNS = 15

describe('random uploads never make a 500', () => {
  it.for(rows(multipartOperations))('%s', { timeout: TIMEOUT_MS }, async ([, op]) => {
    const upload = op.multipart ?? { field: 'file', accept: [], maxBytes: 0 }
    const extraKeys = upload.extra ? Object.keys(upload.extra.shape) : []
    const forms = fc.record({
      bytes: fc.option(fc.uint8Array({ maxLength: 4096 }), { nil: undefined }),
      asText: fc.boolean(),
      // workerd's FormData refuses a file name ending in a backslash (a client-side TypeError,
      // never sent), so such names are not generated.
      fileName: fc.string({ maxLength: 300 }).filter((name) => !name.endsWith('\\')),
      extra: fc.dictionary(fc.constantFrom(...extraKeys, 'other'), fc.oneof(fc.string(), hugeString), { maxKeys: 3 }),
    })
    let answers = 0
    await fc.assert(
      fc.asyncProperty(forms, async ({ bytes, asText, fileName, extra }) => {
        const form = new FormData()
        // The file as bytes, as a plain text field, or missing.
        if (bytes && asText) form.set(upload.field, new TextDecoder().decode(bytes))
        else if (bytes) form.set(upload.field, new Blob([bytes]), fileName || 'file')
        for (const [key, value] of Object.entries(extra)) form.set(key, value)
        const response = await api(pathOf(op), { method: op.method.toUpperCase(), token: tokenOf(op), form, headers: headersOf(op) })
        await expectWellFormed(response, label(op))
        answers++
      }),
      { numRuns: UPLOAD_RUNS },
    )
    // A JSON body where a form is expected.
    await expectWellFormed(await rawJson(op, '{"file": "x"}'), `${label(op)} with JSON`)
    expect(answers).toBe(UPLOAD_RUNS)
  })
})

const QUERY_RUNS = 10

describe('random query strings never make a 500', () => {
  const queryValue = fc.oneof(
    fc.string(),
    fc.integer().map(String),
    fc.constantFrom('-1', '1e309', 'NaN', '0x10', '[]', '%', 'null'),
    hugeString,
  )
  it.for(rows(queryOperations))('%s', { timeout: TIMEOUT_MS }, async ([, op]) => {
    const keys = op.query ? Object.keys(op.query.shape) : []
    const queries = fc.array(fc.tuple(fc.constantFrom(...keys, 'page', 'size', 'other'), queryValue), { maxLength: 4 })
    let answers = 0
    await fc.assert(
      fc.asyncProperty(queries, async (pairs) => {
        const query = new URLSearchParams(pairs.map(([k, v]) => [k, v.slice(0, 50_000)])).toString()
        // A call that also takes a body gets an empty one, so the query is what is judged.
        const response = await rawRequest(op, op.body ? { 'Content-Type': 'application/json' } : {}, op.body ? '{}' : undefined, query)
        await expectWellFormed(response, label(op))
        answers++
      }),
      { numRuns: QUERY_RUNS },
    )
    expect(answers).toBe(QUERY_RUNS)
  })
})
