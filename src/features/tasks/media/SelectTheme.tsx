import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { familyCasePath } from '#contract/family-paths.ts'
import type { MediaFile } from '#contract/files.ts'
import type { MemorialTheme } from '#contract/media.ts'
import { withQuery } from '#core/http/query.ts'
import { sessionProblem } from '#src/features/auth/problems.ts'
import { browserHttp, unchecked } from '#src/lib/browser-http.ts'
import { Button } from '#src/ui/Button.tsx'
import { toast } from '#src/ui/toast/toast.ts'
import type { TaskScreenProps } from '../screen-types.ts'
import { mediaKeys, memorialThemeQuery, stockThemesQuery } from './queries.ts'
import { Uploader } from './Uploader.tsx'
import { useUploadQueue } from './use-upload-queue.ts'
import './media.css'

function themeName(theme: Pick<MediaFile, 'title' | 'fileName'>, fallback: string): string {
  return theme.title ?? theme.fileName?.replace(/\.[^.]+$/, '') ?? fallback
}

/**
 * select-theme (issue 19 point 4): the picture behind the memorial pages. The funeral home's stock
 * themes by album, one chosen and previewed before it is used, or the family's own picture.
 */
export default function SelectTheme({ familyCase }: TaskScreenProps) {
  const caseId = familyCase.id
  const client = useQueryClient()
  const { data: current } = useSuspenseQuery(memorialThemeQuery(caseId))
  const { data: albums } = useSuspenseQuery(stockThemesQuery())
  const [picked, setPicked] = useState<MediaFile | undefined>()
  const [saving, setSaving] = useState(false)
  const chosen = (theme: MemorialTheme) => client.setQueryData(mediaKeys.theme(caseId), theme)
  const uploads = useUploadQueue<MemorialTheme>({
    kind: 'theme',
    method: 'PUT',
    path: familyCasePath(caseId, '/memorial-theme'),
    autoStart: true,
    onSaved: (theme) => {
      chosen(theme)
      setPicked(undefined)
    },
  })

  async function chooseStock(theme: MediaFile) {
    setSaving(true)
    try {
      chosen(
        await browserHttp.post(withQuery(familyCasePath(caseId, '/memorial-theme'), { mediaId: theme.id }), unchecked<MemorialTheme>()),
      )
      setPicked(undefined)
      toast.success('Theme chosen', { description: `“${themeName(theme, 'The theme')}” is now the memorial theme.` })
    } catch (error) {
      toast.error('The theme was not chosen', { description: sessionProblem(error) })
    } finally {
      setSaving(false)
    }
  }

  const preview = picked ?? current?.media
  const previewName = picked ? themeName(picked, 'The picked theme') : current ? themeName(current.media, 'Your own picture') : undefined
  return (
    <div className="media-task">
      <section className="media-task__slot" aria-labelledby="theme-now-title">
        <h2 id="theme-now-title">{picked ? 'Preview' : 'The memorial theme now'}</h2>
        <output className="theme-preview__status" aria-live="polite">
          {picked
            ? `Previewing “${previewName}”. It is not used until you choose it.`
            : current
              ? `Chosen: “${previewName}”${current.source === 'custom' ? ' (your own picture)' : ''}.`
              : 'No theme chosen yet.'}
        </output>
        {preview ? (
          <img
            className="theme-preview"
            src={preview.url}
            alt={`${picked ? 'Preview of' : 'The chosen theme,'} ${previewName}`}
            width={preview.width ?? 800}
            height={preview.height ?? 450}
          />
        ) : null}
        {picked ? (
          <div className="media-task__actions">
            <Button busy={saving} onClick={() => void chooseStock(picked)}>
              {saving ? 'Saving…' : `Use “${themeName(picked, 'this theme')}”`}
            </Button>
            <Button variant="secondary" onClick={() => setPicked(undefined)}>
              Cancel
            </Button>
          </div>
        ) : null}
      </section>
      <section className="media-task__saved" aria-labelledby="stock-title">
        <h2 id="stock-title">The funeral home&rsquo;s themes</h2>
        {albums.content.every((album) => album.themes.length === 0) ? <p>No data</p> : null}
        {albums.content.map((album) =>
          album.themes.length === 0 ? null : (
            <fieldset key={album.id} className="theme-album">
              <legend>{album.name}</legend>
              <ul className="media-grid">
                {album.themes.map((theme, index) => {
                  const name = themeName(theme, `${album.name} ${index + 1}`)
                  const isCurrent = current?.source === 'stock' && current.media.id === theme.id
                  return (
                    <li key={theme.id} className="media-grid__item">
                      <label className="theme-choice">
                        <input
                          type="radio"
                          name="stock-theme"
                          value={theme.id}
                          checked={(picked?.id ?? (isCurrent ? theme.id : undefined)) === theme.id}
                          onChange={() => setPicked(isCurrent ? undefined : theme)}
                        />
                        <img src={theme.url} alt="" width={theme.width ?? 300} height={theme.height ?? 200} loading="lazy" />
                        <span>
                          {name}
                          {isCurrent ? <span className="media-task__muted"> (chosen)</span> : null}
                        </span>
                      </label>
                    </li>
                  )
                })}
              </ul>
            </fieldset>
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
