/**
 * No production file over 400 lines (issue 13): a file that long does more than one job. Generated
 * files, migrations and pure data modules (api/seed/data/) are exempt. Part of `npm run lint`.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'

export const MAX_LINES = 400
const PRODUCTION = /^(api|bff|contract|core|src)\/.*\.(ts|tsx)$/
const EXEMPT = [/\.gen\.ts$/, /^api\/migrations\//, /^api\/seed\/data\//, /\.d\.ts$/]

const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { encoding: 'utf8' })
  .split('\n')
  .filter((file) => PRODUCTION.test(file) && !EXEMPT.some((rule) => rule.test(file)) && existsSync(file))

const tooLong = files
  .map((file) => ({ file, lines: readFileSync(file, 'utf8').split('\n').length }))
  .filter(({ lines }) => lines > MAX_LINES)

if (tooLong.length > 0) {
  console.error(`Production files over ${MAX_LINES} lines (split them by job):`)
  for (const { file, lines } of tooLong) console.error(`  ${file}: ${lines}`)
  process.exit(1)
}
console.log(`file size: ${files.length} production files, none over ${MAX_LINES} lines`)
