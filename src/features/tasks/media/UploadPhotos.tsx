import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import type { AlbumPhoto } from '#contract/media.ts'
import { markStale, staleAfter } from '#src/features/portal/index.ts'
import * as operations from '#contract/operation-routes.gen.ts'
import { operationPath } from '#core/http/operation-call.ts'
import type { TaskScreenProps } from '../screen-types.ts'
import { appendToPage, removeFromPage } from './album-cache.ts'
import { ConfirmRemove } from './ConfirmRemove.tsx'
import { albumPhotosQuery, mediaKeys } from './queries.ts'
import { Uploader } from './Uploader.tsx'
import { useUploadQueue } from './use-upload-queue.ts'
import './media.css'

/**
 * upload-photos (issue 19 point 3): the album's photos for the service and the memorial video.
 * Photos are chosen (several at once, or dropped), given a caption while they wait, then sent a
 * few at a time with a bar each; a failed one is tried again on its own.
 */
export default function UploadPhotos({ familyCase }: TaskScreenProps) {
  const caseId = familyCase.id
  const client = useQueryClient()
  const { data: album } = useSuspenseQuery(albumPhotosQuery(caseId))
  const uploads = useUploadQueue<AlbumPhoto>({
    kind: 'photo',
    path: operationPath(operations.postApiFamilyCasesByCaseIdPhotos, { params: { caseId } }),
    titled: true,
    onSaved: (photo) => {
      appendToPage(client, mediaKeys.photos(caseId), photo)
      void markStale(client, staleAfter.taskWork(caseId))
    },
  })

  return (
    <div className="media-task">
      <section className="media-task__add" aria-labelledby="add-photos-title">
        <h2 id="add-photos-title">Add photos</h2>
        <p>Choose as many as you like. You can add a caption to each before it is uploaded.</p>
        <Uploader kind="photo" label="Choose photos" uploads={uploads} titleLabel="Caption" noun="photos" />
      </section>
      <section className="media-task__saved" aria-labelledby="album-title">
        <h2 id="album-title">
          The album <span className="media-task__count">({album.totalElements === 1 ? '1 photo' : `${album.totalElements} photos`})</span>
        </h2>
        {album.content.length === 0 ? (
          <p>No photos yet.</p>
        ) : (
          <ul className="media-grid">
            {album.content.map((photo, index) => {
              const name = photo.caption ?? photo.fileName ?? `Photo ${index + 1}`
              return (
                <li key={photo.id} className="media-grid__item">
                  <figure>
                    <img src={photo.url} alt={photo.caption ?? ''} width={photo.width ?? 300} height={photo.height ?? 200} loading="lazy" />
                    <figcaption>{photo.caption ?? <span className="media-task__muted">{photo.fileName ?? 'No caption'}</span>}</figcaption>
                  </figure>
                  <ConfirmRemove
                    what={`the photo “${name}”`}
                    path={operationPath(operations.deleteApiFamilyCasesByCaseIdPhotosByMediaId, { params: { caseId, mediaId: photo.id } })}
                    onRemoved={() => removeFromPage(client, mediaKeys.photos(caseId), photo.id)}
                  />
                </li>
              )
            })}
          </ul>
        )}
        {album.totalElements > album.content.length ? (
          <p className="media-task__muted">The first {album.content.length} are shown here.</p>
        ) : null}
      </section>
    </div>
  )
}
