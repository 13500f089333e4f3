import type { MaskDefinition } from '#src/lib/masks.ts'
import { controlClassName, FieldShell } from './FieldShell.tsx'
import type { InputExtras } from './InputField.tsx'
import { MaskedInput, type MaskedValue } from './MaskedInput.tsx'
import { useFieldControl, type FieldProps, type FieldWidth } from './use-field-control.ts'

export type MaskedFieldProps = FieldProps &
  Omit<InputExtras, 'maxLength' | 'minLength'> & {
    /** A mask from `src/lib/masks.ts` (`ZIP_MASK`, or `definePattern('aa-0000')`). */
    mask: MaskDefinition
    /**
     * The value the form gets. Default `masked`: what the person sees, so a message about the
     * value matches the screen, and the value round-trips as displayed (`12345-6789`).
     */
    value?: MaskedValue
    type?: 'text' | 'tel'
    width?: FieldWidth
  }

/**
 * A text box that formats as the person types, with the mask tokens `0` digit, `a` letter,
 * `*` letter or digit. Tell people the format in the hint: the mask guides, it does not explain.
 */
export function MaskedField({
  label,
  hint,
  required = false,
  disabled = false,
  mask,
  value: report = 'masked',
  type = 'text',
  width,
  ...extras
}: MaskedFieldProps) {
  const control = useFieldControl<string>({ hint, required, disabled })
  return (
    <FieldShell ids={control.ids} label={label} hint={hint} error={control.error} required={required} disabled={disabled}>
      <MaskedInput
        {...extras}
        {...control.controlProps}
        mask={mask}
        report={report}
        type={type}
        className={controlClassName('input', width)}
        value={control.value ?? ''}
        onValue={control.setValue}
      />
    </FieldShell>
  )
}
