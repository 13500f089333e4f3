import { createMask, MaskedRange, pipe, PIPE_TYPE, type AppendFlags, type Masked, type MaskedPatternOptions } from 'imask'

/**
 * Input masks (spec §5: tokens for digits, letters and alphanumerics), as plain imask options:
 * the masked input component spreads them into `IMaskInput`, and the helpers below run the same
 * options through imask's own `createMask`/`pipe`, so what a test checks is what a person gets.
 */

/**
 * The mask tokens. ASCII on purpose: masks are for numbers and codes (phone, ZIP, reference
 * numbers), never for names, where `a` would wrongly refuse "José". `*` overrides imask's
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

/**
 * US phone, `(555) 123-4567`. A leading 1 typed or pasted first is the country code (no US area
 * code starts with 1), so it is dropped: pasting or autofilling "+1 555 123 4567" gives
 * (555) 123-4567, not (155) 512-3456. Tail re-appends after an edit are left alone.
 */
export const PHONE_MASK: MaskDefinition = definePattern('(000) 000-0000', {
  prepareChar: (ch: string, masked: Masked, flags: AppendFlags) => (!flags.tail && ch === '1' && masked.unmaskedValue === '' ? '' : ch),
})

/** ZIP code, five digits with an optional ZIP+4: `12345` or `12345-6789`. */
export const ZIP_MASK: MaskDefinition = definePattern('00000[-0000]')

/** Years a date field accepts: everyone living or recently died, and plans decades ahead. */
export const DATE_YEARS = { from: 1900, to: 2099 } as const

const DATE_SEPARATOR = /^[/.\- ]$/
const DIGIT = /^[0-9]$/
const ISO_DATE = /^(\d{4})-(\d{1,2})-(\d{1,2})$/

/**
 * Pads a lone month or day digit with a zero, so typing "3" gives `03/` and pasting "3/5/1950"
 * gives `03/05/1950` (an ISO `1950-03-05` too). `before` is what is already in the field before
 * the insertion point.
 * imask's own `autofix: 'pad'` would pad too, but it also clamps (month 13 becomes 12),
 * silently changing a date someone typed; here an impossible digit is simply not accepted.
 */
export function padDateInput(before: string, chunk: string): string {
  let digits = before.replace(/[^0-9]/g, '').length
  let out = ''
  // Browsers may autofill or paste an ISO date (1950-03-28) into a birthday field.
  const iso = digits === 0 ? ISO_DATE.exec(chunk.trim()) : null
  const input = iso ? `${iso[2]}/${iso[3]}/${iso[1]}` : chunk
  for (const ch of input) {
    if (DIGIT.test(ch)) {
      // The first digit of a month above 1, or of a day above 3, can only be a single-digit part.
      const highestFirstDigit = digits === 0 ? '1' : digits === 2 ? '3' : null
      if (highestFirstDigit !== null && ch > highestFirstDigit) {
        out += `0${ch}`
        digits += 2
      } else {
        out += ch
        digits += 1
      }
    } else if (DATE_SEPARATOR.test(ch)) {
      // A separator right after a part's first digit (typed in this same chunk) ends the part.
      const lastTyped = out.at(-1)
      if ((digits === 1 || digits === 3) && lastTyped !== undefined && DIGIT.test(lastTyped)) {
        out = `${out.slice(0, -1)}0${lastTyped}`
        digits += 1
      }
      out += '/'
    } else {
      out += ch
    }
  }
  return out
}

/**
 * US date, `MM/DD/YYYY`: month 01–12, day 01–31, year {@link DATE_YEARS}. Whether the day exists
 * in that month (02/30) is for the schema (`parseUsDate` in `src/lib/us-date.ts`), with a message,
 * not for the mask, which could only refuse the keystroke without saying why.
 */
export const DATE_MASK: MaskDefinition = definePattern('MM/DD/YYYY', {
  blocks: {
    MM: { mask: MaskedRange, from: 1, to: 12, maxLength: 2 },
    DD: { mask: MaskedRange, from: 1, to: 31, maxLength: 2 },
    YYYY: { mask: MaskedRange, from: DATE_YEARS.from, to: DATE_YEARS.to, maxLength: 4 },
  },
  prepare: (chunk: string, masked: Masked, flags: AppendFlags) => (flags.tail ? chunk : padDateInput(masked.value, chunk)),
})

/** Formats any raw text as if it had been typed into the masked field: `5551234567` → `(555) 123-4567`. */
export function applyMask(raw: string, mask: MaskDefinition): string {
  return pipe(raw, mask, PIPE_TYPE.MASKED, PIPE_TYPE.MASKED)
}

/** The characters a person entered, without the mask's fixed ones: `(555) 123-4567` → `5551234567`. */
export function unmask(value: string, mask: MaskDefinition): string {
  return pipe(value, mask, PIPE_TYPE.MASKED, PIPE_TYPE.UNMASKED)
}

/** The display form of an unmasked value: `5551234567` → `(555) 123-4567`. */
export function maskUnmasked(unmasked: string, mask: MaskDefinition): string {
  return pipe(unmasked, mask, PIPE_TYPE.UNMASKED, PIPE_TYPE.MASKED)
}

/** Whether every required slot of the mask is filled (the optional ZIP+4 part is not required). */
export function isMaskComplete(value: string, mask: MaskDefinition): boolean {
  const masked = createMask(mask)
  masked.resolve(value)
  return masked.isComplete
}
