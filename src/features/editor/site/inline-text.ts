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
 * Makes the module's texts (its `[data-field]` elements, which the module renderers mark) editable
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
    })
  }
  return () => {
    for (const step of undo) step()
  }
}
