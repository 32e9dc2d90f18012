/**
 * The generate scenario: `contractkit generate` and `generate --check` wall time on our specs and on a
 * large synthetic one, with a CPU profile when a run is slow.
 */
import { spawn } from "node:child_process";
import { copyFile, cp, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import YAML from "yaml";
import { median, round } from "./harness.ts";
import { busiestProfile, keepProfile, profileByPackage, topFrames } from "./profiles.ts";
import type { ScenarioContext } from "./scenarios.ts";
import type { BenchRow } from "./types.ts";

interface CommandRun {
  wallMs: number;
  /** The time the command itself reports (its build, without node/tsx start-up), when printed. */
  reportedMs: number | null;
  exitCode: number;
  output: string;
}

function runCommand(root: string, args: readonly string[], nodeFlags: readonly string[] = []): Promise<CommandRun> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, [...nodeFlags, path.join(root, "bin", "contractkit.js"), ...args], {
      cwd: root,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString("utf8");
    });
    child.stderr.on("data", (chunk: Buffer) => {
      output += chunk.toString("utf8");
    });
    child.once("error", reject);
    child.once("exit", (code) => {
      const reported = /\((\d+) ms\)/.exec(output);
      resolve({
        wallMs: performance.now() - started,
        reportedMs: reported?.[1] === undefined ? null : Number(reported[1]),
        exitCode: code ?? 1,
        output,
      });
    });
  });
}

/** Runs a command once under `--cpu-prof` and says where its main thread's time went, by package. */
async function profileCommand(
  context: ScenarioContext,
  args: readonly string[],
  scratch: string,
  label: string,
): Promise<string[]> {
  const name = label.replaceAll(/\W+/g, "-");
  const profileDir = path.join(scratch, `profile-${name}`);
  await runCommand(context.root, args, ["--cpu-prof", `--cpu-prof-dir=${profileDir}`]);
  const file = await busiestProfile(profileDir, context.root);
  if (file === undefined) return ["no CPU profile was written"];
  const groups = await profileByPackage(file, context.root, 8);
  const kept = await keepProfile(context, file, name);
  return [
    `CPU self time by package (ms): ${Object.entries(groups)
      .map(([group, ms]) => `${group} ${ms}`)
      .join(", ")}`,
    `top frames: ${(await topFrames(file, context.root, 8)).join("; ")}`,
    ...(kept === undefined ? [] : [`profile: ${path.relative(context.root, kept)}`]),
  ];
}

/** Copies of the bank's operations in the synthetic large spec (the bank has ~30: 20 copies give ~600). */
const LARGE_SPEC_COPIES = 20;

/**
 * A large OpenAPI document made from the bank's: every path copied {@link LARGE_SPEC_COPIES} times
 * under its own prefix with suffixed operation ids, so the generator's cost per operation shows
 * without a network fetch (CI is offline).
 */
async function writeLargeSpec(root: string, to: string): Promise<number> {
  const document = YAML.parse(await readFile(path.join(root, "specs", "bank.openapi.yaml"), "utf8")) as {
    paths: Record<string, Record<string, { operationId?: string } | unknown>>;
  };
  const paths: typeof document.paths = {};
  let operations = 0;
  for (let copy = 1; copy <= LARGE_SPEC_COPIES; copy += 1) {
    for (const [route, item] of Object.entries(document.paths)) {
      const copied = structuredClone(item);
      for (const operation of Object.values(copied)) {
        const op = operation as { operationId?: string };
        if (typeof op === "object" && op !== null && typeof op.operationId === "string") {
          op.operationId = `${op.operationId}Copy${copy}`;
          operations += 1;
        }
      }
      paths[`/copy${copy}${route}`] = copied;
    }
  }
  await mkdir(path.dirname(to), { recursive: true });
  await writeFile(to, YAML.stringify({ ...document, paths }));
  return operations;
}

/**
 * Scenario 5: `generate` and `generate --check` wall time, on a scratch copy of specs/, generated/
 * and the config (our two specs), then `generate` of a large synthetic spec.
 */
export async function runGenerate(context: ScenarioContext): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  // A scratch root: `generate` rewrites generated/, and other work may be editing the real one.
  const scratch = await mkdtemp(path.join(os.tmpdir(), "contractkit-bench-generate-"));
  try {
    await cp(path.join(context.root, "specs"), path.join(scratch, "specs"), { recursive: true });
    await cp(path.join(context.root, "generated"), path.join(scratch, "generated"), { recursive: true });
    await copyFile(path.join(context.root, "contractkit.config.json"), path.join(scratch, "contractkit.config.json"));
    const large = path.join(scratch, "large", "large.openapi.yaml");
    const largeOperations = await writeLargeSpec(context.root, large);
    const largeOut = path.join(scratch, "large", "generated");
    for (const [label, args] of [
      ["generate", ["generate", "--root", scratch]],
      ["generate --check", ["generate", "--check", "--root", scratch]],
      [
        `generate (synthetic spec, ${largeOperations} operations)`,
        ["generate", "--root", path.dirname(large), "--spec", large, "--out", largeOut],
      ],
    ] as const) {
      const runs: CommandRun[] = [];
      for (let run = 0; run < context.settings.generateRuns; run += 1) {
        const result = await runCommand(context.root, args);
        if (result.exitCode !== 0 && label !== "generate --check") {
          throw new Error(`${label} failed (exit ${result.exitCode}):\n${result.output}`);
        }
        runs.push(result);
      }
      const wallMs = round(median(runs.map((r) => r.wallMs)));
      const reported = runs.map((r) => r.reportedMs).filter((ms): ms is number => ms !== null);
      const figures: Record<string, number> = { wallMs, runs: runs.length };
      if (reported.length > 0) figures.buildMs = round(median(reported));
      const notes: string[] = [];
      const last = runs[runs.length - 1];
      if (last !== undefined && last.exitCode !== 0) {
        notes.push(`exit ${last.exitCode}: ${last.output.trim().split("\n").slice(0, 3).join(" | ")}`);
      }
      if (context.settings.profileGenerate) notes.push(...(await profileCommand(context, args, scratch, label)));
      context.log(
        `  ${label}: ${wallMs} ms wall (median of ${runs.length})${figures.buildMs === undefined ? "" : `, ${figures.buildMs} ms reported by the command`}`,
      );
      for (const note of notes) context.log(`    ${note}`);
      rows.push({ group: "generate", name: `contractkit ${label}`, figures, notes });
    }
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
  return rows;
}
