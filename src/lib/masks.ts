import { createMask, pipe, PIPE_TYPE, type MaskedPatternOptions } from 'imask'

/**
 * Input masks (spec §5: tokens for digits, letters and alphanumerics), as plain imask options:
 * the masked input component spreads them into `IMaskInput`, and the helpers below run the same
 * options through imask's own `createMask`/`pipe`, so what a test checks is what a person gets.
 */

/**
 * The mask tokens. ASCII on purpose: masks are for codes of a fixed shape (ZIP, reference
 * numbers; not phone numbers or dates, see docs/decisions/020-dates-and-phone-numbers.md), never for names, where `a` would wrongly refuse "José". `*` overrides imask's
 * default any-character `*`.
 */
export const MASK_TOKENS = {
  /** a digit */
  '0': /[0-9]/,
  /** a letter */
  a: /[A-Za-z]/,
  /** a letter or a digit */
  '*': /[A-Za-z0-9]/,
} as const

/** A pattern mask: the pattern string plus imask's pattern options (blocks, prepare, …). */
export type MaskDefinition = MaskedPatternOptions & { mask: string }

/** A pattern over {@link MASK_TOKENS}, e.g. `definePattern('aa-0000')`. */
export function definePattern(mask: string, options: Omit<MaskedPatternOptions, 'mask'> = {}): MaskDefinition {
  return { ...options, mask, definitions: { ...MASK_TOKENS, ...options.definitions } }
}

/** ZIP code, five digits with an optional ZIP+4: `12345` or `12345-6789`. */
export const ZIP_MASK: MaskDefinition = definePattern('00000[-0000]')

/** Formats any raw text as if it had been typed into the masked field: `123456789` → `12345-6789`. */
export function applyMask(raw: string, mask: MaskDefinition): string {
  return pipe(raw, mask, PIPE_TYPE.MASKED, PIPE_TYPE.MASKED)
}

/** The characters a person entered, without the mask's fixed ones: `12345-6789` → `123456789`. */
export function unmask(value: string, mask: MaskDefinition): string {
  return pipe(value, mask, PIPE_TYPE.MASKED, PIPE_TYPE.UNMASKED)
}

/** The display form of an unmasked value: `123456789` → `12345-6789`. */
export function maskUnmasked(unmasked: string, mask: MaskDefinition): string {
  return pipe(unmasked, mask, PIPE_TYPE.UNMASKED, PIPE_TYPE.MASKED)
}

/** Whether every required slot of the mask is filled (the optional ZIP+4 part is not required). */
export function isMaskComplete(value: string, mask: MaskDefinition): boolean {
  const masked = createMask(mask)
  masked.resolve(value)
  return masked.isComplete
}
