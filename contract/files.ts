import { z } from 'zod'
import { formatBytes } from './bytes.ts'
import { IsoDateTimeSchema } from './common.ts'
import { VIDEO_PART_REQUEST_BYTES, VIDEO_TYPE_LABEL, VIDEO_TYPES } from './studio-video-rules.ts'

/** Where a stored file is served: by its content hash, so the URL can be cached for a year. */
export function mediaPath(hash: string): string {
  return `/api/media/${hash}`
}

export const MEDIA_KIND_VALUES = [
  'photo',
  'music',
  'obituary-photo',
  'case-photo',
  'theme',
  'stock-theme',
  'memory-photo',
  'video',
  'video-poster',
  'captions',
  'product',
  'blog',
  'stationery',
] as const
export const MediaKindSchema = z.enum(MEDIA_KIND_VALUES)
export type MediaKind = z.infer<typeof MediaKindSchema>

/** A stored file as the api describes it. `width`/`height` are known for raster images. */
export const MediaFileSchema = z.object({
  id: z.number().int().positive(),
  kind: MediaKindSchema,
  url: z.string().startsWith('/api/media/'),
  contentType: z.string(),
  size: z.number().int().min(0),
  width: z.number().int().positive().nullable(),
  height: z.number().int().positive().nullable(),
  fileName: z.string().nullable(),
  title: z.string().nullable(),
  createdAt: IsoDateTimeSchema,
})
export type MediaFile = z.infer<typeof MediaFileSchema>

const MB = 1024 * 1024
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const
export const AUDIO_TYPES = ['audio/mpeg', 'audio/mp4', 'audio/wav', 'audio/ogg', 'audio/flac'] as const
export { VIDEO_TYPES }

/**
 * What an upload of each kind accepts, checked against the file's bytes (never its name), and
 * how large it may be. Forms show these limits as hints; the api enforces them.
 */
export const UPLOAD_RULES = {
  photo: { accept: IMAGE_TYPES, maxBytes: 15 * MB, label: 'a JPEG, PNG, WebP or GIF image' },
  'obituary-photo': { accept: IMAGE_TYPES, maxBytes: 15 * MB, label: 'a JPEG, PNG, WebP or GIF image' },
  'case-photo': { accept: IMAGE_TYPES, maxBytes: 15 * MB, label: 'a JPEG, PNG, WebP or GIF image' },
  theme: { accept: IMAGE_TYPES, maxBytes: 15 * MB, label: 'a JPEG, PNG, WebP or GIF image' },
  'memory-photo': { accept: IMAGE_TYPES, maxBytes: 10 * MB, label: 'a JPEG, PNG, WebP or GIF image' },
  music: { accept: AUDIO_TYPES, maxBytes: 30 * MB, label: 'an MP3, M4A, WAV, OGG or FLAC audio file' },
  // The memorial video goes up in parts (contract/studio-video.ts, decision 060): this is one
  // part's limit; the whole file's is VIDEO_MAX_BYTES there.
  video: { accept: VIDEO_TYPES, maxBytes: VIDEO_PART_REQUEST_BYTES, label: VIDEO_TYPE_LABEL },
  'video-poster': { accept: IMAGE_TYPES, maxBytes: 15 * MB, label: 'a JPEG, PNG, WebP or GIF image' },
  captions: { accept: ['text/vtt'], maxBytes: MB / 2, label: 'a WebVTT captions file (.vtt)' },
  /** A page of a printed piece's proof, uploaded by the home (decision 061). */
  stationery: { accept: IMAGE_TYPES, maxBytes: 15 * MB, label: 'a JPEG, PNG, WebP or GIF image' },
} as const satisfies Partial<Record<MediaKind, { accept: readonly string[]; maxBytes: number; label: string }>>
export type UploadKind = keyof typeof UPLOAD_RULES

/**
 * What the api and the browser say of a picture that cannot be shown: its header names no size,
 * or the file ends before its image does (a photo cut off in copying).
 */
export const IMAGE_CANNOT_BE_SHOWN = 'This picture cannot be shown: the file is damaged or incomplete. Please choose another copy of it.'

/** The form-data field an upload's file travels in. */
export const UPLOAD_FIELD = 'file'

// Written without zod (contract/bytes.ts), so a screen says a size without loading a schema.
export { formatBytes }

/** Room for the multipart envelope around an upload's file (boundaries, part headers, a title). */
export const UPLOAD_ENVELOPE_BYTES = 64 * 1024

/** Routes that take a file, by method and path, with the kind whose rules apply (the rest take JSON). */
const UPLOAD_ROUTES: readonly { method: string; path: RegExp; kind: UploadKind }[] = [
  { method: 'POST', path: /^\/api\/family\/cases\/\d+\/photos$/, kind: 'photo' },
  { method: 'POST', path: /^\/api\/family\/cases\/\d+\/music$/, kind: 'music' },
  { method: 'POST', path: /^\/api\/family\/cases\/\d+\/case-photo$/, kind: 'case-photo' },
  { method: 'POST', path: /^\/api\/family\/cases\/\d+\/obituary\/photo$/, kind: 'obituary-photo' },
  { method: 'POST', path: /^\/api\/staff\/cases\/\d+\/obituary\/photo$/, kind: 'obituary-photo' },
  // The banner is an obituary picture too (decision 059), with the portrait's rules and kind.
  { method: 'POST', path: /^\/api\/staff\/cases\/\d+\/obituary\/banner$/, kind: 'obituary-photo' },
  { method: 'PUT', path: /^\/api\/family\/cases\/\d+\/memorial-theme$/, kind: 'theme' },
  { method: 'POST', path: /^\/api\/web\/obituaries\/\d+\/memories\/photo$/, kind: 'memory-photo' },
  { method: 'PUT', path: /^\/api\/staff\/cases\/\d+\/video\/uploads\/\d+\/parts\/\d+$/, kind: 'video' },
  { method: 'PUT', path: /^\/api\/staff\/cases\/\d+\/video\/poster$/, kind: 'video-poster' },
  { method: 'PUT', path: /^\/api\/staff\/cases\/\d+\/video\/captions$/, kind: 'captions' },
  { method: 'POST', path: /^\/api\/staff\/cases\/\d+\/stationery\/pages$/, kind: 'stationery' },
]

/** The upload kind a request's method and path take, or undefined for a route without a file. */
export function uploadKindOf(method: string, pathname: string): UploadKind | undefined {
  const upper = method.toUpperCase()
  return UPLOAD_ROUTES.find((r) => r.method === upper && r.path.test(pathname))?.kind
}

/** The 413 message of an upload over its kind's limit (the same words as the 422 of a file found too large). */
export function fileTooLarge(kind: UploadKind): string {
  return `The file is too large (at most ${formatBytes(UPLOAD_RULES[kind].maxBytes)})`
}
