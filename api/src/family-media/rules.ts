import type { MediaKind } from '#contract/files.ts'
import type { MemorialCommentStatus, MemoryDecider, WallSettings } from '#contract/media.ts'

/** Pure rules of the family's files and the memorial wall (unit-tested, no database). */

export type ModerationFields = {
  status: MemorialCommentStatus
  moderatedAt: string | null
  moderatedBy: number | null
  moderatedAs: MemoryDecider | null
}

/**
 * What moderating a memory records: approving or rejecting keeps who did it, when, and whether
 * as the family or as the home's staff (decision 062); putting it back to pending clears all
 * three, so a pending memory never looks already reviewed.
 */
export function moderationFields(status: MemorialCommentStatus, userId: number, now: Date, as: MemoryDecider = 'family'): ModerationFields {
  if (status === 'pending') return { status, moderatedAt: null, moderatedBy: null, moderatedAs: null }
  return { status, moderatedAt: now.toISOString(), moderatedBy: userId, moderatedAs: as }
}

/** A wall nobody has configured holds new memories for review, is open, and takes photos. */
export const DEFAULT_WALL_SETTINGS: WallSettings = { moderation: 'review', open: true, allowPhotos: true, updatedAt: null }

export function wallSettingsOf(
  row: { moderation: WallSettings['moderation']; open: boolean; allowPhotos: boolean; updatedAt: string } | undefined,
): WallSettings {
  if (!row) return DEFAULT_WALL_SETTINGS
  return { moderation: row.moderation, open: row.open, allowPhotos: row.allowPhotos, updatedAt: row.updatedAt }
}

/** A theme is the funeral home's stock image or the family's own upload; other kinds are no theme. */
export function themeSourceOf(kind: MediaKind): 'stock' | 'custom' | undefined {
  if (kind === 'stock-theme') return 'stock'
  if (kind === 'theme') return 'custom'
  return undefined
}

/**
 * Whether choosing a new file leaves the old one to delete: only the case's own upload of the
 * same kind (a replaced case photo, a replaced custom theme), never a stock theme other cases
 * may use, and never the file just chosen.
 */
export function replacedUpload(
  previous: { id: number; kind: MediaKind; caseId: number | null } | undefined,
  next: { id: number },
  caseId: number,
  kind: 'case-photo' | 'theme',
): boolean {
  return previous !== undefined && previous.id !== next.id && previous.kind === kind && previous.caseId === caseId
}

/** A blank title is no title; the form part is text (a File there is a 422 upstream of this). */
export function titleOrNull(title: string | undefined): string | null {
  const trimmed = title?.trim()
  return trimmed ? trimmed : null
}
