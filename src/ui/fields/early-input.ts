/**
 * What a person does in a server-rendered form before the form's code has arrived (see
 * `lazy-form.tsx`): the browser already lets them type, tick and choose in the page's HTML, but
 * no field listens yet. `EarlyInput` keeps all of it, by field name, and hands it to the fields
 * once they are live, as the person's own input events: each field then does what it does with
 * typing (a mask formats, a date spreads over its boxes, the form revalidates). A submit in the
 * meantime is held, and made again once the values are in, so nothing is ever sent unvalidated
 * nor typed in vain. Plain DOM, no React; covered by tests/unit/early-input.test.tsx.
 */

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement

/** A control's state as the person left it: text (or a select's value), or whether a box is ticked. */
export type EarlyValue = { kind: 'text'; value: string } | { kind: 'select'; value: string } | { kind: 'check'; checked: boolean }

const NOT_TYPED = new Set(['button', 'submit', 'reset', 'image', 'file', 'hidden'])

function asControl(target: EventTarget | null): Control | null {
  if (target instanceof HTMLInputElement) return NOT_TYPED.has(target.type) || target.name === '' ? null : target
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return target.name === '' ? null : target
  return null
}

/** Where a control's state is kept: its name, and a radio's value too (a group is one name, many boxes). */
export function earlyKey(control: Pick<Control, 'name' | 'type' | 'value'>): string {
  return control.type === 'radio' ? `${control.name}\u0000${control.value}` : control.name
}

/** The control's state now. */
export function stateOf(control: Control): EarlyValue {
  if (control instanceof HTMLSelectElement) return { kind: 'select', value: control.value }
  if (control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')) {
    return { kind: 'check', checked: control.checked }
  }
  return { kind: 'text', value: control.value }
}

/** Whether the person changed the control from what the server rendered (its default). */
export function changedFromServer(control: Control): boolean {
  if (control instanceof HTMLSelectElement) return Array.from(control.options).some((o) => o.selected !== o.defaultSelected)
  if (control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')) {
    // Ticking one radio unticks the one the server ticked: only the one now ticked is news.
    return control.type === 'radio' ? control.checked && !control.defaultChecked : control.checked !== control.defaultChecked
  }
  return control.value !== control.defaultValue
}

function controlsIn(root: Element): Control[] {
  return Array.from(root.querySelectorAll('input, textarea, select')).flatMap((element) => asControl(element) ?? [])
}

/**
 * Hands `state` to a live control as the person's own input: React (which compares the box with
 * what it last saw) and a mask (which listens to `input`) both take it as typing.
 */
export function replayInto(control: Control, state: EarlyValue): void {
  if (state.kind === 'check') {
    if (!(control instanceof HTMLInputElement)) return
    if (control.type === 'radio' && !state.checked) return
    // Set through the element, so React believes the box is in the other state; the click then is a change.
    control.checked = !state.checked
    control.click()
    return
  }
  if (state.kind === 'select') {
    if (!(control instanceof HTMLSelectElement)) return
    control.value = state.value
    control.dispatchEvent(new Event('change', { bubbles: true }))
    return
  }
  if (control instanceof HTMLSelectElement) return
  // React watches `value` set through the element; set it to anything else there first, then the
  // typed text through the prototype's setter, which React does not see: the event is a change.
  control.value = state.value === '' ? ' ' : ''
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control) as object, 'value')?.set
  if (setter) setter.call(control, state.value)
  else control.value = state.value
  control.dispatchEvent(new Event('input', { bubbles: true }))
}

type HeldSubmit = { form: HTMLFormElement; submitter: HTMLElement | null }

export class EarlyInput {
  /** By `earlyKey`, in the order last touched (a later choice in a radio group wins). */
  private readonly typed = new Map<string, EarlyValue>()
  private held: HeldSubmit | undefined
  private root: Element | null = null
  /** The fields are live: nothing more to keep. */
  private live = false

  // Listening stops before `replay` hands the values over: what it hears is the person's.
  private readonly onInput = (event: Event) => {
    const control = asControl(event.target)
    if (control && this.owns(control)) this.keep(control)
  }

  private readonly onSubmit = (event: Event) => {
    if (this.live || !(event.target instanceof HTMLFormElement) || !this.owns(event.target)) return
    // No field checks anything yet: hold it, and submit once they can.
    event.preventDefault()
    const submitter = (event as SubmitEvent).submitter
    this.held = { form: event.target, submitter: submitter instanceof HTMLElement ? submitter : null }
  }

  private owns(node: Node): boolean {
    return this.root?.contains(node) ?? false
  }

  private keep(control: Control) {
    const key = earlyKey(control)
    this.typed.delete(key)
    this.typed.set(key, stateOf(control))
  }

  /** What has been kept so far (for tests and for the busy state of a held submit). */
  get kept(): ReadonlyMap<string, EarlyValue> {
    return this.typed
  }

  get submitHeld(): boolean {
    return this.held !== undefined
  }

  /**
   * Starts keeping what is done inside `root`: what was already changed before this page's
   * scripts ran, then every input and submit until `replay`. Returns the way to stop.
   */
  listen(root: Element): () => void {
    if (this.live) return () => {}
    this.root = root
    for (const control of controlsIn(root)) if (changedFromServer(control)) this.keep(control)
    const doc = root.ownerDocument
    // On the document, capturing: before React's own listener, which drops events aimed at a part
    // of the page it has not hydrated yet.
    doc.addEventListener('input', this.onInput, true)
    doc.addEventListener('change', this.onInput, true)
    doc.addEventListener('submit', this.onSubmit, true)
    return () => this.stop()
  }

  private stop() {
    const doc = this.root?.ownerDocument
    doc?.removeEventListener('input', this.onInput, true)
    doc?.removeEventListener('change', this.onInput, true)
    doc?.removeEventListener('submit', this.onSubmit, true)
  }

  /**
   * The fields are live: gives each its kept state, then makes the held submit, which now
   * validates what was typed. Later calls do nothing.
   */
  replay(): void {
    if (this.live) return
    this.live = true
    this.stop()
    const root = this.root
    if (root) {
      const byKey = new Map(controlsIn(root).map((control) => [earlyKey(control), control]))
      for (const [key, state] of this.typed) {
        const control = byKey.get(key)
        if (control && !control.disabled) replayInto(control, state)
      }
    }
    this.typed.clear()
    const held = this.held
    this.held = undefined
    if (held?.form.isConnected) submitAgain(held)
  }
}

function submitAgain({ form, submitter }: HeldSubmit) {
  const button = submitter?.isConnected && 'form' in submitter && submitter.form === form ? submitter : null
  try {
    form.requestSubmit(button)
  } catch {
    form.requestSubmit()
  }
}
