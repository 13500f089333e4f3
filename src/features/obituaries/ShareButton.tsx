import { useState } from 'react'
import { Button } from '#src/ui/Button.tsx'
import { LINK_COPIED, isShareCancel, shareMode } from './share.ts'

type ShareResult = { ok: boolean; text: string } | null

/**
 * Share: the phone's own share sheet where the Web Share API exists, else the link copied. What
 * happened is said right beside the button (and announced), where the person is looking, not in
 * a corner toast. Shown as a button only once JavaScript runs; without it the page's address is
 * already there to copy.
 */
export function ShareButton({ title, url }: { title: string; url: string }) {
  const [busy, setBusy] = useState(false)
  const [result, setResult] = useState<ShareResult>(null)

  async function share() {
    const data = { title, url }
    const mode = shareMode(typeof navigator === 'undefined' ? undefined : navigator, data)
    setBusy(true)
    setResult(null)
    try {
      if (mode === 'share') {
        await navigator.share(data)
      } else if (mode === 'copy') {
        await navigator.clipboard.writeText(url)
        setResult({ ok: true, text: LINK_COPIED })
      } else {
        setResult({ ok: false, text: `Sharing is not available in this browser. The link is ${url}` })
      }
    } catch (error) {
      if (isShareCancel(error)) return
      setResult({ ok: false, text: `The link could not be copied. The link is ${url}` })
    } finally {
      setBusy(false)
    }
  }

  return (
    <span className="obituary-share">
      <Button variant="secondary" onClick={() => void share()} busy={busy}>
        Share
      </Button>
      <output className={result?.ok === false ? 'obituary-share__status obituary-share__status--error' : 'obituary-share__status'}>
        {result?.text}
      </output>
    </span>
  )
}
