import { describe, expect, it, vi } from 'vitest'
import { IMAGE_CANNOT_BE_SHOWN } from '#contract/files.ts'
import { leavingLoses, queueReducer, queueSummary, startable, type QueueItem } from '#src/features/tasks/media/upload-rules.ts'
import { FILE_UNREADABLE, pictureProblem } from '#src/lib/upload.ts'
import { gif, png, solidJpeg, truncated } from '#tests/support/images.ts'

/**
 * Issue 34 point 5 in the browser: a picture is judged by its bytes as the api judges it, and
 * drawn, before it is sent; the queue holds it as "checking" meanwhile.
 */

const IMAGE_LABEL = 'Please choose a JPEG, PNG, WebP or GIF image'

function fileOf(content: Uint8Array<ArrayBuffer> | string, name: string, type: string): File {
  return new File([content], name, { type })
}

const draws = () => Promise.resolve(true)

describe('pictureProblem', () => {
  it('lets a whole picture the browser can draw through', async () => {
    const canDraw = vi.fn<(file: Blob) => Promise<boolean>>(draws)
    expect(await pictureProblem('photo', fileOf(solidJpeg(64, 48, 30), 'lake.jpg', 'image/jpeg'), canDraw)).toBeUndefined()
    expect(canDraw).toHaveBeenCalledOnce()
  })

  it('refuses a truncated JPEG by its bytes, without asking the browser to draw it', async () => {
    const canDraw = vi.fn<(file: Blob) => Promise<boolean>>(draws)
    const cut = fileOf(truncated(solidJpeg(64, 48, 31), -30), 'IMG_2041.jpg', 'image/jpeg')
    expect(await pictureProblem('photo', cut, canDraw)).toBe(IMAGE_CANNOT_BE_SHOWN)
    expect(await pictureProblem('memory-photo', cut, canDraw)).toBe(IMAGE_CANNOT_BE_SHOWN)
    expect(canDraw).not.toHaveBeenCalled()
  })

  it('refuses pictures of zero size or cut short, of every kind', async () => {
    expect(await pictureProblem('case-photo', fileOf(png(0, 20), 'a.png', 'image/png'), draws)).toBe(IMAGE_CANNOT_BE_SHOWN)
    expect(await pictureProblem('theme', fileOf(truncated(png(20, 20), -12), 'a.png', 'image/png'), draws)).toBe(IMAGE_CANNOT_BE_SHOWN)
    expect(await pictureProblem('obituary-photo', fileOf(gif(0, 20), 'a.gif', 'image/gif'), draws)).toBe(IMAGE_CANNOT_BE_SHOWN)
  })

  it('refuses a whole-looking picture the browser cannot draw', async () => {
    const file = fileOf(solidJpeg(64, 48, 32), 'odd.jpg', 'image/jpeg')
    expect(await pictureProblem('photo', file, () => Promise.resolve(false))).toBe(IMAGE_CANNOT_BE_SHOWN)
  })

  it('names the accepted types for a file that is no picture of theirs, whatever it claims (the api’s words)', async () => {
    expect(await pictureProblem('photo', fileOf('Not a picture', 'fake.png', 'image/png'), draws)).toBe(IMAGE_LABEL)
    const heic = new Uint8Array([0, 0, 0, 24, ...[...'ftypheic'].map((c) => c.charCodeAt(0)), ...Array.from({ length: 12 }, () => 0)])
    expect(await pictureProblem('photo', fileOf(heic, 'IMG_0001.HEIC', ''), draws)).toBe(IMAGE_LABEL)
  })

  it('says so when the file cannot be read any more', async () => {
    const gone = fileOf(solidJpeg(8, 8), 'gone.jpg', 'image/jpeg')
    Object.defineProperty(gone, 'arrayBuffer', { value: () => Promise.reject(new DOMException('gone', 'NotReadableError')) })
    expect(await pictureProblem('photo', gone, draws)).toBe(FILE_UNREADABLE)
  })
})

describe('the queue while pictures are checked', () => {
  const a = fileOf('a', 'a.jpg', 'image/jpeg')
  const b = fileOf('b', 'b.jpg', 'image/jpeg')

  function checking(start: boolean): QueueItem<string>[] {
    return queueReducer<string>([], {
      type: 'add',
      items: [
        { key: '1', file: a, problem: undefined, check: true },
        { key: '2', file: b, problem: undefined, check: true },
      ],
      start,
    })
  }

  it('holds a chosen picture as checking, then ready, or refused with its reason beside it', () => {
    let queue = checking(false)
    expect(queue.map((item) => item.phase)).toEqual(['checking', 'checking'])
    expect(queueSummary(queue)).toBe('0 of 2 saved, 2 being checked.')
    expect(leavingLoses(queue)).toBe(true)
    queue = queueReducer(queue, { type: 'checked', key: '1', problem: undefined })
    queue = queueReducer(queue, { type: 'checked', key: '2', problem: IMAGE_CANNOT_BE_SHOWN })
    expect(queue.map((item) => [item.phase, item.message])).toEqual([
      ['ready', undefined],
      ['refused', IMAGE_CANNOT_BE_SHOWN],
    ])
    expect(queueSummary(queue)).toBe('0 of 2 saved, 1 ready to upload, 1 not sent.')
  })

  it('takes a caption while checking, and "Upload" sends a picture as soon as its check passes', () => {
    let queue = checking(false)
    expect(startable(queue)).toBe(2)
    queue = queueReducer(queue, { type: 'title', key: '1', title: 'At the lake' })
    queue = queueReducer(queue, { type: 'start' })
    expect(startable(queue)).toBe(0)
    expect(queue.map((item) => item.phase)).toEqual(['checking', 'checking'])
    queue = queueReducer(queue, { type: 'checked', key: '1', problem: undefined })
    expect(queue[0]).toMatchObject({ phase: 'waiting', title: 'At the lake' })
  })

  it('on a screen that sends at once, a passed picture waits its turn; a check never moves a file that is not being checked', () => {
    let queue = checking(true)
    queue = queueReducer(queue, { type: 'checked', key: '1', problem: undefined })
    expect(queue[0]?.phase).toBe('waiting')
    const sent = queueReducer(queue, { type: 'send', key: '1' })
    expect(queueReducer(sent, { type: 'checked', key: '1', problem: IMAGE_CANNOT_BE_SHOWN })[0]?.phase).toBe('sending')
  })
})
