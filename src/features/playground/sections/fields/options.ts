import type { RadioOption } from '#src/ui/fields/RadioGroupField.tsx'
import type { FieldOption } from '#src/ui/fields/SelectField.tsx'

export const RELATIONSHIPS: readonly FieldOption[] = [
  { value: 'spouse', label: 'Spouse or partner' },
  { value: 'child', label: 'Son or daughter' },
  { value: 'parent', label: 'Parent' },
  { value: 'sibling', label: 'Brother or sister' },
  { value: 'friend', label: 'Friend' },
  { value: 'other', label: 'Someone else' },
]

export const CONTACT_METHODS: readonly RadioOption[] = [
  { value: 'phone', label: 'Phone call' },
  { value: 'email', label: 'Email' },
  { value: 'text', label: 'Text message', hint: 'To the phone number above.' },
]
