/**
 * A host's version read from the Cache API, shared by the requests of this isolate that ask for
 * it at about the same time, without ever handing a request a version read before it asked
 * (issue 15 point 6: the version read was most of what an edge-cache HIT still cost).
 *
 * At most one read per host is in flight. A request that asks meanwhile does not take that read's
 * answer (it began before the request asked, so it may predate a purge the request must see): it
 * waits for the next read, which begins when the current one ends and answers everyone who asked
 * in between. So every request still sees a version read after it asked, as when each read its
 * own (a purge done before a request asks is always seen), but a busy isolate reads a host's
 * version about once per read's duration instead of once per request.
 */

type Slot = { current: Promise<number>; next?: Promise<number> }

export class VersionReads {
  readonly #slots = new Map<string, Slot>()

  /** The version of `host` from a read begun at or after this call (`load` performs one). */
  read(host: string, load: () => Promise<number>): Promise<number> {
    const slot = this.#slots.get(host)
    if (!slot) return this.#start(host, load)
    slot.next ??= slot.current.then(
      () => this.#start(host, load),
      () => this.#start(host, load),
    )
    return slot.next
  }

  #start(host: string, load: () => Promise<number>): Promise<number> {
    const current = load()
    const slot: Slot = { current }
    this.#slots.set(host, slot)
    const done = () => {
      // Nobody waits for a next read: the host has no read in flight any more.
      if (this.#slots.get(host) === slot && !slot.next) this.#slots.delete(host)
    }
    current.then(done, done)
    return current
  }

  /** Hosts with a read in flight (for tests). */
  get size(): number {
    return this.#slots.size
  }
}

/** One set of shared reads per cache (the isolate's `caches.default`; a test's own cache has its own). */
const perCache = new WeakMap<Cache, VersionReads>()

export function versionReadsOf(cache: Cache): VersionReads {
  let reads = perCache.get(cache)
  if (!reads) {
    reads = new VersionReads()
    perCache.set(cache, reads)
  }
  return reads
}
