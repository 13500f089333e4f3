import type { TaskScreenEntries } from '../screen-types.ts'
import { caseDetailsQuery, obituaryQuery, stationeryQuery, videoQuery, wallCommentsQuery, wallSettingsQuery } from './queries.ts'

/** The review tasks' screens (issue 20): details, obituary, video, stationery, the memorial wall. */
export const REVIEW_TASK_SCREENS = {
  'add-details': {
    load: () => import('./AddDetails.tsx'),
    prefetch: (client, caseId) => client.ensureQueryData(caseDetailsQuery(caseId)),
  },
  'review-obituary': {
    load: () => import('./ReviewObituary.tsx'),
    prefetch: (client, caseId) => client.ensureQueryData(obituaryQuery(caseId)),
  },
  'review-video': {
    load: () => import('./ReviewVideo.tsx'),
    prefetch: (client, caseId) => client.ensureQueryData(videoQuery(caseId)),
  },
  'review-stationery': {
    load: () => import('./ReviewStationery.tsx'),
    prefetch: (client, caseId) => client.ensureQueryData(stationeryQuery(caseId)),
  },
  'review-wall-comments': {
    load: () => import('./ReviewWallComments.tsx'),
    prefetch: (client, caseId) => client.ensureQueryData(wallCommentsQuery(caseId, 'pending', 0)),
  },
  'review-wall-settings': {
    load: () => import('./ReviewWallSettings.tsx'),
    prefetch: (client, caseId) =>
      Promise.all([client.ensureQueryData(wallSettingsQuery(caseId)), client.ensureQueryData(obituaryQuery(caseId))]),
  },
} satisfies TaskScreenEntries
