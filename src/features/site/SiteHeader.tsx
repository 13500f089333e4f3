import { Link, useLocation } from '@tanstack/react-router'
import { useEffect, useId, useRef, useState } from 'react'
import type { Company } from '../../../contract/website.ts'
import { headerNavigation, telHref, type SiteNavigationNode } from '../../lib/navigation.ts'

/** A submenu behind a disclosure button; CSS also opens it on hover and focus, so it works before hydration. */
function ParentItem({ node, path }: { node: SiteNavigationNode; path: string }) {
  const [open, setOpen] = useState(false)
  const menuId = useId()
  const toggle = useRef<HTMLButtonElement>(null)
  const children = node.children ?? []

  useEffect(() => {
    if (!open) return
    function closeOnEscape(event: KeyboardEvent) {
      if (event.key !== 'Escape') return
      setOpen(false)
      toggle.current?.focus()
    }
    document.addEventListener('keydown', closeOnEscape)
    return () => document.removeEventListener('keydown', closeOnEscape)
  }, [open])

  return (
    <li className={open ? 'site-nav__item site-nav__item--parent is-open' : 'site-nav__item site-nav__item--parent'}>
      {node.empty ? (
        <span className="site-nav__label">{node.label}</span>
      ) : (
        <a className="site-nav__link" href={node.to} aria-current={node.to === path ? 'page' : undefined}>
          {node.label}
        </a>
      )}
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
      {node.empty ? (
        <span className="site-nav__label">{node.label}</span>
      ) : (
        <a className="site-nav__link" href={node.to} aria-current={node.to === path ? 'page' : undefined}>
          {node.label}
        </a>
      )}
    </li>
  )
}

export function SiteHeader({ company, navigation }: { company: Company; navigation: SiteNavigationNode[] }) {
  const path = useLocation({ select: (l) => l.pathname })
  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <div className="site-header__bar">
        <Link to="/" className="site-brand">
          {company.logoUrl ? <img className="site-brand__logo" src={company.logoUrl} alt="" width="48" height="48" /> : null}
          <span className="site-brand__name">{company.name}</span>
        </Link>
        {company.phoneNumber ? (
          <a className="site-header__phone" href={telHref(company.phoneNumber)}>
            <span className="visually-hidden">Call us at </span>
            {company.phoneNumber}
          </a>
        ) : null}
      </div>
      <nav className="site-nav" aria-label="Main">
        <ul className="site-nav__list">
          {headerNavigation(navigation).map((node) => (
            <NavItem key={node.to + node.label} node={node} path={path} />
          ))}
        </ul>
      </nav>
    </header>
  )
}
