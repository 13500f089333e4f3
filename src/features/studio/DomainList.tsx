import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { isApiError } from '#contract/errors.ts'
import * as operations from '#contract/operation-routes.gen.ts'
import { DOMAIN_STATE_LABELS, domainStateSentence, MAX_DOMAINS, type Domain, type Domains } from '#contract/studio-domains.ts'
import { sessionProblem } from '#src/features/auth/index.ts'
import { useSite } from '#src/features/site/index.ts'
import { call } from '#src/lib/api-call.ts'
import { Button } from '#src/ui/Button.tsx'
import { domainsKey, domainsQuery } from './domain-queries.ts'
import { DomainAddForm } from './DomainForms.tsx'
import { DomainRecords } from './DomainRecords.tsx'
import './domain-list.css'

/** When the domain was last checked, on the home's clock. */
function checkedWords(checkedAt: string, timeZone: string): string {
  const at = new Date(checkedAt).toLocaleString('en-US', { timeZone, dateStyle: 'medium', timeStyle: 'short' })
  return `Last checked ${at}.`
}

/** Puts a changed or new domain into the list the screen shows (oldest first), or takes one out. */
function withDomain(data: Domains | undefined, domain: Domain, removed = false): Domains | undefined {
  if (!data) return data
  const others = data.domains.filter((d) => d.id !== domain.id)
  return { ...data, domains: removed ? others : [...others, domain].toSorted((a, b) => a.id - b.id) }
}

/**
 * The owner's domains (issue 40 point 3, decision 070): each with where it stands in words, the
 * records to add with a Copy button per value, Check again and Remove (asked first); and the form
 * that adds one.
 */
export function DomainList() {
  const queryClient = useQueryClient()
  const { data } = useSuspenseQuery(domainsQuery)
  const [said, setSaid] = useState<string>()
  const put = (domain: Domain, removed = false) =>
    queryClient.setQueryData(domainsKey, (old: Domains | undefined) => withDomain(old, domain, removed))
  return (
    <main id="main" className="page portal-page">
      <h1>Domains</h1>
      <p>
        Your site can answer at your own domain, such as www.yourfuneralhome.com, beside its address on this platform. Add the domain here,
        then add the records it shows at the company where you manage the domain’s DNS. Once they are seen, the site answers there with its
        own security certificate (https).
      </p>
      <output className="studio-note">{said}</output>
      {data.domains.length === 0 ? (
        <p>No domains yet: your site answers only at its address on this platform.</p>
      ) : (
        <ul className="studio-cases" aria-label="Your domains">
          {data.domains.map((domain) => (
            <DomainItem
              key={domain.id}
              domain={domain}
              onChanged={(changed, message) => {
                put(changed)
                setSaid(message)
              }}
              onRemoved={(removed) => {
                put(removed, true)
                setSaid(`${removed.host} is removed: your site no longer answers there.`)
              }}
            />
          ))}
        </ul>
      )}
      <h2>Add a domain</h2>
      {!data.available ? (
        <p>Adding your own domain is not switched on for this platform yet.</p>
      ) : data.domains.length >= MAX_DOMAINS ? (
        <p>You have {MAX_DOMAINS} domains, the most a funeral home can have. Remove one to add another.</p>
      ) : (
        <DomainAddForm
          onAdded={(domain) => {
            put(domain)
            setSaid(`${domain.host} is added. Now add its records at your DNS provider; they are listed under it.`)
          }}
        />
      )}
    </main>
  )
}

type ItemProps = { domain: Domain; onChanged: (domain: Domain, message: string) => void; onRemoved: (domain: Domain) => void }

function DomainItem({ domain, onChanged, onRemoved }: ItemProps) {
  const { timeZone } = useSite().company
  const [problem, setProblem] = useState<string>()
  const [asking, setAsking] = useState(false)
  const removeButton = useRef<HTMLButtonElement>(null)
  const keepButton = useRef<HTMLButtonElement>(null)
  // Asked once, the focus on keeping it: removing a live domain takes the site off it at once.
  useEffect(() => {
    if (asking) keepButton.current?.focus()
  }, [asking])
  const failed = (error: unknown) =>
    setProblem(isApiError(error, 404) ? 'This domain is no longer there. Reload the page.' : sessionProblem(error))
  const check = useMutation({
    mutationFn: () => call(operations.postApiStaffSettingsDomainsByDomainIdChecks, { params: { domainId: domain.id } }),
    onMutate: () => setProblem(undefined),
    onSuccess: (checked) => onChanged(checked, `${checked.host}: ${DOMAIN_STATE_LABELS[checked.state]}.`),
    onError: failed,
  })
  const remove = useMutation({
    mutationFn: () => call(operations.deleteApiStaffSettingsDomainsByDomainId, { params: { domainId: domain.id } }),
    onMutate: () => setProblem(undefined),
    onSuccess: () => onRemoved(domain),
    onError: failed,
  })
  const busy = check.isPending || remove.isPending
  const headingId = `domain-${domain.id}`
  return (
    <li className="studio-case domain" data-state={domain.state} aria-labelledby={headingId}>
      <h2 className="studio-case__name" id={headingId}>
        {domain.host}
      </h2>
      <p className="domain__state">
        <strong>{DOMAIN_STATE_LABELS[domain.state]}</strong>: {domainStateSentence(domain.host, domain.status, domain.sslStatus)}
      </p>
      <p className="studio-case__facts">
        {checkedWords(domain.checkedAt, timeZone)}
        {domain.liveAt ? ` Live since ${new Date(domain.liveAt).toLocaleDateString('en-US', { timeZone, dateStyle: 'medium' })}.` : ''}
      </p>
      {domain.state === 'live' ? (
        <p>
          <a href={`https://${domain.host}/`} target="_blank" rel="noopener">
            Open your site at {domain.host}
          </a>
        </p>
      ) : null}
      <DomainRecords host={domain.host} zone={domain.zone} records={domain.records} />
      {domain.host === domain.zone && domain.state !== 'live' ? (
        <p>
          Some DNS providers cannot put a CNAME record on the domain itself: use their ALIAS, ANAME or “flattened” CNAME record, or remove
          this one and add www.{domain.zone} instead.
        </p>
      ) : null}
      {domain.state !== 'live' && !domain.records.some((r) => r.purpose === 'certificate') ? (
        <p>The certificate’s record is not ready yet: it usually comes within a minute. Choose Check again to see it.</p>
      ) : null}
      {domain.problems.length > 0 && domain.state !== 'live' ? (
        <details className="domain__problems">
          <summary>What Cloudflare says</summary>
          <ul>
            {domain.problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </details>
      ) : null}
      <div className="studio-member__actions">
        <Button variant="primary" size="sm" busy={check.isPending} aria-disabled={busy || undefined} onClick={() => busy || check.mutate()}>
          Check again<span className="visually-hidden"> {domain.host}</span>
        </Button>
        {asking ? null : (
          <Button
            ref={removeButton}
            variant="secondary"
            size="sm"
            aria-disabled={busy || undefined}
            onClick={() => busy || setAsking(true)}
          >
            Remove<span className="visually-hidden"> {domain.host}</span>
          </Button>
        )}
      </div>
      {asking ? (
        <div className="studio-order__ask">
          <p>
            Remove {domain.host}?{' '}
            {domain.state === 'live'
              ? 'Your site stops answering there at once; visitors who type it will not find you.'
              : 'You can add it again later; it would need its records checked again.'}
          </p>
          <div className="studio-member__actions">
            <Button variant="primary" size="sm" busy={remove.isPending} onClick={() => remove.isPending || remove.mutate()}>
              Yes, remove {domain.host}
            </Button>
            <Button
              ref={keepButton}
              variant="secondary"
              size="sm"
              aria-disabled={remove.isPending || undefined}
              onClick={() => {
                if (remove.isPending) return
                setAsking(false)
                requestAnimationFrame(() => removeButton.current?.focus())
              }}
            >
              Keep it
            </Button>
          </div>
        </div>
      ) : null}
      <div role="alert">{problem ? <p className="studio-bar__problem">{problem}</p> : null}</div>
    </li>
  )
}
