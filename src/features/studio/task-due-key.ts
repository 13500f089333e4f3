import { draftStorageKey } from '#src/lib/device-draft.ts'

/** Where a task's due date is kept on the device while typed (zod-free: the tasks screen clears it when the date is cleared). */
export const taskDueDraftKey = (taskId: number) => (host: string) => draftStorageKey('studio-task-due', host, taskId)
