import { createIsomorphicFn, getGlobalStartContext } from '@tanstack/react-start'
import { createContext, useContext } from 'react'
import type { ContextKind } from '#contract/website.ts'
import type { ImageTransforms } from '#core/ssr-context.ts'
import { isFamilyPortalPath } from '#src/lib/navigation.ts'
import { kept, remember } from '#src/lib/request-scope.ts'

const KEY = 'image-transforms'

/**
 * The Worker's IMAGE_TRANSFORMS as the BFF handed it to this render (core/ssr-context.ts). The
 * browser never asks for it: the root route puts the server's answer in the router's context,
 * which travels with the page (a few bytes), and the browser keeps it for its navigations
 * (`rememberImageTransforms`), so hydration and later pages draw the same URLs. A browser without
 * it (never expected) falls back to the originals, which are always right.
 */
export const readImageTransforms = createIsomorphicFn()
  .server((): ImageTransforms => getGlobalStartContext()?.imageTransforms ?? 'off')
  .client((): ImageTransforms => kept<ImageTransforms>(KEY) ?? 'off')

/** In the browser, once the server-rendered page is live: its setting serves every navigation (a deploy's does not change under a tab). */
export function rememberImageTransforms(setting: ImageTransforms): void {
  remember(KEY, setting)
}

/**
 * Where the edge may resize: public pages only. The family portal shows a family's private files
 * (a resized copy stays in the edge cache for at least an hour whatever the file's own
 * Cache-Control says), and a draft (preview) may show files that are not public yet.
 */
export function transformsOnPage(setting: ImageTransforms, page: { path: string; previewing: boolean }): ImageTransforms {
  return setting === 'cloudflare' && !page.previewing && !isFamilyPortalPath(page.path) ? 'cloudflare' : 'off'
}

type RouteContextWithKind = { imageTransforms?: ImageTransforms; contextKind?: ContextKind }

/** For a route's `headers()` (the LCP preload): what the page at `path` draws with, as the root layout decides it. */
export function pageImageTransforms(context: RouteContextWithKind, path: string): ImageTransforms {
  return transformsOnPage(context.imageTransforms ?? 'off', { path, previewing: context.contextKind === 'draft' })
}

/** Provided by the root layout (transformsOnPage of the root's setting); off by default (component tests, the /_ui playground). */
export const ImageTransformsContext = createContext<ImageTransforms>('off')

export function useImageTransforms(): ImageTransforms {
  return useContext(ImageTransformsContext)
}
