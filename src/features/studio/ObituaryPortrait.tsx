import type { MediaFile } from '#contract/files.ts'
import * as operations from '#contract/operation-routes.gen.ts'
import { operationPath } from '#core/http/operation-call.ts'
import { Uploader, useUploadQueue } from '#src/features/tasks/index.ts'

/**
 * The obituary's portrait from the studio (decision 059): the family's photo upload (its checks
 * before sending, a bar and Try again, decision 038) to the desk's own call. The preview and the
 * public page show it once saved; a published obituary's is public at once.
 */
export function ObituaryPortrait({ caseId, current, onSaved }: { caseId: number; current: MediaFile | null; onSaved: () => void }) {
  const path = operationPath(operations.postApiStaffCasesByCaseIdObituaryPhoto, { params: { caseId } })
  const uploads = useUploadQueue<MediaFile>({ kind: 'obituary-photo', path, autoStart: true, onSaved })
  return (
    <section aria-labelledby="obituary-portrait-title" className="details-form">
      <h2 id="obituary-portrait-title">The portrait</h2>
      <p>Shown at the top of the obituary, as the family’s own photo task would set it.</p>
      {current ? (
        <img
          src={current.url}
          alt="The current portrait"
          width={current.width ?? 300}
          height={current.height ?? 300}
          className="max-w-48 h-auto"
        />
      ) : (
        <p>No portrait yet.</p>
      )}
      <Uploader
        kind="obituary-photo"
        label={current ? 'Choose another portrait' : 'Choose a portrait'}
        multiple={false}
        uploads={uploads}
        noun="photos"
      />
    </section>
  )
}
