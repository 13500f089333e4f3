import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import * as operations from '#contract/operation-routes.gen.ts'
import { operationPath } from '#core/http/operation-call.ts'
import type { MediaFile } from '#contract/files.ts'
import { markStale, staleAfter } from '#src/features/portal/index.ts'
import type { TaskScreenProps } from '../screen-types.ts'
import { appendToPage, removeFromPage } from './album-cache.ts'
import { ConfirmRemove } from './ConfirmRemove.tsx'
import { mediaKeys, musicQuery } from './queries.ts'
import { Uploader } from './Uploader.tsx'
import { useUploadQueue } from './use-upload-queue.ts'
import './media.css'

/**
 * upload-music (issue 19 point 3): the songs for the service and the memorial video, each with a
 * title (the file's name to start with) and a player, so the family hears what they sent.
 */
export default function UploadMusic({ familyCase }: TaskScreenProps) {
  const caseId = familyCase.id
  const client = useQueryClient()
  const { data: music } = useSuspenseQuery(musicQuery(caseId))
  const uploads = useUploadQueue<MediaFile>({
    kind: 'music',
    path: operationPath(operations.postApiFamilyCasesByCaseIdMusic, { params: { caseId } }),
    titled: true,
    titleFromFileName: true,
    onSaved: (track) => {
      appendToPage(client, mediaKeys.music(caseId), track)
      void markStale(client, staleAfter.taskWork(caseId))
    },
  })

  return (
    <div className="media-task">
      <section className="media-task__add" aria-labelledby="add-music-title">
        <h2 id="add-music-title">Add music</h2>
        <p>Choose one or more songs. Check each title before it is uploaded: it is how the funeral home will know the song.</p>
        <Uploader kind="music" label="Choose songs" uploads={uploads} titleLabel="Title" noun="songs" />
      </section>
      <section className="media-task__saved" aria-labelledby="music-title">
        <h2 id="music-title">
          Music for the service{' '}
          <span className="media-task__count">({music.totalElements === 1 ? '1 song' : `${music.totalElements} songs`})</span>
        </h2>
        {music.content.length === 0 ? (
          <p>No music yet.</p>
        ) : (
          <ol className="media-tracks">
            {music.content.map((track, index) => {
              const name = track.title ?? track.fileName ?? `Song ${index + 1}`
              return (
                <li key={track.id} className="media-tracks__item">
                  <p className="media-tracks__name" id={`track-${track.id}`}>
                    {name}
                  </p>
                  {/* oxlint-disable-next-line jsx-a11y/media-has-caption -- a family's own recording of a song has no caption file; its title is the player's name */}
                  <audio controls preload="metadata" src={track.url} aria-labelledby={`track-${track.id}`} />
                  <ConfirmRemove
                    what={`the song “${name}”`}
                    path={operationPath(operations.deleteApiFamilyCasesByCaseIdMusicByMediaId, { params: { caseId, mediaId: track.id } })}
                    onRemoved={() => removeFromPage(client, mediaKeys.music(caseId), track.id)}
                  />
                </li>
              )
            })}
          </ol>
        )}
      </section>
    </div>
  )
}
