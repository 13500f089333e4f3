import { draftStorageKey } from '#src/lib/device-draft.ts'

/** Where a half-written memory for one obituary is kept on the device; apart from its schema so the memories tab can look for one without loading the form. */
export function memoryDraftKey(host: string, obituaryId: number): string {
  return draftStorageKey('memory-draft', host, obituaryId)
}
