import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { USER_SEARCH_MIN, type CaseUser } from '#contract/case-people.ts'
import { fullName } from '#core/names.ts'
import { useSettled } from '#src/lib/use-settled.ts'
import type { Task } from '#contract/family.ts'
import { Button } from '#src/ui/Button.tsx'
import { controlClassName, fieldClassName } from '#src/ui/fields/FieldShell.tsx'
import { toast } from '#src/ui/toast/toast.ts'
import { useTaskChange } from './calls.ts'
import { suggestionsQuery, userSearchQuery } from './queries.ts'
import { assigneeNames } from '#src/features/portal/index.ts'
import { LoadProblem } from '#src/ui/LoadProblem.tsx'

/** How long typing rests before the search is asked: one call per pause, not per key. */
const SEARCH_PAUSE_MS = 300

type Person = Pick<CaseUser, 'id' | 'firstName' | 'lastName' | 'email'>

/** The person's name, and "(you)" after the caller's own. */
function personLabel(person: Person, userId: number | undefined): string {
  return `${fullName(person)}${person.id === userId ? ' (you)' : ''}`
}

type Props = { caseId: number; task: Task; userId: number | undefined }

/**
 * Who is doing a task, and sharing it out (issue 19 point 2): any member may give a task to
 * another member, or take someone off it. The family's members are offered first (spec §7
 * user-suggestions); a search (user-search) finds one by name or email in a large family.
 * Funeral-home staff appear in the search but do not take family tasks, which is said.
 */
export function TaskAssignment({ caseId, task, userId }: Props) {
  const { change, pending } = useTaskChange(caseId, task.id)
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const assigned = new Set(task.assignees.map((person) => person.id))

  async function assign(person: Person) {
    const done = await change({ kind: 'assign', userId: person.id }, `${person.firstName} was not assigned`)
    if (done) toast.success(`Assigned to ${personLabel(person, userId)}`, { description: `“${task.title}” is now on their list.` })
  }
  async function unassign(person: Person) {
    const done = await change({ kind: 'unassign', userId: person.id }, `${person.firstName} is still assigned`)
    if (done) toast.success(`${personLabel(person, userId)} no longer assigned`, { description: `“${task.title}”` })
  }
  const busyWith = (person: Person) => pending?.kind !== 'status' && pending?.userId === person.id

  return (
    <section className="task-assignment" aria-labelledby="task-assignment-title">
      <h2 id="task-assignment-title" className="task-assignment__title">
        Who is doing this
      </h2>
      {task.assignees.length === 0 ? (
        <p className="task-assignment__none">Nobody yet. Anyone in the family can take it on or share it out.</p>
      ) : (
        <ul className="task-assignment__people" aria-label={`Assigned to ${assigneeNames(task, userId)}`}>
          {task.assignees.map((person) => (
            <li key={person.id}>
              <span>{personLabel(person, userId)}</span>
              <Button variant="secondary" size="sm" busy={busyWith(person)} onClick={() => void unassign(person)}>
                Remove<span className="visually-hidden"> {personLabel(person, userId)} from this task</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Button variant="secondary" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        {open ? 'Close' : 'Assign someone'}
      </Button>
      {open ? (
        <div id={panelId} className="task-assignment__panel">
          <Suggestions caseId={caseId} task={task} userId={userId} assigned={assigned} onAssign={assign} busyWith={busyWith} />
          <Search caseId={caseId} userId={userId} assigned={assigned} onAssign={assign} busyWith={busyWith} />
        </div>
      ) : null}
    </section>
  )
}

type PickProps = {
  caseId: number
  userId: number | undefined
  assigned: ReadonlySet<number>
  onAssign: (person: Person) => Promise<void>
  busyWith: (person: Person) => boolean
}

function PersonChoice({
  person,
  userId,
  assigned,
  onAssign,
  busyWith,
  note,
}: Omit<PickProps, 'caseId'> & { person: Person; note?: string }) {
  const name = personLabel(person, userId)
  return (
    <li className="task-assignment__choice">
      <span>
        {name}
        {note ? <span className="task-assignment__note"> — {note}</span> : null}
      </span>
      {note ? null : assigned.has(person.id) ? (
        <span className="task-assignment__done">Assigned</span>
      ) : (
        <Button size="sm" busy={busyWith(person)} onClick={() => void onAssign(person)}>
          Assign<span className="visually-hidden"> {name}</span>
        </Button>
      )}
    </li>
  )
}

function Suggestions({ caseId, task, ...pick }: PickProps & { task: Task }) {
  const { data, isPending, isError, refetch } = useQuery(suggestionsQuery(caseId, task.id))
  return (
    <div className="task-assignment__group">
      <h3>Family on this case</h3>
      {isPending ? (
        <output>Loading the family…</output>
      ) : isError ? (
        <LoadProblem what="The family" onRetry={() => void refetch()} />
      ) : (
        <ul className="task-assignment__choices">
          {data.map((person) => (
            <PersonChoice key={person.id} person={person} {...pick} />
          ))}
        </ul>
      )}
    </div>
  )
}

function Search({ caseId, ...pick }: PickProps) {
  const [text, setText] = useState('')
  const settled = useSettled(text.trim(), SEARCH_PAUSE_MS)
  const ready = settled.length >= USER_SEARCH_MIN
  const { data, isFetching, isError } = useQuery({ ...userSearchQuery(caseId, settled), enabled: ready })
  const inputId = useId()
  const hintId = useId()
  const results = ready ? data : undefined
  return (
    <div className="task-assignment__group">
      <div className={fieldClassName({ invalid: false, disabled: false })}>
        <label className="field__label" htmlFor={inputId}>
          Find someone by name or email
        </label>
        <p id={hintId} className="field__hint">
          At least {USER_SEARCH_MIN} letters. Only people on this case can be assigned.
        </p>
        <input
          id={inputId}
          type="search"
          className={controlClassName('input')}
          value={text}
          aria-describedby={hintId}
          autoComplete="off"
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      <output className="task-assignment__results-status" aria-live="polite">
        {!ready
          ? ''
          : isFetching && !results
            ? 'Searching…'
            : isError
              ? 'The search did not work. Try again in a moment.'
              : results?.length === 0
                ? `Nobody matches “${settled}”.`
                : results
                  ? `${results.length} found.`
                  : ''}
      </output>
      {results && results.length > 0 ? (
        <ul className="task-assignment__choices">
          {results.map((person) => (
            <PersonChoice key={person.id} person={person} {...pick} note={person.role === 'staff' ? 'funeral home staff' : undefined} />
          ))}
        </ul>
      ) : null}
    </div>
  )
}
