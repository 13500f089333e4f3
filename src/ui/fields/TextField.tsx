import { InputField, type InputFieldProps } from './InputField.tsx'

/**
 * A single line of text. Pass `autoComplete` whenever the browser can help (`name`,
 * `given-name`, `street-address`, …): fewer keystrokes matter on a phone.
 */
export function TextField({ type = 'text', ...props }: InputFieldProps & { type?: 'text' | 'url' | 'search' }) {
  return <InputField {...props} type={type} />
}
