import type { ComponentPropsWithoutRef, ComponentPropsWithRef, MouseEvent } from 'react'
import '#src/styles/button.css'

/** Spec §9: UI sizes run from 3xs to 3xl. */
export const UI_SIZES = ['3xs', '2xs', 'xs', 'sm', 'md', 'lg', 'xl', '2xl', '3xl'] as const
export type UiSize = (typeof UI_SIZES)[number]

/** Spec §4: two looks; corners come from the design (primary: buttonCorners, secondary: secondaryButtonCorners). */
export const BUTTON_VARIANTS = ['primary', 'secondary'] as const
export type ButtonVariant = (typeof BUTTON_VARIANTS)[number]

type Look = { variant?: ButtonVariant; size?: UiSize }

export function buttonClassName({ variant = 'primary', size = 'md' }: Look, extra?: string): string {
  return ['button', `button--${variant}`, `button--${size}`, extra].filter(Boolean).join(' ')
}

export type ButtonProps = ComponentPropsWithRef<'button'> &
  Look & {
    /**
     * Working on it (sending, paying): clicks do nothing, and screen readers hear "busy" and
     * "dimmed", but the button stays focusable and keeps the focus. The `disabled` attribute
     * would drop a focused button's focus to the page body. Say what is happening in the label
     * ("Sending…"); a spinner is drawn beside it.
     */
    busy?: boolean
  }

/** A button; `type` defaults to "button" so it never submits a form by accident. */
export function Button({ variant, size, className, type = 'button', busy = false, onClick, children, ...props }: ButtonProps) {
  function click(event: MouseEvent<HTMLButtonElement>) {
    // Also stops a submit button's form from being sent again (Enter in a field clicks it too).
    if (busy) event.preventDefault()
    else onClick?.(event)
  }
  return (
    <button
      type={type}
      className={buttonClassName({ variant, size }, className)}
      {...props}
      aria-busy={busy || undefined}
      aria-disabled={busy || props['aria-disabled']}
      onClick={click}
    >
      {busy ? <span className="button__spinner" aria-hidden="true" /> : null}
      {children}
    </button>
  )
}

export type ButtonLinkProps = ComponentPropsWithoutRef<'a'> & Look & { href: string }

/** A link that looks like a button: navigation stays a link for screen readers and new tabs. */
export function ButtonLink({ variant, size, className, children, ...props }: ButtonLinkProps) {
  return (
    <a className={buttonClassName({ variant, size }, className)} {...props}>
      {children}
    </a>
  )
}
