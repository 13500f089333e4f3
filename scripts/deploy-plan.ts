/**
 * The pure half of `npm run deploy` (scripts/deploy.ts): what the built configs must hold, what a
 * real deploy needs from its environment, the configs it deploys and the plan it prints. Every
 * problem is a sentence an operator can act on (tests/unit/deploy-plan.test.ts).
 */
import { z } from 'zod'
import { D1_DATABASE, R2_BUCKET, type Need, type WorkerNeeds } from './deploy-needs.ts'

/** The D1 id committed in api/wrangler.jsonc: local state only, never a real database. */
export const LOCAL_D1_ID = '00000000-0000-4000-8000-000000000000'

const BuiltConfigSchema = z.looseObject({
  name: z.string(),
  d1_databases: z
    .array(
      z.looseObject({
        binding: z.string(),
        database_name: z.string().optional(),
        database_id: z.string().optional(),
        migrations_dir: z.string().optional(),
      }),
    )
    .optional(),
  r2_buckets: z.array(z.looseObject({ binding: z.string(), bucket_name: z.string().optional() })).optional(),
  services: z.array(z.looseObject({ binding: z.string(), service: z.string().optional() })).optional(),
  version_metadata: z.looseObject({ binding: z.string() }).optional(),
  vars: z.record(z.string(), z.unknown()).optional(),
  triggers: z.looseObject({ crons: z.array(z.string()).optional() }).optional(),
})

/** A built Worker config (dist/…/wrangler.json), as far as the deploy reads it. */
export type BuiltConfig = z.output<typeof BuiltConfigSchema>

/** Reads a built config, or throws a sentence naming the file and what to do. */
export function parseBuiltConfig(text: string, path: string): BuiltConfig {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    throw new Error(`${path} is not valid JSON: run \`npm run build\` again.`)
  }
  const parsed = BuiltConfigSchema.safeParse(json)
  if (!parsed.success)
    throw new Error(
      `${path} is not a Worker config the deploy understands (no name or a malformed binding list): run \`npm run build\` again.`,
    )
  return parsed.data
}

function describe(need: Need): string {
  switch (need.kind) {
    case 'd1':
      return `the D1 database ${need.database}`
    case 'r2':
      return `the R2 bucket ${need.bucket}`
    case 'service':
      return `a service binding to the ${need.worker} Worker`
    case 'version_metadata':
      return 'the version metadata binding'
    case 'var':
      return 'a var'
    case 'secret':
      return 'a secret'
    case 'local-only':
      return 'a local-only var'
  }
}

/**
 * What is wrong with one built config against what its code reads: a binding missing or of the
 * wrong kind, a var not declared, a secret or a local-only var written into `vars` (uploaded in
 * plain text, and committed), a cron the code is not written for or one it expects missing.
 */
export function checkWorkerConfig(worker: WorkerNeeds, config: BuiltConfig): string[] {
  const problems: string[] = []
  const where = `${worker.name} Worker (${worker.sourceConfig})`
  if (config.name !== worker.name)
    problems.push(`The ${where} is named "${config.name}"; the deploy and the other Worker expect "${worker.name}".`)
  const vars = config.vars ?? {}
  for (const [name, need] of Object.entries(worker.needs)) {
    const missing = `The ${where} has no ${name}: the code reads it as ${describe(need)}.`
    switch (need.kind) {
      case 'd1': {
        const db = config.d1_databases?.find((d) => d.binding === name)
        if (!db) problems.push(missing)
        else if (db.database_name !== need.database)
          problems.push(
            `The ${where} binds ${name} to the database "${db.database_name ?? '(no name)'}"; the deploy creates and migrates "${need.database}".`,
          )
        else if (!db.migrations_dir)
          problems.push(`The ${where} binds ${name} without a migrations_dir: the deploy could not apply the migrations.`)
        break
      }
      case 'r2': {
        const bucket = config.r2_buckets?.find((b) => b.binding === name)
        if (!bucket) problems.push(missing)
        else if (bucket.bucket_name !== need.bucket)
          problems.push(
            `The ${where} binds ${name} to the bucket "${bucket.bucket_name ?? '(no name)'}"; the runbook creates "${need.bucket}".`,
          )
        break
      }
      case 'service': {
        const service = config.services?.find((s) => s.binding === name)
        if (!service) problems.push(missing)
        else if (service.service !== need.worker)
          problems.push(`The ${where} binds ${name} to the Worker "${service.service ?? '(none)'}"; it must be "${need.worker}".`)
        break
      }
      case 'version_metadata':
        if (config.version_metadata?.binding !== name) problems.push(missing)
        break
      case 'var':
        if (!(name in vars)) problems.push(`The ${where} does not declare the var ${name} (an empty value is fine): the code reads it.`)
        break
      case 'secret':
        if (name in vars)
          problems.push(
            `The ${where} has the secret ${name} in its vars, uploaded in plain text: remove it there and set it with \`npx wrangler secret put ${name} -c ${worker.sourceConfig}\`.`,
          )
        break
      case 'local-only':
        if (name in vars)
          problems.push(`The ${where} sets ${name} in its vars: it belongs to local development only (${need.why}); remove it.`)
        break
    }
  }
  const crons = config.triggers?.crons ?? []
  for (const cron of worker.crons) {
    if (!crons.includes(cron)) problems.push(`The ${where} has no cron trigger "${cron}": its scheduled handler is written for it.`)
  }
  for (const cron of crons) {
    if (!worker.crons.includes(cron)) problems.push(`The ${where} has a cron trigger "${cron}" its scheduled handler is not written for.`)
  }
  return problems
}

const MIGRATION_FILE = /^(\d{4})_[a-z0-9_]+\.sql$/

/** Migration files wrangler applies in name order: each numbered `NNNN_name.sql`, no number twice. */
export function checkMigrationFiles(files: readonly string[]): string[] {
  const problems: string[] = []
  const sql = files.filter((f) => f.endsWith('.sql'))
  if (sql.length === 0) problems.push('There are no migrations in api/migrations: the remote database would stay empty.')
  const byNumber = new Map<string, string[]>()
  for (const file of sql) {
    const number = MIGRATION_FILE.exec(file)?.[1]
    if (!number) {
      problems.push(`The migration ${file} is not named NNNN_words.sql (four digits, lower-case words).`)
      continue
    }
    byNumber.set(number, [...(byNumber.get(number) ?? []), file])
  }
  for (const [number, names] of byNumber) {
    if (names.length > 1)
      problems.push(`Migrations ${names.join(' and ')} share the number ${number}: renumber one so the order is the one intended.`)
  }
  return problems
}

/**
 * What the secrets already set on the account lack: a required one, or part of a group (Stripe's
 * two keys, the mail key and its From, the purge zone and token, the upstream secret on both
 * Workers). `set` holds, per Worker name, the names `wrangler secret list` answered.
 */
export function checkSecrets(workers: readonly WorkerNeeds[], set: Readonly<Record<string, readonly string[]>>): string[] {
  const problems: string[] = []
  const groups = new Map<string, { worker: WorkerNeeds; name: string; isSet: boolean }[]>()
  for (const worker of workers) {
    const names = set[worker.name] ?? []
    for (const [name, need] of Object.entries(worker.needs)) {
      if (need.kind !== 'secret') continue
      const isSet = names.includes(name)
      if (need.required && !isSet)
        problems.push(
          `The ${worker.name} Worker has no ${name} (${need.what}): set it with \`npx wrangler secret put ${name} -c ${worker.sourceConfig}\`.`,
        )
      if (need.group) groups.set(need.group, [...(groups.get(need.group) ?? []), { worker, name, isSet }])
    }
  }
  for (const members of groups.values()) {
    const missing = members.filter((m) => !m.isSet)
    if (missing.length === 0 || missing.length === members.length) continue
    const present = members.filter((m) => m.isSet).map((m) => `${m.name} on ${m.worker.name}`)
    const absent = missing.map((m) => `\`npx wrangler secret put ${m.name} -c ${m.worker.sourceConfig}\``)
    problems.push(`${present.join(' and ')} is set but its partner is not: set ${absent.join(' and ')}, or delete what is set.`)
  }
  return problems
}

/** SITES_ZONE_NAME, when set, must be a domain name (the zone's, e.g. sites.example.com). */
export function checkZoneName(zoneName: string | undefined): string | undefined {
  if (!zoneName || /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i.test(zoneName)) return undefined
  return `SITES_ZONE_NAME "${zoneName}" is not a domain name such as sites.example.com.`
}

/** What a real deploy takes from the shell's environment. */
export type DeploySettings = { accountId: string; zoneName: string | undefined }

/**
 * The settings of a real deploy, or the sentences saying what is missing. wrangler reads
 * CLOUDFLARE_API_TOKEN and CLOUDFLARE_ACCOUNT_ID itself; SITES_ZONE_NAME, when set, routes every
 * host of that zone (the Cloudflare for SaaS zone, custom hostnames included) to the web Worker.
 */
export function deploySettings(env: Readonly<Record<string, string | undefined>>): { settings: DeploySettings } | { problems: string[] } {
  const problems: string[] = []
  const token = env.CLOUDFLARE_API_TOKEN?.trim()
  const accountId = env.CLOUDFLARE_ACCOUNT_ID?.trim()
  const zoneName = env.SITES_ZONE_NAME?.trim() || undefined
  if (!token)
    problems.push(
      'CLOUDFLARE_API_TOKEN is not set: create an API token with Workers Scripts, Workers Routes, D1 and Workers R2 Storage edit rights (docs/deploying.md, "Before the first deploy") and export it.',
    )
  else if (/\s/.test(token)) problems.push('CLOUDFLARE_API_TOKEN has a space in it: paste the token alone.')
  if (!accountId)
    problems.push("CLOUDFLARE_ACCOUNT_ID is not set: export the account's id (the dashboard shows it on the Workers overview).")
  else if (!/^[0-9a-f]{32}$/i.test(accountId)) problems.push('CLOUDFLARE_ACCOUNT_ID is not an account id (32 hexadecimal digits).')
  const zoneProblem = checkZoneName(zoneName)
  if (zoneProblem) problems.push(zoneProblem)
  if (problems.length > 0 || !accountId) return { problems }
  return { settings: { accountId, zoneName } }
}

/**
 * The config `wrangler deploy` takes for one Worker: the built one with the real D1 id in place of
 * the local one, and for the web Worker the route of the sites' zone (every host of it, the custom
 * hostnames included) with no workers.dev address, where the Cache API does not work.
 */
export function deployConfig(
  worker: WorkerNeeds,
  config: BuiltConfig,
  options: { databaseId?: string; zoneName?: string; vars?: Readonly<Record<string, string>> },
): BuiltConfig {
  const next: BuiltConfig = structuredClone(config)
  if (options.vars && Object.keys(options.vars).length > 0) next.vars = { ...next.vars, ...options.vars }
  if (options.databaseId && next.d1_databases) {
    next.d1_databases = next.d1_databases.map((db) => (db.database_name === D1_DATABASE ? { ...db, database_id: options.databaseId } : db))
  }
  const servesSites = Object.values(worker.needs).some((need) => need.kind === 'service')
  if (servesSites && options.zoneName) {
    next.routes = [{ pattern: '*/*', zone_name: options.zoneName }]
    next.workers_dev = false
  }
  return next
}

/**
 * The vars a deploy sets other than the committed config does: a var of the Worker's (and only
 * those) present in the shell's environment, e.g. `IMAGE_TRANSFORMS=cloudflare npm run deploy`
 * once the zone resizes images (decision 024). Each is still checked by the Worker's own config
 * parse on its first request.
 */
export function varOverrides(worker: WorkerNeeds, env: Readonly<Record<string, string | undefined>>): Record<string, string> {
  const vars: Record<string, string> = {}
  for (const [name, need] of Object.entries(worker.needs)) {
    const value = env[name]
    if (need.kind === 'var' && value !== undefined) vars[name] = value
  }
  return vars
}

/** The deploy config's path: beside the built one, so its relative paths hold. */
export function deployConfigPath(worker: WorkerNeeds): string {
  return worker.builtConfig.replace(/wrangler\.json$/, 'wrangler.deploy.json')
}

/** The commands a real deploy runs, in order, after the build and these checks. */
export function deployCommands(workers: readonly WorkerNeeds[]): string[] {
  const withDb = workers.find((w) => Object.values(w.needs).some((n) => n.kind === 'd1'))
  return [
    ...workers.map((w) => `npx wrangler secret list -c ${deployConfigPath(w)}   (every required secret set, each group whole)`),
    ...(withDb
      ? [
          `npx wrangler d1 info ${D1_DATABASE} --json   (its id replaces the local one)`,
          `npx wrangler r2 bucket info ${R2_BUCKET}   (the bucket exists)`,
          `npx wrangler d1 time-travel info ${D1_DATABASE} --json   (the bookmark to restore to, printed)`,
          `npx wrangler d1 migrations apply ${D1_DATABASE} --remote -c ${deployConfigPath(withDb)}`,
        ]
      : []),
    ...workers.map((w) => `npx wrangler deploy -c ${deployConfigPath(w)}`),
  ]
}

/** The plan printed by both modes: bindings, secrets to set, crons, then the commands. */
export function planText(
  workers: readonly WorkerNeeds[],
  options: { dryRun: boolean; zoneName: string | undefined; vars?: Readonly<Record<string, Readonly<Record<string, string>>>> },
): string {
  const lines: string[] = [options.dryRun ? 'What a real deploy (`npm run deploy`) would do:' : 'Deploying:']
  for (const worker of workers) {
    lines.push('', `${worker.name} Worker (${worker.sourceConfig}):`)
    for (const [name, need] of Object.entries(worker.needs)) {
      if (need.kind === 'secret') lines.push(`  secret ${name}${need.required ? ' (required)' : ''}: ${need.what}`)
      else if (need.kind !== 'local-only' && need.kind !== 'var') lines.push(`  ${name}: ${describe(need)}`)
    }
    const vars = Object.entries(worker.needs).filter(([, need]) => need.kind === 'var')
    if (vars.length > 0) lines.push(`  vars as ${worker.sourceConfig} sets them: ${vars.map(([name]) => name).join(', ')}`)
    const overrides = Object.entries(options.vars?.[worker.name] ?? {})
    if (overrides.length > 0)
      lines.push(`  vars from this shell instead: ${overrides.map(([name, value]) => `${name}=${JSON.stringify(value)}`).join(', ')}`)
    lines.push(`  cron triggers: ${worker.crons.map((c) => `"${c}"`).join(', ')}`)
  }
  lines.push(
    '',
    options.zoneName
      ? `Route: every host of ${options.zoneName} (*/*), custom hostnames included, to the web Worker; no workers.dev address.`
      : 'Route: none (SITES_ZONE_NAME is not set): the web Worker answers on workers.dev only, where the edge cache does not work.',
    '',
    'Commands:',
    ...deployCommands(workers).map((c, i) => `  ${i + 1}. ${c}`),
  )
  return lines.join('\n')
}
