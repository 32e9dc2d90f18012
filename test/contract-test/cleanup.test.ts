/**
 * `contract-test bank` tags what it creates and `--cleanup` deactivates it (issue 23, item 17):
 * every organisation a run opens, by its flows or by generated signup requests, has a slug starting
 * `ck-test-`; `--cleanup` freezes all their accounts through the admin API and says that the bank
 * cannot delete them; organisations without the tag are left alone.
 */
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runContractTest } from "../../cli/contract-test.ts";
import { type BankService, startBankService } from "../../runtime/bank/service.ts";
import { TEST_SLUG_PREFIX } from "../../runtime/contract-test/bank.ts";

const ADMIN_KEY = "cleanup-test-admin-key-0123456789";
let dir: string;
let bank: BankService;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "contractkit-cleanup-"));
  bank = await startBankService({
    dataFile: path.join(dir, "bank.json"),
    port: 0,
    host: "127.0.0.1",
    adminKey: ADMIN_KEY,
    onError: () => {},
  });
});
afterAll(async () => {
  await bank?.close();
  await rm(dir, { recursive: true, force: true });
});

interface Listed {
  slug: string;
  name: string;
  accounts: Array<{ status: string }>;
}

async function organisations(): Promise<Listed[]> {
  const response = await fetch(`${bank.url}/admin/organisations`, {
    headers: { authorization: `Bearer ${ADMIN_KEY}` },
  });
  return ((await response.json()) as { organisations: Listed[] }).organisations;
}

function collect() {
  let out = "";
  let err = "";
  return {
    io: {
      stdout: (text: string) => {
        out += text;
      },
      stderr: (text: string) => {
        err += text;
      },
    },
    out: () => out,
    err: () => err,
  };
}

describe("contract-test bank tags what it creates and --cleanup deactivates it", () => {
  it("tags every organisation of a run, then freezes their accounts and leaves others alone", async () => {
    const customer = await fetch(`${bank.url}/api/v1/signup`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: "A real customer", accounts: [{ name: "Operating", opening_balance_cents: 100 }] }),
    });
    expect(customer.status).toBe(201);

    const run = collect();
    const code = await runContractTest(
      "bank",
      {
        baseUrl: bank.url,
        adminKey: ADMIN_KEY,
        seed: "7",
        runs: "6",
        only: "conformance/signup,flow/signup-pay-read,flow/freeze-rejects",
        cleanup: true,
      },
      run.io,
    );
    expect(code, run.err()).toBe(0);
    const listed = await organisations();
    const created = listed.filter((organisation) => organisation.slug !== "a-real-customer");
    // The flows' own organisations plus generated signups.
    expect(created.length).toBeGreaterThan(3);
    for (const organisation of created) {
      expect(organisation.slug.startsWith(TEST_SLUG_PREFIX), organisation.slug).toBe(true);
      for (const account of organisation.accounts) expect(account.status, organisation.slug).toBe("frozen");
    }
    const untouched = listed.find((organisation) => organisation.slug === "a-real-customer");
    expect(untouched?.accounts.map((account) => account.status)).toEqual(["active"]);
    expect(run.out()).toMatch(
      new RegExp(
        `cleanup: ${created.length} organisation\\(s\\) tagged ck-test-: froze \\d+ account\\(s\\), \\d+ already frozen`,
      ),
    );
    expect(run.out()).toMatch(/cannot delete organisations or accounts/);

    // A second cleanup finds everything frozen already.
    const again = collect();
    expect(
      await runContractTest(
        "bank",
        { baseUrl: bank.url, adminKey: ADMIN_KEY, only: "flow/rotate-key", cleanup: true },
        again.io,
      ),
    ).toBe(0);
    // This run's organisations are frozen now; the earlier run's were frozen already.
    expect(again.out()).toMatch(/froze [1-9]\d* account\(s\), [1-9]\d* already frozen/);
  }, 300_000);

  it("refuses --cleanup without the admin key or for the protocol service (exit 2)", async () => {
    const saved = { a: process.env.CONTRACT_TEST_ADMIN_KEY, b: process.env.BANK_ADMIN_KEY };
    delete process.env.CONTRACT_TEST_ADMIN_KEY;
    delete process.env.BANK_ADMIN_KEY;
    try {
      const noKey = collect();
      expect(await runContractTest("bank", { baseUrl: bank.url, cleanup: true }, noKey.io)).toBe(2);
      expect(noKey.err()).toMatch(/--cleanup needs the bank's admin key/);
      const protocol = collect();
      expect(await runContractTest("protocol", { baseUrl: bank.url, cleanup: true }, protocol.io)).toBe(2);
      expect(protocol.err()).toMatch(/--cleanup applies to the bank only/);
    } finally {
      if (saved.a !== undefined) process.env.CONTRACT_TEST_ADMIN_KEY = saved.a;
      if (saved.b !== undefined) process.env.BANK_ADMIN_KEY = saved.b;
    }
  });
});
