import type { Page } from '#contract/website.ts'

/**
 * Spec §2: "Layout is the default unless a page names another". Layout → the class that sets its
 * centred width from the content-width variables in src/styles/app.css (issue 14: one width for all pages).
 */
export const LAYOUTS = {
  default: 'page--default',
  wide: 'page--wide',
  narrow: 'page--narrow',
  landing: 'page--landing',
} as const satisfies Record<string, string>
export type LayoutName = keyof typeof LAYOUTS

/** The page's layout, or the default for none or a name this site does not know. */
export function layoutOf(page: { layout?: string }): LayoutName {
  const name = page.layout
  return name && Object.hasOwn(LAYOUTS, name) ? (name as LayoutName) : 'default'
}

/** Classes of the `<main>` that holds a page. */
export function layoutClassName(page: { layout?: string }): string {
  const layout = layoutOf(page)
  return `page ${LAYOUTS[layout]}`
}

/** A page whose modules bring their own `<h1>` (a hero) needs no title heading from the page. */
export function pageHasOwnHeading(page: Page): boolean {
  return page.modules.some((m) => m.type === 'hero')
}

/** A page's own description when the editor set one (the context keeps unknown page fields as JSON). */
export function ownDescription(page: Page): string | undefined {
  const value: unknown = (page as Record<string, unknown>).description
  return typeof value === 'string' && value.trim() ? value : undefined
}
