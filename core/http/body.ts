/**
 * What a call may send (spec §7: "Bodies are JSON unless form data, plain text
 * or blob"). Strings are plain text, never JSON: to send a JSON string, wrap it.
 */
export type HttpBody =
  | string
  | Blob
  | FormData
  | URLSearchParams
  | ArrayBuffer
  | ArrayBufferView
  /** Streamed as it comes (the BFF proxy passes the browser's body on without buffering it); never retried. */
  | ReadableStream<Uint8Array>
  | object
  | number
  | boolean
  | null

export type EncodedBody = {
  body: BodyInit
  /** Set only for JSON; fetch itself types the others (FormData gets its multipart boundary). */
  contentType?: string
}

/** Bodies fetch already knows how to send, passed as they are. */
function isNativeBody(body: unknown): body is BodyInit {
  return (
    typeof body === 'string' ||
    (typeof Blob !== 'undefined' && body instanceof Blob) ||
    (typeof FormData !== 'undefined' && body instanceof FormData) ||
    (typeof URLSearchParams !== 'undefined' && body instanceof URLSearchParams) ||
    (typeof ReadableStream !== 'undefined' && body instanceof ReadableStream) ||
    body instanceof ArrayBuffer ||
    ArrayBuffer.isView(body)
  )
}

/** `undefined` sends no body; everything that is not a native body is JSON. */
export function encodeBody(body: HttpBody | undefined): EncodedBody | undefined {
  if (body === undefined) return undefined
  if (isNativeBody(body)) return { body }
  return { body: JSON.stringify(body), contentType: 'application/json' }
}
