/**
 * Issue 20, D4: reads serve durable state only. A journal whose syncs are held open by the test
 * stands in for a slow disk: no timing, the test decides when a commit becomes durable.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createBankHandlers } from "../../runtime/bank/handlers.ts";
import { Ledger, type LedgerRecord, type LedgerStateSnapshot, sequentialIds } from "../../runtime/bank/ledger/index.ts";
import { FileLedgerStore } from "../../runtime/store/index.ts";
import { ManualClock, must, sequentialKeys } from "./ledger-fixtures.ts";

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "ck-durable-"));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** A store whose syncs wait while `held`; `release()` lets the waiting ones through. */
async function heldStore() {
  let held = false;
  let waiting: (() => void)[] = [];
  const store = await FileLedgerStore.open<LedgerRecord, LedgerStateSnapshot>(path.join(dir, "bank.json"), {
    onWarning: () => {},
    wrapJournal: (inner) => ({
      ...inner,
      write: (data) => inner.write(data),
      sync: async () => {
        if (held) await new Promise<void>((resolve) => waiting.push(resolve));
        await inner.sync();
      },
      truncate: (length) => inner.truncate(length),
      close: () => inner.close(),
    }),
  });
  return {
    store,
    hold: () => {
      held = true;
    },
    release: () => {
      held = false;
      const resolve = waiting;
      waiting = [];
      for (const next of resolve) next();
    },
    waiting: () => waiting.length,
  };
}

/** Lets every pending callback and microtask run (the writer's steps). */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

describe("D4: reads serve durable state only", () => {
  it("holds a payment list until the payment it shows is durable, and agrees with the 201", async () => {
    const disk = await heldStore();
    const ledger = await Ledger.open({
      store: disk.store,
      clock: new ManualClock().now,
      ids: sequentialIds(),
      newApiKey: sequentialKeys(),
    });
    const handlers = createBankHandlers(ledger, { version: "test", startedAt: 0 });
    const payer = must(await ledger.signup({ name: "Payer", accounts: [{ name: "a", opening_balance_cents: 100 }] }));
    const payee = must(await ledger.signup({ name: "Payee", accounts: [{ name: "b" }] }));
    const auth = { organisationId: payer.organisation.id };
    const list = () =>
      handlers.listPayments({ auth, query: {} } as never) as
        | Promise<{ body: { payments: unknown[] } }>
        | {
            body: { payments: unknown[] };
          };

    disk.hold();
    let created = false;
    const sent = ledger
      .sendPayment(payer.organisation.id, {
        from_account_id: payer.accounts[0]?.id as string,
        to_account_number: payee.accounts[0]?.account_number as string,
        amount_cents: 10,
      })
      .then((result) => {
        created = result.ok;
      });
    // The journal write goes to the thread pool; wait (by events, not time) until its sync is held.
    while (disk.waiting() === 0) await settle();

    let listed: { payments: unknown[] } | null = null;
    void Promise.resolve(list()).then((answer) => {
      listed = answer.body;
    });
    // A payment sent while the read waits is gated behind it: the read shows the durable state only.
    let secondApplied = false;
    const second = ledger
      .sendPayment(payer.organisation.id, {
        from_account_id: payer.accounts[0]?.id as string,
        to_account_number: payee.accounts[0]?.account_number as string,
        amount_cents: 20,
      })
      .then(() => {
        secondApplied = true;
      });
    await settle();
    await settle();
    expect(listed).toBeNull();
    expect(created).toBe(false);
    expect(ledger.seq).toBe(3);

    disk.release();
    await sent;
    while (listed === null) await settle();
    expect(created).toBe(true);
    expect(listed).not.toBeNull();
    expect((listed as unknown as { payments: { amount_cents: number }[] }).payments.map((p) => p.amount_cents)).toEqual(
      [10],
    );
    await second;
    expect(secondApplied).toBe(true);
    // Nothing in flight: a read answers at once.
    expect((list() as { body: { payments: unknown[] } }).body.payments).toHaveLength(2);
    await ledger.close();
  });
});
