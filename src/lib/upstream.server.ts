import { getGlobalStartContext } from '@tanstack/react-start'
import { setResponseStatus } from '@tanstack/react-start/server'
import type { z } from 'zod'
import { ApiError } from '#contract/errors.ts'
import type { SsrContext } from '#core/ssr-context.ts'
import type { SessionUser } from '#contract/auth.ts'
import { isRefusal } from './preview.ts'

/** This request's SSR context, which the BFF handed Start (src/server.ts). */
function ssr(): SsrContext {
  const context = getGlobalStartContext()
  if (!context?.upstreamJson) throw new Error('SSR context missing: pages render through the BFF (src/server.ts)')
  return context
}

/**
 * SSR loaders call the upstream through the BFF's client for this request, in-process. A failure
 * also sets the page's HTTP status, so an unknown host or obituary is a real 404.
 */
export async function upstreamJson<S extends z.ZodType>(pathAndQuery: string, schema: S): Promise<z.output<S>> {
  try {
    return await ssr().upstreamJson(pathAndQuery, schema)
  } catch (error) {
    setResponseStatus(error instanceof ApiError ? error.statusCode : 500)
    throw error
  }
}

/**
 * As `upstreamJson`, except that a refusal (401, 403) leaves the page's status alone: the page
 * answers it itself (a draft refused without staff or a preview link shows the approved site,
 * decision 037).
 */
export async function upstreamUnlessRefused<S extends z.ZodType>(pathAndQuery: string, schema: S): Promise<z.output<S>> {
  try {
    return await ssr().upstreamJson(pathAndQuery, schema)
  } catch (error) {
    if (!isRefusal(error)) setResponseStatus(error instanceof ApiError ? error.statusCode : 500)
    throw error
  }
}

/**
 * A public call, without the session and WITHOUT setting the page's status on failure: a widget
 * or a missing memorial video is a calm note on a 200 page, not an error page.
 */
export function upstreamQuiet<S extends z.ZodType>(pathAndQuery: string, schema: S): Promise<z.output<S>> {
  return ssr().publicUpstreamJson(pathAndQuery, schema)
}

/** Who is signed in for this request (the session cookie's access token; SSR never refreshes), or null. */
export function sessionUser(): Promise<SessionUser | null> {
  return ssr().sessionUser()
}
