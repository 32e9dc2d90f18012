/**
 * Signed statement links: issued with a company key, opened with nothing but the URL; scoped to
 * one account, period and format; 401 for a token the bank did not sign, 403 for another account's,
 * 410 once expired; the signing secret survives a restart (it lives in the data file).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { verifyStatementLink } from "../../runtime/bank/ledger/statement-links.ts";
import { ManualClock, must, mustFail, openTestBank } from "./ledger-fixtures.ts";
import { signupOrg, startTestBank, type TestBank } from "./support.ts";

const tokenOf = (url: string) => new URL(url).searchParams.get("token") as string;

describe("statement links in the ledger", () => {
  async function acmeWithAccount() {
    const clock = new ManualClock("2025-03-10T12:00:00.000Z");
    const ctx = await openTestBank({ clock });
    const acme = must(
      await ctx.ledger.signup({
        name: "Acme",
        accounts: [{ name: "Ops", opening_balance_cents: 10_000 }, { name: "Two" }],
      }),
    );
    return { ...ctx, acme, ops: acme.accounts[0]!, two: acme.accounts[1]! };
  }

  it("grants the account's statement for the period asked, fixed at issue, until it expires", async () => {
    const { ledger, clock, acme, ops } = await acmeWithAccount();
    const link = must(await ledger.issueStatementLink(acme.organisation.id, ops.id, { ttl_seconds: 120 }));
    expect(link.format).toBe("html");
    expect(link.from).toBeNull();
    expect(link.to).toBe("2025-03-10T12:00:00.000Z");
    expect(link.expires_at).toBe("2025-03-10T12:02:00.000Z");
    // A deposit after issue is not part of the linked statement.
    clock.advance(1_000);
    must(await ledger.deposit(ops.id, { amount_cents: 500 }));
    const opened = must(ledger.statementByLink(ops.id, link.token));
    expect(opened.statement.lines).toHaveLength(1);
    expect(opened.statement.closing_balance_cents).toBe(10_000);
    clock.advance(119_000);
    mustFail(ledger.statementByLink(ops.id, link.token), "gone");
  });

  it("refuses an altered token (401) and another account's token (403)", async () => {
    const { ledger, acme, ops, two } = await acmeWithAccount();
    const link = must(
      await ledger.issueStatementLink(acme.organisation.id, ops.id, { format: "csv", from: "2025-03-01" }),
    );
    expect(must(ledger.statementByLink(ops.id, link.token)).format).toBe("csv");
    mustFail(ledger.statementByLink(two.id, link.token), "forbidden");
    const [claims, signature] = link.token.split(".") as [string, string];
    const widened = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(claims, "base64url").toString()), a: two.id }),
    ).toString("base64url");
    for (const forged of [
      `${widened}.${signature}`,
      `${claims}.${signature.slice(0, -2)}AA`,
      "nonsense",
      `${claims}.`,
    ]) {
      mustFail(ledger.statementByLink(two.id, forged), "unauthorized");
    }
  });

  it("checks the owner, the period, the format and the lifetime", async () => {
    const { ledger, acme, ops } = await acmeWithAccount();
    const globex = must(await ledger.signup({ name: "Globex", accounts: [{ name: "Main" }] }));
    mustFail(await ledger.issueStatementLink(globex.organisation.id, ops.id), "forbidden");
    const bad = mustFail(
      await ledger.issueStatementLink(acme.organisation.id, ops.id, {
        from: "2025-13-01",
        ttl_seconds: 10,
        format: "pdf" as "html",
      }),
      "bad_request",
    );
    expect(
      ((bad.details?.fields as Array<{ path: string }> | undefined) ?? []).map((issue) => issue.path).sort(),
    ).toEqual(["/body/format", "/body/from", "/body/ttl_seconds"]);
  });

  it("keeps its signing secret across a restart, and makes one secret under concurrent first links", async () => {
    const { ledger, acme, ops, backing, clock } = await acmeWithAccount();
    const [first, second] = await Promise.all([
      ledger.issueStatementLink(acme.organisation.id, ops.id),
      ledger.issueStatementLink(acme.organisation.id, ops.id),
    ]);
    await ledger.close();
    const reopened = await openTestBank({ backing, clock });
    expect(must(reopened.ledger.statementByLink(ops.id, must(first).token)).format).toBe("html");
    expect(must(reopened.ledger.statementByLink(ops.id, must(second).token)).format).toBe("html");
  });

  it("accepts nothing before any link was issued", () => {
    expect(verifyStatementLink(null, "a.b", Date.now())).toEqual({ ok: false, problem: "invalid" });
  });
});

describe("statement links over HTTP", () => {
  let bank: TestBank;
  beforeAll(async () => {
    bank = await startTestBank();
  });
  afterAll(async () => {
    vi.useRealTimers();
    await bank?.stop();
  });

  it("issues a URL without the api key that opens the HTML statement with no credentials", async () => {
    const acme = await signupOrg(bank, "Link Holdings", [987_654_32]);
    const issued = await acme.client.createStatementLink({ path: { id: acme.accounts[0]!.id }, body: {} });
    expect(issued.status).toBe(201);
    if (issued.status !== 201) return;
    const { url } = issued.data;
    expect(url.startsWith(`${bank.service.url}/api/v1/accounts/${acme.accounts[0]!.id}/linked-statement?token=`)).toBe(
      true,
    );
    expect(url).not.toContain(acme.api_key);
    expect(issued.response.headers.get("cache-control")).toBe("no-store");
    const page = await fetch(url);
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(page.headers.get("cache-control")).toBe("private, no-store");
    const html = await page.text();
    expect(html).toContain("<h1>Statement</h1>");
    expect(html).toContain("Link Holdings");
    expect(html).toContain("987,654.32");
  });

  it("serves a CSV link as a download", async () => {
    const acme = await signupOrg(bank, "Link Csv", [500]);
    const issued = await acme.client.createStatementLink({
      path: { id: acme.accounts[0]!.id },
      body: { format: "csv", from: "2020-01-01" },
    });
    if (issued.status !== 201) throw new Error(`issue failed: ${issued.status}`);
    const csv = await fetch(issued.data.url);
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-disposition")).toMatch(/^attachment; filename="statement-\d+\.csv"$/);
    expect((await csv.text()).split("\r\n")[1]).toContain(",CR,5.00,USD,OPENING BALANCE,");
  });

  it("answers 401, 403 and 410 in the error envelope, and 403 for issuing on another's account", async () => {
    const acme = await signupOrg(bank, "Link Owner", [100]);
    const other = await signupOrg(bank, "Link Stranger", [100]);
    const refused = await other.client.createStatementLink({ path: { id: acme.accounts[0]!.id }, body: {} });
    expect(refused.status).toBe(403);
    const issued = await acme.client.createStatementLink({
      path: { id: acme.accounts[0]!.id },
      body: { ttl_seconds: 60 },
    });
    if (issued.status !== 201) throw new Error(`issue failed: ${issued.status}`);
    const token = tokenOf(issued.data.url);
    const codeOf = async (path: string) => {
      const response = await bank.raw(path);
      return [response.status, ((await response.json()) as { error: { code: string } }).error.code];
    };
    expect(await codeOf(`/api/v1/accounts/${acme.accounts[0]!.id}/linked-statement?token=${token}x`)).toEqual([
      401,
      "unauthorized",
    ]);
    expect(await codeOf(`/api/v1/accounts/${other.accounts[0]!.id}/linked-statement?token=${token}`)).toEqual([
      403,
      "forbidden",
    ]);
    expect((await codeOf(`/api/v1/accounts/${acme.accounts[0]!.id}/linked-statement`))[0]).toBe(400);
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 61_000 });
    try {
      expect(await codeOf(`/api/v1/accounts/${acme.accounts[0]!.id}/linked-statement?token=${token}`)).toEqual([
        410,
        "gone",
      ]);
    } finally {
      vi.useRealTimers();
    }
  });
});
