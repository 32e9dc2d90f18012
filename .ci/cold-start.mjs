#!/usr/bin/env node
// Cold-start figures of the `contractkit` command, from repeated runs (median, min, max in ms):
// `--help`, `generate --check` (in --root) and `serve bank` until it prints that it listens.
//   node .ci/cold-start.mjs [--bin <path to contractkit's bin>] [--root <project>] [--runs <n>]
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i === -1 ? fallback : process.argv[i + 1];
};
const root = path.resolve(import.meta.dirname, "..");
const bin = path.resolve(arg("bin", path.join(root, "bin/contractkit.js")));
const project = path.resolve(arg("root", root));
const runs = Number(arg("runs", "7"));

/** Runs the command once; resolves to the ms from spawn until it exits or `until` matches stdout. */
function once(args, until) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, [bin, ...args], { cwd: project, stdio: ["ignore", "pipe", "pipe"] });
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
      if (until && !out.match(until)) reject(new Error(`${args.join(" ")} exited ${code} before listening: ${err}`));
      if (until) return;
      if (code !== 0) reject(new Error(`${args.join(" ")} exited ${code}: ${err}`));
      else resolve(performance.now() - started);
    });
  });
}

async function measure(label, args, until) {
  const times = [];
  for (let i = 0; i < runs; i++) times.push(await once(args(), until));
  times.sort((a, b) => a - b);
  const r = (x) => Math.round(x);
  console.log(
    `${label.padEnd(18)} median ${r(times[Math.floor(times.length / 2)])} ms  (min ${r(times[0])}, max ${r(times.at(-1))}, ${runs} runs)`,
  );
}

const scratch = mkdtempSync(path.join(tmpdir(), "contractkit-cold-"));
try {
  await measure("--help", () => ["--help"]);
  await measure("generate --check", () => ["generate", "--check", "--root", project]);
  let n = 0;
  await measure(
    "serve bank",
    () => [
      "serve",
      "bank",
      "--port",
      "0",
      "--data",
      path.join(scratch, `bank-${n++}.json`),
      "--admin-key",
      "cold-start-admin-key-0123456789",
    ],
    /listening on/,
  );
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
