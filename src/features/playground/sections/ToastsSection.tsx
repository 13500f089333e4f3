import { useState } from 'react'
import { TOAST_DURATION_MS, TOAST_GAP_PX, TOAST_LIMIT, TOAST_REMOVE_DELAY_MS, createToast, type Toast } from '#src/lib/toasts.ts'
import { toast } from '#src/ui/toast/toast.ts'
import { ToastItem } from '#src/ui/toast/ToastItem.tsx'
import { PlaygroundSection } from '../PlaygroundSection.tsx'
import { Button } from '#src/ui/Button.tsx'

const AVATAR = { src: '/favicon.svg', alt: '' }

/** Every look at once, outside the viewport and without timers. */
const PREVIEWS: Toast[] = [
  createToast({ id: 'preview-success', color: 'success', title: 'Memory shared', description: 'The family will see it shortly.' }),
  createToast({
    id: 'preview-error',
    color: 'error',
    title: 'Your memory was not shared',
    description: 'Please check your connection and try again.',
    actions: [{ label: 'Try again' }],
  }),
  createToast({ id: 'preview-avatar', color: 'success', title: 'Photo added', description: 'It is now in the album.', avatar: AVATAR }),
  createToast({ id: 'preview-plain', color: 'success', title: 'Saved', close: false }),
]

export function ToastsSection() {
  const [lastAction, setLastAction] = useState('none')
  const burst = TOAST_LIMIT + 2

  return (
    <PlaygroundSection id="toasts" title="Toasts">
      <p>
        Bottom-right, {TOAST_GAP_PX}px apart, at most {TOAST_LIMIT} kept. Each closes after {TOAST_DURATION_MS / 1000} seconds unless the
        pointer or keyboard focus is on them, and is removed {TOAST_REMOVE_DELAY_MS} ms after it closes.
      </p>
      <div className="flex flex-wrap gap-3">
        <Button onClick={() => toast.success('Memory shared', { description: 'The family will see it shortly.' })}>
          Show a success toast
        </Button>
        <Button
          variant="secondary"
          onClick={() =>
            toast.error('Your memory was not shared', {
              description: 'Please check your connection and try again.',
              actions: [{ label: 'Try again', onClick: () => setLastAction('Try again') }],
            })
          }
        >
          Show an error toast
        </Button>
        <Button
          variant="secondary"
          onClick={() =>
            toast.success('Photo added', {
              description: 'It is now in the album.',
              avatar: AVATAR,
              actions: [{ label: 'Undo', onClick: () => setLastAction('Undo') }],
            })
          }
        >
          Show a toast with an avatar
        </Button>
        <Button
          variant="secondary"
          onClick={() => toast.success('This one stays', { description: 'It closes only with its button.', duration: 0 })}
        >
          Show a toast that stays
        </Button>
        <Button
          variant="secondary"
          onClick={() => {
            for (let n = 1; n <= burst; n++) toast.success(`Toast ${n} of ${burst}`)
          }}
        >
          Show {burst} toasts at once
        </Button>
        <Button variant="secondary" onClick={() => toast.dismissAll()}>
          Close all toasts
        </Button>
      </div>
      <p>Last toast action: {lastAction}</p>
      <h3>Every state</h3>
      <ul className="toast-previews m-0 p-0 list-none grid gap-4 max-w-96" aria-label="Toast previews">
        {PREVIEWS.map((preview) => (
          <ToastItem key={preview.id} toast={preview} onDismiss={() => {}} />
        ))}
      </ul>
    </PlaygroundSection>
  )
}
