import { beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { fieldErrors, installValidationMessages } from '#contract/validation.ts'
import { RedirectsQuerySchema } from '#contract/redirects.ts'

/** The message of the first issue when `schema` parses `value`. */
function messageOf(schema: z.ZodType, value: unknown): string | undefined {
  const parsed = schema.safeParse(value)
  return parsed.success ? undefined : parsed.error.issues[0]?.message
}

beforeAll(() => installValidationMessages())

describe('form messages (spec §5)', () => {
  it('missing or null: This field is required', () => {
    expect(messageOf(z.object({ name: z.string() }), {})).toBe('This field is required')
    expect(messageOf(z.string(), null)).toBe('This field is required')
    expect(messageOf(z.number(), undefined)).toBe('This field is required')
    expect(messageOf(z.enum(['a', 'b']), undefined)).toBe('This field is required')
    expect(messageOf(z.union([z.string(), z.number()]), null)).toBe('This field is required')
  })

  it('a blank answer to a required text, select or email is missing too', () => {
    expect(messageOf(z.string().min(1), '')).toBe('This field is required')
    expect(messageOf(z.string().min(2), '')).toBe('This field is required')
    expect(messageOf(z.enum(['a', 'b']), '')).toBe('This field is required')
    expect(messageOf(z.email(), '')).toBe('This field is required')
    expect(messageOf(z.string().min(2), 'a')).toBe('Must be at least 2 characters')
  })

  it('wrong type: Expected {type}', () => {
    expect(messageOf(z.string(), 42)).toBe('Expected string')
    expect(messageOf(z.number(), 'x')).toBe('Expected number')
    expect(messageOf(z.array(z.string()), 'x')).toBe('Expected array')
  })

  it('string length: Must be at least N characters / Cannot exceed N characters', () => {
    expect(messageOf(z.string().min(3), 'ab')).toBe('Must be at least 3 characters')
    expect(messageOf(z.string().max(5), 'abcdefg')).toBe('Cannot exceed 5 characters')
  })

  it('number bounds: Must be at least N / Cannot exceed N', () => {
    expect(messageOf(z.number().min(1), 0)).toBe('Must be at least 1')
    expect(messageOf(z.number().max(100), 101)).toBe('Cannot exceed 100')
    expect(messageOf(z.int().min(2), 1)).toBe('Must be at least 2')
  })

  it('array size: Must have at least N items / Cannot have more than N items', () => {
    expect(messageOf(z.array(z.string()).min(2), ['a'])).toBe('Must have at least 2 items')
    expect(messageOf(z.array(z.string()).max(1), ['a', 'b'])).toBe('Cannot have more than 1 items')
  })

  it('formats: email, URL, pattern, other string failures', () => {
    expect(messageOf(z.email(), 'nobody')).toBe('Please enter a valid email address')
    expect(messageOf(z.string().email(), 'nobody@')).toBe('Please enter a valid email address')
    expect(messageOf(z.url(), 'not a url')).toBe('Please enter a valid URL')
    expect(messageOf(z.string().regex(/^\d{5}$/), '12ab')).toBe('Please enter a valid format')
    expect(messageOf(z.string().startsWith('/'), 'staff')).toBe('Invalid string')
    expect(messageOf(z.uuid(), 'x')).toBe('Invalid string')
  })

  it('invalid enumeration: Invalid option selected. Valid options are: {list of options}', () => {
    expect(messageOf(z.enum(['Square', 'Rounded', 'Soft Square']), 'Oval')).toBe(
      'Invalid option selected. Valid options are: Square, Rounded, Soft Square',
    )
    expect(messageOf(z.enum(['pre-plan-self', 'pre-plan-other', 'at-need']), 'later')).toBe(
      'Invalid option selected. Valid options are: pre-plan-self, pre-plan-other, at-need',
    )
  })

  it('other failures keep the default message', () => {
    expect(messageOf(z.number().multipleOf(5), 7)).toBe('Invalid number: must be a multiple of 5')
    expect(
      messageOf(
        z.string().refine((s) => s === 'yes'),
        'no',
      ),
    ).toBe('Invalid input')
    // An exclusive bound has no spec wording; "Must be at least 0" would be wrong for it.
    expect(messageOf(z.number().positive(), 0)).toBe('Too small: expected number to be >0')
  })

  it('leaves a message a schema sets itself', () => {
    expect(messageOf(z.string().min(1, 'Tell us your name'), '')).toBe('Tell us your name')
  })
})

describe('fieldErrors', () => {
  const Signup = z.object({
    email: z.email(),
    name: z.string().min(2).max(5),
    address: z.object({ city: z.string() }),
    lines: z.array(z.object({ itemId: z.number() })),
  })

  it('gives the first message per field, keyed by the dotted path', () => {
    const parsed = Signup.safeParse({ email: 'x', name: 'abcdefghijkl', address: {}, lines: [{ itemId: 'one' }] })
    expect(parsed.success).toBe(false)
    expect(fieldErrors(parsed.error!)).toEqual({
      email: 'Please enter a valid email address',
      name: 'Cannot exceed 5 characters',
      'address.city': 'This field is required',
      'lines.0.itemId': 'Expected number',
    })
  })

  it('keeps only the first of several messages for one field', () => {
    const parsed = z.object({ code: z.string().min(3).regex(/^\d+$/) }).safeParse({ code: 'a' })
    expect(fieldErrors(parsed.error!)).toEqual({ code: 'Must be at least 3 characters' })
  })

  it('keys an issue about the whole value by the root key', () => {
    const parsed = RedirectsQuerySchema.safeParse('nope')
    expect(fieldErrors(parsed.error!, 'query')).toEqual({ query: 'Expected object' })
    expect(fieldErrors(parsed.error!)).toEqual({ '': 'Expected object' })
  })
})
