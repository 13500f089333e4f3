import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { checkInput, fieldErrors, parseInput, problemOf, withMessages } from '#contract/validation.ts'
import { RedirectsQuerySchema } from '#contract/redirects.ts'

/** The message of the first issue when `schema` parses `value` (as every form and the api parse: no global error map). */
function messageOf(schema: z.ZodType, value: unknown): string | undefined {
  const parsed = parseInput(schema, value)
  return parsed.success ? undefined : parsed.error.issues[0]?.message
}

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

  it('wrong type: Expected {type}, the type in plain words', () => {
    expect(messageOf(z.string(), 42)).toBe('Expected text')
    expect(messageOf(z.number(), 'x')).toBe('Expected a number')
    expect(messageOf(z.number().int(), 1.5)).toBe('Expected a whole number')
    expect(messageOf(z.boolean(), 'yes')).toBe('Expected yes or no')
    expect(messageOf(z.array(z.string()), 'x')).toBe('Expected a list')
    expect(messageOf(z.object({}), 'x')).toBe('Expected a set of answers')
    // No plain reading of the type: the default sentence, never "Expected symbol".
    expect(messageOf(z.symbol(), 'x')).toBe('Please check this answer')
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
    // A format zod checks with a pattern is a failed pattern; a date that is no date says so.
    expect(messageOf(z.uuid(), 'x')).toBe('Please enter a valid format')
    expect(messageOf(z.iso.date(), '2020-02-31')).toBe('Please enter a real date')
    expect(messageOf(z.iso.datetime(), 'yesterday')).toBe('Please enter a real date')
  })

  it('invalid enumeration: Invalid option selected. Valid options are: {list of options}', () => {
    expect(messageOf(z.enum(['Square', 'Rounded', 'Soft Square']), 'Oval')).toBe(
      'Invalid option selected. Valid options are: Square, Rounded, Soft Square',
    )
    expect(messageOf(z.enum(['pre-plan-self', 'pre-plan-other', 'at-need']), 'later')).toBe(
      'Invalid option selected. Valid options are: pre-plan-self, pre-plan-other, at-need',
    )
  })

  it('a discriminated union names its options; a value that is not an option a person reads gets the default', () => {
    const Delivery = z.discriminatedUnion('method', [
      z.object({ method: z.literal('address') }),
      z.object({ method: z.literal('service') }),
    ])
    expect(messageOf(Delivery, { method: 'drone' })).toBe('Invalid option selected. Valid options are: address, service')
    expect(messageOf(z.literal(true), false)).toBe('Please check this answer')
  })

  it("other failures get a plain sentence, never zod's default", () => {
    expect(messageOf(z.number().multipleOf(5), 7)).toBe('Must be a multiple of 5')
    expect(
      messageOf(
        z.string().refine((s) => s === 'yes'),
        'no',
      ),
    ).toBe('Please check this answer')
    // An exclusive bound: "Must be at least 0" would be wrong for it.
    expect(messageOf(z.number().positive(), 0)).toBe('Must be more than 0')
    expect(messageOf(z.number().lt(10), 10)).toBe('Must be less than 10')
    expect(messageOf(z.union([z.string(), z.number()]), true)).toBe('Please check this answer')
  })

  it("needs no global error map: a plain safeParse keeps zod's words, parseInput gives ours", () => {
    expect(z.string().min(1).safeParse('a'.repeat(0)).error?.issues[0]?.message).toMatch(/expected string/)
    expect(messageOf(z.string().min(1), '')).toBe('This field is required')
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
    const parsed = parseInput(Signup, { email: 'x', name: 'abcdefghijkl', address: {}, lines: [{ itemId: 'one' }] })
    expect(parsed.success).toBe(false)
    expect(fieldErrors(parsed.error!)).toEqual({
      email: 'Please enter a valid email address',
      name: 'Cannot exceed 5 characters',
      'address.city': 'This field is required',
      'lines.0.itemId': 'Expected a number',
    })
  })

  it('keeps only the first of several messages for one field', () => {
    const parsed = parseInput(z.object({ code: z.string().min(3).regex(/^\d+$/) }), { code: 'a' })
    expect(fieldErrors(parsed.error!)).toEqual({ code: 'Must be at least 3 characters' })
  })

  it('keys an issue about the whole value by the root key', () => {
    const parsed = parseInput(RedirectsQuerySchema, 'nope')
    expect(fieldErrors(parsed.error!, 'query')).toEqual({ query: 'Expected a set of answers' })
    expect(fieldErrors(parsed.error!)).toEqual({ '': 'Expected a set of answers' })
    expect(checkInput(RedirectsQuerySchema, 'nope')).toEqual({ success: false, errors: { '': 'Expected a set of answers' } })
  })
})

describe('problemOf: what a 422 says as a whole', () => {
  it('says the message of the value as a whole, otherwise to check the fields, never a field path', () => {
    expect(problemOf({ '': 'Expected a set of answers' })).toBe('Expected a set of answers')
    expect(problemOf({ deathDate: 'Please enter a real date' })).toBe('Please check the boxes with a message above.')
    expect(problemOf({ firstName: 'This field is required', '': 'x' })).toBe('Please check the boxes with a message above.')
  })
})

describe('withMessages: the Standard Schema a form validates with', () => {
  it('reports issues with the spec §5 messages and their paths', async () => {
    const schema = withMessages(z.object({ region: z.string().regex(/^[A-Z]{2}$/), name: z.string().min(1) }))
    const result = await schema['~standard'].validate({ region: 'ny', name: '' })
    expect(result.issues?.map((i) => [i.path, i.message])).toEqual([
      [['region'], 'Please enter a valid format'],
      [['name'], 'This field is required'],
    ])
    expect(await schema['~standard'].validate({ region: 'NY', name: 'Ann' })).toEqual({ value: { region: 'NY', name: 'Ann' } })
  })

  it('awaits async checks', async () => {
    const schema = withMessages(z.string().refine(async (s) => s === 'yes'))
    expect(await schema['~standard'].validate('no')).toMatchObject({ issues: [{ message: 'Please check this answer' }] })
  })
})
