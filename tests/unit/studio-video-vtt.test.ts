import { describe, expect, it } from 'vitest'
import { parseVtt, VTT_MAX_PROBLEMS, VTT_MESSAGES, vttSeconds, vttText, vttTime } from '#contract/studio-video-vtt.ts'

describe('vttSeconds and vttTime', () => {
  it('reads minutes:seconds.thousandths with or without hours, and writes hours always', () => {
    expect(vttSeconds('01:02.500')).toBe(62.5)
    expect(vttSeconds('01:00:00.000')).toBe(3600)
    expect(vttSeconds('100:00:00.001')).toBeCloseTo(360_000.001)
    for (const bad of ['1:02.500', '00:60.000', '00:00:61.000', '00:00:01,000', '00:00:01.00', '', 'abc'])
      expect(vttSeconds(bad)).toBeUndefined()
    expect(vttTime(62.5)).toBe('00:01:02.500')
    expect(vttTime(3725.004)).toBe('01:02:05.004')
  })
})

describe('parseVtt', () => {
  it('reads cues with names, settings, several lines of words, NOTE and STYLE blocks, a BOM and CRLF', () => {
    const source =
      '\uFEFFWEBVTT - tribute\r\nKind: captions\r\n\r\nNOTE made by the home\r\n\r\nSTYLE\r\n::cue { color: white }\r\n\r\nintro\r\n00:00.000 --> 00:03.000 align:center\r\nIn loving memory\r\nof Vera\r\n\r\n00:00:03.000 --> 00:00:08.000\r\nForever\r\n'
    const result = parseVtt(source)
    expect(result).toEqual({
      ok: true,
      cues: [
        { line: 10, startSeconds: 0, endSeconds: 3, text: 'In loving memory\nof Vera' },
        { line: 14, startSeconds: 3, endSeconds: 8, text: 'Forever' },
      ],
    })
  })

  it('says a file without WEBVTT on line 1 is not captions, and one without cues has none', () => {
    expect(parseVtt('1\n00:00:01,000 --> 00:00:02,000\nHi')).toEqual({ ok: false, problems: [VTT_MESSAGES.header] })
    expect(parseVtt('WEBVTTX\n')).toEqual({ ok: false, problems: [VTT_MESSAGES.header] })
    expect(parseVtt('WEBVTT\n\nNOTE nothing yet\n')).toEqual({ ok: false, problems: [VTT_MESSAGES.empty] })
    expect(parseVtt('')).toEqual({ ok: false, problems: [VTT_MESSAGES.header] })
  })

  it('names the line of each problem in words that say how to fix it', () => {
    const source = [
      'WEBVTT', // 1
      '',
      '00:00:01,000 --> 00:00:02.000', // 3
      'SubRip comma',
      '',
      '00:00:05.000 --> 00:00:04.000', // 6
      'Ends before it starts',
      '',
      'Words without times', // 9
      '',
      '00:00:07.000 --> 00:00:09.000', // 11
      'fine',
      '',
      '00:00:06.000 --> 00:00:10.000', // 14
      'Out of order',
      '',
      '00:00:07.000 --> soon', // 17
      'Not a time',
    ].join('\n')
    const result = parseVtt(source)
    expect(result).toEqual({
      ok: false,
      problems: [
        'Line 3: the time “00:00:01,000” uses a comma, as SubRip (.srt) files do; WebVTT writes 00:00:01.000.',
        'Line 6: the caption ends (00:00:04.000) before it starts (00:00:05.000).',
        'Line 9: “Words without times” has no times above it; a caption needs a line such as 00:00:01.000 --> 00:00:04.000.',
        'Line 14: this caption starts (00:00:06.000) before the one above it; captions go in the order they are shown.',
        'Line 17: “soon” is not a time; write it as hours, minutes, seconds and thousandths, such as 00:01:02.500.',
      ],
    })
  })

  it('refuses a caption after the end of the video when its length is known, and names at most a few problems', () => {
    expect(parseVtt('WEBVTT\n\n00:00:08.000 --> 00:00:09.000\nlate\n', 8)).toEqual({
      ok: false,
      problems: ['Line 3: the caption starts at 00:00:08.000, after the video ends (00:00:08.000).'],
    })
    expect(parseVtt('WEBVTT\n\n00:00:07.000 --> 00:00:09.000\nin time\n', 8).ok).toBe(true)
    const many = ['WEBVTT', ...Array.from({ length: 12 }, (_, i) => `\n00:00:0${i % 10},000 --> 00:00:09.000\nx`)].join('\n')
    const result = parseVtt(many)
    expect(result.ok === false && result.problems.length).toBe(VTT_MAX_PROBLEMS)
  })

  it('says where the times must go when a cue has two lines above them', () => {
    expect(parseVtt('WEBVTT\n\nname\nmore\n00:00:01.000 --> 00:00:02.000\nx\n')).toEqual({
      ok: false,
      problems: ['Line 5: the times must come first in a caption (after at most one name line); leave a blank line between captions.'],
    })
  })
})

describe('vttText', () => {
  it('reads UTF-8 (accents included) and refuses other bytes', () => {
    expect(vttText(new TextEncoder().encode('WEBVTT\n\nRenée'))).toBe('WEBVTT\n\nRenée')
    expect(vttText(new Uint8Array([0x57, 0x45, 0xff, 0xfe]))).toBeUndefined()
  })
})
