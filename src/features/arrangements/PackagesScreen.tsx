import { useSuspenseQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import type { Package } from '#contract/arrangements.ts'
import { arrangementsPath, arrangementQuery } from '#src/features/portal/index.ts'
import { keyedByText } from '#src/lib/list-keys.ts'
import { formatCents } from '#core/money.ts'
import { Button } from '#src/ui/Button.tsx'
import { useOverlay, useRegisterOverlay } from '#src/ui/overlay/OverlayProvider.tsx'
import { toast } from '#src/ui/toast/toast.ts'
import { useArrangementChange } from './changes.ts'
import { packagesQuery } from './queries.ts'
import { replaceChoices } from './ReplaceChoicesDialog.tsx'
import { familyChoices, lineLabel, packageChangeUndoesChoices } from './rules.ts'

function PackageCard({ pkg, locked, busy, onChoose }: { pkg: Package; locked: boolean; busy: boolean; onChoose: () => void }) {
  const titleId = `package-${pkg.packageId}`
  return (
    <li className="package-card" data-selected={pkg.selected || undefined}>
      <p className="package-card__kind">{pkg.category}</p>
      <h2 id={titleId} className="package-card__name">
        {pkg.name}
      </h2>
      <p className="package-card__price">From {formatCents(pkg.startingPriceCents)}</p>
      <p>{pkg.description}</p>
      <details className="package-card__includes">
        <summary>What the {pkg.name} includes</summary>
        <ul>
          {keyedByText(pkg.includes, (line) => line).map(({ key, value }) => (
            <li key={key}>{value}</li>
          ))}
        </ul>
      </details>
      {pkg.selected ? (
        <p className="package-card__chosen">Your package</p>
      ) : locked ? null : (
        <Button onClick={onChoose} busy={busy} aria-describedby={titleId}>
          {busy ? 'Choosing…' : 'Choose this package'}
        </Button>
      )}
    </li>
  )
}

/**
 * The packages screen (issue 18 point 2): each package with what it includes and what it costs at
 * least; choosing another than the arrangement's asks the server to select it, after a
 * confirmation when that would replace what the family already chose.
 */
export function PackagesScreen({ caseId, nameSlug }: { caseId: number; nameSlug: string }) {
  const { data: arrangement } = useSuspenseQuery(arrangementQuery(caseId))
  const { data: packages } = useSuspenseQuery(packagesQuery(caseId))
  const change = useArrangementChange(caseId)
  const [choosing, setChoosing] = useState<number>()
  const navigate = useNavigate()
  useRegisterOverlay(replaceChoices)
  const overlay = useOverlay()

  async function choose(pkg: Package) {
    if (packageChangeUndoesChoices(arrangement, pkg.packageId)) {
      const choices = familyChoices(arrangement).map(lineLabel)
      if (!(await overlay.open(replaceChoices, { packageName: pkg.name, choices }))) return
    }
    setChoosing(pkg.packageId)
    const saved = await change.save({ kind: 'package', packageId: pkg.packageId })
    setChoosing(undefined)
    if (!saved) return
    toast.success(`${pkg.name} chosen`, { description: 'Next, make the choices the package leaves to you.' })
    await navigate({ href: arrangementsPath(caseId, nameSlug, 'selections') })
  }

  return (
    <section aria-labelledby="packages-title">
      <h2 id="packages-title" className="arrangements__screen-title">
        Choose a package
      </h2>
      <p>
        A package brings together the services and items most families choose. After choosing one you can pick the casket or urn, flowers
        and the rest, and see every price as you go.
      </p>
      {arrangement.locked ? (
        <p className="arrangements__note">The arrangement has been submitted, so its package can no longer change.</p>
      ) : null}
      {packages.content.length === 0 ? (
        <p>The funeral home has no packages on its price list yet. Please call them to arrange the service.</p>
      ) : (
        <ul className="package-list">
          {packages.content.map((pkg) => (
            <PackageCard
              key={pkg.packageId}
              pkg={pkg}
              locked={arrangement.locked}
              busy={choosing === pkg.packageId}
              onChoose={() => void choose(pkg)}
            />
          ))}
        </ul>
      )}
    </section>
  )
}
