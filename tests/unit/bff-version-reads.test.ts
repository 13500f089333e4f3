import { describe, expect, it } from 'vitest'
import { VersionReads } from '#bff/cache/version-reads.ts'

/**
 * A host's version read shared by requests that ask at about the same time (bff/cache/version-reads.ts),
 * never handing a request a read begun before it asked: a purge done before a request asks is seen.
 */

/** A stand-in for the Cache API's version entry, whose reads finish when the test says so. */
function versionStore(initial: number) {
  let version = initial
  const reads: { resolve: () => void; started: number }[] = []
  const load = () =>
    new Promise<number>((resolve) => {
      // The value is taken when the read finishes, as a Cache API read gives what is there then.
      reads.push({ resolve: () => resolve(version), started: version })
    })
  return {
    load,
    reads,
    purge: () => {
      version += 1
    },
    finish: async (index: number) => {
      reads[index]?.resolve()
      // Let the promise chain run (the next read starts once the current one settled).
      for (let i = 0; i < 5; i++) await Promise.resolve()
    },
  }
}

describe('shared version reads', () => {
  it('read once for every request that asked while a read was in flight, in a read begun after they asked', async () => {
    const shared = new VersionReads()
    const store = versionStore(7)
    const first = shared.read('a.test', store.load)
    // Asked while the first read runs: they wait for the next one, which begins after the purge below.
    const second = shared.read('a.test', store.load)
    const third = shared.read('a.test', store.load)
    store.purge()
    expect(store.reads).toHaveLength(1)
    await store.finish(0)
    expect(await first).toBe(8)
    expect(store.reads).toHaveLength(2)
    await store.finish(1)
    expect([await second, await third]).toEqual([8, 8])
    expect(store.reads).toHaveLength(2)
    expect(shared.size).toBe(0)
  })

  it('never hands a request the answer of a read begun before it asked', async () => {
    const shared = new VersionReads()
    const store = versionStore(1)
    const early = shared.read('a.test', store.load)
    // The read above is under way; a purge finishes; a request asks after it: it must see 2.
    store.purge()
    const late = shared.read('a.test', store.load)
    await store.finish(0)
    await store.finish(1)
    expect(await early).toBe(2)
    expect(await late).toBe(2)
    // The late request's value came from a read that started after it asked.
    expect(store.reads).toHaveLength(2)
  })

  it('keeps hosts apart and starts again after a failed read', async () => {
    const shared = new VersionReads()
    const a = versionStore(1)
    const b = versionStore(50)
    const fromA = shared.read('a.test', a.load)
    const fromB = shared.read('b.test', b.load)
    await a.finish(0)
    await b.finish(0)
    expect([await fromA, await fromB]).toEqual([1, 50])
    const failing = shared.read('a.test', () => Promise.reject(new Error('cache down')))
    const waiting = shared.read('a.test', a.load)
    await expect(failing).rejects.toThrow('cache down')
    await a.finish(1)
    expect(await waiting).toBe(1)
    expect(shared.size).toBe(0)
  })
})
