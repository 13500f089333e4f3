import { z } from 'zod'
import { MODULE_PLACEHOLDERS as EXAMPLE } from './module-placeholders.ts'
import { line, text } from './text.ts'

/**
 * Props of each page-builder module type; src/modules renders them (one file per type). Spec §3:
 * a module has an id, and nested sub-objects carry ids too, so the builder can address, reorder
 * and edit one item inside a module (an FAQ entry, a staff member, a gallery image).
 */

const IdSchema = z.string().min(1)

/**
 * What a module the page editor adds starts with, written beside its type's schema so the compiler
 * checks it against the type: `id` is the module's, `newId` gives its parts theirs. Example words
 * (./module-placeholders.ts) are for staff to replace: publishing refuses them until they do.
 */
export type NewModule<M> = (id: string, newId: () => string) => M
const PixelsSchema = z.number().int().positive().max(10_000)

/**
 * Images come from the site itself (/demo/…, /api/media/…): a path on this origin, never another
 * host, so the CSP stays `img-src 'self'` and no visitor is tracked by a third party.
 */
export const ImageSrcSchema = z.string().regex(/^\/(?!\/)[^\s"'<>\\]*$/, { message: 'Must be a path on this site' })
export type ImageSrc = z.infer<typeof ImageSrcSchema>

/** One more width of the same picture, for `srcset`. */
export const ImageVariantSchema = z.object({ src: ImageSrcSchema, width: PixelsSchema })
export type ImageVariant = z.infer<typeof ImageVariantSchema>

/**
 * A picture with its intrinsic size (no layout shift). `alt` is required unless the editor marks
 * the image decorative, which renders `alt=""` so screen readers skip it.
 */
export const ImageSchema = z
  .object({
    id: IdSchema,
    src: ImageSrcSchema,
    alt: line().optional(),
    decorative: z.boolean().optional(),
    width: PixelsSchema,
    height: PixelsSchema,
    variants: z.array(ImageVariantSchema).optional(),
    caption: line().optional(),
  })
  .refine((image) => image.decorative === true || (image.alt ?? '').trim().length > 0, {
    path: ['alt'],
    message: 'Describe the image, or mark it decorative',
  })
export type Image = z.infer<typeof ImageSchema>

export const LinkActionSchema = z.object({
  id: IdSchema,
  label: line().min(1),
  to: z.string().min(1),
})
export type LinkAction = z.infer<typeof LinkActionSchema>

/** Where the subject of a photograph is, in percent from the left and top: kept in view when the picture is cropped. */
export const FocalPointSchema = z.object({
  x: z.number().min(0).max(100),
  y: z.number().min(0).max(100),
})
export type FocalPoint = z.infer<typeof FocalPointSchema>

/** A background behind the hero text: decorative (the heading says it all), with its size. */
export const HeroImageSchema = z.object({
  id: IdSchema,
  src: ImageSrcSchema,
  width: PixelsSchema,
  height: PixelsSchema,
  variants: z.array(ImageVariantSchema).optional(),
  /** Optional; the centre when missing. */
  focalPoint: FocalPointSchema.optional(),
})

export const HeroModuleSchema = z.object({
  id: IdSchema,
  type: z.literal('hero'),
  heading: line().min(1),
  text: text().optional(),
  action: LinkActionSchema.optional(),
  image: HeroImageSchema.optional(),
})
export type HeroModule = z.infer<typeof HeroModuleSchema>
export const newHeroModule: NewModule<HeroModule> = (id) => ({ id, type: 'hero', heading: EXAMPLE.hero.heading })

/** Plain paragraphs, never HTML: text from the editor is rendered as text. */
export const TextModuleSchema = z.object({
  id: IdSchema,
  type: z.literal('text'),
  heading: line().optional(),
  paragraphs: z.array(text()),
})
export type TextModule = z.infer<typeof TextModuleSchema>
export const newTextModule: NewModule<TextModule> = (id) => ({
  id,
  type: 'text',
  heading: EXAMPLE.text.heading,
  paragraphs: [EXAMPLE.text.paragraph],
})

export const ImageModuleSchema = z.object({
  id: IdSchema,
  type: z.literal('image'),
  image: ImageSchema,
})
export type ImageModule = z.infer<typeof ImageModuleSchema>

export const GalleryModuleSchema = z.object({
  id: IdSchema,
  type: z.literal('gallery'),
  heading: line().optional(),
  images: z.array(ImageSchema).min(1),
})
export type GalleryModule = z.infer<typeof GalleryModuleSchema>

export const CallToActionModuleSchema = z.object({
  id: IdSchema,
  type: z.literal('call-to-action'),
  heading: line().min(1),
  text: text().optional(),
  primary: LinkActionSchema,
  secondary: LinkActionSchema.optional(),
})
export type CallToActionModule = z.infer<typeof CallToActionModuleSchema>
export const newCallToActionModule: NewModule<CallToActionModule> = (id, newId) => ({
  id,
  type: 'call-to-action',
  heading: 'We are here to help',
  primary: { id: newId(), label: 'Contact us', to: '/contact-us' },
})

/** Names of the icons a service may show (src/modules/icons.tsx draws them). */
export const SERVICE_ICONS = ['candle', 'dove', 'flower', 'heart', 'home', 'calendar', 'anchor', 'sun'] as const
export const ServiceIconSchema = z.enum(SERVICE_ICONS)
export type ServiceIcon = z.infer<typeof ServiceIconSchema>

export const ServiceItemSchema = z.object({
  id: IdSchema,
  title: line().min(1),
  description: text(),
  link: LinkActionSchema.optional(),
  icon: ServiceIconSchema.optional(),
})
export const ServicesModuleSchema = z.object({
  id: IdSchema,
  type: z.literal('services'),
  heading: line().optional(),
  intro: text().optional(),
  items: z.array(ServiceItemSchema).min(1),
})
export type ServicesModule = z.infer<typeof ServicesModuleSchema>
export const newServicesModule: NewModule<ServicesModule> = (id, newId) => ({
  id,
  type: 'services',
  heading: 'Our services',
  items: [{ id: newId(), ...EXAMPLE.services }],
})

/** A staff photo: alt defaults to the person's name, so it needs none of its own. */
export const PortraitSchema = z.object({
  id: IdSchema,
  src: ImageSrcSchema,
  width: PixelsSchema,
  height: PixelsSchema,
})
export const StaffMemberSchema = z.object({
  id: IdSchema,
  name: line().min(1),
  role: line().min(1),
  bio: text().optional(),
  photo: PortraitSchema.optional(),
})
export const StaffModuleSchema = z.object({
  id: IdSchema,
  type: z.literal('staff'),
  heading: line().optional(),
  intro: text().optional(),
  people: z.array(StaffMemberSchema).min(1),
})
export type StaffModule = z.infer<typeof StaffModuleSchema>
export const newStaffModule: NewModule<StaffModule> = (id, newId) => ({
  id,
  type: 'staff',
  heading: 'Our staff',
  people: [{ id: newId(), ...EXAMPLE.staff }],
})

/** Opening hours of one location: rows such as "Monday – Friday" / "8:00 am – 6:00 pm". */
export const OpeningHoursSchema = z.object({
  id: IdSchema,
  locationId: z.number().int(),
  rows: z.array(z.object({ id: IdSchema, days: line().min(1), hours: line().min(1) })).min(1),
})
export type OpeningHours = z.infer<typeof OpeningHoursSchema>

/** The site's locations (render context), optionally only some of them, with hours per location. */
export const LocationsModuleSchema = z.object({
  id: IdSchema,
  type: z.literal('locations'),
  heading: line().min(1),
  text: text().optional(),
  locationIds: z.array(z.number().int()).optional(),
  hours: z.array(OpeningHoursSchema).optional(),
})
export type LocationsModule = z.infer<typeof LocationsModuleSchema>
export const newLocationsModule: NewModule<LocationsModule> = (id) => ({ id, type: 'locations', heading: 'Our locations' })

export const TestimonialSchema = z.object({
  id: IdSchema,
  quote: text().min(1),
  author: line().min(1),
  relation: line().optional(),
})
export const TestimonialsModuleSchema = z.object({
  id: IdSchema,
  type: z.literal('testimonials'),
  heading: line().optional(),
  items: z.array(TestimonialSchema).min(1),
})
export type TestimonialsModule = z.infer<typeof TestimonialsModuleSchema>
export const newTestimonialsModule: NewModule<TestimonialsModule> = (id, newId) => ({
  id,
  type: 'testimonials',
  heading: 'What families say',
  items: [{ id: newId(), ...EXAMPLE.testimonials }],
})

export const RECENT_OBITUARIES_MIN = 3
export const RECENT_OBITUARIES_MAX = 6
export const RecentObituariesModuleSchema = z.object({
  id: IdSchema,
  type: z.literal('recent-obituaries'),
  heading: line().optional(),
  count: z.number().int().min(RECENT_OBITUARIES_MIN).max(RECENT_OBITUARIES_MAX).default(RECENT_OBITUARIES_MIN),
})
export type RecentObituariesModule = z.infer<typeof RecentObituariesModuleSchema>
export const newRecentObituariesModule: NewModule<RecentObituariesModule> = (id) => ({
  id,
  type: 'recent-obituaries',
  heading: 'Recent obituaries',
  count: 3,
})

export const FaqItemSchema = z.object({
  id: IdSchema,
  question: line().min(1),
  /** Plain paragraphs, like the text module. */
  answer: z.array(text()).min(1),
})
export const FaqModuleSchema = z.object({
  id: IdSchema,
  type: z.literal('faq'),
  heading: line().optional(),
  items: z.array(FaqItemSchema).min(1),
})
export type FaqModule = z.infer<typeof FaqModuleSchema>
export const newFaqModule: NewModule<FaqModule> = (id, newId) => ({
  id,
  type: 'faq',
  heading: 'Questions',
  items: [{ id: newId(), question: EXAMPLE.faq.question, answer: [EXAMPLE.faq.answer] }],
})

/** How to reach the funeral home: the company phone unless another is given, the main location's address. */
export const ContactModuleSchema = z.object({
  id: IdSchema,
  type: z.literal('contact'),
  heading: line().min(1),
  text: text().optional(),
  phoneNumber: line().optional(),
  email: z.email().optional(),
  /** Which location's address to show; the first location when absent. */
  locationId: z.number().int().optional(),
})
export type ContactModule = z.infer<typeof ContactModuleSchema>
export const newContactModule: NewModule<ContactModule> = (id) => ({ id, type: 'contact', heading: 'Contact us' })

/** Every module type the registry knows. */
export const MODULE_TYPES = [
  'hero',
  'text',
  'image',
  'gallery',
  'call-to-action',
  'services',
  'staff',
  'locations',
  'testimonials',
  'recent-obituaries',
  'faq',
  'contact',
] as const
export type ModuleType = (typeof MODULE_TYPES)[number]

/** Every module type's props schema, by type: what the site's context is checked with where it enters (src/modules/checked.ts). */
export const MODULE_SCHEMAS = {
  hero: HeroModuleSchema,
  text: TextModuleSchema,
  image: ImageModuleSchema,
  gallery: GalleryModuleSchema,
  'call-to-action': CallToActionModuleSchema,
  services: ServicesModuleSchema,
  staff: StaffModuleSchema,
  locations: LocationsModuleSchema,
  testimonials: TestimonialsModuleSchema,
  'recent-obituaries': RecentObituariesModuleSchema,
  faq: FaqModuleSchema,
  contact: ContactModuleSchema,
} as const satisfies Record<ModuleType, z.ZodType>

export function isModuleType(type: string): type is ModuleType {
  return Object.hasOwn(MODULE_SCHEMAS, type)
}

/**
 * The module types staff can add in the page editor, each with its new module (beside its schema
 * above); pictures need an upload, which the editor does not offer yet. The mapped type makes each
 * entry give its own type's module.
 */
export const NEW_MODULES = {
  text: newTextModule,
  hero: newHeroModule,
  'call-to-action': newCallToActionModule,
  services: newServicesModule,
  staff: newStaffModule,
  testimonials: newTestimonialsModule,
  faq: newFaqModule,
  contact: newContactModule,
  locations: newLocationsModule,
  'recent-obituaries': newRecentObituariesModule,
} as const satisfies { readonly [T in ModuleType]?: NewModule<z.output<(typeof MODULE_SCHEMAS)[T]>> }
