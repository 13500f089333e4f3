import type { Page } from '@playwright/test'
import { HOSTS, siteUrl } from './urls.ts'

/**
 * A started planning request as the form keeps it on the device (src/features/planning/draft.ts),
 * so a test can open a later screen directly instead of filling every step first.
 */
export type SeededDraft = { planType: 'pre-plan-self' | 'pre-plan-other' | 'at-need'; answers: Record<string, string | boolean> }

/** Every answer the seeded forms require, for any plan type; long words where the review must wrap them. */
export const COMPLETE_ANSWERS: Record<string, string | boolean> = {
  contactFirstName: 'Margaret',
  contactLastName: 'Olsen-Vanderbilt-Hargreaves',
  contactEmail: 'margaret.olsen.vanderbilt.hargreaves@family-arrangements.example.org',
  contactPhone: '5550142299',
  contactRelationship: 'daughter',
  decedentFirstName: 'Walter',
  decedentLastName: 'Olsen',
  decedentDeathDate: '10/02/2026',
  veteran: 'no',
  disposition: 'burial',
  notes: 'Please call after nine. Pneumonoultramicroscopicsilicovolcanoconiosis-like long words must wrap too.',
  acknowledgement: true,
}

/**
 * Puts the draft on the device for one demo host (each funeral home keeps its own draft, with its
 * own first location), from that host's /plan-now, as if the visitor had started there.
 */
export async function seedPlanningDraft(page: Page, draft: SeededDraft, host: keyof typeof HOSTS = 'whitfield'): Promise<void> {
  await page.goto(siteUrl('/plan-now', host))
  await page.waitForFunction(() => !('$_TSR' in window))
  const locationId = host === 'harbor' ? 201 : 102
  await page.evaluate(
    (value) => localStorage.setItem(`plan-now-draft:${location.host}`, value),
    JSON.stringify({ version: 1, locationId, ...draft }),
  )
}
