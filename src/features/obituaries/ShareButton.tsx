import { useState } from 'react'
import { Button } from '#src/ui/Button.tsx'
import { toast } from '#src/ui/toast/toast.ts'
import { LINK_COPIED, isShareCancel, shareMode } from './share.ts'

/**
 * Share: the phone's own share sheet where the Web Share API exists, else the link copied with a
 * 'Link copied' toast. Shown as a button only once JavaScript runs; without it the page's address
 * is already there to copy.
 */
export function ShareButton({ title, url }: { title: string; url: string }) {
  const [busy, setBusy] = useState(false)

  async function share() {
    const data = { title, url }
    const mode = shareMode(typeof navigator === 'undefined' ? undefined : navigator, data)
    setBusy(true)
    try {
      if (mode === 'share') {
        await navigator.share(data)
      } else if (mode === 'copy') {
        await navigator.clipboard.writeText(url)
        toast.success(LINK_COPIED)
      } else {
        toast.error('Sharing is not available in this browser', { description: url })
      }
    } catch (error) {
      if (isShareCancel(error)) return
      toast.error('The link could not be copied', { description: url })
    } finally {
      setBusy(false)
    }
  }

  return (
    <Button variant="secondary" className="obituary-share" onClick={() => void share()} busy={busy}>
      Share
    </Button>
  )
}
