/**
 * The bank over real HTTP on 127.0.0.1, through the generated client, every JSON response validated
 * against the spec. One test per rule a user relies on (docs/reference/bank.md).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bankRoutes } from "../../generated/bank/index.ts";
import { describeStores } from "./stores.ts";
import { ADMIN_KEY, signupOrg, startTestBank, type TestBank } from "./support.ts";

describeStores("bank over HTTP", (kit) => {
  let bank: TestBank;
  beforeAll(async () => {
    bank = await startTestBank({ databaseUrl: await kit.freshDatabase() });
  });
  afterAll(async () => {
    await bank.stop();
  });

  const json = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });

  describe("public routes", () => {
    it("answers /health with the documented body", async () => {
      const result = await bank.client().getHealth();
      expect(result.status).toBe(200);
      expect(result.data).toMatchObject({ status: "ok", version: "1.0.0", settlement_mode: "automatic" });
    });

    it("serves an interactive reference at /docs with no external assets, and the spec at /openapi.json", async () => {
      const docs = await bank.raw("/docs");
      expect(docs.headers.get("content-type")).toMatch(/^text\/html/);
      const html = await docs.text();
      expect(html).toContain("SwaggerUIBundle");
      expect(html).not.toMatch(/<script[^>]+src=|<link[^>]+href="http/);
      const spec = await bank.client().getOpenApiDocument();
      expect(spec.status).toBe(200);
      expect((spec.data as { servers: Array<{ url: string }> }).servers[0]!.url).toBe(bank.service.url);
    });

    it("lists every organisation with account numbers and never balances or ids", async () => {
      const org = await signupOrg(bank, "Directory Probe", [12_345]);
      const result = await bank.client().getDirectory();
      expect(result.status).toBe(200);
      const entry = result.data!.organisations.find((o) => o.slug === org.organisation.slug)!;
      expect(entry.accounts.map((a) => a.account_number)).toEqual([org.accounts[0]!.account_number]);
      const text = JSON.stringify(result.data);
      expect(text).not.toContain("balance");
      expect(text).not.toContain(org.accounts[0]!.id);
      expect(text).not.toContain(org.organisation.id);
    });

    it("answers CORS preflights with the headers a browser client needs", async () => {
      const response = await bank.raw("/api/v1/payments", {
        method: "OPTIONS",
        headers: { origin: "http://example.test", "access-control-request-method": "POST" },
      });
      expect(response.status).toBe(204);
      expect(response.headers.get("access-control-allow-origin")).toBe("*");
      expect(response.headers.get("access-control-allow-methods")).toContain("POST");
      expect(response.headers.get("access-control-allow-headers")).toMatch(/Idempotency-Key/i);
      const normal = await bank.raw("/health", { headers: { origin: "http://example.test" } });
      expect(normal.headers.get("access-control-expose-headers")).toMatch(/Idempotent-Replayed/);
    });
  });

  describe("signup and accounts", () => {
    it("books opening balances as OPENING BALANCE deposits and shows the key once", async () => {
      const org = await signupOrg(bank, "Acme Insurance Ltd", [100_00, 0]);
      expect(org.organisation.slug).toBe("acme-insurance-ltd");
      expect(org.api_key).toMatch(/^sk_/);
      expect(org.accounts.map((a) => a.balance_cents)).toEqual([100_00, 0]);
      const lines = await org.client.listTransactions({ path: { id: org.accounts[0]!.id } });
      expect(lines.data!.transactions).toMatchObject([
        { reference: "OPENING BALANCE", direction: "CR", amount_cents: 100_00 },
      ]);
      const me = await org.client.getMe();
      expect(JSON.stringify(me.data)).not.toContain(org.api_key);
    });

    it("refuses a taken slug with 409", async () => {
      await signupOrg(bank, "Twin Co", []);
      const again = await bank.client().signup({ body: { name: "Twin Co" } });
      expect(again.status).toBe(409);
      expect(again.error!.error.code).toBe("conflict");
    });

    it("answers 400 with every offending field for schema violations, and stores nothing", async () => {
      const response = await bank.raw(
        "/api/v1/signup",
        json({ name: "x".repeat(121), accounts: Array.from({ length: 11 }, () => ({ name: "a" })), surprise: 1 }),
      );
      expect(response.status).toBe(400);
      const body = (await response.json()) as { error: { code: string; details: { fields: Array<{ path: string }> } } };
      expect(body.error.code).toBe("bad_request");
      const paths = body.error.details.fields.map((f) => f.path);
      expect(paths).toEqual(expect.arrayContaining(["/body/name", "/body/accounts"]));
      expect(JSON.stringify(body)).toContain("surprise");
    });

    it("answers malformed JSON with 400, a wrong media type with 415 and an oversized body with 413", async () => {
      const malformed = await bank.raw("/api/v1/signup", json("{not json"));
      expect(malformed.status).toBe(400);
      expect(((await malformed.json()) as { error: { code: string } }).error.code).toBe("bad_request");
      const text = await bank.raw("/api/v1/signup", {
        method: "POST",
        headers: { "content-type": "text/plain" },
        body: "name=x",
      });
      expect(text.status).toBe(415);
      const huge = await bank.raw("/api/v1/signup", json({ name: "x", team: "y".repeat(70 * 1024) }));
      expect(huge.status).toBe(413);
      expect(((await huge.json()) as { error: { code: string } }).error.code).toBe("payload_too_large");
    });

    it("opens accounts with unique bank-wide numbers", async () => {
      const a = await signupOrg(bank, "Numbers A", [0, 0]);
      const b = await signupOrg(bank, "Numbers B", [0]);
      const opened = await a.client.openAccount({ body: { name: "Trust", type: "trust", opening_balance_cents: 5 } });
      expect(opened.status).toBe(201);
      const numbers = [...a.accounts, ...b.accounts, opened.data!.account].map((acc) => acc.account_number);
      expect(new Set(numbers).size).toBe(numbers.length);
    });
  });

  describe("authentication and tenancy", () => {
    it("gives 401 for a missing or unknown key and the old key after rotation", async () => {
      const org = await signupOrg(bank, "Rotator", [1]);
      expect((await bank.client().getMe()).status).toBe(401);
      expect((await bank.client({ companyKey: "sk_nope" }).getMe()).status).toBe(401);
      const rotated = await org.client.rotateKey();
      expect(rotated.status).toBe(200);
      expect((await org.client.getMe()).status).toBe(401);
      expect((await bank.client({ companyKey: rotated.data!.api_key }).getMe()).status).toBe(200);
    });

    it("keeps the admin surface to the admin key: a company key gets 403, no key 401", async () => {
      const org = await signupOrg(bank, "Not Admin", [1]);
      expect((await bank.client({ adminKey: org.api_key }).getAudit()).status).toBe(403);
      expect((await bank.client().getAudit()).status).toBe(401);
      expect((await bank.client({ companyKey: ADMIN_KEY }).getMe()).status).toBe(401);
      expect((await bank.admin.getAudit()).status).toBe(200);
    });

    it("denies every company route on another organisation's ids without leaking data", async () => {
      const owner = await signupOrg(bank, "Owner Org", [50_00, 0]);
      const intruder = await signupOrg(bank, "Intruder Org", [1]);
      const paid = await owner.client.sendPayment({
        body: {
          from_account_id: owner.accounts[0]!.id,
          to_account_number: owner.accounts[1]!.account_number,
          amount_cents: 1,
        },
      });
      const ids: Record<string, string> = { account: owner.accounts[0]!.id, payment: paid.data!.payment.id };
      const routes = bankRoutes.filter(
        (r) => r.path.includes("{id}") && r.operation.security.some((a) => a.includes("companyKey")),
      );
      expect(routes.length).toBeGreaterThanOrEqual(4);
      for (const route of routes) {
        const id = route.path.includes("payments") ? ids.payment! : ids.account!;
        const response = await bank.raw(route.path.replace("{id}", id), {
          method: route.method.toUpperCase(),
          headers: { authorization: `Bearer ${intruder.api_key}` },
        });
        expect([403, 404], `${route.operationId}`).toContain(response.status);
        const text = await response.text();
        expect(text, route.operationId).not.toContain(owner.accounts[0]!.account_number);
        expect(text, route.operationId).not.toContain("balance_cents");
      }
      const unknown = await owner.client.getAccount({ path: { id: "acc_does_not_exist" } });
      expect(unknown.status).toBe(404);
    });
  });

  describe("payments", () => {
    it("settles at once in automatic mode with a debit and a credit", async () => {
      const payer = await signupOrg(bank, "Payer Auto", [10_00]);
      const payee = await signupOrg(bank, "Payee Auto", [0]);
      const sent = await payer.client.sendPayment({
        body: {
          from_account_id: payer.accounts[0]!.id,
          to_account_number: payee.accounts[0]!.account_number,
          amount_cents: 2_50,
          reference: "INV-1",
        },
      });
      expect(sent.status).toBe(201);
      expect(sent.data!.payment).toMatchObject({ status: "settled", amount_cents: 2_50, currency: "USD" });
      expect(sent.data!.payment.settled_at).not.toBeNull();
      const payerAccount = await payer.client.getAccount({ path: { id: payer.accounts[0]!.id } });
      expect(payerAccount.data!.account).toMatchObject({ balance_cents: 7_50, available_cents: 7_50 });
      const payeeLines = await payee.client.listTransactions({ path: { id: payee.accounts[0]!.id } });
      expect(payeeLines.data!.transactions[0]).toMatchObject({
        direction: "CR",
        amount_cents: 2_50,
        reference: "INV-1",
        transfer_id: sent.data!.payment.id,
      });
    });

    it("records refused payments as rejected with a return reason and answers 422", async () => {
      const payer = await signupOrg(bank, "Payer Poor", [1_00]);
      const payee = await signupOrg(bank, "Payee Poor", [0]);
      const short = await payer.client.sendPayment({
        body: {
          from_account_id: payer.accounts[0]!.id,
          to_account_number: payee.accounts[0]!.account_number,
          amount_cents: 1_01,
        },
      });
      expect(short.status).toBe(422);
      expect(short.error!.error.code).toBe("unprocessable_entity");
      expect(short.error!.error.details?.payment).toMatchObject({
        status: "rejected",
        return_reason: expect.stringMatching(/^R01/),
      });
      const unknown = await payer.client.sendPayment({
        body: { from_account_id: payer.accounts[0]!.id, to_account_number: "9999999999", amount_cents: 1 },
      });
      expect(unknown.status).toBe(422);
      const rejected = await payer.client.listPayments({ query: { status: "rejected" } });
      expect(rejected.data!.payments).toHaveLength(2);
      const account = await payer.client.getAccount({ path: { id: payer.accounts[0]!.id } });
      expect(account.data!.account.balance_cents).toBe(1_00);
    });

    it("refuses payments involving a frozen account with 422 until it is unfrozen", async () => {
      const payer = await signupOrg(bank, "Payer Frozen", [5_00]);
      const payee = await signupOrg(bank, "Payee Frozen", [0]);
      const body = {
        from_account_id: payer.accounts[0]!.id,
        to_account_number: payee.accounts[0]!.account_number,
        amount_cents: 1,
      };
      expect((await bank.admin.freezeAccount({ path: { id: payee.accounts[0]!.id } })).status).toBe(200);
      const refused = await payer.client.sendPayment({ body });
      expect(refused.status).toBe(422);
      expect(refused.error!.error.details?.payment?.return_reason).toMatch(/^R16/);
      expect((await bank.admin.freezeAccount({ path: { id: payee.accounts[0]!.id } })).status).toBe(409);
      await bank.admin.unfreezeAccount({ path: { id: payee.accounts[0]!.id } });
      expect((await payer.client.sendPayment({ body })).status).toBe(201);
    });

    it("holds pending payments in manual mode; settle, return and reverse move money as documented", async () => {
      const payer = await signupOrg(bank, "Payer Manual", [10_00]);
      const payee = await signupOrg(bank, "Payee Manual", [0]);
      const to = payee.accounts[0]!.account_number;
      const from = payer.accounts[0]!.id;
      expect((await bank.admin.setSettlementMode({ body: { settlement_mode: "manual" } })).data).toEqual({
        settlement_mode: "manual",
      });
      try {
        const a = await payer.client.sendPayment({
          body: { from_account_id: from, to_account_number: to, amount_cents: 3_00, reference: "A" },
        });
        const b = await payer.client.sendPayment({
          body: { from_account_id: from, to_account_number: to, amount_cents: 2_00, reference: "B" },
        });
        expect(a.data!.payment.status).toBe("pending");
        let account = (await payer.client.getAccount({ path: { id: from } })).data!.account;
        expect(account).toMatchObject({ balance_cents: 10_00, available_cents: 5_00 });
        const pending = await bank.admin.adminListPayments({ query: { status: "pending" } });
        expect(pending.data!.payments.map((p) => p.id)).toEqual(
          expect.arrayContaining([a.data!.payment.id, b.data!.payment.id]),
        );

        const settled = await bank.admin.settlePayment({ path: { id: a.data!.payment.id } });
        expect(settled.data!.payment.status).toBe("settled");
        const returned = await bank.admin.returnPayment({ path: { id: b.data!.payment.id }, body: { reason: "R08" } });
        expect(returned.data!.payment).toMatchObject({
          status: "returned",
          return_reason: expect.stringMatching(/^R08/),
        });
        account = (await payer.client.getAccount({ path: { id: from } })).data!.account;
        expect(account).toMatchObject({ balance_cents: 7_00, available_cents: 7_00 });
        const lines = (await payer.client.listTransactions({ path: { id: from } })).data!.transactions;
        expect(lines.map((l) => l.reference)).toContain("RETURN B");

        expect((await bank.admin.settlePayment({ path: { id: b.data!.payment.id } })).status).toBe(409);
        const reversed = await bank.admin.reversePayment({ path: { id: a.data!.payment.id }, body: {} });
        expect(reversed.data!.payment.status).toBe("returned");
        expect(
          (await payee.client.getAccount({ path: { id: payee.accounts[0]!.id } })).data!.account.balance_cents,
        ).toBe(0);
        expect((await payer.client.getAccount({ path: { id: from } })).data!.account.balance_cents).toBe(10_00);
      } finally {
        await bank.admin.setSettlementMode({ body: { settlement_mode: "automatic" } });
      }
    });

    it("refuses to reverse what the receiver no longer holds unless forced", async () => {
      const payer = await signupOrg(bank, "Payer Reverse", [5_00]);
      const payee = await signupOrg(bank, "Payee Reverse", [0, 0]);
      const sent = await payer.client.sendPayment({
        body: {
          from_account_id: payer.accounts[0]!.id,
          to_account_number: payee.accounts[0]!.account_number,
          amount_cents: 5_00,
        },
      });
      await payee.client.sendPayment({
        body: {
          from_account_id: payee.accounts[0]!.id,
          to_account_number: payee.accounts[1]!.account_number,
          amount_cents: 4_00,
        },
      });
      const refused = await bank.admin.reversePayment({ path: { id: sent.data!.payment.id }, body: {} });
      expect(refused.status).toBe(422);
      const forced = await bank.admin.reversePayment({ path: { id: sent.data!.payment.id }, body: { force: true } });
      expect(forced.status).toBe(200);
      expect((await payee.client.getAccount({ path: { id: payee.accounts[0]!.id } })).data!.account.balance_cents).toBe(
        -4_00,
      );
      expect((await bank.admin.getAudit()).data!.ok).toBe(true);
    });
  });

  describe("idempotency", () => {
    it("replays the original response byte for byte, 422s included, and refuses a different body with 409", async () => {
      const payer = await signupOrg(bank, "Idem Payer", [1_00]);
      const payee = await signupOrg(bank, "Idem Payee", [0]);
      const headers = { authorization: `Bearer ${payer.api_key}`, "idempotency-key": "key-1" };
      const body = {
        from_account_id: payer.accounts[0]!.id,
        to_account_number: payee.accounts[0]!.account_number,
        amount_cents: 60,
      };
      const first = await bank.raw("/api/v1/payments", json(body, headers));
      const firstText = await first.text();
      expect(first.status).toBe(201);
      expect(first.headers.get("idempotent-replayed")).toBeNull();
      const replay = await bank.raw("/api/v1/payments", json({ ...body }, headers));
      expect(replay.status).toBe(201);
      expect(replay.headers.get("idempotent-replayed")).toBe("true");
      expect(await replay.text()).toBe(firstText);
      const different = await bank.raw("/api/v1/payments", json({ ...body, amount_cents: 61 }, headers));
      expect(different.status).toBe(409);

      const rejectHeaders = { ...headers, "idempotency-key": "key-2" };
      const rejected = await bank.raw("/api/v1/payments", json(body, rejectHeaders));
      expect(rejected.status).toBe(422);
      const rejectedReplay = await bank.raw("/api/v1/payments", json(body, rejectHeaders));
      expect(rejectedReplay.status).toBe(422);
      expect(await rejectedReplay.text()).toBe(await rejected.text());
      const payments = await payer.client.listPayments();
      expect(payments.data!.payments).toHaveLength(2);
    });

    it("creates exactly one payment for many parallel requests with one key", async () => {
      const payer = await signupOrg(bank, "Idem Parallel", [10_00]);
      const payee = await signupOrg(bank, "Idem Parallel Payee", [0]);
      const body = {
        from_account_id: payer.accounts[0]!.id,
        to_account_number: payee.accounts[0]!.account_number,
        amount_cents: 1_00,
      };
      const responses = await Promise.all(
        Array.from({ length: 20 }, () =>
          payer.client.sendPayment({ body, headers: { "Idempotency-Key": "parallel" } }),
        ),
      );
      expect(responses.every((r) => r.status === 201 || r.status === 409)).toBe(true);
      expect((await payer.client.listPayments()).data!.payments).toHaveLength(1);
      expect((await payer.client.getAccount({ path: { id: payer.accounts[0]!.id } })).data!.account.balance_cents).toBe(
        9_00,
      );
    });

    it("never overdraws under many parallel payments draining one account", async () => {
      const payer = await signupOrg(bank, "Drained", [10_00]);
      const payee = await signupOrg(bank, "Drain Sink", [0]);
      const body = {
        from_account_id: payer.accounts[0]!.id,
        to_account_number: payee.accounts[0]!.account_number,
        amount_cents: 70,
      };
      const results = await Promise.all(Array.from({ length: 40 }, () => payer.client.sendPayment({ body })));
      expect(results.filter((r) => r.status === 201)).toHaveLength(14);
      expect(results.filter((r) => r.status === 422)).toHaveLength(26);
      expect((await payer.client.getAccount({ path: { id: payer.accounts[0]!.id } })).data!.account.balance_cents).toBe(
        20,
      );
    });
  });

  describe("transactions and statements", () => {
    it("pages transactions newest first with a stable cursor that covers the list exactly once", async () => {
      const payer = await signupOrg(bank, "Pager", [100_00]);
      const payee = await signupOrg(bank, "Pager Sink", [0]);
      for (let i = 0; i < 23; i++) {
        await payer.client.sendPayment({
          body: {
            from_account_id: payer.accounts[0]!.id,
            to_account_number: payee.accounts[0]!.account_number,
            amount_cents: i + 1,
            reference: `P${i}`,
          },
        });
      }
      const seen: string[] = [];
      for await (const line of payer.client.paginateListTransactions({
        path: { id: payer.accounts[0]!.id },
        query: { limit: 5 },
      })) {
        seen.push(line.reference);
      }
      expect(seen).toHaveLength(24);
      expect(new Set(seen).size).toBe(24);
      expect(seen[0]).toBe("P22");
      expect(seen.at(-1)).toBe("OPENING BALANCE");
      const tooMany = await payer.client.listTransactions({
        path: { id: payer.accounts[0]!.id },
        query: { limit: 501 },
      });
      expect(tooMany.status).toBe(400);
      const forged = await payer.client.listTransactions({
        path: { id: payer.accounts[0]!.id },
        query: { cursor: "garbage" },
      });
      expect(forged.status).toBe(400);
    });

    it("renders the statement in json, csv and html that agree, neutralising formulas and escaping markup", async () => {
      const payer = await signupOrg(bank, "Stmt Co", [50_00]);
      const payee = await signupOrg(bank, "Stmt Sink", [0]);
      await payer.client.sendPayment({
        body: {
          from_account_id: payer.accounts[0]!.id,
          to_account_number: payee.accounts[0]!.account_number,
          amount_cents: 12_34,
          reference: '=HYPERLINK("http://evil") <script>alert(1)</script>',
        },
      });
      const id = payer.accounts[0]!.id;
      const statement = await payer.client.getStatement({ path: { id } });
      const data = statement.data as {
        opening_balance_cents: number;
        closing_balance_cents: number;
        lines: Array<{ running_balance_cents: number }>;
      };
      expect(data.opening_balance_cents).toBe(0);
      expect(data.closing_balance_cents).toBe(37_66);
      expect(data.lines.map((l) => l.running_balance_cents)).toEqual([50_00, 37_66]);

      const csvResponse = await bank.raw(`/api/v1/accounts/${id}/statement?format=csv`, {
        headers: { authorization: `Bearer ${payer.api_key}` },
      });
      expect(csvResponse.headers.get("content-type")).toMatch(/^text\/csv/);
      const csv = (await csvResponse.text()).split("\r\n");
      expect(csv[0]).toBe(
        "date,value_date,account_number,counterparty_account_number,direction,amount,currency,reference,transfer_id,end_to_end_id,running_balance",
      );
      expect(csv).toHaveLength(4);
      expect(csv[2]).toContain(`"'=HYPERLINK(""http://evil"") <script>alert(1)</script>"`);
      expect(csv[2]).toMatch(/,DR,12\.34,USD,/);
      expect(csv[2]).toMatch(/,37\.66$/);

      const html = await (
        await bank.raw(`/api/v1/accounts/${id}/statement?format=html`, {
          headers: { authorization: `Bearer ${payer.api_key}` },
        })
      ).text();
      expect(html).not.toContain("<script>alert(1)</script>");
      expect(html).toContain("&#60;script&#62;alert(1)&#60;/script&#62;");
      expect(html).not.toMatch(/<script[^>]+src=|<link[^>]+href=/);
    });
  });

  describe("robustness", () => {
    it("answers unknown routes and unknown query parameters in the envelope, never 500", async () => {
      const missing = await bank.raw("/api/v1/nothing-here");
      expect(missing.status).toBe(404);
      expect(((await missing.json()) as { error: { code: string } }).error.code).toBe("not_found");
      const typo = await bank.raw("/api/v1/directory?limt=3");
      expect(typo.status).toBe(400);
      const wrongMethod = await bank.raw("/api/v1/directory", { method: "DELETE" });
      expect(wrongMethod.status).toBe(404);
    });

    it("keeps everything acknowledged across a restart, and the audit proves the invariants", async () => {
      const payer = await signupOrg(bank, "Survivor", [9_00]);
      const payee = await signupOrg(bank, "Survivor Sink", [0]);
      await payer.client.sendPayment({
        body: {
          from_account_id: payer.accounts[0]!.id,
          to_account_number: payee.accounts[0]!.account_number,
          amount_cents: 4_00,
        },
      });
      await bank.restart();
      const after = bank.client({ companyKey: payer.api_key });
      expect((await after.getAccount({ path: { id: payer.accounts[0]!.id } })).data!.account.balance_cents).toBe(5_00);
      const audit = await bank.admin.getAudit();
      expect(audit.data).toMatchObject({ ok: true, violations: [] });
      expect(audit.data!.total_balances_cents).toBe(audit.data!.total_deposits_cents);
    });
  });
});
