import { z } from 'zod'

/** Props of each page-builder module type; src/modules renders them. */
export const LinkActionSchema = z.object({
  id: z.string(),
  label: z.string().min(1),
  to: z.string().min(1),
})

export const HeroModuleSchema = z.object({
  id: z.string(),
  type: z.literal('hero'),
  heading: z.string().min(1),
  text: z.string().optional(),
  action: LinkActionSchema.optional(),
})
export type HeroModule = z.infer<typeof HeroModuleSchema>

/** Plain paragraphs, never HTML: text from the editor is rendered as text. */
export const TextModuleSchema = z.object({
  id: z.string(),
  type: z.literal('text'),
  heading: z.string().optional(),
  paragraphs: z.array(z.string()),
})
export type TextModule = z.infer<typeof TextModuleSchema>
