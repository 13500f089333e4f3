import { PlaygroundSection } from '../PlaygroundSection.tsx'
import { ContactDemo } from './fields/ContactDemo.tsx'
import { StatesDemo } from './fields/StatesDemo.tsx'

export function FieldsSection() {
  return (
    <PlaygroundSection id="fields" title="Fields">
      <p>
        TanStack Form fields (<code>src/ui/fields</code>): label, hint, error and required state wired for screen readers; errors appear
        once a field is left or the form is sent.
      </p>
      <ContactDemo />
      <StatesDemo />
    </PlaygroundSection>
  )
}
