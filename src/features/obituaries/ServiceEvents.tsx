import type { Obituary, ServiceEvent } from '#contract/obituaries.ts'
import { formatEventDate, formatEventTime } from './dates.ts'
import { icsDataHref, icsFileName, icsFor, placeLine } from './ics.ts'

function EventItem({ event, obituary, pageUrl }: { event: ServiceEvent; obituary: Obituary; pageUrl: string }) {
  const a = event.place.address
  const ics = icsFor({
    uid: `service-${event.id}-obituary-${obituary.id}@${new URL(pageUrl).hostname}`,
    title: `${event.label} for ${obituary.fullName}`,
    startsAt: event.startsAt,
    endsAt: event.endsAt,
    stamp: obituary.publishedAt,
    location: placeLine(event.place),
    description: [event.note, event.livestreamUrl ? `Livestream: ${event.livestreamUrl}` : null, pageUrl].filter(Boolean).join('\n'),
    url: pageUrl,
  })
  return (
    <li className="service-event" data-service-id={event.id}>
      <h3 className="service-event__label">{event.label}</h3>
      <p className="service-event__when">
        <time dateTime={event.startsAt}>
          <span className="service-event__date">{formatEventDate(event.startsAt, event.timeZone)}</span>
          <br />
          <span className="service-event__time">{formatEventTime(event.startsAt, event.endsAt, event.timeZone)}</span>
        </time>
      </p>
      <address className="service-event__place">
        <strong>{event.place.name}</strong>
        <br />
        {a.line1}
        {a.line2 ? (
          <>
            <br />
            {a.line2}
          </>
        ) : null}
        <br />
        {a.city}, {a.region} {a.postalCode}
      </address>
      {event.note ? <p className="service-event__note">{event.note}</p> : null}
      <ul className="service-event__actions">
        <li>
          <a href={event.mapUrl} className="service-event__action" target="_blank" rel="noopener noreferrer">
            Map and directions<span className="visually-hidden"> to {event.place.name} (opens in a new tab)</span>
          </a>
        </li>
        <li>
          <a href={icsDataHref(ics)} download={icsFileName(event.label, obituary.nameSlug)} className="service-event__action">
            Add to calendar<span className="visually-hidden">: {event.label}</span>
          </a>
        </li>
        {event.livestreamUrl ? (
          <li>
            <a href={event.livestreamUrl} className="service-event__action" target="_blank" rel="noopener noreferrer">
              Watch the livestream<span className="visually-hidden"> of the {event.label} (opens in a new tab)</span>
            </a>
          </li>
        ) : null}
      </ul>
    </li>
  )
}

/** The gatherings, in the funeral home's time zone, each with a map, a calendar file and any livestream. */
export function ServiceEvents({ obituary, pageUrl }: { obituary: Obituary; pageUrl: string }) {
  if (obituary.services.length === 0) return null
  return (
    <section className="obituary-services" aria-labelledby="obituary-services-title">
      <h2 id="obituary-services-title">Services</h2>
      <ul className="obituary-services__list">
        {obituary.services.map((event) => (
          <EventItem key={event.id} event={event} obituary={obituary} pageUrl={pageUrl} />
        ))}
      </ul>
    </section>
  )
}
