import { z } from 'zod'
import { VALIDATION_MESSAGES } from './validation-messages.ts'

/**
 * The one string schema for text people write (issue 35 point 6, decision 040): names, places,
 * titles, captions, comments, messages, notes, addresses, search words. What is not text is
 * refused with a plain message, before it is stored, mailed or shown: NUL and the other control
 * characters (they end strings in C, split mail headers, vanish on screen), DEL and the C1
 * controls, the bidi embeddings and overrides U+202A–U+202E and isolates U+2066–U+2069 (they turn
 * "gnp.exe" into "exe.png" and reorder a name in a mail), and halves of a UTF-16 pair without the
 * other (not text at all: D1, mail and JSON encoders mangle them). What is left is normalised to
 * NFC, so "é" typed as e + ◌́ and "é" typed at once are the same name, one length, one search.
 *
 * Emails, URLs, ids, tokens, passwords, enums and dates keep their own schemas: they are not text.
 * tests/unit/contract-text-fields.test.ts walks every input schema for a text field left plain.
 */

// oxlint-disable-next-line no-control-regex -- control characters are what this refuses
const NOT_IN_A_LINE = /[\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069\p{Cs}]/u
/** The same, but text that runs over lines keeps its line breaks and tabs. */
// oxlint-disable-next-line no-control-regex -- control characters are what this refuses
const NOT_IN_TEXT = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069\p{Cs}]/u

/** Whether `value` is one line of text: no character `line()` refuses. */
export function isLineText(value: string): boolean {
  return !NOT_IN_A_LINE.test(value)
}

/** Whether `value` is text over lines: no character `text()` refuses (line breaks and tabs are fine). */
export function isMultilineText(value: string): boolean {
  return !NOT_IN_TEXT.test(value)
}

/** The check of a single line; one instance, so a schema built with `line()` can be recognised by it. */
export const LINE_CHARACTERS = z.refine<string>(isLineText, { message: VALIDATION_MESSAGES.characters })
/** The check of text over several lines (`text()`). */
export const TEXT_CHARACTERS = z.refine<string>(isMultilineText, { message: VALIDATION_MESSAGES.characters })

/**
 * One line of text: a name, a place, a title, a caption, an address line, a search. Trimmed,
 * NFC, no control or bidi-override characters (a tab or a line break included); at most `max`
 * characters (counted after normalising). Chain `.min(1)` for a required one.
 */
export function line(max?: number): z.ZodString {
  const checked = z.string().trim().normalize('NFC').check(LINE_CHARACTERS)
  return max === undefined ? checked : checked.max(max)
}

/**
 * Text that may run over several lines: a message, a comment, notes, an obituary, a paragraph.
 * As `line()`, but line breaks and tabs stay; a Windows or old Mac line break (CR LF, CR) is
 * stored as one LF, as browsers send a textarea's.
 */
export function text(max?: number): z.ZodString {
  const checked = z
    .string()
    .overwrite((value) => value.replace(/\r\n?/g, '\n'))
    .trim()
    .normalize('NFC')
    .check(TEXT_CHARACTERS)
  return max === undefined ? checked : checked.max(max)
}
