import type { StaffVideo } from '#contract/studio-video.ts'
import { timelineWhen } from './case-timeline.ts'
import { commentsInOrder, familyVersion, momentLabel, versionLine } from './video-screen-rules.ts'

/** The family's comments (at the second they were made, who, when, on which version) and every version, newest first. */
export function VideoHistory({ video, timeZone }: { video: StaffVideo; timeZone: string }) {
  const comments = commentsInOrder(video.comments)
  const seen = familyVersion(video)
  return (
    <>
      <section aria-labelledby="studio-video-comments">
        <h2 id="studio-video-comments">The family’s comments</h2>
        {comments.length === 0 ? (
          <p>No comments from the family yet.</p>
        ) : (
          <ul className="studio-video__comments">
            {comments.map((c) => (
              <li key={c.id} className="studio-video__comment">
                <p className="studio-video__comment-text">
                  {c.atSeconds === null ? null : <span className="studio-video__moment">At {momentLabel(c.atSeconds)}: </span>}
                  {c.text}
                </p>
                <p className="studio-case__facts">
                  {c.author.firstName} {c.author.lastName}, <time dateTime={c.createdAt}>{timelineWhen(c.createdAt, timeZone)}</time>
                  {c.version === null ? '' : `, on version ${c.version}`}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
      {video.versions.length > 0 ? (
        <section aria-labelledby="studio-video-versions">
          <h2 id="studio-video-versions">Versions</h2>
          <ol reversed className="studio-video__versions">
            {video.versions.map((v) => (
              <li key={v.number}>
                {v.video ? <a href={v.video.url}>{versionLine(v)}</a> : versionLine(v)},{' '}
                <time dateTime={v.createdAt}>{timelineWhen(v.createdAt, timeZone)}</time>
                {v.number === seen ? ' (the one the family sees)' : ''}
              </li>
            ))}
          </ol>
        </section>
      ) : null}
    </>
  )
}
