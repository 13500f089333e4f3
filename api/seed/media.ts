import type { MediaKind } from '#contract/files.ts'
import { media } from '#api/src/db/schema.ts'
import { sha256Hex } from '#api/src/hash.ts'
import { objectKey } from '#api/src/media/store.ts'
import { seedDb } from './query.ts'
import type { SeedObject, SeedQuery } from './types.ts'

export type SeedMediaInput = {
  id: number
  companyId: number
  caseId?: number | null
  kind: MediaKind
  contentType: string
  bytes: Uint8Array<ArrayBuffer>
  width?: number | null
  height?: number | null
  title?: string | null
  fileName?: string | null
  position?: number
}

/** The media row (fixed id, nothing done on a conflict) and the R2 object of one seeded file. */
export async function seedMediaFile(input: SeedMediaInput): Promise<{ query: SeedQuery; object: SeedObject; hash: string }> {
  const hash = await sha256Hex(input.bytes)
  return {
    hash,
    query: seedDb
      .insert(media)
      .values({
        id: input.id,
        companyId: input.companyId,
        caseId: input.caseId ?? null,
        kind: input.kind,
        hash,
        contentType: input.contentType,
        size: input.bytes.byteLength,
        width: input.width ?? null,
        height: input.height ?? null,
        fileName: input.fileName ?? null,
        title: input.title ?? null,
        position: input.position ?? 0,
      })
      .onConflictDoNothing(),
    object: { key: objectKey(input.companyId, hash), contentType: input.contentType, bytes: input.bytes },
  }
}

/** Stable ids of seeded rows, so a second run finds them and inserts nothing. */
export const SEED_ID_RANGES = {
  /** Media ids: company × 100000 + area offset + n. */
  media: { family: 10_000, familyMedia: 20_000, obituaries: 30_000, shop: 40_000, blog: 50_000, priceList: 60_000 },
} as const

export function seedMediaId(companyId: number, area: keyof typeof SEED_ID_RANGES.media, n: number): number {
  return companyId * 100_000 + SEED_ID_RANGES.media[area] + n
}
