import { useSuspenseQuery } from '@tanstack/react-query'
import { useRouteContext } from '@tanstack/react-router'
import { renderContextQuery } from './render-context.ts'
import type { SiteShell } from './shell.ts'

/** The site's shell the root route loaded for this request (approved, or draft in preview). */
export function useSite(): SiteShell {
  const kind = useRouteContext({ from: '__root__', select: (c) => c.contextKind })
  return useSuspenseQuery(renderContextQuery(kind)).data
}
