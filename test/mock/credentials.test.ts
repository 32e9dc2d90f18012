/**
 * `mock --credential`: a value bound to a security scheme (`bearerAuth=tok`) opens only that scheme's
 * place, so a credential of another scheme is refused (403, or the 401 the operation documents
 * alone) and contract-test's wrong-scope cases pass; a plain value still opens any scheme.
 */
import { afterEach, describe, expect, it } from "vitest";
import { loadSpecInput } from "../../cli/spec-input.ts";
import { runContractSuite } from "../../runtime/contract-test/index.ts";
import { type CredentialInput, parseCredential } from "../../runtime/mock/credentials.ts";
import { startMockServer } from "../../runtime/mock/server.ts";
import { startMockCli } from "./mock-cli.ts";

const SPEC = "test/fixtures/mock/two-schemes.openapi.yaml";
const BOUND: CredentialInput[] = [
  { scheme: "bearerAuth", value: "tok" },
  { scheme: "api_key", value: "key" },
];

const stops: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const stop of stops.splice(0)) await stop();
});

async function mockWith(credentials: readonly CredentialInput[]) {
  const input = await loadSpecInput(SPEC, undefined);
  if (!input.ok) throw new Error(input.message);
  const server = await startMockServer({ ...input, port: 0, seed: 7, credentials });
  stops.push(server.close);
  return { input, url: server.url };
}

describe("parseCredential", () => {
  const schemes = { bearerAuth: { type: "http", scheme: "bearer", bearerFormat: null } } as const;
  it.each([
    ["bearerAuth=tok", { scheme: "bearerAuth", value: "tok" }],
    ["tok", { value: "tok" }],
    ["*=a=b", { value: "a=b" }],
    ["dXNlcjpwdw==", { value: "dXNlcjpwdw==" }],
    ["bearerAuth=a=b", { scheme: "bearerAuth", value: "a=b" }],
  ])("reads %s", (text, credential) => {
    expect(parseCredential(text, schemes)).toEqual({ ok: true, credential });
  });

  it("refuses a scheme the spec does not define, naming the ones it does", () => {
    const parsed = parseCredential("bearer=tok", schemes);
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && parsed.message).toContain("no security scheme named bearer (it defines bearerAuth)");
  });
});

describe("a mock given credentials bound to schemes", () => {
  it("accepts each credential in its own scheme's place only: another scheme's is 403, an unknown one 401", async () => {
    const { url } = await mockWith(BOUND);
    const get = (route: string, headers: Record<string, string>) => fetch(`${url}${route}`, { headers });
    expect((await get("/reports", { authorization: "Bearer tok" })).status).toBe(200);
    expect((await get("/reports", { authorization: "Bearer key" })).status).toBe(403);
    const unknown = await get("/reports", { authorization: "Bearer other" });
    expect(unknown.status).toBe(401);
    expect(unknown.headers.get("www-authenticate")).toBe('Bearer realm="contractkit mock"');
    expect((await get("/items", { "x-api-key": "key" })).status).toBe(200);
    // listItems documents neither 401 nor 403: HTTP's 403 for a credential of another scheme.
    expect((await get("/items", { "x-api-key": "tok" })).status).toBe(403);
    // listAudits documents 401 and not 403: its documented refusal.
    expect((await get("/audits", { authorization: "Bearer key", "x-api-key": "key" })).status).toBe(401);
    expect((await get("/audits", { authorization: "Bearer tok", "x-api-key": "key" })).status).toBe(200);
    // Mutual TLS is proven by the handshake, not by anything in the request.
    expect((await get("/certified", {})).status).toBe(200);
  });

  it("passes contract-test with both credentials, wrong-scope cases included", async () => {
    const { input, url } = await mockWith(BOUND);
    const report = await runContractSuite({
      ...input,
      baseUrl: url,
      seed: 3,
      runs: 10,
      credentials: { bearer: "tok", apiKey: "key" },
    });
    expect(report.checks.flatMap((c) => c.failures.map((f) => `${c.id} [${f.rule}] ${f.message}`))).toEqual([]);
    for (const id of ["negative/listReports", "negative/listItems"])
      expect(report.checks.find((c) => c.id === id)?.note, id).toContain("auth-wrong-scope");
    expect(report.checks.find((c) => c.id === "negative/getCertified")?.note).toContain("not applicable");
  });

  it("keeps a plain value meaning any scheme: then another scheme's credential opens the route", async () => {
    const { url } = await mockWith(["tok", "key"]);
    expect((await fetch(`${url}/reports`, { headers: { authorization: "Bearer key" } })).status).toBe(200);
  });
});

it("contractkit mock refuses a --credential naming a scheme the spec does not define", async () => {
  const mock = startMockCli(["--spec", SPEC, "--port", "0", "--credential", "bearer=tok"]);
  // Without the check the mock would start and serve: never leave it running.
  stops.push(mock.stop);
  const code = await mock.exitCode();
  const stderr = mock.stderr();
  expect(code).toBe(2);
  expect(stderr).toContain(
    "mock: --credential bearer=…: the spec defines no security scheme named bearer (it defines api_key, bearerAuth, certificate)",
  );
});
