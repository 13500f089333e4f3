import type { z } from 'zod'

/**
 * One call of the upstream API as data: the OpenAPI document (contract/openapi.ts) is built
 * from these, and the property tests throw random bodies at every operation with a body.
 * Each area's contract file exports its `operations`; contract/operations.ts lists them all.
 */
export type Operation = {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete'
  /** OpenAPI style: `/api/family/cases/{caseId}`. */
  path: string
  summary: string
  tags: string[]
  /**
   * public: anyone with a known X-Host; user: a valid bearer token; member: a user who is a
   * member of the case in the path (or staff of its company); staff: staff only.
   */
  access: 'public' | 'user' | 'member' | 'staff'
  params?: z.ZodObject
  query?: z.ZodObject
  /** JSON body; `multipart` names a form-data upload instead (file field and its limits). */
  body?: z.ZodType
  multipart?: { field: string; accept: readonly string[]; maxBytes: number; extra?: z.ZodObject }
  /** Why a caller allowed in may still be refused with a 403 (staff-only calls say it themselves). */
  forbidden?: string
  /** Takes an Idempotency-Key header (required). */
  idempotent?: boolean
  /** The success status and body schema (undefined for 204). */
  response: { status: 200 | 201 | 202 | 204 | 301 | 302; schema?: z.ZodType; contentType?: string }
}

export function defineOperations<const T extends readonly Operation[]>(operations: T): T {
  return operations
}

/**
 * Where an operation is called, and nothing else: its method and path. The routes of every
 * operation (contract/operation-routes.gen.ts, generated) are these, zod-free, so a public page can
 * name the calls it makes without loading a schema (decision 023); their types come from the
 * operations themselves (contract/operation-call.ts).
 */
export type OperationRoute = { readonly method: Operation['method']; readonly path: string }

/** `get /api/family/cases/{caseId}`: one key per call, as the OpenAPI document's paths and the route tables say it. */
export function routeKey(route: OperationRoute): string {
  return `${route.method} ${route.path}`
}
