// autocannon 9 ships no types (and @types/autocannon is not installed): the part bench/run.ts uses.
declare module 'autocannon' {
  export interface Histogram {
    average: number
    mean: number
    stddev: number
    min: number
    max: number
    total: number
    p2_5: number
    p50: number
    p75: number
    p90: number
    p97_5: number
    p99: number
    p99_9: number
  }

  export interface Result {
    title?: string
    url: string
    duration: number
    connections: number
    pipelining: number
    errors: number
    timeouts: number
    mismatches: number
    non2xx: number
    resets: number
    '1xx': number
    '2xx': number
    '3xx': number
    '4xx': number
    '5xx': number
    statusCodeStats: Record<string, { count: number }>
    latency: Histogram
    requests: Histogram & { sent: number }
    throughput: Histogram
  }

  /** One request template; `setupRequest` may rewrite it before each send. */
  export interface RequestTemplate {
    method?: string
    path?: string
    headers?: Record<string, string>
    setupRequest?: (request: { path: string; headers?: Record<string, string> }) => { path: string; headers?: Record<string, string> }
  }

  export interface Options {
    url: string
    requests?: RequestTemplate[]
    connections?: number
    duration?: number
    method?: string
    headers?: Record<string, string>
    timeout?: number
    title?: string
    pipelining?: number
  }

  export interface Instance extends PromiseLike<Result> {
    stop(): void
  }

  function autocannon(opts: Options): Instance
  export default autocannon
}
