import type { ReactNode } from 'react'

/** One labelled region of the playground; `id` is the anchor e2e tests scope to. */
export function PlaygroundSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="playground__section">
      <h2 id={`${id}-title`}>{title}</h2>
      {children}
    </section>
  )
}
