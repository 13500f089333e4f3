import { PHONE_MASK } from '#src/lib/masks.ts'
import { MaskedField, type MaskedFieldProps } from './MaskedField.tsx'

/**
 * A US phone number, formatted `(555) 123-4567` as it is typed, on the phone keypad.
 * The form value is the ten digits only (`5551234567`): that is what an api stores, and the
 * punctuation is presentation. A pasted or autofilled `+1 …` loses its country code.
 */
export function PhoneField({ autoComplete = 'tel', width = 'medium', ...props }: Omit<MaskedFieldProps, 'mask' | 'value' | 'type'>) {
  return <MaskedField inputMode="tel" {...props} autoComplete={autoComplete} width={width} mask={PHONE_MASK} value="unmasked" type="tel" />
}
