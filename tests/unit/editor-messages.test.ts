import { describe, expect, it } from 'vitest'
import { parseEditorMessage, parseSiteMessage, SiteMessageSchema } from '#contract/editor-messages.ts'
import {
  applyEditorMessage,
  editTextOnPage,
  moveOnPage,
  removeOnPage,
  withFieldText,
  type SiteSession,
} from '#src/features/editor/site-session.ts'
import { initialBuilderState } from '#src/features/editor/builder.ts'
import { acceptEditorMessage, editorOrigins, parentOrigin } from '#src/features/editor/site/bridge.ts'
import type { Module } from '#contract/website.ts'

const module: Module = { id: 'm1', type: 'text', heading: 'Our story', paragraphs: ['One', 'Two'] }

describe('site → editor messages (spec §7)', () => {
  it('are the ten the spec names', () => {
    expect(SiteMessageSchema.options.map((o) => o.shape.type.value)).toEqual([
      'web:ready',
      'web:navigate',
      'web:new-module',
      'web:remove-module',
      'web:activate-module',
      'web:deactivate-module',
      'web:update-module-text-mark-state',
      'web:update-module-value',
      'web:open-modules',
      'web:move-module',
    ])
  })

  it('parse with their payloads and refuse anything else', () => {
    expect(parseSiteMessage({ type: 'web:ready', ready: true })).toEqual({ type: 'web:ready', ready: true })
    expect(parseSiteMessage({ type: 'web:move-module', moduleId: 'm1', direction: 'up' })).toBeDefined()
    expect(parseSiteMessage({ type: 'web:move-module', moduleId: 'm1', direction: 'sideways' })).toBeUndefined()
    expect(parseSiteMessage({ type: 'web:activate-module', module: { id: 'm1' } })).toBeUndefined()
    expect(parseSiteMessage({ type: 'web:new-module', originModuleId: null })).toBeDefined()
    expect(parseSiteMessage('web:ready')).toBeUndefined()
    expect(parseSiteMessage({ type: 'editor:refresh' })).toBeUndefined()
  })

  it('editor → site messages parse the same way', () => {
    expect(parseEditorMessage({ type: 'editor:set-editing', editing: true })).toEqual({ type: 'editor:set-editing', editing: true })
    expect(parseEditorMessage({ type: 'editor:insert-module', module, beforeModuleId: null })).toBeDefined()
    expect(parseEditorMessage({ type: 'editor:set-editing', editing: 'yes' })).toBeUndefined()
    expect(parseEditorMessage({ type: 'web:ready', ready: true })).toBeUndefined()
    expect(parseEditorMessage(null)).toBeUndefined()
  })
})

describe('the framed site’s session', () => {
  const other: Module = { id: 'm2', type: 'text', paragraphs: ['x'] }
  const start: SiteSession = { builder: { ...initialBuilderState(true), editing: true }, modules: [module, other] }

  it('a module inserted by the editor goes before the id given and becomes active, announced to the parent', () => {
    const added: Module = { id: 'new', type: 'text', paragraphs: [''] }
    const step = applyEditorMessage(start, { type: 'editor:insert-module', module: added, beforeModuleId: 'm2' })
    expect(step.session.modules.map((m) => m.id)).toEqual(['m1', 'new', 'm2'])
    expect(step.session.builder.activeModule).toEqual(added)
    expect(step.messages).toEqual([{ type: 'web:activate-module', module: added }])
    expect(step.announce).toBe('New text module added and selected')
  })

  it('editing turns off and on with messages the editor hears', () => {
    const active = applyEditorMessage(start, { type: 'editor:activate-module', moduleId: 'm1' }).session
    const off = applyEditorMessage(active, { type: 'editor:set-editing', editing: false })
    expect(off.messages).toEqual([{ type: 'web:deactivate-module', moduleId: 'm1' }])
    expect(off.announce).toBe('Editing is off')
  })

  it('a removal or move done on the page is told to the editor; one the editor asked for is not echoed', () => {
    const removed = removeOnPage(start, 'm1', true)
    expect(removed.session.modules.map((m) => m.id)).toEqual(['m2'])
    expect(removed.messages).toEqual([{ type: 'web:remove-module', moduleId: 'm1' }])
    // Removed on the page, it says where the way back is (issue 34).
    expect(removed.announce).toMatch(/ module removed\. Undo, in the editor beside the page, puts it back$/)
    expect(applyEditorMessage(start, { type: 'editor:remove-module', moduleId: 'm1' }).messages).toEqual([])
    const moved = moveOnPage(start, 'm2', 'up', true)
    expect(moved.session.modules.map((m) => m.id)).toEqual(['m2', 'm1'])
    expect(moved.messages).toEqual([{ type: 'web:move-module', moduleId: 'm2', direction: 'up' }])
    expect(moved.announce).toBe('Moved up: now 1 of 2')
    expect(moveOnPage(start, 'm1', 'up', true).messages).toEqual([])
  })

  it('typed text becomes the module’s value, only in edit mode', () => {
    const step = editTextOnPage(start, 'm1', 'paragraphs.1', 'Changed')
    expect(step.messages).toEqual([
      { type: 'web:update-module-value', moduleId: 'm1', value: { ...module, paragraphs: ['One', 'Changed'] } },
    ])
    const notEditing = { ...start, builder: { ...start.builder, editing: false } }
    expect(editTextOnPage(notEditing, 'm1', 'heading', 'x').messages).toEqual([])
  })

  it('sets text at a field path and never the id or type', () => {
    expect(withFieldText(module, 'heading', 'New')).toEqual({ ...module, heading: 'New' })
    const hero: Module = { id: 'h', type: 'hero', heading: 'H', action: { id: 'a', label: 'Go', to: '/' } }
    expect(withFieldText(hero, 'action.label', 'Call us')).toEqual({ ...hero, action: { id: 'a', label: 'Call us', to: '/' } })
    expect(withFieldText(module, 'id', 'x')).toBe(module)
    expect(withFieldText(module, 'paragraphs.9', 'x')).toEqual(module)
  })
})

describe('the site accepts editor messages only from its parent at the editor’s origin', () => {
  const parent = {}
  const allowed = { origins: editorOrigins('https://whitfield.example', 'https://editor.example'), parent }
  const refresh = { type: 'editor:refresh' }

  it('from the parent frame at the site’s own or the configured origin', () => {
    expect(acceptEditorMessage({ origin: 'https://whitfield.example', source: parent, data: refresh }, allowed)).toEqual({
      message: refresh,
    })
    expect(acceptEditorMessage({ origin: 'https://editor.example', source: parent, data: refresh }, allowed)).toEqual({ message: refresh })
  })

  it('ignores another origin, another window, or something that is not a message', () => {
    expect(acceptEditorMessage({ origin: 'https://evil.example', source: parent, data: refresh }, allowed)).toEqual({
      ignored: "https://evil.example is not the editor's origin",
    })
    expect(acceptEditorMessage({ origin: 'https://whitfield.example', source: {}, data: refresh }, allowed)).toHaveProperty('ignored')
    expect(acceptEditorMessage({ origin: 'https://whitfield.example', source: parent, data: { type: 'x' } }, allowed)).toHaveProperty(
      'ignored',
    )
  })

  it('posts to the parent’s origin only when it is allowed', () => {
    const origins = editorOrigins('https://whitfield.example', undefined)
    expect(origins).toEqual(['https://whitfield.example'])
    expect(parentOrigin(allowed.origins, 'https://editor.example', '')).toBe('https://editor.example')
    expect(parentOrigin(allowed.origins, undefined, 'https://editor.example/editor?x=1')).toBe('https://editor.example')
    expect(parentOrigin(allowed.origins, 'https://evil.example', 'not a url')).toBe('https://whitfield.example')
  })
})
