import { describe, expect, it } from 'vitest'
import { PASSWORD_MIN_LENGTH } from '#contract/auth-constants.ts'
import { commonPasswordList, foldPassword } from '#api/src/auth/common-password-rule.ts'
import { isCommonPassword } from '#api/src/auth/common-passwords.ts'
import committed from '#api/src/auth/common-passwords.txt?raw'
import { commonPasswordsFile } from '../../scripts/common-passwords.ts'

describe('the common passwords the api refuses (decision 047)', () => {
  it('are the package’s list as the script writes it: run `npm run common-passwords` after updating the package', () => {
    expect(committed).toBe(commonPasswordsFile())
  })

  it('hold only what a new password could be, folded, once each', () => {
    const lines = committed.trimEnd().split('\n')
    expect(lines.length).toBeGreaterThan(1000)
    expect(lines.every((p) => [...p].length >= PASSWORD_MIN_LENGTH && p === foldPassword(p))).toBe(true)
    expect(new Set(lines).size).toBe(lines.length)
    // Small enough to ship in the api Worker: about 18 KB of text.
    expect(committed.length).toBeLessThan(25_000)
  })

  it('refuses the common ones however they are typed, and lets a passphrase through', () => {
    for (const password of ['qwertyuiop', 'QWERTYUIOP', 'Password123', 'ｑｗｅｒｔｙｕｉｏｐ', '1234567890']) {
      expect.soft(isCommonPassword(password), password).toBe(true)
    }
    for (const password of ['family-demo-2026', 'staff-demo-2026', 'lantern orchard river', 'qwertyuiop!x']) {
      expect.soft(isCommonPassword(password), password).toBe(false)
    }
  })

  it('builds the list from any ranked list: long enough, folded, deduplicated, sorted', () => {
    expect(commonPasswordList(['Short1', 'BBBBBBBBBBBB', 'bbbbbbbbbbbb', 'aaaaaaaaaaaa', 'with\nnewline12'])).toEqual([
      'aaaaaaaaaaaa',
      'bbbbbbbbbbbb',
    ])
  })
})
