/**
 * `loadOpenApiFile` reads a document from any path, YAML or JSON, and bundles the files it `$ref`s
 * into one document whose refs are all local, as every runtime consumer of the operation table expects.
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadOpenApiFile } from "../../generator/load.ts";

const dir = mkdtempSync(path.join(os.tmpdir(), "contractkit-load-"));
writeFileSync(
  path.join(dir, "api.json"),
  JSON.stringify({
    openapi: "3.1.0",
    info: { title: "T", version: "1" },
    paths: { "/x": { get: { responses: { "200": { $ref: "./parts/responses.yaml#/Ok" } } } } },
  }),
);
writeFileSync(
  path.join(dir, "missing.yaml"),
  "openapi: 3.0.3\ninfo: {title: T, version: '1'}\npaths:\n  /x: {$ref: './nowhere.yaml'}\n",
);

describe("loadOpenApiFile", () => {
  it("bundles a multi-file JSON/YAML document into one with local refs", async () => {
    const { mkdirSync } = await import("node:fs");
    mkdirSync(path.join(dir, "parts"), { recursive: true });
    writeFileSync(
      path.join(dir, "parts", "responses.yaml"),
      "Ok:\n  description: ok\n  content:\n    text/plain: {schema: {type: string}}\n",
    );
    const { document, files, problems } = await loadOpenApiFile(path.join(dir, "api.json"));
    expect(problems).toEqual([]);
    expect(files).toHaveLength(2);
    expect(JSON.stringify(document)).not.toContain("responses.yaml");
    expect(JSON.stringify(document)).toContain('"text/plain"');
  });

  it("reports an unresolvable ref and a missing file as problems", async () => {
    const broken = await loadOpenApiFile(path.join(dir, "missing.yaml"));
    expect(broken.problems[0]).toMatchObject({ severity: "error", message: expect.stringContaining("nowhere.yaml") });
    const absent = await loadOpenApiFile(path.join(dir, "absent.yaml"));
    expect(absent.problems[0]).toMatchObject({ code: "spec.read", severity: "error" });
  });
});
