import { z } from 'zod'
import {
  APPROVE_RENDER_CONTEXT_PATH,
  DRAFT_RENDER_CONTEXT_PATH,
  AuthResultSchema,
  PasswordResetConfirmBodySchema,
  PasswordResetRequestBodySchema,
  PasswordResetStatusSchema,
  RefreshBodySchema,
  SessionSchema,
  SignInBodySchema,
  SignOutBodySchema,
  SignUpAcceptedSchema,
  SignUpBodySchema,
  SignUpConfirmBodySchema,
  UPSTREAM_AUTH_PATHS,
} from './auth.ts'
import { OBITUARY_PATHS } from './obituaries.ts'
import { defineOperations } from './operation.ts'
import { PLANNING_PATHS } from './planning.ts'
import { DraftQuerySchema } from './previews.ts'
import { RedirectListSchema, RedirectsQuerySchema } from './redirects.ts'
import {
  ContextKindSchema,
  DRAFT_PAGE_PATH,
  DRAFT_SHELL_PATH,
  DraftPageQuerySchema,
  PageSchema,
  SiteDocumentSchema,
  SiteShellSchema,
  WebsiteContextSchema,
} from './website.ts'

/**
 * The calls of the walking skeleton: the site's context and redirects, publishing, served media
 * files and the family-portal auth calls (the BFF alone calls these: the browser reaches them
 * through its own /api/auth/* routes).
 */

const RESET_TOKEN_PATH = `${UPSTREAM_AUTH_PATHS.passwordReset}/{token}` as const
const ResetTokenParamsSchema = z.object({ token: z.string().describe('The token of the mailed link (43 characters, base64url)') })

const SIGN_UP_TOKEN_PATH = `${UPSTREAM_AUTH_PATHS.signUp}/{token}` as const

/** Calls that answer 429 with Retry-After when one client tries too often (api/src/rate-limit/rules.ts). */
export const RATE_LIMITED_OPERATIONS: ReadonlySet<string> = new Set([
  `post ${UPSTREAM_AUTH_PATHS.signIn}`,
  `post ${UPSTREAM_AUTH_PATHS.signUp}`,
  `post ${SIGN_UP_TOKEN_PATH}`,
  `post ${UPSTREAM_AUTH_PATHS.passwordReset}`,
  `post ${OBITUARY_PATHS.memories}`,
  `post ${OBITUARY_PATHS.memoryPhoto}`,
  `post ${PLANNING_PATHS.submit}`,
  'post /api/web/obituaries/{obituaryId}/shop/checkout',
  'post /api/family/cases/{caseId}/payments',
  'post /api/family/cases/{caseId}/invite',
  'post /api/family/cases/{caseId}/invitations/{invitationId}/resend',
  'post /api/staff/cases/{caseId}/invitations/{invitationId}/resend',
])

/**
 * Calls that answer 413 when what they would store is too large for the database: publishing
 * copies the draft, and a page too large for one D1 row is refused (decision 025).
 */
export const CONTENT_TOO_LARGE_OPERATIONS: ReadonlySet<string> = new Set([
  `post ${APPROVE_RENDER_CONTEXT_PATH}`,
  `put ${DRAFT_RENDER_CONTEXT_PATH}`,
  `put ${DRAFT_PAGE_PATH}`,
  `put ${DRAFT_SHELL_PATH}`,
])

/**
 * Calls that answer 422 for what is stored rather than for what they are sent: publishing refuses
 * a draft whose modules still hold the example text they were added with (issue 34, decision 046).
 */
export const UNPROCESSABLE_STATE_OPERATIONS: ReadonlySet<string> = new Set([`post ${APPROVE_RENDER_CONTEXT_PATH}`])

export const operations = defineOperations([
  {
    method: 'get',
    path: '/api/web/render-context/{kind}',
    summary:
      'The website context: the approved site visitors see, or the draft an editor previews. The draft only for staff of the funeral home or with a preview link’s `previewToken` (else 403; decision 037), never stored',
    tags: ['website'],
    access: 'public',
    params: z.object({ kind: ContextKindSchema }),
    query: DraftQuerySchema,
    response: { status: 200, schema: WebsiteContextSchema },
  },
  {
    method: 'get',
    path: '/api/web/redirects',
    summary: 'The site’s redirects, or with `path` only the one for that path',
    tags: ['website'],
    access: 'public',
    query: RedirectsQuerySchema,
    response: { status: 200, schema: RedirectListSchema },
  },
  {
    method: 'put',
    path: DRAFT_RENDER_CONTEXT_PATH,
    summary:
      'Saves the whole draft at once: the site document, every module checked with its type’s schema. Within the 64 KB body limit only, so a small site; the page editor saves a page at a time',
    tags: ['website'],
    access: 'staff',
    body: SiteDocumentSchema,
    response: { status: 204 },
  },
  {
    method: 'put',
    path: DRAFT_PAGE_PATH,
    summary:
      'Saves one page of the draft (the page at `path`, added at the end when the draft has none there), every module checked with its type’s schema; the rest of the draft stays as it is (decision 046). 404 when there is no draft',
    tags: ['website'],
    access: 'staff',
    query: DraftPageQuerySchema,
    body: PageSchema,
    response: { status: 204 },
  },
  {
    method: 'put',
    path: DRAFT_SHELL_PATH,
    summary: 'Saves the draft’s design, navigation, settings, header and footer; its pages stay as they are. 404 when there is no draft',
    tags: ['website'],
    access: 'staff',
    body: SiteShellSchema,
    response: { status: 204 },
  },
  {
    method: 'post',
    path: APPROVE_RENDER_CONTEXT_PATH,
    summary:
      'Publishes the draft: it becomes the approved context every visitor sees. Refused (422, naming each module) while a module still holds the example text it was added with',
    tags: ['website'],
    access: 'staff',
    response: { status: 204 },
  },
  {
    method: 'get',
    path: '/api/media/{hash}',
    summary:
      'A stored file by its content hash (Range requests supported): a public one to anyone, cached for a year; a private one only to members of its case and staff, `private, no-store`; a 404 to anyone else',
    tags: ['media'],
    access: 'public',
    params: z.object({ hash: z.string().regex(/^[0-9a-f]{64}$/) }),
    response: { status: 200, contentType: 'application/octet-stream' },
  },
  {
    method: 'post',
    path: UPSTREAM_AUTH_PATHS.signIn,
    summary: 'Signs a family member or staff in: a short-lived access token and a rotating refresh token',
    tags: ['auth'],
    access: 'public',
    body: SignInBodySchema,
    response: { status: 200, schema: AuthResultSchema },
  },
  {
    method: 'post',
    path: UPSTREAM_AUTH_PATHS.signUp,
    summary:
      'Asks for a family account: 202 whether or not the email has one; a new address is mailed a link to finish, a known one a note to its owner',
    tags: ['auth'],
    access: 'public',
    body: SignUpBodySchema,
    response: { status: 202, schema: SignUpAcceptedSchema },
  },
  {
    method: 'post',
    path: SIGN_UP_TOKEN_PATH,
    summary: 'Finishes a sign-up with the mailed link and the password chosen at sign-up, and signs in (404 when the link cannot be used)',
    tags: ['auth'],
    access: 'public',
    params: ResetTokenParamsSchema,
    body: SignUpConfirmBodySchema,
    response: { status: 200, schema: AuthResultSchema },
  },
  {
    method: 'post',
    path: UPSTREAM_AUTH_PATHS.refresh,
    summary: 'Swaps a refresh token for a new pair; a reused one revokes its whole session',
    tags: ['auth'],
    access: 'public',
    body: RefreshBodySchema,
    response: { status: 200, schema: AuthResultSchema },
  },
  {
    method: 'post',
    path: UPSTREAM_AUTH_PATHS.signOut,
    summary: 'Revokes the session a refresh token belongs to (204 for unknown tokens too)',
    tags: ['auth'],
    access: 'public',
    body: SignOutBodySchema,
    response: { status: 204 },
  },
  {
    method: 'get',
    path: UPSTREAM_AUTH_PATHS.session,
    summary: 'Who the bearer token belongs to',
    tags: ['auth'],
    access: 'user',
    response: { status: 200, schema: SessionSchema },
  },
  {
    method: 'post',
    path: UPSTREAM_AUTH_PATHS.passwordReset,
    summary: 'Mails a password reset link valid for an hour; 204 whether or not the email has an account',
    tags: ['auth'],
    access: 'public',
    body: PasswordResetRequestBodySchema,
    response: { status: 204 },
  },
  {
    method: 'get',
    path: RESET_TOKEN_PATH,
    summary: 'Checks a password reset link: whose it is and until when (404 when unknown, used or expired)',
    tags: ['auth'],
    access: 'public',
    params: ResetTokenParamsSchema,
    response: { status: 200, schema: PasswordResetStatusSchema },
  },
  {
    method: 'post',
    path: RESET_TOKEN_PATH,
    summary: 'Sets a new password with a reset link (once) and signs the account out everywhere',
    tags: ['auth'],
    access: 'public',
    params: ResetTokenParamsSchema,
    body: PasswordResetConfirmBodySchema,
    response: { status: 204 },
  },
])
