#!/usr/bin/env node
// The npm registry this project installs from carries only the linux-x64 builds of some platform
// packages (@biomejs/cli-*, @foundry-rs/anvil-*, …), so `npm install` writes a lockfile whose entries
// name optional dependencies that have no entry of their own, and `npm ci` then refuses the lockfile
// as out of sync. This drops those dangling optional names. Run it after every `npm install <pkg>`;
// test/architecture/lockfile.test.ts fails until it has been run.
import { readFileSync, writeFileSync } from "node:fs";

const file = new URL("../package-lock.json", import.meta.url);
const lock = JSON.parse(readFileSync(file, "utf8"));
const packages = lock.packages ?? {};

/** Where npm would look for `name` when required from the package at `from` (node_modules walk). */
function resolvable(from, name) {
  let dir = from;
  for (;;) {
    if (packages[`${dir ? `${dir}/` : ""}node_modules/${name}`]) return true;
    if (!dir) return false;
    const up = dir.lastIndexOf("/node_modules/");
    dir = up === -1 ? "" : dir.slice(0, up);
  }
}

let dropped = 0;
for (const [location, entry] of Object.entries(packages)) {
  for (const field of ["optionalDependencies", "peerDependencies"]) {
    const deps = entry[field];
    if (!deps) continue;
    for (const name of Object.keys(deps)) {
      const optionalPeer = field === "peerDependencies" && entry.peerDependenciesMeta?.[name]?.optional;
      if ((field === "optionalDependencies" || optionalPeer) && !resolvable(location, name)) {
        delete deps[name];
        if (entry.peerDependenciesMeta) delete entry.peerDependenciesMeta[name];
        dropped++;
      }
    }
    if (Object.keys(deps).length === 0) delete entry[field];
  }
}
if (process.argv.includes("--check")) {
  if (dropped > 0) {
    process.stderr.write(
      `prune-lockfile: ${dropped} optional dependencies have no lockfile entry; npm ci will refuse it. Run: node .ci/prune-lockfile.mjs\n`,
    );
    process.exit(1);
  }
  process.stdout.write("prune-lockfile: the lockfile is self-consistent\n");
} else {
  writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
  process.stdout.write(
    `prune-lockfile: dropped ${dropped} optional dependenc${dropped === 1 ? "y" : "ies"} with no lockfile entry\n`,
  );
}
