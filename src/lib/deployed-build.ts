import { BUILD_PATH, type BuildInfo } from '#contract/build.ts'

/** The build this page's code came from (vite.config.ts), or undefined outside a Vite build. */
export const OWN_BUILD: string | undefined = import.meta.env.VITE_BUILD_ID

/** Whether `deployed` is another build than the page's own (unknown either way: no). */
export function isAnotherBuild(own: string | undefined, deployed: string | undefined): boolean {
  return Boolean(own && deployed && own !== deployed)
}

/** The build deployed now (contract/build.ts), or undefined when it cannot be asked (offline, an error). */
export async function deployedBuild(): Promise<string | undefined> {
  try {
    const response = await fetch(BUILD_PATH, { cache: 'no-store', credentials: 'same-origin' })
    if (!response.ok) return undefined
    const info = (await response.json()) as Partial<BuildInfo>
    return typeof info.build === 'string' ? info.build : undefined
  } catch {
    return undefined
  }
}
