import { queryOptions } from '@tanstack/react-query'
import { createIsomorphicFn } from '@tanstack/react-start'
import type { ContextKind, WebsiteContext } from '#contract/website.ts'
import { readAnswer } from '#src/lib/read-answer.ts'

export const renderContextPath = (kind: ContextKind) => `/api/web/render-context/${kind}`

/** The context as read (src/lib/read-answer.ts), its modules checked on the server where it enters (src/modules/checked.ts). */
const loadRenderContext = createIsomorphicFn()
  .server(async (kind: ContextKind): Promise<WebsiteContext> => {
    const { withCheckedModules } = await import('#src/modules/checked.ts')
    return withCheckedModules(await readAnswer(renderContextPath(kind), 'renderContext'))
  })
  .client((kind: ContextKind) => readAnswer(renderContextPath(kind), 'renderContext'))

/** The site's render context: approved for visitors, draft in preview (spec §4 builder). */
export function renderContextQuery(kind: ContextKind) {
  return queryOptions({
    queryKey: ['render-context', kind],
    queryFn: () => loadRenderContext(kind),
    staleTime: 60_000,
  })
}
