import { execFileSync } from 'node:child_process'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { describe, expect, it } from 'vitest'

const ROOT = join(import.meta.dirname, '..', '..')

describe('zod without eval (src/lib/zod-csp.ts)', () => {
  it('is set before zod loads, and zod adopts it', () => {
    // A fresh process: in this one zod is loaded already (tests/unit/setup.ts).
    const script = `
      await import(${JSON.stringify(pathToFileURL(join(ROOT, 'src/lib/zod-csp.ts')).href)})
      const set = globalThis.__zod_globalConfig
      const { z } = await import('zod')
      console.log(JSON.stringify({ same: z.config() === set, jitless: z.config().jitless }))`
    const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: ROOT, encoding: 'utf8' })
    // zod's own config is the very object found on globalThis (a zod that stopped reading it would fail here).
    expect(JSON.parse(out)).toEqual({ same: true, jitless: true })
  })
})
