/**
 * The argon2id WebAssembly of the `argon2id` package in Node (the seed script, unit tests): read
 * from the package and compiled here, which Node allows. The Workers get the same binaries as
 * modules (argon2id-wasm.workerd.ts).
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'

const require = createRequire(import.meta.url)
const compiled = (file: string) => new WebAssembly.Module(readFileSync(require.resolve(`argon2id/dist/${file}`)))

export const ARGON2ID_WASM: { simd: WebAssembly.Module; noSimd: WebAssembly.Module } = {
  simd: compiled('simd.wasm'),
  noSimd: compiled('no-simd.wasm'),
}
