import { SiteLink } from '#src/ui/SiteLink.tsx'

type TabPagerProps = { base: string; page: number; totalPages: number; label: string; newer: string; older: string }

/** '?page=' links under a paged tab (full page loads: each page is its own cached SSR page). */
export function TabPager({ base, page, totalPages, label, newer, older }: TabPagerProps) {
  if (totalPages <= 1 && page <= 1) return null
  const href = (p: number) => (p > 1 ? `${base}?page=${p}` : base)
  return (
    <nav className="obituary-pager" aria-label={label}>
      {page > 1 ? (
        <SiteLink to={href(Math.min(page - 1, Math.max(totalPages, 1)))} rel="prev">
          {newer}
        </SiteLink>
      ) : null}
      {page <= totalPages ? (
        <span className="text-muted">
          Page {page} of {totalPages}
        </span>
      ) : null}
      {page < totalPages ? (
        <SiteLink to={href(page + 1)} rel="next">
          {older}
        </SiteLink>
      ) : null}
    </nav>
  )
}
