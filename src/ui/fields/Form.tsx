import { useRef, type FormEvent, type FormHTMLAttributes, type ReactNode } from 'react'
import { useFormContext } from './context.ts'
import { focusFirstInvalidField, invalidFieldNames } from './focus.ts'
import { clearServerErrors } from './server-errors.ts'

export type FormProps = Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'noValidate'> & { children: ReactNode }

/**
 * The `<form>` element of an app form (`<form.AppForm><form.Form>…`). On submit it clears the
 * previous server errors (the server judges the new values), runs TanStack's submit, then
 * moves focus to the first invalid field, whether the browser or the api found the problem.
 *
 * `noValidate`: the fields show our messages, not the browser's bubbles, but keep `required`
 * for assistive tech. `method="post"` so that a submit before hydration never puts what people
 * typed into the address bar (and server logs) as a query string.
 */
export function Form({ children, method = 'post', ...props }: FormProps) {
  const form = useFormContext()
  const element = useRef<HTMLFormElement>(null)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    event.stopPropagation()
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
