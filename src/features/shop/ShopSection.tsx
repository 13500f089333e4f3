import type { ReactNode } from 'react'
import { focusHeading } from '#src/features/obituaries/index.ts'

/**
 * A shop screen inside the obituary's layout (src/routes/obituaries/$id/$name.tsx), which owns
 * the page's `<main>`, its `<h1>` (the person's name) and the tabs: a shop screen is a section
 * under them, titled with an `<h2>`.
 */
export function ShopSection({ id, title, children, className }: { id: string; title: ReactNode; children: ReactNode; className?: string }) {
  return (
    <section className={['shop', className].filter(Boolean).join(' ')} aria-labelledby={id}>
      <h2 id={id} className="mt-0" {...focusHeading}>
        {title}
      </h2>
      {children}
    </section>
  )
}
