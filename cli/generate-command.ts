import { execFile } from "node:child_process";
import { existsSync, watch } from "node:fs";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { loadConfig } from "../generator/api.ts";
import type { ResolvedConfig } from "../generator/config.ts";
import { diffSpecFiles, formatChanges, isSpecFile } from "../generator/diff.ts";
import {
  type BuildResult,
  buildGenerated,
  type Drift,
  diffGenerated,
  hasDrift,
  writeGenerated,
} from "../generator/generate.ts";
import { hasErrors, type Problem } from "../generator/problems.ts";
import { info } from "./output.ts";
import { locateProblems, problemsText } from "./reports.ts";

const run = promisify(execFile);

/** The drift file by file: as `--check` found it, or as a write just resolved it. */
function listDrift(drift: Drift, done: boolean): string {
  const [changed, missing, extra] = done ? ["updated", "created", "removed"] : ["changed", "missing", "stale"];
  return [
    ...drift.changed.map((f) => `  ${changed.padEnd(7)}  ${f}`),
    ...drift.missing.map((f) => `  ${missing.padEnd(7)}  ${f}`),
    ...drift.extra.map((f) => `  ${extra.padEnd(7)}  ${f}`),
  ].join("\n");
}

/** Where a command's inputs come from: `--config`, `--spec` and `--out` over the root's config file. */
export interface InputOptions {
  root: string;
  config?: string | undefined;
  spec?: string[] | undefined;
  out?: string | undefined;
}

/** The config a generate run uses, or its problems: the programmatic API's reading of the same options. */
function resolveInputs(opts: InputOptions): Promise<{ config: ResolvedConfig | null; problems: Problem[] }> {
  return loadConfig({
    root: opts.root,
    ...(opts.config === undefined ? {} : { configFile: opts.config }),
    ...(opts.spec === undefined || opts.spec.length === 0 ? {} : { specs: opts.spec }),
    ...(opts.out === undefined ? {} : { out: opts.out }),
  });
}

async function build(opts: InputOptions, recompile: boolean): Promise<BuildResult & { root: string }> {
  const resolved = await resolveInputs(opts);
  if (resolved.config === null) {
    const loaded = { root: opts.root, openapi: [], abis: [], problems: [] };
    return { files: new Map(), problems: resolved.problems, loaded, config: null, root: opts.root };
  }
  const result = await buildGenerated(resolved.config.root, { config: resolved.config, reuseCompiled: !recompile });
  return { ...result, root: resolved.config.root };
}

/** `generate --check --format json`: one document with the verdict, the drift and the spec problems. */
async function checkAsJson(opts: InputOptions, recompile: boolean): Promise<number> {
  const { files, problems, config, root } = await build(opts, recompile);
  const located = locateProblems(root, problems);
  const drift = hasErrors(problems) || config === null ? null : await diffGenerated(root, files, config.output);
  const upToDate = drift !== null && !hasDrift(drift);
  const report = {
    upToDate,
    files: files.size,
    drift: drift && { changed: drift.changed, missing: drift.missing, stale: drift.extra },
    problems: located,
  };
  process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
  return upToDate ? 0 : 1;
}

/** `specs/` when every input lies there (the default layout), else "the specs". */
function inputsLabel(config: ResolvedConfig): string {
  const specs = path.join(config.root, "specs") + path.sep;
  return [...config.openapi, ...config.abi].every((f) => `${f}${path.sep}`.startsWith(specs)) ? "specs/" : "the specs";
}

/** One generate pass; returns the exit code. */
async function generateOnce(opts: InputOptions, check: boolean, recompile: boolean): Promise<number> {
  const started = performance.now();
  const { files, problems, config, root } = await build(opts, recompile);
  if (problems.length > 0) process.stderr.write(`${problemsText(locateProblems(root, problems), false)}\n`);
  if (hasErrors(problems) || config === null) {
    process.stderr.write(
      `generate: ${problems.filter((p) => p.severity === "error").length} error(s) in the specs or config; nothing written\n`,
    );
    return 1;
  }
  const ms = Math.round(performance.now() - started);
  const out = `${config.output}/`;
  if (check) {
    const drift = await diffGenerated(root, files, config.output);
    if (hasDrift(drift)) {
      process.stderr.write(
        `generate --check: ${out} is out of date with ${inputsLabel(config)}:\n${listDrift(drift, false)}\nFix: run \`npx contractkit generate\` (or \`npm run generate\`) and commit ${out}.\n`,
      );
      return 1;
    }
    info(`generate --check: ${files.size} files match ${inputsLabel(config)} (${ms} ms)`);
    return 0;
  }
  const drift = await writeGenerated(root, files, config.output);
  const touched = drift.changed.length + drift.missing.length + drift.extra.length;
  info(
    touched === 0
      ? `generate: ${files.size} files in ${out}, all up to date (${ms} ms)`
      : `generate: ${files.size} files in ${out} (${ms} ms)\n${listDrift(drift, true)}`,
  );
  return 0;
}

/** Resolves `ref` to a commit, or null when git does not know it (or `root` is not in a repository). */
async function resolveCommit(root: string, ref: string): Promise<string | null> {
  try {
    const { stdout } = await run("git", ["rev-parse", "--verify", "--quiet", "--end-of-options", `${ref}^{commit}`], {
      cwd: root,
    });
    return stdout.trim() || null;
  } catch {
    return null;
  }
}

/** Breaking-change report of every spec against its version at a git ref (a known one). */
async function reportSince(root: string, ref: string): Promise<void> {
  const { stdout } = await run("git", ["ls-files", "specs"], { cwd: root });
  const files = stdout.split("\n").filter((f) => f.endsWith(".yaml") || f.endsWith(".json"));
  const tmp = await mkdtemp(path.join(os.tmpdir(), "contractkit-since-"));
  let breaking = 0;
  try {
    // The old specs/ is rebuilt as it was, folders included, so a spec's `$ref`s into its sibling
    // files (`./schemas/common.yaml`) read those files as they were at the ref too.
    const atRef = await run("git", ["ls-tree", "-r", "--name-only", ref, "--", "specs"], { cwd: root });
    const oldFiles = new Set(atRef.stdout.split("\n").filter((f) => f !== ""));
    for (const file of oldFiles) {
      const text = (await run("git", ["show", `${ref}:${file}`], { cwd: root, maxBuffer: 64 * 1024 * 1024 })).stdout;
      await mkdir(path.dirname(path.join(tmp, file)), { recursive: true });
      await writeFile(path.join(tmp, file), text);
    }
    for (const file of files) {
      if (!(await isSpecFile(path.join(root, file)))) continue;
      if (!oldFiles.has(file)) {
        process.stdout.write(`${file}: new since ${ref}\n`);
        continue;
      }
      const oldPath = path.join(tmp, file);
      const changes = await diffSpecFiles(oldPath, path.join(root, file));
      if (changes.length === 0) continue;
      breaking += changes.filter((c) => c.kind === "breaking").length;
      process.stdout.write(`${file} since ${ref}:\n${formatChanges(changes)}\n`);
    }
  } finally {
    await rm(tmp, { recursive: true, force: true });
  }
  process.stdout.write(`${breaking} breaking change(s) since ${ref}\n`);
}

export async function runGenerate(
  opts: InputOptions & {
    check?: boolean;
    watch?: boolean;
    since?: string;
    recompile?: boolean;
    format?: string;
  },
): Promise<number> {
  const root = path.resolve(opts.root);
  const inputs: InputOptions = { root, config: opts.config, spec: opts.spec, out: opts.out };
  const recompile = opts.recompile === true;
  if (opts.format === "json") {
    if (!opts.check || opts.watch || opts.since) {
      process.stderr.write("generate: --format json goes with --check (and not with --watch or --since)\n");
      return 2;
    }
    return await checkAsJson(inputs, recompile);
  }
  // An unknown ref is an error before any work: compared with nothing, every spec would look new.
  if (opts.since !== undefined && (await resolveCommit(root, opts.since)) === null) {
    process.stderr.write(
      `generate --since: unknown git ref ${JSON.stringify(opts.since)} in ${root}; pass a branch, tag or commit that \`git rev-parse\` resolves (e.g. --since main or --since HEAD~1)\n`,
    );
    return 1;
  }
  let code = await generateOnce(inputs, opts.check === true, recompile);
  if (opts.since !== undefined) await reportSince(root, opts.since);
  if (!opts.watch) return code;
  const dirs = await watchedFolders(inputs);
  if (dirs.length === 0) {
    process.stderr.write(`generate --watch: no spec folder exists under ${root}; nothing to watch\n`);
    return 1;
  }

  const shown = dirs.map((dir) => `${path.relative(root, dir).split(path.sep).join("/") || "."}/`);
  process.stdout.write(`generate --watch: watching ${shown.join(" and ")} (Ctrl-C to stop)\n`);
  let timer: NodeJS.Timeout | undefined;
  let running = Promise.resolve();
  const schedule = (file: string) => {
    clearTimeout(timer);
    // Editors write a file in several steps; wait for the burst to settle before regenerating.
    timer = setTimeout(() => {
      running = running.then(async () => {
        process.stdout.write(`changed: ${file}\n`);
        code = await generateOnce(inputs, false, recompile);
      });
    }, 150);
  };
  const watchers = dirs.map((dir, i) => watch(dir, (_event, name) => schedule(`${shown[i]}${name ?? ""}`)));
  await new Promise<void>((resolve) => {
    const stop = () => resolve();
    process.once("SIGINT", stop);
    process.once("SIGTERM", stop);
  });
  for (const w of watchers) w.close();
  await running;
  return code;
}

/** The folders holding the inputs (specs/ and specs/abi by default): what `--watch` watches. */
async function watchedFolders(inputs: InputOptions): Promise<string[]> {
  const resolved = await resolveInputs(inputs);
  const root = resolved.config?.root ?? inputs.root;
  const found = resolved.config
    ? [
        ...resolved.config.openapi.map((f) => path.dirname(f)),
        ...resolved.config.abi.map((f) => (f.endsWith(".json") ? path.dirname(f) : f)),
      ]
    : [];
  const dirs = [path.join(root, "specs"), path.join(root, "specs", "abi"), ...found];
  return [...new Set(dirs)].filter((dir) => existsSync(dir)).sort();
}
