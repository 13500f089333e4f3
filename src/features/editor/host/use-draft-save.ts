import { useBlocker } from '@tanstack/react-router'
import { useCallback, useMemo, useRef, useState } from 'react'
import type { SiteDocument } from '#contract/website.ts'
import { saveDraftPage, saveDraftShell } from './calls.ts'
import { hasUnsaved, unsavedParts, withSavedPage, withSavedShell, type UnsavedParts } from './draft-parts.ts'

const LEAVE_QUESTION = 'Some changes to the site are not saved yet. Leave the editor and lose them?'

/**
 * The draft as last stored, and saving what differs from it part by part (decision 046): the
 * shell if it changed, then each changed page, one request each. A part is marked saved as soon
 * as its request succeeds, so after a failure the next save sends only what is still unsaved.
 * Leaving the editor (another screen, a reload, closing the tab) with unsaved changes asks first;
 * moving between pages of the editor stays on its route and never asks.
 */
export function useDraftSave(initial: SiteDocument, current: SiteDocument) {
  const [saved, setSaved] = useState(initial)
  const stored = useRef(initial)
  const unsaved: UnsavedParts = useMemo(() => unsavedParts(saved, current), [saved, current])
  const dirty = hasUnsaved(unsaved)

  useBlocker({
    shouldBlockFn: ({ current: from, next }) => dirty && from.pathname !== next.pathname && !window.confirm(LEAVE_QUESTION),
    enableBeforeUnload: () => dirty,
  })

  /** Stores what `document` changed; throws the first failure, having kept what was stored before it. */
  const save = useCallback(async (document: SiteDocument): Promise<void> => {
    const parts = unsavedParts(stored.current, document)
    const mark = (next: SiteDocument) => {
      stored.current = next
      setSaved(next)
    }
    if (parts.shell) {
      await saveDraftShell(parts.shell)
      mark(withSavedShell(stored.current, parts.shell))
    }
    for (const { path, page } of parts.pages) {
      // One page after another: the order staff see them saved in, and one request at a time on a slow line.
      // oxlint-disable-next-line no-await-in-loop
      await saveDraftPage(path, page)
      mark(withSavedPage(stored.current, path, page))
    }
  }, [])

  return { dirty, unsaved, save }
}
