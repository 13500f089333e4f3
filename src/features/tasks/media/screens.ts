import type { TaskScreenEntries } from '../screen-types.ts'
import { albumPhotosQuery, memorialThemeQuery, musicQuery, stockThemesQuery } from './queries.ts'

/**
 * The media tasks' screens (issue 19): photos, music, the obituary photo (with the case photo),
 * the memorial theme. Each body is its own chunk; the upload code and the photo resizer load with
 * them only, never on public pages.
 */
export const MEDIA_TASK_SCREENS = {
  'upload-photos': {
    load: () => import('./UploadPhotos.tsx'),
    prefetch: (client, caseId) => client.ensureQueryData(albumPhotosQuery(caseId)),
  },
  'upload-music': {
    load: () => import('./UploadMusic.tsx'),
    prefetch: (client, caseId) => client.ensureQueryData(musicQuery(caseId)),
  },
  // The obituary's photo is read in the browser: a case without an obituary yet answers 404, not an error page.
  'upload-obituary-photo': { load: () => import('./UploadObituaryPhoto.tsx') },
  'select-theme': {
    load: () => import('./SelectTheme.tsx'),
    prefetch: (client, caseId) =>
      Promise.all([client.ensureQueryData(memorialThemeQuery(caseId)), client.ensureQueryData(stockThemesQuery())]),
  },
} satisfies TaskScreenEntries
