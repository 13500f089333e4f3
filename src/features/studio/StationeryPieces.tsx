import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type { StationeryItem } from '#contract/family-reviews.ts'
import { changesLine } from '#contract/studio-stationery-rules.ts'
import { useSite } from '#src/features/site/index.ts'
import { remindedWhen } from './CaseTasks.tsx'
import { StationeryPieceForm, StationeryVersionDraft } from './forms.tsx'
import { caseStationeryQuery } from './queries.ts'
import { PROOF_STATUS_LABELS, SIDE_LABELS } from './stationery-labels.ts'
import './studio-stationery.css'

/**
 * A case's printed pieces from the home's side (issue 38 point 3): each with where it stands, the
 * pages the family has, their comments per page and per piece with who and when, what changed in
 * the last version, the approval, and the next version to send. The family's review task reads
 * the same rows.
 */
export function StationeryPieces({ caseId }: { caseId: number }) {
  const queryClient = useQueryClient()
  const { data } = useSuspenseQuery(caseStationeryQuery(caseId))
  const [note, setNote] = useState<string>()
  const changed = (message: string) => {
    setNote(message)
    // The case's tasks move too: a version sent opens the review-stationery task.
    void queryClient.invalidateQueries({ queryKey: ['studio', 'case', caseId] })
  }
  return (
    <>
      <output className="studio-note">{note}</output>
      <h2>The printed pieces</h2>
      {data.items.length === 0 ? (
        <p>This case has no printed pieces yet. Add the first one below: the family sees it once you send it.</p>
      ) : (
        <ul className="studio-cases" aria-label="Printed pieces">
          {data.items.map((item) => (
            <PieceCard
              key={item.id}
              caseId={caseId}
              item={item}
              onSent={(sent) => changed(`Version ${sent.version} of the ${sent.title.toLowerCase()} is with the family.`)}
            />
          ))}
        </ul>
      )}
      <h2>Add a printed piece</h2>
      <StationeryPieceForm
        caseId={caseId}
        present={data.items.map((i) => i.itemType)}
        onAdded={(added) => changed(`The ${added.title.toLowerCase()} is added. Upload its pages, then send it to the family.`)}
      />
    </>
  )
}

/** What a comment is about: one side, or the piece as a whole. */
function about(pageType: StationeryItem['comments'][number]['pageType']): string {
  return pageType ? `On the ${SIDE_LABELS[pageType].toLowerCase()}` : 'On the piece as a whole'
}

type CardProps = { caseId: number; item: StationeryItem; onSent: (item: StationeryItem) => void }

function PieceCard({ caseId, item, onSent }: CardProps) {
  const { company } = useSite()
  const when = (iso: string) => remindedWhen(iso, company.timeZone)
  return (
    <li className="studio-case studio-proof" data-item={item.itemType} data-status={item.status}>
      <h3 className="studio-case__name">{item.title}</h3>
      <p className="studio-case__facts">
        <span className="studio-proof__status">{PROOF_STATUS_LABELS[item.status]}</span>
        {item.version > 0 ? ` · version ${item.version} sent` : ''}
      </p>
      {item.changes ? <p className="studio-case__facts">{changesLine(item.changes)}</p> : null}
      {item.approval ? (
        <p className="studio-proof__approval">
          Approved by {item.approval.approvedBy.firstName} {item.approval.approvedBy.lastName}, {when(item.approval.approvedAt)}.
        </p>
      ) : null}
      {item.pages.length > 0 ? (
        <ol className="studio-proof-pages" aria-label={`Pages the family has of the ${item.title.toLowerCase()}`}>
          {item.pages.map((page) => (
            <li key={page.pageType} className="studio-proof-page">
              {page.preview ? (
                <img
                  src={page.preview.url}
                  alt={`${item.title}, ${SIDE_LABELS[page.pageType].toLowerCase()}`}
                  width={page.preview.width ?? 110}
                  height={page.preview.height ?? 170}
                  loading="lazy"
                />
              ) : null}
              <p>{SIDE_LABELS[page.pageType]}</p>
            </li>
          ))}
        </ol>
      ) : null}
      <h4>The family’s comments</h4>
      {item.comments.length === 0 ? (
        <p>No comments yet.</p>
      ) : (
        <ul className="studio-proof-comments" aria-label={`Comments on the ${item.title.toLowerCase()}`}>
          {item.comments.map((c) => (
            <li key={c.id}>
              <p className="studio-case__facts">
                {about(c.pageType)}
                {c.version ? `, version ${c.version}` : ''} · {c.author.firstName} {c.author.lastName}, {when(c.createdAt)}
              </p>
              <p className="studio-proof-comments__text">{c.text}</p>
            </li>
          ))}
        </ul>
      )}
      {item.status === 'approved' ? null : <StationeryVersionDraft caseId={caseId} item={item} onSent={onSent} />}
    </li>
  )
}
