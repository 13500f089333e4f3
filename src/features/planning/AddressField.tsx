import { useQuery } from '@tanstack/react-query'
import { useState, type KeyboardEvent } from 'react'
import { ADDRESS_QUERY_MIN, type AddressSuggestion } from '#contract/planning.ts'
import { useSettled } from '#src/lib/use-settled.ts'
import { controlClassName, FieldShell } from '#src/ui/fields/FieldShell.tsx'
import { useFieldControl, type FieldProps } from '#src/ui/fields/use-field-control.ts'
import { addressSuggestionsQuery } from './queries.ts'

/** The ids of the fields a chosen address fills in (the field definition's `addressParts`). */
export type AddressParts = { city: string; region: string; postalCode: string }

/** Wait for a pause in typing before asking: one lookup per word, not per keystroke. */
const LOOKUP_DELAY_MS = 250

export function suggestionText(s: AddressSuggestion): string {
  return `${s.line1}, ${s.city}, ${s.region} ${s.postalCode}`
}

/**
 * A street line with suggestions from GET /api/web/planning/address, as an ARIA 1.2 combobox:
 * typing (3+ characters) lists matches, the arrow keys move through them, Enter or a tap
 * chooses one, Escape closes the list. Choosing fills this field with the street and the city,
 * state and ZIP fields named by `parts`. Typing an address in full without choosing is fine too.
 */
export function AddressField({
  label,
  hint,
  required = false,
  disabled = false,
  parts,
  maxLength,
}: FieldProps & { parts?: AddressParts; maxLength?: number }) {
  const control = useFieldControl<string>({ hint, required, disabled })
  const { ids } = control
  const listId = `${ids.control}list`
  const statusId = `${ids.control}status`
  const text = typeof control.value === 'string' ? control.value : ''
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const term = useSettled(text.trim(), LOOKUP_DELAY_MS)
  const enabled = open && term.length >= ADDRESS_QUERY_MIN
  const { data } = useQuery({ ...addressSuggestionsQuery(term), enabled })
  const suggestions = enabled ? (data ?? []) : []
  const expanded = open && suggestions.length > 0

  function choose(s: AddressSuggestion) {
    control.setValue(s.line1)
    if (parts) {
      const form = control.field.form
      // The form's names are the server's field ids; TanStack types them from an open record.
      form.setFieldValue(parts.city as never, s.city as never)
      form.setFieldValue(parts.region as never, s.region as never)
      form.setFieldValue(parts.postalCode as never, s.postalCode as never)
    }
    setOpen(false)
    setActive(-1)
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault()
        setOpen(true)
        if (suggestions.length > 0) setActive((i) => (i + 1) % suggestions.length)
        break
      case 'ArrowUp':
        event.preventDefault()
        if (suggestions.length > 0) setActive((i) => (i <= 0 ? suggestions.length - 1 : i - 1))
        break
      case 'Enter': {
        const chosen = expanded ? suggestions[active] : undefined
        if (chosen) {
          // Choosing, not submitting the step.
          event.preventDefault()
          choose(chosen)
        }
        break
      }
      case 'Escape':
        if (expanded) {
          event.preventDefault()
          setOpen(false)
          setActive(-1)
        }
        break
      default:
        break
    }
  }

  const status =
    !enabled || data === undefined
      ? ''
      : suggestions.length === 0
        ? 'No matching addresses'
        : `${suggestions.length} addresses found. Use the up and down arrow keys to choose one.`

  return (
    <FieldShell ids={ids} label={label} hint={hint} error={control.error} required={required} disabled={disabled}>
      <div className="address-field">
        <input
          {...control.controlProps}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
          autoComplete="off"
          maxLength={maxLength}
          className={controlClassName('input')}
          value={text}
          onChange={(event) => {
            control.setValue(event.target.value)
            setOpen(true)
            setActive(-1)
          }}
          onKeyDown={onKeyDown}
          onBlur={() => {
            setOpen(false)
            setActive(-1)
            control.controlProps.onBlur()
          }}
        />
        <ul
          className="address-field__list"
          id={listId}
          // oxlint-disable-next-line jsx-a11y/no-noninteractive-element-to-interactive-role, jsx-a11y/prefer-tag-over-role -- the ARIA combobox pattern: a <datalist> cannot be styled, sized for touch or filled from the api
          role="listbox"
          aria-label={`Suggestions for ${label}`}
          hidden={!expanded}
        >
          {suggestions.map((s, index) => (
            // Keyboard use is on the input (aria-activedescendant); a tap or click chooses here.
            // oxlint-disable-next-line jsx-a11y/click-events-have-key-events -- the keys are handled on the input
            <li
              key={suggestionText(s)}
              id={`${listId}-${index}`}
              // oxlint-disable-next-line jsx-a11y/no-noninteractive-element-to-interactive-role, jsx-a11y/prefer-tag-over-role -- options of the combobox's listbox (see above)
              role="option"
              aria-selected={index === active}
              className={index === active ? 'address-field__option is-active' : 'address-field__option'}
              // Keeps the focus in the input, so choosing does not first blur (and close) the list.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(s)}
            >
              <span className="address-field__line">{s.line1}</span>
              <span className="address-field__place">
                {s.city}, {s.region} {s.postalCode}
              </span>
            </li>
          ))}
        </ul>
        <div className="visually-hidden" id={statusId} aria-live="polite">
          {open ? status : ''}
        </div>
      </div>
    </FieldShell>
  )
}
