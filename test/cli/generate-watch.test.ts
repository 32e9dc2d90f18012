/**
 * `generate --watch` driven the way people edit specs: a spec split over files in sibling folders,
 * editors' save styles (in place, temp file renamed over, side files), broken saves, a spec folder
 * moved away and back, `--spec` outside specs/, signals and the flags it refuses. Each test spawns the
 * CLI on a throw-away project and polls for outcomes (output lines, generated files), never for time.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, expect, it } from "vitest";
import { notesSpec } from "../support/split-spec.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");
const CLI = path.join(ROOT, "bin/contractkit.js");
const tmp = mkdtempSync(path.join(os.tmpdir(), "contractkit-watch-"));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** Long enough for a first pass on a loaded machine; only a hang reaches it. */
const OUTCOME_TIMEOUT_MS = 90_000;

const NOTES_SPEC = `${notesSpec("./schemas/common.yaml", [
  "        '200':",
  "          description: created",
  "          content:",
  "            application/json: { schema: { $ref: './schemas/common.yaml#/components/schemas/Note' } }",
])}\n`;

/** The shared schema file, with one more string property per name in `extra`. */
function commonYaml(...extra: string[]): string {
  return [
    "components:",
    "  schemas:",
    "    Note:",
    "      type: object",
    "      required: [text]",
    "      properties:",
    "        text: { type: string }",
    ...extra.map((name) => `        ${name}: { type: string }`),
    "",
  ].join("\n");
}

/** A project with specs/notes.openapi.yaml `$ref`ing specs/schemas/common.yaml. */
function notesProject(name: string): string {
  const root = path.join(tmp, name);
  mkdirSync(path.join(root, "specs/schemas"), { recursive: true });
  writeFileSync(path.join(root, "specs/notes.openapi.yaml"), NOTES_SPEC);
  writeFileSync(path.join(root, "specs/schemas/common.yaml"), commonYaml());
  return root;
}

const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill();
});

/** `generate --watch` running on a project: its output so far, and waits for what it prints or writes. */
function startWatch(root: string, extra: string[] = [], global: string[] = []) {
  const child = spawn(process.execPath, [CLI, ...global, "generate", "--watch", "--root", root, ...extra], {
    cwd: root,
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  // One stream in arrival order, so a mark taken before an edit splits what came before from after.
  let output = "";
  let stdout = "";
  child.stdout.on("data", (chunk: Buffer) => {
    stdout += chunk.toString();
    output += chunk.toString();
  });
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exit = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  let exited = false;
  void exit.then(() => (exited = true));
  const run = {
    child,
    exit,
    output: () => output,
    stdout: () => stdout,
    /** Resolves once `check` holds; fails if the watcher exits first or nothing happens for a long time. */
    until: async (what: string, check: () => boolean): Promise<void> => {
      const deadline = Date.now() + OUTCOME_TIMEOUT_MS;
      while (!check()) {
        if (exited) throw new Error(`generate --watch exited while waiting for ${what}:\n${run.output()}`);
        if (Date.now() > deadline) throw new Error(`no ${what} from generate --watch:\n${run.output()}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    /** Resolves once the output after `mark` (a length of `output()`) contains `text`. */
    printed: (text: string, mark = 0) => run.until(JSON.stringify(text), () => run.output().slice(mark).includes(text)),
  };
  return run;
}

const generatedTypes = (root: string, service = "notes") =>
  readFileSync(path.join(root, `generated/${service}/hey/types.gen.ts`), "utf8");

it("regenerates when a file the spec $refs in a sibling folder changes, in place or renamed over", async () => {
  const root = notesProject("ref-sibling");
  const watch = startWatch(root);
  await watch.printed("(Ctrl-C to stop)");
  expect(watch.stdout()).toContain("watching specs/, specs/schemas/ (Ctrl-C to stop)");

  writeFileSync(path.join(root, "specs/schemas/common.yaml"), commonYaml("title"));
  await watch.until("title in the generated types", () => generatedTypes(root).includes("title?: string"));
  expect(watch.output()).toContain("changed: specs/schemas/common.yaml");

  // vim: probe file `4913`, backup `x~`, swap `.x.swp`, then the new text renamed over the old file.
  const mark = watch.output().length;
  const schemas = path.join(root, "specs/schemas");
  writeFileSync(path.join(schemas, "4913"), "");
  rmSync(path.join(schemas, "4913"));
  writeFileSync(path.join(schemas, "common.yaml~"), commonYaml("title"));
  writeFileSync(path.join(schemas, ".common.yaml.swp"), "swap");
  writeFileSync(path.join(schemas, ".common.yaml.new"), commonYaml("title", "author"));
  renameSync(path.join(schemas, ".common.yaml.new"), path.join(schemas, "common.yaml"));
  await watch.until("author in the generated types", () => generatedTypes(root).includes("author?: string"));
  await watch.printed("generate: ", mark);
  const changedLines = watch
    .output()
    .slice(mark)
    .split("\n")
    .filter((line) => line.startsWith("changed: "));
  // The side files name no pass (an editor pausing mid-write may split the save itself into two).
  expect(changedLines.length).toBeGreaterThan(0);
  for (const line of changedLines) expect(line).toBe("changed: specs/schemas/common.yaml");

  // A new spec file in specs/ is a new input.
  writeFileSync(path.join(root, "specs/tags.openapi.yaml"), NOTES_SPEC.replace("title: Notes", "title: Tags"));
  await watch.until("the new spec's output", () => existsSync(path.join(root, "generated/tags/index.ts")));
}, 180_000);

it("reports a broken save with its file and line, keeps generated/ as it was, and recovers on the next save", async () => {
  const root = notesProject("broken-saves");
  const spec = path.join(root, "specs/notes.openapi.yaml");
  const watch = startWatch(root);
  await watch.printed("(Ctrl-C to stop)");
  const before = generatedTypes(root);

  let mark = watch.output().length;
  writeFileSync(spec, NOTES_SPEC.replace("operationId: createNote", "operationId: [createNote"));
  await watch.printed("nothing written", mark);
  expect(watch.output().slice(mark)).toMatch(/specs\/notes\.openapi\.yaml:\d+:\d+ error spec\.yaml-syntax/);

  // Half a file, cut inside a response: valid YAML that one of the emitters cannot take.
  mark = watch.output().length;
  writeFileSync(spec, NOTES_SPEC.slice(0, NOTES_SPEC.indexOf("description: created") + "descr".length));
  await watch.printed("nothing written", mark);

  mark = watch.output().length;
  writeFileSync(spec, NOTES_SPEC.replace("./schemas/common.yaml", "./schemas/missing.yaml"));
  await watch.printed("nothing written", mark);
  expect(watch.output().slice(mark)).toMatch(
    /specs\/notes\.openapi\.yaml:\d+:\d+ error spec\.bundler: Can't resolve \$ref/,
  );
  expect(generatedTypes(root)).toBe(before);

  // The fix is in the referenced file, which the broken pass could not read.
  writeFileSync(spec, NOTES_SPEC);
  await watch.until("the spec back", () => watch.output().slice(mark).includes("all up to date"));
  writeFileSync(path.join(root, "specs/schemas/common.yaml"), "components: [");
  await watch.printed("nothing written", watch.output().length);
  writeFileSync(path.join(root, "specs/schemas/common.yaml"), commonYaml("title"));
  await watch.until("title in the generated types", () => generatedTypes(root).includes("title?: string"));
}, 180_000);

it("keeps generated/ while specs/ is moved away and regenerates when it is back", async () => {
  const root = notesProject("folder-away");
  const watch = startWatch(root);
  await watch.printed("(Ctrl-C to stop)");
  const before = generatedTypes(root);

  const mark = watch.output().length;
  renameSync(path.join(root, "specs"), path.join(root, "specs-away"));
  await watch.printed("no spec found", mark);
  expect(generatedTypes(root)).toBe(before);

  writeFileSync(path.join(root, "specs-away/schemas/common.yaml"), commonYaml("title"));
  renameSync(path.join(root, "specs-away"), path.join(root, "specs"));
  await watch.until("title in the generated types", () => generatedTypes(root).includes("title?: string"));

  // The folder that came back is watched itself, not only seen from its parent.
  writeFileSync(path.join(root, "specs/schemas/common.yaml"), commonYaml("title", "author"));
  await watch.until("author in the generated types", () => generatedTypes(root).includes("author?: string"));

  // An ABI folder created after the start is picked up.
  cpSync(path.join(ROOT, "test/fixtures/specs/valid/specs/abi"), path.join(root, "specs/abi"), { recursive: true });
  await watch.printed("changed: specs/abi", mark);
  await watch.until("the ABI's bindings", () => existsSync(path.join(root, "generated/contracts/Mini.ts")));
}, 180_000);

it("--spec outside specs/ watches the files it $refs in a sibling folder", async () => {
  const root = path.join(tmp, "outside");
  mkdirSync(path.join(root, "api/shared"), { recursive: true });
  writeFileSync(
    path.join(root, "api/notes.yaml"),
    NOTES_SPEC.replaceAll("./schemas/common.yaml", "../api/shared/note.json"),
  );
  const noteJson = (...extra: string[]) =>
    JSON.stringify({
      components: {
        schemas: {
          Note: {
            type: "object",
            required: ["text"],
            properties: Object.fromEntries(["text", ...extra].map((name) => [name, { type: "string" }])),
          },
        },
      },
    });
  writeFileSync(path.join(root, "api/shared/note.json"), noteJson());
  const watch = startWatch(root, ["--spec", "api/notes.yaml"]);
  await watch.printed("(Ctrl-C to stop)");
  expect(watch.stdout()).toContain("watching api/, api/shared/ (Ctrl-C to stop)");

  writeFileSync(path.join(root, "api/shared/note.json"), noteJson("title"));
  await watch.until("title in the generated types", () => generatedTypes(root).includes("title?: string"));
}, 180_000);

it("under --quiet prints the banner and problems only, and SIGTERM after a broken save exits 0", async () => {
  const root = notesProject("quiet");
  const watch = startWatch(root, [], ["--quiet"]);
  await watch.printed("(Ctrl-C to stop)");
  writeFileSync(path.join(root, "specs/schemas/common.yaml"), commonYaml("title"));
  await watch.until("title in the generated types", () => generatedTypes(root).includes("title?: string"));
  writeFileSync(path.join(root, "specs/schemas/common.yaml"), "components: [");
  await watch.printed("nothing written");
  expect(watch.output()).not.toContain("changed: ");
  expect(watch.output()).not.toContain("files in generated/");
  watch.child.kill("SIGTERM");
  expect(await watch.exit).toBe(0);
}, 180_000);

it("refuses --check and --format json with --watch as bad usage", () => {
  const root = notesProject("refusals");
  const cli = (...args: string[]) =>
    spawnSync(process.execPath, [CLI, ...args], { cwd: root, encoding: "utf8", timeout: 60_000 });
  const check = cli("generate", "--watch", "--check");
  expect(check.stderr).toContain("--watch writes generated/ on every save and --check never writes");
  expect(check.status).toBe(2);
  const json = cli("generate", "--watch", "--check", "--format", "json");
  expect(json.stderr).toContain("--format json goes with --check (and not with --watch or --since)");
  expect(json.status).toBe(2);
  expect(existsSync(path.join(root, "generated"))).toBe(false);
}, 60_000);

it("a lone generate on a spec an emitter cannot take says what failed and writes nothing", () => {
  const root = notesProject("emitter-failure");
  // Half a file, cut inside a response: valid YAML that one of the emitters cannot take.
  writeFileSync(
    path.join(root, "specs/notes.openapi.yaml"),
    NOTES_SPEC.slice(0, NOTES_SPEC.indexOf("description: created") + "descr".length),
  );
  const result = spawnSync(process.execPath, [CLI, "generate"], { cwd: root, encoding: "utf8", timeout: 60_000 });
  expect(result.stderr).toContain("nothing written");
  expect(result.stderr).not.toMatch(/^contractkit: $/m);
  expect(result.status).toBe(1);
  expect(existsSync(path.join(root, "generated"))).toBe(false);
}, 60_000);
