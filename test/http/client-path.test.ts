/**
 * Path parameters that cannot be sent as their segment: "." or ".." (URL parsing drops them as
 * dot-segments, RFC 3986 §5.2.4; the WHATWG URL standard drops "%2E" too) and "" (an empty segment:
 * `/accounts/` or `/books//cover`). Each would reach another route. The generated client refuses such
 * a value before sending anything, and the contract tester never asks for one (a run against the
 * bank once sent `POST /admin/accounts/./freeze`, which arrived as `POST /admin/accounts/freeze`; one
 * against a mock sent `PUT /books//cover`).
 */
import { writeFile } from "node:fs/promises";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadSpecInput } from "../../cli/spec-input.ts";
import { createBankClient } from "../../generated/bank/client.ts";
import { runContractSuite } from "../../runtime/contract-test/index.ts";

/** A fetch that answers 404 and records the URL of every request it got. */
function recording() {
  const urls: string[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    urls.push(new Request(input, init).url);
    return new Response(JSON.stringify({ error: { code: "not_found", message: "no" } }), {
      status: 404,
      headers: { "content-type": "application/json" },
    });
  };
  return { fetch: fetch as typeof globalThis.fetch, urls };
}

describe("path parameters that cannot be sent as a segment", () => {
  it("are refused by the generated client before anything is sent; other dotted values go as they are", async () => {
    const { fetch, urls } = recording();
    const bank = createBankClient({ baseUrl: "http://bank.test", fetch, companyKey: "k" });
    for (const id of ["", ".", ".."])
      await expect(bank.getAccount({ path: { id } })).rejects.toThrow(`path parameter id is "${id}"`);
    for (const id of ["a.b", "...", ".x"]) await bank.getAccount({ path: { id } });
    expect(urls).toEqual([
      "http://bank.test/api/v1/accounts/a.b",
      "http://bank.test/api/v1/accounts/...",
      "http://bank.test/api/v1/accounts/.x",
    ]);
  });

  it("are never asked for by the contract tester, whose requests all keep their route", async () => {
    const spec = path.join(tmpdir(), `dot-segments-${process.pid}.json`);
    const item = { type: "object", required: ["id"], properties: { id: { type: "string" } } };
    await writeFile(
      spec,
      JSON.stringify({
        openapi: "3.1.0",
        info: { title: "dots", version: "1" },
        paths: {
          "/items/{id}": {
            get: {
              operationId: "getItem",
              parameters: [{ name: "id", in: "path", required: true, schema: { enum: ["", ".", "..", "a"] } }],
              responses: { "200": { description: "the item", content: { "application/json": { schema: item } } } },
            },
          },
        },
      }),
    );
    const seen: string[] = [];
    const server = createServer((req, res) => {
      seen.push(req.url ?? "");
      const id = decodeURIComponent((req.url ?? "").split("/")[2] ?? "");
      const body = JSON.stringify({ id });
      res.writeHead(200, { "content-type": "application/json", "content-length": Buffer.byteLength(body) });
      res.end(body);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const input = await loadSpecInput(spec, undefined);
      if (!input.ok) throw new Error(input.message);
      const report = await runContractSuite({
        table: input.table,
        document: input.document,
        baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        seed: 7,
        runs: 30,
        only: ["conformance/", "negative/"],
      });
      expect(report.checks.flatMap((check) => check.failures.map((f) => f.message))).toEqual([]);
      // Its path parameter could be violated, but no 400 is documented for it: the note says so.
      expect(report.checks.find((check) => check.id === "negative/getItem")?.note).toBe(
        "not applicable: its parameters are not violated because it documents no 400 or 422; no body or security to violate",
      );
      expect(seen.length).toBeGreaterThan(0);
      for (const url of seen) expect(url).toBe("/items/a");
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
