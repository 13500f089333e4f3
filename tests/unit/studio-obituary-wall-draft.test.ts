import { describe, expect, it } from 'vitest'
import { sameWall, WallDraftReader, wallDraftKey } from '#src/features/studio/obituary-wall-draft.ts'

describe("the wall settings' draft on the device", () => {
  it('reads back a whole choice and nothing else', () => {
    const kept = { moderation: 'publish', open: false, allowPhotos: true }
    expect(WallDraftReader.safeParse(kept)).toEqual({ success: true, data: kept })
    expect(WallDraftReader.safeParse({ ...kept, extra: 1 })).toEqual({ success: true, data: kept })
    for (const bad of [null, 'publish', {}, { ...kept, moderation: 'later' }, { ...kept, open: 'no' }, { ...kept, allowPhotos: 1 }]) {
      expect(WallDraftReader.safeParse(bad)).toEqual({ success: false })
    }
  })

  it('is one per case and host, and empty when it matches what is saved', () => {
    expect(wallDraftKey(7)('Localhost:8787')).toBe('studio-obituary-wall:localhost:8787:7')
    const saved = { moderation: 'review', open: true, allowPhotos: true } as const
    expect(sameWall(saved, { ...saved })).toBe(true)
    expect(sameWall(saved, { ...saved, open: false })).toBe(false)
  })
})
