import type { TextareaHTMLAttributes } from 'react'
import { CharacterCount } from './CharacterCount.tsx'
import { describedBy } from './field-state.ts'
import { controlClassName, FieldShell } from './FieldShell.tsx'
import { useFieldControl, type FieldProps } from './use-field-control.ts'

export type TextareaFieldProps = FieldProps &
  Pick<TextareaHTMLAttributes<HTMLTextAreaElement>, 'autoComplete' | 'rows' | 'spellCheck' | 'placeholder'> & {
    /** The limit the schema enforces: shows a character count; nothing typed or pasted is cut. */
    maxLength?: number
  }

/**
 * Several lines of free text (a message, memories). `maxLength` is not the HTML attribute, which
 * would silently cut a pasted text short: it shows a count ("You have 12 characters too many")
 * and the schema says "Cannot exceed N characters".
 */
export function TextareaField({ label, hint, required = false, disabled = false, rows = 5, maxLength, ...extras }: TextareaFieldProps) {
  const control = useFieldControl<string>({ hint, required, disabled })
  const value = control.value ?? ''
  const countId = `${control.ids.control}count`
  return (
    <FieldShell ids={control.ids} label={label} hint={hint} error={control.error} required={required} disabled={disabled}>
      <textarea
        {...extras}
        {...control.controlProps}
        aria-describedby={describedBy(control.controlProps['aria-describedby'], maxLength !== undefined && countId)}
        rows={rows}
        className={controlClassName('textarea')}
        value={value}
        onChange={(event) => control.setValue(event.target.value)}
      />
      {maxLength === undefined ? null : <CharacterCount id={countId} length={value.length} max={maxLength} />}
    </FieldShell>
  )
}
