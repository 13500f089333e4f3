import { useSuspenseQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import type { CaseVideo } from '#contract/family-reviews.ts'
import { MemorialVideoView } from '#src/features/obituaries/index.ts'
import { useSite } from '#src/features/site/index.ts'
import { Button } from '#src/ui/Button.tsx'
import { FormProblem } from '#src/ui/fields/FormProblem.tsx'
import type { TaskScreenProps } from '../screen-types.ts'
import { reviewCalls, useReviewCall } from './calls.ts'
import { CommentForm } from './CommentForm.tsx'
import { reviewKeys, videoQuery } from './queries.ts'
import { momentOf, reviewActions, videoMoment } from './rules.ts'
import { ApprovalNote, CommentLine } from './shared.tsx'

/**
 * review-video (issue 20 point 3): the memorial video with its captions, comments tied to the
 * moment the player stands at, approval. Approved, the buttons give way to who approved and when.
 */
export default function ReviewVideo({ familyCase }: TaskScreenProps) {
  const caseId = familyCase.id
  const { data: video } = useSuspenseQuery(videoQuery(caseId))
  const { company } = useSite()
  if (!video) {
    return (
      <section className="review-screen" aria-labelledby="review-video-title">
        <h2 id="review-video-title">The memorial video</h2>
        <p className="review-empty">
          {company.name} has not started the memorial video yet. It will be here for you to watch as soon as it is ready.
        </p>
      </section>
    )
  }
  return <VideoReview caseId={caseId} video={video} />
}

function VideoReview({ caseId, video }: { caseId: number; video: CaseVideo }) {
  const { run, pending, problem } = useReviewCall(caseId)
  const [now, setNow] = useState(0)
  const [atMoment, setAtMoment] = useState(true)
  const momentId = useId()
  const actions = reviewActions(video.status, 'The video')
  const at = momentOf(now, video.durationSeconds)

  const comment = async (text: string) =>
    (await run('comment', () => reviewCalls.commentOnVideo(caseId, atMoment ? { text, atSeconds: at } : { text }), {
      key: reviewKeys.video(caseId),
      done: () => 'Your comment is sent to the funeral home',
      failure: 'Your comment was not sent',
    })) !== undefined

  const approve = () =>
    run('approve', () => reviewCalls.approveVideo(caseId), {
      key: reviewKeys.video(caseId),
      done: () => 'The video is approved',
      failure: 'The video was not approved',
    })

  return (
    <section className="review-screen" aria-labelledby="review-video-title">
      <h2 id="review-video-title">{video.title}</h2>
      {video.approval ? <ApprovalNote approval={video.approval} what="The video" /> : null}
      <p>{actions.note}</p>
      {video.video ? (
        <>
          <MemorialVideoView video={{ ...video, video: video.video }} onTimeUpdate={setNow} />
          <p>{video.captions ? 'Captions are on; turn them off with the player’s CC button.' : 'This video has no captions yet.'}</p>
        </>
      ) : video.poster ? (
        <img
          className="review-video__poster"
          src={video.poster.url}
          width={video.poster.width ?? 1280}
          height={video.poster.height ?? 720}
          alt=""
        />
      ) : null}

      {actions.canApprove ? (
        <div className="review-actions">
          <Button busy={pending === 'approve'} onClick={() => void approve()}>
            {pending === 'approve' ? 'Approving…' : 'Approve the video'}
          </Button>
        </div>
      ) : null}
      <FormProblem message={problem?.about === 'approve' ? problem.message : undefined} />

      <h3>Comments</h3>
      {video.comments.length === 0 ? (
        <p>No comments yet.</p>
      ) : (
        <ul className="review-comments">
          {video.comments.map((c) => (
            <CommentLine key={c.id} comment={c} about={c.atSeconds === null ? undefined : `At ${videoMoment(c.atSeconds)}`} />
          ))}
        </ul>
      )}
      {actions.canComment ? (
        <CommentForm
          label="Ask for a change"
          hint="Say what should change. Pause the video where it happens, and your comment is tied to that moment."
          submitLabel="Send comment"
          onSend={comment}
        >
          <div className="review-moment">
            <input id={momentId} type="checkbox" checked={atMoment} onChange={(event) => setAtMoment(event.target.checked)} />
            <label htmlFor={momentId}>
              About the moment at <output className="review-moment__time">{videoMoment(at)}</output>
            </label>
          </div>
        </CommentForm>
      ) : null}
    </section>
  )
}
