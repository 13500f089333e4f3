import type { InputHTMLAttributes } from 'react'
import { CharacterCount } from './CharacterCount.tsx'
import { describedBy } from './field-state.ts'
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

/**
 * A labelled single-line text box of the given type; TextField and EmailField are presets of it.
 * A `maxLength` shows a character count instead of cutting what is typed or pasted; a search
 * box keeps the browser's limit instead, as a count under a search is noise and a search term
 * loses nothing worth keeping.
 */
export function InputField({
  label,
  hint,
  required = false,
  disabled = false,
  width,
  type,
  maxLength,
  ...extras
}: InputFieldProps & { type: 'text' | 'email' | 'url' | 'search' }) {
  const control = useFieldControl<string>({ hint, required, disabled })
  const value = control.value ?? ''
  const counted = maxLength !== undefined && type !== 'search'
  const countId = `${control.ids.control}count`
  return (
    <FieldShell ids={control.ids} label={label} hint={hint} error={control.error} required={required} disabled={disabled}>
      <input
        {...extras}
        {...control.controlProps}
        aria-describedby={describedBy(control.controlProps['aria-describedby'], counted && countId)}
        maxLength={counted ? undefined : maxLength}
        type={type}
        className={controlClassName('input', width)}
        value={value}
        onChange={(event) => control.setValue(event.target.value)}
      />
      {counted ? <CharacterCount id={countId} length={value.length} max={maxLength} /> : null}
    </FieldShell>
  )
}
