import type { StatementDocument } from '#contract/statement-signing.ts'

/**
 * The pure rules of a signed statement (decision 064): the totals of a document, its canonical
 * text and hash, and which version it is. Unit-tested (tests/unit/statement-signing-rules.test.ts).
 */

/** Goods and services, plus cash advances, less discounts; never below zero. */
export function documentTotals(goodsCents: number, cashAdvances: readonly number[], discounts: readonly number[]) {
  const cashAdvanceCents = cashAdvances.reduce((sum, c) => sum + c, 0)
  const discountCents = discounts.reduce((sum, c) => sum + c, 0)
  return { goodsCents, cashAdvanceCents, discountCents, totalCents: Math.max(0, goodsCents + cashAdvanceCents - discountCents) }
}

/**
 * JSON with object keys sorted at every depth, so the same statement always gives the same text
 * (and hash) whatever order its object was built in.
 */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .toSorted(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`
  }
  return JSON.stringify(value)
}

/** SHA-256 of the document's canonical JSON, as 64 hex digits: the name of one exact version. */
export async function documentHash(document: StatementDocument): Promise<string> {
  const bytes = new TextEncoder().encode(canonicalJson(document))
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes))
  return [...digest].map((b) => b.toString(16).padStart(2, '0')).join('')
}

export type SignedVersion = { version: number; contentHash: string }

/**
 * Which version the document is now, and whether that version is signed: the last signed one
 * when it has the same hash; otherwise an amendment, numbered one after the last signature.
 */
export function currentVersion(signatures: readonly SignedVersion[], hash: string): { version: number; signed: boolean } {
  const last = signatures.reduce<SignedVersion | undefined>((top, s) => (top && top.version > s.version ? top : s), undefined)
  if (last && last.contentHash === hash) return { version: last.version, signed: true }
  return { version: (last?.version ?? 0) + 1, signed: false }
}

/** "Anna Lee, Funeral director" for staff; the family member's name alone. */
export function changedBy(person: { firstName: string; lastName: string } | undefined, staffLabel: string | null): string {
  if (!person) return 'Someone no longer with the home'
  const name = `${person.firstName} ${person.lastName}`.trim()
  return staffLabel ? `${name}, ${staffLabel.toLowerCase()}` : name
}
