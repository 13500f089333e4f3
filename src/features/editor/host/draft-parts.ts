import type { Page, SiteDocument, SiteShell } from '#contract/website.ts'

/**
 * What of the draft the editor has not saved yet, part by part (issue 35, decision 046): the pages
 * that changed and the shell when design, navigation, settings, header or footer did. A save sends
 * only those, one request each, so no request grows with the size of the site.
 *
 * The editor changes a page by making a new object for it and keeps every other page as it was, so
 * a part that is the same object is unchanged, and only the others are compared by their JSON.
 */

const texts = new WeakMap<object, string>()

/** The JSON text of an object, made once per object: unchanged pages of a large site are never stringified twice. */
export function jsonOf(value: object): string {
  let text = texts.get(value)
  if (text === undefined) {
    text = JSON.stringify(value)
    texts.set(value, text)
  }
  return text
}

/** Alike as stored: the same object, or the same JSON. */
export function sameJson(a: object | undefined, b: object | undefined): boolean {
  if (a === b) return true
  if (a === undefined || b === undefined) return false
  return jsonOf(a) === jsonOf(b)
}

const SHELL_PARTS = ['design', 'navigation', 'settings', 'header', 'footer'] as const

export function shellOf(document: SiteDocument): SiteShell {
  const { pages: _pages, ...shell } = document
  return shell
}

export type UnsavedParts = {
  /** The shell to save, when one of its parts changed. */
  shell: SiteShell | null
  /** The pages to save, in the draft's order. */
  pages: Array<{ path: string; page: Page }>
}

/** What `current` holds that `saved` (the draft as last stored) does not. */
export function unsavedParts(saved: SiteDocument, current: SiteDocument): UnsavedParts {
  const shellChanged = SHELL_PARTS.some((part) => !sameJson(saved[part], current[part]))
  const pages = Object.entries(current.pages)
    .filter(([path, page]) => !sameJson(saved.pages[path], page))
    .map(([path, page]) => ({ path, page }))
  return { shell: shellChanged ? shellOf(current) : null, pages }
}

export function hasUnsaved(parts: UnsavedParts): boolean {
  return parts.shell !== null || parts.pages.length > 0
}

/** The saved draft once `page` at `path` is stored. */
export function withSavedPage(saved: SiteDocument, path: string, page: Page): SiteDocument {
  return { ...saved, pages: { ...saved.pages, [path]: page } }
}

/** The saved draft once `shell` is stored. */
export function withSavedShell(saved: SiteDocument, shell: SiteShell): SiteDocument {
  return { ...saved, ...shell, pages: saved.pages }
}
