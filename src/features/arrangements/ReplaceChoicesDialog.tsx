import { keyedByText } from '#src/lib/list-keys.ts'
import { Button } from '#src/ui/Button.tsx'
import { defineOverlay, type OverlayProps } from '#src/ui/overlay/define.tsx'
import { Modal } from '#src/ui/overlay/Modal.tsx'

type ReplaceProps = { packageName: string; choices: string[] }

function ReplaceChoices({ packageName, choices, overlay }: OverlayProps<ReplaceProps, true>) {
  return (
    <Modal
      overlay={overlay}
      title={`Change to the ${packageName}?`}
      description="A different package starts its selections afresh. These choices you made would be replaced:"
      footer={
        <>
          <Button onClick={() => overlay.close(true)}>Yes, change the package</Button>
          <Button variant="secondary" onClick={() => overlay.close()} data-autofocus>
            Keep my choices
          </Button>
        </>
      }
    >
      <ul>
        {keyedByText(choices, (choice) => choice).map(({ key, value }) => (
          <li key={key}>{value}</li>
        ))}
      </ul>
    </Modal>
  )
}

/** Asked before another package replaces what the family chose (issue 18); resolves `true` to go ahead. */
export const replaceChoices = defineOverlay('arrangements-replace-choices', ReplaceChoices)
