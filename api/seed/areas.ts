import { seed as arrangements } from './arrangements.ts'
import { seed as blog } from './blog.ts'
import { seed as cases } from './cases.ts'
import { seed as family } from './family.ts'
import { seed as familyMedia } from './family-media.ts'
import { seed as obituaries } from './obituaries.ts'
import { seed as planning } from './planning.ts'
import { seed as shop } from './shop.ts'
import type { Seeder } from './types.ts'

/**
 * Each area's demo rows, in foreign-key order: the family cases and their members first, then
 * the public obituaries' cases, the family areas, what is arranged for them, their files, then blog, shop and planning.
 */
export const AREA_SEEDERS: readonly Seeder[] = [cases, obituaries, family, arrangements, familyMedia, blog, shop, planning]
