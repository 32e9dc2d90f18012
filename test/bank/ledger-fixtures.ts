/** Shared set-up for the ledger tests: a manual clock, sequential ids and keys, a memory store. */
import { expect } from "vitest";
import {
  Ledger,
  type LedgerError,
  type LedgerOptions,
  type LedgerRecord,
  type LedgerStateSnapshot,
  type Payment,
  type Result,
  sequentialIds,
} from "../../runtime/bank/ledger/index.ts";
import { createMemoryBacking, MemoryLedgerStore, type MemoryStoreBacking } from "../../runtime/store/index.ts";

/** A clock that only moves when told to. */
export class ManualClock {
  ms: number;
  constructor(iso = "2025-03-01T09:00:00.000Z") {
    this.ms = Date.parse(iso);
  }
  now = (): Date => new Date(this.ms);
  advance(ms: number): void {
    this.ms += ms;
  }
  set(iso: string): void {
    this.ms = Date.parse(iso);
  }
}

/** Deterministic API keys `sk_test_1`, `sk_test_2`, ... */
export function sequentialKeys(): () => string {
  let next = 0;
  return () => {
    next += 1;
    return `sk_test_${next}`;
  };
}

/** A ledger over a memory store, plus the pieces a test may want to poke. */
export interface TestBank {
  ledger: Ledger;
  clock: ManualClock;
  backing: MemoryStoreBacking;
  store: MemoryLedgerStore<LedgerRecord, LedgerStateSnapshot>;
}

/** Opens a ledger over a (possibly shared) memory backing with deterministic ids, keys and time. */
export async function openTestBank(
  options: { backing?: MemoryStoreBacking; clock?: ManualClock } & Partial<Omit<LedgerOptions, "store" | "clock">> = {},
): Promise<TestBank> {
  const backing = options.backing ?? createMemoryBacking();
  const clock = options.clock ?? new ManualClock();
  const store = new MemoryLedgerStore<LedgerRecord, LedgerStateSnapshot>(backing);
  const ledger = await Ledger.open({
    store,
    clock: clock.now,
    ids: options.ids ?? sequentialIds(),
    newApiKey: options.newApiKey ?? sequentialKeys(),
    ...(options.idempotencyRetentionMs === undefined ? {} : { idempotencyRetentionMs: options.idempotencyRetentionMs }),
    ...(options.openingLimits === undefined ? {} : { openingLimits: options.openingLimits }),
  });
  return { ledger, clock, backing, store };
}

/** Unwraps an ok result or fails the test with the error. */
export function must<T>(result: Result<T>): T {
  if (!result.ok) expect.fail(`expected ok, got ${result.error.code}: ${result.error.message}`);
  return result.value;
}

/** Asserts an error result with `code` and returns the error. */
export function mustFail<T>(result: Result<T>, code: string) {
  if (result.ok) return expect.fail(`expected ${code}, got ok ${JSON.stringify(result.value)}`);
  expect(result.error.code, result.error.message).toBe(code);
  return result.error;
}

/** The payment a 422 rejection names in `details.payment`. */
export function rejectedPayment(error: LedgerError): Payment {
  const payment = error.details?.payment as Payment | undefined;
  if (payment === undefined) return expect.fail(`422 without details.payment: ${error.message}`);
  return payment;
}

/** The field paths (JSON Pointers) a bad_request names in `details.fields`. */
export function issuePaths(error: LedgerError): string[] {
  const issues = error.details?.fields as { path: string }[] | undefined;
  if (issues === undefined) return expect.fail(`400 without details.fields: ${error.message}`);
  return issues.map((issue) => issue.path);
}
