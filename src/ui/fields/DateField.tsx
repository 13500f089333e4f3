import { useState, type FocusEvent, type ReactNode } from 'react'
import {
  datePartsProblem,
  looksLikeWholeDate,
  partsToUsDate,
  readWholeDate,
  usDateToParts,
  type DatePart,
  type DateParts,
} from '#src/lib/us-date.ts'
import { describedBy } from './field-state.ts'
import { fieldClassName, FieldError, FieldHint, RequiredMark } from './FieldShell.tsx'
import { useFieldControl, type FieldProps } from './use-field-control.ts'

/** The format, said the way people write it; read out after the legend. */
export const DATE_EXAMPLE = 'For example, 3 28 1950'

export type DateFieldProps = FieldProps & {
  /** `bday` for a date of birth: each box then asks for its part (bday-month, bday-day, bday-year). */
  autoComplete?: 'bday' | 'off'
}

const BOXES: ReadonlyArray<{ part: DatePart; label: string; width: 2 | 4 }> = [
  { part: 'month', label: 'Month', width: 2 },
  { part: 'day', label: 'Day', width: 2 },
  { part: 'year', label: 'Year', width: 4 },
]

/**
 * A date as three boxes, Month, Day and Year, in US order (the GOV.UK date input pattern): no
 * mask, no picker, nothing rewritten. "28" as a month or "50" as a year stays on screen with a
 * message saying what is wrong, instead of quietly becoming another date. A whole date pasted or
 * autofilled into one box fills all three when it reads one way only (`1950-03-28`, `03/28/1950`).
 *
 * The form value stays one string, `MM/DD/YYYY` (`''` when empty), so schemas and
 * `parseUsDate`/`usDateToIso` work as before; a date with a wrong part is a value they refuse.
 * For a date in the next weeks (a delivery), `DatePickerField` offers the device's calendar.
 */
export function DateField({ label, hint, required = false, disabled = false, autoComplete = 'off' }: DateFieldProps) {
  const fullHint: ReactNode = hint ? (
    <>
      {hint} {DATE_EXAMPLE}
    </>
  ) : (
    DATE_EXAMPLE
  )
  const control = useFieldControl<string>({ hint: fullHint, required, disabled })
  const value = control.value ?? ''
  const [parts, setParts] = useState<DateParts>(() => usDateToParts(value))
  // A value set from outside (a restored draft, a reset) replaces the boxes; our own is already in them.
  const [shown, setShown] = useState(value)
  if (value !== shown) {
    setShown(value)
    setParts(usDateToParts(value))
  }

  // Once a message is due (or one is already shown), the most specific one: which box, and why.
  const problem = control.finished || control.error !== undefined ? datePartsProblem(parts) : undefined
  const error = problem?.message ?? control.error
  const marked = new Set<DatePart>(problem ? problem.parts : error !== undefined ? ['month', 'day', 'year'] : [])
  const { ids } = control

  function change(next: DateParts) {
    const nextValue = partsToUsDate(next)
    setParts(next)
    setShown(nextValue)
    control.setValue(nextValue)
  }

  function type(part: DatePart, text: string) {
    // A whole date pasted or autofilled into one box: spread it when it reads one way only.
    const whole = looksLikeWholeDate(text) ? readWholeDate(text) : undefined
    change(whole ?? { ...parts, [part]: text })
  }

  // Blurred when focus leaves the three boxes, not when it moves from Month to Day.
  function onBlur(event: FocusEvent<HTMLInputElement>) {
    const group = event.currentTarget.closest('fieldset')
    if (!(event.relatedTarget instanceof Node && group?.contains(event.relatedTarget))) control.controlProps.onBlur()
  }

  return (
    <fieldset
      className={fieldClassName({ invalid: error !== undefined, disabled }, 'field--group')}
      aria-describedby={describedBy(ids.hint, error !== undefined && ids.error)}
      disabled={disabled}
    >
      <legend className="field__label" id={ids.label}>
        {label}
        <RequiredMark required={required} />
      </legend>
      <FieldHint id={ids.hint} hint={fullHint} />
      <FieldError id={ids.error} error={error} />
      <div className="field__date">
        {BOXES.map(({ part, label: boxLabel, width }) => {
          const id = `${ids.control}${part === 'month' ? '' : part}`
          return (
            <div className="field__date-part" key={part}>
              <label className="field__date-label" htmlFor={id}>
                {boxLabel}
              </label>
              <input
                id={id}
                // The month box carries the field's name, so a failed submit focuses it (focus.ts).
                name={part === 'month' ? control.field.name : `${control.field.name}-${part}`}
                className={`field__control field__control--date-${width}`}
                type="text"
                inputMode="numeric"
                autoComplete={autoComplete === 'bday' ? `bday-${part}` : 'off'}
                spellCheck={false}
                value={parts[part]}
                required={required}
                aria-invalid={marked.has(part) || undefined}
                disabled={disabled}
                onChange={(event) => type(part, event.target.value)}
                onBlur={onBlur}
              />
            </div>
          )
        })}
      </div>
    </fieldset>
  )
}
