import { ApiError } from '#contract/errors.ts'
import * as operations from '#contract/operation-routes.gen.ts'
import { MemoryPhotoResultSchema, type MemoryPhotoResult } from '#contract/obituaries.ts'
import { operationPath } from '#core/http/operation-call.ts'
import { sendUpload } from '#src/lib/upload.ts'

export type UploadOptions = {
  onProgress: (percent: number | undefined) => void
  signal?: AbortSignal
}

/**
 * POSTs the photo to `/api/web/obituaries/{id}/memories/photo` with progress (src/lib/upload.ts);
 * resolves with the stored file and the one-use token that attaches it to the memory.
 */
export async function uploadMemoryPhoto(obituaryId: number, file: File, { onProgress, signal }: UploadOptions): Promise<MemoryPhotoResult> {
  const answer = await sendUpload({
    path: operationPath(operations.postApiWebObituariesByIdMemoriesPhoto, { params: { id: obituaryId } }),
    file,
    onProgress,
    signal,
  })
  const parsed = MemoryPhotoResultSchema.safeParse(answer)
  if (!parsed.success) throw new ApiError(502)
  return parsed.data
}
