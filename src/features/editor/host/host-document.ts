import type { SiteMessage } from '#contract/editor-messages.ts'
import { NEW_MODULES } from '#contract/modules.ts'
import type { Module, SiteDocument, WebsiteContext } from '#contract/website.ts'
import { changePageModules, insertModule, moveModule, removeModule, replaceModule } from '../builder.ts'
import { jsonOf, sameJson } from './draft-parts.ts'

/**
 * The editor host's copy of the draft, changed by what the framed page reports (spec §7 messages)
 * with the same builder rules the page applies (builder.ts), so both stay alike.
 */

/** The site document of a render context: the part a company edits (company and locations have their own records). */
export function siteDocumentOf(context: WebsiteContext): SiteDocument {
  const { company: _company, locations: _locations, ...document } = context
  return document
}

/** The path of the page with `pageId`, if the document has it. */
export function pathOfPage(document: SiteDocument, pageId: string): string | undefined {
  return Object.entries(document.pages).find(([, page]) => page.id === pageId)?.[0]
}

/** What a message from the page on `path` changes in the draft (the others change nothing in it). */
export function applySiteMessage(document: SiteDocument, path: string, message: SiteMessage): SiteDocument {
  const change = (f: (modules: readonly Module[]) => Module[]) => ({ ...document, pages: changePageModules(document.pages, path, f) })
  switch (message.type) {
    case 'web:update-module-value':
      return change((modules) => replaceModule(modules, message.value))
    case 'web:remove-module':
      return change((modules) => removeModule(modules, message.moduleId))
    case 'web:move-module':
      return change((modules) => moveModule(modules, message.moduleId, message.direction))
    default:
      return document
  }
}

/** A module taken off a page, kept so it can be put back where it was (issue 34: a removal can be undone). */
export type Removal = { path: string; index: number; module: Module }

/** What removing `moduleId` from the page at `path` takes away, if the page has it. */
export function removalOf(document: SiteDocument, path: string, moduleId: string): Removal | undefined {
  const modules = document.pages[path]?.modules ?? []
  const index = modules.findIndex((m) => m.id === moduleId)
  const module = modules[index]
  return module ? { path, index, module } : undefined
}

/**
 * The draft with `removal` undone: the module back at its place (at the end if the page is shorter
 * now), and the module it now stands before, for the framed page's `editor:insert-module`.
 * Nothing changes when the page has it again.
 */
export function restoreModule(document: SiteDocument, removal: Removal): { document: SiteDocument; beforeModuleId: string | null } {
  const modules = document.pages[removal.path]?.modules ?? []
  const beforeModuleId = modules[removal.index]?.id ?? null
  if (modules.some((m) => m.id === removal.module.id)) return { document, beforeModuleId }
  return { document: insertIntoPage(document, removal.path, removal.module, beforeModuleId), beforeModuleId }
}

export function insertIntoPage(document: SiteDocument, path: string, module: Module, beforeModuleId: string | null): SiteDocument {
  return { ...document, pages: changePageModules(document.pages, path, (modules) => insertModule(modules, module, beforeModuleId)) }
}

/** Module types staff can add here, in the order the editor offers them: each has its new module beside its schema. */
export const ADDABLE_TYPES = [
  'text',
  'hero',
  'call-to-action',
  'services',
  'staff',
  'testimonials',
  'faq',
  'contact',
  'locations',
  'recent-obituaries',
] as const satisfies readonly (keyof typeof NEW_MODULES)[]
export type AddableType = (typeof ADDABLE_TYPES)[number]

/** A new module of `type` that its schema accepts, so the page shows it at once (contract/modules.ts `NEW_MODULES`). */
export function newModule(type: AddableType, newId: () => string): Module {
  return NEW_MODULES[type](newId(), newId)
}

export type PageChange = { path: string; title: string; summary: string }

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`

const kept = (list: readonly Module[], other: Map<string, Module>) => list.filter((m) => other.has(m.id)).map((m) => m.id)

function moduleChanges(before: readonly Module[], after: readonly Module[]): string[] {
  const old = new Map(before.map((m) => [m.id, m]))
  const now = new Map(after.map((m) => [m.id, m]))
  const added = after.filter((m) => !old.has(m.id)).length
  const removed = before.filter((m) => !now.has(m.id)).length
  const changed = after.filter((m) => old.has(m.id) && !sameJson(old.get(m.id), m)).length
  const moved = kept(before, now).join() !== kept(after, old).join()
  return [
    ...(added ? [`${plural(added, 'module')} added`] : []),
    ...(changed ? [`${plural(changed, 'module')} changed`] : []),
    ...(removed ? [`${plural(removed, 'module')} removed`] : []),
    ...(moved ? ['modules moved'] : []),
  ]
}

/**
 * What the draft changes from the approved site, page by page in the draft's order (pages only
 * in the approved site last), and the site-wide parts: a summary staff read before publishing.
 */
export function documentChanges(approved: SiteDocument | undefined, draft: SiteDocument): PageChange[] {
  const before = approved?.pages ?? {}
  const changes: PageChange[] = []
  for (const [path, page] of Object.entries(draft.pages)) {
    const old = before[path]
    if (!old) changes.push({ path, title: page.title, summary: 'New page' })
    else if (!sameJson(old, page)) {
      const parts = moduleChanges(old.modules, page.modules)
      changes.push({ path, title: page.title, summary: parts.length > 0 ? parts.join(', ') : 'Title or description changed' })
    }
  }
  for (const [path, page] of Object.entries(before)) {
    if (!Object.hasOwn(draft.pages, path)) changes.push({ path, title: page.title, summary: 'Page removed' })
  }
  for (const part of ['design', 'navigation', 'settings', 'header', 'footer'] as const) {
    if (approved && jsonOf(approved[part]) !== jsonOf(draft[part])) {
      changes.push({ path: '', title: labelOfPart(part), summary: 'Changed' })
    }
  }
  return changes
}

function labelOfPart(part: string): string {
  return part.charAt(0).toUpperCase() + part.slice(1)
}
