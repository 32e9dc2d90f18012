/**
 * Specs often leave refusals out: a key is required but 401 is not documented, a JSON body is taken
 * but 415 is not. A server that answers such a request with the status HTTP gives it does right:
 * the negative check passes and counts those answers in its note. A server that lets the request
 * through still fails, and so does one that answers 400 where the spec documents 422.
 */
import { writeFile } from "node:fs/promises";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { loadSpecInput } from "../../cli/spec-input.ts";
import { runContractSuite } from "../../runtime/contract-test/index.ts";
import { startMockServer } from "../../runtime/mock/server.ts";

const KEY = "key-0123456789abcdef";
const LOAN = { type: "object", required: ["id"], properties: { id: { type: "integer" } } };
const SPEC = {
  openapi: "3.1.0",
  info: { title: "Loans", version: "1" },
  components: { securitySchemes: { apiKey: { type: "apiKey", in: "header", name: "X-Api-Key" } } },
  security: [{ apiKey: [] }],
  paths: {
    "/loans": {
      post: {
        operationId: "borrow",
        requestBody: { required: true, content: { "application/json": { schema: LOAN } } },
        responses: {
          "201": { description: "lent", content: { "application/json": { schema: LOAN } } },
          "422": { description: "refused", content: { "application/json": { schema: { type: "object" } } } },
        },
      },
    },
  },
};

const stops: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const stop of stops.splice(0)) await stop();
});

async function negativeCheckAgainst(baseUrl: (file: string) => Promise<string>) {
  const file = path.join(tmpdir(), `undocumented-auth-${process.pid}.json`);
  await writeFile(file, JSON.stringify(SPEC));
  const input = await loadSpecInput(file, undefined);
  if (!input.ok) throw new Error(input.message);
  const report = await runContractSuite({
    table: input.table,
    document: input.document,
    baseUrl: await baseUrl(file),
    seed: 11,
    runs: 15,
    only: ["negative/"],
    credentials: { apiKey: KEY },
  });
  const check = report.checks.find((c) => c.id === "negative/borrow");
  return { check, failures: check?.failures.map((f) => `[${f.rule}] ${f.message}`) ?? [] };
}

describe("credentials refused with an undocumented 401", () => {
  it("pass the negative check, which counts them", async () => {
    const { check, failures } = await negativeCheckAgainst(async (file) => {
      const input = await loadSpecInput(file, undefined);
      if (!input.ok) throw new Error(input.message);
      // The mock answers 401 for a missing or unknown key, documented or not.
      const mock = await startMockServer({ ...input, port: 0, credentials: [KEY] });
      stops.push(mock.close);
      return mock.url;
    });
    expect(failures).toEqual([]);
    expect(check?.note).toMatch(/refused with an undocumented status×\d+/);
  });

  it("do not excuse a server that lets the request through", async () => {
    const { failures } = await negativeCheckAgainst(() => plainServer(() => 201));
    expect(failures.some((f) => f.startsWith("[negative-accepted]"))).toBe(true);
  });
});

/** A server that answers each request with the status `decide` picks (the spec's 422 body shape fits any object). */
async function plainServer(decide: (req: { key: string | undefined; type: string; body: string }) => number) {
  const server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => {
      body += chunk;
    });
    req.on("end", () => {
      const key = req.headers["x-api-key"] as string | undefined;
      const status = decide({ key, type: req.headers["content-type"] ?? "", body });
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(status === 201 ? { id: 1 } : { message: "refused" }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  stops.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** HTTP's own answer to each refusal, as the generated dispatcher gives it, with `invalid` for a bad body. */
const httpAnswers =
  (invalid: number) =>
  ({ key, type, body }: { key: string | undefined; type: string; body: string }): number => {
    if (key !== KEY) return 401;
    if (!type.startsWith("application/json")) return 415;
    try {
      const value = JSON.parse(body) as { id?: unknown };
      return Number.isInteger(value.id) ? 201 : invalid;
    } catch {
      return 400;
    }
  };

describe("refusals with HTTP's own status", () => {
  it("pass where the operation documents none of the statuses that fit (415 for a media type, 401 for a key)", async () => {
    const { check, failures } = await negativeCheckAgainst(() => plainServer(httpAnswers(422)));
    expect(failures).toEqual([]);
    expect(check?.note).toMatch(/content-type×\d+/);
    expect(check?.note).toMatch(/refused with an undocumented status×\d+/);
  });

  it("fail where the operation documents one of them and the server answers another (400 for 422)", async () => {
    const { failures } = await negativeCheckAgainst(() => plainServer(httpAnswers(400)));
    // Malformed JSON answered 400 is excused (the spec documents no 400); the invalid body is not.
    expect(failures).toEqual([expect.stringMatching(/^\[documented-status\] body .*\(body-schema\): .*400/)]);
  });
});
