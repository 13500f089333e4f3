import type { ReactNode } from 'react'

/**
 * A table's box that scrolls sideways when the table is wider than a phone. It takes the focus
 * (in the tab order) so the arrow keys can scroll it without a mouse; its name is its own
 * ("Statement lines", not the section's heading), as two regions may not share one.
 */
export function ScrollBox({ label, children }: { label: string; children: ReactNode }) {
  return (
    // oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must be reachable by keyboard (WCAG 2.1.1)
    <section className="statement-scroll" aria-label={label} tabIndex={0}>
      {children}
    </section>
  )
}
