import type { PlanningSection } from '#contract/planning.ts'
import type { PlanType } from '#contract/planning-rules.ts'

/**
 * Spec §2 "Planning step headings": each step's heading comes from the kind of section it is —
 * Contact Information ('Tell us about yourself'), Decedent Details, Additional Family,
 * Education + Profession, Military, otherwise 'Let's wrap up with some final details ...' —
 * worded for the visitor themself when they plan for themself, and for another person
 * otherwise, by first name once it is known, else "their".
 */

export type SectionKind = 'contact' | 'decedent' | 'family' | 'education' | 'military' | 'final'

/** The spec's two fixed headings, verbatim. */
export const CONTACT_HEADING = 'Tell us about yourself'
export const FINAL_HEADING = "Let's wrap up with some final details ..."

const normalise = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z]+/g, ' ')
    .trim()

/** Which kind of section this is, by its flag or by its name (the server names them as the spec does). */
export function sectionKind(section: Pick<PlanningSection, 'name' | 'urlKey' | 'decedentDetails'>): SectionKind {
  if (section.decedentDetails) return 'decedent'
  const name = normalise(`${section.name} ${section.urlKey}`)
  if (name.startsWith('contact')) return 'contact'
  if (name.startsWith('decedent')) return 'decedent'
  if (name.includes('family')) return 'family'
  if (name.includes('education') || name.includes('profession')) return 'education'
  if (name.includes('military')) return 'military'
  return 'final'
}

/** "Walter's", "James's": the modern possessive, the same for every name. */
export function possessive(name: string): string {
  return `${name}'s`
}

/**
 * The heading of a step. `firstName` is the first name given for the person planned for (the
 * decedent), if any yet; it is ignored when planning for oneself.
 */
export function stepHeading(
  section: Pick<PlanningSection, 'name' | 'urlKey' | 'decedentDetails'>,
  planType: PlanType,
  firstName?: string | null,
): string {
  const kind = sectionKind(section)
  const self = planType === 'pre-plan-self'
  const name = firstName?.trim() || null
  switch (kind) {
    case 'contact':
      return CONTACT_HEADING
    case 'decedent':
      if (self) return 'A few more details about you'
      if (name) return `Tell us about ${name}`
      return planType === 'at-need' ? 'Tell us about your loved one' : 'Tell us about the person you are planning for'
    case 'family':
      if (self) return 'Tell us about your family'
      return `Tell us about ${name ? possessive(name) : 'their'} family`
    case 'education':
      if (self) return 'Your education and profession'
      return `${name ? possessive(name) : 'Their'} education and profession`
    case 'military':
      if (self) return 'Your military service'
      return `${name ? possessive(name) : 'Their'} military service`
    case 'final':
      return FINAL_HEADING
  }
}

/** The id of the field holding the first name of the person planned for: in the decedent section, the first "first name". */
export function decedentFirstNameField(sections: readonly PlanningSection[]): string | undefined {
  const section = sections.find((s) => sectionKind(s) === 'decedent')
  return section?.fields.find((f) => f.type === 'text' && /first\s*name/i.test(f.name))?.id
}

/**
 * The short name of a step, for the progress label ("Step 2 of 6: Your details") and the
 * review's sections: the server's section name where it suits everyone (contact, final
 * details), otherwise worded like the heading, so someone planning for themself is never
 * shown "Decedent Details".
 */
export function stepLabel(
  section: Pick<PlanningSection, 'name' | 'urlKey' | 'decedentDetails'>,
  planType: PlanType,
  firstName?: string | null,
): string {
  const kind = sectionKind(section)
  if (kind === 'contact' || kind === 'final') return section.name
  const name = firstName?.trim() || null
  const whose = planType === 'pre-plan-self' ? 'Your' : name ? possessive(name) : 'Their'
  switch (kind) {
    case 'decedent':
      return `${whose} details`
    case 'family':
      return `${whose} family`
    case 'education':
      return `${whose} education and profession`
    case 'military':
      return `${whose} military service`
  }
}

/** The first name given so far for the person planned for, if any (for the headings and labels). */
export function decedentFirstName(sections: readonly PlanningSection[], answers: Readonly<Record<string, unknown>>): string | undefined {
  const id = decedentFirstNameField(sections)
  const value = id ? answers[id] : undefined
  return typeof value === 'string' ? value : undefined
}
