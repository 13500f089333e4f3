import { PlaygroundSection } from '../PlaygroundSection.tsx'

export function ButtonsSection() {
  return (
    <PlaygroundSection id="buttons" title="Buttons">
      <p>To do.</p>
    </PlaygroundSection>
  )
}
