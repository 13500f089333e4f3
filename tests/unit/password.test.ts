import { describe, expect, it, vi } from 'vitest'
import { DEFAULT_ITERATIONS, MAX_ITERATIONS, constantTimeEqual, hashPassword, verifyPassword } from '#api/src/auth/password.ts'

// Fewer iterations keep these fast; the format, salt and comparison are what is tested.
const FAST = { iterations: 1000 }

describe('hashPassword', () => {
  it('defaults to 100000 iterations, workerd’s maximum', async () => {
    expect(DEFAULT_ITERATIONS).toBe(100_000)
    expect(MAX_ITERATIONS).toBe(100_000)
    expect(await hashPassword('correct horse battery')).toMatch(/^pbkdf2-sha256\$100000\$[A-Za-z0-9+/]{22}==\$[A-Za-z0-9+/]{43}=$/)
  })

  it('stores the scheme, iterations, a 16-byte salt and a 32-byte hash, never the password', async () => {
    const stored = await hashPassword('correct horse battery', FAST)
    const [scheme, iterations, salt, hash] = stored.split('$')
    expect(scheme).toBe('pbkdf2-sha256')
    expect(iterations).toBe('1000')
    expect(atob(salt!)).toHaveLength(16)
    expect(atob(hash!)).toHaveLength(32)
    expect(stored).not.toContain('correct horse battery')
  })

  it('salts randomly: the same password hashes differently each time', async () => {
    expect(await hashPassword('same password', FAST)).not.toBe(await hashPassword('same password', FAST))
  })

  it('gives the same hash for a fixed salt (what the seed uses)', async () => {
    const salt = new Uint8Array(16).fill(7)
    expect(await hashPassword('pw', { ...FAST, salt })).toBe(await hashPassword('pw', { ...FAST, salt }))
  })

  it('refuses more iterations than workerd allows, none, or a short salt', async () => {
    await expect(hashPassword('pw', { iterations: MAX_ITERATIONS + 1 })).rejects.toThrow(RangeError)
    await expect(hashPassword('pw', { iterations: 0 })).rejects.toThrow(RangeError)
    await expect(hashPassword('pw', { ...FAST, salt: new Uint8Array(8) })).rejects.toThrow(RangeError)
  })
})

describe('verifyPassword', () => {
  it('accepts the password and nothing else', async () => {
    const stored = await hashPassword('correct horse battery', FAST)
    expect(await verifyPassword('correct horse battery', stored)).toBe(true)
    expect(await verifyPassword('correct horse batterY', stored)).toBe(false)
    expect(await verifyPassword('', stored)).toBe(false)
  })

  it('handles any Unicode password', async () => {
    const stored = await hashPassword('pässwörd 🌊 密码', FAST)
    expect(await verifyPassword('pässwörd 🌊 密码', stored)).toBe(true)
    expect(await verifyPassword('passwörd 🌊 密码', stored)).toBe(false)
  })

  it('verifies with the iterations stored in the hash', async () => {
    const stored = await hashPassword('pw-at-any-cost', { iterations: 2000 })
    expect(await verifyPassword('pw-at-any-cost', stored)).toBe(true)
  })

  it('is false, not a throw, for a malformed hash, another scheme or too many iterations', async () => {
    const good = await hashPassword('pw', FAST)
    const [, , salt, hash] = good.split('$')
    for (const stored of [
      '',
      'plain text',
      `bcrypt$1000$${salt}$${hash}`,
      `pbkdf2-sha256$abc$${salt}$${hash}`,
      `pbkdf2-sha256$200000$${salt}$${hash}`,
      `pbkdf2-sha256$1000$${salt}$not base64!`,
      `pbkdf2-sha256$1000$${salt}$${btoa('short')}`,
      `${good}$extra`,
    ]) {
      expect.soft(await verifyPassword('pw', stored)).toBe(false)
    }
  })

  it('answers false for no account at all, after the same KDF work as a real check (a decoy hash)', async () => {
    const deriveBits = vi.spyOn(crypto.subtle, 'deriveBits')
    try {
      expect(await verifyPassword('anything', undefined)).toBe(false)
      expect(await verifyPassword('anything', await hashPassword('something else'))).toBe(false)
      const iterations = deriveBits.mock.calls.map(([params]) => (params as Pbkdf2Params).iterations)
      // The decoy check, the hashing, the real check: each at the default cost.
      expect(iterations).toEqual([DEFAULT_ITERATIONS, DEFAULT_ITERATIONS, DEFAULT_ITERATIONS])
    } finally {
      deriveBits.mockRestore()
    }
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
