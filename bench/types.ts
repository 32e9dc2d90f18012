/** Shapes shared by the bench's processes and its report (`bench/results/latest.json`). */

/** One load run, as the load worker receives it. */
export interface LoadSpec {
  url: string;
  method: "GET" | "POST";
  path: string;
  headers?: Record<string, string>;
  body?: string;
  connections: number;
  durationSec: number;
  /** Adds a fresh `Idempotency-Key` header to every request. */
  uniqueIdempotencyKey?: boolean;
  /** Spread the connections over these servers (replicas behind no balancer); `url` is ignored. */
  urls?: string[];
  /** Requests take these headers and bodies in turn (e.g. payments spread over many accounts). */
  variants?: Array<{ headers?: Record<string, string>; body: string }>;
}

/** Latency percentiles, ms. */
export interface Latency {
  p50: number;
  p90: number;
  p99: number;
  max: number;
}

/** What a load run measured (client side). */
export interface LoadResult {
  requests: number;
  /** 2xx responses. */
  okResponses: number;
  statuses: Record<string, number>;
  /** Socket errors and timeouts. */
  errors: number;
  durationSec: number;
  /** 2xx responses per second. */
  reqPerSec: number;
  latencyMs: Latency;
}

/** A load run together with the server's side of it. */
export interface Measurement extends LoadResult {
  /** Server RSS after the run, MB. */
  rssMb: number;
  /** Server peak RSS since it started, MB. */
  maxRssMb: number;
  /** Server CPU time per 2xx response, µs (user + system). */
  cpuMicrosPerRequest: number;
  /** Longest event-loop stall of the server during the run, ms (every request in flight waited). */
  loopDelayMaxMs: number;
}

/** One row of the report: a scenario at one setting, with its ratios to the same-run baselines. */
export interface BenchRow {
  /** Scenario group: one of `SCENARIOS` (bench/suite.ts). */
  group: string;
  /** Human-readable name, unique in the report. */
  name: string;
  /** A shorter name for the chart, where `name` would not fit (default: `name`). */
  label?: string;
  connections?: number;
  measurement?: Measurement;
  /** Ratio of this row's req/s to each baseline's req/s at the same connection count. */
  ratios?: Record<string, number>;
  /** Other figures of the row (start-up time, bytes, lines...), by name with units in the name. */
  figures?: Record<string, number>;
  notes?: string[];
}

/** A target from the issue and whether this run met it. */
export interface TargetCheck {
  target: string;
  measured: string;
  met: boolean;
}

/** The whole report. */
export interface BenchReport {
  format: "contractkit-bench";
  version: 1;
  startedAt: string;
  finishedAt: string;
  mode: "full" | "quick" | "smoke";
  machine: { cpus: number; cpuModel: string; node: string; platform: string; totalMemoryMb: number };
  /**
   * The 1-minute load average at the start and at the end of the run. Above the CPU count, other
   * work was competing with the bench and absolute figures are low; ratios to the same-run
   * baselines hold up better.
   */
  loadAverage: { start: number; end: number };
  /** Median fsync (fdatasync) latency of a small append on the bench's temp disk, µs. */
  fsyncMicros: { p50: number; p99: number };
  rows: BenchRow[];
  targets: TargetCheck[];
  /** Scenarios skipped and why. */
  skipped: string[];
}
