import { formatBytes } from '#contract/files.ts'
import type { VideoUpload } from '#contract/studio-video.ts'
import { partCountOf, partSizeOf, STUDIO_VIDEO_MESSAGES, VIDEO_MAX_BYTES, VIDEO_TYPES } from '#contract/studio-video-rules.ts'

/**
 * The studio's video upload as pure rules (decision 060): what is checked before a byte is sent
 * (decision 038's way: the type the browser names, the size), which parts are still to send,
 * how far along it is, and whether a file chosen after a reload is the one the stopped upload
 * was of. The screen (VideoUpload.tsx) and the sender (video-upload-send.ts) only call these.
 */

type FileFacts = { name: string; type: string; size: number; lastModified?: number }

/** Why this file cannot be the video, said before sending; undefined when it may go. */
export function videoFileProblem(file: FileFacts): string | undefined {
  if (file.size === 0) return STUDIO_VIDEO_MESSAGES.empty
  // A type the browser cannot name goes: the api judges the first part by its bytes.
  if (file.type !== '' && !(VIDEO_TYPES as readonly string[]).includes(file.type)) return STUDIO_VIDEO_MESSAGES.type
  if (file.size > VIDEO_MAX_BYTES) return STUDIO_VIDEO_MESSAGES.tooLarge
  return undefined
}

/** "MP4 or WebM video, up to 4 GB.": the hint under the picker. */
export const VIDEO_HINT = `MP4 or WebM video, up to ${VIDEO_MAX_BYTES / 1024 ** 3} GB. A large file goes up in parts and can go on if the connection drops.`

/** The parts still to send, in order. */
export function missingParts(upload: Pick<VideoUpload, 'size' | 'partBytes' | 'parts'>): number[] {
  const done = new Set(
    upload.parts.filter((p) => p.size === partSizeOf(upload.size, upload.partBytes, p.partNumber)).map((p) => p.partNumber),
  )
  return Array.from({ length: partCountOf(upload.size, upload.partBytes) }, (_, i) => i + 1).filter((n) => !done.has(n))
}

/** The byte range of part `n` (from 1) in the file. */
export function partRange(upload: Pick<VideoUpload, 'size' | 'partBytes'>, n: number): { start: number; end: number } {
  const start = (n - 1) * upload.partBytes
  return { start, end: start + partSizeOf(upload.size, upload.partBytes, n) }
}

/** How far the whole file is, 0–100: the parts the api has plus the share of the part on its way. */
export function overallPercent(
  upload: Pick<VideoUpload, 'size' | 'partBytes'>,
  doneParts: readonly number[],
  current?: { part: number; percent: number | undefined },
): number {
  const done = doneParts.reduce((sum, n) => sum + partSizeOf(upload.size, upload.partBytes, n), 0)
  const moving =
    current && current.percent !== undefined ? (partSizeOf(upload.size, upload.partBytes, current.part) * current.percent) / 100 : 0
  return upload.size > 0 ? Math.min(100, ((done + moving) / upload.size) * 100) : 0
}

/** What the device keeps of an upload so it can go on after a reload: the upload, and which file it was. */
export type StoredUpload = { uploadId: number; name: string; size: number; lastModified: number }

export const StoredUploadReader = {
  safeParse(value: unknown): { success: true; data: StoredUpload } | { success: false } {
    const v = value as Partial<StoredUpload> | null
    const fine =
      typeof v === 'object' &&
      v !== null &&
      Number.isSafeInteger(v.uploadId) &&
      typeof v.name === 'string' &&
      Number.isSafeInteger(v.size) &&
      Number.isFinite(v.lastModified)
    return fine ? { success: true, data: v as StoredUpload } : { success: false }
  },
}

export function storedUploadOf(uploadId: number, file: FileFacts): StoredUpload {
  return { uploadId, name: file.name, size: file.size, lastModified: file.lastModified ?? 0 }
}

/** Whether `file` is the one the stopped upload was of: same name, size and last change (a browser cannot keep the file itself). */
export function isSameFile(stored: StoredUpload, file: FileFacts): boolean {
  return stored.name === file.name && stored.size === file.size && stored.lastModified === (file.lastModified ?? 0)
}

/** "tribute.mp4 (120 MB), 3 of 15 parts sent": what a stopped upload says on the screen. */
export function stoppedLine(upload: Pick<VideoUpload, 'fileName' | 'size' | 'partBytes' | 'parts'>): string {
  const total = partCountOf(upload.size, upload.partBytes)
  const sent = total - missingParts(upload).length
  return `${upload.fileName ?? 'A video'} (${formatBytes(upload.size)}): ${sent} of ${total} ${total === 1 ? 'part' : 'parts'} sent`
}

/**
 * Whether choosing `file` goes on with the stopped upload rather than starting again: its name
 * and size match the upload, and, when this device started it, its last change too.
 */
export function resumes(
  stopped: Pick<VideoUpload, 'id' | 'fileName' | 'size'> | null,
  stored: StoredUpload | null,
  file: FileFacts,
): stopped is VideoUpload {
  if (!stopped || stopped.fileName !== file.name || stopped.size !== file.size) return false
  return stored?.uploadId !== stopped.id || isSameFile(stored, file)
}

/** Where this device keeps the upload of a case's video. */
export const VIDEO_UPLOAD_FORM = 'studio-video-upload'
