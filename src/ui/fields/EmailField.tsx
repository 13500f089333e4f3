import { InputField, type InputFieldProps } from './InputField.tsx'

/**
 * An email address: the email keyboard on phones, the browser's saved address, and no
 * auto-capitalising or auto-correcting of what is not a word.
 */
export function EmailField({ autoComplete = 'email', ...props }: InputFieldProps) {
  return (
    <InputField
      inputMode="email"
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      {...props}
      autoComplete={autoComplete}
      type="email"
    />
  )
}
