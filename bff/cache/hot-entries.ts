import { CACHE_STATUS_HEADER, fromStore } from './entry.ts'

/**
 * Fresh cached answers this isolate has served, kept in its memory as a browser gets them, so a
 * HIT of a busy page costs no Cache API read of the entry and no HTMLRewriter pass (issue 15
 * point 6): only the host's version is still read per request, and it is part of the key, so a
 * purge or publish (a new version), a deploy (a new deployment id) and the end of the entry's
 * freshness all leave this copy unreachable; stale-while-revalidate and stale-if-error stay with
 * the Cache API path (store.ts).
 *
 * The CSP nonce: a page's copy is made by the same swap a Cache API hit does (entry.ts
 * `fromStore`), given a random placeholder instead of a nonce, and split where the placeholder
 * landed; each hit joins the pieces with its own nonce. The bytes are those the swap would send,
 * so a nonce is never reused and markup SSR did not write never gains one. The placeholder is
 * drawn after the page exists, so the page cannot hold it by chance.
 */

export type HotEntry = {
  status: number
  /** The headers a browser gets, without x-cache. */
  headers: [string, string][]
  /** The body split where this response's nonce goes (one piece when nothing is swapped). */
  pieces: Uint8Array[]
  bytes: number
  freshUntil: number
  /**
   * The pieces joined once with a stand-in as long as a nonce, and where the stand-ins are: a hit
   * copies this in one go and writes its nonce into the slots (hotResponse). Made on the first hit.
   */
  filled?: Filled
}

type Filled = { nonceBytes: number; template: Uint8Array; slots: number[] }

/** Total bytes of bodies kept per isolate, and the largest body kept (Workers give an isolate 128 MB). */
export const HOT_LIMITS = { totalBytes: 8 * 1024 * 1024, entryBytes: 1024 * 1024 } as const

/** Where `needle` (not empty) starts in `haystack` at or after `from`, or -1. */
function indexOfBytes(haystack: Uint8Array, needle: Uint8Array, from: number): number {
  const [first] = needle
  if (first === undefined) return -1
  for (let i = haystack.indexOf(first, from); i !== -1 && i <= haystack.length - needle.length; i = haystack.indexOf(first, i + 1)) {
    let j = 1
    while (j < needle.length && haystack[i + j] === needle[j]) j++
    if (j === needle.length) return i
  }
  return -1
}

/** `body` cut at every `separator`, without it. */
export function splitBytes(body: Uint8Array, separator: Uint8Array): Uint8Array[] {
  const pieces: Uint8Array[] = []
  let start = 0
  for (let at = indexOfBytes(body, separator, 0); at !== -1; at = indexOfBytes(body, separator, start)) {
    pieces.push(body.subarray(start, at))
    start = at + separator.length
  }
  pieces.push(body.subarray(start))
  return pieces
}

/** The pieces joined with `glue` between each two. */
export function joinBytes(pieces: readonly Uint8Array[], glue: Uint8Array): Uint8Array<ArrayBuffer> {
  const size = pieces.reduce((sum, piece) => sum + piece.length, 0) + glue.length * (pieces.length - 1)
  const out = new Uint8Array(size)
  let at = 0
  pieces.forEach((piece, i) => {
    if (i > 0) {
      out.set(glue, at)
      at += glue.length
    }
    out.set(piece, at)
    at += piece.length
  })
  return out
}

const encoder = new TextEncoder()

/** The length of hono's CSP nonce (16 random bytes in base64): the slots of a hot copy are made this long first. */
const NONCE_BYTES = 24

/** The in-memory copy of a fresh stored entry (a Cache API response, internal headers and all); reads the stored body. */
export async function hotEntryOf(stored: Response, freshUntil: number): Promise<HotEntry> {
  const placeholder = `hot${crypto.randomUUID().replaceAll('-', '')}`
  const asServed = fromStore(stored, 'HIT', placeholder)
  const body = new Uint8Array(await asServed.arrayBuffer())
  const headers = [...asServed.headers].filter(([name]) => name !== CACHE_STATUS_HEADER)
  const entry: HotEntry = {
    status: asServed.status,
    headers,
    pieces: splitBytes(body, encoder.encode(placeholder)),
    bytes: body.length,
    freshUntil,
  }
  // Filled for the nonce secure-headers.ts makes (16 random bytes, base64), and the pieces taken
  // from that copy, so the entry holds one copy of the page, not two.
  const { template, slots } = filledFor(entry, NONCE_BYTES)
  entry.pieces = [0, ...slots.map((at) => at + NONCE_BYTES)].map((start, i) => template.subarray(start, slots[i] ?? template.length))
  return entry
}

/** The entry's pieces joined around stand-ins of `nonceBytes` bytes, and the slots' offsets; kept on the entry. */
function filledFor(entry: HotEntry, nonceBytes: number): Filled {
  if (entry.filled?.nonceBytes === nonceBytes) return entry.filled
  const slots: number[] = []
  let at = 0
  for (const piece of entry.pieces.slice(0, -1)) {
    at += piece.length
    slots.push(at)
    at += nonceBytes
  }
  entry.filled = { nonceBytes, template: joinBytes(entry.pieces, new Uint8Array(nonceBytes)), slots }
  return entry.filled
}

/** The body with `nonce` in every slot: one copy of the page, then a few bytes per slot. */
export function bodyWithNonce(entry: HotEntry, nonce: string): Uint8Array<ArrayBuffer> {
  const glue = encoder.encode(nonce)
  const { template, slots } = filledFor(entry, glue.length)
  const body = template.slice()
  for (const at of slots) body.set(glue, at)
  return body
}

/** The entry as this response: x-cache HIT, this response's `nonce` where the stored one was. */
export function hotResponse(entry: HotEntry, nonce: string): Response {
  const headers = new Headers(entry.headers)
  headers.set(CACHE_STATUS_HEADER, 'HIT')
  // A fresh body per response: the entry stays as it is for the next hit.
  return new Response(bodyWithNonce(entry, nonce), { status: entry.status, headers })
}

/** The copies, least recently used first out beyond `limits.totalBytes`; a body over `limits.entryBytes` is not kept. */
export class HotEntries {
  readonly #entries = new Map<string, HotEntry>()
  #bytes = 0
  readonly #limits: { totalBytes: number; entryBytes: number }

  constructor(limits: { totalBytes: number; entryBytes: number } = HOT_LIMITS) {
    this.#limits = limits
  }

  /** The copy under `key` while fresh at `now` (ms). */
  get(key: string, now: number): HotEntry | undefined {
    const entry = this.#entries.get(key)
    if (!entry) return undefined
    this.#drop(key)
    if (now >= entry.freshUntil) return undefined
    // Re-inserted: Map order is the use order.
    this.#entries.set(key, entry)
    this.#bytes += entry.bytes
    return entry
  }

  set(key: string, entry: HotEntry): void {
    this.#drop(key)
    if (entry.bytes > Math.min(this.#limits.entryBytes, this.#limits.totalBytes)) return
    this.#entries.set(key, entry)
    this.#bytes += entry.bytes
    for (const oldest of this.#entries.keys()) {
      if (this.#bytes <= this.#limits.totalBytes) break
      this.#drop(oldest)
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
}
