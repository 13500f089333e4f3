import { useSyncExternalStore } from 'react'
import { browserStorage, readStored, removeStored, writeStored, type DraftStorage } from '#src/lib/device-draft.ts'
import { PLANNING_DRAFT_READER, type DraftAnswer, type PlanningDraft } from './draft-shape.ts'

/**
 * The planning request as typed so far, kept on the device (spec issue 8 "nothing lost"): saved
 * to localStorage on every change, per host (each funeral home its own draft), read back after a
 * reload or a closed tab, removed after a successful submit.
 *
 * It is also what makes the planning form "loaded" for the guards (spec §2): a draft with a plan
 * type means the visitor started on /plan-now on this device, so the locations, step and review
 * screens may fetch the form's definitions again instead of sending them back to the start.
 */

export type { DraftAnswer, PlanningDraft }

export const EMPTY_DRAFT: PlanningDraft = { version: 1, answers: {} }

/** The localStorage key of a host's draft. */
export function draftKey(host: string): string {
  return `plan-now-draft:${host.toLowerCase()}`
}

/** The saved draft, or null when there is none or it cannot be read (a corrupt or older entry). */
export function readDraft(storage: DraftStorage, host: string): PlanningDraft | null {
  return readStored<PlanningDraft>(storage, draftKey(host), PLANNING_DRAFT_READER)
}

/**
 * Saves the draft. Returns false when the device refused (private mode, full storage): the form
 * keeps working from memory, only a reload would lose it.
 */
export function writeDraft(storage: DraftStorage, host: string, draft: PlanningDraft, now: Date = new Date()): boolean {
  return writeStored(storage, draftKey(host), { ...draft, savedAt: now.toISOString() })
}

export function removeDraft(storage: DraftStorage, host: string): void {
  removeStored(storage, draftKey(host))
}

/** The answers with `changes` merged in; the same object when nothing changed (no needless save). */
export function mergeAnswers(answers: Readonly<Record<string, DraftAnswer>>, changes: Readonly<Record<string, DraftAnswer>>) {
  const changed = Object.entries(changes).some(([id, value]) => answers[id] !== value)
  return changed ? { ...answers, ...changes } : answers
}

// ---- The browser's one store, shared by every planning screen -------------------------------

type Listener = () => void
const listeners = new Set<Listener>()
/** In memory as well: the truth while the page lives, even where storage refuses to keep it. */
let current: PlanningDraft | null = null
let loaded = false

function currentHost(): string {
  return typeof location === 'undefined' ? '' : location.host
}

function emit() {
  for (const listener of listeners) listener()
}

/** The draft on this device, read from storage once per page. */
export function getDraft(): PlanningDraft | null {
  if (!loaded) {
    const storage = browserStorage()
    if (!storage) return null
    current = readDraft(storage, currentHost())
    loaded = true
  }
  return current
}

/** Changes the draft (starting from an empty one) and saves it. */
export function updateDraft(change: (draft: PlanningDraft) => PlanningDraft): PlanningDraft {
  const next = change(getDraft() ?? EMPTY_DRAFT)
  if (next === current) return next
  current = next
  const storage = browserStorage()
  if (storage) writeDraft(storage, currentHost(), next)
  emit()
  return next
}

/** Forgets the draft (after a successful submit, or "Start over"). */
export function clearDraft(): void {
  current = null
  loaded = true
  const storage = browserStorage()
  if (storage) removeDraft(storage, currentHost())
  emit()
}

/** For tests: forget what this page has read, so the next read goes to storage again. */
export function resetDraftMemory(): void {
  current = null
  loaded = false
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener)
  // Another tab of the same site changed the draft: follow it rather than overwrite it later.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== draftKey(currentHost())) return
    loaded = false
    listener()
  }
  window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', onStorage)
  }
}

/** The draft in a component; null on the server and when there is none. */
export function useDraft(): PlanningDraft | null {
  return useSyncExternalStore(subscribe, getDraft, () => null)
}
