/**
 * The obituary contract's plain values (paths, limits, labels): what public pages need without a
 * single schema, apart from contract/obituaries.ts (which re-exports them), so a route's options
 * can import them without taking the schemas into every page's entry chunk (issue 15).
 */

/**
 * Public obituary calls (issue 9): anonymous, the funeral home from X-Host. Only published
 * obituaries exist here; anything unpublished or of another funeral home is a 404.
 */
export const OBITUARY_PATHS = {
  search: '/api/web/obituaries',
  obituary: '/api/web/obituaries/{id}',
  photos: '/api/web/obituaries/{id}/photos',
  memories: '/api/web/obituaries/{id}/memories',
  memoryPhoto: '/api/web/obituaries/{id}/memories/photo',
  memorialVideo: '/api/web/obituaries/{id}/memorial-video',
} as const

/** A concrete path: `obituaryPath('photos', 1001)` → `/api/web/obituaries/1001/photos`. */
export function obituaryPath(name: keyof typeof OBITUARY_PATHS, id: number | string): string {
  return OBITUARY_PATHS[name].replace('{id}', encodeURIComponent(String(id)))
}

/** Longest name search we look at; longer input is a typo or abuse. */
export const OBITUARY_QUERY_MAX = 100

export const SERVICE_EVENT_KIND_VALUES = [
  'visitation',
  'funeral-service',
  'memorial-service',
  'committal',
  'celebration-of-life',
  'reception',
] as const

/** What the page calls each kind of gathering. */
export const SERVICE_EVENT_LABELS: Record<(typeof SERVICE_EVENT_KIND_VALUES)[number], string> = {
  visitation: 'Visitation',
  'funeral-service': 'Funeral Service',
  'memorial-service': 'Memorial Service',
  committal: 'Committal',
  'celebration-of-life': 'Celebration of Life',
  reception: 'Reception',
}

/** What a visitor who shares a memory is told (spec §5). */
export const MEMORY_MESSAGES = {
  held: 'Thank you. Your memory has been sent to the family and will appear once they have reviewed it.',
  published: 'Thank you. Your memory has been shared.',
  wallClosed: 'The family has closed this memorial wall to new memories.',
  photosNotAllowed: 'The family has chosen not to accept photos on this memorial wall.',
  photoNotFound: 'The photo could not be found. Please upload it again.',
  tooMany: 'You have shared several memories in a short time. Please wait a few minutes and try again.',
} as const
