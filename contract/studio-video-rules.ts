/**
 * The memorial video's upload limits, part sizes and the sentences of its refusals, without zod, so
 * the studio's screen asks them without loading a schema (decision 023). The contract's calls are
 * contract/studio-video.ts; the upload rule `video` (contract/files.ts) is one part's limit.
 */

const MiB = 1024 * 1024

export const VIDEO_TYPES = ['video/mp4', 'video/webm'] as const
export const VIDEO_TYPE_LABEL = 'an MP4 or WebM video'
/** One part's request at most (its file and the multipart envelope): the `video` upload rule. */
export const VIDEO_PART_REQUEST_BYTES = 10 * MiB
/** The largest memorial video: two hours of 1080p at about 4.5 Mbit/s. */
export const VIDEO_MAX_BYTES = 4 * 1024 * MiB
/** R2 takes parts of 5 MiB and more (all the same size but the last). */
export const VIDEO_PART_MIN_BYTES = 5 * MiB
/** The part size the studio sends: a part lost to a dropped connection costs at most this much again. */
export const VIDEO_PART_BYTES = 8 * MiB
/** A part's file within one request, room left for the envelope. */
export const VIDEO_PART_MAX_BYTES = VIDEO_PART_REQUEST_BYTES - 64 * 1024
/** R2's limit of parts per upload. */
export const VIDEO_MAX_PARTS = 10_000

export const STUDIO_VIDEO_MESSAGES = {
  type: `Please choose ${VIDEO_TYPE_LABEL}.`,
  tooLarge: `The video is too large (at most ${VIDEO_MAX_BYTES / (1024 * MiB)} GB).`,
  empty: 'This file is empty. Please choose the video again.',
  /** 404: no such upload of this case, or it was finished or given up. */
  uploadNotFound: 'This upload is no longer open. Please choose the video again to start over.',
  partNumber: 'This part is not in the upload.',
  partSize: 'This part is not the size the upload expects. Please choose the same file again.',
  /** 422 on complete: parts missing. */
  partsMissing: 'Some parts of the video have not arrived yet; send them, then finish the upload.',
  noVideo: 'Upload the video first.',
  approved: 'The family has approved this video. Upload a new version to change it.',
} as const

/** The parts an upload of `size` bytes in parts of `partBytes` has. */
export function partCountOf(size: number, partBytes: number): number {
  return Math.max(1, Math.ceil(size / partBytes))
}

/** The size part `partNumber` (from 1) of such an upload must have. */
export function partSizeOf(size: number, partBytes: number, partNumber: number): number {
  const count = partCountOf(size, partBytes)
  return partNumber < count ? partBytes : size - partBytes * (count - 1)
}
