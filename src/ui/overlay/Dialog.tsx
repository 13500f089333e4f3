import { useEffect, useEffectEvent, useId, useRef, type KeyboardEvent, type MouseEvent, type ReactNode, type RefObject } from 'react'
import '#src/styles/overlays.css'
import { Icon } from '../icons.tsx'
import { trapTab } from './focus.ts'
import { leaveTransitionDone } from './leave.ts'

/** The part of OverlayControls a dialog uses; an OverlayControls<R> of any result type fits. */
export type DialogOverlay = { open: boolean; close: () => void; afterLeave: () => void }

export type DialogProps = {
  overlay: DialogOverlay
  title: string
  description?: string
  children?: ReactNode
  /** Buttons under the content; mark the one to focus first with data-autofocus. */
  footer?: ReactNode
  /** Whether a click on the dimmed page around it closes it. Escape and the close button always do. */
  dismissible?: boolean
}

function focusedElement(): HTMLElement | null {
  const active = document.activeElement
  return active instanceof HTMLElement && active !== document.body ? active : null
}

function returnFocus(opener: RefObject<HTMLElement | null>) {
  const target = opener.current
  opener.current = null
  if (target?.isConnected) target.focus()
}

/** True for a click on the ::backdrop: it targets the dialog itself but lands outside its box. */
function onBackdrop(event: MouseEvent<HTMLDialogElement>): boolean {
  const dialog = event.currentTarget
  if (event.target !== dialog) return false
  const box = dialog.getBoundingClientRect()
  return event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom
}

/**
 * A native modal <dialog>, shared by <Modal> and <SlideOver>. showModal() gives the top layer,
 * an inert page behind and Escape; on top of it this keeps Tab inside, sends every close through
 * the leave transition (skipped with prefers-reduced-motion), unmounts only after it, and puts
 * focus back on the element that opened it.
 */
export function Dialog({
  variant,
  overlay,
  title,
  description,
  children,
  footer,
  dismissible = true,
}: DialogProps & { variant: 'modal' | 'slide-over' }) {
  const ref = useRef<HTMLDialogElement>(null)
  const opener = useRef<HTMLElement | null>(null)
  const pressedOnBackdrop = useRef(false)
  const titleId = useId()
  const descriptionId = useId()
  const { open } = overlay
  const afterLeave = useEffectEvent(() => overlay.afterLeave())

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open) {
      if (!dialog.open) {
        opener.current ??= focusedElement()
        dialog.showModal()
        // React's autoFocus is applied before showModal() runs and would be overridden by it.
        dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus()
      }
      return
    }
    // Closed: data-state="closed" has started the leave transition; the dialog stays modal until it ends.
    let cancelled = false
    void leaveTransitionDone(dialog).then(() => {
      if (cancelled) return
      if (dialog.open) dialog.close()
      returnFocus(opener)
      afterLeave()
    })
    return () => {
      cancelled = true
    }
  }, [open])

  useEffect(() => {
    const dialog = ref.current
    // Unmounted while still shown (its owner went away): leave nobody stranded on <body>.
    return () => {
      if (!dialog?.open) return
      dialog.close()
      returnFocus(opener)
    }
  }, [])

  function onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key === 'Escape' && !event.nativeEvent.isComposing) {
      // Handled here rather than by the native close: Chrome lets a page cancel that only once per
      // user activation, and every close must go through the leave transition and the result.
      event.preventDefault()
      overlay.close()
      return
    }
    trapTab(event, event.currentTarget)
  }

  return (
    // oxlint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the dialog itself owns Escape, the Tab loop and backdrop clicks
    <dialog
      ref={ref}
      className={`overlay overlay--${variant}`}
      data-state={open ? 'open' : 'closed'}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        // Other close requests (the Android back gesture): same path as Escape.
        event.preventDefault()
        overlay.close()
      }}
      onClose={(event) => {
        // Closed by the browser without asking us (a close request it would not let us cancel).
        // The event comes a task later: by then a StrictMode remount may have shown it again.
        if (open && !event.currentTarget.open) overlay.close()
      }}
      onPointerDown={(event) => {
        pressedOnBackdrop.current = onBackdrop(event)
      }}
      onClick={(event) => {
        // Press and release both on the backdrop: a text selection dragged out of the panel is no dismissal.
        if (dismissible && pressedOnBackdrop.current && onBackdrop(event)) overlay.close()
        pressedOnBackdrop.current = false
      }}
    >
      <div className="overlay__header">
        <h2 className="overlay__title" id={titleId}>
          {title}
        </h2>
        <button type="button" className="icon-button overlay__close" aria-label="Close" onClick={() => overlay.close()}>
          <Icon name="close" />
        </button>
      </div>
      {description ? (
        <p className="overlay__description" id={descriptionId}>
          {description}
        </p>
      ) : null}
      <div className="overlay__body">{children}</div>
      {footer ? <div className="overlay__footer">{footer}</div> : null}
    </dialog>
  )
}
