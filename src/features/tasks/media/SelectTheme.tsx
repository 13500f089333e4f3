import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { useState } from 'react'
import * as operations from '#contract/operation-routes.gen.ts'
import type { MediaFile } from '#contract/files.ts'
import type { MemorialTheme } from '#contract/media.ts'
import { operationPath } from '#core/http/operation-call.ts'
import { sessionProblem } from '#src/features/auth/index.ts'
import { markStale, staleAfter } from '#src/features/portal/index.ts'
import { call } from '#src/lib/api-call.ts'
import { toast } from '#src/ui/toast/toast.ts'
import type { TaskScreenProps } from '../screen-types.ts'
import { mediaKeys, memorialThemeQuery, stockThemesQuery } from './queries.ts'
import { ThemeCard, type ThemeCardState } from './ThemeCard.tsx'
import { Uploader } from './Uploader.tsx'
import { useUploadQueue } from './use-upload-queue.ts'
import './media.css'

function themeName(theme: Pick<MediaFile, 'title' | 'fileName'>, fallback: string): string {
  return theme.title ?? theme.fileName?.replace(/\.[^.]+$/, '') ?? fallback
}

/** A stock theme just chosen over another, which "Undo" brings back. */
type Undo = { chosenId: number; previous: MediaFile }

/**
 * select-theme (issue 19 point 4, issue 34 point 6): the picture behind the memorial pages. The
 * funeral home's stock themes by album, each card choosing (and saving) its theme where it is
 * tapped, with "Undo" there; or the family's own picture, chosen as soon as it is uploaded.
 */
export default function SelectTheme({ familyCase }: TaskScreenProps) {
  const caseId = familyCase.id
  const client = useQueryClient()
  const { data: current } = useSuspenseQuery(memorialThemeQuery(caseId))
  const { data: albums } = useSuspenseQuery(stockThemesQuery())
  const [saving, setSaving] = useState<number | undefined>()
  const [asking, setAsking] = useState<number | undefined>()
  const [undo, setUndo] = useState<Undo | undefined>()
  const [problem, setProblem] = useState<{ id: number; message: string } | undefined>()
  const chosen = (theme: MemorialTheme) => {
    client.setQueryData(mediaKeys.theme(caseId), theme)
    void markStale(client, staleAfter.taskWork(caseId))
  }
  const uploads = useUploadQueue<MemorialTheme>({
    kind: 'theme',
    method: 'PUT',
    path: operationPath(operations.putApiFamilyCasesByCaseIdMemorialTheme, { params: { caseId } }),
    autoStart: true,
    onSaved: (theme) => {
      chosen(theme)
      setUndo(undefined)
    },
  })

  async function choose(theme: MediaFile, { confirmed = false, undoing = false } = {}) {
    // The family's own picture is deleted when a stock theme replaces it: asked first, in the card.
    if (current?.source === 'custom' && !confirmed) {
      setAsking(theme.id)
      return
    }
    const previous = current?.source === 'stock' ? current.media : undefined
    setSaving(theme.id)
    setProblem(undefined)
    try {
      chosen(await call(operations.postApiFamilyCasesByCaseIdMemorialTheme, { params: { caseId }, query: { mediaId: theme.id } }))
      setAsking(undefined)
      setUndo(previous && !undoing ? { chosenId: theme.id, previous } : undefined)
      toast.success(undoing ? 'Theme put back' : 'Theme chosen', {
        description: `“${themeName(theme, 'The theme')}” is now the memorial theme.`,
      })
    } catch (error) {
      const message = sessionProblem(error)
      setProblem({ id: undoing && undo ? undo.chosenId : theme.id, message: `The theme was not chosen. ${message}` })
    } finally {
      setSaving(undefined)
    }
  }

  function cardState(theme: MediaFile): ThemeCardState {
    if (current?.source === 'stock' && current.media.id === theme.id) {
      const undoTo = undo?.chosenId === theme.id ? { name: themeName(undo.previous, 'the last theme') } : undefined
      return { kind: 'chosen', undoTo }
    }
    if (asking === theme.id) return { kind: 'asking', saving: saving === theme.id }
    return { kind: 'choosable', saving: saving === theme.id, disabled: saving !== undefined }
  }

  const currentName = current ? themeName(current.media, 'Your own picture') : undefined
  return (
    <div className="media-task">
      <section className="media-task__slot" aria-labelledby="theme-now-title">
        <h2 id="theme-now-title">The memorial theme now</h2>
        <output className="theme-preview__status" aria-live="polite">
          {current ? `Chosen: “${currentName}”${current.source === 'custom' ? ' (your own picture)' : ''}.` : 'No theme chosen yet.'}
        </output>
        {current ? (
          <img
            className="theme-preview"
            src={current.media.url}
            alt={`The chosen theme, ${currentName}`}
            width={current.media.width ?? 800}
            height={current.media.height ?? 450}
          />
        ) : null}
      </section>
      <section className="media-task__saved" aria-labelledby="stock-title">
        <h2 id="stock-title">The funeral home&rsquo;s themes</h2>
        <p>Tap a theme to use it. It is saved at once, and you can change it at any time.</p>
        {albums.content.every((album) => album.themes.length === 0) ? <p>No data</p> : null}
        {albums.content.map((album) =>
          album.themes.length === 0 ? null : (
            <section key={album.id} className="theme-album" aria-labelledby={`theme-album-${album.id}`}>
              <h3 id={`theme-album-${album.id}`}>{album.name}</h3>
              <ul className="media-grid">
                {album.themes.map((theme, index) => (
                  <li key={theme.id} className="media-grid__item">
                    <ThemeCard
                      theme={theme}
                      name={themeName(theme, `${album.name} ${index + 1}`)}
                      state={cardState(theme)}
                      problem={problem?.id === theme.id ? problem.message : undefined}
                      onChoose={() => void choose(theme)}
                      onConfirm={() => void choose(theme, { confirmed: true })}
                      onKeep={() => setAsking(undefined)}
                      onUndo={() => {
                        if (undo) void choose(undo.previous, { undoing: true })
                      }}
                    />
                  </li>
                ))}
              </ul>
            </section>
          ),
        )}
      </section>
      <section className="media-task__slot" aria-labelledby="own-theme-title">
        <h2 id="own-theme-title">Or use your own picture</h2>
        <p>A landscape picture works best: a favourite place, a garden, the sea. It is chosen as soon as it is uploaded.</p>
        <Uploader kind="theme" label="Choose a picture" multiple={false} uploads={uploads} noun="pictures" />
      </section>
    </div>
  )
}
