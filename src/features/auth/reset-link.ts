import { createIsomorphicFn } from '@tanstack/react-start'
import * as operations from '#contract/operation-routes.gen.ts'
import type { PasswordResetStatus } from '#contract/auth.ts'
import { isApiError } from '#contract/errors.ts'

/** A reset link as its screen opens it: whose password it resets, or why it cannot be used (the api's words). */
export type ResetLink = { usable: true; status: PasswordResetStatus } | { usable: false; message: string }

/**
 * Checks a reset token: on the server with the upstream's own call (in-process, no session), in
 * the browser through the BFF (bff/auth-routes.ts). A 404 is an answer (unknown, used, expired),
 * not an error page.
 */
const readLink = createIsomorphicFn()
  .server(async (token: string): Promise<PasswordResetStatus> => {
    const [{ upstreamJson }, { PasswordResetStatusSchema }, { operationPath }] = await Promise.all([
      import('#src/lib/upstream.server.ts'),
      import('#contract/auth.ts'),
      import('#core/http/operation-call.ts'),
    ])
    return upstreamJson(operationPath(operations.getApiFamilyAuthPasswordResetByToken, { params: { token } }), PasswordResetStatusSchema)
  })
  .client(async (token: string): Promise<PasswordResetStatus> => (await import('./calls.ts')).checkResetLink(token))

export async function loadResetLink(token: string): Promise<ResetLink> {
  try {
    return { usable: true, status: await readLink(token) }
  } catch (error) {
    if (isApiError(error, 404)) {
      return { usable: false, message: error.detail ?? 'This password reset link is not valid. Please request a new one.' }
    }
    throw error
  }
}
