import { z } from 'zod'
import { line, text } from './text.ts'

/** Spec §3: corners of primary and secondary buttons. */
export const BUTTON_CORNERS = ['Square', 'Rounded', 'Soft Square'] as const
export const ButtonCornersSchema = z.enum(BUTTON_CORNERS)
export type ButtonCorners = z.infer<typeof ButtonCornersSchema>

/**
 * Colours are hex only: they end up in a style attribute, and a free-form
 * string there could smuggle in other declarations.
 */
export const HexColorSchema = z.string().regex(/^#(?:[0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i)

/**
 * Curated heading + body typefaces a funeral home picks from (issue 14); a name, never a font
 * file or family string, so the site only ever loads the fonts it ships (decision 019).
 */
export const FONT_PAIRS = ['classic', 'warm', 'traditional'] as const
export const FontPairSchema = z.enum(FONT_PAIRS)
export type FontPair = z.infer<typeof FontPairSchema>

export const DesignSchema = z.object({
  colorText: HexColorSchema,
  buttonCorners: ButtonCornersSchema,
  secondaryButtonCorners: ButtonCornersSchema,
  /** Optional: sites saved before type pairs existed get the default pair (src/lib/fonts.ts). */
  fontPair: FontPairSchema.optional(),
})
export type Design = z.infer<typeof DesignSchema>

export const CompanySchema = z.object({
  name: z.string().min(1),
  phoneNumber: z.string().nullable(),
  logoUrl: z.string().nullable(),
  timeZone: z.string(),
})
export type Company = z.infer<typeof CompanySchema>

export type NavigationNode = {
  label: string
  to: string
  empty?: boolean
  children?: NavigationNode[]
}
export const NavigationNodeSchema: z.ZodType<NavigationNode> = z.object({
  label: line().min(1),
  to: z.string(),
  empty: z.boolean().optional(),
  get children() {
    return z.array(NavigationNodeSchema).optional()
  },
})

/**
 * Spec §3: "id and nested sub-objects that can also carry ids". Each module
 * type narrows its own props (src/modules); the context only fixes id and type.
 */
export const ModuleSchema = z
  .object({
    id: z.string().min(1),
    type: z.string().min(1),
  })
  .catchall(z.json())
export type Module = z.infer<typeof ModuleSchema>

export const PageSchema = z.object({
  id: z.string().min(1),
  title: line(),
  /** The page's meta description; the site's `settings.seoDescription` otherwise. */
  description: text().optional(),
  layout: z.string().optional(),
  modules: z.array(ModuleSchema),
})
export type Page = z.infer<typeof PageSchema>

/** Pages by path ("/" for home, "/about-us" …). */
export const PagesSchema = z.record(z.string(), PageSchema)
export type Pages = z.infer<typeof PagesSchema>

export const SettingsSchema = z
  .object({
    seoTitle: line().optional(),
    seoDescription: text().optional(),
  })
  .catchall(z.json())
export type Settings = z.infer<typeof SettingsSchema>

export const HeaderSchema = z.object({ id: z.string() })
export const FooterSchema = z.object({ id: z.string(), text: text().optional() })
export type Header = z.infer<typeof HeaderSchema>
export type Footer = z.infer<typeof FooterSchema>

export const AddressSchema = z.object({
  line1: z.string(),
  line2: z.string().optional(),
  city: z.string(),
  region: z.string(),
  postalCode: z.string(),
})
export type Address = z.infer<typeof AddressSchema>

export const LocationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  address: AddressSchema,
  phoneNumber: z.string().nullable(),
})
export type Location = z.infer<typeof LocationSchema>

/** The site as the upstream renders it, approved or draft (spec §3 "Website context"). */
export const WebsiteContextSchema = z.object({
  design: DesignSchema,
  company: CompanySchema,
  navigation: z.array(NavigationNodeSchema),
  pages: PagesSchema,
  settings: SettingsSchema,
  header: HeaderSchema,
  footer: FooterSchema,
  locations: z.array(LocationSchema).default([]),
})
export type WebsiteContext = z.infer<typeof WebsiteContextSchema>

/** What a company edits and publishes; company and locations come from their own records. */
export const SiteDocumentSchema = WebsiteContextSchema.omit({ company: true, locations: true })
export type SiteDocument = z.infer<typeof SiteDocumentSchema>

/** The site document without its pages: design, navigation, settings, header and footer (decision 025's shell). */
export const SiteShellSchema = SiteDocumentSchema.omit({ pages: true })
export type SiteShell = z.infer<typeof SiteShellSchema>

/** A page's path as a site's `pages` keys it: one leading `/`, no host, query, fragment, space or backslash. */
export const PagePathSchema = z
  .string()
  .max(2000)
  .regex(/^\/(?![/\\])[^\s\\#?]*$/)

/**
 * Saving the draft a part at a time (issue 35, decision 046): the page editor sends each page it
 * changed, and the shell when design, navigation or settings changed, so no body grows with the site.
 */
export const DRAFT_PAGE_PATH = '/api/web/render-context/draft/page'
export const DRAFT_SHELL_PATH = '/api/web/render-context/draft/shell'
export const DraftPageQuerySchema = z.object({ path: PagePathSchema })
export type DraftPageQuery = z.infer<typeof DraftPageQuerySchema>

export const CONTEXT_KINDS = ['approved', 'draft'] as const
export const ContextKindSchema = z.enum(CONTEXT_KINDS)
export type ContextKind = z.infer<typeof ContextKindSchema>
