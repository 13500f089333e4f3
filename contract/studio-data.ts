import { z } from 'zod'
import { IsoDateSchema, IsoDateTimeSchema } from './common.ts'
import { defineOperations } from './operation.ts'
import { line } from './text.ts'
import {
  CLOSING_GRACE_DAYS,
  STUDIO_CLOSING_PATH,
  STUDIO_DATA_MESSAGES,
  STUDIO_EXPORT_ARCHIVE_PATH,
  STUDIO_EXPORT_PATH,
} from './studio-data-words.ts'

/**
 * The home's data, its own (issue 40 point 5, decision 072): the owner downloads everything as one
 * ZIP archive with a README of its format, and can close the account, which removes the home's
 * data after a stated grace period unless the owner cancels first. Owner only (area `settings`).
 */

export { CLOSING_GRACE_DAYS, STUDIO_CLOSING_PATH, STUDIO_DATA_MESSAGES, STUDIO_EXPORT_ARCHIVE_PATH, STUDIO_EXPORT_PATH }

/** One file of the archive as the screen lists it before the download. */
export const ExportFileSummarySchema = z.object({
  name: z.string(),
  about: z.string(),
  /** Rows (or files) it holds; null when it is not counted (the README, the home itself). */
  count: z.number().int().min(0).nullable(),
})

export const ExportSummarySchema = z.object({
  files: z.array(ExportFileSummarySchema),
  /** Distinct media files (photos, music, videos, PDFs) and their bytes: the bulk of the archive. */
  mediaFiles: z.number().int().min(0),
  mediaBytes: z.number().int().min(0),
  /** The archive's file name, as the download saves it. */
  fileName: z.string(),
})
export type ExportSummary = z.infer<typeof ExportSummarySchema>

export const CLOSING_STATES = ['open', 'closing'] as const

export const ClosingSchema = z.object({
  state: z.enum(CLOSING_STATES),
  graceDays: z.number().int().positive(),
  /** When the owner asked; null while open. */
  requestedAt: IsoDateTimeSchema.nullable(),
  /** Who asked, as the studio names them; null while open or once that account is gone. */
  requestedBy: z.string().nullable(),
  /** The day (the home's calendar) on which everything is removed; null while open. */
  removeOn: IsoDateSchema.nullable(),
})
export type Closing = z.infer<typeof ClosingSchema>

export const CloseBodySchema = z.object({
  /** The home's name, typed by the owner to confirm (compared without case or outer spaces). */
  confirmName: line(200).min(1, STUDIO_DATA_MESSAGES.nameRequired),
})
export type CloseBody = z.infer<typeof CloseBodySchema>

const tags = ['staff']
const forbidden = 'a role other than owner'

export const operations = defineOperations([
  {
    method: 'get',
    path: STUDIO_EXPORT_PATH,
    summary: "What the archive of the home's data holds: its files with their counts, and the media's number and size (owner)",
    tags,
    access: 'staff',
    forbidden,
    response: { status: 200, schema: ExportSummarySchema },
  },
  {
    method: 'get',
    path: STUDIO_EXPORT_ARCHIVE_PATH,
    summary:
      'Everything of the home as one ZIP, streamed: README.md, one JSON (or CSV for the accountant) per kind, media under media/<hash>.<ext> (owner)',
    tags,
    access: 'staff',
    forbidden,
    response: { status: 200, contentType: 'application/zip' },
  },
  {
    method: 'get',
    path: STUDIO_CLOSING_PATH,
    summary: 'Whether the account is closing, since when, by whom and the day its data is removed (owner)',
    tags,
    access: 'staff',
    forbidden,
    response: { status: 200, schema: ClosingSchema },
  },
  {
    method: 'post',
    path: STUDIO_CLOSING_PATH,
    summary: `Closes the account: the home's name typed to confirm; everything is removed ${CLOSING_GRACE_DAYS} days later unless cancelled; the owners are mailed (owner)`,
    tags,
    access: 'staff',
    forbidden,
    body: CloseBodySchema,
    response: { status: 200, schema: ClosingSchema },
  },
  {
    method: 'delete',
    path: STUDIO_CLOSING_PATH,
    summary: 'Cancels the closing within the grace period: nothing is removed; the owners are mailed (owner)',
    tags,
    access: 'staff',
    forbidden,
    response: { status: 200, schema: ClosingSchema },
  },
])
