import { PlaygroundSection } from '../PlaygroundSection.tsx'

export function OverlaysSection() {
  return (
    <PlaygroundSection id="overlays" title="Overlays">
      <p>To do.</p>
    </PlaygroundSection>
  )
}
