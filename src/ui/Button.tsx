import type { ComponentPropsWithoutRef } from 'react'

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

export type ButtonProps = ComponentPropsWithoutRef<'button'> & Look

/** A button; `type` defaults to "button" so it never submits a form by accident. */
export function Button({ variant, size, className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClassName({ variant, size }, className)} {...props} />
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
