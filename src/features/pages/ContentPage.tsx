import type { Page } from '#contract/website.ts'
import { ModuleList, type ModuleData } from '#src/modules/registry.tsx'
import { layoutClassName, pageHasOwnHeading } from './layout.ts'

/**
 * A content page from the pages map: its modules in its layout. Pages that open without a hero
 * get their title as the `<h1>`, so every page has one heading to start from.
 */
export function ContentPage({ page, moduleData }: { page: Page; moduleData?: ModuleData }) {
  return (
    <main id="main" className={layoutClassName(page)} data-page-id={page.id}>
      {pageHasOwnHeading(page) ? null : <h1 className="page__title mt-0 mb-8 leading-tight">{page.title}</h1>}
      <ModuleList modules={page.modules} data={moduleData} />
    </main>
  )
}
