import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import * as operations from '#contract/operation-routes.gen.ts'
import type { PriceCategory, PriceVersionDetail } from '#contract/studio-prices.ts'
import { sessionProblem } from '#src/features/auth/index.ts'
import { call } from '#src/lib/api-call.ts'
import { Button } from '#src/ui/Button.tsx'
import { PriceItemRow } from './PriceItemRow.tsx'
import { PriceCategoryForm, PriceItemForm } from './forms.tsx'

type Changed = (detail: PriceVersionDetail, note: string) => void

/**
 * One category of a version with its items; in a draft it is renamed, moved in the order families
 * see, taken off when empty, and takes a new item.
 */
export function PriceCategoryPart({
  detail,
  category,
  index,
  onChanged,
}: {
  detail: PriceVersionDetail
  category: PriceCategory
  index: number
  onChanged: Changed
}) {
  const editable = detail.version.state === 'draft'
  const versionId = detail.version.id
  const [mode, setMode] = useState<'show' | 'rename' | 'add'>('show')
  const [problem, setProblem] = useState<string>()
  const act = useMutation({
    mutationFn: (what: 'up' | 'down' | 'remove') =>
      what === 'remove'
        ? call(operations.deleteApiStaffPricesVersionsByVersionIdCategoriesByCategoryId, { params: { versionId, categoryId: category.id } })
        : call(operations.postApiStaffPricesVersionsByVersionIdCategoriesByCategoryIdMove, {
            params: { versionId, categoryId: category.id },
            body: { direction: what },
          }),
    onMutate: () => setProblem(undefined),
    onSuccess: (next, what) =>
      onChanged(next, what === 'remove' ? `${category.name} is taken off the draft.` : `${category.name} is moved ${what}.`),
    onError: (error) => setProblem(sessionProblem(error)),
  })
  const last = index === detail.categories.length - 1
  return (
    <div className="studio-price__category" data-category={category.id}>
      <h3>
        {category.name}
        {category.displayForFamily ? null : <span className="studio-muted"> (not shown to families)</span>}
      </h3>
      {editable && mode === 'rename' ? (
        <PriceCategoryForm
          versionId={versionId}
          category={category}
          onSaved={(next, name) => {
            setMode('show')
            onChanged(next, `${name} is saved.`)
          }}
          onCancel={() => setMode('show')}
        />
      ) : null}
      {editable && mode === 'show' ? (
        <div className="studio-member__actions">
          <Button variant="secondary" size="sm" onClick={() => setMode('rename')}>
            Rename<span className="visually-hidden"> {category.name}</span>
          </Button>
          {index > 0 ? (
            <Button
              variant="secondary"
              size="sm"
              busy={act.isPending && act.variables === 'up'}
              onClick={() => act.isPending || act.mutate('up')}
            >
              Move up<span className="visually-hidden"> {category.name}</span>
            </Button>
          ) : null}
          {last ? null : (
            <Button
              variant="secondary"
              size="sm"
              busy={act.isPending && act.variables === 'down'}
              onClick={() => act.isPending || act.mutate('down')}
            >
              Move down<span className="visually-hidden"> {category.name}</span>
            </Button>
          )}
          {category.items.length === 0 ? (
            <Button
              variant="secondary"
              size="sm"
              busy={act.isPending && act.variables === 'remove'}
              onClick={() => act.isPending || act.mutate('remove')}
            >
              Take off<span className="visually-hidden"> {category.name}</span>
            </Button>
          ) : null}
        </div>
      ) : null}
      <div role="alert">{problem ? <p className="studio-bar__problem">{problem}</p> : null}</div>
      {category.items.length === 0 ? <p>No items in this category.</p> : null}
      <ul className="studio-cases" aria-label={`Items in ${category.name}`}>
        {category.items.map((item) => (
          <PriceItemRow key={item.id} detail={detail} item={item} onChanged={onChanged} />
        ))}
      </ul>
      {editable && mode === 'add' ? (
        <PriceItemForm
          versionId={versionId}
          categories={detail.categories}
          categoryId={category.id}
          onSaved={(next, name) => {
            setMode('show')
            onChanged(next, `${name} is added to the draft.`)
          }}
          onCancel={() => setMode('show')}
        />
      ) : null}
      {editable && mode === 'show' ? (
        <Button variant="secondary" size="sm" onClick={() => setMode('add')}>
          Add an item<span className="visually-hidden"> to {category.name}</span>
        </Button>
      ) : null}
    </div>
  )
}
