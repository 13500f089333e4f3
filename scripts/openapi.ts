/**
 * Writes docs/openapi.json, the committed snapshot of the upstream's OpenAPI document (the api
 * serves the same at GET /api/openapi.json). Run after changing any contract operation:
 * `node scripts/openapi.ts`; tests/integration/api/openapi.test.ts fails while the snapshot is stale.
 * `--check` only compares, and exits 1 when the snapshot differs.
 */
import { readFile, writeFile } from 'node:fs/promises'
import { buildOpenApiDocument } from '#contract/openapi.ts'
import { allOperations } from '#contract/operations.ts'

const target = new URL('../docs/openapi.json', import.meta.url)
const text = `${JSON.stringify(buildOpenApiDocument(allOperations), null, 2)}\n`

if (process.argv.includes('--check')) {
  const current = await readFile(target, 'utf8').catch(() => '')
  if (current !== text) {
    console.error('docs/openapi.json is stale: run `node scripts/openapi.ts`')
    process.exit(1)
  }
  console.log('docs/openapi.json is up to date')
} else {
  await writeFile(target, text)
  console.log(`wrote docs/openapi.json (${allOperations.length} operations)`)
}
