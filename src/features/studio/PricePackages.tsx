import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import * as operations from '#contract/operation-routes.gen.ts'
import type { PriceVersionDetail } from '#contract/studio-prices.ts'
import { formatCents } from '#core/money.ts'
import { sessionProblem } from '#src/features/auth/index.ts'
import { call } from '#src/lib/api-call.ts'
import { Button } from '#src/ui/Button.tsx'
import { PricePackageForm, PricePackageLineForm } from './forms.tsx'

type Changed = (detail: PriceVersionDetail, note: string) => void
type Package = PriceVersionDetail['packages'][number]

/**
 * A version's packages and what each includes, from its starting price; in a draft each is
 * renamed, given an item or has one taken out, or taken off (asked first), and a new one added.
 */
export function PricePackages({ detail, onChanged }: { detail: PriceVersionDetail; onChanged: Changed }) {
  const editable = detail.version.state === 'draft'
  const [adding, setAdding] = useState(false)
  return (
    <section className="studio-section studio-section--wide" aria-labelledby="price-packages">
      <h2 id="price-packages">Packages</h2>
      {detail.packages.length === 0 ? <p>No packages on this version.</p> : null}
      <ul className="studio-cases" aria-label="Packages">
        {detail.packages.map((p) => (
          <PackageRow key={p.id} detail={detail} pkg={p} onChanged={onChanged} />
        ))}
      </ul>
      {editable && adding ? (
        <PricePackageForm
          versionId={detail.version.id}
          onSaved={(next, note) => {
            setAdding(false)
            onChanged(next, note)
          }}
          onCancel={() => setAdding(false)}
        />
      ) : null}
      {editable && !adding ? (
        <Button variant="secondary" size="sm" onClick={() => setAdding(true)}>
          Add a package
        </Button>
      ) : null}
    </section>
  )
}

function PackageRow({ detail, pkg, onChanged }: { detail: PriceVersionDetail; pkg: Package; onChanged: Changed }) {
  const editable = detail.version.state === 'draft'
  const versionId = detail.version.id
  const [mode, setMode] = useState<'show' | 'change' | 'add' | 'remove'>('show')
  const [problem, setProblem] = useState<string>()
  const act = useMutation({
    mutationFn: (lineId: number | null) =>
      lineId === null
        ? call(operations.deleteApiStaffPricesVersionsByVersionIdPackagesByPackageId, { params: { versionId, packageId: pkg.id } })
        : call(operations.deleteApiStaffPricesVersionsByVersionIdPackagesByPackageIdLinesByLineId, {
            params: { versionId, packageId: pkg.id, lineId },
          }),
    onMutate: () => setProblem(undefined),
    onSuccess: (next, lineId) =>
      onChanged(
        next,
        lineId === null
          ? `${pkg.name} is taken off the draft.`
          : `${pkg.lines.find((l) => l.id === lineId)?.label ?? 'The line'} is taken out of ${pkg.name}.`,
      ),
    onError: (error) => setProblem(sessionProblem(error)),
  })
  const done = (next: PriceVersionDetail, note: string) => {
    setMode('show')
    onChanged(next, note)
  }
  return (
    <li className="studio-case" data-package={pkg.id}>
      <p className="studio-case__name">
        {pkg.name} ({pkg.category}): from {formatCents(pkg.startingPriceCents)}
      </p>
      {pkg.description ? <p className="studio-case__facts">{pkg.description}</p> : null}
      {pkg.lines.length === 0 ? (
        <p className="studio-case__facts">It includes nothing yet.</p>
      ) : (
        <ul aria-label={`What ${pkg.name} includes`}>
          {pkg.lines.map((l) => (
            <li key={l.id}>
              {l.label}
              {l.required ? '' : ' (the family may take it out)'}
              {editable ? (
                <>
                  {' '}
                  <Button
                    variant="secondary"
                    size="sm"
                    busy={act.isPending && act.variables === l.id}
                    onClick={() => act.isPending || act.mutate(l.id)}
                  >
                    Take out
                    <span className="visually-hidden">
                      {' '}
                      {l.label} from {pkg.name}
                    </span>
                  </Button>
                </>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {editable && mode === 'change' ? (
        <PricePackageForm versionId={versionId} pkg={pkg} onSaved={done} onCancel={() => setMode('show')} />
      ) : null}
      {editable && mode === 'add' ? (
        <PricePackageLineForm detail={detail} pkg={pkg} onSaved={done} onCancel={() => setMode('show')} />
      ) : null}
      {editable && mode === 'remove' ? (
        <div className="studio-order__ask">
          <p>Take {pkg.name} off the draft with what it includes? The version in effect keeps it.</p>
          <div className="studio-member__actions">
            <Button size="sm" busy={act.isPending && act.variables === null} onClick={() => act.isPending || act.mutate(null)}>
              Take it off
            </Button>
            <Button variant="secondary" size="sm" onClick={() => act.isPending || setMode('show')}>
              Keep it
            </Button>
          </div>
        </div>
      ) : null}
      {editable && mode === 'show' ? (
        <div className="studio-member__actions">
          <Button variant="secondary" size="sm" onClick={() => setMode('add')}>
            Put an item in<span className="visually-hidden"> {pkg.name}</span>
          </Button>
          <Button variant="secondary" size="sm" onClick={() => setMode('change')}>
            Change<span className="visually-hidden"> the package {pkg.name}</span>
          </Button>
          <Button variant="secondary" size="sm" onClick={() => setMode('remove')}>
            Take off<span className="visually-hidden"> the package {pkg.name}</span>
          </Button>
        </div>
      ) : null}
      <div role="alert">{problem ? <p className="studio-bar__problem">{problem}</p> : null}</div>
    </li>
  )
}
