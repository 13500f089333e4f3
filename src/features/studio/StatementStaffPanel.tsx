import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import * as operations from '#contract/operation-routes.gen.ts'
import type { StatementRecord } from '#contract/statement-signing.ts'
import { formatCents } from '#core/money.ts'
import { sessionProblem } from '#src/features/auth/index.ts'
import { portalKeys } from '#src/features/portal/index.ts'
import { call } from '#src/lib/api-call.ts'
import { Button } from '#src/ui/Button.tsx'
import { FormProblem } from '#src/ui/fields/FormProblem.tsx'
import { caseStatementQuery } from './queries.ts'
import { StatementAdjustmentForm, StatementEmbalmingForm, StatementLineForm } from './StatementStaffForms.tsx'

/**
 * The studio's work on a statement (decision 064): what staff added (each removable), "ready to
 * sign", and the forms for what was arranged in person. Loaded with the forms (studio/forms.tsx).
 */
export function StatementStaffPanel({ caseId }: { caseId: number }) {
  const queryClient = useQueryClient()
  const { data: record } = useSuspenseQuery(caseStatementQuery(caseId))
  const saved = (next: StatementRecord) => {
    queryClient.setQueryData(caseStatementQuery(caseId).queryKey, next)
    // The family's reading of the same statement (shown above) follows.
    void queryClient.invalidateQueries({ queryKey: portalKeys.case(caseId) })
  }
  const removeLine = useMutation({
    mutationFn: (lineId: number) => call(operations.deleteApiStaffCasesByCaseIdStatementLinesByLineId, { params: { caseId, lineId } }),
    onSuccess: saved,
  })
  const removeAdjustment = useMutation({
    mutationFn: (adjustmentId: number) =>
      call(operations.deleteApiStaffCasesByCaseIdStatementAdjustmentsByAdjustmentId, { params: { caseId, adjustmentId } }),
    onSuccess: saved,
  })
  const ready = useMutation({
    mutationFn: () => call(operations.postApiStaffCasesByCaseIdStatementReady, { params: { caseId } }),
    onSuccess: saved,
  })
  const failed = removeLine.error ?? removeAdjustment.error ?? ready.error
  const staffLines = record.document.lines.filter((l) => l.addedBy !== null)
  const adjustments = [...record.document.cashAdvances, ...record.document.discounts]
  return (
    <section className="statement-section" aria-labelledby="statement-staff-title">
      <h2 id="statement-staff-title">Arranged in person</h2>
      <p className="statement__state">
        {record.needsSignature
          ? `Version ${record.version} is ready: the family's arranger is asked to sign it.`
          : record.signed
            ? `Version ${record.version} is signed. Any change now makes version ${record.version + 1}, to be signed again.`
            : 'Not ready to sign yet.'}
      </p>
      {record.ready ? null : (
        <p>
          <Button onClick={() => ready.mutate()} disabled={ready.isPending}>
            Mark the statement ready to sign
          </Button>
        </p>
      )}
      {staffLines.length + adjustments.length === 0 ? (
        <p>Nothing has been added in person yet.</p>
      ) : (
        <ul className="statement-staff-list">
          {staffLines.map((l) => (
            <li key={`line-${l.lineId}`}>
              {l.quantity} × {l.description}, {formatCents(l.priceCents)}
              {l.requirement ? ` (required by: ${l.requirement})` : ''}{' '}
              <Button variant="secondary" onClick={() => removeLine.mutate(l.lineId)} disabled={removeLine.isPending}>
                Remove {l.description}
              </Button>
            </li>
          ))}
          {adjustments.map((a) => (
            <li key={`adjustment-${a.id}`}>
              {a.kind === 'discount' ? 'Discount' : 'Cash advance'}: {a.name}, {formatCents(a.amountCents)}
              {a.reason ? ` (${a.reason})` : ''}{' '}
              <Button variant="secondary" onClick={() => removeAdjustment.mutate(a.id)} disabled={removeAdjustment.isPending}>
                Remove {a.name}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <FormProblem message={failed ? sessionProblem(failed) : undefined} />
      <StatementLineForm caseId={caseId} onSaved={saved} />
      <StatementAdjustmentForm caseId={caseId} onSaved={saved} />
      <StatementEmbalmingForm caseId={caseId} record={record} onSaved={saved} />
    </section>
  )
}
