import { z } from 'zod'
import { ModuleSchema } from './website.ts'

/**
 * The page editor and the site it frames talk only through `postMessage` (spec §1, §7). Both
 * directions are here as discriminated unions on `type`; each side parses what it receives and
 * ignores (and logs) anything else. The site's side of the bridge is loaded only in a framed
 * preview, so these schemas never reach a public visitor's bundle (decision 036).
 */

const ModuleIdSchema = z.string().min(1).max(200)

export const MOVE_DIRECTIONS = ['up', 'down'] as const
export const MoveDirectionSchema = z.enum(MOVE_DIRECTIONS)
export type MoveDirection = z.infer<typeof MoveDirectionSchema>

/**
 * Marks a selection in an inline text can carry. Module texts are plain text today (never HTML:
 * contract/modules.ts), so the site reports an empty list; the editor shows what it gets.
 */
export const TEXT_MARKS = ['bold', 'italic', 'link'] as const
export const TextMarkSchema = z.enum(TEXT_MARKS)

/** Spec §7, the ten messages the site sends to the editor, with the payloads the spec names. */
export const SiteMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('web:ready'), ready: z.boolean() }),
  z.object({ type: z.literal('web:navigate'), pageId: z.string().min(1) }),
  /** Asks the editor for a new module before `originModuleId` (null: at the end of the page). */
  z.object({ type: z.literal('web:new-module'), originModuleId: ModuleIdSchema.nullable() }),
  z.object({ type: z.literal('web:remove-module'), moduleId: ModuleIdSchema }),
  z.object({ type: z.literal('web:activate-module'), module: ModuleSchema }),
  z.object({ type: z.literal('web:deactivate-module'), moduleId: ModuleIdSchema }),
  /** Where the caret is in an inline text, and the marks of the selection there. */
  z.object({
    type: z.literal('web:update-module-text-mark-state'),
    moduleId: ModuleIdSchema,
    field: z.string().min(1).max(200),
    marks: z.array(TextMarkSchema),
  }),
  /** The module as inline editing left it (its whole value, so the editor need not merge). */
  z.object({ type: z.literal('web:update-module-value'), moduleId: ModuleIdSchema, value: ModuleSchema }),
  z.object({ type: z.literal('web:open-modules') }),
  z.object({ type: z.literal('web:move-module'), moduleId: ModuleIdSchema, direction: MoveDirectionSchema }),
])
export type SiteMessage = z.infer<typeof SiteMessageSchema>
export type SiteMessageType = SiteMessage['type']

/** What the editor tells the site: turn editing on or off, and the changes made in its forms. */
export const EditorMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('editor:set-editing'), editing: z.boolean() }),
  z.object({ type: z.literal('editor:update-module'), module: ModuleSchema }),
  /** Inserts before `beforeModuleId`, or at the end when it is null or not on the page; it becomes active. */
  z.object({ type: z.literal('editor:insert-module'), module: ModuleSchema, beforeModuleId: ModuleIdSchema.nullable() }),
  z.object({ type: z.literal('editor:remove-module'), moduleId: ModuleIdSchema }),
  z.object({ type: z.literal('editor:move-module'), moduleId: ModuleIdSchema, direction: MoveDirectionSchema }),
  z.object({ type: z.literal('editor:activate-module'), moduleId: ModuleIdSchema }),
  z.object({ type: z.literal('editor:deactivate-module'), moduleId: ModuleIdSchema }),
  /** Reload design, company, navigation and pages from the context being previewed (spec §4). */
  z.object({ type: z.literal('editor:refresh') }),
])
export type EditorMessage = z.infer<typeof EditorMessageSchema>

/** The message, or undefined when `data` is not one (the caller logs and ignores it). */
export function parseSiteMessage(data: unknown): SiteMessage | undefined {
  const parsed = SiteMessageSchema.safeParse(data)
  return parsed.success ? parsed.data : undefined
}

export function parseEditorMessage(data: unknown): EditorMessage | undefined {
  const parsed = EditorMessageSchema.safeParse(data)
  return parsed.success ? parsed.data : undefined
}
