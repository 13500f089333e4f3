/** What focusing needs to know of a field's meta. */
type ErrorsMeta = { readonly errors: readonly unknown[] } | undefined

/** Names of the fields that carry an error now. */
export function invalidFieldNames(fieldMeta: Readonly<Record<string, ErrorsMeta>>): Set<string> {
  const names = new Set<string>()
  for (const [name, meta] of Object.entries(fieldMeta)) {
    if (meta && meta.errors.length > 0) names.add(name)
  }
  return names
}

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement

function asControl(element: Element): Control | null {
  if (element instanceof HTMLInputElement || element instanceof HTMLSelectElement) return element
  return element instanceof HTMLTextAreaElement ? element : null
}

/** In a radio group, the option Tab would land on: the checked one, else the first. */
function radioToFocus(form: HTMLFormElement, radio: HTMLInputElement): HTMLInputElement {
  for (const element of Array.from(form.elements)) {
    if (element instanceof HTMLInputElement && element.type === 'radio' && element.name === radio.name && element.checked) {
      return element.disabled ? radio : element
    }
  }
  return radio
}

/**
 * Moves focus to the first control, in page order, whose field is invalid, so a keyboard or
 * screen-reader user lands on the problem (and hears its label and error) after a failed
 * submit. Controls are matched by their `name`, which every field sets to its field name.
 * Returns the focused control, or `null` when none matched.
 */
export function focusFirstInvalidField(form: HTMLFormElement, names: ReadonlySet<string>): Control | null {
  if (names.size === 0) return null
  for (const candidate of Array.from(form.elements)) {
    const element = asControl(candidate)
    if (!element || element.disabled || element.type === 'hidden' || !names.has(element.name)) continue
    const target = element instanceof HTMLInputElement && element.type === 'radio' ? radioToFocus(form, element) : element
    target.focus({ preventScroll: true })
    // Centre the whole field so its label and error are in view, not just the box.
    const field = target.closest('.field') ?? target
    if (typeof field.scrollIntoView === 'function') field.scrollIntoView({ block: 'center' })
    return target
  }
  return null
}
