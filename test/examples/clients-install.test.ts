/**
 * @contractkit/clients as a client-only user gets it: built by `npm run build:clients-package`'s
 * tsconfig, packed with `npm pack`, and installed with a real `npm install` of the tarball into an
 * empty project (from npm's cache where it can: CI's `npm ci` has filled it). The install must pull
 * zod, viem and viem's own dependencies and nothing of the toolchain, and the installed clients must
 * make a call. docs/embedding.md "A clients-only install" states the figures this test bounds.
 */
import { execFile } from "node:child_process";
import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");
const PACKAGE = path.join(ROOT, "packages/clients");
const TSC = path.join(ROOT, "node_modules/typescript/bin/tsc");
const run = promisify(execFile);

/** Packages of the toolchain that a clients-only install must never bring. */
const TOOLCHAIN = [
  "@foundry-rs/anvil",
  "@hey-api/openapi-ts",
  "@redocly/openapi-core",
  "json-schema-to-typescript",
  "lowdb",
  "openapi-backend",
  "pg",
  "prettier",
  "solc",
  "swagger-ui-dist",
  "tsx",
  "typescript",
];

let dir: string;
let consumer: string;

/** Every installed package under `node_modules` (scoped ones as `@scope/name`), nested ones included. */
async function installedPackages(modules: string): Promise<string[]> {
  const names: string[] = [];
  for (const entry of await readdir(modules, { withFileTypes: true }).catch(() => [])) {
    if (!entry.isDirectory() || entry.name.startsWith(".")) continue;
    const scoped = entry.name.startsWith("@");
    const children = scoped ? await readdir(path.join(modules, entry.name)) : [entry.name];
    for (const child of children) {
      const name = scoped ? `${entry.name}/${child}` : child;
      names.push(name, ...(await installedPackages(path.join(modules, name, "node_modules"))));
    }
  }
  return names;
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "contractkit-clients-"));
  const staging = path.join(dir, "staging");
  await mkdir(staging);
  for (const file of ["package.json", "README.md"]) await cp(path.join(PACKAGE, file), path.join(staging, file));
  // The package's own tsconfig, its output redirected so the test never writes the repository.
  await run(
    process.execPath,
    [TSC, "-p", path.join(PACKAGE, "tsconfig.json"), "--outDir", path.join(staging, "dist")],
    {
      cwd: ROOT,
    },
  );
  const { stdout } = await run("npm", ["pack", "--ignore-scripts", "--json", "--pack-destination", dir], {
    cwd: staging,
    encoding: "utf8",
  });
  const tarball = path.join(dir, (JSON.parse(stdout) as { filename: string }[])[0]!.filename);

  consumer = path.join(dir, "consumer");
  await mkdir(consumer);
  await writeFile(path.join(consumer, "package.json"), `${JSON.stringify({ name: "consumer", type: "module" })}\n`);
  await run("npm", ["install", "--prefer-offline", "--no-audit", "--no-fund", "--ignore-scripts", tarball], {
    cwd: consumer,
  });
}, 600_000);

afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe("a clients-only install of @contractkit/clients", () => {
  it("brings zod, viem and viem's dependencies, none of the toolchain", async () => {
    const packages = await installedPackages(path.join(consumer, "node_modules"));
    expect(packages).toContain("@contractkit/clients");
    expect(packages).toContain("zod");
    expect(packages).toContain("viem");
    expect(packages.filter((name) => TOOLCHAIN.includes(name))).toEqual([]);
    // 15 today (docs/embedding.md); the main package brings over 200. A bound, not a snapshot.
    expect(packages.length).toBeLessThanOrEqual(25);
  });

  it("pins the main package's zod and viem, so the two never disagree about a schema or an ABI", async () => {
    const main = JSON.parse(await readFile(path.join(ROOT, "package.json"), "utf8"));
    const version = async (name: string) =>
      JSON.parse(await readFile(path.join(consumer, "node_modules", name, "package.json"), "utf8")).version;
    expect(await version("zod")).toBe(main.dependencies.zod);
    expect(await version("viem")).toBe(main.dependencies.viem);
  });

  it("makes a typed call from plain Node ESM, and the contract helpers load", async () => {
    const script = [
      'import { createBankClient } from "@contractkit/clients/bank";',
      'import { bankResponseSchemas } from "@contractkit/clients/bank/schemas";',
      'import * as contracts from "@contractkit/clients/contracts";',
      "const seen = [];",
      "const fetch = async (url, init) => {",
      "  seen.push(init.method + ' ' + new URL(url).pathname);",
      '  return Response.json({ status: "ok" }, { headers: { "content-type": "application/json" } });',
      "};",
      'const bank = createBankClient({ baseUrl: "http://127.0.0.1:9", fetch });',
      "const result = await bank.getHealth();",
      'const schema = typeof bankResponseSchemas.getHealth["200"].parse;',
      "console.log(JSON.stringify({ seen, status: result.status, data: result.data,",
      "  schema, contracts: Object.keys(contracts).length > 0 }));",
    ].join("\n");
    await writeFile(path.join(consumer, "call.mjs"), script);
    const { stdout } = await run(process.execPath, ["call.mjs"], { cwd: consumer, encoding: "utf8" });
    expect(JSON.parse(stdout)).toEqual({
      seen: ["GET /health"],
      status: 200,
      data: { status: "ok" },
      schema: "function",
      contracts: true,
    });
  });
});
