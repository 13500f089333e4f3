import { describe, expect, it } from 'vitest'
import { typedDiffers, typedPreview } from '#src/features/studio/obituary-preview.ts'
import type { ObituaryValues } from '#src/features/studio/obituary-values.ts'

const SAVED: ObituaryValues = {
  firstName: 'Iris',
  middleName: '',
  lastName: 'Deskwood',
  birthDate: '03/02/1940',
  deathDate: '11/30/2026',
  text: 'Iris loved the sea.',
}

describe("the desk's preview of words not yet saved", () => {
  it('reads what is typed as the public page would: names trimmed, no empty middle name, only whole dates', () => {
    const preview = typedPreview({ ...SAVED, firstName: ' Iris ', middleName: '  ', birthDate: '03/0', text: 'New words.' }, null)
    expect(preview).toEqual({
      firstName: 'Iris',
      middleName: null,
      lastName: 'Deskwood',
      birthDate: null,
      deathDate: '2026-11-30',
      text: 'New words.',
      photo: null,
    })
  })

  it('shows only when something differs from what is saved', () => {
    expect(typedDiffers(undefined, SAVED)).toBe(false)
    expect(typedDiffers({ ...SAVED }, SAVED)).toBe(false)
    expect(typedDiffers({ ...SAVED, lastName: 'Deskwood ' }, SAVED)).toBe(false)
    expect(typedDiffers({ ...SAVED, text: 'Iris loved the sea.\n\nAnd the hills.' }, SAVED)).toBe(true)
    expect(typedDiffers({ ...SAVED, deathDate: '12/01/2026' }, SAVED)).toBe(true)
  })
})
