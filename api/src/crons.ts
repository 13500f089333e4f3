/**
 * The daily housekeeping cron of api/wrangler.jsonc `triggers.crons`; every other trigger there
 * (each minute) delivers mail and checks domains, so a reset link arrives while it still works.
 * Its own module: tests and the deploy checks read it without loading what the handler runs (the
 * workers test project cannot load every dependency of the api into the web Worker's runtime).
 */
export const DAILY_CRON = '17 3 * * *'
