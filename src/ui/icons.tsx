import type { ToastIcon } from '../lib/toasts.ts'

/**
 * Inline SVG icons: no request, no font, and they take the text colour. Always aria-hidden, so the
 * words next to them (or the button's label) carry the meaning.
 */
const PATHS: Readonly<Record<ToastIcon | 'close', string>> = {
  check: 'M7.5 12.5l3 3 6-6.5',
  exclamation: 'M12 7v6M12 16.5h.01',
  close: 'M6 6l12 12M18 6L6 18',
}

export function Icon({ name, className }: { name: keyof typeof PATHS; className?: string }) {
  return (
    <svg
      className={className}
      data-icon={name}
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {name === 'close' ? null : <circle cx="12" cy="12" r="10" strokeWidth="2" />}
      <path d={PATHS[name]} />
    </svg>
  )
}
