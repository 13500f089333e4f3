import { SERVICE_EVENT_LABELS } from '#contract/obituary-constants.ts'
import type { Obituary, ServiceEvent } from '#contract/obituaries.ts'
import type { Address } from '#contract/website.ts'
import { absoluteUrl, canonicalUrl, jsonLdScript, seoHead, type Head } from '#src/lib/seo.ts'
import { isoWithOffset } from './dates.ts'
import { firstSentences, obituaryHref } from './rules.ts'
import { obituaryTitle } from './title.ts'

function postalAddress(address: Address) {
  return {
    '@type': 'PostalAddress',
    streetAddress: [address.line1, address.line2].filter(Boolean).join(', '),
    addressLocality: address.city,
    addressRegion: address.region,
    postalCode: address.postalCode,
    addressCountry: 'US',
  }
}

/** schema.org `Person`: the one the obituary is about. */
export function personJsonLd(obituary: Obituary, origin: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: obituary.fullName,
    givenName: obituary.firstName,
    familyName: obituary.lastName,
    ...(obituary.birthDate ? { birthDate: obituary.birthDate } : {}),
    ...(obituary.deathDate ? { deathDate: obituary.deathDate } : {}),
    ...(obituary.photo ? { image: absoluteUrl(origin, obituary.photo.url) } : {}),
    url: canonicalUrl(origin, obituaryHref(obituary)),
  }
}

/** schema.org `Event` for one service; times with the funeral home's offset. */
export function serviceJsonLd(event: ServiceEvent, obituary: Obituary, origin: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: `${event.label || SERVICE_EVENT_LABELS[event.kind]} for ${obituary.fullName}`,
    startDate: isoWithOffset(event.startsAt, event.timeZone),
    ...(event.endsAt ? { endDate: isoWithOffset(event.endsAt, event.timeZone) } : {}),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: event.livestreamUrl
      ? 'https://schema.org/MixedEventAttendanceMode'
      : 'https://schema.org/OfflineEventAttendanceMode',
    location: [
      { '@type': 'Place', name: event.place.name, address: postalAddress(event.place.address) },
      ...(event.livestreamUrl ? [{ '@type': 'VirtualLocation', url: event.livestreamUrl }] : []),
    ],
    url: canonicalUrl(origin, obituaryHref(obituary)),
  }
}

export type ObituaryHeadInput = {
  obituary: Obituary
  companyName: string
  origin: string
  previewing: boolean
  /** This page's own path (a tab has its own canonical URL). */
  path: string
  /** The tab's name for the title ('Photos'), none on the main tab. */
  tab?: string
}

/**
 * Head of an obituary page: title, description from the text's first sentences, the banner (or
 * the photo) as the sharing image (a large card), and JSON-LD for the person and each service.
 */
export function obituaryHead({ obituary, companyName, origin, previewing, path, tab }: ObituaryHeadInput): Head {
  // The spec's page has no banner region: the home's wide banner is what a share shows, the portrait otherwise.
  const shared = obituary.banner ?? obituary.photo
  const head = seoHead({
    siteName: companyName,
    title: obituaryTitle(obituary.fullName, companyName, tab),
    description: firstSentences(obituary.text),
    origin,
    path,
    previewing,
    type: 'article',
    image: shared ? { url: shared.url, width: shared.width, height: shared.height, alt: obituary.fullName } : null,
  })
  if (shared) head.meta.push({ name: 'twitter:image', content: absoluteUrl(origin, shared.url) })
  return {
    ...head,
    scripts: [
      jsonLdScript(personJsonLd(obituary, origin)),
      ...obituary.services.map((e) => jsonLdScript(serviceJsonLd(e, obituary, origin))),
    ],
  }
}
