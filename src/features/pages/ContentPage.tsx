import { lazy, Suspense, useSyncExternalStore } from 'react'
import type { Page } from '#contract/website.ts'
import { ModuleList, type ModuleData } from '#src/modules/registry.tsx'
import { usePreviewing } from '#src/ui/SiteLink.tsx'
import { layoutClassName, pageHasOwnHeading } from './layout.ts'

/** The page editor's side of the page (decision 036): its code comes only in a framed preview, never to a visitor. */
const EditablePage = lazy(() => import('../editor/site/EditablePage.tsx'))

const unchanging = () => () => {}
const inFrame = () => window.parent !== window
const notInFrame = () => false

/**
 * True once the page runs in a preview inside a frame (the editor's): false on the server and in
 * the first render, so hydration matches the server's HTML.
 */
function useFramedPreview(): boolean {
  const previewing = usePreviewing()
  const framed = useSyncExternalStore(unchanging, inFrame, notInFrame)
  return previewing !== false && framed
}

/**
 * A content page from the pages map: its modules in its layout. Pages that open without a hero
 * get their title as the `<h1>`, so every page has one heading to start from.
 */
export function ContentPage({ page, moduleData }: { page: Page; moduleData?: ModuleData }) {
  const framed = useFramedPreview()
  const modules = <ModuleList modules={page.modules} data={moduleData} />
  return (
    <main id="main" className={layoutClassName(page)} data-page-id={page.id}>
      {pageHasOwnHeading(page) ? null : <h1 className="page__title mt-0 mb-8 leading-tight">{page.title}</h1>}
      {framed ? (
        <Suspense fallback={modules}>
          <EditablePage page={page} moduleData={moduleData} />
        </Suspense>
      ) : (
        modules
      )}
    </main>
  )
}
