import type { SiteMessage } from '#contract/editor-messages.ts'
import type { Module } from '#contract/website.ts'
import { hoverModule, initialBuilderState, replaceModule } from '../builder.ts'
import { editTextOnPage, type SiteSession, type Step } from '../site-session.ts'

/**
 * Everything the framed page knows of its edit, in one value (issue 36 point 5): the session
 * (builder and modules), the texts typed in place not yet taken into the modules, and each
 * module's revision (a module renders again from its modules' value when it goes up).
 */
export type PageState = {
  session: SiteSession
  /**
   * Texts typed in place, by module: kept out of `session` while typing, so the module is not
   * rendered again under the caret (inline-text.ts); taken in before any other change.
   */
  typed: ReadonlyMap<string, Module>
  revisions: Readonly<Record<string, number>>
}

export function initialPageState(modules: Module[]): PageState {
  return { session: { builder: initialBuilderState(true), modules }, typed: new Map(), revisions: {} }
}

/** What was typed becomes the page's; the modules typed in render again from it (their revision goes up). */
export function settleTyped(state: PageState): PageState {
  if (state.typed.size === 0) return state
  const modules = [...state.typed.values()].reduce(replaceModule, state.session.modules)
  const revisions = { ...state.revisions }
  for (const id of state.typed.keys()) revisions[id] = (revisions[id] ?? 0) + 1
  return { session: { ...state.session, modules }, typed: new Map(), revisions }
}

/** A change of the page: what was typed first, then the step; the messages and words it gives. */
export function stepPage(state: PageState, step: (session: SiteSession) => Step): { state: PageState } & Omit<Step, 'session'> {
  const settled = settleTyped(state)
  const { session, ...rest } = step(settled.session)
  return { state: { ...settled, session }, ...rest }
}

/** A text typed in place in module `moduleId`: kept with what was typed before, and told to the editor. */
export function typeText(state: PageState, moduleId: string, field: string, text: string): { state: PageState; messages: SiteMessage[] } {
  const { session } = state
  const module = state.typed.get(moduleId) ?? session.modules.find((m) => m.id === moduleId)
  if (!module) return { state, messages: [] }
  const step = editTextOnPage({ ...session, modules: replaceModule(session.modules, module) }, moduleId, field, text)
  const value = step.session.modules.find((m) => m.id === moduleId)
  const typed = value ? new Map([...state.typed, [moduleId, value]]) : state.typed
  return { state: { ...state, typed }, messages: step.messages }
}

/** A hover changes only the outline: what is being typed stays as it is, under the caret. */
export function hoverOnPage(state: PageState, moduleId: string | null): PageState {
  return { ...state, session: { ...state.session, builder: hoverModule(state.session.builder, moduleId) } }
}

/** The page's state for React (useSyncExternalStore), read and changed at once by its event handlers. */
export type PageStore = {
  get: () => PageState
  /** `quiet`: nothing shown changes (a text typed in place), so nothing renders again. */
  set: (next: PageState, options?: { quiet?: boolean }) => void
  subscribe: (listener: () => void) => () => void
}

export function createPageStore(initial: PageState): PageStore {
  let state = initial
  const listeners = new Set<() => void>()
  return {
    get: () => state,
    set: (next, { quiet = false } = {}) => {
      state = next
      if (!quiet) for (const listener of listeners) listener()
    },
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
