/**
 * The argon2id WebAssembly of the `argon2id` package as workerd must have it: imported as modules,
 * compiled when the Worker is uploaded. workerd refuses to compile WebAssembly from bytes at run
 * time ("Wasm code generation disallowed by embedder"), which is what hash-wasm and the package's
 * own loader do. Chosen by the `workerd` condition of `#argon2id-wasm` (package.json "imports");
 * Node (the seed script) gets argon2id-wasm.node.ts.
 */
import noSimd from 'argon2id/dist/no-simd.wasm'
import simd from 'argon2id/dist/simd.wasm'

export const ARGON2ID_WASM: { simd: WebAssembly.Module; noSimd: WebAssembly.Module } = { simd, noSimd }
