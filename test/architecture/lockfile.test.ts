/**
 * CI installs with `npm ci`, which refuses a lockfile whose entries name optional dependencies that
 * have no entry (what `npm install` writes when the registry lacks other platforms' builds).
 */
import { execFileSync } from "node:child_process";
import path from "node:path";
import { expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");

it("package-lock.json is installable by npm ci (run `node .ci/prune-lockfile.mjs` after npm install)", () => {
  const output = execFileSync(process.execPath, [path.join(ROOT, ".ci/prune-lockfile.mjs"), "--check"], {
    encoding: "utf8",
  });
  expect(output).toContain("self-consistent");
});
