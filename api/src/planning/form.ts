import { asc, eq } from 'drizzle-orm'
import type { PlanningField, PlanningForm, PlanningSection } from '#contract/planning.ts'
import { planningFields, planningSections } from '../db/schema.ts'
import type { Db } from '../db/client.ts'

type FieldRow = typeof planningFields.$inferSelect

export function toPlanningField(row: FieldRow): PlanningField {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    required: row.required,
    ...(row.options ? { options: row.options } : {}),
    ...(row.maxLength !== null ? { maxLength: row.maxLength } : {}),
    ...(row.hint ? { hint: row.hint } : {}),
    value: row.defaultValue ?? (row.type === 'checkbox' ? false : ''),
    ...(row.noFuture ? { noFuture: true } : {}),
    ...(row.planTypes ? { planTypes: row.planTypes } : {}),
    ...(row.addressParts ? { addressParts: row.addressParts } : {}),
  }
}

/** A company's planning form: sections in order, each with its fields in order (one round trip). */
export async function loadPlanningForm(db: Db, companyId: number): Promise<PlanningForm> {
  const [sections, fields] = await db.batch([
    db
      .select()
      .from(planningSections)
      .where(eq(planningSections.companyId, companyId))
      .orderBy(asc(planningSections.position), asc(planningSections.id)),
    db
      .select()
      .from(planningFields)
      .where(eq(planningFields.companyId, companyId))
      .orderBy(asc(planningFields.position), asc(planningFields.id)),
  ])
  const bySection = new Map<number, PlanningField[]>()
  for (const field of fields) {
    const list = bySection.get(field.sectionId) ?? []
    list.push(toPlanningField(field))
    bySection.set(field.sectionId, list)
  }
  return {
    sections: sections.map((s): PlanningSection => ({
      urlKey: s.urlKey,
      name: s.name,
      decedentDetails: s.decedentDetails,
      fields: bySection.get(s.id) ?? [],
    })),
  }
}
