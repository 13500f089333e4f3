/**
 * WebVTT captions checked the same way in the browser (before sending) and in the api (before
 * storing): a plain parser of the parts of the format a captions file uses (the WEBVTT line, cue
 * times and their words; NOTE, STYLE and REGION blocks are passed over), and sentences that name
 * the line to fix, since the person fixing it opens the file in a text editor. No zod, so the
 * studio's screen checks a file without loading a schema. Decision 060.
 */

export type Cue = { line: number; startSeconds: number; endSeconds: number; text: string }

export type VttResult = { ok: true; cues: Cue[] } | { ok: false; problems: string[] }

/** At most this many problems are named: the first few are what the person fixes first. */
export const VTT_MAX_PROBLEMS = 5

export const VTT_MESSAGES = {
  header: 'Line 1: a captions file starts with the word WEBVTT on its first line.',
  empty: 'The file has no captions: add at least one line of times, such as 00:00:01.000 --> 00:00:04.000, and the words under it.',
  notText: 'This file is not plain text (UTF-8). Please save the captions as a WebVTT (.vtt) file and choose it again.',
} as const

const TIME = /^(?:(\d{2,}):)?([0-5]\d):([0-5]\d)\.(\d{3})$/

/** Seconds of a WebVTT time (`01:02.500`, `1:02:03.000` is refused: hours have two digits or more), or undefined. */
export function vttSeconds(value: string): number | undefined {
  const match = TIME.exec(value)
  if (!match) return undefined
  const [, hours = '0', minutes = '0', seconds = '0', millis = '0'] = match
  return Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds) + Number(millis) / 1000
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0')

/** `00:01:02.500`: a time as a captions file writes it, for messages. */
export function vttTime(totalSeconds: number): string {
  const millis = Math.round(totalSeconds * 1000)
  const h = Math.floor(millis / 3_600_000)
  const m = Math.floor((millis % 3_600_000) / 60_000)
  const s = Math.floor((millis % 60_000) / 1000)
  return `${pad(h)}:${pad(m)}:${pad(s)}.${pad(millis % 1000, 3)}`
}

/** What is wrong with a time as written, in words a person can act on. */
function timeProblem(line: number, value: string): string {
  if (/^[\d:]+,\d{3}$/.test(value)) {
    return `Line ${line}: the time “${value}” uses a comma, as SubRip (.srt) files do; WebVTT writes ${value.replace(',', '.')}.`
  }
  return `Line ${line}: “${value}” is not a time; write it as hours, minutes, seconds and thousandths, such as 00:01:02.500.`
}

type Block = { first: number; lines: string[] }

function blocksOf(lines: string[]): Block[] {
  const blocks: Block[] = []
  let current: Block | undefined
  lines.forEach((text, index) => {
    if (text.trim() === '') {
      current = undefined
      return
    }
    if (!current) {
      current = { first: index + 1, lines: [] }
      blocks.push(current)
    }
    current.lines.push(text)
  })
  return blocks
}

/** One cue block's cue, or the problems found in it. `previousStart` keeps cues in time order. */
function cueOf(block: Block, previousStart: number, durationSeconds: number | undefined): Cue | string[] {
  const timingIndex = block.lines.findIndex((l) => l.includes('-->'))
  if (timingIndex === -1) {
    const shown = (block.lines[0] ?? '').slice(0, 40)
    return [`Line ${block.first}: “${shown}” has no times above it; a caption needs a line such as 00:00:01.000 --> 00:00:04.000.`]
  }
  if (timingIndex > 1) {
    return [
      `Line ${block.first + timingIndex}: the times must come first in a caption (after at most one name line); leave a blank line between captions.`,
    ]
  }
  const line = block.first + timingIndex
  const [startText = '', rest = ''] = (block.lines[timingIndex] ?? '').split('-->').map((p) => p.trim())
  const endText = rest.split(/\s+/)[0] ?? ''
  const problems: string[] = []
  const start = vttSeconds(startText)
  const end = vttSeconds(endText)
  if (start === undefined) problems.push(timeProblem(line, startText))
  if (end === undefined) problems.push(timeProblem(line, endText))
  if (start === undefined || end === undefined) return problems
  if (end <= start) problems.push(`Line ${line}: the caption ends (${endText}) before it starts (${startText}).`)
  if (start < previousStart) {
    problems.push(`Line ${line}: this caption starts (${startText}) before the one above it; captions go in the order they are shown.`)
  }
  if (durationSeconds !== undefined && start >= durationSeconds) {
    problems.push(`Line ${line}: the caption starts at ${startText}, after the video ends (${vttTime(durationSeconds)}).`)
  }
  if (problems.length > 0) return problems
  return { line, startSeconds: start, endSeconds: end, text: block.lines.slice(timingIndex + 1).join('\n') }
}

const SKIPPED_BLOCKS = /^(NOTE|STYLE|REGION)(\s|$)/

/**
 * The cues of a WebVTT file, or the problems that keep it from being one (each naming its line).
 * `durationSeconds`, when the video's length is known, refuses a caption that starts after it.
 */
export function parseVtt(source: string, durationSeconds?: number): VttResult {
  const lines = source.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/)
  if (!/^WEBVTT($|[ \t])/.test(lines[0] ?? '')) return { ok: false, problems: [VTT_MESSAGES.header] }
  const [, ...cueBlocks] = blocksOf(lines)
  const cues: Cue[] = []
  const problems: string[] = []
  let previousStart = 0
  for (const block of cueBlocks) {
    if (SKIPPED_BLOCKS.test(block.lines[0] ?? '')) continue
    const cue = cueOf(block, previousStart, durationSeconds)
    if (Array.isArray(cue)) problems.push(...cue)
    else {
      cues.push(cue)
      previousStart = cue.startSeconds
    }
    if (problems.length >= VTT_MAX_PROBLEMS) break
  }
  if (problems.length > 0) return { ok: false, problems: problems.slice(0, VTT_MAX_PROBLEMS) }
  if (cues.length === 0) return { ok: false, problems: [VTT_MESSAGES.empty] }
  return { ok: true, cues }
}

/** The bytes of a captions file as text, or undefined when they are not UTF-8. */
export function vttText(bytes: Uint8Array): string | undefined {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return undefined
  }
}
