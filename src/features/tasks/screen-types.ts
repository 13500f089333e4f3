import type { QueryClient } from '@tanstack/react-query'
import type { ComponentType } from 'react'
import type { FamilyCase, Task } from '#contract/family.ts'
import type { TaskType } from '#contract/task-constants.ts'

/** What every task screen's body is given: the case and its task (the frame around it shows the rest). */
export type TaskScreenProps = { familyCase: FamilyCase; task: Task }

/**
 * One task's screen: its body's module, loaded on demand (one chunk per task: a family opening
 * the music task never downloads the stationery viewer), and what the body reads, asked by the
 * route's loader so the page arrives whole.
 */
export type TaskScreenEntry = {
  load: () => Promise<{ default: ComponentType<TaskScreenProps> }>
  prefetch?: (client: QueryClient, caseId: number) => Promise<unknown>
}

export type TaskScreenEntries = Partial<Readonly<Record<TaskType, TaskScreenEntry>>>
