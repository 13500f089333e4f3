import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { createIsomorphicFn, getGlobalStartContext } from '@tanstack/react-start'
import { createContext, useContext } from 'react'
import type { ContextKind } from '#contract/website.ts'
import type { ImageTransforms } from '#core/ssr-context.ts'
import { isFamilyPortalPath } from '#src/lib/navigation.ts'

/**
 * The Worker's IMAGE_TRANSFORMS as the BFF handed it to this render (core/ssr-context.ts). The
 * browser never asks for it: the server's answer travels with the page in the dehydrated query
 * cache (a few bytes), so hydration draws the same URLs. A browser without it (never expected)
 * falls back to the originals, which are always right.
 */
const readImageTransforms = createIsomorphicFn()
  .server(async (): Promise<ImageTransforms> => getGlobalStartContext()?.imageTransforms ?? 'off')
  .client(async (): Promise<ImageTransforms> => 'off')

/** Loaded once per page by the root route; kept for the life of the tab (a deploy's setting does not change under it). */
export function imageTransformsQuery() {
  return queryOptions({ queryKey: ['image-transforms'], queryFn: () => readImageTransforms(), staleTime: Infinity, gcTime: Infinity })
}

/**
 * Where the edge may resize: public pages only. The family portal shows a family's private files
 * (a resized copy stays in the edge cache for at least an hour whatever the file's own
 * Cache-Control says), and a draft (preview) may show files that are not public yet.
 */
export function transformsOnPage(setting: ImageTransforms, page: { path: string; previewing: boolean }): ImageTransforms {
  return setting === 'cloudflare' && !page.previewing && !isFamilyPortalPath(page.path) ? 'cloudflare' : 'off'
}

type RouteContextWithKind = { queryClient: QueryClient; contextKind?: ContextKind }

/** For a route's `headers()` (the LCP preload): what the page at `path` draws with, as the root layout decides it. */
export function cachedImageTransforms(context: RouteContextWithKind, path: string): ImageTransforms {
  const setting = context.queryClient.getQueryData(imageTransformsQuery().queryKey) ?? 'off'
  return transformsOnPage(setting, { path, previewing: context.contextKind === 'draft' })
}

/** Provided by the root layout (transformsOnPage of the query above); off by default (component tests, the /_ui playground). */
export const ImageTransformsContext = createContext<ImageTransforms>('off')

export function useImageTransforms(): ImageTransforms {
  return useContext(ImageTransformsContext)
}
