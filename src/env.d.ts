/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** This build's id (vite.config.ts, contract/build.ts); undefined outside a Vite build (unit tests). */
  readonly VITE_BUILD_ID?: string
}
