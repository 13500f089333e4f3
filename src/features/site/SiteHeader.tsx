import { useLocation } from '@tanstack/react-router'
import { useCallback, useEffect, useId, useRef, useState, type RefObject } from 'react'
import type { Company } from '#contract/website.ts'
import { containsActiveLink, headerNavigation, isActiveLink, telHref, type SiteNavigationNode } from '#src/lib/navigation.ts'
import { SiteLink } from '#src/ui/SiteLink.tsx'

/** Closes on Escape while `open`, handing focus back to the control that opened it. */
function useCloseOnEscape(open: boolean, close: () => void, returnTo: RefObject<HTMLButtonElement | null>) {
  useEffect(() => {
    if (!open) return
    function closeOnEscape(event: KeyboardEvent) {
      if (event.key !== 'Escape') return
      close()
      returnTo.current?.focus()
    }
    document.addEventListener('keydown', closeOnEscape)
    return () => document.removeEventListener('keydown', closeOnEscape)
  }, [open, close, returnTo])
}

/** Closes when a press or the keyboard focus lands outside `area` (the panel must not linger over the page). */
function useCloseOnOutside(open: boolean, close: () => void, area: RefObject<HTMLElement | null>) {
  useEffect(() => {
    if (!open) return
    function closeIfOutside(event: Event) {
      const target = event.target
      if (target instanceof Node && area.current && !area.current.contains(target)) close()
    }
    document.addEventListener('pointerdown', closeIfOutside)
    document.addEventListener('focusin', closeIfOutside)
    return () => {
      document.removeEventListener('pointerdown', closeIfOutside)
      document.removeEventListener('focusin', closeIfOutside)
    }
  }, [open, close, area])
}

/** A node's own entry: a link, or only its label when the node is `empty`. */
function NodeLabel({ node, path }: { node: SiteNavigationNode; path: string }) {
  if (node.empty) return <span className="site-nav__label">{node.label}</span>
  return (
    <SiteLink className="site-nav__link" to={node.to} aria-current={isActiveLink(node, path) ? 'page' : undefined}>
      {node.label}
    </SiteLink>
  )
}

/** A submenu behind a disclosure button; CSS also opens it on hover and focus, so it works before hydration. */
function ParentItem({ node, path }: { node: SiteNavigationNode; path: string }) {
  const [open, setOpen] = useState(false)
  const menuId = useId()
  const toggle = useRef<HTMLButtonElement>(null)
  const children = node.children ?? []
  useCloseOnEscape(open, () => setOpen(false), toggle)

  const classes = ['site-nav__item', 'site-nav__item--parent']
  if (open) classes.push('is-open')
  if (containsActiveLink(node, path)) classes.push('is-current-section')
  return (
    <li className={classes.join(' ')}>
      <NodeLabel node={node} path={path} />
      <button
        ref={toggle}
        type="button"
        className="site-nav__toggle"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((o) => !o)}
      >
        <span className="visually-hidden">{node.label} menu</span>
        <span aria-hidden="true">▾</span>
      </button>
      <ul id={menuId} className="site-nav__submenu">
        {children.map((child) => (
          <NavItem key={child.to + child.label} node={child} path={path} />
        ))}
      </ul>
    </li>
  )
}

function NavItem({ node, path }: { node: SiteNavigationNode; path: string }) {
  if (node.children?.length) return <ParentItem node={node} path={path} />
  return (
    <li className="site-nav__item">
      <NodeLabel node={node} path={path} />
    </li>
  )
}

/**
 * Without JavaScript the 'Menu' button could not open anything: this keeps the navigation shown
 * and the button away. (A noscript style is applied only when scripting is off.)
 */
const NO_SCRIPT_MENU = '.site-menu-toggle{display:none!important}.site-nav__panel{display:block!important;position:static!important}'

/**
 * The main navigation. From ~768px up it is a row of links; below, a 'Menu' button
 * (aria-expanded, aria-controls) opens it as a panel, Escape closes it and returns focus to
 * the button, and a chosen link or a new page closes it too.
 */
function MainNavigation({ nodes, path }: { nodes: SiteNavigationNode[]; path: string }) {
  // Open on the page where it was opened: a new page (a chosen link) closes it by itself.
  const [openOn, setOpenOn] = useState<string | null>(null)
  const open = openOn === path
  const panelId = useId()
  const button = useRef<HTMLButtonElement>(null)
  const nav = useRef<HTMLElement>(null)
  const close = useCallback(() => setOpenOn(null), [])
  useCloseOnEscape(open, close, button)
  useCloseOnOutside(open, close, nav)

  return (
    <nav ref={nav} className="site-nav" aria-label="Main">
      <noscript>
        <style>{NO_SCRIPT_MENU}</style>
      </noscript>
      <button
        ref={button}
        type="button"
        className="site-menu-toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpenOn(open ? null : path)}
      >
        <span aria-hidden="true" className="site-menu-toggle__icon">
          {open ? '✕' : '☰'}
        </span>
        Menu
      </button>
      <div id={panelId} className={open ? 'site-nav__panel is-open' : 'site-nav__panel'}>
        <ul className="site-nav__list">
          {nodes.map((node) => (
            <NavItem key={node.to + node.label} node={node} path={path} />
          ))}
        </ul>
      </div>
    </nav>
  )
}

export type SiteHeaderProps = {
  company: Company
  navigation: SiteNavigationNode[]
  /** In the family portal the site's marketing navigation stays out of the families' way. */
  familyPortal?: boolean
}

/** A handset outline (aria-hidden: the link's label says "Call us at …"). */
function PhoneGlyph() {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      width="22"
      height="22"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.9"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M5 4h3.5l1.7 4.3-2.2 1.4a11 11 0 0 0 6.3 6.3l1.4-2.2L20 15.5V19a1.5 1.5 0 0 1-1.6 1.5C10.6 20 4 13.4 3.5 5.6A1.5 1.5 0 0 1 5 4z" />
    </svg>
  )
}

/**
 * One bar: the logo and name (shortened by CSS on small screens, the full name stays the link's
 * accessible name), a call button and Menu. On phones it sticks to the top at ~60px, so calling
 * and the menu are always a thumb away without eating the screen (decision 019).
 */
export function SiteHeader({ company, navigation, familyPortal = false }: SiteHeaderProps) {
  const path = useLocation({ select: (l) => l.pathname })
  const classes = ['site-header']
  if (company.logoUrl) classes.push('site-header--with-logo')
  return (
    <header className={classes.join(' ')}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <div className="site-header__bar">
        <SiteLink to="/" className="site-brand">
          {company.logoUrl ? <img className="site-brand__logo" src={company.logoUrl} alt="" width="48" height="48" /> : null}
          <span className="site-brand__name">{company.name}</span>
        </SiteLink>
        {company.phoneNumber ? (
          <SiteLink className="site-header__phone" to={telHref(company.phoneNumber)}>
            <PhoneGlyph />
            {/* The label says it whole; the visible number is left out on phones, where the icon stands alone. */}
            <span className="visually-hidden">Call us at {company.phoneNumber}</span>
            <span className="site-header__phone-number" aria-hidden="true">
              {company.phoneNumber}
            </span>
          </SiteLink>
        ) : null}
        {familyPortal ? null : <MainNavigation nodes={headerNavigation(navigation)} path={path} />}
      </div>
    </header>
  )
}
