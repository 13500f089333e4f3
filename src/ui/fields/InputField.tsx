import type { InputHTMLAttributes } from 'react'
import { controlClassName, FieldShell } from './FieldShell.tsx'
import { useFieldControl, type FieldProps, type FieldWidth } from './use-field-control.ts'

/** Attributes a screen may set on a text box; the rest (id, name, aria-*) the field owns. */
export type InputExtras = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  | 'autoComplete'
  | 'inputMode'
  | 'maxLength'
  | 'minLength'
  | 'placeholder'
  | 'spellCheck'
  | 'autoCapitalize'
  | 'autoCorrect'
  | 'enterKeyHint'
  | 'readOnly'
>

export type InputFieldProps = FieldProps & InputExtras & { width?: FieldWidth }

/** A labelled single-line text box of the given type; TextField and EmailField are presets of it. */
export function InputField({
  label,
  hint,
  required = false,
  disabled = false,
  width,
  type,
  ...extras
}: InputFieldProps & { type: 'text' | 'email' | 'url' | 'search' }) {
  const control = useFieldControl<string>({ hint, required, disabled })
  return (
    <FieldShell ids={control.ids} label={label} hint={hint} error={control.error} required={required} disabled={disabled}>
      <input
        {...extras}
        {...control.controlProps}
        type={type}
        className={controlClassName('input', width)}
        value={control.value ?? ''}
        onChange={(event) => control.setValue(event.target.value)}
      />
    </FieldShell>
  )
}
