import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { IdParamSchema } from '#contract/common.ts'
import { buildOpenApiDocument, operationId, type Json, type OpenApiDocument } from '#contract/openapi.ts'
import { defineOperations, type Operation } from '#contract/operation.ts'
import { allOperations } from '#contract/operations.ts'

type Node = { name: string; children: Node[] }
const NodeSchema: z.ZodType<Node> = z.object({ name: z.string(), children: z.array(z.lazy(() => NodeSchema)) })

const sample = defineOperations([
  {
    method: 'post',
    path: '/api/family/cases/{caseId}/payments',
    summary: 'Pay',
    tags: ['payments'],
    access: 'member',
    params: z.object({ caseId: IdParamSchema }),
    body: z.object({ amountCents: z.number().int(), note: z.string().default('') }),
    idempotent: true,
    response: { status: 201, schema: z.object({ id: z.number(), createdAt: z.date() }) },
  },
  {
    method: 'get',
    path: '/api/web/things',
    summary: 'List',
    tags: ['web'],
    access: 'public',
    query: z.object({ page: z.coerce.number().optional(), filter: z.object({ name: z.string() }).optional() }),
    response: { status: 200, schema: NodeSchema },
  },
  {
    method: 'post',
    path: '/api/family/cases/{caseId}/photos',
    summary: 'Upload',
    tags: ['media'],
    access: 'member',
    params: z.object({ caseId: IdParamSchema }),
    multipart: {
      field: 'file',
      accept: ['image/png', 'image/jpeg'],
      maxBytes: 5 * 1024 * 1024,
      extra: z.object({ title: z.string().optional() }),
    },
    response: { status: 204 },
  },
  {
    method: 'post',
    path: '/api/staff/publish',
    summary: 'Publish',
    tags: ['staff'],
    access: 'staff',
    response: { status: 204 },
  },
  {
    method: 'post',
    path: '/api/family/auth/sign-in',
    summary: 'Sign in',
    tags: ['auth'],
    access: 'public',
    body: z.object({ email: z.email() }),
    response: { status: 200, schema: z.object({ ok: z.boolean() }) },
  },
])

type Obj = Record<string, Json>
const at = (json: Json | undefined, ...keys: string[]): Json | undefined =>
  keys.reduce<Json | undefined>((node, key) => (node && typeof node === 'object' && !Array.isArray(node) ? node[key] : undefined), json)

/** Every `$ref` in the document points at something in it. */
function danglingRefs(document: OpenApiDocument): string[] {
  const root = document as unknown as Json
  const dangling: string[] = []
  const walk = (node: Json) => {
    if (Array.isArray(node)) return node.forEach(walk)
    if (!node || typeof node !== 'object') return
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') {
        if (!value.startsWith('#/') || at(root, ...value.slice(2).split('/')) === undefined) dangling.push(value)
      } else walk(value)
    }
  }
  walk(root)
  return dangling
}

describe('buildOpenApiDocument', () => {
  const document = buildOpenApiDocument(sample)
  const pay = document.paths['/api/family/cases/{caseId}/payments']?.post as Obj
  const list = document.paths['/api/web/things']?.get as Obj
  const upload = document.paths['/api/family/cases/{caseId}/photos']?.post as Obj

  it('is OpenAPI 3.1 with the error envelope and bearer security as components', () => {
    expect(document.openapi).toBe('3.1.0')
    expect(at(document.components.schemas as Json, 'ApiError', 'required')).toEqual(['statusCode'])
    expect(document.components.securitySchemes.bearerAuth).toEqual({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' })
    expect(danglingRefs(document)).toEqual([])
  })

  it('puts X-Host on every call, bearer security on signed-in ones, Idempotency-Key where it is needed', () => {
    for (const methods of Object.values(document.paths)) {
      for (const op of Object.values(methods)) expect(op.parameters).toContainEqual({ $ref: '#/components/parameters/XHost' })
    }
    expect(pay.security).toEqual([{ bearerAuth: [] }])
    expect(list.security).toEqual([])
    expect(pay.parameters).toContainEqual({ $ref: '#/components/parameters/IdempotencyKey' })
    expect(list.parameters).not.toContainEqual({ $ref: '#/components/parameters/IdempotencyKey' })
    expect(at(document.components.parameters as Json, 'XHost')).toMatchObject({ name: 'X-Host', in: 'header', required: true })
  })

  it('gives the error responses each access level can meet', () => {
    // A member's case call has no 403: a case they cannot see is a 404, like a missing one; payments are rate-limited (issue 16).
    expect(Object.keys(pay.responses as Obj)).toEqual(['201', '400', '401', '404', '422', '429'])
    expect(Object.keys(list.responses as Obj)).toEqual(['200', '404', '422'])
    const publish = document.paths['/api/staff/publish']?.post as Obj
    expect(Object.keys(publish.responses as Obj)).toEqual(['204', '401', '403', '404'])
    const signIn = document.paths['/api/family/auth/sign-in']?.post as Obj
    expect(at(signIn.responses as Json, '429')).toEqual({ $ref: '#/components/responses/TooManyRequests' })
  })

  it('describes request bodies as input (defaults optional) and responses as output (dates as any)', () => {
    const requestRef = at(pay as Json, 'requestBody', 'content', 'application/json', 'schema', '$ref') as string
    const request = at(document.components.schemas as Json, requestRef.split('/').at(-1) ?? '')
    expect(at(request, 'required')).toEqual(['amountCents'])
    const responseRef = at(pay as Json, 'responses', '201', 'content', 'application/json', 'schema', '$ref') as string
    const response = at(document.components.schemas as Json, responseRef.split('/').at(-1) ?? '')
    expect(at(response, 'properties', 'createdAt')).toEqual({})
  })

  it('lists path and query parameters, nested query objects flattened with dots', () => {
    expect(pay.parameters).toContainEqual(expect.objectContaining({ name: 'caseId', in: 'path', required: true }))
    expect(list.parameters).toContainEqual(expect.objectContaining({ name: 'page', in: 'query', required: false }))
    expect(list.parameters).toContainEqual(expect.objectContaining({ name: 'filter.name', in: 'query', required: false }))
  })

  it('describes uploads as multipart with the file field, its types and size', () => {
    const form = at(upload as Json, 'requestBody', 'content', 'multipart/form-data')
    expect(at(form, 'schema', 'required')).toEqual(['file'])
    expect(at(form, 'schema', 'properties', 'title')).toEqual({ type: 'string' })
    expect(at(form, 'encoding', 'file', 'contentType')).toBe('image/png, image/jpeg')
    expect(at(form, 'schema', 'properties', 'file', 'description')).toContain('5 MB')
    expect(at(upload as Json, 'responses', '204')).toEqual({ description: 'No Content' })
  })

  it('moves recursive parts into components, so every reference resolves', () => {
    const ref = at(list as Json, 'responses', '200', 'content', 'application/json', 'schema', '$ref')
    expect(ref).toBe('#/components/schemas/GetApiWebThingsResponse')
    expect(JSON.stringify(document)).not.toContain('#/$defs/')
    expect(danglingRefs(document)).toEqual([])
  })

  it('refuses two operations for one method and path', () => {
    const twice: Operation[] = [sample[3], { ...sample[3], summary: 'again' }]
    expect(() => buildOpenApiDocument(twice)).toThrow(/two operations for POST \/api\/staff\/publish/)
  })

  it('is the same document every time (a stable snapshot)', () => {
    expect(JSON.stringify(buildOpenApiDocument(sample.toReversed()))).toBe(JSON.stringify(document))
  })

  it('names operations from method and path', () => {
    expect(operationId('get', '/api/web/render-context/{kind}')).toBe('getApiWebRenderContextByKind')
    expect(operationId('post', '/api/family/cases/{caseId}/tasks/{taskId}/status/{status}')).toBe(
      'postApiFamilyCasesByCaseIdTasksByTaskIdStatusByStatus',
    )
  })
})

describe('the document of every operation', () => {
  it('builds, with unique operation ids and no dangling reference', () => {
    const document = buildOpenApiDocument(allOperations)
    expect(danglingRefs(document)).toEqual([])
    const ids = Object.values(document.paths).flatMap((methods) => Object.values(methods).map((op) => op.operationId))
    expect(new Set(ids).size).toBe(allOperations.length)
  })
})
