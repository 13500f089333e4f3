import { formatPhone, PHONE_HINT } from '#contract/phone.ts'
import { controlClassName, FieldShell } from './FieldShell.tsx'
import type { InputExtras } from './InputField.tsx'
import { useFieldControl, type FieldProps, type FieldWidth } from './use-field-control.ts'

export type PhoneFieldProps = FieldProps & Pick<InputExtras, 'autoComplete' | 'placeholder'> & { width?: FieldWidth }

/**
 * A phone number, US or international, with an extension if need be (the rule is
 * `contract/phone.ts`, the api's too). No mask: a mask squeezes "+44 20 7946 0958" into a US
 * shape and drops "x 123". What was typed is the value; on leaving the field a number that reads
 * one way is laid out as people read it, `(555) 123-4567` or `+44 20 7946 0958`, which changes
 * its look, never its digits. The hint always gives examples, so nobody guesses the format.
 */
export function PhoneField({
  label,
  hint,
  required = false,
  disabled = false,
  autoComplete = 'tel',
  width = 'medium',
  placeholder,
}: PhoneFieldProps) {
  const fullHint = hint ? (
    <>
      {hint} {PHONE_HINT}
    </>
  ) : (
    PHONE_HINT
  )
  const control = useFieldControl<string>({ hint: fullHint, required, disabled })
  const value = control.value ?? ''

  function onBlur() {
    const formatted = formatPhone(value)
    if (formatted !== value) control.setValue(formatted)
    control.controlProps.onBlur()
  }

  return (
    <FieldShell ids={control.ids} label={label} hint={fullHint} error={control.error} required={required} disabled={disabled}>
      <input
        {...control.controlProps}
        type="tel"
        inputMode="tel"
        autoComplete={autoComplete}
        placeholder={placeholder}
        className={controlClassName('input', width)}
        value={value}
        onChange={(event) => control.setValue(event.target.value)}
        onBlur={onBlur}
      />
    </FieldShell>
  )
}
