/** What the bank's status page at `/` shows (runtime/http/status-page.ts renders it). */
import type { StatusReport } from "../http/status-page.ts";
import type { BankCounts, BankLedger, SettlementMode } from "./ledger/index.ts";

export interface BankStatusSource {
  ledger: BankLedger;
  version: string;
  /** The data file, or the database URL with its password redacted. */
  dataFile: string;
  /** True when the ledger lives in PostgreSQL (the page then says "Database"). */
  database?: boolean;
  /** The URL clients reach the bank at (configured or bound). */
  url: () => string | undefined;
}

/** The bank's report: address, data file, settlement mode, and how much it holds. */
export async function bankStatus(source: BankStatusSource): Promise<StatusReport> {
  const { ledger } = source;
  const availability = ledger.availability();
  // A ledger stopped by a failed write (or an unreachable database) still has a status page: its
  // counts and mode show as unknown.
  const known = await safeRead(ledger);
  const url = source.url() ?? "";
  return {
    service: "Mock Bank",
    status: availability.status,
    version: source.version,
    runs: [
      { label: "API", value: url, href: `${url}/docs` },
      { label: source.database ? "Database" : "Data file", value: source.dataFile },
      { label: "Writable", value: availability.writable },
      ...(availability.reason === null ? [] : [{ label: "Why not", value: availability.reason }]),
      { label: "Settlement mode", value: known?.mode ?? null },
    ],
    counts: [
      { label: "Organisations", value: known?.counts.organisations ?? null },
      { label: "Accounts", value: known?.counts.accounts ?? null },
      { label: "Payments", value: known?.counts.payments ?? null },
      { label: "Pending payments", value: known?.counts.pendingPayments ?? null },
    ],
    groups: [],
  };
}

async function safeRead(ledger: BankLedger): Promise<{ counts: BankCounts; mode: SettlementMode } | null> {
  try {
    return { counts: await ledger.counts(), mode: await ledger.getSettlementMode() };
  } catch {
    return null;
  }
}
