/**
 * `npm run budgets` (a step of `npm test`, after the build): fails when a page of the built client
 * references more JS (gzip bytes) than its page type's ceiling, and lists the pages still over
 * issue 15's budgets (bench/js-budget.ts).
 */
import { join } from 'node:path'
import {
  budgetTable,
  clientChunks,
  kib,
  measurePages,
  overBudget,
  overCeiling,
  pageScripts,
  pageTypeOf,
  readStartManifest,
  routeChains,
  signedInRouteIds,
} from '#bench/js-budget.ts'
import { SIGNED_IN_AREAS } from '#src/lib/signed-in-areas.ts'

const dist = join(import.meta.dirname, '..', 'dist')
const manifest = await readStartManifest(dist)
const chunkCode = clientChunks(dist)
const figures = measurePages(manifest, chunkCode)
console.log(budgetTable(figures))
const pending = overBudget(figures)
if (pending.length > 0) {
  console.log(`\nStill over their budget (issue 15): ${pending.map((f) => `${f.routeId} ${kib(f.gzipBytes)}`).join(', ')}`)
}
const over = overCeiling(figures)
if (over.length > 0) {
  console.error(`\nOver the JS ceiling (gzip of every script a first load references):\n${over.map((line) => `  ${line}`).join('\n')}`)
  process.exit(1)
}
// Decision 050: a page outside the signed-in areas names none of their routes, so they can grow freely.
const leaks = routeChains(manifest).flatMap(({ id, chain }) => {
  if (['family portal', 'studio'].includes(pageTypeOf(id).name) || id === '/_ui') return []
  const named = pageScripts(manifest, chain, chunkCode).flatMap((asset) => signedInRouteIds(chunkCode(asset) ?? '', SIGNED_IN_AREAS))
  return named.length > 0 ? [`${id}: ${[...new Set(named)].join(', ')}`] : []
})
if (leaks.length > 0) {
  console.error(`\nPublic pages name routes of a signed-in area (decision 050):\n${leaks.map((line) => `  ${line}`).join('\n')}`)
  process.exit(1)
}
console.log(`\nNo page grew past its ceiling (${figures.length} pages), and no public page names a signed-in area's route.`)
