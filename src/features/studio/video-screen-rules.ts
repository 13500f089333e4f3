import type { ReviewStatus } from '#contract/family-reviews.ts'
import { formatBytes } from '#contract/bytes.ts'
import type { StaffVideo, StaffVideoComment, VideoVersion } from '#contract/studio-video.ts'

/** Where the video stands, as staff read it (the family's statuses, decision 039). */
export const VIDEO_STATUS_LINES: Readonly<Record<ReviewStatus, string>> = {
  'in-production': 'Not sent to the family yet.',
  'ready-for-review': 'With the family for review.',
  'changes-requested': 'The family asked for changes: read their comments below, then make a new version or send it again.',
  approved: 'Approved by the family.',
}

/** Staff may send a video with a file the family is not already reviewing and has not approved (the api's rule). */
export function canSend(video: Pick<StaffVideo, 'video' | 'status'>): boolean {
  return video.video !== null && (video.status === 'in-production' || video.status === 'changes-requested')
}

/**
 * The version the family's screen shows (the api's rule, api/src/family/video.ts `sentView`): the
 * current one once sent; while a new one is in production, the last one sent, or none.
 */
export function familyVersion(video: Pick<StaffVideo, 'status' | 'versions'>): number | null {
  if (video.status !== 'in-production') return video.versions[0]?.number ?? null
  return video.versions.find((v) => v.sentAt !== null)?.number ?? null
}

/** "Version 2, 9 MB, uploaded by Dana Whitfield": a version's line, without its date. */
export function versionLine(version: VideoVersion): string {
  const size = version.video ? `, ${formatBytes(version.video.size)}` : ''
  const by = version.createdBy ? `, uploaded by ${version.createdBy.firstName} ${version.createdBy.lastName}` : ''
  return `Version ${version.number}${size}${by}`
}

/** Comments oldest first, as a conversation reads; their version says which video they were about. */
export function commentsInOrder(comments: readonly StaffVideoComment[]): StaffVideoComment[] {
  return comments.toSorted((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id)
}

/** "0:03", "1:02:05": where in the video a comment is, as the family's review screen writes it (tasks/reviews/rules.ts `videoMoment`). */
export function momentLabel(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds))
  const h = Math.floor(whole / 3600)
  const m = Math.floor((whole % 3600) / 60)
  const s = String(whole % 60).padStart(2, '0')
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`
}
