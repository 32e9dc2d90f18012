/**
 * docs/embedding.md's examples: every file under examples/embedding/ runs and prints what the docs
 * say, and the docs show each file's code verbatim (so the page cannot drift from what runs).
 */
import { execFile } from "node:child_process";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");
const run = promisify(execFile);

const EXPECTED: Record<string, string[]> = {
  "node.ts": ['node:http 200 {"message":"hello ada"}'],
  "fetch.ts": ['fetch 200 {"message":"hello grace"}', 'hono 200 {"message":"hello linus"}'],
  "express.ts": ['express 200 {"message":"hello barbara"}', 'express passes on 200 {"version":"1.0.0"}'],
  "fastify.ts": ['fastify 200 {"message":"hello margaret"}', "fastify 400 bad_request"],
  "client-hooks.ts": ["client 200 after 2 attempts, onResponse saw 200"],
};

describe("docs/embedding.md examples", () => {
  it.each(Object.entries(EXPECTED))(
    "%s runs and prints the documented lines",
    async (file, lines) => {
      const { stdout } = await run(process.execPath, ["--import", "tsx", path.join("examples/embedding", file)], {
        cwd: ROOT,
        encoding: "utf8",
        timeout: 120_000,
      });
      expect(stdout.trim().split("\n")).toEqual(lines);
    },
    150_000,
  );

  it("shows every example file verbatim", async () => {
    const docs = await readFile(path.join(ROOT, "docs/embedding.md"), "utf8");
    for (const file of ["greeter.ts", ...Object.keys(EXPECTED)]) {
      const source = await readFile(path.join(ROOT, "examples/embedding", file), "utf8");
      expect(docs, file).toContain(`<!-- examples/embedding/${file} -->\n\`\`\`ts\n${source}\`\`\``);
    }
  });
});
