import { US_STATES } from '#contract/planning-constants.ts'
import { ZIP_MASK } from '#src/lib/masks.ts'
import { withFieldGroup } from './form.ts'

/** A US postal address as a form types it: every part text, the state its two letters. */
export type AddressValues = { line1: string; line2: string; city: string; region: string; postalCode: string }

/**
 * The US address fields every form asks the same way (street, apartment, city, state select,
 * masked ZIP), as a TanStack field group: `<AddressFields form={form} fields="delivery" />`
 * places them on the form's `delivery.line1`, `delivery.city` … (so a 422's errors land beside
 * them). `section` prefixes the autocomplete tokens (`shipping address-line1`) where a form asks
 * for more than one address.
 */
export const AddressFields = withFieldGroup({
  defaultValues: { line1: '', line2: '', city: '', region: '', postalCode: '' } as AddressValues,
  props: {} as { section?: 'shipping' | 'billing' },
  render: function AddressFieldsRender({ group, section }) {
    const token = (name: string) => (section ? `${section} ${name}` : name)
    return (
      <>
        <group.AppField name="line1">
          {(f) => <f.TextField label="Street address" autoComplete={token('address-line1')} required />}
        </group.AppField>
        <group.AppField name="line2">
          {(f) => <f.TextField label="Apartment, suite, etc." autoComplete={token('address-line2')} />}
        </group.AppField>
        <group.AppField name="city">
          {(f) => <f.TextField label="City" autoComplete={token('address-level2')} width="medium" required />}
        </group.AppField>
        <group.AppField name="region">
          {(f) => <f.SelectField label="State" autoComplete={token('address-level1')} options={US_STATES} required width="medium" />}
        </group.AppField>
        <group.AppField name="postalCode">
          {(f) => (
            <f.MaskedField
              label="ZIP code"
              hint="5 digits, or ZIP+4."
              mask={ZIP_MASK}
              inputMode="numeric"
              autoComplete={token('postal-code')}
              width="short"
              required
            />
          )}
        </group.AppField>
      </>
    )
  },
})
