const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'summary',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]',
].join(',')

function isShown(element: HTMLElement): boolean {
  // jsdom has no layout (and no checkVisibility): count everything there as shown.
  return typeof element.checkVisibility === 'function' ? element.checkVisibility({ visibilityProperty: true }) : true
}

/** The elements Tab visits inside `container`, in document order. */
export function tabbables(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => element.tabIndex >= 0 && !element.closest('[inert]') && isShown(element),
  )
}

/**
 * Keeps Tab inside a modal: from the last element to the first and back. A modal <dialog> already
 * makes the page behind it inert, but Tab past its last element would leave for the browser's
 * own toolbar; for someone on a keyboard the dialog should feel like a closed loop.
 */
export function trapTab(event: { key: string; shiftKey: boolean; preventDefault: () => void }, container: HTMLElement) {
  if (event.key !== 'Tab') return
  const items = tabbables(container)
  const first = items[0]
  const last = items.at(-1)
  if (!first || !last) {
    event.preventDefault()
    return
  }
  const active = document.activeElement
  const outside = !(active instanceof HTMLElement) || active === container || !items.includes(active)
  if (event.shiftKey && (active === first || outside)) {
    event.preventDefault()
    last.focus()
  } else if (!event.shiftKey && active === last) {
    event.preventDefault()
    first.focus()
  }
}
