import { retriableImport } from '#src/lib/retriable-import.ts'
import { lazyForm } from '#src/ui/fields/lazy-form.tsx'

/**
 * The session screens' forms, loaded on demand (src/ui/fields/lazy-form.tsx): the portal's pages
 * hydrate without react-form and zod; their routes' loaders `preload` them, so the server renders
 * them whole and what is typed before their code comes is kept.
 */
export const SignInForm = lazyForm(
  retriableImport(
    () => import('./SignInForm.tsx'),
    (m) => m.SignInForm,
  ),
)
export const PasswordResetRequestForm = lazyForm(
  retriableImport(
    () => import('./PasswordResetRequestForm.tsx'),
    (m) => m.PasswordResetRequestForm,
  ),
)
export const NewPasswordForm = lazyForm(
  retriableImport(
    () => import('./NewPasswordForm.tsx'),
    (m) => m.NewPasswordForm,
  ),
)
export const SignUpForm = lazyForm(
  retriableImport(
    () => import('./SignUpForm.tsx'),
    (m) => m.SignUpForm,
  ),
)
export const SignUpFinishForm = lazyForm(
  retriableImport(
    () => import('./SignUpFinishForm.tsx'),
    (m) => m.SignUpFinishForm,
  ),
)
