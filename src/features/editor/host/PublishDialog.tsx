import { placeholderModuleSentence, type PlaceholderModule } from '#contract/module-placeholders.ts'
import { Button } from '#src/ui/Button.tsx'
import { defineOverlay, type OverlayProps } from '#src/ui/overlay/define.tsx'
import { Modal } from '#src/ui/overlay/Modal.tsx'
import { ChangeList } from './EditorPanels.tsx'
import type { PageChange } from './host-document.ts'

type PublishProps = { changes: readonly PageChange[]; placeholders: readonly PlaceholderModule[] }

/** What the person chose: publish, or go to a module that still has its example text. */
export type PublishChoice = { publish: true } | { show: PlaceholderModule }

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/**
 * Asked once before publishing (issue 34 point 7): what visitors will see change, page by page.
 * While a module still holds the example text it was added with, it is named, with a way to it,
 * and publishing is not offered until it is changed or removed.
 */
function PublishSite({ changes, placeholders, overlay }: OverlayProps<PublishProps, PublishChoice>) {
  if (placeholders.length > 0) {
    return (
      <Modal
        overlay={overlay}
        title="Some text still needs writing"
        description="These modules still show the example text they were added with. Change the text or remove the module, then publish."
        footer={
          <Button variant="secondary" onClick={() => overlay.close()} data-autofocus>
            Close
          </Button>
        }
      >
        <ul className="editor-placeholders">
          {placeholders.map((found) => (
            <li key={`${found.path}|${found.moduleId}`}>
              <span>{capitalised(placeholderModuleSentence(found))}.</span>{' '}
              <Button variant="secondary" size="sm" onClick={() => overlay.close({ show: found })}>
                Go to it
              </Button>
            </li>
          ))}
        </ul>
      </Modal>
    )
  }
  return (
    <Modal
      overlay={overlay}
      title="Publish these changes?"
      description="Visitors will see them as soon as the site is published."
      footer={
        <>
          <Button onClick={() => overlay.close({ publish: true })} data-autofocus>
            Publish now
          </Button>
          <Button variant="secondary" onClick={() => overlay.close()}>
            Not yet
          </Button>
        </>
      }
    >
      <ChangeList changes={changes} />
    </Modal>
  )
}

export const publishSite = defineOverlay('editor-publish-site', PublishSite)
