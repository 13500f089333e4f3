import { z } from 'zod'
import { HEADER_IDEMPOTENCY_KEY, IdempotencyKeySchema } from './common.ts'
import { ApiErrorBodySchema } from './errors.ts'
import { HEADER_API_VERSION, HEADER_HOST, HEADER_TIME_ZONE } from './headers.ts'
import type { Operation } from './operation.ts'
import { CONTENT_TOO_LARGE_OPERATIONS, RATE_LIMITED_OPERATIONS, UNPROCESSABLE_STATE_OPERATIONS } from './web-operations.ts'

/**
 * The OpenAPI 3.1 document of the upstream, built from the contract's operation lists
 * (contract/operations.ts) with zod's own JSON Schema output, so it cannot say anything the
 * validators do not do. Served at GET /api/openapi.json and kept in docs/openapi.json
 * (`node scripts/openapi.ts`); tests/integration/api/openapi.test.ts checks neither drifts.
 */

/** A JSON Schema or OpenAPI object: plain JSON, so the document serialises as it is built. */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json }
export type JsonObject = { [key: string]: Json }

export type OpenApiDocument = {
  openapi: '3.1.0'
  info: { title: string; version: string; description: string }
  tags: { name: string }[]
  paths: Record<string, Record<string, JsonObject>>
  components: {
    schemas: Record<string, JsonObject>
    parameters: Record<string, JsonObject>
    responses: Record<string, JsonObject>
    securitySchemes: Record<string, JsonObject>
  }
}

const INFO = {
  title: 'Funeral sites upstream API',
  version: '0',
  description: [
    'The reference upstream of the funeral-home sites. Every call names its site (tenant) with X-Host;',
    'an unknown host, and anything of another funeral home, is a 404. Failures are the error envelope',
    '(`ApiError`); a 422 maps each invalid field (dotted path) to its message. Family calls take a bearer',
    'access token from sign-in. Lists are paged with `page` (from 0) and `size`; nested query objects',
    'are flattened with dots.',
  ].join(' '),
}

const METHOD_ORDER: readonly Operation['method'][] = ['get', 'post', 'put', 'patch', 'delete']

const ref = (to: string): JsonObject => ({ $ref: to })

/** One error response: the envelope, described. */
function errorResponse(description: string, extra: JsonObject = {}): JsonObject {
  return { description, content: { 'application/json': { schema: ref('#/components/schemas/ApiError') } }, ...extra }
}

/** Error responses, by status, as components every operation refers to. */
const ERROR_RESPONSES = {
  BadRequest: errorResponse('Bad Request: a malformed JSON body or an unsupported X-Api-Version'),
  Unauthorized: errorResponse('Unauthorized: no valid bearer token for this site'),
  Forbidden: errorResponse('Forbidden: signed in, but not staff'),
  NotFound: errorResponse(
    'Not Found: unknown site, or no such thing at this site (another funeral home’s is a 404 too, and so is a case you are not a member of)',
  ),
  UnprocessableContent: errorResponse('Unprocessable Content: validation failed; `errors` maps each field to its message'),
  ContentTooLarge: errorResponse(
    'Content Too Large: a part of what would be stored (a page of the site) is more than the database takes in one row; `errors` names each such part',
  ),
  TooManyRequests: errorResponse('Too Many Requests: wait the seconds Retry-After names', {
    headers: { 'Retry-After': { description: 'Seconds until another attempt may succeed', schema: { type: 'integer', minimum: 1 } } },
  }),
} satisfies Record<string, JsonObject>

/** `post /api/family/cases/{caseId}/photos` → `postApiFamilyCasesByCaseIdPhotos`. */
export function operationId(method: string, path: string): string {
  const words = path
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      const param = /^\{(.+)\}$/.exec(segment)?.[1]
      return param ? `By-${param}` : segment
    })
    .flatMap((segment) => segment.split(/[^A-Za-z0-9]+/))
    .filter(Boolean)
  return method + words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join('')
}

type Io = 'input' | 'output'

/** zod → JSON Schema 2020-12 (what OpenAPI 3.1 speaks); a type JSON Schema cannot say is "any". */
function toJsonSchema(schema: z.ZodType, io: Io): JsonObject {
  const json = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
    cycles: 'ref',
    reused: 'inline',
  }) as JsonObject
  delete json.$schema
  return json
}

/** Every `$ref` string in `json` passed through `rewrite`. */
function rewriteRefs(json: Json, rewrite: (to: string) => string): Json {
  if (Array.isArray(json)) return json.map((item) => rewriteRefs(item, rewrite))
  if (json === null || typeof json !== 'object') return json
  const out: JsonObject = {}
  for (const [key, value] of Object.entries(json)) {
    out[key] = key === '$ref' && typeof value === 'string' ? rewrite(value) : rewriteRefs(value, rewrite)
  }
  return out
}

/** Builds the components as it goes, so each zod schema becomes one named component. */
class SchemaRegistry {
  readonly components: Record<string, JsonObject> = {}
  private readonly names = new Map<z.ZodType, Partial<Record<Io, string>>>()

  /**
   * A `$ref` to the component for `schema` (made on first use, named `name`). Its local
   * `$defs` (recursive parts such as navigation nodes) become components of their own, since
   * `#/$defs/…` inside a document would point at the document's root.
   */
  refTo(schema: z.ZodType, io: Io, name: string): JsonObject {
    const known = this.names.get(schema)?.[io]
    if (known) return ref(`#/components/schemas/${known}`)
    const unique = this.uniqueName(name)
    this.names.set(schema, { ...this.names.get(schema), [io]: unique })
    this.components[unique] = this.hoist(toJsonSchema(schema, io), unique)
    return ref(`#/components/schemas/${unique}`)
  }

  /** A schema inlined where it is used (parameters), its `$defs` hoisted all the same. */
  inline(schema: z.ZodType, io: Io, name: string): JsonObject {
    return this.hoist(toJsonSchema(schema, io), this.uniqueName(name))
  }

  private uniqueName(name: string): string {
    let unique = name
    for (let n = 2; unique in this.components; n++) unique = `${name}${n}`
    return unique
  }

  private hoist(json: JsonObject, owner: string): JsonObject {
    const defs = json.$defs
    delete json.$defs
    const defNames = new Map<string, string>()
    if (defs && typeof defs === 'object' && !Array.isArray(defs)) {
      for (const key of Object.keys(defs)) defNames.set(key, this.uniqueName(`${owner}_${key.replace(/[^A-Za-z0-9]/g, '')}`))
    }
    const rewrite = (to: string) => {
      if (to === '#') return `#/components/schemas/${owner}`
      const def = /^#\/\$defs\/(.+)$/.exec(to)?.[1]
      const target = def === undefined ? undefined : defNames.get(def)
      return target ? `#/components/schemas/${target}` : to
    }
    if (defs && typeof defs === 'object' && !Array.isArray(defs)) {
      for (const [key, value] of Object.entries(defs)) {
        const name = defNames.get(key)
        if (name && value && typeof value === 'object' && !Array.isArray(value)) {
          this.components[name] = rewriteRefs(value, rewrite) as JsonObject
        }
      }
    }
    return rewriteRefs(json, rewrite) as JsonObject
  }
}

/** The properties of an object's JSON Schema with their required flags; nested objects flattened with dots. */
function flatProperties(json: JsonObject, prefix = ''): { name: string; schema: JsonObject; required: boolean }[] {
  const properties = json.properties
  if (!properties || typeof properties !== 'object' || Array.isArray(properties)) return []
  const required = new Set(Array.isArray(json.required) ? json.required : [])
  return Object.entries(properties).flatMap(([key, value]) => {
    const schema = (value && typeof value === 'object' && !Array.isArray(value) ? value : {}) as JsonObject
    const name = `${prefix}${key}`
    if (schema.type === 'object' && schema.properties) {
      // A nested object travels as `parent.child=…`; its fields are required only if it is.
      return flatProperties(schema, `${name}.`).map((p) => ({ ...p, required: p.required && required.has(key) }))
    }
    return [{ name, schema, required: required.has(key) }]
  })
}

function parametersOf(op: Operation, registry: SchemaRegistry, id: string): JsonObject[] {
  const parameters: JsonObject[] = [
    ref('#/components/parameters/XHost'),
    ref('#/components/parameters/XTimeZone'),
    ref('#/components/parameters/XApiVersion'),
  ]
  if (op.idempotent) parameters.push(ref('#/components/parameters/IdempotencyKey'))
  if (op.params) {
    for (const p of flatProperties(registry.inline(op.params, 'input', `${id}Params`))) {
      parameters.push({ name: p.name, in: 'path', required: true, schema: p.schema })
    }
  }
  if (op.query) {
    for (const p of flatProperties(registry.inline(op.query, 'input', `${id}Query`))) {
      parameters.push({ name: p.name, in: 'query', required: p.required, schema: p.schema })
    }
  }
  return parameters
}

function formatBytes(bytes: number): string {
  if (bytes % (1024 * 1024) === 0) return `${bytes / (1024 * 1024)} MB`
  if (bytes % 1024 === 0) return `${bytes / 1024} KB`
  return `${bytes} bytes`
}

function requestBodyOf(op: Operation, registry: SchemaRegistry, name: string): JsonObject | undefined {
  if (op.multipart) {
    const { field, accept, maxBytes, extra } = op.multipart
    const extraJson = extra ? registry.inline(extra, 'input', `${name}Fields`) : {}
    const extraProps = (extraJson.properties ?? {}) as JsonObject
    const extraRequired = Array.isArray(extraJson.required) ? extraJson.required : []
    const file: JsonObject = {
      type: 'string',
      contentMediaType: 'application/octet-stream',
      description: `The file: ${accept.join(', ')} (checked by its content, not its name), at most ${formatBytes(maxBytes)}`,
    }
    return {
      required: true,
      content: {
        'multipart/form-data': {
          schema: { type: 'object', properties: { [field]: file, ...extraProps }, required: [field, ...extraRequired] },
          encoding: { [field]: { contentType: accept.join(', ') } },
        },
      },
    }
  }
  if (!op.body) return undefined
  return { required: true, content: { 'application/json': { schema: registry.refTo(op.body, 'input', name) } } }
}

function successResponseOf(op: Operation, registry: SchemaRegistry, name: string): JsonObject {
  const { status, schema, contentType } = op.response
  if (status === 204) return { description: 'No Content' }
  if (status === 301 || status === 302) {
    return { description: status === 301 ? 'Moved Permanently' : 'Found', headers: { Location: { schema: { type: 'string' } } } }
  }
  const type = contentType ?? 'application/json'
  const body: JsonObject = schema
    ? registry.refTo(schema, 'output', name)
    : type === 'application/json'
      ? {}
      : { type: 'string', contentMediaType: type }
  return { description: status === 201 ? 'Created' : status === 202 ? 'Accepted' : 'OK', content: { [type]: { schema: body } } }
}

/** The error responses an operation can give, from what it takes and who may call it. */
function errorResponsesOf(op: Operation): Record<string, JsonObject> {
  const responses: Record<string, JsonObject> = {}
  const validated = op.params || op.query || op.body || op.multipart || op.idempotent
  if (op.body || op.multipart) responses['400'] = ref('#/components/responses/BadRequest')
  if (op.access !== 'public') responses['401'] = ref('#/components/responses/Unauthorized')
  // A case the caller is not a member of is a 404 like a missing one (api/src/middleware/case-access.ts): no 403 to enumerate by.
  if (op.access === 'staff') responses['403'] = ref('#/components/responses/Forbidden')
  if (op.forbidden) responses['403'] = errorResponse(`Forbidden: ${op.forbidden}`)
  responses['404'] = ref('#/components/responses/NotFound')
  if (validated || UNPROCESSABLE_STATE_OPERATIONS.has(`${op.method} ${op.path}`))
    responses['422'] = ref('#/components/responses/UnprocessableContent')
  if (CONTENT_TOO_LARGE_OPERATIONS.has(`${op.method} ${op.path}`)) responses['413'] = ref('#/components/responses/ContentTooLarge')
  if (RATE_LIMITED_OPERATIONS.has(`${op.method} ${op.path}`)) responses['429'] = ref('#/components/responses/TooManyRequests')
  return responses
}

const ACCESS_NOTE: Record<Operation['access'], string> = {
  public: 'Anyone with a known X-Host.',
  user: 'A signed-in user (bearer token).',
  member: 'A signed-in member of the case (or staff of its funeral home).',
  staff: 'Staff of the funeral home.',
}

export function buildOpenApiDocument(operations: readonly Operation[]): OpenApiDocument {
  const registry = new SchemaRegistry()
  registry.refTo(ApiErrorBodySchema, 'output', 'ApiError')
  const paths: Record<string, Record<string, JsonObject>> = {}
  const ids = new Set<string>()
  const sorted = operations.toSorted(
    (a, b) => a.path.localeCompare(b.path) || METHOD_ORDER.indexOf(a.method) - METHOD_ORDER.indexOf(b.method),
  )
  for (const op of sorted) {
    const id = operationId(op.method, op.path)
    if (ids.has(id)) throw new Error(`openapi: two operations for ${op.method.toUpperCase()} ${op.path}`)
    ids.add(id)
    const pascal = id.charAt(0).toUpperCase() + id.slice(1)
    const requestBody = requestBodyOf(op, registry, `${pascal}Request`)
    const entry: JsonObject = {
      operationId: id,
      summary: op.summary,
      description: ACCESS_NOTE[op.access],
      tags: op.tags,
      parameters: parametersOf(op, registry, pascal),
      ...(requestBody ? { requestBody } : {}),
      responses: { [String(op.response.status)]: successResponseOf(op, registry, `${pascal}Response`), ...errorResponsesOf(op) },
      security: op.access === 'public' ? [] : [{ bearerAuth: [] }],
    }
    paths[op.path] = { ...paths[op.path], [op.method]: entry }
  }
  const tags = [...new Set(operations.flatMap((op) => op.tags))].toSorted().map((name) => ({ name }))
  return {
    openapi: '3.1.0',
    info: INFO,
    tags,
    paths,
    components: {
      schemas: registry.components,
      parameters: {
        XHost: {
          name: HEADER_HOST,
          in: 'header',
          required: true,
          description: 'The site (tenant) the call is for',
          schema: { type: 'string' },
        },
        XTimeZone: {
          name: HEADER_TIME_ZONE,
          in: 'header',
          required: false,
          description: 'The browser’s IANA time zone; the funeral home’s own zone when absent',
          schema: { type: 'string' },
        },
        XApiVersion: {
          name: HEADER_API_VERSION,
          in: 'header',
          required: false,
          description: 'API version; 0 when absent (any other is a 400)',
          schema: { type: 'string', enum: ['0'] },
        },
        IdempotencyKey: {
          name: HEADER_IDEMPOTENCY_KEY,
          in: 'header',
          required: true,
          description: 'A key of the caller’s choosing: the same key and body again get the first answer, never a second run',
          schema: registry.inline(IdempotencyKeySchema, 'input', 'IdempotencyKey'),
        },
      },
      responses: ERROR_RESPONSES,
      securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
    },
  }
}
