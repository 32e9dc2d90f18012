/**
 * Big bank ledgers, fast: builds the state by feeding synthetic journal records through the
 * ledger's own `applyRecord` (the function a live command and a replay use), so the result is a
 * valid ledger by construction, then writes it in the file store's snapshot format. The bank under
 * test loads it through `startBankService` like any other data file, and start-up still replays
 * and audits it (a fixture that broke an invariant would refuse to start).
 *
 * Driving 500k payments through `Ledger.sendPayment` would pay for a store append per payment; the
 * fixture skips only that (bench scenario 2 needs 1M postings in seconds, not minutes).
 */
import { mkdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import { accountNumberFor, hashKey } from "../runtime/bank/ledger/identifiers.ts";
import { Ledger } from "../runtime/bank/ledger/ledger.ts";
import type { AccountOpening, LedgerRecord, LedgerRecordBody } from "../runtime/bank/ledger/records.ts";
import { exportState, type LedgerStateSnapshot } from "../runtime/bank/ledger/snapshot-codec.ts";
import { applyRecord, LedgerBook } from "../runtime/bank/ledger/state.ts";
import type { Payment } from "../runtime/bank/ledger/types.ts";
import { FileLedgerStore } from "../runtime/store/file-store.ts";
import { SNAPSHOT_FORMAT, SnapshotLinesFile } from "../runtime/store/snapshot-lines.ts";

/** Keys of the organisations the load generator acts as (fixed, so a fixture is reusable). */
export const FIXTURE_KEYS = {
  admin: "ak_bench_admin_key_0123456789abcdef",
  payer: "sk_bench_payer_key_0123456789abcdef0123456",
  payee: "sk_bench_payee_key_0123456789abcdef0123456",
} as const;

/** What the load generator needs to know about a fixture. */
export interface LedgerFixtureInfo {
  /** The payer's account id (it sends the load's payments and owns the statement account). */
  payerAccountId: string;
  /** The payee's account number (the load's payments go there). */
  payeeAccountNumber: string;
  /** Postings in the ledger. */
  postings: number;
  /** Postings on the payer's account (what a statement of it lists). */
  payerPostings: number;
  /** Journal records the state folds in (the snapshot's seq). */
  seq: number;
  /** Bytes of the snapshot file. */
  snapshotBytes: number;
}

/** Options of {@link buildLedgerFixture}. */
export interface LedgerFixtureOptions {
  /** Postings to create (rounded down to whole payments; each settled payment books two). */
  postings: number;
  /**
   * How many of the payments go payer -> payee (each puts one posting on the payer's account,
   * which the statement scenario reads back); the rest are spread round-robin over
   * `fillerAccounts` other organisations' accounts. Default 0.
   */
  payerPayments?: number;
  /** Organisations (one account each) that carry the other postings. Default 100. */
  fillerAccounts?: number;
  /** Time of the first record, ms since the epoch. Records are 1 ms apart. Default: 40 days ago. */
  startMs?: number;
}

/** Opening balance of every account: enough for any load the bench sends at 1 cent per payment. */
const OPENING_BALANCE_CENTS = 1_000_000_000_000;

/** Builds the ledger state for the options (no I/O). */
export function buildLedgerBook(options: LedgerFixtureOptions): { book: LedgerBook; info: LedgerFixtureInfo } {
  const fillers = Math.max(2, options.fillerAccounts ?? 100);
  const totalPayments = Math.floor(options.postings / 2);
  const payerPayments = Math.min(totalPayments, options.payerPayments ?? 0);
  const book = new LedgerBook();
  let seq = 0;
  let atMs = options.startMs ?? Date.now() - 40 * 86_400_000;
  let accountSequence = 0;
  const apply = (body: LedgerRecordBody): void => {
    seq += 1;
    atMs += 1;
    applyRecord(book, { ...body, seq, at: new Date(atMs).toISOString() } as LedgerRecord);
  };
  const organisation = (slug: string, apiKey: string): AccountOpening => {
    const orgId = `org_${slug}`;
    accountSequence += 1;
    const opening: AccountOpening = {
      id: `acc_${slug}`,
      organisation_id: orgId,
      account_number: accountNumberFor(accountSequence),
      name: "Operating",
      type: "operating",
      currency: "USD",
      opening_balance_cents: OPENING_BALANCE_CENTS,
      opening_deposit_id: `dep_${slug}`,
    };
    apply({
      type: "organisation_created",
      organisation: { id: orgId, name: slug, slug, team: null, created_at: new Date(atMs + 1).toISOString() },
      key_hash: hashKey(apiKey),
      accounts: [opening],
    });
    return opening;
  };

  apply({ type: "admin_key_set", key_hash: hashKey(FIXTURE_KEYS.admin) });
  const payer = organisation("bench-payer", FIXTURE_KEYS.payer);
  const payee = organisation("bench-payee", FIXTURE_KEYS.payee);
  const filler = Array.from({ length: fillers }, (_, index) =>
    organisation(`bench-filler-${index}`, `sk_bench_filler_${index}`),
  );

  for (let index = 0; index < totalPayments; index += 1) {
    const onPayer = index < payerPayments;
    const from = onPayer ? payer : (filler[index % fillers] as AccountOpening);
    const to = onPayer ? payee : (filler[(index + 1) % fillers] as AccountOpening);
    const at = new Date(atMs + 1).toISOString();
    const payment: Payment = {
      id: `pay_${index.toString(36).padStart(8, "0")}`,
      from_account_id: from.id,
      to_account_id: to.id,
      to_account_number: to.account_number,
      amount_cents: 1 + (index % 997),
      currency: "USD",
      reference: `INV-${index}`,
      status: "settled",
      end_to_end_id: null,
      return_reason: null,
      created_at: at,
      settled_at: at,
      returned_at: null,
    };
    apply({ type: "payment_created", payment, idempotency: null });
  }

  let postings = 0;
  for (const account of book.accounts.values()) postings += account.postings.length;
  return {
    book,
    info: {
      payerAccountId: payer.id,
      payeeAccountNumber: payee.account_number,
      postings,
      payerPostings: book.accounts.get(payer.id)?.postings.length ?? 0,
      seq,
      snapshotBytes: 0,
    },
  };
}

/**
 * Writes the state in the file store's snapshot format at `dataFile` through the store's own
 * snapshot adapter (docs/bank-store.md), replacing any earlier data there (journal and lock
 * included). The format is line-based, so a million postings never become one string.
 */
export async function writeLedgerFixture(dataFile: string, options: LedgerFixtureOptions): Promise<LedgerFixtureInfo> {
  const { book, info } = buildLedgerBook(options);
  await mkdir(path.dirname(dataFile), { recursive: true });
  await Promise.all(
    [dataFile, `${dataFile}.journal`, `${dataFile}.lock`, `${dataFile}.next`].map((file) => rm(file, { force: true })),
  );
  const state: LedgerStateSnapshot = exportState(book);
  await new SnapshotLinesFile<LedgerStateSnapshot>(dataFile).write({
    format: SNAPSHOT_FORMAT,
    version: 2,
    seq: info.seq,
    state,
  });
  // Opened once by the bank's own store, the file becomes what a running bank leaves behind (the
  // current snapshot format and the journal it names); otherwise every start the bench times would
  // also pay the one-off migration of an earlier-format file (a snapshot rewrite: ~4 s at 1M postings).
  const ledger = await Ledger.open({ store: await FileLedgerStore.open(dataFile) });
  await ledger.close();
  return { ...info, snapshotBytes: (await stat(dataFile)).size };
}
