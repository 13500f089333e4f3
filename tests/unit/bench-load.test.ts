import { describe, expect, it } from 'vitest'
import { hitShares, upstreamCallsOf, type LoadFigures } from '#bench/load.ts'

describe('upstreamCallsOf', () => {
  it('lists the api calls logged for one request id, in log order, ignoring other lines', () => {
    const id = '8baaeed9-50f1-4d6f-b700-88c14e242143'
    const other = '0876ae9f-4afc-4850-807c-5b6843ba02cb'
    const output = [
      'Using secrets defined in dist/api/.dev.vars',
      `{"msg":"api-request","requestId":"${id}","method":"GET","path":"/api/web/render-context/approved","status":200,"durationMs":27}`,
      `{"msg":"api-request","requestId":"${other}","method":"GET","path":"/api/web/redirects","status":200,"durationMs":3}`,
      `[wrangler] {"msg":"api-request","requestId":"${id}","method":"GET","path":"/api/web/obituaries","status":200,"durationMs":36}`,
      `{"msg":"request","requestId":"${id}","method":"GET","path":"/","host":"localhost","status":200,"cache":"MISS"}`,
      `{"msg":"api-request","requestId":"${id}", broken`,
    ].join('\n')
    expect(upstreamCallsOf(output, id)).toEqual(['GET /api/web/render-context/approved', 'GET /api/web/obituaries'])
    expect(upstreamCallsOf(output, 'nobody')).toEqual([])
  })
})

/** Figures with only the req/s a share reads. */
const figures = (requestsPerSecAvg: number) => ({ requestsPerSecAvg }) as LoadFigures

describe('hitShares', () => {
  it('divides each round by its own static figure and reports the median share', () => {
    const rounds = [
      { static: figures(500), hit: figures(450) },
      { static: figures(580), hit: figures(400) },
      { static: figures(400), hit: figures(380) },
    ]
    const { perRound, median: middle } = hitShares(rounds)
    expect(perRound.map((share) => share.toFixed(3))).toEqual(['0.900', '0.690', '0.950'])
    expect(middle).toBeCloseTo(0.9)
  })

  it('leaves out a round whose static figure is zero', () => {
    const { perRound, median: middle } = hitShares([
      { static: figures(0), hit: figures(300) },
      { static: figures(400), hit: figures(300) },
    ])
    expect(perRound[0]).toBeNaN()
    expect(middle).toBeCloseTo(0.75)
  })
})
