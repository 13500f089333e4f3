import { useState, type ReactNode } from 'react'
import { describedBy } from './field-state.ts'
import { controlClassName, FieldShell } from './FieldShell.tsx'
import { useFieldControl, type FieldProps } from './use-field-control.ts'

export type PasswordFieldProps = FieldProps & {
  /** `current-password` to sign in (the browser fills in the saved one), `new-password` to choose one (it may suggest one). */
  autoComplete: 'current-password' | 'new-password'
  /** Shown under the box as the person types (a new password's strength), read politely by screen readers. */
  feedback?: (value: string) => ReactNode
}

/**
 * A password, with a "Show password" button: older people and people on phones mistype a hidden
 * password more often than they meet someone reading over their shoulder, and seeing it helps
 * more than a second box to type it again.
 */
export function PasswordField({ label, hint, required = false, disabled = false, autoComplete, feedback }: PasswordFieldProps) {
  const control = useFieldControl<string>({ hint, required, disabled })
  const [shown, setShown] = useState(false)
  const value = control.value ?? ''
  const feedbackId = `${control.ids.control}feedback`
  const said = feedback?.(value)
  return (
    <FieldShell ids={control.ids} label={label} hint={hint} error={control.error} required={required} disabled={disabled}>
      <div className="password-field">
        <input
          {...control.controlProps}
          aria-describedby={describedBy(control.controlProps['aria-describedby'], feedback && feedbackId)}
          type={shown ? 'text' : 'password'}
          autoComplete={autoComplete}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          className={controlClassName('input')}
          value={value}
          onChange={(event) => control.setValue(event.target.value)}
        />
        <button
          type="button"
          className="password-field__toggle button button--secondary button--sm"
          aria-pressed={shown}
          aria-controls={control.ids.control}
          onClick={() => setShown((s) => !s)}
          disabled={disabled}
        >
          Show password
        </button>
      </div>
      {feedback ? (
        <p className="field__hint password-field__feedback" id={feedbackId} aria-live="polite">
          {said}
        </p>
      ) : null}
    </FieldShell>
  )
}
