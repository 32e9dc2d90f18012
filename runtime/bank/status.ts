/** What the bank's status page at `/` shows (runtime/http/status-page.ts renders it). */
import type { StatusReport } from "../http/status-page.ts";
import type { Ledger } from "./ledger/index.ts";

export interface BankStatusSource {
  ledger: Ledger;
  version: string;
  dataFile: string;
  /** The URL clients reach the bank at (configured or bound). */
  url: () => string | undefined;
}

/** The bank's report: address, data file, settlement mode, and how much it holds. */
export function bankStatus(source: BankStatusSource): StatusReport {
  const { ledger } = source;
  const availability = ledger.availability();
  // A ledger stopped by a failed write still has a status page: its counts show as unknown.
  const counts = safeCounts(ledger);
  const url = source.url() ?? "";
  return {
    service: "Mock Bank",
    status: availability.status,
    version: source.version,
    runs: [
      { label: "API", value: url, href: `${url}/docs` },
      { label: "Data file", value: source.dataFile },
      { label: "Writable", value: availability.writable },
      ...(availability.reason === null ? [] : [{ label: "Why not", value: availability.reason }]),
      { label: "Settlement mode", value: counts === null ? null : ledger.getSettlementMode() },
    ],
    counts: [
      { label: "Organisations", value: counts?.organisations ?? null },
      { label: "Accounts", value: counts?.accounts ?? null },
      { label: "Payments", value: counts?.payments ?? null },
      { label: "Pending payments", value: counts?.pendingPayments ?? null },
    ],
    groups: [],
  };
}

function safeCounts(ledger: Ledger): ReturnType<Ledger["counts"]> | null {
  try {
    return ledger.counts();
  } catch {
    return null;
  }
}
