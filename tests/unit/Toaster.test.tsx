// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { TOAST_DURATION_MS, TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from '#src/lib/toasts.ts'
import { createToastStore, type ToastStore } from '#src/ui/toast/store.ts'
import { toast } from '#src/ui/toast/toast.ts'
import { Toaster } from '#src/ui/toast/Toaster.tsx'

let store: ToastStore

beforeEach(() => {
  vi.useFakeTimers()
  store = createToastStore()
})

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

function renderToaster() {
  render(<Toaster store={store} />)
  return screen.getByRole('region', { name: 'Notifications' })
}

const add = (input: Parameters<ToastStore['add']>[0]) => act(() => store.add(input))
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms))
const items = (viewport: HTMLElement) => within(viewport).queryAllByRole('listitem')

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state })
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'))
  })
}

describe('<Toaster>', () => {
  it('has its polite and assertive live regions in place before any toast', () => {
    const viewport = renderToaster()
    expect(within(viewport).getByRole('status').getAttribute('aria-live')).toBe('polite')
    expect(within(viewport).getByRole('alert').getAttribute('aria-live')).toBe('assertive')
    expect(items(viewport)).toEqual([])
  })

  it('shows a success toast with a check icon, announced politely', () => {
    const viewport = renderToaster()
    add({ title: 'Memory shared', description: 'The family will see it shortly.', color: 'success' })
    const [shown] = items(viewport)
    expect(shown?.textContent).toContain('Memory shared')
    expect(shown?.textContent).toContain('The family will see it shortly.')
    const icon = shown?.querySelector('svg[data-icon="check"]')
    expect(icon?.getAttribute('aria-hidden')).toBe('true')
    expect(within(viewport).getByRole('status').textContent).toBe('Memory shared. The family will see it shortly.')
    expect(within(viewport).getByRole('alert').textContent).toBe('')
  })

  it('shows an error toast with an exclamation icon, announced assertively', () => {
    const viewport = renderToaster()
    add({ title: 'Your memory was not shared', color: 'error' })
    expect(items(viewport)[0]?.querySelector('svg[data-icon="exclamation"]')).not.toBeNull()
    expect(within(viewport).getByRole('alert').textContent).toBe('Your memory was not shared')
    expect(within(viewport).getByRole('status').textContent).toBe('')
  })

  it('shows an avatar with its alt text and keeps the status icon', () => {
    const viewport = renderToaster()
    add({ title: 'Photo added', color: 'success', avatar: { src: '/m.jpg', alt: 'Margaret Ellis' } })
    expect(within(viewport).getByRole('img', { name: 'Margaret Ellis' }).getAttribute('src')).toBe('/m.jpg')
    expect(items(viewport)[0]?.querySelector('svg[data-icon="check"]')).not.toBeNull()
  })

  it('runs an action by its label and then closes the toast', () => {
    const viewport = renderToaster()
    const undo = vi.fn<() => void>()
    add({ title: 'Photo added', color: 'success', actions: [{ label: 'Undo', onClick: undo }] })
    fireEvent.click(within(viewport).getByRole('button', { name: 'Undo' }))
    expect(undo).toHaveBeenCalledOnce()
    expect(items(viewport)[0]?.getAttribute('data-state')).toBe('closed')
  })

  it('closes with the close button, then removes the toast TOAST_REMOVE_DELAY_MS later', () => {
    const viewport = renderToaster()
    add({ title: 'Saved', color: 'success' })
    fireEvent.click(within(viewport).getByRole('button', { name: 'Close' }))
    const [shown] = items(viewport)
    expect(shown?.getAttribute('data-state')).toBe('closed')
    expect(shown?.hasAttribute('inert')).toBe(true)
    // Closed toasts are no longer announced.
    expect(within(viewport).getByRole('status').textContent).toBe('')
    advance(TOAST_REMOVE_DELAY_MS - 1)
    expect(items(viewport)).toHaveLength(1)
    advance(1)
    expect(items(viewport)).toHaveLength(0)
  })

  it('has no close button when close is false', () => {
    const viewport = renderToaster()
    add({ title: 'Saved', color: 'success', close: false })
    expect(within(viewport).queryByRole('button', { name: 'Close' })).toBeNull()
  })

  it('closes by itself after TOAST_DURATION_MS', () => {
    const viewport = renderToaster()
    add({ title: 'Saved', color: 'success' })
    advance(TOAST_DURATION_MS - 1)
    expect(items(viewport)[0]?.getAttribute('data-state')).toBe('open')
    advance(1)
    expect(items(viewport)[0]?.getAttribute('data-state')).toBe('closed')
    advance(TOAST_REMOVE_DELAY_MS)
    expect(items(viewport)).toHaveLength(0)
  })

  it('shows one toast at a time, the next once the shown one has gone, of the last TOAST_LIMIT', () => {
    const viewport = renderToaster()
    for (let n = 1; n <= TOAST_LIMIT + 2; n++) add({ title: `Toast ${n}`, color: 'success' })
    const titles = () => items(viewport).map((li) => li.querySelector('.toast__title')?.textContent)
    expect(titles()).toEqual(['Toast 3'])
    expect(within(viewport).getByRole('status').textContent).toBe('Toast 3')
    for (const n of [4, 5, 6, 7]) {
      advance(TOAST_DURATION_MS + TOAST_REMOVE_DELAY_MS)
      expect(titles()).toEqual([`Toast ${n}`])
    }
    advance(TOAST_DURATION_MS + TOAST_REMOVE_DELAY_MS)
    expect(titles()).toEqual([])
  })

  it('pauses the timer while hovered', () => {
    const viewport = renderToaster()
    add({ title: 'Saved', color: 'success' })
    const list = within(viewport).getByRole('list')
    advance(1000)
    fireEvent.mouseEnter(list)
    advance(TOAST_DURATION_MS * 3)
    expect(items(viewport)[0]?.getAttribute('data-state')).toBe('open')
    fireEvent.mouseLeave(list)
    advance(TOAST_DURATION_MS - 1000 - 1)
    expect(items(viewport)[0]?.getAttribute('data-state')).toBe('open')
    advance(1)
    expect(items(viewport)[0]?.getAttribute('data-state')).toBe('closed')
  })

  it('pauses the timer while focus is inside, and resumes when it leaves', () => {
    const viewport = renderToaster()
    add({ title: 'Saved', color: 'success' })
    const close = within(viewport).getByRole('button', { name: 'Close' })
    act(() => close.focus())
    advance(TOAST_DURATION_MS * 3)
    expect(items(viewport)[0]?.getAttribute('data-state')).toBe('open')
    act(() => close.blur())
    advance(TOAST_DURATION_MS)
    expect(items(viewport)[0]?.getAttribute('data-state')).toBe('closed')
  })

  it('pauses the timer while the tab is in the background', () => {
    const viewport = renderToaster()
    add({ title: 'Saved', color: 'success' })
    setVisibility('hidden')
    advance(TOAST_DURATION_MS * 3)
    expect(items(viewport)[0]?.getAttribute('data-state')).toBe('open')
    setVisibility('visible')
    advance(TOAST_DURATION_MS)
    expect(items(viewport)[0]?.getAttribute('data-state')).toBe('closed')
    Reflect.deleteProperty(document, 'visibilityState')
  })

  it('gives focus back to where it came from when the last toast is closed', () => {
    render(
      <>
        <button type="button">Send</button>
        <Toaster store={store} />
      </>,
    )
    add({ title: 'Sent', color: 'success' })
    const send = screen.getByRole('button', { name: 'Send' })
    const close = screen.getByRole('button', { name: 'Close' })
    act(() => send.focus())
    act(() => close.focus())
    fireEvent.click(close)
    expect(document.activeElement).toBe(send)
  })

  it('shows what toast.success and toast.error add, in the one app-wide viewport', () => {
    render(<Toaster />)
    const viewport = screen.getByRole('region', { name: 'Notifications' })
    let id = ''
    act(() => {
      id = toast.success('Memory shared')
      toast.error('Your memory was not shared', { description: 'Please try again.' })
    })
    expect(within(viewport).getByRole('status').textContent).toBe('Memory shared')
    expect(within(viewport).getByRole('alert').textContent).toBe('')
    act(() => toast.dismiss(id))
    expect(within(viewport).getByRole('status').textContent).toBe('')
    advance(TOAST_REMOVE_DELAY_MS)
    expect(within(viewport).getByRole('alert').textContent).toBe('Your memory was not shared. Please try again.')
    act(() => toast.dismissAll())
    advance(TOAST_REMOVE_DELAY_MS)
    expect(items(viewport)).toHaveLength(0)
  })
})
