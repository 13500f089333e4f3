import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  EMPTY_TOAST_STATE,
  TOAST_DURATION_MS,
  TOAST_GAP_PX,
  TOAST_ICON,
  TOAST_LIMIT,
  TOAST_POLITENESS,
  TOAST_POSITION,
  TOAST_REMOVE_DELAY_MS,
  addToast,
  createToast,
  dismissAllToasts,
  dismissToast,
  nextToastDeadline,
  pauseToasts,
  removeToast,
  resumeToasts,
  shownToast,
  tickToasts,
  toastAnnouncement,
  type ToastState,
} from '#src/lib/toasts.ts'
import { createToastStore } from '#src/ui/toast/store.ts'

const success = (id: string, extra: Partial<Parameters<typeof addToast>[1]> = {}) => ({
  id,
  title: `Toast ${id}`,
  color: 'success' as const,
  ...extra,
})
const ids = (state: ToastState) => state.toasts.map((t) => t.id)
const byId = (state: ToastState, id: string) => state.toasts.find((t) => t.id === id)

describe('toast constants (spec §9)', () => {
  it('keeps at most 5, removes 200 ms after closing, lasts 5000 ms, sits bottom-right 16px apart', () => {
    expect(TOAST_LIMIT).toBe(5)
    expect(TOAST_REMOVE_DELAY_MS).toBe(200)
    expect(TOAST_DURATION_MS).toBe(5000)
    expect(TOAST_POSITION).toBe('bottom-right')
    expect(TOAST_GAP_PX).toBe(16)
  })

  it('gives success a check icon and error an exclamation icon (spec §8)', () => {
    expect(TOAST_ICON).toEqual({ success: 'check', error: 'exclamation' })
  })

  it('announces success politely and errors assertively', () => {
    expect(TOAST_POLITENESS).toEqual({ success: 'polite', error: 'assertive' })
  })
})

describe('createToast', () => {
  it('fills every spec §3 field with its default', () => {
    expect(createToast({ id: 'a', title: 'Saved', color: 'success' })).toEqual({
      id: 'a',
      title: 'Saved',
      description: undefined,
      icon: 'check',
      avatar: undefined,
      color: 'success',
      actions: [],
      close: true,
      duration: 5000,
      open: true,
    })
    expect(createToast({ id: 'b', title: 'Failed', color: 'error' }).icon).toBe('exclamation')
  })

  it('keeps a default when an option is passed as undefined', () => {
    const toast = createToast({ id: 'a', title: 'Saved', color: 'success', duration: undefined, close: undefined, actions: undefined })
    expect(toast.duration).toBe(TOAST_DURATION_MS)
    expect(toast.close).toBe(true)
    expect(toast.actions).toEqual([])
  })

  it('takes the given description, avatar, actions and duration', () => {
    const action = { label: 'Undo' }
    const toast = createToast({
      id: 'a',
      title: 'Photo added',
      color: 'success',
      description: 'In the album.',
      avatar: { src: '/a.jpg', alt: 'Margaret' },
      actions: [action],
      close: false,
      duration: 0,
    })
    expect(toast).toMatchObject({
      description: 'In the album.',
      avatar: { src: '/a.jpg', alt: 'Margaret' },
      actions: [action],
      close: false,
      duration: 0,
    })
  })
})

describe('the toast queue', () => {
  it('keeps only the last TOAST_LIMIT (5) toasts', () => {
    let state = EMPTY_TOAST_STATE
    for (let n = 1; n <= 7; n++) state = addToast(state, success(String(n)), 0)
    expect(state.toasts).toHaveLength(TOAST_LIMIT)
    expect(ids(state)).toEqual(['3', '4', '5', '6', '7'])
  })

  it('replaces a toast added again with the same id in its place, restarting its time', () => {
    let state = addToast(EMPTY_TOAST_STATE, success('a'), 0)
    state = addToast(state, success('b'), 0)
    state = addToast(state, success('a', { title: 'Updated' }), 3000)
    expect(ids(state)).toEqual(['a', 'b'])
    expect(byId(state, 'a')).toMatchObject({ title: 'Updated', runningSince: 3000, remainingMs: 5000 })
    // Replacing one still waiting leaves it waiting.
    state = addToast(state, success('b', { title: 'Updated too' }), 3500)
    expect(byId(state, 'b')).toMatchObject({ title: 'Updated too', runningSince: null })
  })

  it('dismissing marks a toast closed, and it is deleted TOAST_REMOVE_DELAY_MS (200 ms) later', () => {
    let state = addToast(EMPTY_TOAST_STATE, success('a'), 0)
    state = dismissToast(state, 'a', 1000)
    expect(byId(state, 'a')).toMatchObject({ open: false, closedAt: 1000 })
    expect(nextToastDeadline(state)).toBe(1000 + TOAST_REMOVE_DELAY_MS)
    expect(ids(tickToasts(state, 1199))).toEqual(['a'])
    expect(ids(tickToasts(state, 1200))).toEqual([])
  })

  it('closes a toast by itself after TOAST_DURATION_MS (5000 ms), then removes it', () => {
    let state = addToast(EMPTY_TOAST_STATE, success('a'), 0)
    expect(nextToastDeadline(state)).toBe(TOAST_DURATION_MS)
    expect(tickToasts(state, 4999)).toBe(state)
    state = tickToasts(state, 5000)
    expect(byId(state, 'a')).toMatchObject({ open: false, closedAt: 5000 })
    expect(ids(tickToasts(state, 5200))).toEqual([])
  })

  it('closes at the due time even when the tick comes late', () => {
    const state = addToast(EMPTY_TOAST_STATE, success('a'), 0)
    expect(byId(tickToasts(state, 5100), 'a')).toMatchObject({ open: false, closedAt: 5000 })
    expect(ids(tickToasts(state, 5300))).toEqual([])
  })

  it('keeps a toast with duration 0 until it is dismissed', () => {
    const state = addToast(EMPTY_TOAST_STATE, success('a', { duration: 0 }), 0)
    expect(nextToastDeadline(state)).toBeUndefined()
    expect(tickToasts(state, 1_000_000)).toBe(state)
  })

  it('does not run the clock while paused, and resumes with the time that was left', () => {
    let state = addToast(EMPTY_TOAST_STATE, success('a'), 0)
    state = pauseToasts(state, 2000)
    expect(byId(state, 'a')).toMatchObject({ remainingMs: 3000, runningSince: null })
    expect(nextToastDeadline(state)).toBeUndefined()
    expect(tickToasts(state, 60_000)).toBe(state)
    state = resumeToasts(state, 60_000)
    expect(nextToastDeadline(state)).toBe(63_000)
    expect(byId(tickToasts(state, 63_000), 'a')?.open).toBe(false)
  })

  it('starts a toast added while paused on resume', () => {
    let state = pauseToasts(EMPTY_TOAST_STATE, 0)
    state = addToast(state, success('a'), 100)
    expect(byId(state, 'a')?.runningSince).toBeNull()
    state = resumeToasts(state, 9000)
    expect(nextToastDeadline(state)).toBe(14_000)
  })

  it('still deletes closed toasts while paused', () => {
    let state = addToast(EMPTY_TOAST_STATE, success('a'), 0)
    state = pauseToasts(dismissToast(state, 'a', 100), 150)
    expect(nextToastDeadline(state)).toBe(300)
    expect(ids(tickToasts(state, 300))).toEqual([])
  })

  it('shows one toast at a time: the next waits, its time untouched, until the shown one has gone (spec §4)', () => {
    let state = addToast(EMPTY_TOAST_STATE, success('a'), 0)
    state = addToast(state, success('b', { duration: 1000 }), 500)
    state = addToast(state, success('c'), 600)
    expect(shownToast(state)?.id).toBe('a')
    expect(byId(state, 'b')).toMatchObject({ open: true, runningSince: null, remainingMs: 1000 })
    expect(nextToastDeadline(state)).toBe(TOAST_DURATION_MS)
    // a closes at 5000 and is gone at 5200; b is shown from then, for its own 1000 ms.
    state = tickToasts(state, 5000)
    expect(shownToast(state)).toMatchObject({ id: 'a', open: false })
    state = tickToasts(state, 5200)
    expect(shownToast(state)).toMatchObject({ id: 'b', open: true, runningSince: 5200 })
    expect(nextToastDeadline(state)).toBe(6200)
    // A late tick catches up one toast after the other, each at its due time.
    state = tickToasts(state, 6400)
    expect(shownToast(state)).toMatchObject({ id: 'c', runningSince: 6400 })
    expect(ids(state)).toEqual(['c'])
  })

  it('shows the next one when the shown one is dismissed, once it has gone', () => {
    let state = addToast(addToast(EMPTY_TOAST_STATE, success('a'), 0), success('b'), 0)
    state = dismissToast(state, 'a', 600)
    expect(nextToastDeadline(state)).toBe(800)
    state = tickToasts(state, 800)
    expect(shownToast(state)).toMatchObject({ id: 'b', runningSince: 800 })
  })

  it('drops a waiting toast that is dismissed before its turn', () => {
    let state = addToast(addToast(EMPTY_TOAST_STATE, success('a'), 0), success('b'), 0)
    state = dismissToast(state, 'b', 100)
    expect(ids(tickToasts(state, 300))).toEqual(['a'])
  })

  it('keeps only the last 5 even while one is shown; the oldest kept is then shown', () => {
    let state = EMPTY_TOAST_STATE
    for (let n = 1; n <= 6; n++) state = addToast(state, success(String(n)), n * 10)
    expect(ids(state)).toEqual(['2', '3', '4', '5', '6'])
    expect(shownToast(state)).toMatchObject({ id: '2', runningSince: 60 })
  })

  it('runs only the shown toast on resume', () => {
    let state = addToast(addToast(EMPTY_TOAST_STATE, success('a'), 0), success('b'), 0)
    state = resumeToasts(pauseToasts(state, 1000), 2000)
    expect(byId(state, 'a')).toMatchObject({ runningSince: 2000, remainingMs: 4000 })
    expect(byId(state, 'b')).toMatchObject({ runningSince: null, remainingMs: 5000 })
  })

  it('dismisses all open toasts at once', () => {
    let state = addToast(addToast(EMPTY_TOAST_STATE, success('a'), 0), success('b'), 0)
    state = dismissAllToasts(state, 10)
    expect(state.toasts.every((t) => !t.open && t.closedAt === 10)).toBe(true)
    expect(dismissAllToasts(state, 20)).toBe(state)
  })

  it('ignores dismissing an unknown or already closed toast', () => {
    const state = dismissToast(addToast(EMPTY_TOAST_STATE, success('a'), 0), 'a', 10)
    expect(dismissToast(state, 'a', 50)).toBe(state)
    expect(dismissToast(state, 'nope', 50)).toBe(state)
  })

  it('removes a toast at once with removeToast', () => {
    const state = addToast(addToast(EMPTY_TOAST_STATE, success('a'), 0), success('b'), 0)
    expect(ids(removeToast(state, 'a'))).toEqual(['b'])
    expect(removeToast(state, 'nope')).toBe(state)
  })
})

describe('toastAnnouncement', () => {
  it('reads the title, then the description as its own sentence', () => {
    expect(toastAnnouncement({ title: 'Saved' })).toBe('Saved')
    expect(toastAnnouncement({ title: 'Memory shared', description: 'The family will see it.' })).toBe(
      'Memory shared. The family will see it.',
    )
    expect(toastAnnouncement({ title: 'Done!', description: 'All set.' })).toBe('Done! All set.')
  })
})

describe('the toast store (fake timers)', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('closes a toast after 5000 ms and deletes it 200 ms later, with one timer', () => {
    const store = createToastStore()
    const id = store.add({ title: 'Saved', color: 'success' })
    expect(vi.getTimerCount()).toBe(1)
    vi.advanceTimersByTime(TOAST_DURATION_MS - 1)
    expect(store.getSnapshot().toasts[0]?.open).toBe(true)
    vi.advanceTimersByTime(1)
    expect(store.getSnapshot().toasts[0]).toMatchObject({ id, open: false })
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS)
    expect(store.getSnapshot().toasts).toEqual([])
    expect(vi.getTimerCount()).toBe(0)
  })

  it('notifies subscribers on every change and gives each toast its own id', () => {
    const store = createToastStore()
    const listener = vi.fn<() => void>()
    store.subscribe(listener)
    const first = store.add({ title: 'One', color: 'success' })
    const second = store.add({ title: 'Two', color: 'error' })
    expect(first).not.toBe(second)
    store.dismiss(first)
    expect(listener).toHaveBeenCalledTimes(3)
  })

  it('holds every toast while paused', () => {
    const store = createToastStore()
    store.add({ title: 'Saved', color: 'success' })
    vi.advanceTimersByTime(1000)
    store.pause()
    vi.advanceTimersByTime(60_000)
    expect(store.getSnapshot().toasts[0]?.open).toBe(true)
    store.resume()
    vi.advanceTimersByTime(3999)
    expect(store.getSnapshot().toasts[0]?.open).toBe(true)
    vi.advanceTimersByTime(1)
    expect(store.getSnapshot().toasts[0]?.open).toBe(false)
  })
})
