// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '#contract/errors.ts'
import { HEADER_HOST } from '#contract/headers.ts'
import { NetworkError, problemSentence, SEEMS_OFFLINE } from '#src/lib/problem-sentence.ts'
import { sendUpload } from '#src/lib/upload.ts'

type Listener = (event: { loaded: number; total: number; lengthComputable: boolean }) => void

/** The browser's XMLHttpRequest as far as sendUpload uses it; each test answers it as a server would. */
class RecordingXhr {
  static last: RecordingXhr | undefined
  method = ''
  url = ''
  headers: Record<string, string> = {}
  body: FormData | undefined
  status = 0
  responseText = ''
  withCredentials = false
  aborted = false
  private listeners = new Map<string, () => void>()
  private progress: Listener | undefined
  upload = { addEventListener: (_type: string, listener: Listener) => (this.progress = listener) }
  constructor() {
    RecordingXhr.last = this
  }
  open(method: string, url: string) {
    this.method = method
    this.url = url
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value
  }
  addEventListener(type: string, listener: () => void) {
    this.listeners.set(type, listener)
  }
  send(body: FormData) {
    this.body = body
  }
  abort() {
    this.aborted = true
    this.listeners.get('abort')?.()
  }
  sent(loaded: number, total: number) {
    this.progress?.({ loaded, total, lengthComputable: true })
  }
  answer(status: number, body: string) {
    this.status = status
    this.responseText = body
    this.listeners.get('load')?.()
  }
  drop() {
    this.listeners.get('error')?.()
  }
}

const xhr = (): RecordingXhr => {
  if (!RecordingXhr.last) throw new Error('no request was made')
  return RecordingXhr.last
}

beforeEach(() => {
  RecordingXhr.last = undefined
  vi.stubGlobal('XMLHttpRequest', RecordingXhr)
})
afterEach(() => {
  vi.unstubAllGlobals()
})

describe('sendUpload: the one upload transport', () => {
  it('sends the file and its non-empty text parts same-origin with the host, and reports progress', async () => {
    const progress: (number | undefined)[] = []
    const file = new File(['abc'], 'lake.png', { type: 'image/png' })
    const done = sendUpload({
      method: 'PUT',
      path: '/api/family/cases/7/memorial-theme',
      file,
      fileName: 'lake.png',
      fields: { title: 'At the lake', note: '' },
      onProgress: (percent) => progress.push(percent),
    })
    expect(xhr()).toMatchObject({ method: 'PUT', url: '/api/family/cases/7/memorial-theme', withCredentials: true })
    expect(xhr().headers[HEADER_HOST]).toBe(location.host)
    expect(xhr().body?.get('title')).toBe('At the lake')
    expect(xhr().body?.has('note')).toBe(false)
    expect(xhr().body?.get('file')).toMatchObject({ name: 'lake.png' })
    xhr().sent(50, 200)
    xhr().answer(200, JSON.stringify({ id: 9 }))
    await expect(done).resolves.toEqual({ id: 9 })
    expect(progress).toEqual([0, 25])
  })

  it('a refusal carries the api’s envelope; a dropped connection says so; a cancelled upload is an AbortError', async () => {
    const file = new File(['abc'], 'a.png')
    const refused = sendUpload({ path: '/p', file })
    xhr().answer(
      422,
      JSON.stringify({ statusCode: 422, message: 'file: Please choose an image', errors: { file: 'Please choose an image' } }),
    )
    const error = await refused.catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).errors).toEqual({ file: 'Please choose an image' })

    const dropped = sendUpload({ path: '/p', file })
    xhr().drop()
    // No answer is a NetworkError, which reads as the product's one offline sentence (issue 34 §4).
    const lost = await dropped.catch((e: unknown) => e)
    expect(lost).toBeInstanceOf(NetworkError)
    expect(problemSentence(lost)).toBe(SEEMS_OFFLINE)

    const controller = new AbortController()
    const cancelled = sendUpload({ path: '/p', file, signal: controller.signal })
    controller.abort()
    await expect(cancelled).rejects.toMatchObject({ name: 'AbortError' })
    expect(xhr().aborted).toBe(true)
  })
})
