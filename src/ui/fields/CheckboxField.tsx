import { fieldClassName, FieldError, FieldHint, RequiredMark } from './FieldShell.tsx'
import { useFieldControl, type FieldProps } from './use-field-control.ts'

/**
 * A single yes/no box, its label beside it and the whole row clickable. The form value is a
 * boolean; a required one ("I agree …") is enforced by the schema (`z.literal(true)`).
 */
export function CheckboxField({ label, hint, required = false, disabled = false }: FieldProps) {
  const control = useFieldControl<boolean>({ hint, required, disabled })
  const { ids } = control
  return (
    <div className={fieldClassName({ invalid: control.invalid, disabled }, 'field--checkbox')}>
      <FieldError id={ids.error} error={control.error} />
      <div className="field__option">
        <input
          {...control.controlProps}
          className="field__choice"
          type="checkbox"
          checked={control.value === true}
          onChange={(event) => control.setValue(event.target.checked)}
        />
        <label className="field__option-label" id={ids.label} htmlFor={ids.control}>
          {label}
          <RequiredMark required={required} />
        </label>
        <FieldHint id={ids.hint} hint={hint} />
      </div>
    </div>
  )
}
