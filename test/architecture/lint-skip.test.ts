/**
 * The lint step of `npm test` (.ci/lint.mjs) where Biome has no binary for the platform: it must
 * say that lint was SKIPPED (never pass silently), and fail when CI requires lint.
 */
import { execFile } from "node:child_process";
import { copyFile, mkdir, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");
const run = promisify(execFile);
let project: string;

beforeAll(async () => {
  // A project with the lint script and no Biome installed: what a platform without a build sees.
  project = await mkdtemp(path.join(tmpdir(), "contractkit-lint-"));
  await mkdir(path.join(project, ".ci"));
  await copyFile(path.join(ROOT, ".ci/lint.mjs"), path.join(project, ".ci/lint.mjs"));
});
afterAll(async () => {
  if (project) await rm(project, { recursive: true, force: true });
});

const lint = (env: NodeJS.ProcessEnv) =>
  run(process.execPath, [".ci/lint.mjs"], { cwd: project, env: { ...process.env, ...env }, encoding: "utf8" }).then(
    (r) => ({ code: 0, stderr: r.stderr }),
    (e: { code: number; stderr: string }) => ({ code: e.code, stderr: e.stderr }),
  );

it("reports lint as SKIPPED, naming the missing package, and exits 0", async () => {
  const result = await lint({ CONTRACTKIT_REQUIRE_LINT: "" });
  expect(result.code).toBe(0);
  expect(result.stderr).toMatch(
    /^lint: SKIPPED: no Biome binary for \w+\/\w+.* \(@biomejs\/cli-[\w-]+ is not installed\)/,
  );
});

it("fails when CONTRACTKIT_REQUIRE_LINT=1 (CI)", async () => {
  const result = await lint({ CONTRACTKIT_REQUIRE_LINT: "1" });
  expect(result.code).toBe(1);
  expect(result.stderr).toContain("lint: SKIPPED");
});

it("runs Biome where its binary is installed", async () => {
  const { stdout } = await run(process.execPath, [".ci/lint.mjs", "--version"], { cwd: ROOT, encoding: "utf8" });
  expect(stdout).toMatch(/^Version: \d+\.\d+\.\d+/);
});
