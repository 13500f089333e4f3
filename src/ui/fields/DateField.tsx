import { DATE_MASK } from '#src/lib/masks.ts'
import { MaskedField, type MaskedFieldProps } from './MaskedField.tsx'

/** The format, said the way people write it; read out after the label. */
export const DATE_EXAMPLE = 'For example, 03/28/1950'

/**
 * A date typed as `MM/DD/YYYY` with the number keypad, the slashes added as you type.
 *
 * Not `<input type="date">`: its picker makes a date of birth decades ago a long scroll on a
 * phone, and its format follows the device, not the US form people expect. The form value is
 * the text as shown (`03/28/1950`), so a half-typed date stays visible and gets a message;
 * `parseUsDate`/`usDateToIso` (`src/lib/us-date.ts`) check and convert it. Use
 * `autoComplete="bday"` for a date of birth.
 */
export function DateField({ hint, width = 'short', ...props }: Omit<MaskedFieldProps, 'mask' | 'value' | 'type'>) {
  return (
    <MaskedField
      inputMode="numeric"
      {...props}
      hint={
        hint ? (
          <>
            {hint} {DATE_EXAMPLE}
          </>
        ) : (
          DATE_EXAMPLE
        )
      }
      width={width}
      mask={DATE_MASK}
      value="masked"
      type="text"
    />
  )
}
