import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react'
import type { Page } from '#contract/website.ts'
import { normalisePagePath } from '#core/pages.ts'
import { readEditorOrigin, useSite } from '#src/features/site/index.ts'
import { ModuleList, type ModuleData } from '#src/modules/registry.tsx'
import { isEditMode } from '../builder.ts'
import { applyEditorMessage, moveOnPage, removeOnPage, type SiteSession, type Step } from '../site-session.ts'
import { acceptEditorMessage, editorOrigins, parentOrigin, postToEditor } from './bridge.ts'
import { EditableModule, type ModuleActions } from './EditableModule.tsx'
import { makeTextsEditable, markTextFields } from './inline-text.ts'
import { createPageStore, hoverOnPage, initialPageState, stepPage, typeText } from './page-state.ts'
import { refreshedModules } from './refresh.ts'
import './editable.css'

type Focus = { moduleId: string | null; control: string }

function focusControl({ moduleId, control }: Focus) {
  const scope = moduleId === null ? document : document.querySelector(`[data-editor-module="${CSS.escape(moduleId)}"]`)
  const button = scope?.querySelector<HTMLButtonElement>(`[data-control="${control}"]`)
  const target = button && !button.disabled ? button : scope?.querySelector<HTMLButtonElement>('[data-control="select"]')
  ;(target ?? document.querySelector<HTMLButtonElement>('[data-control="add-end"]'))?.focus()
}

/**
 * The page's modules in a framed preview, driven by the editor (decision 036). Listens only to
 * the parent frame at the editor's origin; in edit mode it outlines, selects, edits texts in
 * place, adds, moves and removes modules, tells the editor each change and announces it. The
 * page's edit is one value (page-state.ts), which the handlers read and change at once.
 */
export default function EditablePage({ page, moduleData }: { page: Page; moduleData?: ModuleData }) {
  const site = useSite()
  const [store] = useState(() => createPageStore(initialPageState(page.modules)))
  const { session, revisions } = useSyncExternalStore(store.subscribe, store.get, store.get)
  const [announcement, setAnnouncement] = useState('')
  const focusAfter = useRef<Focus | null>(null)
  const origins = useMemo(() => editorOrigins(window.location.origin, readEditorOrigin()), [])
  const target = useMemo(() => parentOrigin(origins, window.location.ancestorOrigins?.[0], document.referrer), [origins])

  const run = useCallback(
    (step: (session: SiteSession) => Step, focus?: Focus) => {
      // What was typed becomes the page's before anything else changes it; the texts render again from it.
      const { state, messages, announce } = stepPage(store.get(), step)
      store.set(state)
      postToEditor(messages, target)
      if (announce) setAnnouncement(announce)
      if (focus) focusAfter.current = focus
    },
    [store, target],
  )

  useLayoutEffect(() => {
    if (!focusAfter.current) return
    focusControl(focusAfter.current)
    focusAfter.current = null
  })

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const accepted = acceptEditorMessage(event, { origins, parent: window.parent })
      if ('ignored' in accepted) {
        console.warn(`Page editor: a message was ignored because ${accepted.ignored}`)
        return
      }
      const { message } = accepted
      if (message.type === 'editor:refresh') {
        const path = normalisePagePath(window.location.pathname) ?? '/'
        const { session: now } = store.get()
        const shown = { ...site, pages: { [path]: { ...page, modules: now.modules } } }
        void refreshedModules(now.builder, shown).then((modules) => {
          if (modules) run((s) => ({ session: { ...s, modules }, messages: [], announce: 'Page reloaded' }))
        })
        return
      }
      const focus = message.type === 'editor:insert-module' ? { moduleId: message.module.id, control: 'select' } : undefined
      run((s) => applyEditorMessage(s, message), focus)
    }
    window.addEventListener('message', onMessage)
    postToEditor(
      [
        { type: 'web:ready', ready: true },
        { type: 'web:navigate', pageId: page.id },
      ],
      target,
    )
    return () => window.removeEventListener('message', onMessage)
  }, [origins, target, page, site, run, store])

  const editMode = isEditMode(session.builder)
  const activeId = session.builder.activeModule?.id ?? null

  const activeRevision = activeId === null ? 0 : (revisions[activeId] ?? 0)
  const activeModule = session.modules.find((m) => m.id === activeId)
  // The selected module's texts are editable in place while it stays selected.
  useEffect(() => {
    if (!editMode || activeId === null) return
    const root = document.querySelector(`[data-editor-module="${CSS.escape(activeId)}"] [data-revision="${activeRevision}"]`)
    if (!root || !activeModule) return
    markTextFields(root, activeModule)
    return makeTextsEditable(root, activeId, {
      onText: (field, text) => {
        const { state, messages } = typeText(store.get(), activeId, field, text)
        store.set(state, { quiet: true })
        postToEditor(messages, target)
      },
      onCaret: (message) => postToEditor([message], target),
      onLeave: () => focusControl({ moduleId: activeId, control: 'select' }),
    })
  }, [editMode, activeId, activeModule, activeRevision, target, store])

  const actions: ModuleActions = useMemo(
    () => ({
      // A hover changes only the outline: what is being typed stays as it is, under the caret.
      hover: (moduleId) => store.set(hoverOnPage(store.get(), moduleId)),
      activate: (module) =>
        run((s) => applyEditorMessage(s, { type: 'editor:activate-module', moduleId: module.id }), {
          moduleId: module.id,
          control: 'select',
        }),
      deactivate: (moduleId) =>
        run((s) => applyEditorMessage(s, { type: 'editor:deactivate-module', moduleId }), { moduleId, control: 'select' }),
      add: (originModuleId) =>
        run((s) => ({
          session: s,
          messages: [{ type: 'web:new-module', originModuleId }],
          announce: 'Choose the new module in the editor',
        })),
      move: (moduleId, direction) => run((s) => moveOnPage(s, moduleId, direction, true), { moduleId, control: direction }),
      remove: (moduleId) => {
        const { modules } = store.get().session
        const at = modules.findIndex((m) => m.id === moduleId)
        const next = modules[at + 1] ?? modules[at - 1]
        run((s) => removeOnPage(s, moduleId, true), { moduleId: next?.id ?? null, control: 'select' })
      },
    }),
    [run, store],
  )

  if (!editMode) {
    return (
      <>
        <ModuleList modules={session.modules} data={moduleData} />
        <output className="visually-hidden">{announcement}</output>
      </>
    )
  }
  return (
    <div className="editable-page">
      {session.modules.map((module, index) => (
        <EditableModule
          key={module.id}
          module={module}
          index={index}
          count={session.modules.length}
          hovered={session.builder.hoveredModuleId === module.id}
          active={activeId === module.id}
          revision={revisions[module.id] ?? 0}
          actions={actions}
        >
          <ModuleList key={revisions[module.id] ?? 0} modules={[module]} data={moduleData} />
        </EditableModule>
      ))}
      <div className="editable-page__end">
        <button type="button" data-control="add-end" onClick={() => actions.add(null)}>
          Add a module at the end
        </button>
        <button type="button" onClick={() => run((s) => ({ session: s, messages: [{ type: 'web:open-modules' }] }))}>
          List this page’s modules
        </button>
      </div>
      <output className="visually-hidden">{announcement}</output>
    </div>
  )
}
