// @vitest-environment jsdom
import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest'
import { ApiError } from '#contract/errors.ts'
import type { Statement } from '#contract/payments.ts'
import type { CallInput, OperationAt } from '#contract/operation-call.ts'
import { routeKey } from '#contract/operation.ts'
import * as operations from '#contract/operation-routes.gen.ts'
import { allOperations } from '#contract/operations.ts'
import { operationPath } from '#core/http/operation-call.ts'
import { call } from '#src/lib/api-call.ts'

afterEach(() => vi.unstubAllGlobals())

type Fetch = (url: string, init: RequestInit) => Promise<Response>

// Checked by the compiler only: never called.
const typeOnly = () => {
  expectTypeOf(call(operations.getApiFamilyCasesByCaseIdStatement, { params: { caseId: 1 } })).resolves.toEqualTypeOf<Statement>()
  // @ts-expect-error: the statement needs its case
  void call(operations.getApiFamilyCasesByCaseIdStatement)
  // @ts-expect-error: an invitation needs its body
  void call(operations.postApiFamilyCasesByCaseIdInvite, { params: { caseId: 1 } })
  // @ts-expect-error: a route no operation has
  void call({ method: 'get', path: '/api/nowhere' })
}

describe('operation paths (decision 052)', () => {
  it('fills each path parameter, encoded as one segment, and appends the query', () => {
    expect(operationPath(operations.getApiFamilyCasesByCaseIdStatement, { params: { caseId: 7 } })).toBe('/api/family/cases/7/statement')
    expect(
      operationPath(operations.getApiFamilyCasesByCaseIdMemorialWallCommentsByStatus, {
        params: { caseId: 7, status: 'pending' },
        query: { page: 0, size: 20 },
      }),
    ).toBe('/api/family/cases/7/memorial-wall/comments/pending?page=0&size=20')
    expect(operationPath(operations.getApiFamilyInvitationByToken, { params: { token: 'a/b c' } })).toBe('/api/family/invitation/a%2Fb%20c')
    expect(operationPath(operations.getApiWebPriceList)).toBe('/api/web/price-list')
  })

  it('refuses a path parameter left out rather than calling a wrong path', () => {
    expect(() => operationPath(operations.getApiFamilyCasesByCaseIdStatement, { params: {} })).toThrow(/no value for \{caseId\}/)
  })

  it('has one generated route per operation, the same method and path', () => {
    expect(Object.values(operations).map(routeKey).toSorted()).toEqual(allOperations.map(routeKey).toSorted())
  })
})

describe('call (the browser’s typed client)', () => {
  it('sends the operation’s method, path and JSON body, and answers what came', async () => {
    const fetch = vi.fn<Fetch>(async () => Response.json({ id: 3, status: 'open' }))
    vi.stubGlobal('fetch', fetch)
    await expect(
      call(operations.patchApiFamilyArrangementsByCaseIdLinesByLineId, {
        params: { caseId: 7, lineId: 3 },
        body: { itemId: 5, quantity: 2 },
      }),
    ).resolves.toEqual({ id: 3, status: 'open' })
    const [url, init] = fetch.mock.calls[0]!
    expect(url).toBe('/api/family/arrangements/7/lines/3')
    expect(init.method).toBe('PATCH')
    expect(init.body).toBe('{"itemId":5,"quantity":2}')
    expect(new Headers(init.headers).get('Content-Type')).toBe('application/json')
  })

  it('passes headers such as an Idempotency-Key, and a 204 answers undefined', async () => {
    const fetch = vi.fn<Fetch>(async () => new Response(null, { status: 204 }))
    vi.stubGlobal('fetch', fetch)
    await expect(
      call(
        operations.deleteApiFamilyCasesByCaseIdInvitationsByInvitationId,
        { params: { caseId: 7, invitationId: 9 } },
        { headers: { 'Idempotency-Key': 'k' } },
      ),
    ).resolves.toBeUndefined()
    const [url, init] = fetch.mock.calls[0]!
    expect(url).toBe('/api/family/cases/7/invitations/9')
    expect(init.method).toBe('DELETE')
    expect(new Headers(init.headers).get('Idempotency-Key')).toBe('k')
  })

  it('rejects with the api’s ApiError', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<Fetch>(async () => Response.json({ statusCode: 404, message: 'No such case' }, { status: 404 })),
    )
    const failure = call(operations.getApiFamilyCasesByCaseIdStatement, { params: { caseId: 7 } })
    await expect(failure).rejects.toBeInstanceOf(ApiError)
    await expect(failure).rejects.toMatchObject({ statusCode: 404 })
  })

  it('is typed by the contract operation: parameters, body and answer', () => {
    type StatementInput = CallInput<OperationAt<typeof operations.getApiFamilyCasesByCaseIdStatement>>
    expectTypeOf<StatementInput['params']>().toEqualTypeOf<{ caseId: number }>()
    expect(typeOnly).toBeTypeOf('function')
  })
})
