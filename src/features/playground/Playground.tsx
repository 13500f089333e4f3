import './playground.css'
import { OverlayProvider } from '#src/ui/overlay/OverlayProvider.tsx'
import { ButtonsSection } from './sections/ButtonsSection.tsx'
import { FieldsSection } from './sections/FieldsSection.tsx'
import { OverlaysSection } from './sections/OverlaysSection.tsx'
import { ProgressSection } from './sections/ProgressSection.tsx'
import { TextsSection } from './sections/TextsSection.tsx'
import { ToastsSection } from './sections/ToastsSection.tsx'
import { TokensSection } from './sections/TokensSection.tsx'

/** The /_ui page: one section per shared component, each showing all its states. */
export default function Playground() {
  return (
    <OverlayProvider>
      <main id="main" className="page playground">
        <h1>UI playground</h1>
        <p>Every shared component in every state. Not part of production builds.</p>
        <TokensSection />
        <ButtonsSection />
        <ProgressSection />
        <FieldsSection />
        <ToastsSection />
        <OverlaysSection />
        <TextsSection />
      </main>
    </OverlayProvider>
  )
}
