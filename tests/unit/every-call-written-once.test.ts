import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * Decision 052: the app names an api call by its contract operation (contract/operation-routes.gen.ts),
 * never by a path written again. A string or template literal that starts with `/api/` in the app's
 * code is such a path; comments may still name one.
 */
const ROOT = join(import.meta.dirname, '..', '..')
const APP = join(ROOT, 'src')

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.gen.ts') ? [path] : []
  })
}

/** Lines of code (not comments) with a literal api path. */
function apiPathLiterals(file: string): string[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .map((line, i) => ({ line: line.trim(), number: i + 1 }))
    .filter(({ line }) => !line.startsWith('*') && !line.startsWith('/*') && !line.startsWith('//'))
    .filter(({ line }) => /['"`]\/api\//.test(line.replace(/\/\/.*$/, '')))
    .map(({ line, number }) => `${relative(ROOT, file)}:${number}: ${line}`)
}

describe('every call written once (decision 052)', () => {
  it('names no api path by hand in the app: each call names its operation', () => {
    const found = sourceFiles(APP).flatMap(apiPathLiterals)
    expect(found, `api paths written by hand (use operations.* from contract/operation-routes.gen.ts):\n${found.join('\n')}`).toEqual([])
  })

  it('finds a path written by hand', () => {
    expect(/['"`]\/api\//.test('browserHttp.post(`/api/family/cases/${id}/invite`)')).toBe(true)
  })
})
