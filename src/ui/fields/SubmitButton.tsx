import type { ReactNode } from 'react'
import { Button } from '../Button.tsx'
import { useFormContext } from './context.ts'

/**
 * A form's submit button (`<form.SubmitButton busyLabel="Sending…">Send</form.SubmitButton>`): busy
 * while the form submits, with the label saying what is happening (Button says why busy, not
 * disabled, keeps the focus).
 */
export function SubmitButton({ children, busyLabel }: { children: ReactNode; busyLabel: string }) {
  const form = useFormContext()
  return (
    <form.Subscribe selector={(state) => state.isSubmitting}>
      {(submitting) => (
        <Button type="submit" busy={submitting}>
          {submitting ? busyLabel : children}
        </Button>
      )}
    </form.Subscribe>
  )
}
