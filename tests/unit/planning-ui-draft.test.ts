// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import {
  clearDraft,
  draftKey,
  getDraft,
  mergeAnswers,
  readDraft,
  removeDraft,
  resetDraftMemory,
  updateDraft,
  writeDraft,
} from '#src/features/planning/draft.ts'
import { planningDraftOf } from '#src/features/planning/draft-shape.ts'
import type { DraftStorage } from '#src/lib/device-draft.ts'

afterEach(() => {
  localStorage.clear()
  resetDraftMemory()
})

describe('planning draft on the device', () => {
  it('is kept per host and read back', () => {
    writeDraft(
      localStorage,
      'localhost:8790',
      { version: 1, planType: 'at-need', answers: { contactFirstName: 'Ann' } },
      new Date('2026-11-01T10:00:00Z'),
    )
    expect(readDraft(localStorage, 'localhost:8790')).toEqual({
      version: 1,
      planType: 'at-need',
      answers: { contactFirstName: 'Ann' },
      savedAt: '2026-11-01T10:00:00.000Z',
    })
    expect(readDraft(localStorage, 'harbor.localhost:8790')).toBeNull()
    expect(draftKey('Harbor.Localhost')).toBe(draftKey('harbor.localhost'))
    removeDraft(localStorage, 'localhost:8790')
    expect(readDraft(localStorage, 'localhost:8790')).toBeNull()
  })

  it('ignores a corrupt or foreign entry instead of failing', () => {
    localStorage.setItem(draftKey('a'), '{not json')
    localStorage.setItem(draftKey('b'), JSON.stringify({ version: 2, answers: {} }))
    localStorage.setItem(draftKey('c'), JSON.stringify({ version: 1, planType: 'someone', answers: {} }))
    expect(['a', 'b', 'c'].map((host) => readDraft(localStorage, host))).toEqual([null, null, null])
  })

  it('survives a device that refuses storage', () => {
    const refusing: DraftStorage = {
      getItem: () => {
        throw new Error('SecurityError')
      },
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
      removeItem: () => {
        throw new Error('SecurityError')
      },
    }
    expect(writeDraft(refusing, 'h', { version: 1, answers: {} })).toBe(false)
    expect(readDraft(refusing, 'h')).toBeNull()
    expect(() => removeDraft(refusing, 'h')).not.toThrow()
  })

  it('saves every change for this host, restores it after a reload, and clears it', () => {
    updateDraft((d) => ({ ...d, planType: 'pre-plan-other' }))
    updateDraft((d) => ({ ...d, answers: mergeAnswers(d.answers, { decedentFirstName: 'Walter', agree: true }) }))
    // A reload: the page's memory is gone, the device still has it.
    resetDraftMemory()
    expect(getDraft()).toMatchObject({ planType: 'pre-plan-other', answers: { decedentFirstName: 'Walter', agree: true } })
    expect(JSON.parse(localStorage.getItem(draftKey(location.host)) ?? '{}')).toMatchObject({ planType: 'pre-plan-other' })
    clearDraft()
    expect(getDraft()).toBeNull()
    resetDraftMemory()
    expect(getDraft()).toBeNull()
    expect(localStorage.getItem(draftKey(location.host))).toBeNull()
  })

  it('merges answers without a new object when nothing changed', () => {
    const answers = { a: 'x', b: true }
    expect(mergeAnswers(answers, { a: 'x' })).toBe(answers)
    expect(mergeAnswers(answers, { a: 'y' })).toEqual({ a: 'y', b: true })
  })
})

describe('planningDraftOf: the draft read without zod', () => {
  it('keeps the known keys, each of its type, and drops unknown ones', () => {
    const draft = {
      version: 1,
      planType: 'pre-plan-self',
      locationId: 3,
      answers: { a: 'x', b: false },
      attempt: { key: 'plan-1', body: '{}', extra: 1 },
      errors: { a: 'This field is required' },
      savedAt: '2026-11-01T10:00:00.000Z',
      later: 'a newer key',
    }
    expect(planningDraftOf(draft)).toEqual({
      version: 1,
      planType: 'pre-plan-self',
      locationId: 3,
      answers: { a: 'x', b: false },
      attempt: { key: 'plan-1', body: '{}' },
      errors: { a: 'This field is required' },
      savedAt: '2026-11-01T10:00:00.000Z',
    })
  })

  it('refuses a draft with any part of the wrong type, as the schema did', () => {
    const base = { version: 1, answers: {} }
    const wrong = [
      null,
      [],
      { answers: {} },
      { ...base, answers: { a: 1 } },
      { ...base, answers: [] },
      { ...base, locationId: 0 },
      { ...base, locationId: 1.5 },
      { ...base, locationId: '3' },
      { ...base, attempt: { key: 'k' } },
      { ...base, errors: { a: 2 } },
      { ...base, savedAt: 5 },
    ]
    expect(wrong.map((value) => planningDraftOf(value))).toEqual(wrong.map(() => null))
    expect(planningDraftOf(base)).toEqual(base)
  })
})
