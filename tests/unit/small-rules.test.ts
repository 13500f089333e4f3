import { describe, expect, it } from 'vitest'
import { BOT_USER_AGENT, isBot } from '#src/lib/bots.ts'
import { PROGRESS_DEFAULT_MAX, progressState } from '#src/lib/progress.ts'
import { TEXTS } from '#src/lib/texts.ts'

describe('bot user agents (spec §9)', () => {
  it.each([
    'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    'Mozilla/5.0 (compatible; bingbot/2.0)',
    'Mozilla/5.0 (Linux; Android 11; moto g power) Chrome-Lighthouse',
    'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
    'Google-InspectionTool/1.0',
    'Slackbot-LinkExpanding 1.0',
  ])('recognises %s', (ua) => {
    expect(isBot(ua)).toBe(true)
  })

  it.each([
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/130.0 Safari/537.36',
    '',
  ])('lets a person through: %s', (ua) => {
    expect(isBot(ua)).toBe(false)
  })

  it('is one case-insensitive pattern', () => {
    expect(BOT_USER_AGENT.flags).toContain('i')
    expect(isBot(null)).toBe(false)
  })
})

describe('generic texts (spec §8)', () => {
  it('are quoted exactly', () => {
    expect(TEXTS).toEqual({ noData: 'No data', noMatchingData: 'No matching data', backToHome: 'Back to home' })
  })
})

describe('progress (spec §9)', () => {
  it('is indeterminate without a value', () => {
    expect(progressState(undefined)).toEqual({ indeterminate: true, max: 100 })
    expect(progressState(null)).toEqual({ indeterminate: true, max: 100 })
    expect(progressState(Number.NaN).indeterminate).toBe(true)
  })

  it('defaults the maximum to 100 and clamps to 0–100', () => {
    expect(PROGRESS_DEFAULT_MAX).toBe(100)
    expect(progressState(40)).toEqual({ indeterminate: false, max: 100, value: 40, percent: 40 })
    expect(progressState(-5)).toMatchObject({ value: 0, percent: 0 })
    expect(progressState(150)).toMatchObject({ value: 100, percent: 100 })
  })

  it('scales to another maximum', () => {
    expect(progressState(2, 5)).toMatchObject({ value: 2, max: 5, percent: 40 })
    expect(progressState(9, 5)).toMatchObject({ value: 5, percent: 100 })
    expect(progressState(10, 0).max).toBe(100)
  })
})
