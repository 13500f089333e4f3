import { lazy, type ComponentType, type LazyExoticComponent } from 'react'
import type { TaskType } from '#contract/task-constants.ts'
import { MEDIA_TASK_SCREENS } from './media/screens.ts'
import { REVIEW_TASK_SCREENS } from './reviews/screens.ts'
import type { TaskScreenEntry, TaskScreenProps } from './screen-types.ts'

/**
 * Every task type's screen, by the area that builds it: each area's entries keep their own keys
 * (`satisfies`), so a task type without a screen fails to compile here.
 */
export const TASK_SCREENS: Readonly<Record<TaskType, TaskScreenEntry>> = { ...MEDIA_TASK_SCREENS, ...REVIEW_TASK_SCREENS }

/** Each screen's body as a lazy component, made once per type so React keeps its state between renders. */
export const TASK_BODIES: Partial<Readonly<Record<TaskType, LazyExoticComponent<ComponentType<TaskScreenProps>>>>> = Object.fromEntries(
  Object.entries(TASK_SCREENS).map(([type, entry]) => [type, lazy(entry.load)]),
)
