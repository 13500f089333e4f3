import { useEffect, useState } from 'react'

/** "You have 12 characters remaining" / "You have 1 character too many" (the GOV.UK wording). */
export function characterCountMessage(length: number, max: number): string {
  const left = max - length
  const count = Math.abs(left)
  const characters = count === 1 ? 'character' : 'characters'
  return left >= 0 ? `You have ${count} ${characters} remaining` : `You have ${count} ${characters} too many`
}

/** How long typing must pause before the count is read out: not on every keystroke. */
export const COUNT_ANNOUNCE_DELAY_MS = 1000

/**
 * The count under a text box with a limit. Shown at once; read out to screen readers politely
 * once typing pauses, through a live region of its own (the visible line is what
 * `aria-describedby` points at, so it is also read when the box is focused). Nothing is cut:
 * a longer paste stays, and the count says how much is over.
 */
export function CharacterCount({ id, length, max }: { id: string; length: number; max: number }) {
  const message = characterCountMessage(length, max)
  const [announced, setAnnounced] = useState('')
  // The count as the page opened is read with the box, not announced by itself.
  const [initial] = useState(message)
  useEffect(() => {
    if (message === initial && announced === '') return undefined
    const timer = setTimeout(() => setAnnounced(message), COUNT_ANNOUNCE_DELAY_MS)
    return () => clearTimeout(timer)
  }, [message, initial, announced])
  return (
    <>
      <p id={id} className={length > max ? 'field__count field__count--over' : 'field__count'} aria-hidden="true">
        {message}
      </p>
      <p className="visually-hidden" aria-live="polite">
        {announced === message ? announced : ''}
      </p>
    </>
  )
}
