import { useEffect, useRef, useState } from 'react'
import { sessionProblem } from '#src/features/auth/index.ts'
import { browserHttp, unchecked } from '#src/lib/browser-http.ts'
import { Button } from '#src/ui/Button.tsx'
import { toast } from '#src/ui/toast/toast.ts'

type Props = {
  /** What is removed, in words: "the photo “At the lake”". */
  what: string
  /** The DELETE call's path. */
  path: string
  onRemoved: () => void
}

/**
 * Removing a saved file asks first, in place ("Remove … ? Yes, remove / Keep it"): a photo of
 * someone who died may be the only copy the family put online, and there is no undo on the api.
 * The focus moves to the question and back to the button when it is kept.
 */
export function ConfirmRemove({ what, path, onRemoved }: Props) {
  const [asking, setAsking] = useState(false)
  const [busy, setBusy] = useState(false)
  const place = useRef<HTMLSpanElement>(null)
  const moved = useRef(false)

  // The focus follows the question: to "Keep it" when asked, back to "Remove" when kept.
  useEffect(() => {
    if (!moved.current) return
    place.current?.querySelector<HTMLButtonElement>(asking ? '[data-keep]' : 'button')?.focus()
  }, [asking])

  function toggle(next: boolean) {
    moved.current = true
    setAsking(next)
  }

  async function remove() {
    setBusy(true)
    try {
      await browserHttp.delete(path, unchecked<unknown>())
      toast.success('Removed', { description: `${what[0]?.toUpperCase()}${what.slice(1)} was removed.` })
      onRemoved()
    } catch (error) {
      toast.error(`Not removed`, { description: sessionProblem(error) })
      setBusy(false)
    }
  }

  return (
    <span ref={place} className="confirm-remove">
      {asking ? (
        <fieldset className="confirm-remove__question">
          <legend>Remove {what}?</legend>
          <Button size="sm" busy={busy} onClick={() => void remove()}>
            {busy ? 'Removing…' : 'Yes, remove'}
          </Button>
          <Button data-keep variant="secondary" size="sm" onClick={() => toggle(false)}>
            Keep it
          </Button>
        </fieldset>
      ) : (
        <Button variant="secondary" size="sm" onClick={() => toggle(true)}>
          Remove<span className="visually-hidden"> {what}</span>
        </Button>
      )}
    </span>
  )
}
