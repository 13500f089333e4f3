/**
 * Values read from cached answers (the parsed redirect list, the approved render context's
 * text), kept in this isolate's memory so a request does not read and parse the same answer from
 * the Cache API again. An entry belongs to the host version it was read under and lives only as
 * long as the cached answer it came from is fresh: a purge (a new version) or the end of that
 * freshness makes it unusable, and the caller goes back through the edge cache (which then also
 * serves stale answers and refreshes them, as before).
 */

type Memoized<T> = { version: number; freshUntil: number; value: T; bytes: number }

/** A memo's size in bytes besides its count of keys: `sizeOf` a value, at most `bytes` in all (a value larger is not kept). */
export type MemoBudget<T> = { bytes: number; sizeOf: (value: T) => number }

/** Hosts a memo keeps at most: the oldest entry is dropped first beyond it (a Worker serves many hosts). */
export const ISOLATE_MEMO_LIMIT = 500

export class IsolateMemo<T> {
  readonly #entries = new Map<string, Memoized<T>>()
  readonly #limit: number
  readonly #budget: MemoBudget<T> | undefined
  #bytes = 0

  constructor(limit = ISOLATE_MEMO_LIMIT, budget?: MemoBudget<T>) {
    this.#limit = limit
    this.#budget = budget
  }

  /** The value kept for `key` when it was read under `version` and is still fresh at `now` (ms). */
  get(key: string, version: number, now: number): T | undefined {
    const entry = this.#entries.get(key)
    if (!entry) return undefined
    if (entry.version === version && now < entry.freshUntil) return entry.value
    this.#drop(key)
    return undefined
  }

  /** Keeps `value` for `key` under `version` until `freshUntil` (ms); nothing when already expired. */
  set(key: string, version: number, freshUntil: number, value: T, now: number): void {
    this.#drop(key)
    if (freshUntil <= now) return
    const bytes = this.#budget ? this.#budget.sizeOf(value) : 0
    if (this.#budget && bytes > this.#budget.bytes) return
    this.#entries.set(key, { version, freshUntil, value, bytes })
    this.#bytes += bytes
    // Map keeps insertion order: the first key is the one written longest ago.
    while (this.#entries.size > this.#limit || (this.#budget && this.#bytes > this.#budget.bytes)) {
      const oldest = this.#entries.keys().next()
      if (oldest.done) break
      this.#drop(oldest.value)
    }
  }

  #drop(key: string): void {
    const entry = this.#entries.get(key)
    if (!entry) return
    this.#entries.delete(key)
    this.#bytes -= entry.bytes
  }

  get size(): number {
    return this.#entries.size
  }

  /** Bytes kept, by the budget's `sizeOf` (0 without a budget). */
  get bytes(): number {
    return this.#bytes
  }
}
