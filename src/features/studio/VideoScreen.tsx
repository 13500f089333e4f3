import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { useState } from 'react'
import * as operations from '#contract/operation-routes.gen.ts'
import type { StaffVideo } from '#contract/studio-video.ts'
import { sessionProblem } from '#src/features/auth/index.ts'
import { MemorialVideoView } from '#src/features/obituaries/index.ts'
import { markStale, staleAfter } from '#src/features/portal/index.ts'
import { useSite } from '#src/features/site/index.ts'
import { call } from '#src/lib/api-call.ts'
import { Button } from '#src/ui/Button.tsx'
import { FormProblem } from '#src/ui/fields/FormProblem.tsx'
import { timelineWhen } from './case-timeline.ts'
import { VideoFiles, VideoUpload } from './forms.tsx'
import { caseVideoQuery } from './queries.ts'
import { VideoHistory } from './VideoHistory.tsx'
import { canSend, VIDEO_STATUS_LINES } from './video-screen-rules.ts'
import './studio-video.css'

/**
 * A case's memorial video for staff (issue 38 point 2, decision 060): upload it (in parts, able
 * to go on), its captions and poster, send it to the family's review-video task, read their
 * comments at the second they were made, make a new version, see their approval.
 */
export function VideoScreen({ caseId }: { caseId: number }) {
  const queryClient = useQueryClient()
  const { company } = useSite()
  const { data } = useSuspenseQuery(caseVideoQuery(caseId))
  const [note, setNote] = useState<string>()
  const changed = (message?: string) => {
    setNote(message)
    void queryClient.invalidateQueries({ queryKey: caseVideoQuery(caseId).queryKey })
    void markStale(queryClient, staleAfter.staffTasks(caseId))
  }
  const saved = (video: StaffVideo, message: string) => {
    queryClient.setQueryData(caseVideoQuery(caseId).queryKey, { video, upload: null })
    changed(message)
  }
  const video = data.video
  const approved = video?.status === 'approved'
  return (
    <>
      <output className="studio-note">{note}</output>
      {video?.video ? (
        <section aria-labelledby="studio-video-now">
          <h2 id="studio-video-now">
            {video.title}
            {video.versions[0] ? `, version ${video.versions[0].number}` : ''}
          </h2>
          <p className="studio-video__status" data-status={video.status}>
            {VIDEO_STATUS_LINES[video.status]}
          </p>
          {video.approval ? (
            <p className="studio-video__approval">
              Approved by {video.approval.approvedBy.firstName} {video.approval.approvedBy.lastName} on{' '}
              {timelineWhen(video.approval.approvedAt, company.timeZone)}.
            </p>
          ) : null}
          <MemorialVideoView video={{ ...video, video: video.video }} />
          {canSend(video) ? (
            <SendToFamily caseId={caseId} onSent={(sent) => saved(sent, 'The video is with the family for review.')} />
          ) : null}
        </section>
      ) : (
        <section aria-labelledby="studio-video-none">
          <h2 id="studio-video-none">No video yet</h2>
          <p>
            Upload the memorial video here. Once it is uploaded you can add captions and a poster, then send it to the family to review.
          </p>
        </section>
      )}
      <section aria-labelledby="studio-video-upload">
        <h2 id="studio-video-upload">{video?.video ? 'Make a new version' : 'Upload the video'}</h2>
        {video?.video ? (
          <p>A new version replaces what the family sees; earlier versions stay listed below. The family approves the new one again.</p>
        ) : null}
        <VideoUpload
          caseId={caseId}
          stopped={data.upload}
          label={video?.video ? 'Choose the new version' : 'Choose the video'}
          onDone={(done) => saved(done, `Version ${done.versions[0]?.number ?? 1} is uploaded. Send it to the family when it is ready.`)}
          onChanged={() => changed('The upload is given up.')}
        />
      </section>
      {video?.video && !approved ? <VideoFiles caseId={caseId} video={video} onSaved={saved} /> : null}
      {video ? <VideoHistory video={video} timeZone={company.timeZone} /> : null}
    </>
  )
}

function SendToFamily({ caseId, onSent }: { caseId: number; onSent: (video: StaffVideo) => void }) {
  const [problem, setProblem] = useState<string>()
  const send = useMutation({
    mutationFn: () => call(operations.postApiStaffCasesByCaseIdVideoSend, { params: { caseId } }),
    onMutate: () => setProblem(undefined),
    onSuccess: onSent,
    onError: (error) => setProblem(sessionProblem(error)),
  })
  return (
    <div className="studio-video__send">
      <Button busy={send.isPending} aria-disabled={send.isPending || undefined} onClick={() => send.isPending || send.mutate()}>
        Send to the family
      </Button>
      <FormProblem message={problem} />
    </div>
  )
}
