import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import type { StationeryItem } from '#contract/family-reviews.ts'
import type { MediaFile } from '#contract/files.ts'
import * as operations from '#contract/operation-routes.gen.ts'
import { operationPath } from '#core/http/operation-call.ts'
import { sessionProblem } from '#src/features/auth/index.ts'
import { Uploader, useUploadQueue } from '#src/features/tasks/index.ts'
import { call } from '#src/lib/api-call.ts'
import { useDeviceDraft } from '#src/lib/device-draft.ts'
import { Button } from '#src/ui/Button.tsx'
import { FormProblem } from '#src/ui/fields/FormProblem.tsx'
import { SIDE_LABELS } from './stationery-labels.ts'
import { StationeryPdfPicker } from './StationeryPdfPicker.tsx'
import {
  addPage,
  currentPages,
  draftPage,
  movePage,
  PagesDraftSchema,
  pagesDraftKey,
  removePage,
  samePages,
  sendProblem,
  sidesOf,
  type DraftPage,
} from './stationery-pages.ts'

type Props = { caseId: number; item: StationeryItem; onSent: (item: StationeryItem) => void }

/**
 * The next version of a piece (issue 38 point 3): page pictures uploaded the family's way
 * (decision 038: checked before sending, a bar and "Try again" per file), arranged (earlier,
 * later, remove) before "Send to the family". The arrangement is kept on the device per piece.
 */
export function StationeryVersionDraft({ caseId, item, onSent }: Props) {
  const start = currentPages(item)
  const [pages, setPages] = useState<DraftPage[]>(start)
  const [problem, setProblem] = useState<string>()
  const uploads = useUploadQueue<MediaFile>({
    kind: 'stationery',
    path: operationPath(operations.postApiStaffCasesByCaseIdStationeryPages, { params: { caseId } }),
    autoStart: true,
    onSaved: (file) => setPages((now) => addPage(now, draftPage(file))),
  })
  const draft = useDeviceDraft({
    values: pages,
    restore: (kept: DraftPage[]) => setPages(kept),
    keyFor: pagesDraftKey(item.id),
    schema: PagesDraftSchema,
    toDraft: (list) => ({ pages: list }),
    fromDraft: (kept) => kept.pages,
    isEmpty: (kept) => samePages(kept.pages, start),
  })
  const send = useMutation({
    mutationFn: () =>
      call(operations.postApiStaffCasesByCaseIdStationeryByItemIdVersions, {
        params: { caseId, itemId: item.id },
        body: { mediaIds: pages.map((p) => p.id) },
      }),
    onMutate: () => setProblem(undefined),
    onSuccess: (sent) => {
      draft.clear()
      onSent(sent)
    },
    onError: (error) => setProblem(sessionProblem(error)),
  })
  const sides = sidesOf(pages)
  const name = item.title.toLowerCase()
  const next = item.version + 1
  const trySend = () => {
    const refusal = sendProblem(pages)
    if (refusal) setProblem(refusal)
    else if (!send.isPending) send.mutate()
  }
  return (
    <section className="studio-proof-draft" aria-label={`Version ${next} of the ${name}`}>
      <h4>Version {next}</h4>
      <Uploader kind="stationery" label="Choose page pictures" uploads={uploads} noun="pages" />
      <StationeryPdfPicker name={name} onPictures={uploads.add} />
      {pages.length === 0 ? (
        <p>No pages yet. Choose a picture of each side: the front first, the back last.</p>
      ) : (
        <ol className="studio-proof-pages" aria-label={`Pages of version ${next} of the ${name}`}>
          {pages.map((page, index) => {
            const side = sides[index] ? SIDE_LABELS[sides[index]] : 'Not sent: a piece has at most four sides'
            const hidden = (
              <span className="visually-hidden">
                {' '}
                page {index + 1} of the {name}
              </span>
            )
            return (
              <li key={page.id} className="studio-proof-page">
                <img
                  src={page.url}
                  alt={`Page ${index + 1}, ${side.toLowerCase()}`}
                  width={page.width ?? 110}
                  height={page.height ?? 170}
                />
                <p>
                  Page {index + 1}: {side}
                </p>
                <div className="studio-member__actions">
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-disabled={index === 0 || undefined}
                    onClick={() => setPages(movePage(pages, index, -1))}
                  >
                    Move earlier{hidden}
                  </Button>
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-disabled={index === pages.length - 1 || undefined}
                    onClick={() => setPages(movePage(pages, index, 1))}
                  >
                    Move later{hidden}
                  </Button>
                  <Button variant="secondary" size="sm" onClick={() => setPages(removePage(pages, index))}>
                    Remove{hidden}
                  </Button>
                </div>
              </li>
            )
          })}
        </ol>
      )}
      <FormProblem message={problem} />
      <Button busy={send.isPending} onClick={trySend}>
        {send.isPending ? 'Sending…' : `Send version ${next} to the family`}
      </Button>
    </section>
  )
}
