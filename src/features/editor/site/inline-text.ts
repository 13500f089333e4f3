import type { SiteMessage } from '#contract/editor-messages.ts'

/** What inline editing of one field tells its owner. */
export type InlineTextHandlers = {
  /** The field's text as the person typed it. */
  onText: (field: string, text: string) => void
  /** The caret moved in a field: the editor hears the text-mark state there. */
  onCaret: (message: Extract<SiteMessage, { type: 'web:update-module-text-mark-state' }>) => void
  /** Escape: leave the text, back to the module's controls. */
  onLeave: () => void
}

const FIELD_NAMES: Record<string, string> = { heading: 'Heading', text: 'Text', paragraphs: 'Paragraph' }

/** "Heading", "Paragraph 2": how a field is named to a screen reader. */
export function fieldLabel(field: string): string {
  const [name = field, index] = field.split('.')
  const label = FIELD_NAMES[name] ?? name
  return index === undefined ? label : `${label} ${Number(index) + 1}`
}

/**
 * The module's own texts a person can edit in place: its top-level strings and lists of strings
 * ("heading", "text", "paragraphs.1"), with their values. Texts inside items (an FAQ's questions)
 * are edited in the editor's form.
 */
export function textFields(module: Record<string, unknown>): Array<[field: string, text: string]> {
  return Object.entries(module).flatMap(([key, value]): Array<[string, string]> => {
    if (key === 'id' || key === 'type') return []
    if (typeof value === 'string') return value.trim() ? [[key, value]] : []
    if (Array.isArray(value) && value.every((item) => typeof item === 'string')) {
      return value.flatMap((item: string, index) => (item.trim() ? [[`${key}.${index}`, item] as [string, string]] : []))
    }
    return []
  })
}

/**
 * Marks where the module shows each of its texts (`data-field`): the first heading or paragraph
 * not yet marked whose text is that value. Found on the rendered module rather than marked by
 * each renderer, so a visitor's page carries nothing for the editor.
 */
export function markTextFields(root: Element, module: Record<string, unknown>): void {
  const candidates = [...root.querySelectorAll<HTMLElement>('h1, h2, h3, p')]
  for (const [field, text] of textFields(module)) {
    const element = candidates.find((c) => c.dataset.field === undefined && c.textContent?.trim() === text.trim())
    if (element) element.dataset.field = field
  }
}

/**
 * Makes the module's texts (its `[data-field]` elements, marked by `markTextFields`) editable
 * in place as plain text, as a document is: no markup can be typed into a module (contract/modules.ts
 * texts are never HTML). Returns the undo. The DOM is the truth while typing; the page takes the
 * value when the module is let go (EditablePage), so React never rewrites a text under the caret.
 */
export function makeTextsEditable(root: Element, moduleId: string, handlers: InlineTextHandlers): () => void {
  const undo: Array<() => void> = []
  for (const element of root.querySelectorAll<HTMLElement>('[data-field]')) {
    const field = element.dataset.field
    if (!field) continue
    // The element keeps its own role (a heading stays a heading); browsers announce it as editable.
    element.contentEditable = 'plaintext-only'
    element.title = `${fieldLabel(field)}: type to change it`
    const onInput = () => handlers.onText(field, element.textContent ?? '')
    const onCaret = () => handlers.onCaret({ type: 'web:update-module-text-mark-state', moduleId, field, marks: [] })
    const onKey = (event: KeyboardEvent) => {
      // One field is one line or paragraph: Enter would put a line break the module cannot show.
      if (event.key === 'Enter') event.preventDefault()
      if (event.key === 'Escape') {
        event.preventDefault()
        handlers.onLeave()
      }
    }
    element.addEventListener('input', onInput)
    element.addEventListener('focus', onCaret)
    element.addEventListener('keyup', onCaret)
    element.addEventListener('keydown', onKey)
    undo.push(() => {
      element.removeEventListener('input', onInput)
      element.removeEventListener('focus', onCaret)
      element.removeEventListener('keyup', onCaret)
      element.removeEventListener('keydown', onKey)
      element.removeAttribute('contenteditable')
      element.removeAttribute('title')
      delete element.dataset.field
    })
  }
  return () => {
    for (const step of undo) step()
  }
}
