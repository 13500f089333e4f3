import { ProgressBar } from '#src/ui/ProgressBar.tsx'
import { PlaygroundSection } from '../PlaygroundSection.tsx'

export function ProgressSection() {
  return (
    <PlaygroundSection id="progress" title="Progress">
      <div className="playground__stack">
        <ProgressBar label="Indeterminate" showLabel />
        <ProgressBar label="Empty" value={0} showLabel />
        <ProgressBar label="Uploading photo" value={40} showLabel />
        <ProgressBar label="Complete" value={100} showLabel />
        <ProgressBar label="Over range, clamped" value={150} showLabel />
        <ProgressBar label="Step 2 of 5" value={2} max={5} showLabel />
        <ProgressBar label="Label announced only" value={65} />
      </div>
    </PlaygroundSection>
  )
}
