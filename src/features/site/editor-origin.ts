import { createIsomorphicFn, getGlobalStartContext } from '@tanstack/react-start'

/** The meta tag a preview carries with the configured editor's origin (decision 036). */
export const EDITOR_ORIGIN_META = 'editor-origin'

/**
 * The origin of an editor other than the site itself that may drive a framed preview (the
 * Worker's EDITOR_ORIGIN), or undefined. Written into a preview's head on the server, read back
 * from it in the browser, so the editing bridge (loaded only in a framed preview) knows whom to
 * listen to without the setting travelling with public pages.
 */
export const readEditorOrigin = createIsomorphicFn()
  .server((): string | undefined => getGlobalStartContext()?.editorOrigin)
  .client((): string | undefined => document.querySelector<HTMLMetaElement>(`meta[name="${EDITOR_ORIGIN_META}"]`)?.content || undefined)
