import { useState } from 'react'
import { defineOverlay, type OverlayProps } from '#src/ui/overlay/define.tsx'
import { Modal } from '#src/ui/overlay/Modal.tsx'
import { useOverlay, useRegisterOverlay } from '#src/ui/overlay/OverlayProvider.tsx'
import { SlideOver } from '#src/ui/overlay/SlideOver.tsx'
import { PlaygroundSection } from '../PlaygroundSection.tsx'
import { Button } from '#src/ui/Button.tsx'

type Removal = 'remove' | 'keep'

function ConfirmRemoval({ name, overlay }: OverlayProps<{ name: string }, Removal>) {
  return (
    <Modal
      overlay={overlay}
      title="Remove this photo?"
      description={`The photo of ${name} will no longer show on the memorial page.`}
      footer={
        <>
          <Button variant="secondary" data-autofocus onClick={() => overlay.close('keep')}>
            Keep it
          </Button>
          <Button onClick={() => overlay.close('remove')}>Remove</Button>
        </>
      }
    >
      <p>You can add it again at any time.</p>
    </Modal>
  )
}

function ChooseLocation({ locations, overlay }: OverlayProps<{ locations: readonly string[] }, string>) {
  return (
    <SlideOver overlay={overlay} title="Choose a location" description="Where would you like to meet us?">
      <ul className="m-0 p-0 list-none grid gap-3">
        {locations.map((location) => (
          <li key={location}>
            <Button variant="secondary" className="w-full" onClick={() => overlay.close(location)}>
              {location}
            </Button>
          </li>
        ))}
      </ul>
    </SlideOver>
  )
}

const confirmRemoval = defineOverlay('playground-confirm-removal', ConfirmRemoval)
const chooseLocation = defineOverlay('playground-choose-location', ChooseLocation)
const LOCATIONS = ['Main Street Chapel', 'Riverside Chapel', 'Harbor Light Chapel']

export function OverlaysSection() {
  useRegisterOverlay(confirmRemoval)
  useRegisterOverlay(chooseLocation)
  const overlay = useOverlay()
  const [lastResult, setLastResult] = useState('none yet')
  const [error, setError] = useState('none')

  const show = (result: string | undefined) => setLastResult(result ?? 'dismissed, no result')

  return (
    <PlaygroundSection id="overlays" title="Overlays">
      <p>
        Opening returns a promise of the result; Escape, the close button or a click beside the panel dismiss it (no result). Focus stays
        inside while open and goes back to the button afterwards.
      </p>
      <div className="flex flex-wrap gap-3">
        <Button onClick={async () => show(await overlay.open(confirmRemoval, { name: 'Margaret Ellis' }))}>Open the modal</Button>
        <Button variant="secondary" onClick={async () => show(await overlay.open(chooseLocation, { locations: LOCATIONS }))}>
          Open the slide-over
        </Button>
        <Button
          variant="secondary"
          onClick={() => {
            try {
              void overlay.open('playground-missing')
            } catch (caught) {
              setError(caught instanceof Error ? caught.message : String(caught))
            }
          }}
        >
          Open an unknown overlay
        </Button>
      </div>
      <p>Last result: {lastResult}</p>
      <p>Last error: {error}</p>
    </PlaygroundSection>
  )
}
