/**
 * How long and how big each bench mode runs. `full` is `npm run bench` (under ~10 minutes on a
 * 2-core box), `quick` is `--quick` (~1-2 minutes), `smoke` is the test suite's harness check
 * (about a second per scenario, tiny ledgers; its figures mean nothing).
 */
export type BenchMode = "full" | "quick" | "smoke";

/** The knobs of one mode. */
export interface BenchSettings {
  mode: BenchMode;
  /** Seconds of each measured load run. */
  durationSec: number;
  /** Seconds of load before each measured run (JIT and caches warm up; not recorded). */
  warmupSec: number;
  /** Connection counts of the payment and baseline runs (the issue: 10 and 50). */
  connections: readonly number[];
  /** Connections of the flatness runs (the p99 target is stated at 50). */
  flatnessConnections: number;
  /** Ledger sizes in postings for the flatness curve (an empty ledger is always measured too). */
  ledgerSizes: readonly number[];
  /** Starts of the bank per ledger size; start-up is their median. */
  startupRuns: number;
  /** Lines of the statement the CSV scenario downloads (the issue: 100k). */
  statementLines: number;
  /** Times each `generate` command is timed (the median is reported). */
  generateRuns: number;
  /** Profile one extra run of each generate command and report where its time goes. */
  profileGenerate: boolean;
  /** Profile one extra payments run (most connections, no key) and report the top frames. */
  profileBank: boolean;
  /** Payments runs per row, each beside its own echo run; the row shows the median (bench/scenarios.ts `pairedWithEcho`). */
  pairedRounds: number;
}

/** The settings of a mode. */
export function settingsFor(mode: BenchMode): BenchSettings {
  switch (mode) {
    case "full":
      return {
        mode,
        durationSec: 5,
        warmupSec: 1,
        connections: [10, 50],
        flatnessConnections: 50,
        ledgerSizes: [10_000, 100_000, 1_000_000],
        startupRuns: 3,
        statementLines: 100_000,
        generateRuns: 3,
        profileGenerate: true,
        profileBank: true,
        pairedRounds: 3,
      };
    case "quick":
      return {
        mode,
        durationSec: 2,
        warmupSec: 0.5,
        connections: [10, 50],
        flatnessConnections: 50,
        ledgerSizes: [10_000, 100_000],
        startupRuns: 1,
        statementLines: 100_000,
        generateRuns: 1,
        profileGenerate: false,
        profileBank: false,
        pairedRounds: 1,
      };
    case "smoke":
      return {
        mode,
        durationSec: 1,
        warmupSec: 0,
        connections: [10],
        flatnessConnections: 10,
        ledgerSizes: [2_000],
        startupRuns: 2,
        statementLines: 2_000,
        generateRuns: 1,
        profileGenerate: false,
        profileBank: false,
        pairedRounds: 1,
      };
  }
}
