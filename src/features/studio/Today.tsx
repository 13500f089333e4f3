import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { SERVICE_EVENT_LABELS } from '#contract/obituary-constants.ts'
import * as operations from '#contract/operation-routes.gen.ts'
import type { Today as TodayData } from '#contract/studio-requests.ts'
import { fullName } from '#core/names.ts'
import { sessionProblem } from '#src/features/auth/index.ts'
import { call } from '#src/lib/api-call.ts'
import { Button } from '#src/ui/Button.tsx'
import { todayQuery } from './queries.ts'
import { planTypeLabel, sentAt, servicesByDay, WAITING_RULE, waitingLine } from './requests.ts'

/**
 * Today (issue 37 point 1), for owners and directors: three short lists from one call, each item
 * leading to its place: new planning requests, cases waiting on the home (the rule is stated on
 * the screen), and the services of the next seven days on the home's clock.
 */
export function Today({ firstName }: { firstName: string }) {
  const { data } = useSuspenseQuery(todayQuery)
  return (
    <main id="main" className="page portal-page studio-today">
      <h1>Today</h1>
      <p>Good to see you, {firstName}. Here is what needs the home now.</p>
      <NewRequests data={data} />
      <Waiting data={data} />
      <Services data={data} />
    </main>
  )
}

function NewRequests({ data }: { data: TodayData }) {
  return (
    <section aria-labelledby="today-requests" className="studio-today__part">
      <h2 id="today-requests">New planning requests</h2>
      {data.requests.length === 0 ? (
        <p className="portal-empty">No new planning requests. Requests sent from the website’s Plan Now pages appear here.</p>
      ) : (
        <ul className="studio-cases" aria-label="New planning requests">
          {data.requests.map((r) => (
            <li key={r.id} className="studio-case">
              <h3 className="studio-case__name">
                <Link to="/studio/requests/$id" params={{ id: String(r.id) }}>
                  {fullName(r.person)}
                </Link>
              </h3>
              <p className="studio-case__facts">
                {planTypeLabel(r.planType)} · from {fullName(r.contact) || 'the website'} · {sentAt(r.createdAt, data.timeZone)}
              </p>
            </li>
          ))}
        </ul>
      )}
      {data.newRequests > data.requests.length ? (
        <p>
          <Link to="/studio/requests" search={{ state: 'new' }}>
            All {data.newRequests} new requests
          </Link>
        </p>
      ) : null}
    </section>
  )
}

function Waiting({ data }: { data: TodayData }) {
  return (
    <section aria-labelledby="today-waiting" className="studio-today__part">
      <h2 id="today-waiting">Cases waiting on the home</h2>
      <p className="studio-note">{WAITING_RULE}</p>
      {data.waiting.length === 0 ? (
        <p className="portal-empty">No case is waiting on the home. When a family approves, comments or submits, the case shows here.</p>
      ) : (
        <ul className="studio-cases" aria-label="Cases waiting on the home">
          {data.waiting.map((w) => (
            <WaitingCase key={w.caseId} item={w} timeZone={data.timeZone} />
          ))}
        </ul>
      )}
    </section>
  )
}

function WaitingCase({ item, timeZone }: { item: TodayData['waiting'][number]; timeZone: string }) {
  const queryClient = useQueryClient()
  const [problem, setProblem] = useState<string>()
  const name = fullName(item)
  const handled = useMutation({
    mutationFn: () => call(operations.postApiStaffTodayCasesByCaseIdHandled, { params: { caseId: item.caseId } }),
    onMutate: () => setProblem(undefined),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: todayQuery.queryKey }),
    onError: (error) => setProblem(sessionProblem(error)),
  })
  return (
    <li className="studio-case">
      <h3 className="studio-case__name">
        <Link to="/studio/cases/$id" params={{ id: String(item.caseId) }}>
          {name}
        </Link>
      </h3>
      <p className="studio-case__facts">
        {waitingLine(item.reasons)} Last on {sentAt(item.since, timeZone)}.
      </p>
      <Button variant="secondary" size="sm" busy={handled.isPending} onClick={() => handled.mutate()}>
        {handled.isPending ? 'Marking…' : 'Mark handled'}
        <span className="visually-hidden"> for {name}</span>
      </Button>
      <div role="alert">{problem ? <p className="studio-bar__problem">{problem}</p> : null}</div>
    </li>
  )
}

function Services({ data }: { data: TodayData }) {
  const days = servicesByDay(data.services, data.today)
  return (
    <section aria-labelledby="today-services" className="studio-today__part">
      <h2 id="today-services">Services in the next 7 days</h2>
      <p className="studio-note">Today and the six days after it, on the funeral home’s clock.</p>
      {days.length === 0 ? (
        <p className="portal-empty">No services in the next 7 days. Services set on a case appear here as their day comes near.</p>
      ) : (
        days.map((day) => (
          <div key={day.date} className="studio-today__day">
            <h3>{day.label}</h3>
            <ul
              className="studio-cases"
              aria-label={`Services ${day.label === 'Today' || day.label === 'Tomorrow' ? day.label.toLowerCase() : `on ${day.label}`}`}
            >
              {day.services.map((s) => (
                <li key={s.id} className="studio-case">
                  <p className="studio-case__name">
                    <Link to="/studio/cases/$id/services" params={{ id: String(s.caseId) }}>
                      {s.startTime} {SERVICE_EVENT_LABELS[s.kind]} for {fullName(s)}
                    </Link>
                  </p>
                  {s.placeName ? <p className="studio-case__facts">{s.placeName}</p> : null}
                </li>
              ))}
            </ul>
          </div>
        ))
      )}
    </section>
  )
}
