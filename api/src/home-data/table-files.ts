import { MONEY_FILES } from './table-files-money.ts'
import { PEOPLE_FILES } from './table-files-people.ts'
import type { TableFile } from './table-file.ts'

/** Every file of the archive that is one table, in the order the README lists them. */
export const TABLE_FILES: readonly TableFile[] = [...PEOPLE_FILES, ...MONEY_FILES]
