import type { Invitation } from '#contract/family.ts'
import { defineOverlay, type OverlayProps } from '#src/ui/overlay/define.tsx'
import { Modal } from '#src/ui/overlay/Modal.tsx'
import { InviteForm } from './forms.tsx'

type InviteProps = { caseId: number; lovedOne: string }

function Invite({ caseId, lovedOne, overlay }: OverlayProps<InviteProps, Invitation>) {
  return (
    <Modal
      overlay={overlay}
      title="Invite family"
      description={`Invite a relative or friend to help with ${lovedOne}'s arrangements. They will get an email with a link to join.`}
      dismissible={false}
    >
      <InviteForm
        caseId={caseId}
        lovedOne={lovedOne}
        onInvited={(invitation) => overlay.close(invitation)}
        onCancel={() => overlay.close()}
      />
    </Modal>
  )
}

/** The "Invite family" window of the case home (issue 17); resolves with the invitation sent, or nothing when cancelled. */
export const inviteFamily = defineOverlay('portal-invite-family', Invite)
