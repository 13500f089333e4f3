import { useSuspenseQuery } from '@tanstack/react-query'
import { useStore } from '@tanstack/react-form'
import { useBlocker } from '@tanstack/react-router'
import { useState } from 'react'
import { z } from 'zod'
import { WALL_MODERATION_VALUES, type WallSettings, type WallSettingsBody } from '#contract/media.ts'
import { obituaryHref } from '#src/features/obituaries/index.ts'
import { useAppForm } from '#src/ui/fields/form.ts'
import { FormProblem } from '#src/ui/fields/FormProblem.tsx'
import type { TaskScreenProps } from '../screen-types.ts'
import { reviewCalls, useReviewCall } from './calls.ts'
import { obituaryQuery, reviewKeys, wallSettingsQuery } from './queries.ts'
import { wallSettingsExplained, whenSaid } from './rules.ts'
import { useViewer } from './shared.tsx'

type Values = { moderation: WallSettingsBody['moderation']; open: 'yes' | 'no'; allowPhotos: 'yes' | 'no' }

export const ValuesSchema = z.object({
  moderation: z.enum(WALL_MODERATION_VALUES),
  open: z.enum(['yes', 'no']),
  allowPhotos: z.enum(['yes', 'no']),
})

function valuesOf(settings: WallSettings): Values {
  return { moderation: settings.moderation, open: settings.open ? 'yes' : 'no', allowPhotos: settings.allowPhotos ? 'yes' : 'no' }
}

/** Whether the choices on screen differ from what is saved (issue 34 point 6: a choice that looks made but is not). */
function unsavedChoices(values: Values, saved: Values): boolean {
  return values.moderation !== saved.moderation || values.open !== saved.open || values.allowPhotos !== saved.allowPhotos
}

const LEAVE_QUESTION = 'Your memorial wall settings are not saved. Leave this page without saving them?'

function bodyOf(values: Values): WallSettingsBody {
  return { moderation: values.moderation, open: values.open === 'yes', allowPhotos: values.allowPhotos === 'yes' }
}

/**
 * review-wall-settings (issue 20 point 6): how the memorial wall takes memories (held for review
 * or published at once, open or closed, photos or not), each choice said in plain words for
 * what visitors of the obituary will see.
 */
export default function ReviewWallSettings({ familyCase }: TaskScreenProps) {
  const caseId = familyCase.id
  const { data: settings } = useSuspenseQuery(wallSettingsQuery(caseId))
  const { data: obituary } = useSuspenseQuery(obituaryQuery(caseId))
  const { timeZone } = useViewer()
  const { run, problem } = useReviewCall(caseId)
  const [saved, setSaved] = useState(() => valuesOf(settings))
  const form = useAppForm({
    defaultValues: saved,
    validators: { onChange: ValuesSchema },
    onSubmit: async ({ value, formApi }) => {
      const answer = await run('save', () => reviewCalls.saveWallSettings(caseId, bodyOf(value)), {
        key: reviewKeys.wallSettings(caseId),
        done: () => 'The memorial wall settings are saved',
        failure: 'The settings were not saved',
      })
      if (answer) {
        setSaved(valuesOf(answer))
        formApi.reset(valuesOf(answer))
      }
    },
  })
  const values = useStore(form.store, (state) => state.values)
  const first = familyCase.firstName
  // Choices the family made but did not save: leaving asks, and the save stays in view beside them.
  const unsaved = unsavedChoices(values, saved)
  useBlocker({ shouldBlockFn: () => unsaved && !window.confirm(LEAVE_QUESTION), enableBeforeUnload: () => unsaved })

  return (
    <section className="review-screen" aria-labelledby="review-wall-settings-title">
      <h2 id="review-wall-settings-title">The memorial wall</h2>
      <p>
        Visitors of {first}'s obituary can share memories on its Memories tab. Choose how that works; you can change it at any time.
        {settings.updatedAt ? ` Last changed ${whenSaid(settings.updatedAt, timeZone)}.` : ' These are the funeral home’s usual settings.'}
      </p>
      <form.AppForm>
        <form.Form aria-labelledby="review-wall-settings-title" className="wall-settings">
          <form.AppField name="open">
            {(f) => (
              <f.RadioGroupField
                label="Can visitors share new memories?"
                required
                options={[
                  { value: 'yes', label: 'Yes, the wall is open', hint: 'The Memories tab has a form for sharing a memory.' },
                  { value: 'no', label: 'No, the wall is closed', hint: 'Memories already shown stay; the form is not on the page.' },
                ]}
              />
            )}
          </form.AppField>
          <form.AppField name="moderation">
            {(f) => (
              <f.RadioGroupField
                label="When does a new memory appear?"
                required
                options={[
                  {
                    value: 'review',
                    label: 'After our family approves it',
                    hint: 'Each memory waits in “Review memories”, and the case’s owners get an email.',
                  },
                  { value: 'publish', label: 'Straight away', hint: 'You can still hide a memory afterwards.' },
                ]}
              />
            )}
          </form.AppField>
          <form.AppField name="allowPhotos">
            {(f) => (
              <f.RadioGroupField
                label="May visitors add a photo?"
                required
                options={[
                  { value: 'yes', label: 'Yes, one photo with a memory' },
                  { value: 'no', label: 'No, words only' },
                ]}
              />
            )}
          </form.AppField>
          <section className="wall-settings__explained" aria-labelledby="wall-explained-title">
            <h3 id="wall-explained-title">What visitors will see</h3>
            <ul>
              {wallSettingsExplained(bodyOf(values)).map((sentence) => (
                <li key={sentence}>{sentence}</li>
              ))}
            </ul>
            {obituary?.publishedAt ? (
              <p>
                <a href={`${obituaryHref(obituary, 'memories')}`}>See the Memories tab as visitors do</a> (after saving).
              </p>
            ) : (
              <p>The obituary is not published yet; these settings apply from the day it is.</p>
            )}
          </section>
          <FormProblem message={problem?.message} />
          <div className={unsaved ? 'wall-settings__save wall-settings__save--unsaved' : 'wall-settings__save'}>
            <form.SubmitButton busyLabel="Saving…">Save settings</form.SubmitButton>
            <output aria-live="polite">{unsaved ? 'Your changes are not saved yet.' : ''}</output>
          </div>
        </form.Form>
      </form.AppForm>
    </section>
  )
}
