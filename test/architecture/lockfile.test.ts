/**
 * package-lock.json must install on every platform users have, not only on this Linux x64 box:
 * each simulated `npm ci --os --cpu --libc --dry-run` (offline: it reads only the lockfile) must pick
 * that platform's native packages. The one known gap is anvil: the registry here serves only
 * @foundry-rs/anvil-linux-amd64, so elsewhere anvil's own postinstall, ANVIL_BINARY or a Foundry
 * install on PATH provide the binary (runtime/devnet/anvil.ts, docs/platforms.md).
 */
import { execFile } from "node:child_process";
import { copyFile, mkdtemp, readFile, rm } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");
const run = promisify(execFile);
/** npm's own range logic (semver, in the tree through several packages); typed here for the one call. */
const semver = createRequire(import.meta.url)("semver") as { satisfies(version: string, range: string): boolean };

interface Platform {
  os: "darwin" | "win32" | "linux";
  cpu: "x64" | "arm64";
  libc?: "glibc" | "musl";
}

const PLATFORMS: Platform[] = [
  { os: "darwin", cpu: "arm64" },
  { os: "darwin", cpu: "x64" },
  { os: "win32", cpu: "x64" },
  { os: "linux", cpu: "x64", libc: "glibc" },
  { os: "linux", cpu: "arm64", libc: "glibc" },
  { os: "linux", cpu: "x64", libc: "musl" },
  { os: "linux", cpu: "arm64", libc: "musl" },
];

const musl = (p: Platform) => p.libc === "musl";
/** The native packages `npm test` needs on a platform: Biome (lint), esbuild (tsx), rolldown (vitest). */
function nativePackages(p: Platform): string[] {
  const rolldownAbi = p.os === "win32" ? "-msvc" : p.os === "linux" ? (musl(p) ? "-musl" : "-gnu") : "";
  return [
    `@biomejs/cli-${p.os}-${p.cpu}${musl(p) ? "-musl" : ""}`,
    `@esbuild/${p.os}-${p.cpu}`,
    `@rolldown/binding-${p.os}-${p.cpu}${rolldownAbi}`,
  ];
}
const anvilPackage = (p: Platform) => `@foundry-rs/anvil-${p.os}-${p.cpu === "x64" ? "amd64" : p.cpu}`;
/** anvil builds the registry here cannot describe (`npm view` answers 404); anvil.ts covers these. */
const ANVIL_NOT_ON_REGISTRY = new Set([
  "@foundry-rs/anvil-darwin-arm64",
  "@foundry-rs/anvil-darwin-amd64",
  "@foundry-rs/anvil-win32-amd64",
  "@foundry-rs/anvil-linux-arm64",
]);

interface LockEntry {
  version?: string;
  optional?: boolean;
  os?: string[];
  engines?: { node?: string };
  optionalDependencies?: Record<string, string>;
}
let lock: { packages: Record<string, LockEntry> };
let scratch: string;
const added = new Map<Platform, Set<string>>();

const label = (p: Platform) => `${p.os}-${p.cpu}${p.libc ? `-${p.libc}` : ""}`;

beforeAll(async () => {
  lock = JSON.parse(await readFile(path.join(ROOT, "package-lock.json"), "utf8"));
  scratch = await mkdtemp(path.join(tmpdir(), "contractkit-lock-"));
  await copyFile(path.join(ROOT, "package.json"), path.join(scratch, "package.json"));
  await copyFile(path.join(ROOT, "package-lock.json"), path.join(scratch, "package-lock.json"));
  // One at a time: each run is short, and parallel npm processes contend for the same cache.
  for (const p of PLATFORMS) {
    const flags = [`--os=${p.os}`, `--cpu=${p.cpu}`, ...(p.libc ? [`--libc=${p.libc}`] : [])];
    const { stdout } = await run(
      "npm",
      ["ci", "--dry-run", "--offline", "--ignore-scripts", "--no-audit", "--no-fund", ...flags],
      { cwd: scratch, encoding: "utf8" },
    );
    added.set(p, new Set([...stdout.matchAll(/^add (\S+) /gm)].map((m) => m[1]!)));
  }
}, 120_000);

afterAll(async () => {
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

describe("package-lock.json on every platform", () => {
  it.each(PLATFORMS.map((p) => [label(p), p] as const))("npm ci on %s installs its native packages", (_, p) => {
    const names = added.get(p)!;
    for (const name of nativePackages(p)) expect(names, name).toContain(name);
    // And no other platform's build of the same tools.
    const native = [...names].filter((n) => /^@(biomejs\/cli-|esbuild\/|rolldown\/binding-)/.test(n));
    expect(native.sort()).toEqual(nativePackages(p).sort());
  });

  it.each(PLATFORMS.map((p) => [label(p), p] as const))(
    "anvil on %s: its package, or a documented fallback",
    (_, p) => {
      const name = anvilPackage(p);
      const installs = added.get(p)!.has(name);
      // Present whenever the registry serves it; a listed gap must really be absent from the lockfile,
      // so the list is updated the day the registry starts serving it.
      expect(installs).toBe(!ANVIL_NOT_ON_REGISTRY.has(name));
      expect(added.get(p)!.has("@foundry-rs/anvil")).toBe(true);
    },
  );

  it("names no optional dependency that has no entry (npm ci would refuse the lockfile)", () => {
    const dangling: string[] = [];
    for (const [location, entry] of Object.entries(lock.packages)) {
      for (const name of Object.keys(entry.optionalDependencies ?? {})) {
        const nested = `${location ? `${location}/` : ""}node_modules/${name}`;
        if (!lock.packages[nested] && !lock.packages[`node_modules/${name}`]) dangling.push(`${location} -> ${name}`);
      }
    }
    expect(dangling).toEqual([]);
  });

  it("every installed package accepts the Node versions engines claims (no EBADENGINE)", () => {
    const claimed = lock.packages[""]!.engines!.node!;
    // Releases of Node 20, 22 and 24; those the claim covers must be accepted by every package.
    const releases = ["20.0.0", "20.19.0", "20.20.2", "22.12.0", "22.19.0", "22.23.3", "24.0.0", "24.21.0"];
    const versions = releases.filter((v) => semver.satisfies(v, claimed));
    // What CI runs (.ci/run: Node 22.23.3 in full, 24.21.0 smoke) is claimed.
    expect(versions).toEqual(expect.arrayContaining(["22.23.3", "24.21.0"]));
    const refused: string[] = [];
    for (const [location, entry] of Object.entries(lock.packages)) {
      // Other platforms' optional builds are never installed here; their engines do not apply.
      if (!location || !entry.engines?.node || (entry.optional && entry.os)) continue;
      for (const v of versions) {
        if (!semver.satisfies(v, entry.engines.node))
          refused.push(`${location}@${entry.version} (${entry.engines.node}) refuses ${v}`);
      }
    }
    expect(refused).toEqual([]);
  });

  it("npm install leaves package-lock.json unchanged", async () => {
    const before = await readFile(path.join(scratch, "package-lock.json"), "utf8");
    await run("npm", ["install", "--package-lock-only", "--offline", "--ignore-scripts", "--no-audit", "--no-fund"], {
      cwd: scratch,
    });
    expect(await readFile(path.join(scratch, "package-lock.json"), "utf8")).toBe(before);
  }, 60_000);
});
