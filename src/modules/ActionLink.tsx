import type { LinkAction } from '#contract/modules.ts'
import { buttonClassName, type ButtonVariant } from '../ui/Button.tsx'
import type { UiSize } from '../ui/Button.tsx'
import { SiteLink } from '../ui/SiteLink.tsx'

/**
 * An editor's link drawn as a button: a SiteLink (keeps `preview=true` in preview) with the shared
 * button look, so it stays a link for screen readers, new tabs and the BFF's redirect lookup.
 */
export function ActionLink({ action, variant, size }: { action: LinkAction; variant?: ButtonVariant; size?: UiSize }) {
  return (
    <SiteLink to={action.to} className={buttonClassName({ variant, size })} data-action-id={action.id}>
      {action.label}
    </SiteLink>
  )
}
