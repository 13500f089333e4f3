/** Spec §9: the crawler user agents (bots, lighthouse, facebook external hit, google). */
export const BOT_USER_AGENT = /bot|lighthouse|facebookexternalhit|google/i

/** Spec §2: crawlers get a log instead of the error page replacing the app. */
export function isBot(userAgent: string | null | undefined): boolean {
  return !!userAgent && BOT_USER_AGENT.test(userAgent)
}
