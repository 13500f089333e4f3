import { describe, expect, it } from 'vitest'
import type { Module, Pages } from '#contract/website.ts'
import {
  activateModule,
  canMove,
  changePageModules,
  contextKindOf,
  deactivateModule,
  hoverModule,
  initialBuilderState,
  insertModule,
  isEditMode,
  moveModule,
  refreshWebsite,
  removeModule,
  replaceModule,
  setEditing,
} from '#src/features/editor/builder.ts'

const text = (id: string): Module => ({ id, type: 'text', paragraphs: [id] })
const ids = (modules: readonly Module[]) => modules.map((m) => m.id)
const page = [text('a'), text('b'), text('c')]

describe('edit mode (spec §4)', () => {
  it('holds only while previewing and editing', () => {
    expect(isEditMode({ ...initialBuilderState(true), editing: true })).toBe(true)
    expect(isEditMode({ ...initialBuilderState(false), editing: true })).toBe(false)
    expect(isEditMode(initialBuilderState(true))).toBe(false)
  })

  it('reads the draft while previewing, else the approved context', () => {
    expect(contextKindOf(initialBuilderState(true))).toBe('draft')
    expect(contextKindOf(initialBuilderState(false))).toBe('approved')
  })

  it('lets go of the active module, and says so, when editing stops', () => {
    const editing = { ...initialBuilderState(true), editing: true, hoveredModuleId: 'b', activeModule: text('a') }
    const { state, messages } = setEditing(editing, false)
    expect(state).toEqual({ ...initialBuilderState(true), editing: false })
    expect(messages).toEqual([{ type: 'web:deactivate-module', moduleId: 'a' }])
    expect(setEditing(initialBuilderState(true), true).messages).toEqual([])
  })

  it('shows a hover only in edit mode', () => {
    expect(hoverModule(initialBuilderState(true), 'a').hoveredModuleId).toBeNull()
    expect(hoverModule({ ...initialBuilderState(true), editing: true }, 'a').hoveredModuleId).toBe('a')
  })
})

describe('activating and deactivating (spec §4)', () => {
  const base = { ...initialBuilderState(true), editing: true }

  it('activating deactivates the previous module and announces both', () => {
    const first = activateModule(base, text('a'))
    expect(first.messages).toEqual([{ type: 'web:activate-module', module: text('a') }])
    const second = activateModule(first.state, text('b'))
    expect(second.state.activeModule?.id).toBe('b')
    expect(second.messages).toEqual([
      { type: 'web:deactivate-module', moduleId: 'a' },
      { type: 'web:activate-module', module: text('b') },
    ])
  })

  it('activating the active module again announces nothing', () => {
    const { state } = activateModule(base, text('a'))
    expect(activateModule(state, text('a')).messages).toEqual([])
  })

  it('deactivating applies only to the active module', () => {
    const { state } = activateModule(base, text('a'))
    expect(deactivateModule(state, 'b')).toEqual({ state, messages: [] })
    const done = deactivateModule(state, 'a')
    expect(done.state.activeModule).toBeNull()
    expect(done.messages).toEqual([{ type: 'web:deactivate-module', moduleId: 'a' }])
  })
})

describe('the page’s modules (spec §4)', () => {
  it('inserts before the given id, or appends when it is not found', () => {
    expect(ids(insertModule(page, text('n'), 'b'))).toEqual(['a', 'n', 'b', 'c'])
    expect(ids(insertModule(page, text('n'), 'a'))).toEqual(['n', 'a', 'b', 'c'])
    expect(ids(insertModule(page, text('n'), 'zz'))).toEqual(['a', 'b', 'c', 'n'])
    expect(ids(insertModule(page, text('n'), null))).toEqual(['a', 'b', 'c', 'n'])
  })

  it('removes a module', () => {
    expect(ids(removeModule(page, 'b'))).toEqual(['a', 'c'])
    expect(ids(removeModule(page, 'zz'))).toEqual(['a', 'b', 'c'])
  })

  it('moves one place, never past either end', () => {
    expect(ids(moveModule(page, 'b', 'up'))).toEqual(['b', 'a', 'c'])
    expect(ids(moveModule(page, 'b', 'down'))).toEqual(['a', 'c', 'b'])
    expect(ids(moveModule(page, 'a', 'up'))).toEqual(['a', 'b', 'c'])
    expect(ids(moveModule(page, 'c', 'down'))).toEqual(['a', 'b', 'c'])
    expect([canMove(page, 'a', 'up'), canMove(page, 'a', 'down'), canMove(page, 'c', 'down')]).toEqual([false, true, false])
  })

  it('replaces a module by id and changes only the page named', () => {
    const changed: Module = { id: 'b', type: 'text', paragraphs: ['new'] }
    expect(replaceModule(page, changed)[1]).toBe(changed)
    const pages: Pages = { '/': { id: 'home', title: 'Home', modules: page }, '/x': { id: 'x', title: 'X', modules: [] } }
    const next = changePageModules(pages, '/', (modules) => removeModule(modules, 'a'))
    expect(ids(next['/']?.modules ?? [])).toEqual(['b', 'c'])
    expect(next['/x']).toBe(pages['/x'])
    expect(changePageModules(pages, '/missing', () => [])).toBe(pages)
  })
})

describe('refreshing (spec §4)', () => {
  it('takes design, company, navigation and pages from the context and keeps the rest', () => {
    const website = {
      host: 'whitfield.example',
      design: { colorText: '#000', buttonCorners: 'Square' as const, secondaryButtonCorners: 'Square' as const },
      company: { name: 'Old', phoneNumber: null, logoUrl: null, timeZone: 'UTC' },
      navigation: [],
      pages: {},
    }
    const context = {
      design: { colorText: '#123456', buttonCorners: 'Rounded' as const, secondaryButtonCorners: 'Soft Square' as const },
      company: { name: 'New', phoneNumber: '1', logoUrl: null, timeZone: 'UTC' },
      navigation: [{ label: 'Home', to: '/' }],
      pages: { '/': { id: 'home', title: 'Home', modules: page } },
    }
    expect(refreshWebsite(website, context)).toEqual({ host: 'whitfield.example', ...context })
  })
})
