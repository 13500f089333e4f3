/**
 * Writes api/src/auth/common-passwords.txt, the common passwords the api refuses for a new password
 * (decision 047): the `passwords-common` list of @zxcvbn-ts/language-common (zxcvbn's ranked list of
 * the most used passwords, about 49,000), only those a new password could be at all (at least
 * PASSWORD_MIN_LENGTH characters: shorter ones are refused anyway), folded as the check folds them,
 * one a line, sorted. A devDependency only: the file ships in the api Worker, the package nowhere.
 * `npm run common-passwords`; `--check` only compares (tests/unit/common-passwords.test.ts does too).
 */
import { readFile, writeFile } from 'node:fs/promises'
import { dictionary } from '@zxcvbn-ts/language-common'
import { commonPasswordList } from '#api/src/auth/common-password-rule.ts'

const target = new URL('../api/src/auth/common-passwords.txt', import.meta.url)

/** The file's text from the package's list. */
export function commonPasswordsFile(): string {
  return `${commonPasswordList(dictionary['passwords-common'] ?? []).join('\n')}\n`
}

if (import.meta.main) {
  const text = commonPasswordsFile()
  if (process.argv.includes('--check')) {
    if ((await readFile(target, 'utf8').catch(() => '')) !== text) {
      console.error('api/src/auth/common-passwords.txt is stale: run `npm run common-passwords`')
      process.exit(1)
    }
    console.log('api/src/auth/common-passwords.txt is up to date')
  } else {
    await writeFile(target, text)
    console.log(`wrote api/src/auth/common-passwords.txt (${text.split('\n').length - 1} passwords)`)
  }
}
