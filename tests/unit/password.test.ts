import { describe, expect, it, vi } from 'vitest'
import { argon2id } from '#api/src/auth/kdf/argon2id.ts'
import { ARGON2ID_COST, constantTimeEqual, hashPassword, needsRehash, verifyPassword } from '#api/src/auth/password.ts'
import { legacyPbkdf2Hash } from '#tests/support/legacy-password.ts'

/** Base64 without padding, as the PHC string format writes it. */
const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64').replace(/=+$/, '')
/** Each argon2id takes about 90 ms alone, several times that on a busy 2-core machine; some tests run a dozen. */
const HASHING = { timeout: 60_000 }
const PHC = /^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/

describe('argon2id', HASHING, () => {
  it('computes RFC 9106 argon2id: the same tag as a second, independent implementation', () => {
    // @noble/hashes 2.4.0 (pure JS) gave this tag for the same input; the two share no code.
    const tag = argon2id(new TextEncoder().encode('family-demo-2026'), new Uint8Array(16), ARGON2ID_COST, 32)
    expect(Buffer.from(tag).toString('hex')).toBe('d3a51ec595ef943e1a78c24a7659c05d3d22a591e36b7eb359d614e69cc15387')
  })

  it('is OWASP’s first choice: 19 MiB, two passes, one lane', () => {
    expect(ARGON2ID_COST).toEqual({ memoryKiB: 19_456, passes: 2, parallelism: 1 })
  })
})

describe('hashPassword', HASHING, () => {
  it('writes the PHC string of argon2id at today’s cost: a 16-byte salt and a 32-byte tag, never the password', async () => {
    const stored = await hashPassword('correct horse battery')
    expect(stored).toMatch(PHC)
    expect(stored).not.toContain('correct horse battery')
  })

  it('salts randomly: the same password hashes differently each time', async () => {
    expect(await hashPassword('same password here')).not.toBe(await hashPassword('same password here'))
  })

  it('gives the same hash for a fixed salt (what the seed uses)', async () => {
    const salt = new Uint8Array(16).fill(7)
    expect(await hashPassword('family-demo-2026', { salt })).toBe(await hashPassword('family-demo-2026', { salt }))
  })

  it('refuses a short salt, or a password too short for any account', async () => {
    await expect(hashPassword('long enough password', { salt: new Uint8Array(8) })).rejects.toThrow(RangeError)
    await expect(hashPassword('short')).rejects.toThrow(RangeError)
  })
})

describe('verifyPassword', HASHING, () => {
  it('accepts the password and nothing else', async () => {
    const stored = await hashPassword('correct horse battery')
    expect(await verifyPassword('correct horse battery', stored)).toBe(true)
    expect(await verifyPassword('correct horse batterY', stored)).toBe(false)
    expect(await verifyPassword('', stored)).toBe(false)
    expect(await verifyPassword('\u0005', stored)).toBe(false)
  })

  it('handles any Unicode password', async () => {
    const stored = await hashPassword('pässwörd 🌊 密码')
    expect(await verifyPassword('pässwörd 🌊 密码', stored)).toBe(true)
    expect(await verifyPassword('passwörd 🌊 密码', stored)).toBe(false)
  })

  it('still verifies the PBKDF2 hashes stored before argon2id, with their own iterations', async () => {
    const old = await legacyPbkdf2Hash('family-demo-2026')
    expect(await verifyPassword('family-demo-2026', old)).toBe(true)
    expect(await verifyPassword('family-demo-2025', old)).toBe(false)
    expect(await verifyPassword('pw-at-any-cost', await legacyPbkdf2Hash('pw-at-any-cost', 2000))).toBe(true)
  })

  it('verifies an argon2id hash of another cost by the cost it names', async () => {
    const salt = new Uint8Array(16).fill(9)
    const tag = argon2id(new TextEncoder().encode('another-cost-pw'), salt, { memoryKiB: 1024, passes: 1, parallelism: 1 }, 32)
    const stored = `$argon2id$v=19$m=1024,t=1,p=1$${b64(salt)}$${b64(tag)}`
    expect(await verifyPassword('another-cost-pw', stored)).toBe(true)
    expect(needsRehash(stored)).toBe(true)
  })

  it('is false, not a throw, for a malformed hash, another scheme or a cost beyond bounds', async () => {
    const good = await hashPassword('pw-of-ten-chars')
    const [, , , , salt, tag] = good.split('$')
    const old = await legacyPbkdf2Hash('pw-of-ten-chars', 1000)
    const [, , oldSalt, oldHash] = old.split('$')
    for (const stored of [
      '',
      'plain text',
      `$argon2i$v=19$m=19456,t=2,p=1$${salt}$${tag}`,
      `$argon2id$v=16$m=19456,t=2,p=1$${salt}$${tag}`,
      `$argon2id$v=19$m=4194304,t=2,p=1$${salt}$${tag}`,
      `$argon2id$v=19$m=19456,t=99,p=1$${salt}$${tag}`,
      `$argon2id$v=19$m=19456,t=2,p=1$${salt}$not base64!`,
      `${good}$extra`,
      `pending$${good}`,
      `bcrypt$1000$${oldSalt}$${oldHash}`,
      `pbkdf2-sha256$200000$${oldSalt}$${oldHash}`,
      `pbkdf2-sha256$1000$${oldSalt}$${btoa('short')}`,
    ]) {
      expect.soft(await verifyPassword('pw-of-ten-chars', stored), stored).toBe(false)
    }
  })

  it('answers false for no account at all, after the same argon2id work as a real check (a decoy hash)', async () => {
    const deriveBits = vi.spyOn(crypto.subtle, 'deriveBits')
    try {
      expect(await verifyPassword('anything at all', undefined)).toBe(false)
      // No PBKDF2 ran: the decoy is argon2id, as every new hash is.
      expect(deriveBits).not.toHaveBeenCalled()
    } finally {
      deriveBits.mockRestore()
    }
  })
})

describe('needsRehash', HASHING, () => {
  it('is true for an old PBKDF2 hash, false for argon2id at today’s cost and for what never verifies', async () => {
    expect(needsRehash(await legacyPbkdf2Hash('family-demo-2026', 1000))).toBe(true)
    expect(needsRehash(await hashPassword('family-demo-2026'))).toBe(false)
    expect(needsRehash('pending$whatever')).toBe(false)
    expect(needsRehash('')).toBe(false)
  })
})

describe('constantTimeEqual', () => {
  it('compares bytes and lengths', () => {
    expect(constantTimeEqual(new Uint8Array([1, 2, 3]), new Uint8Array([1, 2, 3]))).toBe(true)
    expect(constantTimeEqual(new Uint8Array([1, 2, 3]), new Uint8Array([1, 2, 4]))).toBe(false)
    expect(constantTimeEqual(new Uint8Array([1, 2, 3]), new Uint8Array([1, 2]))).toBe(false)
    expect(constantTimeEqual(new Uint8Array(), new Uint8Array())).toBe(true)
  })
})
