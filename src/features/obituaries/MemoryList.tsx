import type { Memory } from '#contract/obituaries.ts'
import { MediaPhoto } from '#src/features/media/index.ts'
import type { PhotoPlace } from '#src/features/media/index.ts'
import { PHOTO_WIDTHS } from '#src/lib/responsive-image.ts'
import { formatMemoryDate } from './dates.ts'

/** A memory photo's box when its size is unknown. */
const MEMORY_PHOTO = { width: 480, height: 360 }
/** Drawn at most the list's measure (68ch, obituaries.css .memory-list) less the card's padding. */
const MEMORY_PHOTO_PLACE: PhotoPlace = { sizes: '(min-width: 40rem) 36rem, 100vw', widths: PHOTO_WIDTHS }

/**
 * Approved memories, newest first. Their text is what visitors typed: shown as text (React
 * escapes it; `<b>` stays the three characters), line breaks kept by CSS, never as HTML.
 */
export function MemoryList({ memories, timeZone }: { memories: Memory[]; timeZone: string }) {
  if (memories.length === 0) {
    return <p className="empty-state">No memories have been shared yet.</p>
  }
  return (
    <ul className="memory-list" aria-label="Memories">
      {memories.map((memory) => (
        <li key={memory.id} className="memory" data-memory-id={memory.id}>
          {memory.photo ? (
            <MediaPhoto
              className="memory__photo"
              photo={memory.photo}
              place={MEMORY_PHOTO_PLACE}
              fallbackSize={MEMORY_PHOTO}
              alt={`Shared by ${memory.name}`}
              loading="lazy"
              decoding="async"
            />
          ) : null}
          <p className="memory__text">{memory.text}</p>
          <p className="memory__by">
            <span className="memory__name">{memory.name}</span>
            {' · '}
            <time dateTime={memory.createdAt}>{formatMemoryDate(memory.createdAt, timeZone)}</time>
          </p>
        </li>
      ))}
    </ul>
  )
}
