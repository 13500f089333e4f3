export type SingleFlight<V> = {
  /** `work()`'s promise, shared by every caller with the same key while it runs (and while kept after). */
  run(key: string, work: () => Promise<V>): Promise<V>
  /** Drops settled entries whose value matches (sign-out drops the pair it revoked). */
  forget(match: (value: V) => boolean): void
  /** Entries held now (in flight or kept): for tests. */
  size(): number
}

type Flight<V> = { promise: Promise<V>; settledAt?: number; value?: V }

/**
 * A map of in-flight promises keyed by a string: concurrent callers with one key share one
 * `work()`. A settled value `keep` accepts stays for `keepMs` (then is dropped on the next
 * call); any other settles and leaves at once, so the next caller tries again.
 */
export function createSingleFlight<V>(options: { keepMs: number; keep: (value: V) => boolean; now?: () => number }): SingleFlight<V> {
  const now = options.now ?? Date.now
  const flights = new Map<string, Flight<V>>()

  function purge() {
    const limit = now() - options.keepMs
    for (const [key, flight] of flights) {
      if (flight.settledAt !== undefined && flight.settledAt <= limit) flights.delete(key)
    }
  }

  return {
    run(key, work) {
      purge()
      const hit = flights.get(key)
      if (hit) return hit.promise
      const leave = () => {
        if (flights.get(key) === flight) flights.delete(key)
      }
      // Through a promise constructor, so a `work` that throws synchronously still settles the entry.
      const promise = new Promise<V>((resolve) => resolve(work())).then(
        (value) => {
          if (options.keep(value)) Object.assign(flight, { settledAt: now(), value })
          else leave()
          return value
        },
        (error: unknown) => {
          leave()
          throw error
        },
      )
      const flight: Flight<V> = { promise }
      flights.set(key, flight)
      return promise
    },
    forget(match) {
      for (const [key, flight] of flights) {
        if (flight.settledAt !== undefined && flight.value !== undefined && match(flight.value)) flights.delete(key)
      }
    },
    size: () => (purge(), flights.size),
  }
}
