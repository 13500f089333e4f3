import { documentTitle } from '#src/lib/seo.ts'

/**
 * '<Name> Obituary | <company>'. Apart from seo.ts: every tab's `head` names it, and `head` rides
 * in every public page's entry, while the obituary's JSON-LD is made in its layout's loader.
 */
export function obituaryTitle(fullName: string, companyName: string, tab?: string): string {
  return documentTitle(tab ? `${tab} – ${fullName} Obituary` : `${fullName} Obituary`, companyName)
}
