import { PlaygroundSection } from '../PlaygroundSection.tsx'

export function FieldsSection() {
  return (
    <PlaygroundSection id="fields" title="Fields">
      <p>To do.</p>
    </PlaygroundSection>
  )
}
