/**
 * The obituary's banner picture (decision 059): a wide picture, wider than tall, checked in the
 * browser before sending and again by the api on the stored file's size. Written without zod, so
 * the desk's uploader says it without loading a schema.
 */
export const BANNER_NOT_WIDE = 'The banner needs a wide picture, wider than it is tall. Please choose a landscape photo.'

/** The sentence for a picture of this size that cannot be the banner, or undefined when it is wide. */
export function bannerProblem(size: { width: number | null; height: number | null } | undefined): string | undefined {
  if (!size || size.width === null || size.height === null) return BANNER_NOT_WIDE
  return size.width > size.height ? undefined : BANNER_NOT_WIDE
}
