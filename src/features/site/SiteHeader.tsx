import { Link, useLocation } from '@tanstack/react-router'
import type { Company } from '../../../contract/website.ts'
import { headerNavigation, telHref, type SiteNavigationNode } from '../../lib/navigation.ts'

function NavItem({ node, path }: { node: SiteNavigationNode; path: string }) {
  const current = node.to === path
  const children = node.children?.length ? (
    <ul className="site-nav__submenu" aria-label={node.label}>
      {node.children.map((child) => (
        <NavItem key={child.to + child.label} node={child} path={path} />
      ))}
    </ul>
  ) : null
  return (
    <li className={children ? 'site-nav__item site-nav__item--parent' : 'site-nav__item'}>
      {node.empty ? (
        <span className="site-nav__label" tabIndex={0}>
          {node.label}
        </span>
      ) : (
        <a className="site-nav__link" href={node.to} aria-current={current ? 'page' : undefined}>
          {node.label}
        </a>
      )}
      {children}
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
