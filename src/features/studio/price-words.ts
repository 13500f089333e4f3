import { RULE_LINE_KEYS, RULE_LINES, type RuleLineKey } from '#contract/price-list-funeral-rule.ts'
import type { VersionState } from '#contract/price-list-versions.ts'
import type { PriceVersion } from '#contract/studio-prices.ts'
import { STUDIO_PRICE_MESSAGES } from '#contract/studio-price-words.ts'
import { effectiveDateText } from '#src/lib/zoned-date.ts'

/**
 * The owner's price list screens as plain rules (issue 39 point 1, decision 063): how a version
 * is named, the Funeral Rule's lines as choices, and the day a version may take effect. The api
 * checks the same again; these say it before a tap reaches it.
 */

export const VERSION_STATE_WORDS: Readonly<Record<VersionState, string>> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  current: 'In effect',
  past: 'Replaced',
}

/** 'Version 2: in effect since January 1, 2026', 'Version 3: a draft, not published'. */
export function versionSentence(version: Pick<PriceVersion, 'number' | 'state' | 'effectiveFrom'>): string {
  const day = effectiveDateText(version.effectiveFrom)
  const name = `Version ${version.number}`
  switch (version.state) {
    case 'draft':
      return `${name}: a draft, not published`
    case 'scheduled':
      return `${name}: takes effect on ${day}`
    case 'current':
      return `${name}: in effect since ${day}`
    case 'past':
      return `${name}: in effect from ${day}, since replaced`
  }
}

/** The Funeral Rule's lines as the item form offers them, with "none" first. */
export const RULE_LINE_CHOICES: readonly { value: RuleLineKey | ''; label: string }[] = [
  { value: '', label: 'None of the Funeral Rule’s lines' },
  ...RULE_LINE_KEYS.map((key) => ({ value: key, label: RULE_LINES[key].title })),
]

/** The message for the day a draft is to take effect (today, in the home's calendar, or later), or undefined. */
export function publishDayProblem(day: string, today: string): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return 'Choose the day this price list takes effect'
  if (day < today) return STUDIO_PRICE_MESSAGES.pastDate
  return undefined
}
