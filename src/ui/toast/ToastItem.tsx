import { useId, useRef } from 'react'
import type { Toast } from '#src/lib/toasts.ts'
import { Icon } from '../icons.tsx'
import { Button } from '../Button.tsx'

type ToastItemProps = {
  toast: Toast
  /** Closes the toast; gets the element so the viewport can move focus out of it first. */
  onDismiss: (id: string, element: HTMLElement | null) => void
}

/**
 * One toast (spec §3). It carries no live role: <Toaster> announces through regions that exist
 * before any toast does, which screen readers pick up far more reliably than a region that
 * appears together with its text.
 */
export function ToastItem({ toast, onDismiss }: ToastItemProps) {
  const ref = useRef<HTMLLIElement>(null)
  const titleId = useId()
  const dismiss = () => onDismiss(toast.id, ref.current)

  return (
    <li
      ref={ref}
      className={`toast toast--${toast.color}`}
      data-state={toast.open ? 'open' : 'closed'}
      // While it fades out it can no longer be reached by keyboard or screen reader.
      inert={!toast.open}
    >
      <span className="toast__media">
        {toast.avatar ? <img className="toast__avatar" src={toast.avatar.src} alt={toast.avatar.alt} width={40} height={40} /> : null}
        <Icon name={toast.icon} className={toast.avatar ? 'toast__icon toast__icon--badge' : 'toast__icon'} />
      </span>
      <div className="toast__content">
        <p className="toast__title" id={titleId}>
          {toast.title}
        </p>
        {toast.description ? <p className="toast__description">{toast.description}</p> : null}
        {toast.actions.length ? (
          <div className="toast__actions">
            {toast.actions.map((action) => (
              <Button
                key={action.label}
                variant="secondary"
                className="toast__action"
                onClick={() => {
                  action.onClick?.()
                  dismiss()
                }}
              >
                {action.label}
              </Button>
            ))}
          </div>
        ) : null}
      </div>
      {toast.close ? (
        <button type="button" className="icon-button toast__close" aria-label="Close" aria-describedby={titleId} onClick={dismiss}>
          <Icon name="close" />
        </button>
      ) : null}
    </li>
  )
}
