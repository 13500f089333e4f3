import { useMatch } from '@tanstack/react-router'
import type { AnchorHTMLAttributes, ReactNode } from 'react'
import { isExternalHref, previewHref, previewingOf, type Previewing } from '../lib/preview.ts'

export type SiteLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string; children?: ReactNode }

/**
 * Whether the visitor sees the draft (the root's context: a `preview=true` the upstream granted),
 * and a preview link's token to carry on (lib/preview.ts `Previewing`). A refused preview shows
 * the approved site, and its links leave preview (decision 037).
 */
export function usePreviewing(): Previewing {
  return useMatch({ from: '__root__', shouldThrow: false, select: (m) => previewingOf(m.context) }) ?? false
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
