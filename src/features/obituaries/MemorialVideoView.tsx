import type { MemorialVideo } from '#contract/obituaries.ts'

/**
 * The family's tribute video: native controls, only its metadata fetched until played, the
 * poster shown before, captions on by default when there are any. `onTimeUpdate` hears where the
 * player stands (the family's review comments at a moment of it).
 */
export function MemorialVideoView({ video, onTimeUpdate }: { video: MemorialVideo | null; onTimeUpdate?: (seconds: number) => void }) {
  if (!video) {
    return (
      <output className="empty-state">
        <p>No memorial video yet</p>
      </output>
    )
  }
  return (
    <figure className="memorial-video m-0">
      {/* oxlint-disable-next-line jsx-a11y/media-has-caption -- the track is there whenever the family's video has captions */}
      <video
        className="memorial-video__player"
        controls
        preload="metadata"
        playsInline
        poster={video.poster?.url}
        width={video.video.width ?? video.poster?.width ?? 1280}
        height={video.video.height ?? video.poster?.height ?? 720}
        aria-label={video.title}
        onTimeUpdate={onTimeUpdate ? (event) => onTimeUpdate(event.currentTarget.currentTime) : undefined}
      >
        <source src={video.video.url} type={video.video.contentType} />
        {video.captions ? (
          <track kind="captions" srcLang="en" label={video.captions.title ?? 'English'} src={video.captions.url} default />
        ) : null}
        <p>
          Your browser cannot play this video here. <a href={video.video.url}>Download the video</a>.
        </p>
      </video>
      <figcaption className="mt-3">{video.title}</figcaption>
    </figure>
  )
}
