import { EmptyState } from '#src/ui/EmptyState.tsx'
import { PlaygroundSection } from '../PlaygroundSection.tsx'

export function TextsSection() {
  return (
    <PlaygroundSection id="texts" title="Texts">
      <div className="playground__stack">
        <EmptyState kind="none" />
        <EmptyState kind="no-match" homeLink />
      </div>
    </PlaygroundSection>
  )
}
