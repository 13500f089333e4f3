import { useEffect, useRef } from 'react'
import type { z } from 'zod'

/**
 * Answers kept on this device while someone types (issue 14 "nothing typed is lost"): one JSON
 * entry per form in localStorage, read back through a schema after a reload or Back, removed
 * after a successful submit. Storage that refuses (private mode, full) only means a reload would
 * lose the answers: nothing here throws. The form decides what goes in (never a card number).
 */

/** What the helpers need of `localStorage` (a test passes a fake). */
export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

/** The browser's localStorage, or null on the server and where it is refused. */
export function browserStorage(): DraftStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage
  } catch {
    return null
  }
}

/** A draft's key: the form's name and the site's host (each funeral home its own), plus what it is about. */
export function draftStorageKey(form: string, host: string, ...about: (string | number)[]): string {
  return [form, host.toLowerCase(), ...about].join(':')
}

/** What reads an entry back: a zod schema, or a hand-written check of the same shape (where zod must not load). */
export type StoredReader<T> = { safeParse: (value: unknown) => { success: true; data: T } | { success: false } }

/** The saved entry as the schema reads it (unknown keys dropped), or null when there is none or it cannot be read. */
export function readStored<T>(storage: DraftStorage, key: string, schema: z.ZodType<T> | StoredReader<T>): T | null {
  try {
    const text = storage.getItem(key)
    if (!text) return null
    const parsed = schema.safeParse(JSON.parse(text))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

/** Saves the entry; false when the device refused. */
export function writeStored(storage: DraftStorage, key: string, value: unknown): boolean {
  try {
    storage.setItem(key, JSON.stringify(value))
    return true
  } catch {
    return false
  }
}

export function removeStored(storage: DraftStorage, key: string): void {
  try {
    storage.removeItem(key)
  } catch {
    // A storage that cannot be written holds nothing of ours either.
  }
}

type DeviceDraftOptions<V, D> = {
  /** The form's values now (the caller reads them from its form store). */
  values: V
  /** Puts saved answers back into the form (once, after the page is live). */
  restore: (values: V) => void
  /** This form's storage key on a host (draftStorageKey). */
  keyFor: (host: string) => string
  schema: z.ZodType<D> | StoredReader<D>
  /** The part of the values that may be kept; `fromDraft` turns it back into values. */
  toDraft: (values: V) => D
  fromDraft: (draft: D) => V
  /** Nothing typed: the entry is removed rather than written. */
  isEmpty: (draft: D) => boolean
}

/**
 * Keeps a form's answers on the device: restores them once in the browser (the server renders
 * the empty form, so hydration matches), then saves every change. Returns `clear`, to call after
 * a successful submit.
 */
export function useDeviceDraft<V, D>({ values, restore, keyFor, schema, toDraft, fromDraft, isEmpty }: DeviceDraftOptions<V, D>) {
  const restored = useRef(false)
  useEffect(() => {
    const storage = browserStorage()
    if (!storage) return
    const key = keyFor(location.host)
    if (!restored.current) {
      restored.current = true
      const saved = readStored(storage, key, schema)
      if (saved && !isEmpty(saved)) {
        restore(fromDraft(saved))
        return
      }
    }
    const draft = toDraft(values)
    if (isEmpty(draft)) removeStored(storage, key)
    else writeStored(storage, key, draft)
    // Saved on a change of the values only; the functions are the form's own and do not change meaning.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, [values])
  return {
    clear: () => {
      const storage = browserStorage()
      if (storage) removeStored(storage, keyFor(location.host))
    },
  }
}
