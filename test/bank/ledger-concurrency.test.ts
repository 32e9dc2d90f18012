import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  hashRequestBody,
  Ledger,
  type LedgerRecord,
  type LedgerStateSnapshot,
  type Payment,
  type SendPaymentInput,
  sequentialIds,
} from "../../runtime/bank/ledger/index.ts";
import { FileLedgerStore } from "../../runtime/store/index.ts";
import { ManualClock, must, rejectedPayment, sequentialKeys } from "./ledger-fixtures.ts";

let dir: string;
let ledger: Ledger;
let store: FileLedgerStore<LedgerRecord, LedgerStateSnapshot>;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "ck-concurrency-"));
  store = await FileLedgerStore.open(path.join(dir, "bank.json"), { onWarning: () => {} });
  ledger = await Ledger.open({
    store,
    clock: new ManualClock().now,
    ids: sequentialIds(),
    newApiKey: sequentialKeys(),
  });
});

afterEach(async () => {
  await ledger.close();
  await rm(dir, { recursive: true, force: true });
});

async function payerAndPayee(balance: number) {
  const payer = must(
    await ledger.signup({ name: "Payer", accounts: [{ name: "Ops", opening_balance_cents: balance }] }),
  );
  const payee = must(await ledger.signup({ name: "Payee", accounts: [{ name: "Main" }] }));
  const from = payer.accounts[0];
  const to = payee.accounts[0];
  if (!from || !to) throw new Error("missing accounts");
  return { payer, from, to };
}

describe.each(["automatic", "manual"] as const)("parallel payments in %s mode on the file store", (mode) => {
  it("never overdraw the account they drain, and share a few syncs", async () => {
    const { payer, from, to } = await payerAndPayee(10_000);
    must(await ledger.setSettlementMode(mode));
    const syncsBefore = store.stats().syncs;
    const results = await Promise.all(
      Array.from({ length: 200 }, () =>
        ledger.sendPayment(payer.organisation.id, {
          from_account_id: from.id,
          to_account_number: to.account_number,
          amount_cents: 77,
        }),
      ),
    );
    const accepted = results.filter((result) => result.ok).length;
    // 10,000 / 77 = 129 payments fit; every other one is rejected for insufficient funds.
    expect(accepted).toBe(129);
    for (const result of results) {
      if (!result.ok) expect(rejectedPayment(result.error).return_reason).toBe("R01: insufficient funds");
    }
    const account = must(ledger.getAccount(payer.organisation.id, from.id));
    expect(account.available_cents).toBe(10_000 - 129 * 77);
    expect(account.balance_cents).toBe(mode === "automatic" ? 10_000 - 129 * 77 : 10_000);
    expect(ledger.audit().violations).toEqual([]);
    // Group commit: 200 durable payments cost a handful of fsyncs, not 200.
    expect(store.stats().syncs - syncsBefore).toBeLessThanOrEqual(3);
  });
});

describe("parallel idempotent payments on the file store", () => {
  it("create exactly one payment for one key", async () => {
    const { payer, from, to } = await payerAndPayee(1_000);
    const input: SendPaymentInput = { from_account_id: from.id, to_account_number: to.account_number, amount_cents: 5 };
    const send = () =>
      ledger.sendPaymentIdempotent(payer.organisation.id, input, {
        key: "same-key",
        requestHash: hashRequestBody(input),
        render: (outcome) => ({ status: outcome.ok ? 201 : 422, body: outcome }),
      });
    const results = await Promise.all(Array.from({ length: 100 }, send));
    const created = results.filter((result) => result.ok && !result.value.replayed);
    expect(created).toHaveLength(1);
    expect(results.filter((result) => !result.ok && result.error.code === "conflict")).toHaveLength(99);
    const payments = must(ledger.listPayments(payer.organisation.id));
    expect(payments).toHaveLength(1);
    // Once durable, the same request replays the first response.
    const replay = must(await send());
    expect(replay.replayed).toBe(true);
    const first = created[0];
    expect(first?.ok && replay.body === first.value.body).toBe(true);
    expect((replay.body as { value: Payment }).value.id).toBe(payments[0]?.id);
  });
});
