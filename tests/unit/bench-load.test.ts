import { describe, expect, it } from 'vitest'
import { hitShares, renderThroughput, upstreamCallsOf, type LoadFigures } from '#bench/load.ts'

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

/** A load figure of `mode` on `path` with only what the throughput report reads. */
const run = (mode: LoadFigures['mode'], path: string, requestsPerSecAvg: number) =>
  ({
    mode,
    path,
    host: 'localhost:8788',
    xCache: mode === 'uncached' ? 'MISS' : 'HIT',
    requestsPerSecAvg,
    latencyMs: { p50: 10, p99: 20 },
  }) as LoadFigures

describe('renderThroughput with paired rounds', () => {
  it('reads the HIT goal on the median share and sets the MISS against the rounds’ median static', () => {
    const load = [run('static', '/copy', 400), run('cached', '/', 420), run('uncached', '/', 60)]
    const rounds = [
      { static: run('static', '/copy', 600), hit: run('cached', '/', 540) },
      { static: run('static', '/copy', 500), hit: run('cached', '/', 350) },
      { static: run('static', '/copy', 640), hit: run('cached', '/', 640) },
    ]
    const text = renderThroughput(load, { host: 'localhost:8788', staticPath: '/copy', bytes: 28_000 }, rounds).join('\n')
    expect(text).toMatch(/median\s+0\.90× \(goal ≥ 0\.8×\)/)
    expect(text).toContain("MISS 60.0 req/s = 0.10× the rounds' median static 600.0 req/s (goal ≥ 0.3×)")
  })
})
