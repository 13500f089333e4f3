import { WALL_MODERATION_VALUES, type WallSettingsBody } from '#contract/media.ts'
import { draftStorageKey, type StoredReader } from '#src/lib/device-draft.ts'

/**
 * The wall's settings as chosen, kept on the device per case until saved (decision 059). Read
 * back by hand, not with zod: the wall's form is on the desk's first load, which zod must not join.
 */
export const wallDraftKey = (caseId: number) => (host: string) => draftStorageKey('studio-obituary-wall', host, caseId)

export const WallDraftReader: StoredReader<WallSettingsBody> = {
  safeParse(value) {
    if (typeof value !== 'object' || value === null) return { success: false }
    const { moderation, open, allowPhotos } = value as Record<string, unknown>
    const known = (WALL_MODERATION_VALUES as readonly unknown[]).includes(moderation)
    if (!known || typeof open !== 'boolean' || typeof allowPhotos !== 'boolean') return { success: false }
    return { success: true, data: { moderation: moderation as WallSettingsBody['moderation'], open, allowPhotos } }
  },
}

export function sameWall(a: WallSettingsBody, b: WallSettingsBody): boolean {
  return a.moderation === b.moderation && a.open === b.open && a.allowPhotos === b.allowPhotos
}
