/**
 * Issue 21: compaction encodes a view of the book in slices between requests instead of stalling
 * the event loop. Requests keep being decided while it writes, so the snapshot must be the state
 * at its seq exactly - not a mix with what came after - and every write made meanwhile must
 * survive a restart, from the new snapshot and the new journal.
 */
import { copyFile, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import {
  hashRequestBody,
  Ledger,
  type LedgerRecord,
  type LedgerStateSnapshot,
  type Payment,
  type Result,
  type StoredResponse,
} from "../../runtime/bank/ledger/index.ts";
import { FileLedgerStore } from "../../runtime/store/index.ts";
import { must } from "./ledger-fixtures.ts";

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

async function openBank(dataPath: string) {
  // Compaction only when asked: the test decides when it runs.
  const store = await FileLedgerStore.open<LedgerRecord, LedgerStateSnapshot>(dataPath, {
    compactMinBytes: 1 << 30,
    onWarning: () => {},
  });
  return { store, ledger: await Ledger.open({ store }) };
}

const render = (outcome: Result<Payment>): StoredResponse =>
  outcome.ok ? { status: 201, body: { payment: outcome.value } } : { status: 422, body: { error: outcome.error } };

describe("compaction under concurrent writes", () => {
  it("snapshots the state at its seq while payments, settlements and keyed payments go on; all survive a restart", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "ck-compact-"));
    dirs.push(dir);
    const dataPath = path.join(dir, "bank.json");
    const { store, ledger } = await openBank(dataPath);
    const payer = must(
      await ledger.signup({ name: "Payer", accounts: [{ name: "Ops", opening_balance_cents: 100_000_000 }] }),
    );
    const payee = must(await ledger.signup({ name: "Payee", accounts: [{ name: "Main" }] }));
    const org = payer.organisation.id;
    const input = (amount: number) => ({
      from_account_id: payer.accounts[0]?.id as string,
      to_account_number: payee.accounts[0]?.account_number as string,
      amount_cents: amount,
      reference: `R${amount}`,
    });
    // A few MiB of snapshot: many slices, so writes land between them.
    must(await ledger.setSettlementMode("manual"));
    const pending: string[] = [];
    for (let round = 0; round < 40; round += 1) {
      const batch = await Promise.all(
        Array.from({ length: 250 }, (_, index) => ledger.sendPayment(org, input(1 + index))),
      );
      for (const result of batch) pending.push(must(result).id);
    }

    const compaction = store.compact();
    let done = false;
    void compaction.finally(() => {
      done = true;
    });
    const acknowledged: Promise<unknown>[] = [];
    let duringCompaction = 0;
    let step = 0;
    while (!done) {
      await new Promise((resolve) => setImmediate(resolve));
      if (done) break;
      duringCompaction += 1;
      step += 1;
      // Each turn changes what the view captured: settle one of its pending payments, add a payment
      // (keyed every third turn), so a view that read live objects would write a mixed snapshot.
      acknowledged.push(ledger.settle(pending[step] as string));
      const body = input(7_000 + step);
      acknowledged.push(
        step % 3 === 0
          ? ledger.sendPaymentIdempotent(org, body, { key: `k${step}`, requestHash: hashRequestBody(body), render })
          : ledger.sendPayment(org, body),
      );
    }
    await compaction;
    const results = await Promise.all(acknowledged);
    for (const result of results) expect((result as { ok: boolean }).ok).toBe(true);
    // The event loop turned while the snapshot was encoded and written.
    expect(duringCompaction).toBeGreaterThan(0);
    await ledger.flush();

    // A copy of the files as they are now is what a crash right now would leave behind.
    const copy = path.join(dir, "copy.json");
    await copyFile(dataPath, copy);
    await copyFile(`${dataPath}.journal`, `${copy}.journal`);
    const reopened = await openBank(copy);
    expect(reopened.ledger.audit().violations).toEqual([]);
    const live = must(ledger.adminListPayments({ limit: 500 }));
    expect(must(reopened.ledger.adminListPayments({ limit: 500 }))).toEqual(live);
    // One end of period for both: a statement without `to` ends at the moment it is made.
    const period = { to: new Date().toISOString() };
    const account = payer.accounts[0]?.id as string;
    expect(reopened.ledger.statement(org, account, period)).toEqual(ledger.statement(org, account, period));
    for (let turn = 3; turn <= step; turn += 3) {
      const body = input(7_000 + turn);
      const replay = must(
        await reopened.ledger.sendPaymentIdempotent(org, body, {
          key: `k${turn}`,
          requestHash: hashRequestBody(body),
          render,
        }),
      );
      expect(replay.replayed).toBe(true);
    }
    await reopened.ledger.close();
    await ledger.close();
  }, 120_000);
});
