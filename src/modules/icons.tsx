import type { ServiceIcon } from '#contract/modules.ts'

/**
 * Line icons a service may show (contract SERVICE_ICONS). Drawn inline like src/ui/icons.tsx: no
 * request, they take the text colour, and they are aria-hidden because the service title says it.
 */
const PATHS: Readonly<Record<ServiceIcon, string>> = {
  candle: 'M12 3c1.5 1.8 1.5 3.2 0 4.5-1.5-1.3-1.5-2.7 0-4.5zM9 10h6v11H9zM6 21h12',
  dove: 'M3 13c3 0 5-2 6-5 2 3 5 4 9 3l3-3-1 5c-1 4-5 6-9 6H5l3-3c-2 0-4-1-5-3z',
  flower: 'M12 12v9M12 12a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM12 6V3M8 9H5M19 9h-3M12 16c-2 0-4 1-5 3M12 16c2 0 4 1 5 3',
  heart: 'M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z',
  home: 'M4 11l8-7 8 7M6 9.5V20h12V9.5M10 20v-6h4v6',
  calendar: 'M4 6h16v14H4zM4 10h16M8 3v5M16 3v5',
  anchor: 'M12 8a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM12 8v13M8 11h8M4 14c0 4 4 7 8 7s8-3 8-7',
  sun: 'M12 16a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4',
}

export function ServiceIconGlyph({ name, className }: { name: ServiceIcon; className?: string }) {
  return (
    <svg
      className={className}
      data-icon={name}
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      width="32"
      height="32"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={PATHS[name]} />
    </svg>
  )
}
