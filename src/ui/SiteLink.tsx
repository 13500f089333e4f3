import { useSearch } from '@tanstack/react-router'
import type { AnchorHTMLAttributes, ReactNode } from 'react'
import { isExternalHref, previewHref } from '../lib/preview.ts'

export type SiteLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string; children?: ReactNode }

/** True while the visitor is previewing the draft (the root route's `preview` search). */
export function usePreviewing(): boolean {
  return useSearch({ strict: false, select: (s: { preview?: unknown }) => s.preview === true })
}

/**
 * A link for content a site's editors wrote (navigation, modules, footers): in preview it keeps
 * `preview=true`, and a link that leaves the site opens as an ordinary external link. A full page
 * load, so the BFF's redirect lookup and the edge cache see every navigation.
 */
export function SiteLink({ to, children, rel, ...rest }: SiteLinkProps) {
  const previewing = usePreviewing()
  const external = isExternalHref(to) && !to.startsWith('tel:') && !to.startsWith('mailto:')
  return (
    <a href={previewHref(to, previewing)} rel={external ? (rel ?? 'noopener') : rel} {...rest}>
      {children}
    </a>
  )
}
