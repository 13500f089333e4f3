import { isoToUsDate, usDateToIso } from '#src/lib/us-date.ts'
import { controlClassName, FieldShell } from './FieldShell.tsx'
import { useFieldControl, type FieldProps } from './use-field-control.ts'

/** The form value of a picker left half-filled: not a date, so the schema refuses it with its message. */
export const UNFINISHED_DATE = '??/??/????'

export type DatePickerFieldProps = FieldProps & {
  /** The first day that may be chosen, `YYYY-MM-DD` (today, for a delivery). */
  min?: string
  /** The last day that may be chosen, `YYYY-MM-DD`. */
  max?: string
}

/**
 * A date in the next days or weeks (a delivery date) with the device's own calendar,
 * `<input type="date">`: a few taps on a phone, and the browser shows the date in the visitor's
 * own format, so nothing is misread. For a date of birth or death use `DateField`: scrolling a
 * calendar back decades is hard. The form value is `MM/DD/YYYY` like `DateField`'s (`''` when
 * empty), so a schema can take either; a half-filled picker gives {@link UNFINISHED_DATE},
 * which no date schema accepts, rather than silently nothing.
 */
export function DatePickerField({ label, hint, required = false, disabled = false, min, max }: DatePickerFieldProps) {
  const control = useFieldControl<string>({ hint, required, disabled })
  const value = control.value ?? ''
  return (
    <FieldShell ids={control.ids} label={label} hint={hint} error={control.error} required={required} disabled={disabled}>
      <input
        {...control.controlProps}
        type="date"
        className={controlClassName('input', 'short')}
        min={min}
        max={max}
        value={usDateToIso(value) ?? ''}
        onChange={(event) => control.setValue(event.target.validity.badInput ? UNFINISHED_DATE : isoToUsDate(event.target.value))}
      />
    </FieldShell>
  )
}
