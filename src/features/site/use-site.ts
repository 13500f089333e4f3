import { useSuspenseQuery } from '@tanstack/react-query'
import { useRouteContext } from '@tanstack/react-router'
import type { WebsiteContext } from '#contract/website.ts'
import { renderContextQuery } from './render-context.ts'

/** The render context the root route loaded for this request (approved, or draft in preview). */
export function useSite(): WebsiteContext {
  const kind = useRouteContext({ from: '__root__', select: (c) => c.contextKind })
  return useSuspenseQuery(renderContextQuery(kind)).data
}
