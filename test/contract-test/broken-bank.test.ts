/**
 * Proof that the contract test suite can fail: it passes against the real bank, then catches each
 * deliberately broken variant — a small HTTP proxy in front of the real bank that breaks one rule —
 * with the check and rule that own that break.
 */
import { mkdtemp, readFile, rm } from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runContractTest } from "../../cli/contract-test.ts";
import { bankOpenApiDocument } from "../../generated/bank/openapi.js";
import { buildOperationTable } from "../../generator/operations.ts";
import { type BankService, startBankService } from "../../runtime/bank/service.ts";
import {
  type CheckResult,
  formatFailure,
  runContractSuite,
  type SuiteReport,
} from "../../runtime/contract-test/index.ts";

const ADMIN_KEY = "contract-test-admin-key-0123456789";
const BANK_SUITE = {
  table: buildOperationTable(bankOpenApiDocument, "bank"),
  document: bankOpenApiDocument,
  profile: "bank",
} as const;
const SEED = 20_251_122;
const RUNS = 4;

interface ProxyRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: string;
}
interface ProxyResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}
/** One way to break the bank: rewrite the request, answer it directly, or rewrite the response. */
interface Breakage {
  request?(request: ProxyRequest): ProxyRequest | ProxyResponse;
  response?(request: ProxyRequest, response: ProxyResponse): ProxyResponse | Promise<ProxyResponse>;
}

const HOP_BY_HOP = new Set([
  "host",
  "connection",
  "content-length",
  "transfer-encoding",
  "keep-alive",
  "content-encoding",
]);

function envelope(status: number, code: string, message: string): ProxyResponse {
  return {
    status,
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ error: { code, message } }),
  };
}

/** An HTTP proxy on 127.0.0.1 in front of `target` that applies one breakage. */
async function startProxy(target: string, breakage: Breakage): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(req.headers))
      if (value !== undefined && !HOP_BY_HOP.has(name)) headers[name] = Array.isArray(value) ? value.join(", ") : value;
    let request: ProxyRequest = {
      method: req.method ?? "GET",
      path: req.url ?? "/",
      headers,
      body: Buffer.concat(chunks).toString("utf8"),
    };
    let response: ProxyResponse;
    const rewritten = breakage.request ? breakage.request(request) : request;
    if ("status" in rewritten) response = rewritten;
    else {
      request = rewritten;
      const upstream = await fetch(`${target}${request.path}`, {
        method: request.method,
        headers: request.headers,
        ...(request.body && request.method !== "GET" ? { body: request.body } : {}),
      });
      const upstreamHeaders: Record<string, string> = {};
      upstream.headers.forEach((value, name) => {
        if (!HOP_BY_HOP.has(name)) upstreamHeaders[name] = value;
      });
      response = { status: upstream.status, headers: upstreamHeaders, body: await upstream.text() };
      if (breakage.response) response = await breakage.response(request, response);
    }
    res.writeHead(response.status, response.headers);
    res.end(response.body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** Deletes a member from every object of a JSON value. */
function without(value: unknown, member: string): unknown {
  if (Array.isArray(value)) return value.map((item) => without(item, member));
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([k]) => k !== member)
      .map(([k, v]) => [k, without(v, member)]),
  );
}

function failed(report: SuiteReport): CheckResult[] {
  return report.checks.filter((check) => check.status === "fail");
}

function failedWith(report: SuiteReport, checkId: string, rule: string): boolean {
  return report.checks.some((check) => check.id === checkId && check.failures.some((failure) => failure.rule === rule));
}

let bank: BankService;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), "contractkit-contract-test-"));
  bank = await startBankService({
    dataFile: path.join(dataDir, "bank.json"),
    port: 0,
    host: "127.0.0.1",
    adminKey: ADMIN_KEY,
  });
});

afterAll(async () => {
  await bank?.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function runAgainst(breakage: Breakage, only: string[], runs = RUNS): Promise<SuiteReport> {
  const proxy = await startProxy(bank.url, breakage);
  try {
    return await runContractSuite({ ...BANK_SUITE, baseUrl: proxy.url, adminKey: ADMIN_KEY, seed: SEED, runs, only });
  } finally {
    await proxy.close();
  }
}

describe("contract-test against the real bank", () => {
  it("passes every check", async () => {
    const report = await runContractSuite({
      ...BANK_SUITE,
      baseUrl: bank.url,
      adminKey: ADMIN_KEY,
      seed: SEED,
      runs: RUNS,
    });
    const failures = failed(report).map((check) =>
      check.failures.map((f) => formatFailure(report, check, f)).join("\n"),
    );
    expect(failures).toEqual([]);
    expect(report.checks.filter((c) => c.status === "pass").length).toBeGreaterThan(50);
    // Without the admin key nothing runs as admin; those checks are skipped, not passed.
    expect(report.checks.find((c) => c.id === "invariant/audit")?.status).toBe("pass");
  }, 60_000);

  it("passes through a transparent proxy, so the broken variants below differ only by their break", async () => {
    const report = await runAgainst({}, ["conformance/getAccount", "flow/cross-tenant", "flow/idempotent-replay"]);
    expect(report.checks.find((c) => c.id === "flow/cross-tenant")?.status).toBe("pass");
    expect(report.checks.find((c) => c.id === "conformance/getAccount")?.status).toBe("pass");
  });
});

describe("contract-test catches a broken bank", () => {
  it("(a) a required field dropped from responses: conformance reports the response schema", async () => {
    const report = await runAgainst(
      {
        response: (_request, response) =>
          response.headers["content-type"]?.startsWith("application/json")
            ? { ...response, body: JSON.stringify(without(JSON.parse(response.body), "available_cents")) }
            : response,
      },
      ["conformance/getAccount", "conformance/listAccounts", "conformance/getMe"],
    );
    for (const id of ["conformance/getAccount", "conformance/listAccounts", "conformance/getMe"])
      expect(failedWith(report, id, "response-schema"), id).toBe(true);
    const failure = report.checks.find((c) => c.id === "conformance/getAccount")!.failures[0]!;
    expect(failure.message).toContain("available_cents");
    // The reproducer: the request as curl, the response, and the seed to replay it.
    const text = formatFailure(report, report.checks.find((c) => c.id === "conformance/getAccount")!, failure);
    expect(text).toMatch(/curl -sS -i -X GET '.*\/api\/v1\/accounts\//);
    expect(text).toContain("response:  200");
    expect(text).toContain(`--seed ${SEED}`);
  });

  it("(b) 200 instead of 201: conformance reports an undocumented status", async () => {
    const report = await runAgainst(
      { response: (_request, response) => (response.status === 201 ? { ...response, status: 200 } : response) },
      ["conformance/signup", "conformance/openAccount"],
    );
    const summary = JSON.stringify(report.checks.map((c) => [c.id, c.note, c.failures.map((f) => f.rule)]));
    expect(failedWith(report, "conformance/signup", "documented-status"), summary).toBe(true);
    expect(failedWith(report, "conformance/openAccount", "documented-status"), summary).toBe(true);
  });

  it("(c) 500 to a malformed body: negative data reports a server error", async () => {
    const report = await runAgainst(
      {
        request: (request) => {
          if (!request.body) return request;
          try {
            JSON.parse(request.body);
            return request;
          } catch {
            return envelope(500, "internal_error", "unexpected token");
          }
        },
      },
      ["negative/signup", "negative/openAccount", "negative/sendPayment"],
      12,
    );
    const crashed = failed(report).filter((check) => check.failures.some((f) => f.rule === "negative-server-error"));
    expect(crashed.map((c) => c.id).length).toBeGreaterThan(0);
    const failure = crashed[0]!.failures[0]!;
    expect(failure.exchange?.response.status).toBe(500);
    expect(failure.message).toMatch(/malformed JSON|oversized|without Content-Type|sent as/);
    expect(failure.counterexamplePath).toBeDefined();
  });

  it("(d) a replay forwarded as a new request: the idempotency flow reports it", async () => {
    const report = await runAgainst(
      {
        request: (request) => {
          const { "idempotency-key": _dropped, ...headers } = request.headers;
          return { ...request, headers };
        },
      },
      ["flow/idempotent-replay"],
    );
    expect(failedWith(report, "flow/idempotent-replay", "idempotent-replay")).toBe(true);
  });

  it("(e) another organisation's account answered with 200 and its data: the tenant flow reports a leak", async () => {
    const report = await runAgainst(
      {
        response: async (request, response) => {
          const match = /^\/api\/v1\/accounts\/([^/?]+)$/.exec(request.path);
          if (request.method !== "GET" || !match || response.status !== 403) return response;
          const all = (await (
            await fetch(`${bank.url}/admin/organisations`, { headers: { authorization: `Bearer ${ADMIN_KEY}` } })
          ).json()) as { organisations: { accounts: { id: string }[] }[] };
          const account = all.organisations
            .flatMap((o) => o.accounts)
            .find((a) => a.id === decodeURIComponent(match[1]!));
          return { status: 200, headers: { "content-type": "application/json" }, body: JSON.stringify({ account }) };
        },
      },
      ["flow/cross-tenant"],
    );
    expect(failedWith(report, "flow/cross-tenant", "tenant-isolation")).toBe(true);
    expect(report.checks.find((c) => c.id === "flow/cross-tenant")!.failures[0]!.exchange?.response.status).toBe(200);
  });
});

/** A response with one header removed or replaced. */
function withHeader(response: ProxyResponse, name: string, value: string | undefined): ProxyResponse {
  const { [name]: _removed, ...headers } = response.headers;
  return { ...response, headers: value === undefined ? headers : { ...headers, [name]: value } };
}

describe("contract-test catches a bank that breaks the protocol rules", () => {
  it("(f) a 401 without WWW-Authenticate: the protocol check reports the missing Bearer challenge", async () => {
    const report = await runAgainst(
      { response: (_request, response) => withHeader(response, "www-authenticate", undefined) },
      ["protocol/www-authenticate"],
    );
    expect(failedWith(report, "protocol/www-authenticate", "www-authenticate")).toBe(true);
  });

  it("(g) responses without X-Content-Type-Options: nosniff: reported", async () => {
    const report = await runAgainst(
      { response: (_request, response) => withHeader(response, "x-content-type-options", undefined) },
      ["protocol/nosniff"],
    );
    expect(failedWith(report, "protocol/nosniff", "nosniff")).toBe(true);
  });

  it("(h) CORS expose headers or preflight methods other than the spec states: reported", async () => {
    const expose = await runAgainst(
      {
        response: (_request, response) =>
          withHeader(response, "access-control-expose-headers", "Idempotent-Replayed, Content-Disposition"),
      },
      ["protocol/cors"],
    );
    expect(failedWith(expose, "protocol/cors", "cors-expose-headers")).toBe(true);
    const preflight = await runAgainst(
      {
        response: (request, response) =>
          request.method === "OPTIONS"
            ? withHeader(response, "access-control-allow-methods", "GET, OPTIONS")
            : response,
      },
      ["protocol/cors"],
    );
    expect(failedWith(preflight, "protocol/cors", "cors-preflight")).toBe(true);
  });

  it("(i) Node's default answer to a malformed request (no JSON envelope): reported", async () => {
    // The proxy is a plain node:http server: its parser errors get Node's bodiless 400.
    const report = await runAgainst({}, ["protocol/parser-errors"]);
    expect(failedWith(report, "protocol/parser-errors", "parser-error-envelope")).toBe(true);
    const direct = await runContractSuite({
      ...BANK_SUITE,
      baseUrl: bank.url,
      adminKey: ADMIN_KEY,
      seed: SEED,
      runs: RUNS,
      only: ["protocol/"],
    });
    expect(direct.checks.map((check) => [check.id, check.status])).toEqual([
      ["protocol/www-authenticate", "pass"],
      ["protocol/nosniff", "pass"],
      ["protocol/cors", "pass"],
      ["protocol/parser-errors", "pass"],
    ]);
  });
});

describe("contractkit contract-test (CLI)", () => {
  const io = () => {
    const out = { stdout: "", stderr: "" };
    return {
      out,
      io: {
        stdout: (t: string) => {
          out.stdout += t;
        },
        stderr: (t: string) => {
          out.stderr += t;
        },
      },
    };
  };

  it("exits 2 on bad usage", async () => {
    const { io: sink } = io();
    expect(await runContractTest("ledger", { baseUrl: bank.url }, sink)).toBe(2);
    expect(await runContractTest("bank", { baseUrl: "not a url" }, sink)).toBe(2);
    expect(await runContractTest("bank", { baseUrl: bank.url, runs: "0" }, sink)).toBe(2);
    expect(await runContractTest("bank", { baseUrl: bank.url, report: "html" }, sink)).toBe(2);
    expect(await runContractTest("bank", { baseUrl: bank.url, seed: "1.5" }, sink)).toBe(2);
  });

  it("exits 1 on a broken server and writes a JUnit report naming the failing check", async () => {
    const proxy = await startProxy(bank.url, {
      response: (_r, res) => (res.status === 201 ? { ...res, status: 200 } : res),
    });
    const reportFile = path.join(dataDir, "reports", "junit.xml");
    const { out, io: sink } = io();
    try {
      const code = await runContractTest(
        "bank",
        {
          baseUrl: proxy.url,
          adminKey: ADMIN_KEY,
          seed: String(SEED),
          runs: "3",
          report: "junit",
          reportFile,
          only: "conformance/signup",
        },
        sink,
      );
      expect(code).toBe(1);
    } finally {
      await proxy.close();
    }
    const xml = await readFile(reportFile, "utf8");
    expect(xml).toContain('<testcase classname="bank.conformance" name="conformance/signup"');
    expect(xml).toContain('<failure type="documented-status"');
    expect(out.stdout).toContain("FAIL");
    expect(out.stderr).toContain("conformance/signup");
  });

  it("exits 0 and prints a JSON report on stdout when every selected check passes; the admin key never appears", async () => {
    const { out, io: sink } = io();
    const code = await runContractTest(
      "bank",
      {
        baseUrl: bank.url,
        adminKey: ADMIN_KEY,
        seed: String(SEED),
        runs: "2",
        report: "json",
        only: "conformance/getHealth,flow/rotate-key",
      },
      sink,
    );
    expect(code).toBe(0);
    const report = JSON.parse(out.stdout) as { totals: { pass: number; fail: number }; checks: { id: string }[] };
    expect(report.totals).toMatchObject({ pass: 2, fail: 0 });
    expect(report.checks.map((c) => c.id)).toEqual(["conformance/getHealth", "flow/rotate-key"]);
    expect(out.stdout + out.stderr).not.toContain(ADMIN_KEY);
  });
});
