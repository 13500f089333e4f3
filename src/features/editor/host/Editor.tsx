import { useCallback, useEffect, useId, useMemo, useReducer, useRef, useState } from 'react'
import type { EditorMessage, MoveDirection, SiteMessage } from '#contract/editor-messages.ts'
import { modulesWithPlaceholders, type PlaceholderModule } from '#contract/module-placeholders.ts'
import { isModuleType } from '#contract/modules.ts'
import type { Module, SiteDocument } from '#contract/website.ts'
import { previewHref } from '#src/lib/preview.ts'
import { problemSentence } from '#src/lib/problem-sentence.ts'
import { useOverlay, useRegisterOverlay } from '#src/ui/overlay/OverlayProvider.tsx'
import { moveModule, replaceModule } from '../builder.ts'
import { moduleLabel } from '../site-session.ts'
import { publishDraft } from './calls.ts'
import { editorReducer } from './editor-state.ts'
import { AddModulePanel, ChangesPanel, ModuleEditor, ModulesPanel, moduleErrors } from './EditorPanels.tsx'
import { documentChanges, newModule, pathOfPage, restoreModule, type AddableType } from './host-document.ts'
import { publishSite } from './PublishDialog.tsx'
import { useDraftSave } from './use-draft-save.ts'
import { useSiteFrame } from './use-site-frame.ts'

const newId = () => `m-${crypto.randomUUID().slice(0, 13)}`

const focusById = (id: string) => requestAnimationFrame(() => window.document.getElementById(id)?.focus())

type Props = {
  draft: SiteDocument
  approved: SiteDocument | undefined
  path: string
  onPath: (path: string) => void
  onPublished: () => Promise<unknown>
}

/**
 * The page editor (issue 21): the site's draft in a frame beside the page's modules, a form for the
 * selected one, what changed since the published site, and saving and publishing. The framed page
 * and this screen tell each other every change (spec §7), so both show the same page. Its safety
 * nets (issue 34): publishing asks once, showing what changes, and refuses example text; a removal
 * can be undone; leaving with unsaved changes asks. Saving sends only the changed pages (issue 35).
 */
export function Editor({ draft, approved, path, onPath, onPublished }: Props) {
  const [{ document, removal }, dispatch] = useReducer(editorReducer, { document: draft, removal: null })
  const { dirty, unsaved, save: saveParts } = useDraftSave(draft, document)
  const [selectedId, setSelectedId] = useState<string | null>(null)
  const [adding, setAdding] = useState<{ before: string | null } | null>(null)
  const [editing, setEditing] = useState(true)
  const [status, setStatus] = useState('')
  const [caret, setCaret] = useState('')
  const [busy, setBusy] = useState(false)
  useRegisterOverlay(publishSite)
  const overlay = useOverlay()
  const pathRef = useRef(path)
  useEffect(() => {
    pathRef.current = path
  })
  const pageSelectId = useId()
  const page = document.pages[path]
  const modules = useMemo(() => page?.modules ?? [], [page])
  const selected = modules.find((m) => m.id === selectedId)
  const changes = useMemo(() => documentChanges(approved, document), [approved, document])
  const undoable = removal?.path === path ? removal : null

  const save = useCallback(async (): Promise<boolean> => {
    // What the form marks as wrong is said here in words, rather than sent to be refused.
    const broken = unsaved.pages.flatMap((p) => p.page.modules).find((m) => isModuleType(m.type) && Object.keys(moduleErrors(m)).length > 0)
    if (broken) {
      setStatus(`Correct the fields marked in the ${moduleLabel(broken)} module first: the draft was not saved.`)
      return false
    }
    setBusy(true)
    setStatus('Saving the draft…')
    try {
      await saveParts(document)
      setStatus('Draft saved. Visitors still see the published site.')
      return true
    } catch (error) {
      setStatus(`The draft could not be saved. ${problemSentence(error)}`)
      return false
    } finally {
      setBusy(false)
    }
  }, [document, unsaved, saveParts])

  const onSiteMessage = (message: SiteMessage, post: (message: EditorMessage) => void) => {
    switch (message.type) {
      case 'web:ready':
        post({ type: 'editor:set-editing', editing })
        // A module chosen before the page loaded (one named by the publish dialog) is selected on it too.
        if (selectedId) post({ type: 'editor:activate-module', moduleId: selectedId })
        return
      case 'web:navigate': {
        const at = pathOfPage(document, message.pageId)
        if (at && at !== pathRef.current) {
          // The page followed a link: what was done on the last one is saved, as switching pages here does.
          if (dirty) void save()
          onPath(at)
        }
        return
      }
      case 'web:activate-module':
        setSelectedId(message.module.id)
        return
      case 'web:deactivate-module':
        setSelectedId((id) => (id === message.moduleId ? null : id))
        setCaret('')
        return
      case 'web:new-module':
        setAdding({ before: message.originModuleId })
        return
      case 'web:open-modules':
        window.document.getElementById('editor-modules-heading')?.focus()
        return
      case 'web:update-module-text-mark-state':
        setCaret(`Typing in the ${message.field.split('.')[0]} of the selected module`)
        return
      case 'web:remove-module': {
        const module = modules.find((m) => m.id === message.moduleId)
        dispatch({ type: 'site', path: pathRef.current, message })
        setSelectedId((id) => (id === message.moduleId ? null : id))
        setStatus(`${module ? moduleLabel(module) : 'Module'} removed. Undo puts it back.`)
        return
      }
      default:
        dispatch({ type: 'site', path: pathRef.current, message })
    }
  }
  const { frame, post } = useSiteFrame(onSiteMessage)

  const changeModules = (change: (modules: readonly Module[]) => Module[]) => dispatch({ type: 'modules', path: pathRef.current, change })

  const select = (moduleId: string) => {
    setSelectedId(moduleId)
    post({ type: 'editor:activate-module', moduleId })
  }
  const move = (moduleId: string, direction: MoveDirection) => {
    changeModules((m) => moveModule(m, moduleId, direction))
    post({ type: 'editor:move-module', moduleId, direction })
    setStatus(`Moved ${direction}`)
  }
  const remove = (moduleId: string) => {
    const module = modules.find((m) => m.id === moduleId)
    dispatch({ type: 'remove', path: pathRef.current, moduleId })
    post({ type: 'editor:remove-module', moduleId })
    if (selectedId === moduleId) setSelectedId(null)
    setStatus(`${module ? moduleLabel(module) : 'Module'} removed. Undo puts it back.`)
    // The Remove button went with its row: the focus goes to what brings the module back.
    focusById('editor-undo')
  }
  const undo = () => {
    if (!removal) return
    const { beforeModuleId } = restoreModule(document, removal)
    dispatch({ type: 'undo' })
    post({ type: 'editor:insert-module', module: removal.module, beforeModuleId })
    setSelectedId(removal.module.id)
    setStatus(`${moduleLabel(removal.module)} put back where it was`)
    focusById('editor-form-heading')
  }
  const add = (type: AddableType) => {
    const module = newModule(type, newId)
    const before = adding?.before ?? null
    dispatch({ type: 'insert', path: pathRef.current, module, beforeModuleId: before })
    post({ type: 'editor:insert-module', module, beforeModuleId: before })
    setAdding(null)
    setSelectedId(module.id)
    setStatus(`New ${moduleLabel(module)} module added`)
    focusById('editor-form-heading')
  }
  const update = (module: Module) => {
    changeModules((m) => replaceModule(m, module))
    // The page shows a module only as its schema allows; until then the form says what is wrong.
    if (Object.keys(moduleErrors(module)).length === 0) post({ type: 'editor:update-module', module })
  }

  const changePage = async (next: string, moduleId: string | null = null) => {
    // The frame shows the saved draft of the next page: what was done here is saved first, never lost.
    if (dirty && !(await save())) return
    setSelectedId(moduleId)
    setAdding(null)
    dispatch({ type: 'forget-removal' })
    onPath(next)
  }

  const showModule = (found: PlaceholderModule) => {
    if (found.path === path) select(found.moduleId)
    else void changePage(found.path, found.moduleId)
    setStatus(`Change the example text of this ${moduleLabel(found)} module, or remove it`)
    focusById('editor-form-heading')
  }

  const publish = async () => {
    // Asked once, naming what visitors will see change; example text is named and never published.
    const choice = await overlay.open(publishSite, { changes, placeholders: modulesWithPlaceholders(document.pages) })
    if (!choice) return
    if ('show' in choice) {
      showModule(choice.show)
      return
    }
    if (dirty && !(await save())) return
    setBusy(true)
    setStatus('Publishing…')
    try {
      await publishDraft()
      await onPublished()
      setStatus('Published. Visitors now see this version of the site.')
    } catch (error) {
      setStatus(`The site could not be published. ${problemSentence(error)}`)
    } finally {
      setBusy(false)
    }
  }

  const toggleEditing = (on: boolean) => {
    setEditing(on)
    post({ type: 'editor:set-editing', editing: on })
  }

  return (
    <main id="main" className="page editor">
      <h1>Edit the site</h1>
      <div className="editor-bar">
        <div className="editor-form__field">
          <label htmlFor={pageSelectId}>Page</label>
          <select id={pageSelectId} value={path} disabled={busy} onChange={(e) => void changePage(e.target.value)}>
            {Object.entries(document.pages).map(([at, p]) => (
              <option key={at} value={at}>{`${p.title} (${at})`}</option>
            ))}
          </select>
        </div>
        <div className="editor-form__check">
          <input id={`${pageSelectId}-editing`} type="checkbox" checked={editing} onChange={(e) => toggleEditing(e.target.checked)} />
          <label htmlFor={`${pageSelectId}-editing`}>Edit on the page</label>
        </div>
        <div className="editor-actions">
          <button type="button" disabled={busy || !dirty} onClick={() => void save()}>
            Save draft
          </button>
          <button
            type="button"
            className="editor-primary"
            disabled={busy || (!dirty && changes.length === 0)}
            onClick={() => void publish()}
          >
            Publish
          </button>
        </div>
        <output className="editor-status">{status}</output>
        {undoable ? (
          <button id="editor-undo" type="button" onClick={undo} aria-label={`Undo removing the ${moduleLabel(undoable.module)}`}>
            Undo
          </button>
        ) : null}
      </div>
      <div className="editor-layout">
        {/* oxlint-disable-next-line react/iframe-missing-sandbox -- our own site on our own origin: a sandbox that kept its scripts and its origin would restrict nothing, and without its origin the session and the messages' origin check fail */}
        <iframe ref={frame} className="editor-frame" src={previewHref(path, true)} title={`Preview of ${page?.title ?? 'the page'}`} />
        <div className="editor-side">
          {caret ? <p className="editor-caret">{caret}</p> : null}
          {adding ? (
            <AddModulePanel where={adding.before ? 'above the selected one' : 'at the end'} onAdd={add} onCancel={() => setAdding(null)} />
          ) : null}
          {selected ? <ModuleEditor key={selected.id} module={selected} onChange={update} newId={newId} /> : null}
          <ModulesPanel
            modules={modules}
            selectedId={selectedId}
            onSelect={select}
            onMove={move}
            onRemove={remove}
            onAdd={(before) => setAdding({ before })}
          />
          <ChangesPanel changes={changes} />
        </div>
      </div>
    </main>
  )
}
