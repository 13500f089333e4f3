import { Link } from '@tanstack/react-router'
import type { Obituary } from '#contract/obituaries.ts'
import { MediaPhoto } from '#src/features/media/index.ts'
import type { PhotoPlace } from '#src/features/media/index.ts'
import { PHOTO_WIDTHS } from '#src/lib/responsive-image.ts'
import { buttonClassName } from '#src/ui/Button.tsx'
import { previewSearch } from '#src/lib/preview.ts'
import { SiteLink, usePreviewing } from '#src/ui/SiteLink.tsx'
import { PORTRAIT_PLACE } from './portrait.ts'
import { lifeDates, obituaryHref, type ObituaryTab } from './rules.ts'
import { ShareButton } from './ShareButton.tsx'
import { MEMORY_FORM_ID, tabLabel, TAB_ROUTES, visibleTabs } from './tabs.ts'

/** Placeholder size when a photo's dimensions are unknown: the 4:5 portrait it is drawn at. */
const PORTRAIT = { width: 480, height: 600 }
/** The banner's box when its size is unknown, and where it is drawn: the header's full width. */
const BANNER = { width: 1600, height: 500 }
const BANNER_PLACE: PhotoPlace = { sizes: '(min-width: 72rem) 72rem, 100vw', widths: PHOTO_WIDTHS }

/** A wide picture the family chose for the top of the page (none in the api yet: the slot is ready for one). */
export type ObituaryBanner = { url: string; width?: number | null; height?: number | null }

type ObituaryHeaderProps = { obituary: Obituary; pageUrl: string; banner?: ObituaryBanner }

/**
 * Portrait, name, dates and the three things visitors come to do, above every tab and the same
 * on each (the layout route renders it once, so it never moves between tabs). The portrait is
 * the page's largest image: loaded at once and first (fetchpriority), sized so nothing moves when
 * it arrives. A banner, when the family has one, sits behind the top of the header; without one
 * a calm tinted band takes its place.
 */
export function ObituaryHeader({ obituary, pageUrl, banner }: ObituaryHeaderProps) {
  const dates = lifeDates(obituary.birthDate, obituary.deathDate)
  return (
    <header className={banner ? 'obituary-header obituary-header--banner' : 'obituary-header'}>
      {banner ? (
        // Decorative: the portrait and the name say who this is.
        <MediaPhoto
          className="obituary-header__banner"
          photo={{ url: banner.url, width: banner.width ?? null, height: banner.height ?? null }}
          place={BANNER_PLACE}
          fallbackSize={BANNER}
          alt=""
          decoding="async"
        />
      ) : null}
      <div className="obituary-header__inner">
        {obituary.photo ? (
          <MediaPhoto
            className="obituary-header__photo"
            photo={obituary.photo}
            place={PORTRAIT_PLACE}
            fallbackSize={PORTRAIT}
            alt={obituary.fullName}
            loading="eager"
            fetchPriority="high"
            decoding="async"
          />
        ) : null}
        <div className="obituary-header__text">
          <p className="obituary-header__kicker">In loving memory</p>
          <h1 className="obituary-header__name">{obituary.fullName}</h1>
          {dates ? <p className="obituary-header__dates">{dates}</p> : null}
          <div className="obituary-header__actions">
            <ShareButton title={`${obituary.fullName} Obituary`} url={pageUrl} />
            <SiteLink to={obituaryHref(obituary, 'shop')} className={buttonClassName({ variant: 'secondary' })}>
              Send flowers
            </SiteLink>
            {obituary.memorialWall.open ? (
              <SiteLink
                to={`${obituaryHref(obituary, 'memories')}#${MEMORY_FORM_ID}`}
                className={buttonClassName({ variant: 'secondary' })}
              >
                Post a memory
              </SiteLink>
            ) : null}
          </div>
        </div>
      </div>
    </header>
  )
}

/**
 * The tabs as router links: the layout (header and tabs) stays, only the tab's content changes,
 * the page does not jump to the top, and focus moves to the new content's heading (tab-focus.ts).
 * They are plain links too, so each tab stays its own shareable, server-rendered address.
 */
export function ObituaryTabs({ obituary, current }: { obituary: Obituary; current: ObituaryTab }) {
  const previewing = usePreviewing()
  const params = { id: String(obituary.id), name: obituary.nameSlug }
  return (
    <nav className="obituary-tabs" aria-label="Obituary sections">
      <ul className="obituary-tabs__list">
        {visibleTabs(obituary, current).map((tab) => (
          <li key={tab}>
            <Link
              to={TAB_ROUTES[tab]}
              params={params}
              search={previewSearch(previewing)}
              resetScroll={false}
              // The obituary tab is the others' parent route: active only on its own address.
              activeOptions={{ exact: tab === '', includeSearch: false }}
              className="obituary-tabs__link"
              aria-current={tab === current ? 'page' : undefined}
            >
              {tabLabel(tab, obituary.counts)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
