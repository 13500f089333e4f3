import { describe, expect, it, vi } from 'vitest'
import type { Module } from '#contract/website.ts'
import { applyEditorMessage } from '#src/features/editor/site-session.ts'
import {
  createPageStore,
  hoverOnPage,
  initialPageState,
  settleTyped,
  stepPage,
  typeText,
  type PageState,
} from '#src/features/editor/site/page-state.ts'

/** The framed page's edit as one value (issue 36 point 5: EditablePage had it in three places). */
const text: Module = { id: 'm1', type: 'text', heading: 'Our story', paragraphs: ['One', 'Two'] }
const other: Module = { id: 'm2', type: 'text', heading: 'Visiting', paragraphs: ['Hours'] }

function editing(): PageState {
  return stepPage(initialPageState([text, other]), (s) => applyEditorMessage(s, { type: 'editor:set-editing', editing: true })).state
}

describe('the page state', () => {
  it('keeps typed text beside the modules, tells the editor, and renders nothing again', () => {
    const start = editing()
    const { state, messages } = typeText(start, 'm1', 'paragraphs.1', 'Changed')
    expect(messages).toEqual([{ type: 'web:update-module-value', moduleId: 'm1', value: { ...text, paragraphs: ['One', 'Changed'] } }])
    expect(state.session).toBe(start.session)
    expect(state.typed.get('m1')).toEqual({ ...text, paragraphs: ['One', 'Changed'] })
    // More typing builds on what was typed, not on the module as last rendered.
    const again = typeText(state, 'm1', 'heading', 'Our history').state
    expect(again.typed.get('m1')).toEqual({ ...text, heading: 'Our history', paragraphs: ['One', 'Changed'] })
  })

  it('takes what was typed into the modules before any other change, and renders those modules again', () => {
    const typed = typeText(editing(), 'm1', 'heading', 'Our history').state
    const { state, messages } = stepPage(typed, (s) =>
      applyEditorMessage(s, { type: 'editor:move-module', moduleId: 'm2', direction: 'up' }),
    )
    expect(state.session.modules).toEqual([other, { ...text, heading: 'Our history' }])
    expect(state.typed.size).toBe(0)
    expect(state.revisions).toEqual({ m1: 1 })
    expect(messages).toEqual([])
    expect(settleTyped(state)).toBe(state)
  })

  it('leaves typed text alone on a hover', () => {
    const typed = typeText(editing(), 'm1', 'heading', 'Our history').state
    const hovered = hoverOnPage(typed, 'm2')
    expect(hovered.session.builder.hoveredModuleId).toBe('m2')
    expect(hovered.typed).toBe(typed.typed)
    expect(hovered.session.modules).toBe(typed.session.modules)
  })

  it('ignores text for a module the page does not have', () => {
    const start = editing()
    expect(typeText(start, 'gone', 'heading', 'x')).toEqual({ state: start, messages: [] })
  })
})

describe('the page store', () => {
  it('tells React of a change, except a quiet one', () => {
    const store = createPageStore(initialPageState([text]))
    const listener = vi.fn<() => void>()
    const stop = store.subscribe(listener)
    const typed = typeText(editing(), 'm1', 'heading', 'x').state
    store.set(typed, { quiet: true })
    expect(store.get()).toBe(typed)
    expect(listener).not.toHaveBeenCalled()
    store.set(hoverOnPage(typed, 'm1'))
    expect(listener).toHaveBeenCalledTimes(1)
    stop()
    store.set(typed)
    expect(listener).toHaveBeenCalledTimes(1)
  })
})
