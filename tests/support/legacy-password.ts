const base64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes))

/**
 * A password hash in the form the api stored before argon2id (decision 047):
 * `pbkdf2-sha256$<iterations>$<salt>$<hash>`, padded base64, WebCrypto PBKDF2-SHA-256. The api
 * only verifies these now; tests make them to show an old account still signs in and is rehashed.
 */
export async function legacyPbkdf2Hash(password: string, iterations = 100_000, salt = new Uint8Array(16).fill(3)): Promise<string> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, ['deriveBits'])
  const bits = await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, key, 256)
  return `pbkdf2-sha256$${iterations}$${base64(salt)}$${base64(new Uint8Array(bits))}`
}
