import { PlaygroundSection } from '../PlaygroundSection.tsx'

export function TokensSection() {
  return (
    <PlaygroundSection id="tokens" title="Tokens">
      <p>To do.</p>
    </PlaygroundSection>
  )
}
