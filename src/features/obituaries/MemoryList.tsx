import type { Memory } from '#contract/obituaries.ts'
import { formatMemoryDate } from './dates.ts'

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
            <img
              className="memory__photo"
              src={memory.photo.url}
              alt={`Shared by ${memory.name}`}
              width={memory.photo.width ?? 480}
              height={memory.photo.height ?? 360}
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
