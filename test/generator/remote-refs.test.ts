/**
 * A `$ref` to an http(s) URL (which Redocly's bundler fetches) is a URL all the way through: a problem
 * in the fetched document is reported at that URL and its own pointer, also for a file the fetched
 * document reaches by a relative ref, and the generated headers' hash covers the fetched text, so an
 * edit on the server is drift. The documents are served from 127.0.0.1 by the test itself.
 */
import { execFile } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resolveSource, sourceName } from "../../generator/sources.ts";

const CLI = path.resolve(import.meta.dirname, "../../bin/contractkit.js");
const run = (cwd: string, args: string[]) =>
  promisify(execFile)(process.execPath, [CLI, ...args], { cwd, encoding: "utf8" }).then(
    (done) => ({ code: 0, stdout: done.stdout, stderr: done.stderr }),
    (failed: { code: number; stdout: string; stderr: string }) => failed,
  );

/** What the server answers, by path; tests change it between runs. */
const served = new Map<string, string>();
const server = http.createServer((request, response) => {
  const text = served.get(request.url ?? "");
  response.writeHead(text === undefined ? 404 : 200, { "content-type": "application/yaml" });
  response.end(text ?? "");
});
let base = "";

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const mainSpec = () => `openapi: 3.1.0
info: {title: Remote, version: "1"}
paths:
  /things:
    get:
      operationId: listThings
      summary: List things
      responses:
        "200":
          description: ok
          content:
            application/json:
              schema:
                $ref: "${base}/schemas/thing.yaml"
`;
const owner = (minLength: number) => `type: object
properties:
  email: {type: string, minLength: ${minLength}}
`;
const thing = (maxLength: string) => `type: object
properties:
  name: {type: string, maxLength: ${maxLength}}
  owner: {$ref: "./owner.yaml"}
`;

describe("$refs to URLs", () => {
  it("a problem in a fetched file, or in a file it reaches, is reported at its URL and pointer", async () => {
    const project = mkdtempSync(path.join(os.tmpdir(), "contractkit-remote-"));
    writeFileSync(path.join(project, "main.yaml"), mainSpec());
    served.set("/schemas/thing.yaml", thing('"two hundred"'));
    served.set("/schemas/owner.yaml", owner(-1));
    const result = await run(project, ["generate", "--spec", "main.yaml", "--out", "gen"]);
    expect(result.code).toBe(1);
    const lines = result.stderr.split("\n").filter((l) => l.includes("error openapi."));
    expect(lines).toEqual([
      `${base}/schemas/owner.yaml error openapi.keyword-type: \`minLength\` must be a non-negative integer, found -1 (#/properties/email/minLength)`,
      expect.stringMatching(
        new RegExp(`^${base.replace(/\./g, "\\.")}/schemas/thing\\.yaml error .*\\(#/properties/name/maxLength\\)$`),
      ),
    ]);
  }, 120_000);

  it("the generated headers' hash covers the fetched text: an edit on the server is drift", async () => {
    const project = mkdtempSync(path.join(os.tmpdir(), "contractkit-remote-"));
    writeFileSync(path.join(project, "main.yaml"), mainSpec());
    served.set("/schemas/thing.yaml", thing("200"));
    served.set("/schemas/owner.yaml", owner(3));
    const args = ["generate", "--spec", "main.yaml", "--out", "gen"];
    expect((await run(project, args)).code).toBe(0);
    // A comment changes the fetched text and nothing generated from it: only the hash can tell.
    served.set("/schemas/owner.yaml", `# reviewed\n${owner(3)}`);
    const check = await run(project, [...args, "--check"]);
    expect(check.code).toBe(1);
    expect(check.stderr).toContain("gen/main/operations.ts");
  }, 120_000);
});

describe("sources", () => {
  it.each([
    ["/p/api/main.yaml", "./schemas/a.yaml", "/p/api/schemas/a.yaml"],
    ["/p/api/main.yaml", "https://h.example/s/a.yaml", "https://h.example/s/a.yaml"],
    ["https://h.example/s/a.yaml", "./b.yaml", "https://h.example/s/b.yaml"],
    ["https://h.example/s/a.yaml", "../c.yaml", "https://h.example/c.yaml"],
  ])("a ref in %s to %s is %s", (from, ref, want) => {
    expect(resolveSource(from, ref)).toBe(want);
  });

  it("names files relative to the root and URLs as they are", () => {
    expect(sourceName("/p", "/p/api/a.yaml")).toBe("api/a.yaml");
    expect(sourceName("/p", "https://h.example/s/a.yaml")).toBe("https://h.example/s/a.yaml");
  });
});
