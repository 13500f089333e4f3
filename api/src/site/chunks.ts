/**
 * Pure: items cut into consecutive runs for multi-row inserts that D1 takes. A statement may bind
 * at most 100 parameters (D1's limit), so a run holds at most `maxItems`; and it carries at most
 * `maxBytes` of data (a lone larger item gets a run of its own), so no statement sends more than
 * one row may hold. Fewer statements than one insert per row keep a large site's save well under
 * the queries one Worker invocation may make.
 */
export function chunkBySize<T>(items: readonly T[], maxItems: number, maxBytes: number, bytesOf: (item: T) => number): T[][] {
  if (!Number.isInteger(maxItems) || maxItems < 1) throw new RangeError('maxItems must be a positive integer')
  const runs: T[][] = []
  let run: T[] = []
  let runBytes = 0
  for (const item of items) {
    const bytes = bytesOf(item)
    if (run.length > 0 && (run.length >= maxItems || runBytes + bytes > maxBytes)) {
      runs.push(run)
      run = []
      runBytes = 0
    }
    run.push(item)
    runBytes += bytes
  }
  if (run.length > 0) runs.push(run)
  return runs
}

/** D1's limit on bound parameters per statement. */
export const D1_MAX_BOUND_PARAMETERS = 100
