import type { MoveDirection, SiteMessage } from '#contract/editor-messages.ts'
import type { Module, Pages, WebsiteContext } from '#contract/website.ts'

/**
 * The builder's state and rules (spec §3 "Builder state", §4 "Builder"), pure: the site's side of
 * the bridge and the editor host apply the same functions to their copies of a page, so both
 * agree on where a module went. Functions that the editor must hear about return the messages to
 * post with the new state.
 */
export type BuilderState = {
  hoveredModuleId: string | null
  activeModule: Module | null
  /** The draft context is shown (spec §4); otherwise the approved one. */
  previewing: boolean
  editing: boolean
}

export type Transition = { state: BuilderState; messages: SiteMessage[] }

export function initialBuilderState(previewing: boolean): BuilderState {
  return { hoveredModuleId: null, activeModule: null, previewing, editing: false }
}

/** Spec §4: edit mode holds only while previewing and editing both are true. */
export function isEditMode(state: BuilderState): boolean {
  return state.previewing && state.editing
}

/** Leaving edit mode lets go of the active module (and says so) and of the hover. */
export function setEditing(state: BuilderState, editing: boolean): Transition {
  if (editing) return { state: { ...state, editing }, messages: [] }
  const { state: released, messages } = state.activeModule ? deactivateModule(state, state.activeModule.id) : { state, messages: [] }
  return { state: { ...released, editing, hoveredModuleId: null }, messages }
}

export function hoverModule(state: BuilderState, moduleId: string | null): BuilderState {
  if (!isEditMode(state) && moduleId !== null) return state
  return state.hoveredModuleId === moduleId ? state : { ...state, hoveredModuleId: moduleId }
}

/**
 * Spec §4: activating a module deactivates the previous one, and both are announced to the
 * parent frame. Activating the active module again only takes its newer value.
 */
export function activateModule(state: BuilderState, module: Module): Transition {
  const previous = state.activeModule
  if (previous?.id === module.id) return { state: { ...state, activeModule: module }, messages: [] }
  const messages: SiteMessage[] = previous ? [{ type: 'web:deactivate-module', moduleId: previous.id }] : []
  messages.push({ type: 'web:activate-module', module })
  return { state: { ...state, activeModule: module }, messages }
}

/** Spec §4: deactivating applies only when `moduleId` is the active module. */
export function deactivateModule(state: BuilderState, moduleId: string): Transition {
  if (state.activeModule?.id !== moduleId) return { state, messages: [] }
  return { state: { ...state, activeModule: null }, messages: [{ type: 'web:deactivate-module', moduleId }] }
}

/** Spec §4: a new module goes before `beforeModuleId`, or at the end when that id is not on the page. */
export function insertModule(modules: readonly Module[], module: Module, beforeModuleId: string | null): Module[] {
  const at = beforeModuleId === null ? -1 : modules.findIndex((m) => m.id === beforeModuleId)
  return at === -1 ? [...modules, module] : [...modules.slice(0, at), module, ...modules.slice(at)]
}

/** Spec §4: removing a module deletes it from the page. */
export function removeModule(modules: readonly Module[], moduleId: string): Module[] {
  return modules.filter((m) => m.id !== moduleId)
}

/** One place up or down; the first cannot go up nor the last down (the list is returned as it was). */
export function moveModule(modules: readonly Module[], moduleId: string, direction: MoveDirection): Module[] {
  const from = modules.findIndex((m) => m.id === moduleId)
  const to = direction === 'up' ? from - 1 : from + 1
  if (from === -1 || to < 0 || to >= modules.length) return [...modules]
  const next = [...modules]
  const [moved] = next.splice(from, 1)
  if (moved) next.splice(to, 0, moved)
  return next
}

export function canMove(modules: readonly Module[], moduleId: string, direction: MoveDirection): boolean {
  const at = modules.findIndex((m) => m.id === moduleId)
  return at !== -1 && (direction === 'up' ? at > 0 : at < modules.length - 1)
}

/** The module with `module.id` replaced by `module`; unknown ids change nothing. */
export function replaceModule(modules: readonly Module[], module: Module): Module[] {
  return modules.map((m) => (m.id === module.id ? module : m))
}

/** The page at `path` with its modules changed by `change`; the other pages as they were. */
export function changePageModules(pages: Pages, path: string, change: (modules: readonly Module[]) => Module[]): Pages {
  const page = pages[path]
  if (!page) return pages
  return { ...pages, [path]: { ...page, modules: change(page.modules) } }
}

/** What the site shows that refreshing replaces (spec §4). */
export type WebsiteParts = Pick<WebsiteContext, 'design' | 'company' | 'navigation' | 'pages'>

/**
 * Spec §4: refreshing the website reloads design, company, navigation and pages from the draft
 * (previewing) or approved context just read; the rest of what the site holds stays.
 */
export function refreshWebsite<W extends WebsiteParts>(website: W, context: WebsiteParts): W {
  return { ...website, design: context.design, company: context.company, navigation: context.navigation, pages: context.pages }
}

/** Which context refreshing reads: the draft while previewing (spec §4). */
export function contextKindOf(state: BuilderState): 'draft' | 'approved' {
  return state.previewing ? 'draft' : 'approved'
}
