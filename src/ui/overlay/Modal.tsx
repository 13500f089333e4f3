import { Dialog, type DialogProps } from './Dialog.tsx'

/**
 * A centred modal dialog. Use it as the body of an overlay component:
 * `<Modal overlay={overlay} title="Remove this photo?" footer={…}>…</Modal>`.
 */
export function Modal(props: DialogProps) {
  return <Dialog variant="modal" {...props} />
}
