#!/usr/bin/env node
// Cold-start figures of the `contractkit` command from repeated runs (median, min, max in ms):
// bare `node -e 0`, `--help`, `generate --check` (in --root) and `serve bank` until it prints that
// it listens. Several --bin values are measured interleaved, run by run, so that the load of a
// shared machine weighs on each alike (compare a checkout's bin with an installed one).
//   node .ci/cold-start.mjs [--bin <contractkit bin>]... [--root <project>] [--runs <n>]
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const values = (name) => process.argv.flatMap((a, i) => (a === `--${name}` ? [process.argv[i + 1]] : []));
const root = path.resolve(import.meta.dirname, "..");
const bins = (values("bin").length > 0 ? values("bin") : [path.join(root, "bin/contractkit.js")]).map((b) =>
  path.resolve(b),
);
const project = path.resolve(values("root")[0] ?? root);
const runs = Number(values("runs")[0] ?? "7");

/** Runs once; resolves to the ms from spawn until it exits 0 or `until` matches its stdout. */
function once(argv, until) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, argv, { cwd: project, stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    let err = "";
    child.stderr.on("data", (d) => {
      err += d;
    });
    child.stdout.on("data", (d) => {
      out += d;
      if (until?.test(out)) {
        const ms = performance.now() - started;
        child.once("exit", () => resolve(ms));
        child.kill("SIGTERM");
      }
    });
    child.once("error", reject);
    child.once("exit", (code) => {
      if (until && !until.test(out)) reject(new Error(`${argv.join(" ")} exited ${code} before it was ready: ${err}`));
      if (until) return;
      if (code !== 0) reject(new Error(`${argv.join(" ")} exited ${code}: ${err}`));
      else resolve(performance.now() - started);
    });
  });
}

const summary = (times) => {
  const sorted = [...times].sort((a, b) => a - b);
  const r = (x) => Math.round(x);
  return `median ${r(sorted[Math.floor(sorted.length / 2)])} ms (min ${r(sorted[0])}, max ${r(sorted.at(-1))}, ${sorted.length} runs)`;
};

/** `argv(bin)` per bin, interleaved run by run; `null` bin = bare node. */
async function measure(label, argv, until, targets = bins) {
  const times = new Map(targets.map((b) => [b, []]));
  for (let i = 0; i < runs; i++) for (const b of targets) times.get(b).push(await once(argv(b), until));
  for (const b of targets) console.log(`${label.padEnd(18)} ${summary(times.get(b))}${b ? `  ${b}` : ""}`);
}

const scratch = mkdtempSync(path.join(tmpdir(), "contractkit-cold-"));
let n = 0;
try {
  await measure("node -e 0", () => ["-e", "0"], undefined, [null]);
  await measure("--help", (b) => [b, "--help"]);
  await measure("generate --check", (b) => [b, "generate", "--check", "--root", project]);
  const adminKey = "cold-start-admin-key-0123456789";
  await measure(
    "serve bank",
    (b) => [
      b,
      "serve",
      "bank",
      "--port",
      "0",
      "--data",
      path.join(scratch, `bank-${n++}.json`),
      "--admin-key",
      adminKey,
    ],
    /listening on/,
  );
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
