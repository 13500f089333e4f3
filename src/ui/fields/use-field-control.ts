import { useSelector } from '@tanstack/react-form'
import { useId, type ReactNode } from 'react'
import { useFieldContext } from './context.ts'
import { describedBy, isFinished, visibleFieldError } from './field-state.ts'
import { withoutServerError, withServerError } from './server-errors.ts'

/** What every field takes. */
export type FieldProps = {
  /** The visible label, which is also the control's accessible name. */
  label: string
  /** Help under the label, read after the label by screen readers (`aria-describedby`). */
  hint?: ReactNode
  /** Marked visibly and with `required`/`aria-required`; the schema is what enforces it. */
  required?: boolean
  disabled?: boolean
}

/** How wide a text box is drawn: its width hints at how much to type. */
export type FieldWidth = 'short' | 'medium' | 'full'

export type FieldIds = { control: string; label: string; hint: string; error: string }

function hasContent(node: ReactNode): boolean {
  return node !== undefined && node !== null && node !== false && node !== ''
}

/**
 * Everything a field component needs from TanStack Form: the value, the one error to show,
 * stable ids, and the accessibility attributes that tie the control to its label, hint and
 * error. Must run inside `<form.AppField>` (it reads the field context).
 */
export function useFieldControl<TValue>({ hint, required = false, disabled = false }: Omit<FieldProps, 'label'>) {
  const field = useFieldContext<TValue>()
  const id = useId()
  const formSubmitted = useSelector(field.form.store, (state) => state.submissionAttempts > 0)
  const error = visibleFieldError(field.state.meta, formSubmitted)
  const finished = isFinished(field.state.meta, formSubmitted)
  const ids: FieldIds = { control: `${id}control`, label: `${id}label`, hint: `${id}hint`, error: `${id}error` }
  const showsHint = hasContent(hint)
  const invalid = error !== undefined

  /** For a single control (input, select, textarea, checkbox); a radio group splits these up. */
  const controlProps = {
    id: ids.control,
    // The field name, so a failed submit can find and focus the control (see focus.ts).
    name: field.name,
    required,
    // `required` already implies it; said explicitly for assistive tech that reads only ARIA.
    'aria-required': required || undefined,
    'aria-invalid': invalid || undefined,
    'aria-describedby': describedBy(showsHint && ids.hint, invalid && ids.error),
    disabled,
    onBlur,
  }

  /**
   * TanStack re-validates a field with validators of its own on blur, and that clears its server
   * error though nothing changed; the api's verdict on an unchanged value still stands.
   */
  function onBlur() {
    const serverError: unknown = field.getMeta().errorMap.onServer
    field.handleBlur()
    if (typeof serverError === 'string' && field.getMeta().errorMap.onServer === undefined) {
      field.setMeta((meta) => withServerError(meta, serverError))
    }
  }

  function setValue(value: TValue) {
    // The server judged the old value; once it changes, that message no longer applies.
    if (field.state.meta.errorMap.onServer !== undefined) field.setMeta(withoutServerError)
    field.handleChange(value)
  }

  return { field, value: field.state.value, error, finished, ids, showsHint, invalid, controlProps, setValue }
}
