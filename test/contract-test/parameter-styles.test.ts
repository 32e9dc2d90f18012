/**
 * The tester sends array and object parameters in the style the spec gives them: `label` and
 * `matrix` path parameters, `simple` exploded objects, and object headers. It used to turn each
 * such value into a string first, which crashed the check ("Cannot convert object to primitive
 * value") or sent `a,b` where `.a.b` was documented.
 */
import { writeFile } from "node:fs/promises";
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadSpecInput } from "../../cli/spec-input.ts";
import { runContractSuite } from "../../runtime/contract-test/index.ts";

const letters = { type: "array", minItems: 1, maxItems: 3, items: { enum: ["a", "b"] } };
const colour = {
  type: "object",
  required: ["r", "g"],
  properties: { r: { type: "integer", minimum: 0, maximum: 9 }, g: { type: "integer", minimum: 0, maximum: 9 } },
};
const ok = { "200": { description: "ok" } };

function operation(id: string, parameter: Record<string, unknown>) {
  return { get: { operationId: id, parameters: [{ required: true, ...parameter }], responses: ok } };
}

const spec = {
  openapi: "3.1.0",
  info: { title: "styles", version: "1" },
  paths: {
    "/label/{ids}": operation("label", { name: "ids", in: "path", style: "label", explode: true, schema: letters }),
    "/matrix/{ids}": operation("matrix", { name: "ids", in: "path", style: "matrix", explode: true, schema: letters }),
    "/simple/{colour}": operation("simple", { name: "colour", in: "path", explode: true, schema: colour }),
    "/scalar-label/{id}": operation("scalarLabel", { name: "id", in: "path", style: "label", schema: { enum: ["x"] } }),
    "/header": operation("header", { name: "x-colour", in: "header", schema: colour }),
  },
};

/** What each request must look like on the wire, by its first path segment. */
const expected: Record<string, (url: string, headers: IncomingHttpHeaders) => boolean> = {
  label: (url) => /^\/label\/(\.[ab])+$/.test(url),
  matrix: (url) => /^\/matrix\/(;ids=[ab])+$/.test(url),
  simple: (url) => /^\/simple\/(r=\d,g=\d|g=\d,r=\d)$/.test(url),
  "scalar-label": (url) => url === "/scalar-label/.x",
  header: (_, headers) => /^(r,\d,g,\d|g,\d,r,\d)$/.test(String(headers["x-colour"])),
};

describe("array and object parameters on the wire", () => {
  it("are sent in their documented style, and every check runs", async () => {
    const file = path.join(tmpdir(), `parameter-styles-${process.pid}.json`);
    await writeFile(file, JSON.stringify(spec));
    const wrong: string[] = [];
    const seen = new Set<string>();
    const server = createServer((req, res) => {
      const url = req.url ?? "";
      const kind = url.split("/")[1] ?? "";
      seen.add(kind);
      if (!expected[kind]?.(url, req.headers)) wrong.push(`${url} x-colour: ${req.headers["x-colour"]}`);
      res.writeHead(200, { "content-length": "0" }).end();
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const input = await loadSpecInput(file, undefined);
      if (!input.ok) throw new Error(input.message);
      const report = await runContractSuite({
        table: input.table,
        document: input.document,
        baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        seed: 11,
        runs: 10,
        only: ["conformance/"],
      });
      expect(report.checks.flatMap((check) => check.failures.map((f) => `${check.id}: ${f.message}`))).toEqual([]);
      expect(report.checks.map((check) => check.status)).toEqual(Array(5).fill("pass"));
      expect([...seen].sort()).toEqual(Object.keys(expected).sort());
      expect(wrong).toEqual([]);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
