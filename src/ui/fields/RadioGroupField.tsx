import type { FocusEvent, ReactNode } from 'react'
import { describedBy } from './field-state.ts'
import { fieldClassName, FieldError, FieldHint, RequiredMark } from './FieldShell.tsx'
import { useFieldControl, type FieldProps } from './use-field-control.ts'

export type RadioOption = { value: string; label: string; hint?: ReactNode; disabled?: boolean }

export type RadioGroupFieldProps = FieldProps & { options: readonly RadioOption[] }

/**
 * One choice from a few, all visible. Native radios sharing one `name`: Tab enters the group
 * once and the arrow keys move between options, as everywhere else. The group is a `fieldset`
 * (role `radiogroup`, named by its legend) that carries the required, invalid and description
 * states; a single radio cannot be "required" or "invalid" in ARIA.
 */
export function RadioGroupField({ label, hint, required = false, disabled = false, options }: RadioGroupFieldProps) {
  const control = useFieldControl<string>({ hint, required, disabled })
  const { ids, field } = control

  // Blurred when focus leaves the group, not when an arrow key moves it to the next option.
  function onBlur(event: FocusEvent<HTMLFieldSetElement>) {
    if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) {
      control.controlProps.onBlur()
    }
  }

  return (
    <fieldset
      className={fieldClassName({ invalid: control.invalid, disabled }, 'field--group')}
      role="radiogroup"
      aria-labelledby={ids.label}
      aria-describedby={control.controlProps['aria-describedby']}
      aria-required={control.controlProps['aria-required']}
      aria-invalid={control.controlProps['aria-invalid']}
      disabled={disabled}
      onBlur={onBlur}
    >
      <legend className="field__label" id={ids.label}>
        {label}
        <RequiredMark required={required} />
      </legend>
      <FieldHint id={ids.hint} hint={hint} />
      <FieldError id={ids.error} error={control.error} />
      <div className="field__options">
        {options.map((option, index) => {
          const optionId = `${ids.control}${index}`
          const optionHintId = `${optionId}hint`
          const hasHint = option.hint !== undefined && option.hint !== null && option.hint !== ''
          return (
            <div className="field__option" key={option.value}>
              <input
                className="field__choice"
                type="radio"
                id={optionId}
                name={field.name}
                value={option.value}
                checked={control.value === option.value}
                required={required}
                disabled={disabled || option.disabled}
                aria-describedby={describedBy(hasHint && optionHintId)}
                onChange={() => control.setValue(option.value)}
              />
              <label className="field__option-label" htmlFor={optionId}>
                {option.label}
              </label>
              {hasHint ? (
                <p className="field__option-hint" id={optionHintId}>
                  {option.hint}
                </p>
              ) : null}
            </div>
          )
        })}
      </div>
    </fieldset>
  )
}
