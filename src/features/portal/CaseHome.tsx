import { useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { CaseMember } from '#contract/case-people.ts'
import type { FamilyCase } from '#contract/family.ts'
import { INVITATION_DAYS } from '#contract/invitation-constants.ts'
import { sessionQuery } from '#src/features/auth/index.ts'
import type { ServiceEvent } from '#contract/obituaries.ts'
import { formatEventDate, formatEventTime, lifeDates } from '#src/features/obituaries/index.ts'
import { useSite } from '#src/features/site/index.ts'
import { dueLine, isPastDue } from '#contract/studio-task-rules.ts'
import { todayIn } from '#core/zoned-time.ts'
import { zonedFields } from '#src/lib/zoned-date.ts'
import { assigneeNames, isAssignedTo, tasksMineFirst } from './task-people.ts'
import { formatCents } from '#core/money.ts'
import { TEXTS } from '#src/lib/texts.ts'
import { toast } from '#src/ui/toast/toast.ts'
import { Button } from '#src/ui/Button.tsx'
import { useOverlay, useRegisterOverlay } from '#src/ui/overlay/OverlayProvider.tsx'
import { fullName } from '#core/names.ts'
import { arrangementState, caseLocationName, TASK_STATUS_LABELS } from './case-summary.ts'
import { inviteFamily } from './InviteDialog.tsx'
import { CASE_MEMBER_ROLE_LABELS, memberMay } from '#contract/case-roles.ts'
import { WhoMay } from './case-role.tsx'
import { arrangementsPath, nextArrangementScreen, statementPath, taskPath } from './paths.ts'
import { FAMILY_HEADING_ID, PendingInvitations } from './PendingInvitations.tsx'
import { arrangementQuery, membersQuery, portalKeys, servicesQuery, statementQuery, tasksQuery } from './queries.ts'

function Services({ services }: { services: ServiceEvent[] }) {
  return (
    <section className="case-section" aria-labelledby="services-title">
      <h2 id="services-title">Services</h2>
      {services.length === 0 ? (
        <p>The funeral home will add the times and places here once they are set.</p>
      ) : (
        <ul className="case-services">
          {services.map((event) => (
            <li key={event.id} className="service-event">
              <h3 className="service-event__label">{event.label}</h3>
              <p className="service-event__when">
                <time dateTime={event.startsAt}>
                  {formatEventDate(event.startsAt, event.timeZone)}, {formatEventTime(event.startsAt, event.endsAt, event.timeZone)}
                </time>
              </p>
              <address className="service-event__place">
                <strong>{event.place.name}</strong>
                <br />
                {event.place.address.line1}, {event.place.address.city}, {event.place.address.region} {event.place.address.postalCode}
              </address>
              {event.note ? <p className="service-event__note">{event.note}</p> : null}
              <p>
                <a href={event.mapUrl} target="_blank" rel="noopener noreferrer">
                  Map and directions<span className="visually-hidden"> to {event.place.name} (opens in a new tab)</span>
                </a>
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

function Arrangements({ familyCase }: { familyCase: FamilyCase }) {
  const { data: arrangement } = useSuspenseQuery(arrangementQuery(familyCase.id))
  const { data: statement } = useSuspenseQuery(statementQuery(familyCase.id))
  return (
    <section className="case-section" aria-labelledby="arrangements-title">
      <h2 id="arrangements-title">Arrangements</h2>
      <p>{arrangementState(arrangement)}</p>
      <dl className="case-figures">
        <div>
          <dt>{arrangement.submittedAt ? 'Total' : 'Running total so far'}</dt>
          <dd>{formatCents(statement.totalCents)}</dd>
        </div>
        {statement.paidCents > 0 ? (
          <div>
            <dt>Paid</dt>
            <dd>{formatCents(statement.paidCents)}</dd>
          </div>
        ) : null}
        {arrangement.submittedAt ? (
          <div>
            <dt>Balance due</dt>
            <dd>{formatCents(statement.balanceCents)}</dd>
          </div>
        ) : null}
      </dl>
      <p className="case-home__links">
        <Link to={arrangementsPath(familyCase.id, familyCase.nameSlug, nextArrangementScreen(arrangement))}>
          {arrangement.submittedAt
            ? 'See the arrangements'
            : arrangement.packageId === null
              ? 'Choose a package'
              : 'Continue the arrangements'}
        </Link>
        <Link to={statementPath(familyCase.id, familyCase.nameSlug)}>
          {arrangement.submittedAt && statement.balanceCents > 0 ? 'Statement and payment' : 'See the statement'}
        </Link>
        <Link to="/family-portal/$id/$name/gifts" params={{ id: String(familyCase.id), name: familyCase.nameSlug }}>
          Flowers and gifts sent
        </Link>
      </p>
    </section>
  )
}

function Tasks({ familyCase }: { familyCase: FamilyCase }) {
  const { data } = useSuspenseQuery(tasksQuery(familyCase.id))
  const { data: session } = useQuery(sessionQuery)
  const { company } = useSite()
  const userId = session?.user?.id
  const tasks = tasksMineFirst(data.content, userId)
  // The due dates are days on the funeral home's calendar.
  const today = todayIn(company.timeZone, undefined, zonedFields)
  return (
    <section className="case-section" aria-labelledby="tasks-title">
      <h2 id="tasks-title">What the funeral home asks of the family</h2>
      {tasks.length === 0 ? (
        <p>{TEXTS.noData}</p>
      ) : (
        <ul className="case-tasks">
          {tasks.map((task) => (
            <li key={task.id} className="case-task" data-status={task.status} data-mine={isAssignedTo(task, userId) || undefined}>
              <h3 className="case-task__title">
                <Link to={taskPath(familyCase.id, familyCase.nameSlug, task.type)}>{task.title}</Link>
              </h3>
              <p className="case-task__description">{task.description}</p>
              <p className="case-task__meta">
                <span className="case-task__status">{TASK_STATUS_LABELS[task.status]}</span>
                <span className="case-task__who">
                  {task.assignees.length === 0 ? 'Not assigned yet' : `Assigned to ${assigneeNames(task, userId)}`}
                </span>
                {task.dueDate ? (
                  <span className="case-task__due" data-past-due={isPastDue(task, today) || undefined}>
                    {dueLine(task, today)}
                  </span>
                ) : null}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

function memberLine(member: CaseMember): string {
  const role = member.role === 'arranger' ? 'arranging with the funeral home' : CASE_MEMBER_ROLE_LABELS[member.role].toLowerCase()
  return [member.relationship, role].filter(Boolean).join(', ')
}

function Family({ familyCase }: { familyCase: FamilyCase }) {
  const { data: members } = useSuspenseQuery(membersQuery(familyCase.id))
  useRegisterOverlay(inviteFamily)
  const overlay = useOverlay()
  const queryClient = useQueryClient()
  const mayInvite = memberMay(familyCase.role, 'invite')
  async function invite() {
    const sent = await overlay.open(inviteFamily, { caseId: familyCase.id, lovedOne: familyCase.firstName })
    if (sent) {
      toast.success(`Invitation sent to ${sent.firstName} ${sent.lastName}`, {
        description: `We emailed ${sent.email} a link to join. It works for ${INVITATION_DAYS} days.`,
      })
      await queryClient.invalidateQueries({ queryKey: portalKeys.invitations(familyCase.id) })
    }
  }
  return (
    <section className="case-section" aria-labelledby={FAMILY_HEADING_ID}>
      <h2 id={FAMILY_HEADING_ID} tabIndex={-1}>
        Family helping with the arrangements
      </h2>
      <ul className="case-members">
        {members.map((member) => (
          <li key={member.id}>
            <span className="case-members__name">
              {member.firstName} {member.lastName}
            </span>
            {memberLine(member) ? <span className="case-members__relation">{memberLine(member)}</span> : null}
          </li>
        ))}
      </ul>
      <PendingInvitations caseId={familyCase.id} manage={mayInvite} />
      {mayInvite ? (
        <Button variant="secondary" onClick={() => void invite()}>
          Invite family
        </Button>
      ) : (
        <WhoMay action="invite" />
      )}
    </section>
  )
}

/**
 * A case's home (issue 17): the loved one, the services, where the arrangement stands and what it
 * costs so far, the tasks with who does them, and the family with a way to invite more.
 */
export function CaseHome({ familyCase }: { familyCase: FamilyCase }) {
  const { locations } = useSite()
  const { data: services } = useSuspenseQuery(servicesQuery(familyCase.id))
  const name = fullName(familyCase)
  const dates = lifeDates(familyCase.birthDate, familyCase.deathDate)
  const location = caseLocationName(locations, familyCase.locationId)
  return (
    <main id="main" className="page portal-page case-home">
      <header className="case-home__header">
        {familyCase.photo ? (
          <img
            className="case-home__photo"
            src={familyCase.photo.url}
            alt={`${name}`}
            width={familyCase.photo.width ?? 240}
            height={familyCase.photo.height ?? 300}
          />
        ) : null}
        <div>
          <p className="case-home__kicker">In loving memory</p>
          <h1>{name}</h1>
          {dates ? <p className="case-home__dates">{dates}</p> : null}
          {location ? <p>With {location}</p> : null}
        </div>
      </header>
      <Services services={services} />
      <Arrangements familyCase={familyCase} />
      <Tasks familyCase={familyCase} />
      <Family familyCase={familyCase} />
    </main>
  )
}
