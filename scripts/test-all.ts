/**
 * `npm test`: every check in order, stopping at the first failure, then how long each took.
 * The durations are how we keep `.ci/run` well inside CI's 90 minutes (issue 13 asks for under
 * 40) as the portal's tests arrive: a step that grows shows here first.
 */
import { spawnSync } from 'node:child_process'

/** `npm run` arguments of each step; the last builds again and checks what a deploy would send (scripts/deploy.ts). */
const STEPS = [
  ['typecheck'],
  ['lint'],
  ['test:unit'],
  ['build'],
  ['budgets'],
  ['test:integration'],
  ['test:e2e'],
  ['deploy', '--', '--dry-run'],
] as const

const took: { step: string; seconds: number; ok: boolean }[] = []
const started = Date.now()

function report() {
  const total = (Date.now() - started) / 1000
  console.log('\nnpm test, step by step:')
  for (const { step, seconds, ok } of took) console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${step.padEnd(18)} ${seconds.toFixed(1).padStart(7)} s`)
  console.log(`  total${' '.repeat(19)}${total.toFixed(1).padStart(7)} s`)
}

for (const args of STEPS) {
  const step = args.filter((a) => a !== '--').join(' ')
  const start = Date.now()
  console.log(`\n▶ npm run ${args.join(' ')}`)
  const result = spawnSync('npm', ['run', ...args], { stdio: 'inherit' })
  const ok = result.status === 0
  took.push({ step, seconds: (Date.now() - start) / 1000, ok })
  if (!ok) {
    report()
    process.exit(result.status ?? 1)
  }
}
report()
