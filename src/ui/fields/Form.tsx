import { useEffect, useRef, type FormEvent, type FormHTMLAttributes, type ReactNode } from 'react'
import { useFormContext } from './context.ts'
import { focusFirstInvalidField, invalidFieldNames } from './focus.ts'
import { clearServerErrors } from './server-errors.ts'

export type FormProps = Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'noValidate'> & { children: ReactNode }

/** A press on a submit button keeps focus where it is until the press lands (see `Form`). */
function keepFocusOnPress(event: MouseEvent) {
  if (event.button === 0 && event.target instanceof Element && event.target.closest('button[type="submit"]')) event.preventDefault()
}

/**
 * The `<form>` element of an app form (`<form.AppForm><form.Form>…`). On submit it clears the
 * previous server errors (the server judges the new values), runs TanStack's submit, then
 * moves focus to the first invalid field, whether the browser or the api found the problem.
 *
 * A press on a submit button does not take focus on the way down (`keepFocusOnPress`): leaving the
 * last field would show its message at once and push the button down under the pointer, so the
 * press would end elsewhere and the click be lost ("I pressed Next and nothing happened"). The
 * button takes focus once the press has landed, as the submit starts.
 *
 * `noValidate`: the fields show our messages, not the browser's bubbles, but keep `required`
 * for assistive tech. `method="post"` so that a submit before hydration never puts what people
 * typed into the address bar (and server logs) as a query string.
 */
export function Form({ children, method = 'post', ...props }: FormProps) {
  const form = useFormContext()
  const element = useRef<HTMLFormElement>(null)

  useEffect(() => {
    const current = element.current
    current?.addEventListener('mousedown', keepFocusOnPress)
    return () => current?.removeEventListener('mousedown', keepFocusOnPress)
  }, [])

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    event.stopPropagation()
    const { submitter } = event.nativeEvent as SubmitEvent
    if (submitter instanceof HTMLElement) submitter.focus({ preventScroll: true })
    clearServerErrors(form)
    try {
      await form.handleSubmit()
    } finally {
      // A macrotask later React has rendered the errors, so the field is announced with its error.
      setTimeout(() => {
        if (element.current) focusFirstInvalidField(element.current, invalidFieldNames(form.state.fieldMeta))
      }, 0)
    }
  }

  return (
    <form ref={element} noValidate method={method} {...props} onSubmit={(event) => void submit(event)}>
      {children}
    </form>
  )
}
