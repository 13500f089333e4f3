import { Dialog, type DialogProps } from './Dialog.tsx'

/** A full-height panel from the right edge (full width on a phone); modal like <Modal>. */
export function SlideOver(props: DialogProps) {
  return <Dialog variant="slide-over" {...props} />
}
