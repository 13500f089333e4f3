import { PlaygroundSection } from '../PlaygroundSection.tsx'

export function ToastsSection() {
  return (
    <PlaygroundSection id="toasts" title="Toasts">
      <p>To do.</p>
    </PlaygroundSection>
  )
}
