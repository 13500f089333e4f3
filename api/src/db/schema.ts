/**
 * The whole D1 schema, one file per area under ./schema. drizzle-kit reads this index
 * (`npm run db:generate`); code imports tables from here.
 */
export * from './schema/site.ts'
export * from './schema/auth.ts'
export * from './schema/platform.ts'
export * from './schema/cases.ts'
export * from './schema/case-changes.ts'
export * from './schema/arrangements.ts'
export * from './schema/statements.ts'
export * from './schema/family.ts'
export * from './schema/planning.ts'
export * from './schema/shop.ts'
export * from './schema/obituaries.ts'
export * from './schema/blog.ts'
export * from './schema/family-media.ts'
export * from './schema/auth-extras.ts'
export * from './schema/rate-limits.ts'
export * from './schema/test-payment-methods.ts'
export * from './schema/video-uploads.ts'
export * from './schema/stationery.ts'
export * from './schema/obituary-desk.ts'
export * from './schema/account-closings.ts'
