import { useEffect, useState } from 'react'
import { deployedBuild, isAnotherBuild, OWN_BUILD } from '#src/lib/deployed-build.ts'
import { Button } from '#src/ui/Button.tsx'

/** How often an open portal page asks which build is deployed (spec §7: "a build-manifest check runs periodically"). */
export const BUILD_CHECK_EVERY_MS = 10 * 60 * 1000

/** Whether a newer build than this page's is deployed: asked periodically and when the window comes back into view. */
export function useNewerBuild(every = BUILD_CHECK_EVERY_MS): boolean {
  const [newer, setNewer] = useState(false)
  useEffect(() => {
    if (newer) return
    let stopped = false
    async function check() {
      const deployed = await deployedBuild()
      if (!stopped && isAnotherBuild(OWN_BUILD, deployed)) setNewer(true)
    }
    const onVisible = () => {
      if (document.visibilityState === 'visible') void check()
    }
    const timer = window.setInterval(() => void check(), every)
    window.addEventListener('focus', onVisible)
    document.addEventListener('visibilitychange', onVisible)
    return () => {
      stopped = true
      window.clearInterval(timer)
      window.removeEventListener('focus', onVisible)
      document.removeEventListener('visibilitychange', onVisible)
    }
  }, [every, newer])
  return newer
}

/**
 * A calm offer to reload when a newer version of the site is out: never a reload by itself, which
 * could lose what someone is typing. Announced politely.
 */
export function NewBuildNotice() {
  const newer = useNewerBuild()
  return (
    <output className="block new-build-notice-region">
      {newer ? (
        <div className="new-build-notice">
          <p>A newer version of this site is ready. Finish what you are doing, then reload the page to use it.</p>
          <Button variant="secondary" size="sm" onClick={() => window.location.reload()}>
            Reload the page
          </Button>
        </div>
      ) : null}
    </output>
  )
}
