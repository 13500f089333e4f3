/**
 * The local D1 (and R2) the Workers read under `vite dev`/`vite preview`: migrated and seeded in a
 * state directory. `npm run db:setup` uses `.wrangler/state`; the large-home bench its own.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { getPlatformProxy } from 'wrangler'
import type { BuiltSeed } from '#api/seed/factories.ts'
import { toSqlFile, type Statement } from '#api/seed/query.ts'
import { wrangler } from './wrangler.ts'

export const API_CONFIG = 'api/wrangler.jsonc'

/** Drops the local database and files under `stateDir`. */
export function removeLocalData(stateDir: string): void {
  rmSync(join(stateDir, 'v3', 'd1'), { recursive: true, force: true })
  rmSync(join(stateDir, 'v3', 'r2'), { recursive: true, force: true })
}

/** Applies the migrations not applied yet under `stateDir`. */
export function migrateLocal(stateDir: string): void {
  wrangler(['d1', 'migrations', 'apply', 'DB', '--local', '-c', API_CONFIG, '--persist-to', stateDir], { quiet: true })
}

/** Runs the statements, written to `sqlFile`, through `wrangler d1 execute --file` (the seed's inserts do nothing on a conflict). */
export function executeLocal(stateDir: string, statements: readonly Statement[], sqlFile: string): void {
  mkdirSync(dirname(sqlFile), { recursive: true })
  writeFileSync(sqlFile, toSqlFile(statements))
  wrangler(['d1', 'execute', 'DB', '--local', '-c', API_CONFIG, '--persist-to', stateDir, '--file', sqlFile], { quiet: true })
}

/**
 * The seed's rows, then its files into the local R2 the api Worker reads, through Miniflare: one
 * process for all of them rather than a `wrangler r2 object put` each; a file already there stays.
 */
export async function seedLocal(stateDir: string, seed: BuiltSeed, sqlFile: string): Promise<void> {
  executeLocal(stateDir, seed.statements, sqlFile)
  if (seed.objects.length === 0) return
  const proxy = await getPlatformProxy<{ MEDIA: R2Bucket }>({ configPath: API_CONFIG, persist: { path: join(stateDir, 'v3') } })
  try {
    for (const o of seed.objects) {
      if (!(await proxy.env.MEDIA.head(o.key))) await proxy.env.MEDIA.put(o.key, o.bytes, { httpMetadata: { contentType: o.contentType } })
    }
  } finally {
    await proxy.dispose()
  }
}
