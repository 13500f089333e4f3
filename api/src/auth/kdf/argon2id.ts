import argon2idWith from 'argon2id/lib/argon2id.js'
import { ARGON2ID_WASM } from '#argon2id-wasm'

/**
 * Argon2id (RFC 9106), OWASP's first choice for passwords, through the `argon2id` package
 * (openpgpjs/argon2id: OpenPGP.js's, in WebAssembly with SIMD). Its async loader is not used: the
 * instance is made synchronously, once per isolate, so concurrent first sign-ins neither share a
 * promise across requests (decision 011) nor each make an instance of their own.
 *
 * The package's WebAssembly asks for 65 MiB of memory up front (1040 pages), of a Worker isolate's
 * 128 MB, kept for the isolate's life: decision 047 weighs it.
 */

/** The package's module declares this many 64 KiB pages as its minimum; a smaller memory is refused. */
const INITIAL_PAGES = 1040
const MAXIMUM_PAGES = 65536

export type Argon2idCost = {
  /** KiB of memory per hash. */
  memoryKiB: number
  passes: number
  parallelism: number
}

type Wasm = { memory: WebAssembly.Memory; instance: WebAssembly.Instance }
let wasm: Wasm | undefined

function instantiate(): Wasm {
  const memory = new WebAssembly.Memory({ initial: INITIAL_PAGES, maximum: MAXIMUM_PAGES })
  const imports = { env: { memory } }
  try {
    return { memory, instance: new WebAssembly.Instance(ARGON2ID_WASM.simd, imports) }
  } catch {
    // A runtime without WebAssembly SIMD: the package's plain build.
    return { memory, instance: new WebAssembly.Instance(ARGON2ID_WASM.noSimd, imports) }
  }
}

/** The raw argon2id tag of `password` and `salt` (at least 8 bytes) at `cost`. */
export function argon2id(password: Uint8Array, salt: Uint8Array, cost: Argon2idCost, tagLength: number): Uint8Array {
  wasm ??= instantiate()
  // Copies of this realm's Uint8Array: the package checks `instanceof`, which a TextEncoder of another realm fails (jsdom).
  return argon2idWith(
    {
      password: new Uint8Array(password),
      salt: new Uint8Array(salt),
      parallelism: cost.parallelism,
      passes: cost.passes,
      memorySize: cost.memoryKiB,
      tagLength,
    },
    wasm,
  )
}
