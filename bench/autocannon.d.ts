// The part of autocannon's API the benchmark uses (the package ships no types; @types/autocannon is not needed
// for a single call).
declare module 'autocannon' {
  interface Options {
    url: string;
    method?: 'GET' | 'POST';
    headers?: Record<string, string>;
    body?: string;
    connections?: number;
    duration?: number;
    pipelining?: number;
    timeout?: number;
    workers?: number;
    /** Requests a second across all connections (a fixed rate rather than as fast as possible). */
    overallRate?: number;
    /** Responses whose body differs are counted in `mismatches`. */
    expectBody?: string;
  }

  interface Histogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total: number;
    p50: number;
    p90: number;
    p99: number;
    p99_9?: number;
  }

  interface Result {
    duration: number;
    errors: number;
    timeouts: number;
    mismatches: number;
    non2xx: number;
    resets: number;
    '2xx': number;
    latency: Histogram;
    requests: Histogram & { sent: number };
    throughput: Histogram;
    statusCodeStats: Record<string, { count: number }>;
  }

  function autocannon(opts: Options): Promise<Result>;
  export = autocannon;
}
