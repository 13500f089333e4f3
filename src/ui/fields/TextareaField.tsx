import type { TextareaHTMLAttributes } from 'react'
import { controlClassName, FieldShell } from './FieldShell.tsx'
import { useFieldControl, type FieldProps } from './use-field-control.ts'

export type TextareaFieldProps = FieldProps &
  Pick<TextareaHTMLAttributes<HTMLTextAreaElement>, 'autoComplete' | 'rows' | 'spellCheck' | 'placeholder'>

/**
 * Several lines of free text (a message, memories). No `maxLength`: it would silently cut a
 * pasted text short; let the schema say "Cannot exceed N characters" instead.
 */
export function TextareaField({ label, hint, required = false, disabled = false, rows = 5, ...extras }: TextareaFieldProps) {
  const control = useFieldControl<string>({ hint, required, disabled })
  return (
    <FieldShell ids={control.ids} label={label} hint={hint} error={control.error} required={required} disabled={disabled}>
      <textarea
        {...extras}
        {...control.controlProps}
        rows={rows}
        className={controlClassName('textarea')}
        value={control.value ?? ''}
        onChange={(event) => control.setValue(event.target.value)}
      />
    </FieldShell>
  )
}
