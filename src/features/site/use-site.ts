import { useRouteContext } from '@tanstack/react-router'
import type { SiteShell } from './shell.ts'

/** The site's shell the root route loaded for this request (approved, or draft in preview). */
export function useSite(): SiteShell {
  return useRouteContext({ from: '__root__', select: (c) => c.site })
}
