import type { Obituary } from '#contract/obituaries.ts'
import { SiteLink } from '#src/ui/SiteLink.tsx'
import { lifeDates, obituaryHref, type ObituaryTab } from './rules.ts'
import './obituaries.css'

/** Placeholder size when a photo's dimensions are unknown: the 4:5 portrait it is drawn at. */
const PORTRAIT = { width: 480, height: 600 }

/**
 * Photo, name and dates above every tab. The photo is the page's largest image: loaded at once
 * and first (fetchpriority), sized so nothing moves when it arrives.
 */
export function ObituaryHeader({ obituary }: { obituary: Obituary }) {
  const dates = lifeDates(obituary.birthDate, obituary.deathDate)
  return (
    <div className="obituary-header">
      {obituary.photo ? (
        <img
          className="obituary-header__photo"
          src={obituary.photo.url}
          alt={obituary.fullName}
          width={obituary.photo.width ?? PORTRAIT.width}
          height={obituary.photo.height ?? PORTRAIT.height}
          loading="eager"
          fetchPriority="high"
          decoding="async"
        />
      ) : null}
      <div className="obituary-header__text">
        <p className="obituary-header__kicker">In loving memory</p>
        <h1 className="obituary-header__name">{obituary.fullName}</h1>
        {dates ? <p className="obituary-header__dates">{dates}</p> : null}
      </div>
    </div>
  )
}

const TAB_LABELS: Record<ObituaryTab, string> = {
  '': 'Obituary',
  photos: 'Photos',
  memories: 'Memories',
  'memorial-video': 'Memorial video',
  shop: 'Shop',
}

/** Which tab a path is on: `/obituaries/1001/harold-brandt/shop/product/7` → 'shop'. */
export function currentTab(pathname: string): ObituaryTab {
  const rest = /^\/obituaries\/[^/]+\/[^/]+\/([^/]+)/.exec(pathname)?.[1] ?? ''
  return (Object.keys(TAB_LABELS) as ObituaryTab[]).find((tab) => tab === rest) ?? ''
}

/** The tabs as links (full page loads: each tab is its own shareable, cached, SSR page). */
export function ObituaryTabs({ obituary, current }: { obituary: Obituary; current: ObituaryTab }) {
  const tabs = (Object.keys(TAB_LABELS) as ObituaryTab[]).filter(
    // No dead end: the tab appears once the family's video is there (its address still answers calmly).
    (tab) => tab !== 'memorial-video' || obituary.hasMemorialVideo || current === 'memorial-video',
  )
  return (
    <nav className="obituary-tabs" aria-label="Obituary sections">
      <ul className="obituary-tabs__list">
        {tabs.map((tab) => (
          <li key={tab}>
            <SiteLink to={obituaryHref(obituary, tab)} className="obituary-tabs__link" aria-current={tab === current ? 'page' : undefined}>
              {TAB_LABELS[tab]}
              {tab === 'photos' && obituary.counts.photos > 0 ? (
                <span className="obituary-tabs__count"> ({obituary.counts.photos})</span>
              ) : null}
              {tab === 'memories' && obituary.counts.memories > 0 ? (
                <span className="obituary-tabs__count"> ({obituary.counts.memories})</span>
              ) : null}
            </SiteLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
