/**
 * Which build of the site is deployed (spec §7 "A build-manifest check runs periodically"). The
 * BFF answers the build it was made with; a page compares it with the build it was loaded from
 * (`import.meta.env.VITE_BUILD_ID`, fixed when `vite build` runs) to notice a newer deploy.
 */
export const BUILD_PATH = '/api/build'

export type BuildInfo = { build: string }
