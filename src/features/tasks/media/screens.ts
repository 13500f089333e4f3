import type { TaskScreenEntries } from '../screen-types.ts'

/** The media tasks' screens (issue 19): photos, music, the obituary photo, the memorial theme. */
export const MEDIA_TASK_SCREENS: TaskScreenEntries = {}
