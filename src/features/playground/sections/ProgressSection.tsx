import { PlaygroundSection } from '../PlaygroundSection.tsx'

export function ProgressSection() {
  return (
    <PlaygroundSection id="progress" title="Progress">
      <p>To do.</p>
    </PlaygroundSection>
  )
}
