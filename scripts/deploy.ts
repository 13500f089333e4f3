/**
 * `npm run deploy`: build, check both built configs against what the code reads, `wrangler deploy
 * --dry-run` of both Workers, then (not with `--dry-run`) check the account's secrets, database
 * and bucket, apply the D1 migrations to the remote database and deploy the api Worker, then the
 * web Worker. `npm run deploy -- --dry-run` does everything that needs no account or network and
 * prints the plan; `npm test` ends with it. docs/deploying.md is the runbook around it.
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { D1_DATABASE, R2_BUCKET, WORKERS, type WorkerNeeds } from './deploy-needs.ts'
import {
  checkMigrationFiles,
  checkSecrets,
  checkWorkerConfig,
  checkZoneName,
  deployConfig,
  deployConfigPath,
  deploySettings,
  parseBuiltConfig,
  planText,
  varOverrides,
  type BuiltConfig,
} from './deploy-plan.ts'
import { wrangler } from './wrangler.ts'

const USAGE = 'Usage: npm run deploy [-- --dry-run]   (docs/deploying.md)'

function refuse(lines: string[], footer: string): never {
  console.error(['', ...lines.map((l) => `  - ${l}`), '', footer].join('\n'))
  process.exit(1)
}

function parseOptions(): { dryRun: boolean } {
  try {
    const { values } = parseArgs({ options: { 'dry-run': { type: 'boolean', default: false } }, strict: true, allowPositionals: false })
    return { dryRun: values['dry-run'] }
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`)
    process.exit(2)
  }
}

function readBuilt(worker: WorkerNeeds): BuiltConfig {
  try {
    return parseBuiltConfig(readFileSync(worker.builtConfig, 'utf8'), worker.builtConfig)
  } catch (error) {
    const message =
      error instanceof Error && 'code' in error
        ? `${worker.builtConfig} is missing: the build did not write it.`
        : String((error as Error).message)
    refuse([message], 'Nothing was deployed.')
  }
}

/** Every problem of the built configs and the migrations, before anything is sent anywhere. */
function checkBuilt(built: Map<WorkerNeeds, BuiltConfig>): void {
  const problems: string[] = []
  for (const [worker, config] of built) {
    problems.push(...checkWorkerConfig(worker, config))
    for (const db of config.d1_databases ?? []) {
      if (!db.migrations_dir) continue
      const dir = resolve(dirname(worker.builtConfig), db.migrations_dir)
      let files: string[] = []
      try {
        files = readdirSync(dir)
      } catch {
        problems.push(`The migrations directory ${dir} does not exist.`)
      }
      problems.push(...checkMigrationFiles(files))
    }
  }
  if (problems.length > 0) refuse(problems, 'The built Workers do not match what their code reads. Nothing was deployed.')
}

const overrides = Object.fromEntries(WORKERS.map((worker) => [worker.name, varOverrides(worker, process.env)]))

function writeDeployConfigs(built: Map<WorkerNeeds, BuiltConfig>, options: { databaseId?: string; zoneName?: string }): void {
  for (const [worker, config] of built) {
    const deployed = deployConfig(worker, config, { ...options, vars: overrides[worker.name] })
    writeFileSync(deployConfigPath(worker), `${JSON.stringify(deployed, null, 2)}\n`)
  }
}

function dryRunDeploys(): void {
  const out = mkdtempSync(join(tmpdir(), 'deploy-dry-run-'))
  try {
    for (const worker of WORKERS) {
      const printed = wrangler(['deploy', '--dry-run', '--outdir', join(out, worker.name), '-c', deployConfigPath(worker)], {
        quiet: true,
        hint: `The ${worker.name} Worker's bundle is not one Cloudflare would accept: the lines above say why.`,
      })
      // oxlint-disable-next-line no-control-regex -- strips ANSI colour codes from wrangler's output
      const size = printed.replace(/\u001b\[[0-9;]*m/g, '').match(/Total Upload: .*/)?.[0] ?? 'size not reported'
      console.log(`${worker.name} Worker: dry-run deploy OK (${size})`)
    }
  } finally {
    rmSync(out, { recursive: true, force: true })
  }
}

/** The secret names set on each Worker, as `wrangler secret list` answers them. */
function secretsOnAccount(): Record<string, string[]> {
  const set: Record<string, string[]> = {}
  for (const worker of WORKERS) {
    const printed = wrangler(['secret', 'list', '--format', 'json', '-c', deployConfigPath(worker)], {
      quiet: true,
      hint: `Could not list the ${worker.name} Worker's secrets (the lines above say why). If it was never deployed, set its secrets first (this creates the Worker): npx wrangler secret put AUTH_SECRET -c api/wrangler.jsonc (docs/deploying.md, "Secrets").`,
    })
    const list: unknown = JSON.parse(printed)
    set[worker.name] = Array.isArray(list) ? list.flatMap((s: { name?: unknown }) => (typeof s?.name === 'string' ? [s.name] : [])) : []
  }
  return set
}

function databaseId(): string {
  const hint = `There is no D1 database named ${D1_DATABASE} on this account: create it once with \`npx wrangler d1 create ${D1_DATABASE}\` (docs/deploying.md, "Before the first deploy").`
  const info: unknown = JSON.parse(wrangler(['d1', 'info', D1_DATABASE, '--json'], { quiet: true, hint }))
  const id = info && typeof info === 'object' && 'uuid' in info && typeof info.uuid === 'string' ? info.uuid : undefined
  if (!id) refuse([hint], 'Nothing was deployed.')
  return id
}

function run(command: string, args: string[]): void {
  const result = spawnSync(command, args, { stdio: 'inherit' })
  if (result.status !== 0) refuse([`${command} ${args.join(' ')} failed (exit ${result.status}).`], 'Nothing was deployed.')
}

const { dryRun } = parseOptions()
const zoneName = process.env.SITES_ZONE_NAME?.trim() || undefined
if (dryRun) {
  const zoneProblem = checkZoneName(zoneName)
  if (zoneProblem) refuse([zoneProblem], 'Nothing was checked.')
} else {
  const settings = deploySettings(process.env)
  if ('problems' in settings)
    refuse(
      settings.problems,
      'A real deploy needs the account: nothing was built or deployed. `npm run deploy -- --dry-run` checks everything that needs no account.',
    )
}

run('npm', ['run', 'build'])
const built = new Map(WORKERS.map((worker) => [worker, readBuilt(worker)] as const))
checkBuilt(built)
console.log('Both built configs have every binding, var and cron trigger their code reads, and no secret in their vars.')
writeDeployConfigs(built, { zoneName })
dryRunDeploys()
console.log(`\n${planText(WORKERS, { dryRun, zoneName, vars: overrides })}\n`)

if (dryRun) {
  console.log('Dry run: nothing was sent to Cloudflare.')
  process.exit(0)
}

const secretProblems = checkSecrets(WORKERS, secretsOnAccount())
if (secretProblems.length > 0) refuse(secretProblems, 'Some secrets are missing. Nothing was deployed.')
const id = databaseId()
wrangler(['r2', 'bucket', 'info', R2_BUCKET], {
  quiet: true,
  hint: `There is no R2 bucket named ${R2_BUCKET} on this account: create it once with \`npx wrangler r2 bucket create ${R2_BUCKET}\`.`,
})
writeDeployConfigs(built, { databaseId: id, zoneName })

const [api, web] = WORKERS as [WorkerNeeds, WorkerNeeds]
// Where to come back to if a migration goes wrong: D1 Time Travel restores to this bookmark.
const before: unknown = JSON.parse(wrangler(['d1', 'time-travel', 'info', D1_DATABASE, '--json'], { quiet: true }))
const bookmark =
  before && typeof before === 'object' && 'bookmark' in before && typeof before.bookmark === 'string' ? before.bookmark : undefined
console.log(
  bookmark
    ? `The database before this deploy is bookmark ${bookmark}: \`npx wrangler d1 time-travel restore ${D1_DATABASE} --bookmark=${bookmark}\` returns to it.`
    : `Time Travel answered no bookmark; note the time (${new Date().toISOString()}) to restore with --timestamp.`,
)
console.log(`Applying migrations to the remote ${D1_DATABASE} (${id})…`)
wrangler(['d1', 'migrations', 'apply', D1_DATABASE, '--remote', '-c', deployConfigPath(api)], {
  hint: 'The database is as the last migration that succeeded left it; no Worker was deployed. Fix the migration, or restore with D1 Time Travel (docs/deploying.md, "Backups and restore").',
})
wrangler(['deploy', '-c', deployConfigPath(api)], {
  hint: 'The migrations are applied; no Worker was deployed. The previous api version keeps serving.',
})
wrangler(['deploy', '-c', deployConfigPath(web)], {
  hint: 'The api Worker is deployed, the web Worker is not: run `npm run deploy` again, or roll the api back with `npx wrangler rollback -c dist/api/wrangler.deploy.json`.',
})
console.log('Deployed. Now run the checks in docs/deploying.md, "After a deploy".')
