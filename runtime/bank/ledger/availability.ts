/**
 * Whether the ledger takes writes, and why not. Two conditions make it read-only without stopping it:
 * a stored ledger that fails its audit at start (the operator needs a way in to see why), and a
 * store write that failed (a full disk): reads keep working from what the disk holds.
 */
import type { AuditReport } from "./types.ts";

/** What {@link Ledger.open} does with a stored ledger that fails its audit. */
export type AuditFailurePolicy =
  /** Throw `LedgerIntegrityError` (the library default). */
  | "refuse"
  /** Start read-only: reads and the audit work, every write is refused. */
  | "read-only"
  /** Start writable; the violations stay reported as a degraded state. */
  | "accept";

/** The ledger's health as `/health` reports it. */
export interface Availability {
  /** `ok`, or `degraded` when something needs the operator (`reason` says what). */
  status: "ok" | "degraded";
  /** False while writes are refused. */
  writable: boolean;
  reason: string | null;
  /**
   * Seconds until the ledger checks again whether writes can resume, when the condition can clear
   * by itself (disk space freed); null when only the operator can clear it.
   */
  retryAfterSeconds: number | null;
}

/** Why writes are refused. */
export interface ReadOnlyState {
  kind: "audit" | "store";
  reason: string;
  /** True when the condition can clear without a restart (space freed on the disk). */
  retryable: boolean;
}

const SPACE_ERROR_CODES = new Set(["ENOSPC", "EDQUOT"]);

/** True when `error` (or an error it was caused by) says the disk or quota is full. */
export function isOutOfSpace(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 8 && current instanceof Error; depth += 1) {
    if (SPACE_ERROR_CODES.has(String((current as NodeJS.ErrnoException).code))) return true;
    current = current.cause;
  }
  return false;
}

/** The first few violations of a failed audit, in one line. */
export function summariseViolations(report: AuditReport, limit = 5): string {
  const listed = report.violations
    .slice(0, limit)
    .map(
      (violation) => `${violation.rule} ${violation.account_id ?? violation.payment_id ?? ""}: ${violation.message}`,
    );
  return `${report.violations.length} violation(s): ${listed.join("; ")}`;
}
