/**
 * A 201 means durable: `contractkit serve bank` in a child process is SIGKILLed while payments are
 * in flight; after a restart every acknowledged payment is there and the ledger invariants hold.
 * Run on both stores (the JSON file store and PostgreSQL).
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { createBankClient } from "../../generated/bank/index.ts";
import { startBankService } from "../../runtime/bank/service.ts";
import { type BankChild, startBankChild } from "./processes.ts";
import { describeStores } from "./stores.ts";
import { ADMIN_KEY } from "./support.ts";

describeStores("a bank killed under load", (kit) => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "contractkit-crash-"));
  const dataFile = path.join(dir, "bank.json");
  let child: BankChild | undefined;

  afterAll(async () => {
    await child?.kill();
    rmSync(dir, { recursive: true, force: true });
  });

  it("keeps every acknowledged payment when the server is killed under load", async () => {
    const databaseUrl = await kit.freshDatabase();
    child = await startBankChild(databaseUrl ?? dataFile);
    const url = child.url;
    const anonymous = createBankClient({ baseUrl: url });
    const payer = await anonymous.signup({
      body: { name: "Crash Payer", accounts: [{ name: "Main", opening_balance_cents: 1_000_000 }] },
    });
    const payee = await anonymous.signup({ body: { name: "Crash Payee", accounts: [{ name: "Main" }] } });
    const client = createBankClient({ baseUrl: url, companyKey: payer.data!.api_key });
    const body = {
      from_account_id: payer.data!.accounts[0]!.id,
      to_account_number: payee.data!.accounts[0]!.account_number,
      amount_cents: 1,
    };

    const acknowledged: string[] = [];
    const failures: unknown[] = [];
    let stop = false;
    let running = 0;
    const worker = async () => {
      running++;
      try {
        while (!stop) {
          const result = await client.sendPayment({ body });
          if (result.status === 201) acknowledged.push(result.data.payment.id);
          else failures.push(result.error);
        }
      } catch (error) {
        // The connection died with the server: that request was never acknowledged.
        if (!stop) failures.push(error);
      } finally {
        running--;
      }
    };
    const workers = Array.from({ length: 16 }, worker);
    while (acknowledged.length < 200 && running > 0) await new Promise((r) => setTimeout(r, 5));
    expect(failures).toEqual([]);
    const killed = child.kill();
    stop = true;
    await Promise.all(workers);
    await killed;

    const service = await startBankService({
      dataFile,
      ...(databaseUrl === undefined ? {} : { databaseUrl }),
      port: 0,
      host: "127.0.0.1",
      adminKey: ADMIN_KEY,
      onError: () => {},
    });
    try {
      const after = createBankClient({ baseUrl: service.url, companyKey: payer.data!.api_key });
      const missing: string[] = [];
      for (const id of acknowledged) if ((await after.getPayment({ path: { id } })).status !== 200) missing.push(id);
      expect(missing).toEqual([]);
      const account = (await after.getAccount({ path: { id: body.from_account_id } })).data!.account;
      expect(account.balance_cents).toBeLessThanOrEqual(1_000_000 - acknowledged.length);
      const audit = await createBankClient({ baseUrl: service.url, adminKey: ADMIN_KEY }).getAudit();
      expect(audit.data).toMatchObject({ ok: true, violations: [] });
    } finally {
      await service.close();
    }
  }, 120_000);
});
