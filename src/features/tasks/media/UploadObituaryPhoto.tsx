import { useQuery, useQueryClient } from '@tanstack/react-query'
import * as operations from '#contract/operation-routes.gen.ts'
import { operationPath } from '#core/http/operation-call.ts'
import type { FamilyCase } from '#contract/family.ts'
import { obituaryPhotoLock, type FamilyObituary } from '#contract/family-reviews.ts'
import type { MediaFile, UploadKind } from '#contract/files.ts'
import { caseQuery, markStale, staleAfter } from '#src/features/portal/index.ts'
import type { TaskScreenProps } from '../screen-types.ts'
import { familyObituaryQuery, mediaKeys } from './queries.ts'
import { Uploader } from './Uploader.tsx'
import { useUploadQueue } from './use-upload-queue.ts'
import './media.css'

/**
 * upload-obituary-photo (issue 19 point 3): the photo printed with the obituary, and beside it the
 * case's own photo (the one the family portal shows for this person), which no other task asks
 * for. Each takes one photo; a new one replaces the old.
 */
export default function UploadObituaryPhoto({ familyCase }: TaskScreenProps) {
  const caseId = familyCase.id
  const client = useQueryClient()
  // No obituary started yet is a 404: then there is no photo, and the upload starts the draft.
  const obituary = useQuery(familyObituaryQuery(caseId))

  return (
    <div className="media-task">
      <PhotoSlot
        id="obituary-photo"
        kind="obituary-photo"
        title="The obituary photo"
        purpose="Printed with the obituary and shown at the top of its page."
        path={operationPath(operations.postApiFamilyCasesByCaseIdObituaryPhoto, { params: { caseId } })}
        current={obituary.data?.photo ?? null}
        // Published or scheduled by the funeral home: the photo is theirs to change now (the api refuses too).
        locked={obituary.data ? obituaryPhotoLock(obituary.data) : undefined}
        loading={obituary.isPending}
        failed={obituary.isError}
        onSaved={(photo) => {
          client.setQueryData<FamilyObituary | null>(mediaKeys.obituary(caseId), (old) => (old ? { ...old, photo } : old))
          void client.invalidateQueries({ queryKey: mediaKeys.obituary(caseId) })
          void markStale(client, staleAfter.taskWork(caseId))
        }}
      />
      <PhotoSlot
        id="case-photo"
        kind="case-photo"
        title="The family portal photo"
        purpose={`The photo of ${familyCase.firstName} the family sees on this case in the portal. It may be the same photo.`}
        path={operationPath(operations.postApiFamilyCasesByCaseIdCasePhoto, { params: { caseId } })}
        current={familyCase.photo}
        loading={false}
        failed={false}
        onSaved={(photo) => client.setQueryData<FamilyCase>(caseQuery(caseId).queryKey, (old) => (old ? { ...old, photo } : old))}
      />
    </div>
  )
}

type SlotProps = {
  id: string
  kind: UploadKind
  title: string
  purpose: string
  path: string
  current: MediaFile | null
  /** Why a new photo cannot be chosen now, in a sentence; undefined while it can. */
  locked?: string | undefined
  loading: boolean
  failed: boolean
  onSaved: (photo: MediaFile) => void
}

function PhotoSlot({ id, kind, title, purpose, path, current, locked, loading, failed, onSaved }: SlotProps) {
  const uploads = useUploadQueue<MediaFile>({ kind, path, autoStart: true, onSaved })
  return (
    <section className="media-task__slot" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      <p>{purpose}</p>
      <div className="media-task__current">
        {loading ? (
          <output>Loading the photo…</output>
        ) : failed ? (
          <p>The current photo could not be loaded. You can still choose a new one.</p>
        ) : current ? (
          <img
            src={current.url}
            alt={`The current ${title.replace(/^The /, '').toLowerCase()}`}
            width={current.width ?? 300}
            height={current.height ?? 300}
          />
        ) : (
          <p>No photo yet.</p>
        )}
      </div>
      {locked ? (
        <p className="media-task__locked" data-testid={`${id}-locked`}>
          {locked}.
        </p>
      ) : (
        <Uploader
          kind={kind}
          label={current ? 'Choose another photo' : 'Choose a photo'}
          multiple={false}
          uploads={uploads}
          noun="photos"
        />
      )}
    </section>
  )
}
