/**
 * The home page's exact bytes as one of the build's static assets (issue 15 point 6: the limit an
 * edge-cache HIT is compared with). The file goes into `dist/client/` under a unique name before
 * `vite preview` starts (the asset server reads the directory once, at start), and is removed after.
 */
import { randomUUID } from 'node:crypto'
import { rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { httpGet } from './lib.ts'

export interface StaticCopy {
  /** The file written under dist/client/. */
  file: string
  /** Its name in the URL: with `.html`, and without (the asset server's html_handling may serve either). */
  candidates: string[]
  bytes: number
}

/** Writes `html` as `dist/client/bench-home-<uuid>.html`; `removeStaticCopy` takes it away again. */
export function writeStaticCopy(clientDir: string, html: Buffer): StaticCopy {
  const name = `bench-home-${randomUUID()}`
  const file = join(clientDir, `${name}.html`)
  writeFileSync(file, html)
  return { file, candidates: [`/${name}`, `/${name}.html`], bytes: html.byteLength }
}

export function removeStaticCopy(copy: StaticCopy | undefined): void {
  if (copy) rmSync(copy.file, { force: true })
}

/**
 * The path under which the running server answers the copy's exact bytes with a 200 and no
 * x-cache (the asset server, not the Worker), or an error saying what it answered instead.
 */
export async function staticPathOf(copy: StaticCopy, address: string, port: number, host: string, html: Buffer): Promise<string> {
  const seen: string[] = []
  for (const path of copy.candidates) {
    const res = await httpGet(address, port, path, host)
    if (res.status === 200 && res.body.equals(html) && res.headers['x-cache'] === undefined) return path
    seen.push(`${path}: HTTP ${res.status}, ${res.body.byteLength} bytes, x-cache ${res.headers['x-cache']?.toString() ?? 'none'}`)
  }
  throw new Error(`the static copy of the home page is not served as written (${seen.join('; ')})`)
}
