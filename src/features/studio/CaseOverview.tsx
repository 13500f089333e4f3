import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { CASE_MEMBER_ROLE_LABELS } from '#contract/case-roles.ts'
import { KIND_LABELS, STAGE_LABELS } from '#contract/case-stages.ts'
import type { StaffCase } from '#contract/studio-case-page.ts'
import { formatCents } from '#core/money.ts'
import { fullName } from '#core/names.ts'
import { casePath, TASK_STATUS_LABELS } from '#src/features/portal/index.ts'
import { CaseNav } from './CaseNav.tsx'
import { CaseStage } from './CaseStage.tsx'
import { readableDate, timelineSentence, timelineWhen } from './case-timeline.ts'
import { CaseDetailsForm } from './forms.tsx'
import { staffCaseQuery } from './queries.ts'

/** A term and its value, or "Not given" for an empty one. */
function Fact({ term, value }: { term: string; value: string | null | undefined }) {
  return (
    <>
      <dt>{term}</dt>
      <dd>{value ? value : <span className="studio-muted">Not given</span>}</dd>
    </>
  )
}

const date = (iso: string | null | undefined) => (iso ? readableDate(iso) : null)

/** What the details and the first call say of the one who died (or who plans ahead). */
function TheDeceased({ theCase }: { theCase: StaffCase }) {
  const details = theCase.details.details
  const call = theCase.firstCall
  return (
    <section aria-labelledby="case-deceased" className="studio-section">
      <h2 id="case-deceased">The deceased</h2>
      <dl className="studio-facts">
        <Fact term="Name" value={fullName(theCase)} />
        <Fact term="Date of birth" value={date(theCase.birthDate)} />
        <Fact term="Date of death" value={date(theCase.deathDate)} />
        <Fact term="Place of death" value={details?.deathPlace ?? call?.deathPlace} />
        <Fact term="Where they are now" value={call?.whereNow} />
        <Fact term="Home" value={details?.residence} />
        <Fact term="Occupation" value={details?.occupation} />
      </dl>
      {theCase.details.updatedBy && theCase.details.updatedAt ? (
        <p className="studio-muted">
          Details last saved by {fullName(theCase.details.updatedBy)} on {timelineWhen(theCase.details.updatedAt, theCase.timeZone)}.
        </p>
      ) : (
        <p className="studio-muted">Nobody has saved the personal details yet.</p>
      )}
      {call ? (
        <>
          <h3>Who called</h3>
          <dl className="studio-facts">
            <Fact term="Name" value={fullName(call.contact)} />
            <Fact term="Relationship" value={call.contact.relationship} />
            <Fact term="Phone" value={call.contact.phone} />
            <Fact term="Email" value={call.contact.email} />
          </dl>
        </>
      ) : null}
    </section>
  )
}

function TheFamily({ theCase }: { theCase: StaffCase }) {
  const { members, invitations } = theCase.family
  return (
    <section aria-labelledby="case-family" className="studio-section">
      <h2 id="case-family">The family</h2>
      <p>
        <Link to="/studio/cases/$id/family" params={{ id: String(theCase.id) }}>
          Invite the family, change a role or remove a member
        </Link>
      </p>
      {members.length === 0 ? (
        <p>Nobody of the family has joined the portal yet.</p>
      ) : (
        <ul aria-label="Family members">
          {members.map((m) => (
            <li key={m.id}>
              {fullName(m)}
              {m.relationship ? `, ${m.relationship.toLowerCase()}` : ''} · {CASE_MEMBER_ROLE_LABELS[m.role].toLowerCase()} · {m.email}
            </li>
          ))}
        </ul>
      )}
      {invitations.length > 0 ? (
        <>
          <h3>Invited, not joined yet</h3>
          <ul aria-label="Pending invitations">
            {invitations.map((i) => (
              <li key={i.id}>
                {i.firstName} {i.lastName}
                {i.relationship ? `, ${i.relationship.toLowerCase()}` : ''} · {i.email} · {i.expired ? 'the link has expired' : 'invited'}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  )
}

function TheArrangement({ theCase }: { theCase: StaffCase }) {
  const a = theCase.arrangement
  return (
    <section aria-labelledby="case-arrangement" className="studio-section">
      <h2 id="case-arrangement">The arrangement</h2>
      <dl className="studio-facts">
        <Fact term="Package" value={a.packageName ?? 'None chosen yet'} />
        <Fact term="Submitted" value={a.submittedAt ? timelineWhen(a.submittedAt, theCase.timeZone) : 'Not submitted'} />
        {a.totalCents === null ? null : <Fact term="Total" value={formatCents(a.totalCents)} />}
        <Fact term="Paid" value={formatCents(a.paidCents)} />
        <Fact term="Balance due" value={a.balanceDueCents === null ? 'Not submitted' : formatCents(a.balanceDueCents)} />
      </dl>
    </section>
  )
}

function TheTasks({ theCase }: { theCase: StaffCase }) {
  return (
    <section aria-labelledby="case-tasks" className="studio-section">
      <h2 id="case-tasks">Tasks</h2>
      <p>
        <Link to="/studio/cases/$id/tasks" params={{ id: String(theCase.id) }}>
          Choose the tasks, set due dates and send reminders
        </Link>
      </p>
      {theCase.tasks.length === 0 ? (
        <p>This case has no tasks.</p>
      ) : (
        <ul aria-label="The family’s tasks">
          {theCase.tasks.map((t) => (
            <li key={t.id}>
              {t.title}: {TASK_STATUS_LABELS[t.status]}
              {t.dueDate ? `, due ${readableDate(t.dueDate)}` : ''}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

function TheTimeline({ theCase }: { theCase: StaffCase }) {
  return (
    <section aria-labelledby="case-timeline" className="studio-section">
      <h2 id="case-timeline">Timeline</h2>
      <ol className="studio-timeline" aria-label="What happened, newest first">
        {theCase.timeline.map((entry, index) => (
          // The entries have no id of their own; their order is the answer's and stable.
          // oxlint-disable-next-line react/no-array-index-key
          <li key={`${entry.at}-${entry.kind}-${index}`}>
            <time dateTime={entry.at}>{timelineSentence(entry, theCase.timeZone)}</time>
          </li>
        ))}
      </ol>
    </section>
  )
}

/** /studio/cases/{id}: one case as the home works it (issue 37 point 3). */
export function CaseOverview({ caseId }: { caseId: number }) {
  const { data: theCase } = useSuspenseQuery(staffCaseQuery(caseId))
  const [note, setNote] = useState<string>()
  const name = fullName(theCase)
  return (
    <main id="main" className="page portal-page">
      <h1>{name}</h1>
      <CaseNav caseId={caseId} name={name} />
      <p className="studio-case__facts">
        {KIND_LABELS[theCase.kind]} · {STAGE_LABELS[theCase.stage]} · {theCase.location.name} ·{' '}
        {theCase.director ? `${fullName(theCase.director)} in charge` : 'no director in charge'}
      </p>
      <p>
        <Link to={casePath(theCase.id, theCase.nameSlug)}>Open the case as the family sees it</Link>
      </p>
      <output className="studio-note">{note}</output>
      <div className="studio-case-page">
        <TheDeceased theCase={theCase} />
        <CaseStage theCase={theCase} onMoved={setNote} />
        <TheFamily theCase={theCase} />
        <TheArrangement theCase={theCase} />
        <TheTasks theCase={theCase} />
        <TheTimeline theCase={theCase} />
        <section aria-labelledby="case-correct" className="studio-section studio-section--wide">
          <h2 id="case-correct">Correct the details</h2>
          <p>Every change is kept in the timeline with who made it and when.</p>
          <CaseDetailsForm theCase={theCase} onSaved={() => setNote('The corrections are saved.')} />
        </section>
      </div>
    </main>
  )
}
