/**
 * base64url (RFC 4648 §5, no padding): tokens, hashes in links, anything that travels in a URL
 * or cookie. The one implementation for api/, bff/ and src/.
 */
export function base64UrlEncode(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '')
}

/** The bytes of a base64url (or plain base64) text, padded or not; throws on anything else. */
export function base64UrlDecode(text: string): Uint8Array {
  const base64 = text.replaceAll('-', '+').replaceAll('_', '/')
  const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=')
  return Uint8Array.from(atob(padded), (char) => char.charCodeAt(0))
}
