// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { StrictMode, useEffect, useState } from 'react'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createDeferred } from '#src/lib/overlays.ts'
import { defineOverlay, type OverlayProps } from '#src/ui/overlay/define.tsx'
import { Modal } from '#src/ui/overlay/Modal.tsx'
import { useOverlay, useRegisterOverlay, type OverlayApi } from '#src/ui/overlay/OverlayProvider.tsx'
import { OverlayProvider } from '#src/ui/overlay/OverlayProvider.tsx'
import { SlideOver } from '#src/ui/overlay/SlideOver.tsx'

/**
 * jsdom has <dialog> but not showModal()/close(). This stands in for the browser: open attribute
 * and the close event. The component itself calls the real methods.
 */
const native = { showModal: HTMLDialogElement.prototype.showModal, close: HTMLDialogElement.prototype.close }
function showModalStub(this: HTMLDialogElement) {
  this.open = true
}
function closeStub(this: HTMLDialogElement) {
  if (!this.open) return
  this.open = false
  // Browsers fire it from a queued task, not synchronously.
  setTimeout(() => this.dispatchEvent(new Event('close')))
}
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = showModalStub
  HTMLDialogElement.prototype.close = closeStub
})
afterAll(() => {
  Object.assign(HTMLDialogElement.prototype, native)
})
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

function ConfirmRemoval({ name, overlay }: OverlayProps<{ name: string }, 'remove' | 'keep'>) {
  return (
    <Modal
      overlay={overlay}
      title="Remove this photo?"
      description={`The photo of ${name} will go.`}
      footer={
        <>
          <button type="button" data-autofocus onClick={() => overlay.close('keep')}>
            Keep it
          </button>
          <button type="button" onClick={() => overlay.close('remove')}>
            Remove
          </button>
        </>
      }
    />
  )
}

function ChooseLocation({ overlay }: OverlayProps<object, string>) {
  return (
    <SlideOver overlay={overlay} title="Choose a location">
      <button type="button" onClick={() => overlay.close('Riverside')}>
        Riverside
      </button>
    </SlideOver>
  )
}

const confirmRemoval = defineOverlay('confirm-removal', ConfirmRemoval)
const chooseLocation = defineOverlay('choose-location', ChooseLocation)

/** The useOverlay() of the rendered screen, for calls made from outside any click. */
const captured: { api?: OverlayApi } = {}

function Screen() {
  useRegisterOverlay(confirmRemoval)
  useRegisterOverlay(chooseLocation)
  const overlay = useOverlay()
  useEffect(() => {
    captured.api = overlay
  }, [overlay])
  const [result, setResult] = useState('none')
  return (
    <main>
      <button type="button" onClick={async () => setResult(String(await overlay.open(confirmRemoval, { name: 'Margaret' })))}>
        Open modal
      </button>
      <button type="button" onClick={async () => setResult(String(await overlay.open(chooseLocation, {})))}>
        Open slide-over
      </button>
      <p>Result: {result}</p>
    </main>
  )
}

function typedOpen(overlay: OverlayApi): Promise<'remove' | 'keep' | undefined> {
  // @ts-expect-error: name must be a string
  void overlay.open(confirmRemoval, { name: 42 })
  return overlay.open(confirmRemoval, { name: 'Margaret' })
}

/** In StrictMode, as Start renders in development: effects run, clean up and run again. */
function renderScreen() {
  return render(
    <StrictMode>
      <OverlayProvider>
        <Screen />
      </OverlayProvider>
    </StrictMode>,
  )
}

async function openModal() {
  const opener = screen.getByRole('button', { name: 'Open modal' })
  act(() => opener.focus())
  fireEvent.click(opener)
  const dialog = await screen.findByRole('dialog', { name: 'Remove this photo?' })
  return { opener, dialog }
}

describe('overlays', () => {
  it('opens a modal dialog named by its title and described by its description', async () => {
    renderScreen()
    const { dialog } = await openModal()
    expect(dialog.tagName).toBe('DIALOG')
    expect((dialog as HTMLDialogElement).open).toBe(true)
    expect(dialog.getAttribute('data-state')).toBe('open')
    expect(document.getElementById(dialog.getAttribute('aria-describedby') ?? '')?.textContent).toBe('The photo of Margaret will go.')
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Keep it' }))
  })

  it('resolves the promise with the result, unmounts after the leave, and returns focus to the opener', async () => {
    renderScreen()
    const { opener } = await openModal()
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }))
    expect(await screen.findByText('Result: remove')).toBeTruthy()
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(document.activeElement).toBe(opener)
  })

  it('closes on Escape with no result and returns focus to the opener', async () => {
    renderScreen()
    const { dialog, opener } = await openModal()
    fireEvent.keyDown(dialog, { key: 'Escape' })
    expect(await screen.findByText('Result: undefined')).toBeTruthy()
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(document.activeElement).toBe(opener)
  })

  it('closes with the close button, and on a close request from the browser (cancel)', async () => {
    renderScreen()
    fireEvent.click(screen.getByRole('button', { name: 'Open slide-over' }))
    fireEvent.click(await screen.findByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(screen.getByText('Result: undefined')).toBeTruthy()

    const { dialog } = await openModal()
    const cancel = new Event('cancel', { cancelable: true })
    dialog.dispatchEvent(cancel)
    expect(cancel.defaultPrevented).toBe(true)
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('closes on a click on the backdrop, not on a click inside the panel', async () => {
    renderScreen()
    const { dialog } = await openModal()
    // jsdom lays nothing out, so the dialog box is 0×0 at the origin: (5, 5) lies outside it.
    vi.spyOn(dialog, 'getBoundingClientRect').mockReturnValue(DOMRect.fromRect({ x: 100, y: 100, width: 300, height: 200 }))
    fireEvent.pointerDown(dialog, { clientX: 200, clientY: 200 })
    fireEvent.click(dialog, { clientX: 200, clientY: 200 })
    expect(screen.getByRole('dialog')).toBeTruthy()
    fireEvent.pointerDown(dialog, { clientX: 5, clientY: 5 })
    fireEvent.click(dialog, { clientX: 5, clientY: 5 })
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('keeps Tab inside: from the last element to the first and back', async () => {
    renderScreen()
    const { dialog } = await openModal()
    const close = screen.getByRole('button', { name: 'Close' })
    const remove = screen.getByRole('button', { name: 'Remove' })
    act(() => remove.focus())
    fireEvent.keyDown(dialog, { key: 'Tab' })
    expect(document.activeElement).toBe(close)
    fireEvent.keyDown(dialog, { key: 'Tab', shiftKey: true })
    expect(document.activeElement).toBe(remove)
  })

  it('stays mounted until its leave transition has finished', async () => {
    const leave = createDeferred<void>()
    const animation = { finished: leave.promise, effect: { getComputedTiming: () => ({ iterations: 1 }) } }
    renderScreen()
    const { dialog } = await openModal()
    dialog.getAnimations = () => [animation as unknown as Animation]
    fireEvent.click(screen.getByRole('button', { name: 'Keep it' }))
    expect(await screen.findByText('Result: keep')).toBeTruthy()
    expect(dialog.getAttribute('data-state')).toBe('closed')
    expect(screen.getByRole('dialog')).toBe(dialog)
    await act(async () => leave.resolve())
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it("raises 'Overlay not found' for an unknown id", () => {
    renderScreen()
    let caught: unknown
    try {
      void captured.api?.open('not-registered')
    } catch (error) {
      caught = error
    }
    expect(caught).toBeInstanceOf(Error)
    expect((caught as Error).message).toBe('Overlay not found')
  })

  it('opens by id as well as by definition, and closes from outside', async () => {
    renderScreen()
    let result: Promise<unknown> | undefined
    act(() => {
      result = captured.api?.open('choose-location')
    })
    expect(await screen.findByRole('dialog', { name: 'Choose a location' })).toBeTruthy()
    act(() => captured.api?.close(chooseLocation, 'Harbor'))
    await expect(result).resolves.toBe('Harbor')
  })

  it('gives a waiting opener undefined and removes the dialog when its owner unmounts', async () => {
    const view = renderScreen()
    let result: Promise<unknown> | undefined
    act(() => {
      result = captured.api?.open(confirmRemoval, { name: 'Margaret' })
    })
    await screen.findByRole('dialog')
    view.rerender(
      <StrictMode>
        <OverlayProvider>
          <p>No screen</p>
        </OverlayProvider>
      </StrictMode>,
    )
    await expect(result).resolves.toBeUndefined()
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('needs an <OverlayProvider>', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(() => render(<Screen />)).toThrow('useOverlay needs an <OverlayProvider> above it')
  })

  it('checks the props a definition is opened with, and types its result', () => {
    // Checked by tsc; never called.
    expect(typeof typedOpen).toBe('function')
  })
})
