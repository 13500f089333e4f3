import { deployedBuild, isAnotherBuild, OWN_BUILD } from './deployed-build.ts'

const RELOADED_FOR = 'reloaded-for-build'

/**
 * A page open across a deploy asks for code files the new build no longer has (issue 17 point 8).
 * When loading one fails (Vite's `vite:preloadError`, for route and form chunks alike) and the
 * deployed build is another one, the page reloads itself, once per deployed build, instead of
 * showing an error; a failure with the same build deployed (a dropped connection) is left to
 * the screen that asked (a form's "Try again", the route's error page). Returns the way to stop.
 */
export function reloadWhenStale(reload: () => void = () => window.location.reload()): () => void {
  async function onChunkFailure() {
    const deployed = await deployedBuild()
    if (!isAnotherBuild(OWN_BUILD, deployed) || !deployed) return
    try {
      if (sessionStorage.getItem(RELOADED_FOR) === deployed) return
      sessionStorage.setItem(RELOADED_FOR, deployed)
    } catch {
      // No session storage: reload anyway; the new page is of the deployed build and will not come back here.
    }
    reload()
  }
  const listener = () => void onChunkFailure()
  window.addEventListener('vite:preloadError', listener)
  return () => window.removeEventListener('vite:preloadError', listener)
}
