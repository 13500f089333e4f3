import { describe, expect, it } from 'vitest'
import { whitfieldSite } from '#api/seed/data/whitfield-site.ts'
import type { Module, SiteDocument } from '#contract/website.ts'
import { largeSite } from '#bench/large-data.ts'
import { hasUnsaved, jsonOf, unsavedParts, withSavedPage, withSavedShell } from '#src/features/editor/host/draft-parts.ts'
import { editorReducer, type EditorState } from '#src/features/editor/host/editor-state.ts'
import { restoreModule } from '#src/features/editor/host/host-document.ts'

/** The editor's safety nets (issue 34 point 7) and saving by part (issue 35 point 1), as pure rules. */

const site: SiteDocument = whitfieldSite('Heading')
const home = site.pages['/']
if (!home) throw new Error('home')
const ids = (state: EditorState, path = '/') => state.document.pages[path]?.modules.map((m) => m.id)

describe('a removal can be undone', () => {
  const start: EditorState = { document: site, removal: null }
  const [first, second, third] = home.modules as [Module, Module, Module]

  it('from the host’s list: the module comes back at its place, as it was', () => {
    const removed = editorReducer(start, { type: 'remove', path: '/', moduleId: second.id })
    expect(ids(removed)).not.toContain(second.id)
    expect(removed.removal).toEqual({ path: '/', index: 1, module: second })
    const undone = editorReducer(removed, { type: 'undo' })
    expect(ids(undone)).toEqual(ids(start))
    expect(undone.document.pages['/']?.modules[1]).toBe(second)
    expect(undone.removal).toBeNull()
  })

  it('from the framed page’s own Remove too, and the page is told where it goes', () => {
    const removed = editorReducer(start, { type: 'site', path: '/', message: { type: 'web:remove-module', moduleId: first.id } })
    expect(removed.removal).toEqual({ path: '/', index: 0, module: first })
    expect(restoreModule(removed.document, removed.removal!).beforeModuleId).toBe(second.id)
    expect(ids(editorReducer(removed, { type: 'undo' }))).toEqual(ids(start))
  })

  it('the last removal is the one undone; a page now shorter takes it at its end; twice changes nothing more', () => {
    let state = editorReducer(start, { type: 'remove', path: '/', moduleId: first.id })
    state = editorReducer(state, { type: 'remove', path: '/', moduleId: third.id })
    expect(state.removal?.module).toBe(third)
    const undone = editorReducer(state, { type: 'undo' })
    expect(ids(undone)).toEqual(ids(start)?.filter((id) => id !== first.id))
    expect(editorReducer(undone, { type: 'undo' })).toBe(undone)
    const lastGone = restoreModule(
      { ...site, pages: { ...site.pages, '/': { ...home, modules: [] } } },
      { path: '/', index: 5, module: first },
    )
    expect(lastGone).toMatchObject({ beforeModuleId: null })
    expect(lastGone.document.pages['/']?.modules).toEqual([first])
  })

  it('is forgotten on another page (what it would put back belongs to the last one)', () => {
    const removed = editorReducer(start, { type: 'remove', path: '/', moduleId: first.id })
    expect(editorReducer(removed, { type: 'forget-removal' }).removal).toBeNull()
    // Removing what is not on the page remembers nothing.
    expect(editorReducer(start, { type: 'remove', path: '/', moduleId: 'nowhere' }).removal).toBeNull()
  })
})

describe('what is not saved yet, by part', () => {
  it('nothing right after loading, and only the page that changed after an edit', () => {
    expect(hasUnsaved(unsavedParts(site, site))).toBe(false)
    const { document } = editorReducer({ document: site, removal: null }, { type: 'remove', path: '/', moduleId: home.modules[0]!.id })
    const parts = unsavedParts(site, document)
    expect(parts).toEqual({ shell: null, pages: [{ path: '/', page: document.pages['/'] }] })
    // Saved, it is no longer unsaved; the rest never was.
    expect(hasUnsaved(unsavedParts(withSavedPage(site, '/', document.pages['/']!), document))).toBe(false)
  })

  it('an edit undone by hand is no change (alike by JSON), and a shell change is the shell alone', () => {
    const copy = structuredClone(site)
    expect(hasUnsaved(unsavedParts(site, copy))).toBe(false)
    const footer = { ...site, footer: { ...site.footer, text: 'Open every day' } }
    const parts = unsavedParts(site, footer)
    expect(parts.pages).toEqual([])
    expect(parts.shell).toMatchObject({ footer: { text: 'Open every day' } })
    expect(parts.shell).not.toHaveProperty('pages')
    expect(hasUnsaved(unsavedParts(withSavedShell(site, parts.shell!), footer))).toBe(false)
  })

  it('on a 300-page site an edit is one page to send, far under the 64 KB a request may carry', () => {
    const large = largeSite({ contentPages: 300, modulesPerPage: 20, obituaries: 0, memoriesPerObituary: 0 }, 'Large')
    const path = '/resources/topic-200'
    const page = large.pages[path]!
    const edited = { ...large, pages: { ...large.pages, [path]: { ...page, title: 'Edited' } } }
    const parts = unsavedParts(large, edited)
    expect(parts.pages.map((p) => p.path)).toEqual([path])
    expect(new TextEncoder().encode(jsonOf(parts.pages[0]!.page)).byteLength).toBeLessThan(16 * 1024)
    expect(new TextEncoder().encode(JSON.stringify(edited)).byteLength).toBeGreaterThan(64 * 1024)
  })
})
