import { balancedGridSizes, balancedGridStyle } from '../lib/balanced-grid.ts'
import { PHOTO_WIDTHS } from '../lib/responsive-image.ts'
import { MediaPhoto } from '../features/media/MediaPhoto.tsx'
import type { PhotoPlace } from '../features/media/photo.ts'
import type { RecentObituariesModule } from '#contract/modules.ts'
import type { ObituarySummary } from '#contract/obituaries.ts'
import type { Answer } from '../lib/read-answer.ts'
import { formatCalendarDate } from '../features/module-data/obituary-dates.ts'
import { ALL_OBITUARIES_PATH, obituaryPageHref } from '../features/module-data/recent-obituaries.ts'
import type * as operations from '#contract/operation-routes.gen.ts'
import { buttonClassName } from '../ui/Button.tsx'
import { EmptyState } from '../ui/EmptyState.tsx'
import { SiteLink } from '../ui/SiteLink.tsx'
import { defineModule, imageLoading, type ModuleRenderProps } from './define.ts'

/** Placeholder size when a photo's dimensions are unknown: the 4:5 the cards are drawn at. */
const PHOTO_FALLBACK = { width: 480, height: 600 }

function LifeDates({ obituary }: { obituary: ObituarySummary }) {
  const born = formatCalendarDate(obituary.birthDate)
  const died = formatCalendarDate(obituary.deathDate)
  if (!born && !died) return null
  return (
    <p className="m-0 font-sans text-md text-muted">
      {born ? <time dateTime={obituary.birthDate ?? undefined}>{born}</time> : null}
      {born && died ? ' – ' : null}
      {died ? <time dateTime={obituary.deathDate ?? undefined}>{died}</time> : null}
    </p>
  )
}

type ObituaryCardProps = { obituary: ObituarySummary; loading: 'eager' | 'lazy'; place: PhotoPlace }

function ObituaryCard({ obituary, loading, place }: ObituaryCardProps) {
  const href = obituaryPageHref(obituary)
  return (
    <li className="flex flex-col" data-obituary-id={obituary.id}>
      {obituary.photo ? (
        <MediaPhoto
          photo={obituary.photo}
          place={place}
          fallbackSize={PHOTO_FALLBACK}
          alt={obituary.fullName}
          loading={loading}
          decoding="async"
          className="block aspect-[4/5] w-full rounded-lg object-cover"
        />
      ) : (
        <div aria-hidden="true" className="aspect-[4/5] w-full rounded-lg bg-secondary" />
      )}
      <h3 className="mb-1 mt-3 text-xl">
        <SiteLink to={href} className="inline-flex min-h-[44px] items-center">
          {obituary.fullName}
        </SiteLink>
      </h3>
      <LifeDates obituary={obituary} />
    </li>
  )
}

/**
 * The newest obituaries, loaded with the page (`load`) so the SSR page already lists them. When
 * they could not be loaded the module leaves no gap and no error: the rest of the page stands.
 */
function RecentObituaries({
  module,
  index,
  data,
}: ModuleRenderProps<RecentObituariesModule, Answer<typeof operations.getApiWebObituaries>>) {
  if (!data) return null
  const heading = module.heading ?? 'Recent obituaries'
  const shown = Math.min(data.content.length, module.count)
  const place: PhotoPlace = { sizes: balancedGridSizes(shown, 4, 2), widths: PHOTO_WIDTHS }
  return (
    <section className="mb-12" data-module-id={module.id} data-module-type="recent-obituaries">
      <h2>{heading}</h2>
      {data.content.length === 0 ? (
        <EmptyState kind="none" />
      ) : (
        <ul className="balanced-grid" style={balancedGridStyle(shown, 4, 2)}>
          {data.content.slice(0, module.count).map((obituary) => (
            <ObituaryCard key={obituary.id} obituary={obituary} loading={imageLoading(index)} place={place} />
          ))}
        </ul>
      )}
      <p className="mt-6">
        <SiteLink to={ALL_OBITUARIES_PATH} className={buttonClassName({ variant: 'secondary' })}>
          View all obituaries
        </SiteLink>
      </p>
    </section>
  )
}

export const recentObituariesModule = defineModule<RecentObituariesModule, Answer<typeof operations.getApiWebObituaries>>({
  type: 'recent-obituaries',
  Render: RecentObituaries,
  // Loader-only code comes on demand (decision 027): a first load has the data with the page.
  load: async (module) => (await import('../features/module-data/loaders.ts')).loadRecentObituaries(module.count),
})
