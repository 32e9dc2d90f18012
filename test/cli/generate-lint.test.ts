/**
 * The generator's commands on the inputs a newcomer gets wrong: an unknown `--since` ref, a root
 * without specs/abi/ under `--watch`, a root without redocly.yaml under `specs lint`.
 */
import { spawn, spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { notesSpec } from "../support/split-spec.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");
const CLI = path.join(ROOT, "bin/contractkit.js");
const tmp = mkdtempSync(path.join(os.tmpdir(), "contractkit-generate-"));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

function cli(args: string[], cwd = ROOT) {
  const result = spawnSync(process.execPath, [CLI, ...args], { cwd, encoding: "utf8" });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

it("refuses an unknown --since ref with exit 1 instead of calling every spec new", () => {
  const result = cli(["generate", "--check", "--since", "nosuchref"]);
  expect(result.stderr).toContain('unknown git ref "nosuchref"');
  expect(result.stdout).not.toContain("breaking change(s)");
  expect(result.stdout).not.toContain("new since");
  expect(result.code).toBe(1);
}, 120_000);

it("reports against a known ref and exits 0", () => {
  const result = cli(["generate", "--check", "--since", "HEAD"]);
  expect(result.stdout).toContain("breaking change(s) since HEAD");
  expect(result.code).toBe(0);
}, 120_000);

it("watches a root without specs/abi/ (no ENOENT) and stops on SIGINT", async () => {
  const root = path.join(tmp, "no-abi");
  cpSync(
    path.join(ROOT, "test/fixtures/specs/valid/specs/mini.openapi.yaml"),
    path.join(root, "specs/mini.openapi.yaml"),
  );
  const child = spawn(process.execPath, [CLI, "generate", "--watch", "--root", root], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (out += chunk.toString()));
  const exit = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    const timer = setInterval(() => {
      if (out.includes("watching")) {
        clearInterval(timer);
        resolve();
      }
    }, 50);
    void exit.then(() => {
      clearInterval(timer);
      reject(new Error(`generate --watch exited early:\n${out}`));
    });
  });
  expect(out).toContain("watching specs/ (Ctrl-C to stop)");
  expect(out).not.toContain("ENOENT");
  child.kill("SIGINT");
  expect(await exit).toBe(0);
}, 120_000);

it("lints a copy without redocly.yaml with contractkit's built-in rules, printing progress", () => {
  const root = path.join(tmp, "copy");
  cpSync(path.join(ROOT, "specs"), path.join(root, "specs"), { recursive: true });
  const result = cli(["specs", "lint", "--root", root]);
  expect(result.stderr).toContain("no redocly.yaml");
  expect(result.stderr).toContain("specs lint: Redocly 1/");
  expect(result.stdout).toMatch(/^0 errors/m);
  expect(result.code).toBe(0);
}, 120_000);

it("--since reads a spec split over files as it was at the ref, and skips the files it $refs", () => {
  const root = path.join(tmp, "split");
  const git = (...args: string[]) =>
    spawnSync("git", ["-c", "user.email=t@example.com", "-c", "user.name=t", ...args], { cwd: root });
  const note = (maxLength: number) =>
    JSON.stringify({
      components: { schemas: { Note: { type: "object", properties: { text: { type: "string", maxLength } } } } },
    });
  const spec = notesSpec("./schemas/common.json");
  const oldPath = [
    "  /old:",
    "    get:",
    "      operationId: oldOne",
    "      responses:",
    "        '204': { description: gone }",
  ];
  mkdirSync(path.join(root, "specs/schemas"), { recursive: true });
  writeFileSync(path.join(root, "specs/notes.openapi.yaml"), [spec, ...oldPath].join("\n"));
  writeFileSync(path.join(root, "specs/schemas/common.json"), note(500));
  git("init", "-q");
  git("add", ".");
  git("commit", "-qm", "v1");
  writeFileSync(path.join(root, "specs/notes.openapi.yaml"), spec);
  writeFileSync(path.join(root, "specs/schemas/common.json"), note(100));
  const result = cli(["generate", "--since", "HEAD"], root);
  expect(result.stderr).toBe("");
  // Located as `contractkit diff` locates changes: in the file the change is written in, and what
  // was removed in the file as it was at the ref (`HEAD:<file>`, as git names it).
  expect(result.stdout).toMatch(/BREAKING request-limit-narrowed specs\/schemas\/common\.json:1:\d+ /);
  expect(result.stdout).toMatch(/BREAKING path-removed HEAD:specs\/notes\.openapi\.yaml:12:3 /);
  expect(result.stdout).toContain("2 breaking change(s) since HEAD");
  expect(result.code).toBe(0);
}, 120_000);
