import { parseVtt, VTT_MESSAGES, vttText } from '#contract/studio-video-vtt.ts'
import { fileProblem } from '#src/features/tasks/index.ts'

/**
 * What is wrong with a captions file, before it is sent: the upload rules of `captions` (type,
 * size), then the same WebVTT check the api makes, each problem naming its line. Empty: it may go.
 */
export async function captionsProblems(file: File, durationSeconds: number | null): Promise<string[]> {
  const problem = fileProblem('captions', file)
  if (problem) return [problem]
  let bytes: Uint8Array
  try {
    bytes = new Uint8Array(await file.arrayBuffer())
  } catch {
    return ['This file could not be read. Please choose it again.']
  }
  const source = vttText(bytes)
  if (source === undefined) return [VTT_MESSAGES.notText]
  const parsed = parseVtt(source, durationSeconds ?? undefined)
  return parsed.ok ? [] : parsed.problems
}
