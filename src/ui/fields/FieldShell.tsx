import type { ReactNode } from 'react'
import type { FieldIds, FieldWidth } from './use-field-control.ts'

/** The `field` wrapper's classes: the invalid state also draws a bar, so colour is not the only cue. */
export function fieldClassName(
  { invalid, disabled }: { invalid: boolean; disabled: boolean },
  ...extra: ReadonlyArray<string | false | undefined>
): string {
  return ['field', invalid && 'field--invalid', disabled && 'field--disabled', ...extra].filter(Boolean).join(' ')
}

/** The text box classes for a width. */
export function controlClassName(kind: 'input' | 'select' | 'textarea', width: FieldWidth = 'full'): string {
  return `field__control field__control--${kind} field__control--${width}`
}

/**
 * The visible "(required)" after a label. Hidden from screen readers, which already announce
 * "required" from the control; reading both would say it twice.
 */
export function RequiredMark({ required }: { required: boolean }) {
  return required ? (
    <span className="field__required" aria-hidden="true">
      {' '}
      (required)
    </span>
  ) : null
}

export function FieldHint({ id, hint }: { id: string; hint: ReactNode }) {
  if (hint === undefined || hint === null || hint === false || hint === '') return null
  return (
    <p className="field__hint" id={id}>
      {hint}
    </p>
  )
}

function ErrorIcon() {
  return (
    <svg className="field__error-icon" aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="20" height="20">
      <circle cx="12" cy="12" r="11" fill="currentColor" />
      <path d="M12 6.5v7M12 17.2v.3" stroke="#fff" strokeWidth="2.6" strokeLinecap="round" />
    </svg>
  )
}

/**
 * The error beside a field. The live region is always rendered, empty when there is no error,
 * because screen readers announce changes inside an existing live region but often not a
 * region that appears with its content. Polite, so it waits for the person to stop typing.
 * "Error:" is read out but not shown; the icon shows it instead.
 */
export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return (
    <div className="field__error" id={id} aria-live="polite" aria-atomic="true">
      {error === undefined ? null : (
        <p className="field__error-message">
          <ErrorIcon />
          <span>
            <span className="visually-hidden">Error: </span>
            {error}
          </span>
        </p>
      )}
    </div>
  )
}

type FieldShellProps = {
  ids: FieldIds
  label: string
  hint: ReactNode
  error: string | undefined
  required: boolean
  disabled: boolean
  children: ReactNode
}

/**
 * Label, hint, error and control, in that order: the error sits above the control so it is
 * seen (and, on a phone, not hidden by the keyboard) before the box it is about.
 */
export function FieldShell({ ids, label, hint, error, required, disabled, children }: FieldShellProps) {
  return (
    <div className={fieldClassName({ invalid: error !== undefined, disabled })}>
      <label className="field__label" id={ids.label} htmlFor={ids.control}>
        {label}
        <RequiredMark required={required} />
      </label>
      <FieldHint id={ids.hint} hint={hint} />
      <FieldError id={ids.error} error={error} />
      {children}
    </div>
  )
}
