import type { SelectHTMLAttributes } from 'react'
import { controlClassName, FieldShell } from './FieldShell.tsx'
import { useFieldControl, type FieldProps, type FieldWidth } from './use-field-control.ts'

export type FieldOption = { value: string; label: string; disabled?: boolean }

export type SelectFieldProps = FieldProps &
  Pick<SelectHTMLAttributes<HTMLSelectElement>, 'autoComplete'> & {
    options: readonly FieldOption[]
    /** The first, empty choice (value `''`); `false` for none when a value is always set. */
    placeholder?: string | false
    width?: FieldWidth
  }

/**
 * A choice from a list, as a native `<select>`: the phone's own picker, typing to jump, and
 * full screen-reader support come free. Prefer `RadioGroupField` for a handful of options,
 * where seeing them all at once helps.
 */
export function SelectField({
  label,
  hint,
  required = false,
  disabled = false,
  options,
  placeholder = 'Choose one',
  width,
  autoComplete,
}: SelectFieldProps) {
  const control = useFieldControl<string>({ hint, required, disabled })
  return (
    <FieldShell ids={control.ids} label={label} hint={hint} error={control.error} required={required} disabled={disabled}>
      <select
        {...control.controlProps}
        autoComplete={autoComplete}
        className={controlClassName('select', width)}
        value={control.value ?? ''}
        onChange={(event) => control.setValue(event.target.value)}
      >
        {placeholder === false ? null : <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  )
}
