import { useMutation } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import type { WallSettings, WallSettingsBody } from '#contract/media.ts'
import * as operations from '#contract/operation-routes.gen.ts'
import { sessionProblem } from '#src/features/auth/index.ts'
import { call } from '#src/lib/api-call.ts'
import { useDeviceDraft } from '#src/lib/device-draft.ts'
import { Button } from '#src/ui/Button.tsx'
import { FormProblem } from '#src/ui/fields/FormProblem.tsx'
import { sameWall, WallDraftReader, wallDraftKey } from './obituary-wall-draft.ts'

type Choice<T extends string> = { value: T; label: string }

function Choices<T extends string>({
  name,
  legend,
  value,
  choices,
  onChange,
}: {
  name: string
  legend: string
  value: T
  choices: Choice<T>[]
  onChange: (v: T) => void
}) {
  return (
    <fieldset className="field">
      <legend className="field__label">{legend}</legend>
      {choices.map((c) => (
        <label key={c.value} className="flex min-h-11 items-center gap-2">
          <input type="radio" name={name} value={c.value} checked={value === c.value} onChange={() => onChange(c.value)} />
          {c.label}
        </label>
      ))}
    </fieldset>
  )
}

/**
 * The memorial wall's settings from the home's side (PUT …/obituary/wall): the same row the family's
 * wall settings save. A choice not yet saved is kept on the device, as the other forms keep theirs.
 */
export function ObituaryWall({ caseId, saved, onSaved }: { caseId: number; saved: WallSettings; onSaved: (message: string) => void }) {
  const start: WallSettingsBody = { moderation: saved.moderation, open: saved.open, allowPhotos: saved.allowPhotos }
  const [values, setValues] = useState<WallSettingsBody>(start)
  const [problem, setProblem] = useState<string>()
  const [note, setNote] = useState<string>()
  const draft = useDeviceDraft({
    values,
    restore: (kept: WallSettingsBody) => {
      setValues(kept)
      setNote('Your choices from last time are back. They are not saved yet.')
    },
    keyFor: wallDraftKey(caseId),
    schema: WallDraftReader,
    toDraft: (v) => v,
    fromDraft: (v) => v,
    isEmpty: (v) => sameWall(v, start),
  })
  const save = useMutation({
    mutationFn: () => call(operations.putApiStaffCasesByCaseIdObituaryWall, { params: { caseId }, body: values }),
    onMutate: () => setProblem(undefined),
    onSuccess: () => {
      draft.clear()
      setNote(undefined)
      onSaved('The wall’s settings are saved.')
    },
    onError: (error) => setProblem(sessionProblem(error)),
  })
  function submit(event: FormEvent) {
    event.preventDefault()
    if (!save.isPending) save.mutate()
  }
  return (
    <form aria-labelledby="obituary-wall-title" className="details-form" onSubmit={submit}>
      <h2 id="obituary-wall-title">The memorial wall</h2>
      <output className="studio-note">{note}</output>
      <Choices
        name="wall-open"
        legend="May visitors share memories?"
        value={values.open ? 'yes' : 'no'}
        choices={[
          { value: 'yes', label: 'Yes, the wall is open' },
          { value: 'no', label: 'No, the wall is closed' },
        ]}
        onChange={(v) => setValues({ ...values, open: v === 'yes' })}
      />
      <Choices
        name="wall-moderation"
        legend="When does a new memory appear?"
        value={values.moderation}
        choices={[
          { value: 'review', label: 'After the family approves it' },
          { value: 'publish', label: 'Straight away' },
        ]}
        onChange={(v) => setValues({ ...values, moderation: v })}
      />
      <Choices
        name="wall-photos"
        legend="May visitors add a photo?"
        value={values.allowPhotos ? 'yes' : 'no'}
        choices={[
          { value: 'yes', label: 'Yes, one photo with a memory' },
          { value: 'no', label: 'No, words only' },
        ]}
        onChange={(v) => setValues({ ...values, allowPhotos: v === 'yes' })}
      />
      <FormProblem message={problem} />
      <Button type="submit" busy={save.isPending}>
        Save the wall’s settings
      </Button>
    </form>
  )
}
