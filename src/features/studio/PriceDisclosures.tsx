import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import * as operations from '#contract/operation-routes.gen.ts'
import { DISCLOSURE_KEYS, RULE_DISCLOSURE_KEYS, RULE_DISCLOSURES, type DisclosureKey } from '#contract/price-list-funeral-rule.ts'
import type { PriceVersionDetail } from '#contract/studio-prices.ts'
import { STUDIO_PRICE_MESSAGES } from '#contract/studio-price-words.ts'
import { sessionProblem } from '#src/features/auth/index.ts'
import { call } from '#src/lib/api-call.ts'
import { Button } from '#src/ui/Button.tsx'

/**
 * The Funeral Rule's disclosures of a version (16 CFR 453; contract/price-list-funeral-rule.ts):
 * each with its citation and the text the price list prints. In a draft, each is written or
 * started from the rule's own wording, saved, or taken off; the rule's sentences must stay in it.
 */
export function PriceDisclosures({
  detail,
  onChanged,
}: {
  detail: PriceVersionDetail
  onChanged: (detail: PriceVersionDetail, note: string) => void
}) {
  const editable = detail.version.state === 'draft'
  const textOf = new Map(detail.disclosures.map((d) => [d.ruleKey, d.text]))
  return (
    <section className="studio-section studio-section--wide" aria-labelledby="price-disclosures">
      <h2 id="price-disclosures">The Funeral Rule’s disclosures</h2>
      <p>
        The price list prints these. The rule’s own sentences must stay in each one; you may add to them where the rule leaves a blank (the
        containers you provide, your basic services).
      </p>
      {DISCLOSURE_KEYS.map((key) =>
        editable ? (
          <DisclosureEditor key={key} versionId={detail.version.id} ruleKey={key} text={textOf.get(key)} onChanged={onChanged} />
        ) : textOf.has(key) ? (
          <div key={key} className="studio-price__disclosure">
            <h3>
              {RULE_DISCLOSURES[key].title} <span className="studio-muted">({RULE_DISCLOSURES[key].citation})</span>
            </h3>
            <p>{textOf.get(key)}</p>
          </div>
        ) : null,
      )}
    </section>
  )
}

function DisclosureEditor({
  versionId,
  ruleKey,
  text,
  onChanged,
}: {
  versionId: number
  ruleKey: DisclosureKey
  text: string | undefined
  onChanged: (detail: PriceVersionDetail, note: string) => void
}) {
  const rule = RULE_DISCLOSURES[ruleKey]
  const required = (RULE_DISCLOSURE_KEYS as readonly string[]).includes(ruleKey)
  const [value, setValue] = useState(text ?? '')
  const [problem, setProblem] = useState<string>()
  const id = `disclosure-${ruleKey}`
  const save = useMutation({
    mutationFn: (next: string | null) =>
      next === null
        ? call(operations.deleteApiStaffPricesVersionsByVersionIdDisclosuresByRuleKey, { params: { versionId, ruleKey } })
        : call(operations.putApiStaffPricesVersionsByVersionIdDisclosuresByRuleKey, {
            params: { versionId, ruleKey },
            body: { text: next },
          }),
    onMutate: () => setProblem(undefined),
    onSuccess: (detail, next) => {
      if (next === null) setValue('')
      onChanged(detail, next === null ? `“${rule.title}” is taken off the draft.` : `“${rule.title}” is saved.`)
    },
    onError: (error) => setProblem(sessionProblem(error)),
  })
  const changed = value !== (text ?? '')
  return (
    <form
      className="studio-price__disclosure"
      aria-labelledby={`${id}-title`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        if (save.isPending) return
        if (value.trim() === '') return setProblem(STUDIO_PRICE_MESSAGES.textRequired)
        save.mutate(value.trim())
      }}
    >
      <h3 id={`${id}-title`}>
        {rule.title} <span className="studio-muted">({rule.citation})</span>
      </h3>
      <p className="studio-muted">
        {text === undefined
          ? required
            ? 'Not on this draft yet: the rule requires it.'
            : 'Not on this draft: needed only in some cases.'
          : changed
            ? 'Changed, not saved yet.'
            : 'On this draft.'}
      </p>
      <div className="field">
        <label className="field__label" htmlFor={id}>
          Text of “{rule.title}”
        </label>
        <textarea
          id={id}
          className="field__control field__control--textarea"
          rows={4}
          value={value}
          maxLength={4000}
          onChange={(event) => setValue(event.target.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
        />
        {problem ? (
          <p className="field__error" id={`${id}-problem`}>
            {problem}
          </p>
        ) : null}
      </div>
      <div className="studio-member__actions">
        {text === undefined && value === '' ? (
          <Button variant="secondary" size="sm" onClick={() => setValue(rule.template)}>
            Start from the rule’s wording<span className="visually-hidden"> for “{rule.title}”</span>
          </Button>
        ) : null}
        <Button type="submit" size="sm" busy={save.isPending && save.variables !== null}>
          Save<span className="visually-hidden"> “{rule.title}”</span>
        </Button>
        {text !== undefined ? (
          <Button
            variant="secondary"
            size="sm"
            busy={save.isPending && save.variables === null}
            onClick={() => save.isPending || save.mutate(null)}
          >
            Take it off<span className="visually-hidden"> “{rule.title}”</span>
          </Button>
        ) : null}
      </div>
    </form>
  )
}
