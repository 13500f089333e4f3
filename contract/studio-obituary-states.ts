/**
 * The obituary desk's states and sentences without zod (contract/studio-obituaries.ts has the calls),
 * so the studio's list and editor screens do not load zod with their first paint.
 */

/** Where an obituary stands, in the order of its life. */
export const OBITUARY_STATES = ['not-started', 'draft', 'with-family', 'scheduled', 'published'] as const
export type ObituaryState = (typeof OBITUARY_STATES)[number]

export const OBITUARY_STATE_LABELS: Record<ObituaryState, string> = {
  'not-started': 'Not started',
  draft: 'Draft',
  'with-family': 'With the family',
  scheduled: 'Scheduled',
  published: 'Published',
}

/** The sentences of refusals (422s) and of the screens. */
export const STUDIO_OBITUARY_MESSAGES = {
  /** 404: the case has no obituary yet (save one first). */
  notStarted: 'No obituary has been started for this case yet.',
  /** 422 on send/publish: nothing written. */
  noText: 'Write the obituary before sending or publishing it.',
  /** 422 on `at`: a time that has passed. */
  past: 'Please choose a time that is still to come, or publish now.',
  /** 422 on `at`: not a day and a time. */
  at: 'Please enter a day and a time, for example 2027-01-15 and 10:00.',
  /** 422 on unpublish: not public or scheduled. */
  notPublished: 'This obituary is not published or scheduled.',
  /** 422: the family has no one to send to. */
  noFamily: 'No one in the family has joined the case yet, so there is no one to send it to. Invite the family first.',
  /** 422: no details saved by the family. */
  noDetails: 'The family has not filled in the personal details yet.',
} as const
