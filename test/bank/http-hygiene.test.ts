/**
 * Protocol hygiene of the bank's HTTP surface (issue 20 item 9): the headers the spec promises, Node's
 * own parser errors in the envelope, timeouts, the connection cap, 100-continue and the public URL.
 */
import { createHash } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bankOpenApiDocument } from "../../generated/bank/index.ts";
import { type BankService, type BankServiceOptions, startBankService } from "../../runtime/bank/service.ts";
import { openSocket, parseRawResponse, rawRequest, readUntil, readUntilClosed } from "../support/raw-http.ts";

const ADMIN_KEY = "admin-key-for-hygiene-tests-0123";
const dirs: string[] = [];
const services: BankService[] = [];

async function start(options: Partial<BankServiceOptions> = {}): Promise<BankService> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "contractkit-hygiene-"));
  dirs.push(dir);
  const service = await startBankService({
    dataFile: path.join(dir, "bank.json"),
    port: 0,
    host: "127.0.0.1",
    adminKey: ADMIN_KEY,
    onError: () => {},
    ...options,
  });
  services.push(service);
  return service;
}

afterAll(async () => {
  for (const service of services) await service.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const json = { "content-type": "application/json" };

/** The header lists the spec's CORS paragraph states, e.g. `Access-Control-Allow-Methods: GET, POST`. */
function specHeaderList(name: string): string[] {
  const description = String((bankOpenApiDocument.info as { description: string }).description).replace(/\s+/g, " ");
  const match = new RegExp(`\`${name}: ([^\`]+)\``).exec(description);
  if (!match) throw new Error(`the spec states no ${name}`);
  return match[1]!.split(",").map((item) => item.trim());
}

describe("bank HTTP hygiene", () => {
  let bank: BankService;
  let companyKey: string;
  let accountId: string;
  let accountNumber: string;

  beforeAll(async () => {
    bank = await start();
    const signup = await fetch(`${bank.url}/api/v1/signup`, {
      method: "POST",
      headers: json,
      body: JSON.stringify({ name: "Hygiene Co", accounts: [{ name: "Main", opening_balance_cents: 500 }] }),
    });
    const body = (await signup.json()) as { api_key: string; accounts: Array<{ id: string; account_number: string }> };
    companyKey = body.api_key;
    accountId = body.accounts[0]!.id;
    accountNumber = body.accounts[0]!.account_number;
  });

  it("challenges with WWW-Authenticate: Bearer on every 401 (RFC 6750)", async () => {
    const missing = await fetch(`${bank.url}/api/v1/me`);
    expect(missing.status).toBe(401);
    expect(missing.headers.get("www-authenticate")).toBe("Bearer");
    const wrong = await fetch(`${bank.url}/api/v1/me`, { headers: { authorization: "Bearer sk_wrong" } });
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get("www-authenticate")).toBe('Bearer error="invalid_token"');
    const admin = await fetch(`${bank.url}/admin/audit`, { headers: { authorization: "Bearer nope" } });
    expect(admin.headers.get("www-authenticate")).toBe('Bearer error="invalid_token"');
  });

  it("sends X-Content-Type-Options: nosniff on every kind of response", async () => {
    const responses = await Promise.all([
      fetch(`${bank.url}/health`),
      fetch(`${bank.url}/nope`),
      fetch(`${bank.url}/docs`),
      fetch(`${bank.url}/api/v1/me`),
      fetch(`${bank.url}/api/v1/accounts/${accountId}/statement?format=csv`, {
        headers: { authorization: `Bearer ${companyKey}` },
      }),
      fetch(`${bank.url}/api/v1/payments`, {
        method: "OPTIONS",
        headers: { origin: "http://x.test", "access-control-request-method": "POST" },
      }),
      fetch(`${bank.url}/api/v1/signup`, { method: "POST", headers: json, body: "x".repeat(70_000) }),
    ]);
    for (const response of responses) {
      expect(response.headers.get("x-content-type-options"), response.url).toBe("nosniff");
      await response.arrayBuffer();
    }
  });

  it("marks responses that carry a key Cache-Control: no-store", async () => {
    const signup = await fetch(`${bank.url}/api/v1/signup`, {
      method: "POST",
      headers: json,
      body: JSON.stringify({ name: "No Store Co" }),
    });
    expect(signup.status).toBe(201);
    expect(signup.headers.get("cache-control")).toBe("no-store");
    const { api_key } = (await signup.json()) as { api_key: string };
    const rotated = await fetch(`${bank.url}/api/v1/me/rotate-key`, {
      method: "POST",
      headers: { authorization: `Bearer ${api_key}` },
    });
    expect(rotated.status).toBe(200);
    expect(rotated.headers.get("cache-control")).toBe("no-store");
  });

  it("serves the HTML statement and /docs with a Content-Security-Policy", async () => {
    const statement = await fetch(`${bank.url}/api/v1/accounts/${accountId}/statement?format=html`, {
      headers: { authorization: `Bearer ${companyKey}` },
    });
    const statementPolicy = statement.headers.get("content-security-policy") ?? "";
    expect(statementPolicy).toContain("default-src 'none'");
    expect(statementPolicy).not.toContain("script-src");
    const docs = await fetch(`${bank.url}/docs`);
    const policy = docs.headers.get("content-security-policy") ?? "";
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain("connect-src 'self'");
    expect(policy).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
    // Each inline script is allowed by its own hash, and nothing else is.
    const html = await docs.text();
    const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]!);
    expect(scripts).toHaveLength(2);
    for (const script of scripts) {
      expect(policy).toContain(`'sha256-${createHash("sha256").update(script, "utf8").digest("base64")}'`);
    }
  });

  it("answers CORS exactly as the spec states: expose headers, and preflight methods on any path", async () => {
    const expose = specHeaderList("Access-Control-Expose-Headers");
    const methods = specHeaderList("Access-Control-Allow-Methods");
    const allowHeaders = specHeaderList("Access-Control-Allow-Headers");
    const health = await fetch(`${bank.url}/health`);
    expect(health.headers.get("access-control-expose-headers")?.split(", ")).toEqual(expose);
    for (const route of ["/api/v1/payments", "/admin/settlement-mode", "/health"]) {
      const preflight = await fetch(`${bank.url}${route}`, {
        method: "OPTIONS",
        headers: { origin: "http://x.test", "access-control-request-method": "GET" },
      });
      expect(preflight.status).toBe(204);
      expect(preflight.headers.get("access-control-allow-methods")?.split(", ")).toEqual(methods);
      expect(preflight.headers.get("access-control-allow-headers")?.split(", ")).toEqual(allowHeaders);
    }
  });

  it("answers requests Node's parser refuses in the JSON envelope (400, 431)", async () => {
    const garbage = await rawRequest(bank.url, "THIS IS NOT HTTP\r\n\r\n");
    expect(garbage.status).toBe(400);
    expect(garbage.headers["content-type"]).toMatch(/^application\/json/);
    expect(garbage.headers["x-content-type-options"]).toBe("nosniff");
    expect(JSON.parse(garbage.body)).toMatchObject({ error: { code: "bad_request" } });

    const huge = await rawRequest(bank.url, `GET /health HTTP/1.1\r\nHost: x\r\nX-Big: ${"a".repeat(20_000)}\r\n\r\n`);
    expect(huge.status).toBe(431);
    expect(JSON.parse(huge.body)).toMatchObject({ error: { code: "request_header_fields_too_large" } });
  });

  it("lists details.fields on every 400: self-payment and a slug that cannot be derived", async () => {
    const self = await fetch(`${bank.url}/api/v1/payments`, {
      method: "POST",
      headers: { ...json, authorization: `Bearer ${companyKey}` },
      body: JSON.stringify({
        from_account_id: accountId,
        to_account_number: accountNumber,
        amount_cents: 1,
        reference: "self",
      }),
    });
    expect(self.status).toBe(400);
    expect(((await self.json()) as { error: { details: unknown } }).error.details).toEqual({
      fields: [{ path: "/body/to_account_number", message: expect.any(String) }],
    });
    const slug = await fetch(`${bank.url}/api/v1/signup`, {
      method: "POST",
      headers: json,
      body: JSON.stringify({ name: "!!!" }),
    });
    expect(slug.status).toBe(400);
    expect(((await slug.json()) as { error: { details: unknown } }).error.details).toEqual({
      fields: [{ path: "/body/slug", message: expect.any(String) }],
    });
    const cursor = await fetch(`${bank.url}/api/v1/accounts/${accountId}/transactions?cursor=garbled`, {
      headers: { authorization: `Bearer ${companyKey}` },
    });
    expect(cursor.status).toBe(400);
    expect(((await cursor.json()) as { error: { details: unknown } }).error.details).toEqual({
      fields: [{ path: expect.stringMatching(/^\/query/), message: expect.any(String) }],
    });
  });

  it("refuses an oversized body before it is sent when the client expects 100-continue", async () => {
    const socket = await openSocket(bank.url);
    const closed = readUntilClosed(socket);
    socket.write(
      "POST /api/v1/signup HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n" +
        "Content-Length: 1000000\r\nExpect: 100-continue\r\n\r\n",
    );
    const response = parseRawResponse(await closed);
    expect(response.text).not.toContain("100 Continue");
    expect(response.status).toBe(413);
    expect(JSON.parse(response.body)).toMatchObject({ error: { code: "payload_too_large" } });
  });

  it("sends 100 Continue for a body within the cap, then answers it", async () => {
    const body = JSON.stringify({ name: "Continue Co" });
    const socket = await openSocket(bank.url);
    const closed = readUntilClosed(socket);
    socket.write(
      "POST /api/v1/signup HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nConnection: close\r\n" +
        `Content-Length: ${body.length}\r\nExpect: 100-continue\r\n\r\n`,
    );
    await readUntil(socket, /100 Continue\r\n\r\n/);
    socket.write(body);
    const response = parseRawResponse(await closed);
    expect(response.status).toBe(201);
  });

  it("builds /openapi.json from the service's own URL, never the Host header", async () => {
    const response = await fetch(`${bank.url}/openapi.json`, { headers: { host: "evil.example" } });
    const document = (await response.json()) as { servers: Array<{ url: string }> };
    expect(document.servers.map((server) => server.url)).toEqual([bank.url]);
    const proxied = await start({ publicUrl: "https://bank.example.org/" });
    const spec = (await (await fetch(`${proxied.url}/openapi.json`)).json()) as { servers: Array<{ url: string }> };
    expect(spec.servers.map((server) => server.url)).toEqual(["https://bank.example.org"]);
    await expect(start({ publicUrl: "javascript:alert(1)" })).rejects.toThrow(/public URL/);
  });
});

describe("bank HTTP limits", () => {
  it("answers 408 in the envelope when the headers do not arrive in time", async () => {
    const bank = await start({ http: { headersTimeoutMs: 300, requestTimeoutMs: 600 } });
    const socket = await openSocket(bank.url);
    const closed = readUntilClosed(socket);
    socket.write("GET /health HTTP/1.1\r\nHost: x\r\n");
    const response = parseRawResponse(await closed);
    expect(response.status).toBe(408);
    expect(JSON.parse(response.body)).toMatchObject({ error: { code: "request_timeout" } });
  });

  it("answers 408 when a body does not arrive in time", async () => {
    const bank = await start({ http: { headersTimeoutMs: 300, requestTimeoutMs: 600 } });
    const socket = await openSocket(bank.url);
    const closed = readUntilClosed(socket);
    socket.write(
      "POST /api/v1/signup HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 50\r\n\r\n{",
    );
    const response = parseRawResponse(await closed);
    expect(response.status).toBe(408);
  });

  it("closes connections beyond the configured cap", async () => {
    const bank = await start({ http: { maxConnections: 2 } });
    const held = await Promise.all([openSocket(bank.url), openSocket(bank.url)]);
    // Each held connection has been accepted by the server: it answered a request on it.
    for (const socket of held) {
      socket.write("GET /health HTTP/1.1\r\nHost: x\r\n\r\n");
      await readUntil(socket, /"status"/);
    }
    const extra = await openSocket(bank.url);
    const closed = readUntilClosed(extra);
    extra.write("GET /health HTTP/1.1\r\nHost: x\r\n\r\n");
    expect(await closed).toBe("");
    for (const socket of held) socket.destroy();
  });
});
