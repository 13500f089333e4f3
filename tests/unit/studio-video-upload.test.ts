import { describe, expect, it } from 'vitest'
import { partCountOf, partSizeOf, STUDIO_VIDEO_MESSAGES, VIDEO_MAX_BYTES } from '#contract/studio-video.ts'
import { canSend, commentsInOrder, familyVersion, momentLabel, versionLine } from '#src/features/studio/video-screen-rules.ts'
import { videoMoment } from '#src/features/tasks/reviews/rules.ts'
import {
  isSameFile,
  missingParts,
  overallPercent,
  partRange,
  resumes,
  stoppedLine,
  storedUploadOf,
  StoredUploadReader,
  videoFileProblem,
} from '#src/features/studio/video-upload-rules.ts'

const MiB = 1024 * 1024
const upload = {
  id: 7,
  fileName: 'tribute.mp4',
  size: 20 * MiB + 5,
  partBytes: 8 * MiB,
  parts: [] as { partNumber: number; size: number }[],
}

describe('parts of an upload', () => {
  it('are all of the part size but the last, which holds the rest', () => {
    expect(partCountOf(upload.size, upload.partBytes)).toBe(3)
    expect([1, 2, 3].map((n) => partSizeOf(upload.size, upload.partBytes, n))).toEqual([8 * MiB, 8 * MiB, 4 * MiB + 5])
    expect(partCountOf(8 * MiB, 8 * MiB)).toBe(1)
    expect(partSizeOf(8 * MiB, 8 * MiB, 1)).toBe(8 * MiB)
    expect(partRange(upload, 3)).toEqual({ start: 16 * MiB, end: 20 * MiB + 5 })
  })

  it('still to send are those the api lacks, or holds at a wrong size', () => {
    expect(missingParts(upload)).toEqual([1, 2, 3])
    const some = {
      ...upload,
      parts: [
        { partNumber: 2, size: 8 * MiB },
        { partNumber: 3, size: 12 },
      ],
    }
    expect(missingParts(some)).toEqual([1, 3])
    expect(stoppedLine(some)).toBe('tribute.mp4 (20 MB): 1 of 3 parts sent')
  })

  it('move one bar through the whole file', () => {
    expect(overallPercent(upload, [])).toBe(0)
    expect(overallPercent(upload, [1], { part: 2, percent: 50 })).toBeCloseTo((12 * MiB * 100) / upload.size)
    expect(overallPercent(upload, [1], { part: 2, percent: undefined })).toBeCloseTo((8 * MiB * 100) / upload.size)
    expect(overallPercent(upload, [1, 2, 3])).toBe(100)
  })
})

describe('a file before sending', () => {
  it('is refused empty, of another type or too large, in the api’s words; a type the browser cannot name goes', () => {
    expect(videoFileProblem({ name: 'a.mp4', type: 'video/mp4', size: 0 })).toBe(STUDIO_VIDEO_MESSAGES.empty)
    expect(videoFileProblem({ name: 'a.mov', type: 'video/quicktime', size: 10 })).toBe(STUDIO_VIDEO_MESSAGES.type)
    expect(videoFileProblem({ name: 'a.mp4', type: 'video/mp4', size: VIDEO_MAX_BYTES + 1 })).toBe(STUDIO_VIDEO_MESSAGES.tooLarge)
    expect(videoFileProblem({ name: 'a.webm', type: 'video/webm', size: 10 })).toBeUndefined()
    expect(videoFileProblem({ name: 'a', type: '', size: 10 })).toBeUndefined()
  })
})

describe('going on after a reload', () => {
  const file = { name: 'tribute.mp4', type: 'video/mp4', size: upload.size, lastModified: 1700000000000 }
  it('takes the same file of the stopped upload, not another of the same name', () => {
    const stored = storedUploadOf(7, file)
    expect(StoredUploadReader.safeParse(JSON.parse(JSON.stringify(stored)))).toEqual({ success: true, data: stored })
    expect(StoredUploadReader.safeParse({ uploadId: 'x' })).toEqual({ success: false })
    expect(isSameFile(stored, file)).toBe(true)
    expect(resumes(upload, stored, file)).toBe(true)
    expect(resumes(upload, stored, { ...file, lastModified: 1 })).toBe(false)
    expect(resumes(upload, stored, { ...file, size: 3 })).toBe(false)
    // Started on another device (or its record lost): name and size are what there is to go by.
    expect(resumes(upload, null, file)).toBe(true)
    expect(resumes(upload, storedUploadOf(6, file), { ...file, lastModified: 1 })).toBe(true)
    expect(resumes(null, stored, file)).toBe(false)
  })
})

describe('the screen’s rules', () => {
  it('sends a video with a file that the family is not reviewing or has not approved', () => {
    const video = { url: '/api/media/x' } as never
    expect(canSend({ video, status: 'in-production' })).toBe(true)
    expect(canSend({ video, status: 'changes-requested' })).toBe(true)
    expect(canSend({ video, status: 'ready-for-review' })).toBe(false)
    expect(canSend({ video, status: 'approved' })).toBe(false)
    expect(canSend({ video: null, status: 'in-production' })).toBe(false)
  })

  it('says a version and orders comments as a conversation', () => {
    const person = { id: 1, firstName: 'Dana', lastName: 'Whitfield' }
    expect(
      versionLine({ number: 2, video: { size: 9 * MiB } as never, durationSeconds: 8, createdBy: person, createdAt: '', sentAt: null }),
    ).toBe('Version 2, 9 MB, uploaded by Dana Whitfield')
    const c = (id: number, createdAt: string) => ({ id, createdAt, text: '', atSeconds: null, version: 1, author: person })
    expect(
      commentsInOrder([c(2, '2026-12-02T00:00:00.000Z'), c(1, '2026-12-01T00:00:00.000Z'), c(3, '2026-12-02T00:00:00.000Z')]).map(
        (x) => x.id,
      ),
    ).toEqual([1, 2, 3])
  })
})

const v = (number: number, sentAt: string | null) => ({ number, sentAt })

describe('the version the family sees', () => {
  it('is the current one once sent; while a new one is made, the last one sent, or none', () => {
    const versions = [v(3, null), v(2, '2026-12-02T00:00:00.000Z'), v(1, '2026-12-01T00:00:00.000Z')] as never
    expect(familyVersion({ status: 'in-production', versions })).toBe(2)
    expect(familyVersion({ status: 'ready-for-review', versions })).toBe(3)
    expect(familyVersion({ status: 'in-production', versions: [v(1, null)] as never })).toBeNull()
    expect(familyVersion({ status: 'approved', versions: [] })).toBeNull()
  })
})

describe('a comment’s moment', () => {
  it('reads as the family’s review screen wrote it', () => {
    for (const seconds of [0, 3.4, 59, 61, 3599, 3725, -2]) expect(momentLabel(seconds)).toBe(videoMoment(seconds))
    expect(momentLabel(3725)).toBe('1:02:05')
  })
})
