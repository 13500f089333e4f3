import type { TaskScreenEntries } from '../screen-types.ts'

/** The review tasks' screens (issue 20): details, obituary, video, stationery, the memorial wall. */
export const REVIEW_TASK_SCREENS: TaskScreenEntries = {}
