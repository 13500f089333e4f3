import type { ReactNode } from 'react'
import { CommentBodySchema } from '#contract/family-reviews.ts'
import { useAppForm } from '#src/ui/fields/form.ts'

type CommentFormProps = {
  /** The box's label ("Your comment on the front"). */
  label: string
  hint?: ReactNode
  submitLabel: string
  /** Sends the words; true when they were taken (the box then empties). */
  onSend: (text: string) => Promise<boolean>
  /** Extra controls inside the form, before the button (the video's "at 1:35"). */
  children?: ReactNode
}

/**
 * A comment asking the funeral home for a change (video, a stationery page): one box, the
 * contract's rule (spec §5 messages), emptied once the comment is saved. A failed send keeps the words.
 */
export function CommentForm({ label, hint, submitLabel, onSend, children }: CommentFormProps) {
  const form = useAppForm({
    defaultValues: { text: '' },
    validators: { onSubmit: CommentBodySchema },
    onSubmit: async ({ value, formApi }) => {
      if (await onSend(value.text.trim())) formApi.reset()
    },
  })
  return (
    <form.AppForm>
      <form.Form aria-label={label} className="review-comment-form">
        <form.AppField name="text">{(f) => <f.TextareaField label={label} hint={hint} rows={3} maxLength={2000} required />}</form.AppField>
        {children}
        <form.SubmitButton busyLabel="Sending…">{submitLabel}</form.SubmitButton>
      </form.Form>
    </form.AppForm>
  )
}
