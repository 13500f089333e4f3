// The computing half of the `argon2id` package (openpgpjs/argon2id), used without its async
// loader (argon2id.ts says why). The package ships no types for this file.
declare module 'argon2id/lib/argon2id.js' {
  export type Argon2idParams = {
    password: Uint8Array
    salt: Uint8Array
    parallelism: number
    passes: number
    /** KiB. */
    memorySize: number
    tagLength: number
    ad?: Uint8Array
    secret?: Uint8Array
  }
  export default function argon2id(params: Argon2idParams, wasm: { memory: WebAssembly.Memory; instance: WebAssembly.Instance }): Uint8Array
}
