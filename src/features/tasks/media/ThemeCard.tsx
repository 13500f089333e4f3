import { useEffect, useRef } from 'react'
import type { MediaFile } from '#contract/files.ts'
import { Button } from '#src/ui/Button.tsx'

export type ThemeCardState =
  /** Not chosen: the card is the button that chooses it (and saves). */
  | { kind: 'choosable'; saving: boolean; disabled: boolean }
  /** Chosen a moment ago over another stock theme, which one tap brings back. */
  | { kind: 'chosen'; undoTo?: { name: string } }
  /** The family's own picture is the theme now: choosing this one deletes it, so it asks first. */
  | { kind: 'asking'; saving: boolean }

type Props = {
  theme: MediaFile
  name: string
  state: ThemeCardState
  problem: string | undefined
  onChoose: () => void
  onConfirm: () => void
  onKeep: () => void
  onUndo: () => void
}

/**
 * One stock theme (issue 34 point 6: "choices that look made are made"): the whole card, the
 * picture included, is the button that chooses the theme, and choosing is saving. Nothing is only
 * previewed, so nothing is lost by leaving; the save sits where the finger is. A theme chosen over
 * another stock theme offers "Undo" in the card; one that would delete the family's own picture
 * asks in the card first. The focus stays in the card as it changes.
 */
export function ThemeCard({ theme, name, state, problem, onChoose, onConfirm, onKeep, onUndo }: Props) {
  const card = useRef<HTMLDivElement>(null)
  const acted = useRef(false)
  const act = (then: () => void) => () => {
    acted.current = true
    then()
  }

  // The button pressed here is replaced (by "Chosen", by the question): the focus goes to what replaced it.
  useEffect(() => {
    if (!acted.current) return
    acted.current = false
    card.current?.querySelector<HTMLElement>('[data-focus-here]')?.focus()
    // Runs when the card turns into another kind; `acted` says whether this card's button caused it.
    // oxlint-disable-next-line react/exhaustive-effect-dependencies
  }, [state.kind])

  const picture = (
    <img className="theme-card__picture" src={theme.url} alt="" width={theme.width ?? 300} height={theme.height ?? 200} loading="lazy" />
  )
  return (
    <div ref={card} className="theme-card" data-state={state.kind}>
      {state.kind === 'choosable' ? (
        <button
          type="button"
          className="theme-card__choose"
          data-focus-here
          aria-busy={state.saving || undefined}
          aria-disabled={state.disabled || undefined}
          onClick={() => {
            if (!state.disabled) act(onChoose)()
          }}
        >
          {picture}
          <span className="theme-card__name">{name}</span>
          <span className="theme-card__action button button--primary button--sm" aria-hidden={state.saving || undefined}>
            {state.saving ? 'Saving…' : 'Use this theme'}
          </span>
        </button>
      ) : (
        <>
          {picture}
          <span className="theme-card__name">
            {name}
            {state.kind === 'chosen' ? <span className="visually-hidden"> (chosen)</span> : null}
          </span>
        </>
      )}
      {state.kind === 'chosen' ? (
        <div className="theme-card__chosen">
          <p className="theme-card__status" tabIndex={-1} data-focus-here={state.undoTo ? undefined : ''}>
            <span aria-hidden="true">✓ </span>Chosen and saved
          </p>
          {state.undoTo ? (
            <Button
              variant="secondary"
              size="sm"
              data-focus-here
              onClick={act(onUndo)}
              aria-label={`Undo: use “${state.undoTo.name}” again`}
            >
              Undo
            </Button>
          ) : null}
        </div>
      ) : null}
      {state.kind === 'asking' ? (
        <fieldset className="confirm-remove__question">
          <legend>Use “{name}” instead of your own picture? Your picture is then deleted.</legend>
          <Button size="sm" busy={state.saving} onClick={act(onConfirm)}>
            {state.saving ? 'Saving…' : 'Yes, use this theme'}
          </Button>
          <Button variant="secondary" size="sm" data-focus-here onClick={act(onKeep)}>
            Keep my picture
          </Button>
        </fieldset>
      ) : null}
      {problem ? (
        <p className="theme-card__problem" role="alert">
          {problem}
        </p>
      ) : null}
    </div>
  )
}
