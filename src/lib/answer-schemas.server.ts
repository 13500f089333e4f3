import { z } from 'zod'
import { BlogArticlePageSchema, BlogArticleSchema } from '#contract/blog.ts'
import {
  MemorialVideoSchema,
  MemoryPageSchema,
  ObituaryPageSchema,
  ObituaryPhotoPageSchema,
  ObituarySchema,
  ServiceEventSchema,
} from '#contract/obituaries.ts'
import { PaymentSetupSchema } from '#contract/payment-methods.ts'
import { PlanningFormSchema, PlanningLocationListSchema } from '#contract/planning.ts'
import { PriceListSchema } from '#contract/price-list.ts'
import { ShopItemPageSchema, ShopOrderSchema, ShopProductSchema } from '#contract/shop.ts'
import { WebsiteContextSchema } from '#contract/website.ts'
import { PasswordResetStatusSchema } from '#contract/auth.ts'
import { CaseMemberListSchema, UserSearchResultSchema, UserSuggestionsSchema } from '#contract/case-people.ts'
import { CaseDetailsSchema } from '#contract/case-details.ts'
import { CaseVideoSchema, FamilyObituarySchema, StationerySchema } from '#contract/family-reviews.ts'
import { MediaFileSchema } from '#contract/files.ts'
import {
  AlbumPhotoPageSchema,
  MemorialCommentPageSchema,
  MemorialThemeOrNullSchema,
  MusicPageSchema,
  StockThemeAlbumListSchema,
  WallSettingsSchema,
} from '#contract/media.ts'
import { FamilyCasePageSchema, FamilyCaseSchema, InvitationPreviewSchema, TaskPageSchema } from '#contract/family.ts'
import { PendingInvitationListSchema } from '#contract/invitations.ts'
import {
  ArrangementSchema,
  ContractSchema,
  GplItemPageSchema,
  GplItemSchema,
  ItemVariantPageSchema,
  PackagePageSchema,
} from '#contract/arrangements.ts'
import { PaymentPageSchema, PaymentSchema, StatementSchema, StatementTemplateSchema } from '#contract/payments.ts'

/**
 * The contract's schema of every answer a page reads while it renders, by name. Imported by the
 * server only (read-answer.ts loads it inside its server side), so the schemas, and zod with them,
 * stay out of public pages' bundles (issue 15, decision 023).
 */
export const ANSWER_SCHEMAS = {
  renderContext: WebsiteContextSchema,
  obituarySearch: ObituaryPageSchema,
  obituary: ObituarySchema,
  obituaryPhotos: ObituaryPhotoPageSchema,
  memories: MemoryPageSchema,
  memorialVideo: MemorialVideoSchema,
  blogList: BlogArticlePageSchema,
  blogArticle: BlogArticleSchema,
  priceList: PriceListSchema,
  shopItems: ShopItemPageSchema,
  shopProduct: ShopProductSchema,
  shopOrder: ShopOrderSchema,
  paymentSetup: PaymentSetupSchema,
  planningForm: PlanningFormSchema,
  planningLocations: PlanningLocationListSchema,
  // The family portal's reads, as the signed-in visitor (the session's bearer).
  familyCases: FamilyCasePageSchema,
  familyCase: FamilyCaseSchema,
  caseTasks: TaskPageSchema,
  caseMembers: CaseMemberListSchema,
  caseServices: z.array(ServiceEventSchema),
  arrangement: ArrangementSchema,
  packages: PackagePageSchema,
  contract: ContractSchema,
  gplItem: GplItemSchema,
  gplItems: GplItemPageSchema,
  itemVariants: ItemVariantPageSchema,
  statement: StatementSchema,
  statementTemplate: StatementTemplateSchema,
  casePayments: PaymentPageSchema,
  casePayment: PaymentSchema,
  invitation: InvitationPreviewSchema,
  caseInvitations: PendingInvitationListSchema,
  passwordResetStatus: PasswordResetStatusSchema,
  // The family's tasks (issues 19 and 20).
  taskUserSuggestions: UserSuggestionsSchema,
  caseUserSearch: UserSearchResultSchema,
  albumPhotos: AlbumPhotoPageSchema,
  caseMusic: MusicPageSchema,
  casePhoto: MediaFileSchema,
  memorialTheme: MemorialThemeOrNullSchema,
  stockThemes: StockThemeAlbumListSchema,
  caseDetails: CaseDetailsSchema,
  familyObituary: FamilyObituarySchema,
  caseVideo: CaseVideoSchema,
  stationery: StationerySchema,
  wallComments: MemorialCommentPageSchema,
  wallSettings: WallSettingsSchema,
} as const satisfies Record<string, z.ZodType>

export type AnswerName = keyof typeof ANSWER_SCHEMAS
export type Answer<N extends AnswerName> = z.output<(typeof ANSWER_SCHEMAS)[N]>
