// @vitest-environment node
import { readdirSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { experimental_readRawConfig } from 'wrangler'
import { DAILY_CRON } from '#api/src/crons.ts'
import { API_CRONS, API_NEEDS, D1_DATABASE, WEB_NEEDS, WORKERS } from '../../scripts/deploy-needs.ts'
import {
  checkMigrationFiles,
  checkSecrets,
  checkWorkerConfig,
  deployConfig,
  deployCommands,
  deploySettings,
  LOCAL_D1_ID,
  parseBuiltConfig,
  planText,
  varOverrides,
  type BuiltConfig,
} from '../../scripts/deploy-plan.ts'

/** A config as the build writes it for the api Worker, every need met. */
function apiConfig(): BuiltConfig {
  return {
    name: 'api',
    d1_databases: [{ binding: 'DB', database_name: 'funeral-sites', database_id: LOCAL_D1_ID, migrations_dir: '../../api/migrations' }],
    r2_buckets: [{ binding: 'MEDIA', bucket_name: 'funeral-media' }],
    services: [],
    vars: {},
    triggers: { crons: ['* * * * *', '17 3 * * *'] },
  }
}

function webConfig(): BuiltConfig {
  return {
    name: 'web',
    services: [{ binding: 'UPSTREAM', service: 'api' }],
    version_metadata: { binding: 'CF_VERSION_METADATA' },
    vars: { UPSTREAM_URL: '', DEFAULT_TIME_ZONE: '', EDITOR_ORIGIN: '', IMAGE_TRANSFORMS: 'off' },
    triggers: { crons: ['* * * * *'] },
  }
}

const ACCOUNT = '0123456789abcdef0123456789abcdef'

describe('the needs of each Worker', () => {
  it("keep the api's daily cron as its scheduled handler names it", () => {
    expect(API_CRONS).toContain(DAILY_CRON)
  })

  it('are met by the committed wrangler configs (as the build copies them)', () => {
    for (const worker of WORKERS) {
      const { rawConfig } = experimental_readRawConfig({ config: worker.sourceConfig })
      const config = parseBuiltConfig(JSON.stringify(rawConfig), worker.sourceConfig)
      expect({ worker: worker.name, problems: checkWorkerConfig(worker, config) }).toEqual({ worker: worker.name, problems: [] })
    }
  })

  it('are met by the committed migrations', () => {
    expect(checkMigrationFiles(readdirSync('api/migrations'))).toEqual([])
  })
})

describe('checkWorkerConfig', () => {
  it('accepts configs that hold every binding, var and cron', () => {
    expect(checkWorkerConfig(API_NEEDS, apiConfig())).toEqual([])
    expect(checkWorkerConfig(WEB_NEEDS, webConfig())).toEqual([])
  })

  it('names a missing binding, the wrong database or bucket, and a missing migrations directory', () => {
    expect(checkWorkerConfig(API_NEEDS, { ...apiConfig(), d1_databases: [] })).toEqual([
      'The api Worker (api/wrangler.jsonc) has no DB: the code reads it as the D1 database funeral-sites.',
    ])
    const renamed = {
      ...apiConfig(),
      d1_databases: [{ binding: 'DB', database_name: 'other', migrations_dir: 'm' }],
      r2_buckets: [{ binding: 'MEDIA', bucket_name: 'pics' }],
    }
    expect(checkWorkerConfig(API_NEEDS, renamed)).toEqual([
      'The api Worker (api/wrangler.jsonc) binds DB to the database "other"; the deploy creates and migrates "funeral-sites".',
      'The api Worker (api/wrangler.jsonc) binds MEDIA to the bucket "pics"; the runbook creates "funeral-media".',
    ])
    expect(checkWorkerConfig(API_NEEDS, { ...apiConfig(), d1_databases: [{ binding: 'DB', database_name: D1_DATABASE }] })).toEqual([
      'The api Worker (api/wrangler.jsonc) binds DB without a migrations_dir: the deploy could not apply the migrations.',
    ])
  })

  it('names a service binding to another Worker, a missing version binding, an undeclared var and a wrong name', () => {
    const config = {
      ...webConfig(),
      name: 'site',
      services: [{ binding: 'UPSTREAM', service: 'legacy' }],
      version_metadata: undefined,
      vars: { UPSTREAM_URL: '' },
    }
    expect(checkWorkerConfig(WEB_NEEDS, config)).toEqual([
      'The web Worker (wrangler.jsonc) is named "site"; the deploy and the other Worker expect "web".',
      'The web Worker (wrangler.jsonc) binds UPSTREAM to the Worker "legacy"; it must be "api".',
      'The web Worker (wrangler.jsonc) has no CF_VERSION_METADATA: the code reads it as the version metadata binding.',
      'The web Worker (wrangler.jsonc) does not declare the var DEFAULT_TIME_ZONE (an empty value is fine): the code reads it.',
      'The web Worker (wrangler.jsonc) does not declare the var EDITOR_ORIGIN (an empty value is fine): the code reads it.',
      'The web Worker (wrangler.jsonc) does not declare the var IMAGE_TRANSFORMS (an empty value is fine): the code reads it.',
    ])
  })

  it('refuses a secret or a local-only var written into vars', () => {
    const config = { ...apiConfig(), vars: { AUTH_SECRET: 'x'.repeat(40), PAYMENTS_TEST_MODE: 'true' } }
    expect(checkWorkerConfig(API_NEEDS, config)).toEqual([
      'The api Worker (api/wrangler.jsonc) has the secret AUTH_SECRET in its vars, uploaded in plain text: remove it there and set it with `npx wrangler secret put AUTH_SECRET -c api/wrangler.jsonc`.',
      'The api Worker (api/wrangler.jsonc) sets PAYMENTS_TEST_MODE in its vars: it belongs to local development only (it switches on the test card processor); remove it.',
    ])
  })

  it('names a cron the handler expects that is missing, and one it is not written for', () => {
    expect(checkWorkerConfig(API_NEEDS, { ...apiConfig(), triggers: { crons: ['* * * * *', '0 4 * * *'] } })).toEqual([
      'The api Worker (api/wrangler.jsonc) has no cron trigger "17 3 * * *": its scheduled handler is written for it.',
      'The api Worker (api/wrangler.jsonc) has a cron trigger "0 4 * * *" its scheduled handler is not written for.',
    ])
    expect(checkWorkerConfig(WEB_NEEDS, { ...webConfig(), triggers: undefined })).toEqual([
      'The web Worker (wrangler.jsonc) has no cron trigger "* * * * *": its scheduled handler is written for it.',
    ])
  })
})

describe('parseBuiltConfig', () => {
  it('reads a built config and says what to do with a broken one', () => {
    expect(parseBuiltConfig(JSON.stringify(webConfig()), 'dist/server/wrangler.json').name).toBe('web')
    expect(() => parseBuiltConfig('{', 'dist/server/wrangler.json')).toThrow(
      'dist/server/wrangler.json is not valid JSON: run `npm run build` again.',
    )
    expect(() => parseBuiltConfig('{"main":"index.js"}', 'dist/api/wrangler.json')).toThrow(
      /dist\/api\/wrangler.json is not a Worker config/,
    )
  })
})

describe('checkMigrationFiles', () => {
  it('accepts numbered files and ignores the meta folder', () => {
    expect(checkMigrationFiles(['0000_init.sql', '0001_more.sql', 'meta'])).toEqual([])
  })

  it('names a number used twice, a badly named file and an empty folder', () => {
    expect(checkMigrationFiles(['0000_init.sql', '0029_domains.sql', '0029_export.sql', 'Add Things.sql'])).toEqual([
      'The migration Add Things.sql is not named NNNN_words.sql (four digits, lower-case words).',
      'Migrations 0029_domains.sql and 0029_export.sql share the number 0029: renumber one so the order is the one intended.',
    ])
    expect(checkMigrationFiles(['meta'])).toEqual(['There are no migrations in api/migrations: the remote database would stay empty.'])
  })
})

describe('checkSecrets', () => {
  it('needs only AUTH_SECRET', () => {
    expect(checkSecrets(WORKERS, { api: ['AUTH_SECRET'], web: [] })).toEqual([])
  })

  it('names a required secret that is missing with the command that sets it', () => {
    expect(checkSecrets(WORKERS, {})).toEqual([
      'The api Worker has no AUTH_SECRET (signs access tokens and preview links; 32 characters or more): set it with `npx wrangler secret put AUTH_SECRET -c api/wrangler.jsonc`.',
    ])
  })

  it('refuses half a group, also across the two Workers', () => {
    expect(checkSecrets(WORKERS, { api: ['AUTH_SECRET', 'STRIPE_SECRET_KEY', 'UPSTREAM_SECRET'], web: ['CACHE_PURGE_API_TOKEN'] })).toEqual(
      [
        'STRIPE_SECRET_KEY on api is set but its partner is not: set `npx wrangler secret put STRIPE_PUBLISHABLE_KEY -c api/wrangler.jsonc`, or delete what is set.',
        'UPSTREAM_SECRET on api is set but its partner is not: set `npx wrangler secret put UPSTREAM_SECRET -c wrangler.jsonc`, or delete what is set.',
        'CACHE_PURGE_API_TOKEN on web is set but its partner is not: set `npx wrangler secret put CACHE_PURGE_ZONE_ID -c wrangler.jsonc`, or delete what is set.',
      ],
    )
    expect(
      checkSecrets(WORKERS, { api: ['AUTH_SECRET', 'UPSTREAM_SECRET', 'MAIL_API_KEY', 'MAIL_FROM'], web: ['UPSTREAM_SECRET'] }),
    ).toEqual([])
  })
})

describe('deploySettings', () => {
  it('refuses without the token and the account, in words', () => {
    const result = deploySettings({})
    expect(result).toEqual({
      problems: [
        expect.stringMatching(/^CLOUDFLARE_API_TOKEN is not set: create an API token/),
        expect.stringMatching(/^CLOUDFLARE_ACCOUNT_ID is not set/),
      ],
    })
  })

  it('refuses a malformed token, account id or zone name', () => {
    expect(deploySettings({ CLOUDFLARE_API_TOKEN: 'abc def', CLOUDFLARE_ACCOUNT_ID: 'my-account', SITES_ZONE_NAME: 'not a zone' })).toEqual(
      {
        problems: [
          'CLOUDFLARE_API_TOKEN has a space in it: paste the token alone.',
          'CLOUDFLARE_ACCOUNT_ID is not an account id (32 hexadecimal digits).',
          'SITES_ZONE_NAME "not a zone" is not a domain name such as sites.example.com.',
        ],
      },
    )
  })

  it('answers the account and the optional zone', () => {
    expect(deploySettings({ CLOUDFLARE_API_TOKEN: 'tok_123', CLOUDFLARE_ACCOUNT_ID: ` ${ACCOUNT} ` })).toEqual({
      settings: { accountId: ACCOUNT, zoneName: undefined },
    })
    expect(
      deploySettings({ CLOUDFLARE_API_TOKEN: 'tok_123', CLOUDFLARE_ACCOUNT_ID: ACCOUNT, SITES_ZONE_NAME: 'sites.example.com' }),
    ).toEqual({
      settings: { accountId: ACCOUNT, zoneName: 'sites.example.com' },
    })
  })
})

describe('deployConfig', () => {
  it('puts the real database id in place of the local one, leaving the built config as it was', () => {
    const built = apiConfig()
    const deployed = deployConfig(API_NEEDS, built, { databaseId: 'f00d', zoneName: 'sites.example.com' })
    expect(deployed.d1_databases?.[0]?.database_id).toBe('f00d')
    expect(deployed.routes).toBeUndefined()
    expect(built.d1_databases?.[0]?.database_id).toBe(LOCAL_D1_ID)
  })

  it("routes every host of the sites' zone to the web Worker, without a workers.dev address", () => {
    expect(deployConfig(WEB_NEEDS, webConfig(), { zoneName: 'sites.example.com' })).toMatchObject({
      routes: [{ pattern: '*/*', zone_name: 'sites.example.com' }],
      workers_dev: false,
    })
    expect(deployConfig(WEB_NEEDS, webConfig(), {})).toEqual(webConfig())
  })
})

describe('varOverrides', () => {
  it("takes from the shell only the Worker's own vars, and the deploy config carries them", () => {
    const env = { IMAGE_TRANSFORMS: 'cloudflare', EDITOR_ORIGIN: '', AUTH_SECRET: 'never a var', PATH: '/usr/bin' }
    expect(varOverrides(WEB_NEEDS, env)).toEqual({ IMAGE_TRANSFORMS: 'cloudflare', EDITOR_ORIGIN: '' })
    expect(varOverrides(API_NEEDS, env)).toEqual({})
    const deployed = deployConfig(WEB_NEEDS, webConfig(), { vars: varOverrides(WEB_NEEDS, env) })
    expect(deployed.vars).toEqual({ UPSTREAM_URL: '', DEFAULT_TIME_ZONE: '', EDITOR_ORIGIN: '', IMAGE_TRANSFORMS: 'cloudflare' })
    const plan = planText(WORKERS, { dryRun: true, zoneName: undefined, vars: { web: { IMAGE_TRANSFORMS: 'cloudflare' } } })
    expect(plan).toContain('vars from this shell instead: IMAGE_TRANSFORMS="cloudflare"')
  })
})

describe('planText', () => {
  it('lists the bindings, every secret (the required marked), the crons and the commands in order', () => {
    const plan = planText(WORKERS, { dryRun: true, zoneName: undefined })
    expect(plan).toContain('secret AUTH_SECRET (required)')
    expect(plan).toContain('secret CACHE_PURGE_API_TOKEN: ')
    expect(plan).toContain('cron triggers: "* * * * *", "17 3 * * *"')
    expect(plan).toContain('SITES_ZONE_NAME is not set')
    expect(plan).not.toContain('PAYMENTS_TEST_MODE')
    const commands = deployCommands(WORKERS)
    expect(commands.findIndex((c) => c.includes('migrations apply'))).toBeLessThan(
      commands.findIndex((c) => c.startsWith('npx wrangler deploy')),
    )
    expect(commands.at(-2)).toBe('npx wrangler deploy -c dist/api/wrangler.deploy.json')
    expect(commands.at(-1)).toBe('npx wrangler deploy -c dist/server/wrangler.deploy.json')
    expect(planText(WORKERS, { dryRun: false, zoneName: 'sites.example.com' })).toContain('every host of sites.example.com (*/*)')
  })
})
