import type { z } from 'zod'
import type { OperationRoute } from './operation.ts'
import type { AnyOperation } from './operations.ts'

/**
 * The types of calling an operation, from the operation itself: what its path parameters, query
 * and body take and what it answers. Type-only (nothing here ships): a caller names a route of
 * contract/operation-routes.gen.ts and the compiler holds it to that operation's schemas (decision 052).
 */

/** Every operation by its route's key, `get /api/family/cases/{caseId}` (contract/operation.ts `routeKey`). */
type OperationsByKey = { [O in AnyOperation as `${O['method']} ${O['path']}`]: O }

/**
 * The contract's operation at `route` (`never` for a route that is no operation). A lookup by key
 * rather than an `Extract` over every operation: a generic call checked against its constraint
 * would otherwise spread all of them into one union too large for the compiler.
 */
export type OperationAt<R extends OperationRoute> = `${R['method']} ${R['path']}` extends infer K extends keyof OperationsByKey
  ? OperationsByKey[K]
  : never

/** Keys a schema lets a caller leave out (a default, an optional field). */
type OptionalKeys<T> = { [K in keyof T]-?: undefined extends T[K] ? K : never }[keyof T]

/** A query as a caller writes it: the values the schema reads, each optional where the schema lets it be left out. */
type QueryInput<S extends z.ZodType> = {
  [K in keyof z.output<S> as K extends OptionalKeys<z.input<S>> ? never : K]: z.output<S>[K]
} & {
  [K in keyof z.output<S> as K extends OptionalKeys<z.input<S>> ? K : never]?: z.output<S>[K]
}

type ParamsPart<O> = O extends { params: infer P extends z.ZodType } ? { params: z.output<P> } : { params?: never }

type QueryPart<O> = O extends { query: infer Q extends z.ZodType }
  ? object extends QueryInput<Q>
    ? { query?: QueryInput<Q> }
    : { query: QueryInput<Q> }
  : { query?: never }

type BodyPart<O> = O extends { body: infer B extends z.ZodType } ? { body: z.input<B> } : { body?: never }

/** What a call of operation `O` sends: its path parameters, query and JSON body, as the operation declares them. */
export type CallInput<O> = ParamsPart<O> & QueryPart<O> & BodyPart<O>

/** What a call of operation `O` answers on success (`undefined` for a 204). */
export type CallAnswer<O> = O extends { response: { schema: infer S extends z.ZodType } } ? z.output<S> : undefined

/** The input argument of a call: optional when the operation needs nothing. */
export type CallArgs<O> = object extends CallInput<O> ? [input?: CallInput<O>] : [input: CallInput<O>]

/** The route of some operation: what the generated routes satisfy, so a route no operation has does not compile. */
export type RouteOf = AnyOperation extends infer O
  ? O extends AnyOperation
    ? { readonly method: O['method']; readonly path: O['path'] }
    : never
  : never
