/**
 * `npm run budgets` (a step of `npm test`, after the build): fails when a page of the built client
 * references more JS (gzip bytes) than its page type's ceiling, and lists the pages still over
 * issue 15's budgets (bench/js-budget.ts).
 */
import { join } from 'node:path'
import { budgetTable, clientChunks, kib, measurePages, overBudget, overCeiling, readStartManifest } from '#bench/js-budget.ts'

const dist = join(import.meta.dirname, '..', 'dist')
const figures = measurePages(await readStartManifest(dist), clientChunks(dist))
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
console.log(`\nNo page grew past its ceiling (${figures.length} pages).`)
