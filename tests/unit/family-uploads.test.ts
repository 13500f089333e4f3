import { describe, expect, it } from 'vitest'
import { ApiError } from '#contract/errors.ts'
import { fileTooLarge, UPLOAD_RULES } from '#contract/files.ts'
import { isAnimatedPng, RESIZE_FROM_BYTES, worthResizing } from '#src/features/tasks/media/resize.ts'
import {
  acceptAttribute,
  fileProblem,
  leavingLoses,
  nextToSend,
  queueReducer,
  queueSummary,
  titleFromName,
  uploadFailure,
  uploadHint,
  type QueueItem,
} from '#src/features/tasks/media/upload-rules.ts'
import { NetworkError, SEEMS_OFFLINE } from '#src/lib/problem-sentence.ts'

const MB = 1024 * 1024

function file(name: string, type: string, size = 1000): File {
  const made = new File(['x'], name, { type })
  Object.defineProperty(made, 'size', { value: size })
  return made
}

function bytes(text: string): Uint8Array {
  return new Uint8Array([...text].map((ch) => ch.charCodeAt(0)))
}

function queueOf(...items: { key: string; file: File; problem?: string }[]): QueueItem<string>[] {
  return queueReducer<string>([], { type: 'add', items: items.map((item) => ({ problem: undefined, ...item })), start: false })
}

describe('checks before an upload (the server’s own words)', () => {
  it('refuses a type the kind does not take, with the label the api uses', () => {
    expect(fileProblem('photo', file('notes.txt', 'text/plain'))).toBe(`Please choose ${UPLOAD_RULES.photo.label}`)
    expect(fileProblem('music', file('a.png', 'image/png'))).toBe('Please choose an MP3, M4A, WAV, OGG or FLAC audio file')
  })
  it('refuses a file over the kind’s limit with the api’s 413/422 sentence', () => {
    expect(fileProblem('photo', file('big.jpg', 'image/jpeg', 15 * MB + 1))).toBe(fileTooLarge('photo'))
    expect(fileProblem('photo', file('big.jpg', 'image/jpeg', 15 * MB))).toBeUndefined()
    expect(fileProblem('music', file('song.mp3', 'audio/mpeg', 30 * MB + 1))).toBe('The file is too large (at most 30 MB)')
  })
  it('refuses an empty file, and leaves a file of unknown type to the server, which reads its bytes', () => {
    expect(fileProblem('photo', file('empty.jpg', 'image/jpeg', 0))).toBe('This file is empty')
    expect(fileProblem('photo', file('IMG_0001', '', 2000))).toBeUndefined()
  })
  it('names the accepted types for the picker, so phones offer the camera roll, and says the limit', () => {
    expect(acceptAttribute('photo')).toBe('image/jpeg,image/png,image/webp,image/gif')
    expect(acceptAttribute('music')).toContain('audio/mpeg')
    expect(uploadHint('photo')).toBe('JPEG, PNG, WebP or GIF image, up to 15 MB.')
  })
})

describe('what a failed upload says, and whether trying again can help', () => {
  it('a dropped connection or a busy server may be tried again', () => {
    // A dropped connection says the product's one offline sentence (issue 34 §4), not a second copy of it.
    expect(uploadFailure(new NetworkError())).toEqual({ message: SEEMS_OFFLINE, retryable: true })
    expect(uploadFailure(new TypeError('Failed to fetch'))).toEqual({ message: SEEMS_OFFLINE, retryable: true })
    expect(uploadFailure(new ApiError(503, undefined, { message: 'The server is busy.' }))).toEqual({
      message: 'The server is busy.',
      retryable: true,
    })
    expect(uploadFailure(new ApiError(502)).retryable).toBe(true)
    expect(uploadFailure(new ApiError(429)).retryable).toBe(true)
  })
  it('a file the server refused shows the server’s field message and is not sent again', () => {
    const refused = new ApiError(422, undefined, {
      message: 'Please choose a JPEG',
      errors: { file: 'Please choose a JPEG, PNG, WebP or GIF image' },
    })
    expect(uploadFailure(refused)).toEqual({ message: 'Please choose a JPEG, PNG, WebP or GIF image', retryable: false })
    expect(uploadFailure(new ApiError(413, undefined, { message: fileTooLarge('photo') }))).toEqual({
      message: fileTooLarge('photo'),
      retryable: false,
    })
    expect(uploadFailure(new ApiError(401)).retryable).toBe(false)
  })
})

describe('the upload queue', () => {
  const a = file('a.jpg', 'image/jpeg')
  const b = file('b.jpg', 'image/jpeg')
  const c = file('c.txt', 'text/plain')

  it('adds chosen files ready for a caption, or refused with the reason; auto-start sends at once', () => {
    const queue = queueOf({ key: '1', file: a }, { key: '2', file: c, problem: 'Please choose an image' })
    expect(queue.map((item) => item.phase)).toEqual(['ready', 'refused'])
    expect(queue[1]?.message).toBe('Please choose an image')
    const auto = queueReducer<string>([], { type: 'add', items: [{ key: '1', file: a, problem: undefined }], start: true })
    expect(auto[0]?.phase).toBe('waiting')
  })

  it('takes a caption while ready only, then starts every ready file', () => {
    let queue = queueOf({ key: '1', file: a }, { key: '2', file: b })
    queue = queueReducer(queue, { type: 'title', key: '1', title: 'At the lake' })
    queue = queueReducer(queue, { type: 'start' })
    expect(queue.map((item) => item.phase)).toEqual(['waiting', 'waiting'])
    queue = queueReducer(queue, { type: 'title', key: '1', title: 'Changed later' })
    expect(queue[0]?.title).toBe('At the lake')
  })

  it('moves a file through preparing, sending with progress, and saved', () => {
    let queue = queueReducer(queueOf({ key: '1', file: a }), { type: 'start' })
    queue = queueReducer(queue, { type: 'prepare', key: '1' })
    expect(queue[0]?.phase).toBe('preparing')
    queue = queueReducer(queue, { type: 'send', key: '1' })
    expect(queue[0]).toMatchObject({ phase: 'sending', percent: 0 })
    queue = queueReducer(queue, { type: 'progress', key: '1', percent: 40 })
    expect(queue[0]?.percent).toBe(40)
    queue = queueReducer(queue, { type: 'saved', key: '1', result: 'photo-7' })
    expect(queue[0]).toMatchObject({ phase: 'saved', percent: 100, result: 'photo-7' })
  })

  it('a failed file is retried on its own, keeping its caption, and the others are untouched', () => {
    let queue = queueOf({ key: '1', file: a }, { key: '2', file: b })
    queue = queueReducer(queue, { type: 'title', key: '1', title: 'Wedding day' })
    queue = queueReducer(queue, { type: 'start' })
    queue = queueReducer(queue, { type: 'send', key: '1' })
    queue = queueReducer(queue, { type: 'failed', key: '1', failure: { message: SEEMS_OFFLINE, retryable: true } })
    queue = queueReducer(queue, { type: 'saved', key: '2', result: 'photo-8' })
    expect(queue.map((item) => item.phase)).toEqual(['failed', 'saved'])
    queue = queueReducer(queue, { type: 'retry', key: '1' })
    expect(queue[0]).toMatchObject({ phase: 'waiting', title: 'Wedding day', message: undefined })
    expect(queue[1]?.phase).toBe('saved')
  })

  it('does not retry a refused file or one the server will refuse again', () => {
    let queue = queueOf({ key: '1', file: c, problem: 'Please choose an image' })
    queue = queueReducer(queue, { type: 'retry', key: '1' })
    expect(queue[0]?.phase).toBe('refused')
    queue = queueReducer(queueReducer(queueOf({ key: '2', file: a }), { type: 'start' }), {
      type: 'failed',
      key: '2',
      failure: { message: 'Please choose an image', retryable: false },
    })
    expect(queueReducer(queue, { type: 'retry', key: '2' })[0]?.phase).toBe('failed')
  })

  it('never drops a file while it is on its way; removes others', () => {
    let queue = queueReducer(queueOf({ key: '1', file: a }, { key: '2', file: c, problem: 'No' }), { type: 'start' })
    queue = queueReducer(queue, { type: 'send', key: '1' })
    queue = queueReducer(queue, { type: 'dismiss', key: '1' })
    queue = queueReducer(queue, { type: 'dismiss', key: '2' })
    expect(queue.map((item) => item.key)).toEqual(['1'])
  })

  it('sends a few at a time, oldest first', () => {
    let queue = queueReducer(queueOf({ key: '1', file: a }, { key: '2', file: b }, { key: '3', file: a }), { type: 'start' })
    expect(nextToSend(queue, 2).map((item) => item.key)).toEqual(['1', '2'])
    queue = queueReducer(queue, { type: 'send', key: '1' })
    expect(nextToSend(queue, 2).map((item) => item.key)).toEqual(['2'])
  })

  it('asks before leaving only while a chosen file is not saved yet', () => {
    let queue = queueOf({ key: '1', file: a }, { key: '2', file: c, problem: 'No' })
    expect(leavingLoses(queue)).toBe(true)
    queue = queueReducer(queueReducer(queue, { type: 'start' }), { type: 'saved', key: '1', result: 'x' })
    expect(leavingLoses(queue)).toBe(false)
    const failed = (retryable: boolean) =>
      queueReducer(queueReducer(queueOf({ key: '3', file: b }), { type: 'start' }), {
        type: 'failed',
        key: '3',
        failure: { message: 'x', retryable },
      })
    expect(leavingLoses(failed(true))).toBe(true)
    expect(leavingLoses(failed(false))).toBe(false)
  })

  it('sums the queue up for the live region', () => {
    let queue = queueOf({ key: '1', file: a }, { key: '2', file: b }, { key: '3', file: c, problem: 'No' })
    expect(queueSummary(queue)).toBe('0 of 3 saved, 2 ready to upload, 1 not sent.')
    queue = queueReducer(queue, { type: 'start' })
    queue = queueReducer(queue, { type: 'saved', key: '1', result: 'x' })
    expect(queueSummary(queue)).toBe('1 of 3 saved, 1 uploading, 1 not sent.')
    expect(queueSummary([])).toBe('')
  })

  it('starts a song’s title from its file name', () => {
    expect(titleFromName('Amazing_Grace.mp3')).toBe('Amazing Grace')
    expect(titleFromName('moon.river.flac')).toBe('moon.river')
  })
})

describe('resizing before upload', () => {
  it('resizes only large still JPEG and PNG photos', () => {
    expect(worthResizing({ type: 'image/jpeg', size: RESIZE_FROM_BYTES })).toBe(true)
    expect(worthResizing({ type: 'image/png', size: 8 * MB })).toBe(true)
    expect(worthResizing({ type: 'image/jpeg', size: RESIZE_FROM_BYTES - 1 })).toBe(false)
    expect(worthResizing({ type: 'image/gif', size: 8 * MB })).toBe(false)
    expect(worthResizing({ type: 'image/webp', size: 8 * MB })).toBe(false)
  })
  it('knows an animated PNG by its animation chunk before the image data', () => {
    expect(isAnimatedPng(bytes('\x89PNG....IHDR....acTL....IDAT'))).toBe(true)
    expect(isAnimatedPng(bytes('\x89PNG....IHDR....IDAT....acTL'))).toBe(false)
    expect(isAnimatedPng(bytes('\x89PNG....IHDR....IDAT'))).toBe(false)
  })
})
