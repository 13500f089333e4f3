import { useState, type FocusEventHandler } from 'react'
import { IMaskInput } from 'react-imask'
import { applyMask, maskUnmasked, type MaskDefinition } from '#src/lib/masks.ts'
import type { InputExtras } from './InputField.tsx'

/**
 * Which value a masked field puts in the form: `masked` is what the person sees
 * (`(555) 123-4567`), `unmasked` only what they typed (`5551234567`).
 */
export type MaskedValue = 'masked' | 'unmasked'

type MaskedInputProps = Omit<InputExtras, 'maxLength' | 'minLength'> & {
  mask: MaskDefinition
  report: MaskedValue
  value: string
  onValue: (value: string) => void
  onBlur: FocusEventHandler<HTMLInputElement>
  type: 'text' | 'tel'
  className: string
  id: string
  name: string
  required: boolean
  disabled: boolean
  'aria-required': boolean | undefined
  'aria-invalid': boolean | undefined
  'aria-describedby': string | undefined
}

/**
 * A text box driven by imask (`IMaskInput`), controlled by the form value.
 *
 * imask only attaches in the browser, so the server renders `defaultValue`, the value already
 * formatted by the same mask: the page shows `(555) 123-4567` before any script runs.
 * A form value not in the reported form (digits given to a `masked` field) is reformatted
 * by imask on mount and written back to the form.
 */
export function MaskedInput({ mask, report, value, onValue, ...input }: MaskedInputProps) {
  const unmask = report === 'unmasked'
  const [initialText] = useState(() => (unmask ? maskUnmasked(value, mask) : applyMask(value, mask)))
  return (
    <IMaskInput
      {...mask}
      {...input}
      unmask={unmask}
      value={value}
      defaultValue={initialText}
      // Called for the person's edits and for imask's own reformatting; only a change is news.
      onAccept={(next: string) => {
        if (next !== value) onValue(next)
      }}
    />
  )
}
