import type { EditorMessage, MoveDirection, SiteMessage } from '#contract/editor-messages.ts'
import type { Module } from '#contract/website.ts'
import {
  activateModule,
  deactivateModule,
  insertModule,
  isEditMode,
  moveModule,
  removeModule,
  replaceModule,
  setEditing,
  type BuilderState,
} from './builder.ts'

/**
 * The framed site's side of an editing session: the builder state and the page's modules as
 * edited so far. Every change, whether the editor asked for it or the person did it on the page,
 * is a pure step: the new session, the messages to post to the editor and what to announce.
 */
export type SiteSession = { builder: BuilderState; modules: Module[] }
export type Step = { session: SiteSession; messages: SiteMessage[]; announce?: string }

const same = (session: SiteSession): Step => ({ session, messages: [] })

/** A module's name for people: its type in words ("call to action"). */
export function moduleLabel(module: Pick<Module, 'type'>): string {
  return module.type.replaceAll('-', ' ')
}

function withModules(session: SiteSession, modules: Module[]): SiteSession {
  const active = session.builder.activeModule
  const activeModule = active ? (modules.find((m) => m.id === active.id) ?? null) : null
  return { modules, builder: { ...session.builder, activeModule } }
}

function activate(session: SiteSession, module: Module, announce: string): Step {
  const { state, messages } = activateModule(session.builder, module)
  return { session: { ...session, builder: state }, messages, announce }
}

/** What the editor's message does to the page (refresh is the bridge's: it reads the context first). */
export function applyEditorMessage(session: SiteSession, message: EditorMessage): Step {
  switch (message.type) {
    case 'editor:set-editing': {
      const { state, messages } = setEditing(session.builder, message.editing)
      const announce = isEditMode(state) ? 'Editing is on' : 'Editing is off'
      return { session: { ...session, builder: state }, messages, announce }
    }
    case 'editor:update-module':
      return same(withModules(session, replaceModule(session.modules, message.module)))
    case 'editor:insert-module': {
      const inserted = withModules(session, insertModule(session.modules, message.module, message.beforeModuleId))
      return activate(inserted, message.module, `New ${moduleLabel(message.module)} module added and selected`)
    }
    case 'editor:remove-module':
      return removeOnPage(session, message.moduleId, false)
    case 'editor:move-module':
      return moveOnPage(session, message.moduleId, message.direction, false)
    case 'editor:activate-module': {
      const module = session.modules.find((m) => m.id === message.moduleId)
      return module
        ? activate(session, module, `${capitalised(moduleLabel(module))} module selected: its texts can be edited in place`)
        : same(session)
    }
    case 'editor:deactivate-module': {
      const { state, messages } = deactivateModule(session.builder, message.moduleId)
      return { session: { ...session, builder: state }, messages }
    }
    case 'editor:refresh':
      return same(session)
  }
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/** Removes a module from the page; `tell` when the person did it here, so the editor removes it too. */
export function removeOnPage(session: SiteSession, moduleId: string, tell: boolean): Step {
  const module = session.modules.find((m) => m.id === moduleId)
  if (!module) return same(session)
  const { state, messages } = deactivateModule(session.builder, moduleId)
  const removed = withModules({ ...session, builder: state }, removeModule(session.modules, moduleId))
  if (tell) messages.push({ type: 'web:remove-module', moduleId })
  // Removed here, it can be put back from the editor beside the page (issue 34): say where.
  const undo = tell ? '. Undo, in the editor beside the page, puts it back' : ''
  return { session: removed, messages, announce: `${capitalised(moduleLabel(module))} module removed${undo}` }
}

export function moveOnPage(session: SiteSession, moduleId: string, direction: MoveDirection, tell: boolean): Step {
  const modules = moveModule(session.modules, moduleId, direction)
  const at = modules.findIndex((m) => m.id === moduleId)
  if (at === -1 || at === session.modules.findIndex((m) => m.id === moduleId)) return same(session)
  const messages: SiteMessage[] = tell ? [{ type: 'web:move-module', moduleId, direction }] : []
  return { session: withModules(session, modules), messages, announce: `Moved ${direction}: now ${at + 1} of ${modules.length}` }
}

/** A module with the text at `field` ("heading", "paragraphs.1", "action.label") set to `text`. */
export function withFieldText(module: Module, field: string, text: string): Module {
  const [head, ...rest] = field.split('.')
  if (head === undefined || head === 'id' || head === 'type') return module
  return { ...module, [head]: setPath(module[head], rest, text) } as Module
}

function setPath(value: unknown, path: readonly string[], text: string): unknown {
  const [head, ...rest] = path
  if (head === undefined) return text
  if (Array.isArray(value)) {
    const index = Number(head)
    if (!Number.isInteger(index) || index < 0 || index >= value.length) return value
    return value.map((item: unknown, i) => (i === index ? setPath(item, rest, text) : item))
  }
  if (typeof value === 'object' && value !== null) {
    return { ...value, [head]: setPath((value as Record<string, unknown>)[head], rest, text) }
  }
  return value
}

/** The person typed in a module's text on the page: the new value, told to the editor. */
export function editTextOnPage(session: SiteSession, moduleId: string, field: string, text: string): Step {
  const module = session.modules.find((m) => m.id === moduleId)
  if (!module || !isEditMode(session.builder)) return same(session)
  const value = withFieldText(module, field, text)
  return {
    session: withModules(session, replaceModule(session.modules, value)),
    messages: [{ type: 'web:update-module-value', moduleId, value }],
  }
}
