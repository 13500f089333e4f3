import type { SiteMessage } from '#contract/editor-messages.ts'
import type { Module, SiteDocument } from '#contract/website.ts'
import { changePageModules, removeModule } from '../builder.ts'
import { applySiteMessage, insertIntoPage, removalOf, restoreModule, type Removal } from './host-document.ts'

/**
 * The host's draft and the last removal, changed together by one pure reducer: a removal (from the
 * host's list or the framed page's own Remove) is remembered with the module and its place in the
 * same step that takes it off the page, so Undo puts back exactly what was there (issue 34 point 7).
 */
export type EditorState = { document: SiteDocument; removal: Removal | null }

export type EditorAction =
  | { type: 'site'; path: string; message: SiteMessage }
  | { type: 'modules'; path: string; change: (modules: readonly Module[]) => Module[] }
  | { type: 'insert'; path: string; module: Module; beforeModuleId: string | null }
  | { type: 'remove'; path: string; moduleId: string }
  | { type: 'undo' }
  | { type: 'forget-removal' }

function removed(state: EditorState, path: string, moduleId: string, document: SiteDocument): EditorState {
  const removal = removalOf(state.document, path, moduleId)
  return removal ? { document, removal } : { ...state, document }
}

export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  switch (action.type) {
    case 'site': {
      const document = applySiteMessage(state.document, action.path, action.message)
      if (action.message.type === 'web:remove-module') return removed(state, action.path, action.message.moduleId, document)
      return { ...state, document }
    }
    case 'modules':
      return { ...state, document: { ...state.document, pages: changePageModules(state.document.pages, action.path, action.change) } }
    case 'insert':
      return { ...state, document: insertIntoPage(state.document, action.path, action.module, action.beforeModuleId) }
    case 'remove': {
      const { moduleId, path } = action
      const document = { ...state.document, pages: changePageModules(state.document.pages, path, (m) => removeModule(m, moduleId)) }
      return removed(state, path, moduleId, document)
    }
    case 'undo':
      return state.removal ? { document: restoreModule(state.document, state.removal).document, removal: null } : state
    case 'forget-removal':
      return state.removal ? { ...state, removal: null } : state
  }
}
