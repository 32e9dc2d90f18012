import { execFile } from "node:child_process";
import { existsSync, watch } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { diffSpecFiles, formatChanges } from "../generator/diff.ts";
import { buildGenerated, type Drift, diffGenerated, hasDrift, writeGenerated } from "../generator/generate.ts";
import { hasErrors } from "../generator/problems.ts";
import { info } from "./output.ts";
import { locateProblems, problemsText } from "./reports.ts";

const run = promisify(execFile);

function listDrift(drift: Drift): string {
  return [
    ...drift.changed.map((f) => `  changed  ${f}`),
    ...drift.missing.map((f) => `  missing  ${f}`),
    ...drift.extra.map((f) => `  stale    ${f}`),
  ].join("\n");
}

/** `generate --check --format json`: one document with the verdict, the drift and the spec problems. */
async function checkAsJson(root: string, recompile: boolean): Promise<number> {
  const { files, problems } = await buildGenerated(root, { reuseCompiled: !recompile });
  const located = locateProblems(root, problems);
  const drift = hasErrors(problems) ? null : await diffGenerated(root, files);
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

/** One generate pass; returns the exit code. */
async function generateOnce(root: string, check: boolean, recompile: boolean): Promise<number> {
  const started = performance.now();
  const { files, problems } = await buildGenerated(root, { reuseCompiled: !recompile });
  if (problems.length > 0) process.stderr.write(`${problemsText(locateProblems(root, problems), false)}\n`);
  if (hasErrors(problems)) {
    process.stderr.write(
      `generate: ${problems.filter((p) => p.severity === "error").length} error(s) in specs/; nothing written\n`,
    );
    return 1;
  }
  const ms = Math.round(performance.now() - started);
  if (check) {
    const drift = await diffGenerated(root, files);
    if (hasDrift(drift)) {
      process.stderr.write(
        `generate --check: generated/ is out of date with specs/:\n${listDrift(drift)}\nFix: run \`npx contractkit generate\` (or \`npm run generate\`) and commit generated/.\n`,
      );
      return 1;
    }
    info(`generate --check: ${files.size} files match specs/ (${ms} ms)`);
    return 0;
  }
  const drift = await writeGenerated(root, files);
  const touched = drift.changed.length + drift.missing.length + drift.extra.length;
  info(
    touched === 0
      ? `generate: ${files.size} files, all up to date (${ms} ms)`
      : `generate: ${files.size} files (${ms} ms)\n${listDrift(drift)}`,
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
    for (const file of files) {
      let old: string;
      try {
        old = (await run("git", ["show", `${ref}:${file}`], { cwd: root, maxBuffer: 64 * 1024 * 1024 })).stdout;
      } catch {
        process.stdout.write(`${file}: new since ${ref}\n`);
        continue;
      }
      const oldPath = path.join(tmp, file.replaceAll("/", "__"));
      await writeFile(oldPath, old);
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

export async function runGenerate(opts: {
  root: string;
  check?: boolean;
  watch?: boolean;
  since?: string;
  recompile?: boolean;
  format?: string;
}): Promise<number> {
  const root = path.resolve(opts.root);
  const recompile = opts.recompile === true;
  if (opts.format === "json") {
    if (!opts.check || opts.watch || opts.since) {
      process.stderr.write("generate: --format json goes with --check (and not with --watch or --since)\n");
      return 2;
    }
    return await checkAsJson(root, recompile);
  }
  // An unknown ref is an error before any work: compared with nothing, every spec would look new.
  if (opts.since !== undefined && (await resolveCommit(root, opts.since)) === null) {
    process.stderr.write(
      `generate --since: unknown git ref ${JSON.stringify(opts.since)} in ${root}; pass a branch, tag or commit that \`git rev-parse\` resolves (e.g. --since main or --since HEAD~1)\n`,
    );
    return 1;
  }
  let code = await generateOnce(root, opts.check === true, recompile);
  if (opts.since !== undefined) await reportSince(root, opts.since);
  if (!opts.watch) return code;
  const dirs = ["specs", "specs/abi"].filter((dir) => existsSync(path.join(root, dir)));
  if (!dirs.includes("specs")) {
    process.stderr.write(`generate --watch: ${path.join(root, "specs")} does not exist; nothing to watch\n`);
    return 1;
  }

  process.stdout.write(`generate --watch: watching ${dirs.map((dir) => `${dir}/`).join(" and ")} (Ctrl-C to stop)\n`);
  let timer: NodeJS.Timeout | undefined;
  let running = Promise.resolve();
  const schedule = (file: string) => {
    clearTimeout(timer);
    // Editors write a file in several steps; wait for the burst to settle before regenerating.
    timer = setTimeout(() => {
      running = running.then(async () => {
        process.stdout.write(`changed: ${file}\n`);
        code = await generateOnce(root, false, recompile);
      });
    }, 150);
  };
  const watchers = dirs.map((dir) => watch(path.join(root, dir), (_event, name) => schedule(`${dir}/${name ?? ""}`)));
  await new Promise<void>((resolve) => {
    const stop = () => resolve();
    process.once("SIGINT", stop);
    process.once("SIGTERM", stop);
  });
  for (const w of watchers) w.close();
  await running;
  return code;
}
