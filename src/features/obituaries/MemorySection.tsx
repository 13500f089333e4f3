import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react'
import { MEMORY_MESSAGES } from '#contract/obituary-constants.ts'
import type { Obituary } from '#contract/obituaries.ts'
import { browserStorage } from '#src/lib/device-draft.ts'
import { Button } from '#src/ui/Button.tsx'
import type { MemoryFormProps } from './MemoryForm.tsx'
import { memoryDraftKey } from './memory-draft-key.ts'
import { MEMORY_FORM_ID } from './tabs.ts'

type Opening = { phase: 'closed' | 'loading' | 'failed' } | { phase: 'open'; Form: ComponentType<MemoryFormProps>; focus: boolean }

/** A half-written memory kept on this device for this obituary (memory-draft.ts): the form opens by itself to show it. */
function hasDraft(obituaryId: number): boolean {
  try {
    return Boolean(browserStorage()?.getItem(memoryDraftKey(location.host, obituaryId)))
  } catch {
    return false
  }
}

const loadForm = (): Promise<ComponentType<MemoryFormProps>> => import('./MemoryForm.tsx').then((m) => m.MemoryForm)

const wantsForm = (): boolean => location.hash === `#${MEMORY_FORM_ID}`

/**
 * "Share a memory" on the memories tab, as the family set the wall up: closed (a calm note), held
 * for their review or published at once. The form and its validation load when someone asks to
 * write (issue 15: most visitors read, so the tab stays as light as the obituary), or by themselves
 * when the address asks for the form (#share-a-memory, the obituary's "Share a memory" link) or a
 * half-written memory waits on this device.
 */
export function MemorySection({ obituary }: { obituary: Pick<Obituary, 'id' | 'memorialWall'> }) {
  const wall = obituary.memorialWall
  const [opening, setOpening] = useState<Opening>({ phase: 'closed' })
  const section = useRef<HTMLElement>(null)

  // Set once the form's code has arrived; an open form stays open.
  const opened = useCallback((focus: boolean) => {
    loadForm().then(
      (Form) => setOpening((now) => (now.phase === 'open' ? now : { phase: 'open', Form, focus })),
      () => setOpening((now) => (now.phase === 'open' ? now : { phase: 'failed' })),
    )
  }, [])

  function askForForm() {
    setOpening({ phase: 'loading' })
    opened(true)
  }

  // The address and the device are outside React: read once there, then on every change of the hash.
  useEffect(() => {
    if (!wall.open) return
    if (wantsForm() || hasDraft(obituary.id)) opened(wantsForm())
    const onHash = () => {
      if (wantsForm()) opened(true)
    }
    window.addEventListener('hashchange', onHash)
    return () => window.removeEventListener('hashchange', onHash)
  }, [wall.open, obituary.id, opened])

  // Opened on request: the first field takes the focus, so typing can start at once.
  const focusFirstField = opening.phase === 'open' && opening.focus
  useEffect(() => {
    if (focusFirstField) section.current?.querySelector<HTMLElement>('input, textarea')?.focus()
  }, [focusFirstField])

  if (!wall.open) {
    return (
      <section className="memory-form" aria-labelledby={MEMORY_FORM_ID}>
        <h2 id={MEMORY_FORM_ID}>Share a memory</h2>
        <p className="memory-form__notice">{MEMORY_MESSAGES.wallClosed}</p>
      </section>
    )
  }

  return (
    <section ref={section} className="memory-form" aria-labelledby={MEMORY_FORM_ID}>
      <h2 id={MEMORY_FORM_ID}>Share a memory</h2>
      <p>
        {wall.moderation === 'review'
          ? 'The family reads each memory before it appears here.'
          : 'Your memory appears here as soon as you share it.'}{' '}
        Your email address is never shown.
      </p>
      {opening.phase === 'open' ? (
        <opening.Form obituary={obituary} />
      ) : (
        <>
          <Button busy={opening.phase === 'loading'} onClick={askForForm}>
            {opening.phase === 'loading' ? 'Opening the form…' : 'Write a memory'}
          </Button>
          <div role="alert">
            {opening.phase === 'failed' ? (
              <p className="memory-form__notice memory-form__notice--problem">
                The form could not be opened. Please check your connection and try again.
              </p>
            ) : null}
          </div>
        </>
      )}
    </section>
  )
}
