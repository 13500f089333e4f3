import { notFound } from '@tanstack/react-router'
import { isApiError } from '#contract/errors.ts'
import type { Head } from '#src/lib/seo.ts'
import { parseRouteId } from './rules.ts'

/** The numeric ids of a shop address, or a 404 (spec §2: a non-numeric obituary id is 'Page Not Found'). */
export function routeIds<K extends string>(raw: Readonly<Record<K, string>>): Record<K, number> {
  const ids = {} as Record<K, number>
  for (const name of Object.keys(raw) as K[]) {
    const id = parseRouteId(raw[name])
    if (id === undefined) throw notFound()
    ids[name] = id
  }
  return ids
}

/**
 * Runs a loader's fetch; the api's 404 (an unknown or unpublished obituary, a product of another
 * shop, an order of another obituary or with a wrong token) becomes the site's 404 page.
 */
export async function orNotFound<T>(work: Promise<T>): Promise<T> {
  try {
    return await work
  } catch (error) {
    if (isApiError(error, 404, 422)) throw notFound()
    throw error
  }
}

/** Head of a page no search engine should list (checkout, an order). */
export function noIndex(head: Head): Head {
  return { ...head, meta: [...head.meta.filter((m) => !('name' in m && m.name === 'robots')), { name: 'robots', content: 'noindex' }] }
}
