import { PlaygroundSection } from '../PlaygroundSection.tsx'

export function TextsSection() {
  return (
    <PlaygroundSection id="texts" title="Texts">
      <p>To do.</p>
    </PlaygroundSection>
  )
}
