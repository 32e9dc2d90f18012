/**
 * Specs often require a key without documenting 401. A server that refuses a missing or unknown key
 * with 401 does what HTTP asks for: the negative check passes and counts those answers in its note,
 * while a server that lets such a request through still fails it.
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
    expect(check?.note).toMatch(/refused with an undocumented 401\/403×\d+/);
  });

  it("do not excuse a server that lets the request through", async () => {
    const server = createServer((req, res) => {
      req.resume();
      req.on("end", () => {
        res.writeHead(201, { "content-type": "application/json" });
        res.end(JSON.stringify({ id: 1 }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    stops.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
    const { failures } = await negativeCheckAgainst(
      async () => `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    );
    expect(failures.some((f) => f.startsWith("[negative-accepted]"))).toBe(true);
  });
});
