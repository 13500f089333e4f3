import { describe, expect, it } from 'vitest'
import { TASK_STATUSES, TASK_TRANSITIONS, TASK_TYPES, isTaskType } from '#contract/task-constants.ts'
import { taskPath } from '#src/features/portal/paths.ts'
import { assigneeNames, isAssignedTo, tasksMineFirst } from '#src/features/portal/task-people.ts'
import { completesByApproval, finishingNote, taskActions } from '#src/features/tasks/rules.ts'

const person = (id: number, firstName: string) => ({ id, firstName, lastName: 'Ellis', email: `${firstName.toLowerCase()}@example.org` })

describe('tasks mine first', () => {
  const tasks = [
    { id: 1, assignees: [] },
    { id: 2, assignees: [person(7, 'Tom')] },
    { id: 3, assignees: [person(5, 'Ada'), person(7, 'Tom')] },
    { id: 4, assignees: [person(5, 'Ada')] },
  ]

  it("puts the member's own tasks first, keeping the funeral home's order in each group", () => {
    expect(tasksMineFirst(tasks, 7).map((t) => t.id)).toEqual([2, 3, 1, 4])
    expect(tasksMineFirst(tasks, 5).map((t) => t.id)).toEqual([3, 4, 1, 2])
  })

  it('keeps the order when nobody is signed in or the member has none', () => {
    expect(tasksMineFirst(tasks, undefined).map((t) => t.id)).toEqual([1, 2, 3, 4])
    expect(tasksMineFirst(tasks, 99).map((t) => t.id)).toEqual([1, 2, 3, 4])
    expect(isAssignedTo(tasks[1]!, undefined)).toBe(false)
  })
})

describe('task actions', () => {
  it('offers only moves the api allows, from every status of every task', () => {
    for (const type of TASK_TYPES) {
      for (const status of TASK_STATUSES) {
        const actions = taskActions({ type, status })
        expect(actions.length).toBeGreaterThan(0)
        for (const action of actions) expect(TASK_TRANSITIONS[status]).toContain(action.to)
      }
    }
  })

  it('completes a task by a button, reopens it, and takes a skipped one up again', () => {
    expect(taskActions({ type: 'upload-photos', status: 'not-started' })[0]).toMatchObject({ to: 'completed', label: 'Mark as done' })
    expect(taskActions({ type: 'upload-photos', status: 'in-progress' })[0]).toMatchObject({ to: 'completed' })
    expect(taskActions({ type: 'upload-photos', status: 'completed' })).toEqual([{ to: 'in-progress', label: 'Reopen', look: 'secondary' }])
    expect(taskActions({ type: 'upload-photos', status: 'skipped' }).map((a) => a.to)).toEqual(['not-started'])
  })

  it('never marks a review done without its approval', () => {
    for (const type of ['review-obituary', 'review-video', 'review-stationery'] as const) {
      expect(completesByApproval(type)).toBe(true)
      for (const status of TASK_STATUSES) {
        if (status === 'completed') continue
        expect(taskActions({ type, status }).map((a) => a.to)).not.toContain('completed')
      }
    }
    expect(completesByApproval('review-wall-settings')).toBe(false)
  })
})

describe('what finishing a task needs (issue 34.2)', () => {
  it('a review task is finished by approving, until it is done', () => {
    expect(finishingNote({ type: 'review-obituary', status: 'in-progress' })).toBe('Approving below completes this task.')
    expect(finishingNote({ type: 'review-video', status: 'completed' })).toBeUndefined()
  })

  it('any other by Mark as done, said while it is open; nothing once finished or not needed', () => {
    const open = 'What you save here is kept as you go. When nothing more is needed, press Mark as done.'
    expect(finishingNote({ type: 'upload-photos', status: 'not-started' })).toBe(open)
    expect(finishingNote({ type: 'review-wall-settings', status: 'in-progress' })).toBe(open)
    expect(finishingNote({ type: 'upload-photos', status: 'completed' })).toBeUndefined()
    expect(finishingNote({ type: 'select-theme', status: 'skipped' })).toBeUndefined()
  })
})

describe('assignee names and task addresses', () => {
  it('names who is doing a task, the signed-in member as "you"', () => {
    expect(assigneeNames({ assignees: [] }, 5)).toBe('')
    expect(assigneeNames({ assignees: [person(5, 'Ada')] }, 5)).toBe('you')
    expect(assigneeNames({ assignees: [person(5, 'Ada'), person(7, 'Tom')] }, 7)).toBe('Ada Ellis and you')
    expect(assigneeNames({ assignees: [person(5, 'Ada'), person(7, 'Tom'), person(8, 'Jo')] }, undefined)).toBe(
      'Ada Ellis, Tom Ellis and Jo Ellis',
    )
  })

  it('knows the task types and builds their screens’ addresses', () => {
    expect(isTaskType('upload-photos')).toBe(true)
    expect(isTaskType('upload-everything')).toBe(false)
    expect(taskPath(1101, 'walter-ellis', 'upload-photos')).toBe('/family-portal/1101/walter-ellis/task/upload-photos')
    expect(taskPath(1101, 'walter-ellis', 'review-stationery', 'prayer card')).toBe(
      '/family-portal/1101/walter-ellis/task/review-stationery/prayer%20card',
    )
  })
})

describe('task screens', () => {
  it('has a screen for every task type, each its own chunk', async () => {
    const { TASK_SCREENS } = await import('#src/features/tasks/screens.ts')
    expect(Object.keys(TASK_SCREENS).toSorted()).toEqual([...TASK_TYPES].toSorted())
    for (const type of TASK_TYPES) expect(typeof TASK_SCREENS[type]?.load).toBe('function')
  })
})
