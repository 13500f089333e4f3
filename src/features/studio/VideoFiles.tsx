import { useState } from 'react'
import type { UploadKind } from '#contract/files.ts'
import * as operations from '#contract/operation-routes.gen.ts'
import type { StaffVideo } from '#contract/studio-video.ts'
import { operationPath } from '#core/http/operation-call.ts'
import { fileProblem, UploadPicker, uploadFailure } from '#src/features/tasks/index.ts'
import { pictureProblem, sendUpload } from '#src/lib/upload.ts'
import { ProgressBar } from '#src/ui/ProgressBar.tsx'
import { captionsProblems } from './video-captions-check.ts'

type Props = { caseId: number; video: StaffVideo; onSaved: (video: StaffVideo, message: string) => void }

/** The captions and the poster of the current version (decision 060): each checked in the browser first, then sent with a bar. */
export function VideoFiles({ caseId, video, onSaved }: Props) {
  return (
    <div className="studio-video-files">
      <section aria-labelledby="studio-video-captions">
        <h3 id="studio-video-captions">Captions</h3>
        <p>
          {video.captions
            ? `Captions are on the video (${video.captions.fileName ?? 'captions.vtt'}). Choose another file to replace them.`
            : 'No captions yet. Captions let people watch without sound and help those who cannot hear it.'}
        </p>
        <OneFile
          kind="captions"
          label={video.captions ? 'Replace the captions' : 'Choose a captions file'}
          path={operationPath(operations.putApiStaffCasesByCaseIdVideoCaptions, { params: { caseId } })}
          check={(file) => captionsProblems(file, video.durationSeconds)}
          onSaved={(saved) => onSaved(saved, 'The captions are on the video.')}
        />
      </section>
      <section aria-labelledby="studio-video-poster">
        <h3 id="studio-video-poster">Poster</h3>
        {video.poster ? (
          <img
            className="studio-video-files__poster"
            src={video.poster.url}
            width={video.poster.width ?? 320}
            height={video.poster.height ?? 180}
            alt="The poster now shown before the video plays"
          />
        ) : (
          <p>No poster yet: the player shows the video’s first frame.</p>
        )}
        <OneFile
          kind="video-poster"
          label={video.poster ? 'Replace the poster' : 'Choose a poster picture'}
          path={operationPath(operations.putApiStaffCasesByCaseIdVideoPoster, { params: { caseId } })}
          check={async (file) => {
            const problem = fileProblem('video-poster', file) ?? (await pictureProblem('video-poster', file))
            return problem ? [problem] : []
          }}
          onSaved={(saved) => onSaved(saved, 'The poster is on the video.')}
        />
      </section>
    </div>
  )
}

type OneFileProps = {
  kind: UploadKind
  label: string
  path: string
  check: (file: File) => Promise<string[]>
  onSaved: (video: StaffVideo) => void
}

/** One file chosen, checked, sent (PUT) with its bar; what the check or the api refuses is said beside it. */
function OneFile({ kind, label, path, check, onSaved }: OneFileProps) {
  const [percent, setPercent] = useState<number | undefined | null>(null)
  const [problems, setProblems] = useState<string[]>([])
  const [name, setName] = useState('')

  async function take(file: File) {
    setName(file.name)
    setProblems([])
    const found = await check(file)
    if (found.length > 0) {
      setProblems(found)
      return
    }
    setPercent(0)
    try {
      const saved = (await sendUpload({ method: 'PUT', path, file, fileName: file.name, onProgress: setPercent })) as StaffVideo
      onSaved(saved)
    } catch (error) {
      setProblems(uploadFailure(error).message.split(/(?<=\.) (?=Line \d)/))
    } finally {
      setPercent(null)
    }
  }

  return (
    <div className="studio-video-files__one">
      {percent !== null ? (
        <ProgressBar value={percent} label={`Uploading ${name}`} showLabel />
      ) : (
        <UploadPicker kind={kind} label={label} multiple={false} onFiles={([file]) => file && void take(file)} />
      )}
      {problems.length > 0 ? (
        <div className="field__error" role="alert">
          <p>{name} was not saved:</p>
          <ul>
            {problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  )
}
