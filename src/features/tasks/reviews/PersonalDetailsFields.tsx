import { EDUCATION_LEVELS, MARITAL_STATUSES, MILITARY_BRANCHES } from '#contract/case-details.ts'
import { definePattern } from '#src/lib/masks.ts'
import { withFieldGroup } from '#src/ui/fields/form.ts'
import { EDUCATION_LABELS, EMPTY_DETAILS, MARITAL_LABELS } from './details-form.ts'

const YEAR_MASK = definePattern('0000')

function options<T extends string>(values: readonly T[], labels?: Readonly<Record<T, string>>) {
  return values.map((value) => ({ value, label: labels ? labels[value] : value }))
}

/**
 * The decedent's personal details as the family's add-details form asks them, and as the studio
 * corrects them by the same rules (`<PersonalDetailsFields form={form} fields={DETAILS_FIELDS} … />`
 * places them on a form's own top-level names, so a 422 lands beside its field in either form).
 * `residenceHint` names the person where the family's form can.
 */
export const PersonalDetailsFields = withFieldGroup({
  defaultValues: EMPTY_DETAILS,
  props: {} as { residenceHint: string },
  render: function PersonalDetailsFieldsRender({ group, residenceHint }) {
    return (
      <>
        <fieldset className="details-form__group">
          <legend>Name</legend>
          <group.AppField name="firstName">{(f) => <f.TextField label="First name" autoComplete="off" required />}</group.AppField>
          <group.AppField name="middleName">{(f) => <f.TextField label="Middle name" autoComplete="off" />}</group.AppField>
          <group.AppField name="lastName">{(f) => <f.TextField label="Last name" autoComplete="off" required />}</group.AppField>
          <group.AppField name="suffix">
            {(f) => <f.TextField label="Suffix" hint="For example: Jr., Sr., III." autoComplete="off" width="short" />}
          </group.AppField>
          <group.AppField name="preferredName">
            {(f) => <f.TextField label="Known as" hint="A nickname or the name people used." autoComplete="off" />}
          </group.AppField>
          <group.AppField name="maidenName">{(f) => <f.TextField label="Maiden name" autoComplete="off" />}</group.AppField>
        </fieldset>
        <fieldset className="details-form__group">
          <legend>Birth and death</legend>
          <group.AppField name="birthDate">{(f) => <f.DateField label="Date of birth" />}</group.AppField>
          <group.AppField name="birthPlace">
            {(f) => <f.TextField label="Place of birth" hint="City and state, or country." autoComplete="off" />}
          </group.AppField>
          <group.AppField name="deathDate">{(f) => <f.DateField label="Date of death" />}</group.AppField>
          <group.AppField name="deathPlace">
            {(f) => <f.TextField label="Place of death" hint="City and state, or the hospital's name." autoComplete="off" />}
          </group.AppField>
          <group.AppField name="residence">{(f) => <f.TextField label="Home" hint={residenceHint} autoComplete="off" />}</group.AppField>
        </fieldset>
        <fieldset className="details-form__group">
          <legend>Family</legend>
          <group.AppField name="fatherName">{(f) => <f.TextField label="Father's full name" autoComplete="off" />}</group.AppField>
          <group.AppField name="motherName">
            {(f) => <f.TextField label="Mother's full name" hint="Her name before marriage, if it changed." autoComplete="off" />}
          </group.AppField>
          <group.AppField name="maritalStatus">
            {(f) => <f.SelectField label="Marital status" options={options(MARITAL_STATUSES, MARITAL_LABELS)} />}
          </group.AppField>
          <group.AppField name="spouseName">{(f) => <f.TextField label="Spouse's full name" autoComplete="off" />}</group.AppField>
        </fieldset>
        <fieldset className="details-form__group">
          <legend>Education and work</legend>
          <group.AppField name="education">
            {(f) => <f.SelectField label="Highest education" options={options(EDUCATION_LEVELS, EDUCATION_LABELS)} />}
          </group.AppField>
          <group.AppField name="schools">{(f) => <f.TextField label="Schools" autoComplete="off" />}</group.AppField>
          <group.AppField name="occupation">
            {(f) => <f.TextField label="Occupation" hint="The work done for most of their life." autoComplete="off" />}
          </group.AppField>
          <group.AppField name="employer">{(f) => <f.TextField label="Employer" autoComplete="off" />}</group.AppField>
        </fieldset>
        <fieldset className="details-form__group">
          <legend>Military service</legend>
          <group.AppField name="military.branch">
            {(f) => (
              <f.SelectField
                label="Branch"
                hint="Leave empty if there was no military service."
                options={options(MILITARY_BRANCHES)}
                placeholder="No military service"
              />
            )}
          </group.AppField>
          <group.AppField name="military.rank">{(f) => <f.TextField label="Rank" autoComplete="off" />}</group.AppField>
          <group.AppField name="military.fromYear">
            {(f) => (
              <f.MaskedField
                label="Served from (year)"
                hint="Four numbers, for example 1962."
                mask={YEAR_MASK}
                inputMode="numeric"
                width="short"
              />
            )}
          </group.AppField>
          <group.AppField name="military.toYear">
            {(f) => (
              <f.MaskedField
                label="Served until (year)"
                hint="Four numbers, for example 1966."
                mask={YEAR_MASK}
                inputMode="numeric"
                width="short"
              />
            )}
          </group.AppField>
          <group.AppField name="military.honors">{(f) => <f.TextField label="Honors" autoComplete="off" />}</group.AppField>
        </fieldset>
        <fieldset className="details-form__group">
          <legend>Anything else</legend>
          <group.AppField name="religion">{(f) => <f.TextField label="Religion or faith" autoComplete="off" />}</group.AppField>
          <group.AppField name="notes">
            {(f) => (
              <f.TextareaField label="Notes for the funeral home" hint="Anything the funeral home should know." maxLength={4000} rows={4} />
            )}
          </group.AppField>
        </fieldset>
      </>
    )
  },
})
