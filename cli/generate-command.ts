import { execFile } from "node:child_process";
import { existsSync, statSync } from "node:fs";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { loadConfig } from "../generator/api.ts";
import { CONFIG_FILES, type ResolvedConfig } from "../generator/config.ts";
import { diffSpecFiles, isSpecFile } from "../generator/diff.ts";
import {
  type BuildResult,
  buildGenerated,
  type Drift,
  diffGenerated,
  hasDrift,
  writeGenerated,
} from "../generator/generate.ts";
import { hasErrors, type Problem } from "../generator/problems.ts";
import { isUrl } from "../generator/sources.ts";
import { detail, info } from "./output.ts";
import { changesText, locateChanges, locateProblems, problemsText } from "./reports.ts";
import { untilStopped } from "./signals.ts";
import { NO_NEW_TARGETS, SpecWatch, type WatchTargets } from "./spec-watch.ts";

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

/** What one generate pass did: its exit code and every local file it read or found a problem in (absolute). */
interface Pass {
  code: number;
  read: string[];
}

/**
 * The message of an error thrown by the generator, looking through wrappers with an empty message
 * (hey-api's JobError keeps what went wrong in `originalError.error`).
 */
function failureText(error: unknown): string {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current !== undefined && current !== null; depth++) {
    if (current instanceof Error && current.message !== "") return current.message;
    const wrapper = current as { cause?: unknown; originalError?: { error?: unknown } };
    current = wrapper.cause ?? wrapper.originalError?.error;
  }
  return String(error);
}

/** Every local file a build read (inputs, the files their `$ref`s name) or reported a problem in, absolute. */
function filesRead(root: string, built: BuildResult): string[] {
  const { loaded, config, problems } = built;
  return [
    ...(config === null ? [] : [...config.openapi, ...config.abi]),
    ...loaded.openapi.flatMap((spec) => spec.files ?? [spec.file]),
    ...loaded.abis.map((abi) => abi.file),
    ...problems.map((problem) => problem.file),
  ]
    .filter((file) => file !== "--spec" && !isUrl(file))
    .map((file) => path.resolve(root, file));
}

/**
 * One generate pass; returns the exit code and the files it read. `watching` keeps the output when
 * no spec is left at all (a spec folder moved away or switched by git for a moment), where a lone
 * `generate` prunes the output to nothing.
 */
async function generateOnce(opts: InputOptions, check: boolean, recompile: boolean, watching = false): Promise<Pass> {
  const started = performance.now();
  let built: BuildResult & { root: string };
  try {
    built = await build(opts, recompile);
  } catch (error) {
    // A document that passes validation can still break an emitter; say so without a bare stack.
    process.stderr.write(`generate: the generator failed on the specs (${failureText(error)}); nothing written\n`);
    if (error instanceof Error && error.stack !== undefined) detail(error.stack);
    return { code: 1, read: [] };
  }
  const { files, problems, config, root } = built;
  const read = filesRead(root, built);
  if (problems.length > 0) process.stderr.write(`${problemsText(locateProblems(root, problems), false)}\n`);
  if (hasErrors(problems) || config === null) {
    process.stderr.write(
      `generate: ${problems.filter((p) => p.severity === "error").length} error(s) in the specs or config; nothing written\n`,
    );
    return { code: 1, read };
  }
  const ms = Math.round(performance.now() - started);
  const out = `${config.output}/`;
  if (check) {
    const drift = await diffGenerated(root, files, config.output);
    if (hasDrift(drift)) {
      process.stderr.write(
        `generate --check: ${out} is out of date with ${inputsLabel(config)}:\n${listDrift(drift, false)}\nFix: run \`npx contractkit generate\` (or \`npm run generate\`) and commit ${out}.\n`,
      );
      return { code: 1, read };
    }
    info(`generate --check: ${files.size} files match ${inputsLabel(config)} (${ms} ms)`);
    return { code: 0, read };
  }
  if (watching && files.size === 0) {
    process.stderr.write(`generate: no spec found; ${out} left as it was until one is back\n`);
    return { code: 1, read };
  }
  const drift = await writeGenerated(root, files, config.output);
  const touched = drift.changed.length + drift.missing.length + drift.extra.length;
  info(
    touched === 0
      ? `generate: ${files.size} files in ${out}, all up to date (${ms} ms)`
      : `generate: ${files.size} files in ${out} (${ms} ms)\n${listDrift(drift, true)}`,
  );
  return { code: 0, read };
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
      const newPath = path.join(root, file);
      const changes = await diffSpecFiles(oldPath, newPath);
      if (changes.length === 0) continue;
      breaking += changes.filter((c) => c.kind === "breaking").length;
      // Located as `contractkit diff` locates them; what was removed is named `<ref>:<file>`, as git does.
      const shown = locateChanges(changes, oldPath, newPath).map((change) => {
        const at = path.resolve(change.file);
        const named = at.startsWith(tmp + path.sep) ? `${ref}:${path.relative(tmp, at)}` : path.relative(root, at);
        return { ...change, file: named };
      });
      process.stdout.write(`${file} since ${ref}:\n${changesText(shown)}\n`);
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
  if (opts.check && opts.watch) {
    process.stderr.write(
      "generate: --watch writes generated/ on every save and --check never writes; pass one of them\n",
    );
    return 2;
  }
  // An unknown ref is an error before any work: compared with nothing, every spec would look new.
  if (opts.since !== undefined && (await resolveCommit(root, opts.since)) === null) {
    process.stderr.write(
      `generate --since: unknown git ref ${JSON.stringify(opts.since)} in ${root}; pass a branch, tag or commit that \`git rev-parse\` resolves (e.g. --since main or --since HEAD~1)\n`,
    );
    return 1;
  }
  if (opts.watch) return await watchGenerate(inputs, recompile, opts.since);
  const pass = await generateOnce(inputs, opts.check === true, recompile);
  if (opts.since !== undefined) await reportSince(root, opts.since);
  return pass.code;
}

/**
 * `generate --watch`: a first pass, then one pass per settled burst of saves, until SIGINT or SIGTERM
 * (exit 0 once the banner is out: a broken save's problems were printed when it happened). A signal
 * during the first pass lets that pass finish, so generated/ is never left half updated, and exits 130
 * without watching; a second signal kills at once (docs/configuration.md "Watching the specs").
 */
async function watchGenerate(inputs: InputOptions, recompile: boolean, since: string | undefined): Promise<number> {
  const root = inputs.root;
  let stopped = false;
  const stop = untilStopped().then(() => {
    stopped = true;
  });
  const first = await generateOnce(inputs, false, recompile);
  if (since !== undefined) await reportSince(root, since);
  if (stopped) return 130;
  const watch = new SpecWatch(root, specTargets(inputs, first.read));
  const folders = watch.specFolders();
  if (folders.length === 0) {
    watch.close();
    process.stderr.write(`generate --watch: no spec folder exists under ${root}; nothing to watch\n`);
    return 1;
  }
  process.stdout.write(`generate --watch: watching ${folders.join(", ")} (Ctrl-C to stop)\n`);
  let running = Promise.resolve();
  watch.onSettled((changed) => {
    running = running.then(async () => {
      info(`changed: ${changed.join(", ")}`);
      try {
        // Aimed before the pass reads, so a folder that came back is watched for the saves that follow
        // while the pass still runs.
        watch.retarget(NO_NEW_TARGETS);
        const pass = await generateOnce(inputs, false, recompile, true);
        // Files a save added (a new `$ref` target, a new spec) are watched from now on; none is dropped,
        // so a file that is broken now (and so not read) is still watched for the save that fixes it.
        watch.retarget(specTargets(inputs, pass.read));
      } catch (error) {
        // One failed pass (a file vanishing mid-write, a full disk) must not end the watch.
        process.stderr.write(`generate: ${failureText(error)}; still watching\n`);
      }
    });
  });
  await stop;
  watch.close();
  await running;
  return 0;
}

/**
 * What `--watch` reacts to: specs/ and specs/abi/, the folder of every file a pass read (inputs, ABI
 * folders, the files the specs `$ref` wherever they lie, files with problems), and the config file.
 */
function specTargets(inputs: InputOptions, read: readonly string[]): WatchTargets {
  // The root as loadConfig takes it: `--config`'s folder, else `--root`.
  const root = inputs.config === undefined ? inputs.root : path.dirname(path.resolve(inputs.config));
  const isFolder = (file: string) => existsSync(file) && statSync(file).isDirectory();
  const folders = new Set([path.join(root, "specs"), path.join(root, "specs", "abi")]);
  for (const file of read) folders.add(isFolder(file) ? file : path.dirname(file));
  const configFiles =
    inputs.config === undefined ? CONFIG_FILES.map((name) => path.join(root, name)) : [path.resolve(inputs.config)];
  return { folders, files: new Set(configFiles) };
}
