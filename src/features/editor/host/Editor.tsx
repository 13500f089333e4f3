import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react'
import type { EditorMessage, MoveDirection, SiteMessage } from '#contract/editor-messages.ts'
import type { Module, SiteDocument } from '#contract/website.ts'
import { previewHref } from '#src/lib/preview.ts'
import { changePageModules, moveModule, removeModule, replaceModule } from '../builder.ts'
import { moduleLabel } from '../site-session.ts'
import { publishDraft, saveDraft } from './calls.ts'
import { AddModulePanel, ChangesPanel, ModuleEditor, ModulesPanel, moduleErrors } from './EditorPanels.tsx'
import { applySiteMessage, documentChanges, insertIntoPage, newModule, pathOfPage, type AddableType } from './host-document.ts'
import { useSiteFrame } from './use-site-frame.ts'

const newId = () => `m-${crypto.randomUUID().slice(0, 13)}`

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
 * and this screen tell each other every change (spec §7), so both show the same page.
 */
export function Editor({ draft, approved, path, onPath, onPublished }: Props) {
  const [document, setDocument] = useState(draft)
  const [saved, setSaved] = useState(draft)
  const [selectedId, setSelectedId] = useState<string | null>(null)
  const [adding, setAdding] = useState<{ before: string | null } | null>(null)
  const [editing, setEditing] = useState(true)
  const [status, setStatus] = useState('')
  const [caret, setCaret] = useState('')
  const [busy, setBusy] = useState(false)
  const pathRef = useRef(path)
  useEffect(() => {
    pathRef.current = path
  })
  const pageSelectId = useId()
  const page = document.pages[path]
  const modules = useMemo(() => page?.modules ?? [], [page])
  const selected = modules.find((m) => m.id === selectedId)
  const dirty = document !== saved
  const changes = useMemo(() => documentChanges(approved, document), [approved, document])

  const onSiteMessage = (message: SiteMessage, post: (message: EditorMessage) => void) => {
    switch (message.type) {
      case 'web:ready':
        post({ type: 'editor:set-editing', editing })
        return
      case 'web:navigate': {
        const at = pathOfPage(document, message.pageId)
        if (at && at !== pathRef.current) onPath(at)
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
      default:
        setDocument((d) => applySiteMessage(d, pathRef.current, message))
        if (message.type === 'web:remove-module') setSelectedId((id) => (id === message.moduleId ? null : id))
    }
  }
  const { frame, post } = useSiteFrame(onSiteMessage)

  const changeModules = (change: (modules: readonly Module[]) => Module[]) =>
    setDocument((d) => ({ ...d, pages: changePageModules(d.pages, pathRef.current, change) }))

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
    changeModules((m) => removeModule(m, moduleId))
    post({ type: 'editor:remove-module', moduleId })
    if (selectedId === moduleId) setSelectedId(null)
    setStatus(`${module ? moduleLabel(module) : 'Module'} removed`)
  }
  const add = (type: AddableType) => {
    const module = newModule(type, newId)
    const before = adding?.before ?? null
    setDocument((d) => insertIntoPage(d, pathRef.current, module, before))
    post({ type: 'editor:insert-module', module, beforeModuleId: before })
    setAdding(null)
    setSelectedId(module.id)
    setStatus(`New ${moduleLabel(module)} module added`)
    requestAnimationFrame(() => window.document.getElementById('editor-form-heading')?.focus())
  }
  const update = (module: Module) => {
    changeModules((m) => replaceModule(m, module))
    // The page shows a module only as its schema allows; until then the form says what is wrong.
    if (Object.keys(moduleErrors(module)).length === 0) post({ type: 'editor:update-module', module })
  }

  const save = useCallback(async (): Promise<boolean> => {
    setBusy(true)
    setStatus('Saving the draft…')
    try {
      await saveDraft(document)
      setSaved(document)
      setStatus('Draft saved. Visitors still see the published site.')
      return true
    } catch (error) {
      setStatus(`The draft could not be saved: ${error instanceof Error ? error.message : 'please try again.'}`)
      return false
    } finally {
      setBusy(false)
    }
  }, [document])

  const publish = async () => {
    if (dirty && !(await save())) return
    setBusy(true)
    setStatus('Publishing…')
    try {
      await publishDraft()
      await onPublished()
      setStatus('Published. Visitors now see this version of the site.')
    } catch (error) {
      setStatus(`The site could not be published: ${error instanceof Error ? error.message : 'please try again.'}`)
    } finally {
      setBusy(false)
    }
  }

  const changePage = async (next: string) => {
    // The frame shows the saved draft of the next page: what was done here is saved first, never lost.
    if (dirty && !(await save())) return
    setSelectedId(null)
    setAdding(null)
    onPath(next)
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
