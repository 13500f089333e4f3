import type { DehydratedState, QueryClient } from '@tanstack/react-query'
import { createIsomorphicFn } from '@tanstack/react-start'

/**
 * The way to TanStack Query from a route (decision 027): its code and its client load on demand,
 * so a public page, which reads through its loaders, never carries them. A screen that uses
 * queries awaits `queryClient()` in its loader and sits under `QueriesLayout`.
 */
export async function queryClient(): Promise<QueryClient> {
  return (await import('./query-client.ts')).currentQueryClient()
}

/**
 * What the router sends with a page besides its matches: the request's queries, when a screen
 * used any. Typed `object` for the router: Query types its keys `unknown`, which the router's
 * check of what it can serialize refuses, though ours are strings and numbers.
 */
export type SentWithPage = { queries?: object }

const dehydrateOnServer = createIsomorphicFn()
  .server(async (): Promise<DehydratedState | undefined> => (await import('./query-client.ts')).dehydrateRequestQueries())
  .client(async (): Promise<DehydratedState | undefined> => undefined)

/** The router's `dehydrate`: on the server only (the browser never dehydrates). */
export async function dehydrateQueries(): Promise<SentWithPage> {
  const queries = await dehydrateOnServer()
  return queries ? { queries } : {}
}

/** The router's `hydrate`: loads Query only when the page brought queries. */
export async function hydrateQueries(sent: SentWithPage | undefined): Promise<void> {
  if (sent?.queries) (await import('./query-client.ts')).hydrateTabQueries(sent.queries as DehydratedState)
}
