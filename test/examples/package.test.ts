/**
 * The package as users get it, from one `npm pack` of `npm run build`'s output. First the subpaths
 * (`contractkit/bank`, `/protocol`, `/contracts`, plus `/bank/schemas`,
 * `/bank/types` and the protocol's) as a consumer gets them: `npm run build:clients` output, packed
 * with `npm pack` from this package.json, installed into a scratch project that has ONLY zod and
 * viem beside it. Plain Node ESM must import and use every subpath, TypeScript (NodeNext) must
 * typecheck a typed use of them, and the import graph behind them must reach no runtime-only
 * package (openapi-backend, lowdb, anvil) and no Node builtin, so the clients also load in browsers.
 */
import { type ChildProcess, execFile, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { cp, mkdir, mkdtemp, readFile, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import ts from "typescript";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { computeMarketId } from "../../generated/contracts/index.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");
const run = promisify(execFile);
const TSC = path.join(ROOT, "node_modules/typescript/bin/tsc");
const PUBLINT = path.join(ROOT, "node_modules/publint/src/cli.js");
const ATTW = path.join(ROOT, "node_modules/@arethetypeswrong/cli/dist/index.js");

/** The npm packages the clients may import: their only dependencies. */
const CLIENT_PACKAGES = ["viem", "zod"];

interface PackageJson {
  version: string;
  exports: Record<string, string | { types: string; default: string }>;
  files: string[];
  scripts: Record<string, string>;
}

let dir: string;
let consumer: string;
let installed: string;
let packedFiles: string[];
let pkg: PackageJson;
let tarball: string;
let stagingDir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "contractkit-package-"));
  pkg = JSON.parse(await readFile(path.join(ROOT, "package.json"), "utf8")) as PackageJson;
  // Pack from a staging copy so the test never writes the repository's own dist/: the shipped
  // folders plus `npm run build`'s three steps with their output redirected (type errors fail here).
  const staging = path.join(dir, "staging");
  await mkdir(staging);
  for (const file of ["package.json", "README.md", "LICENSE"])
    await cp(path.join(ROOT, file), path.join(staging, file));
  for (const folder of pkg.files.filter((f) => f !== "dist")) {
    await cp(path.join(ROOT, folder), path.join(staging, folder), { recursive: true });
  }
  expect(pkg.scripts.build).toContain(
    "tsc -p tsconfig.build.json && tsc -p tsconfig.cli.json && tsc -p tsconfig.api.json",
  );
  for (const config of ["tsconfig.build.json", "tsconfig.cli.json", "tsconfig.api.json"]) {
    await run(process.execPath, [TSC, "-p", config, "--outDir", path.join(staging, "dist")], { cwd: ROOT });
  }
  const { stdout } = await run("npm", ["pack", "--ignore-scripts", "--json", "--pack-destination", dir], {
    cwd: staging,
    encoding: "utf8",
  });
  const [packed] = JSON.parse(stdout) as { filename: string; files: { path: string }[] }[];
  packedFiles = packed!.files.map((f) => f.path);
  tarball = path.join(dir, packed!.filename);
  stagingDir = staging;

  consumer = path.join(dir, "consumer");
  installed = path.join(consumer, "node_modules/contractkit");
  await mkdir(path.join(consumer, "node_modules"), { recursive: true });
  await run("tar", ["-xzf", tarball, "-C", path.join(consumer, "node_modules")]);
  await run("mv", [path.join(consumer, "node_modules/package"), installed]);
  // Only the clients' own dependencies; anything else the graph needed would fail to resolve.
  for (const name of CLIENT_PACKAGES) {
    await symlink(path.join(ROOT, "node_modules", name), path.join(consumer, "node_modules", name), "dir");
  }
  await writeFile(path.join(consumer, "package.json"), `${JSON.stringify({ name: "consumer", type: "module" })}\n`);
}, 600_000);

afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** The client subpaths with a JavaScript entry (everything but the toolkit's API `.` and plain files). */
function codeSubpaths(): [string, { types: string; default: string }][] {
  return Object.entries(pkg.exports).flatMap(([key, target]) =>
    typeof target === "string" || key === "." ? [] : [[key, target]],
  );
}

/** Every bare or `node:` specifier reachable from `entry` through relative imports. */
async function externalImports(entry: string): Promise<Set<string>> {
  const seen = new Set<string>();
  const external = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const source = await readFile(file, "utf8");
    for (const { fileName } of ts.preProcessFile(source, true, true).importedFiles) {
      if (fileName.startsWith(".")) queue.push(path.resolve(path.dirname(file), fileName));
      else external.add(fileName);
    }
  }
  return external;
}

describe("package subpaths", () => {
  it("maps each client subpath to built JavaScript and declarations that the tarball ships", () => {
    expect(codeSubpaths().map(([key]) => key)).toEqual([
      "./bank",
      "./bank/schemas",
      "./bank/types",
      "./protocol",
      "./protocol/schemas",
      "./protocol/types",
      "./contracts",
      "./server",
      "./server/fetch",
      "./server/express",
      "./server/fastify",
    ]);
    expect(pkg.files).toContain("dist");
    for (const [, target] of codeSubpaths()) {
      expect(packedFiles).toContain(target.types.replace(/^\.\//, ""));
      expect(packedFiles).toContain(target.default.replace(/^\.\//, ""));
    }
    // The services' server contracts (openapi-backend) ship as the command's JavaScript only: no
    // declarations and no subpath lead to them. The adapters reach the dispatcher by type only (the
    // next test follows the import graph behind every subpath).
    expect(packedFiles.filter((f) => /^dist\/generated\/(bank|protocol)\/server\.d\.ts$/.test(f))).toEqual([]);
    expect(Object.keys(pkg.exports).filter((key) => /^\.\/(bank|protocol)\/server/.test(key))).toEqual([]);
  });

  it("reaches only zod and viem from every subpath: no runtime package, no Node builtin", async () => {
    const reached = new Set<string>();
    for (const [, target] of codeSubpaths()) {
      for (const specifier of await externalImports(path.join(installed, target.default))) reached.add(specifier);
    }
    const packages = [...reached].map((s) =>
      (s.startsWith("@") ? s.split("/").slice(0, 2) : s.split("/").slice(0, 1)).join("/"),
    );
    expect([...new Set(packages)].sort()).toEqual(CLIENT_PACKAGES);
    expect([...reached].filter((s) => s.startsWith("node:"))).toEqual([]);
  });

  it("imports and works from plain Node ESM without the runtime's dependencies", async () => {
    const market = {
      collateralAsset: "0x5FC8d32690cc91D4c39d9d3abcBD16989F875707",
      referenceAsset: "0x0165878A594ca255338adfa4d48449f69242Eb8F",
      expiryTimestamp: 1_901_232_000n,
      rateMin: 5n * 10n ** 17n,
      rateMax: 10n ** 18n,
      rateChangePerDayMax: 10n ** 15n,
      rateChangeCapacityMax: 10n ** 16n,
      rateOracle: "0x8A791620dd6260079BF849Dc5567aDC3F2FdC318",
    } as const;
    // The same market as a JavaScript literal (bigints as \`123n\`) for the consumer script.
    const marketSource = `{ ${Object.entries(market)
      .map(([key, value]) => `${key}: ${typeof value === "bigint" ? `${value}n` : JSON.stringify(value)}`)
      .join(", ")} }`;
    await writeFile(
      path.join(consumer, "consumer.mjs"),
      `import { createBankClient, ResponseContractError, schemaValidator } from "contractkit/bank";
import { bankResponseSchemas } from "contractkit/bank/schemas";
import { createProtocolClient } from "contractkit/protocol";
import { computeMarketId, withSlippage } from "contractkit/contracts";
import * as bank from "contractkit/bank";

const health = { status: "ok", writable: true, version: "1.0.0", settlement_mode: "automatic", uptime_seconds: 3 };
const answer = (body) => async () => new Response(JSON.stringify(body), { status: 200, headers: { "content-type": "application/json" } });
const client = createBankClient({ baseUrl: "http://bank.invalid", fetch: answer(health), validate: schemaValidator(bankResponseSchemas) });
const ok = await client.getHealth();
let rejected = "";
try {
  await createBankClient({ baseUrl: "http://bank.invalid", fetch: answer({ ...health, uptime_seconds: "x" }), validate: schemaValidator(bankResponseSchemas) }).getHealth();
} catch (error) {
  rejected = error instanceof ResponseContractError ? error.operationId : String(error);
}
const resolves = async (name) => import(name).then(() => true, () => false);
console.log(JSON.stringify({
  health: ok.data,
  rejected,
  schemas: typeof bankResponseSchemas.getHealth[200].parse,
  protocol: typeof createProtocolClient({ baseUrl: "http://protocol.invalid" }).listFlows,
  marketId: computeMarketId(${marketSource}),
  slippage: withSlippage(10000n, 50, "min").toString(),
  server: "createBankServer" in bank,
  serverSubpath: await resolves("contractkit/bank/server"),
  openapiBackend: await resolves("openapi-backend"),
  lowdb: await resolves("lowdb"),
}));
`,
    );
    const { stdout } = await run(process.execPath, ["consumer.mjs"], { cwd: consumer, encoding: "utf8" });
    expect(JSON.parse(stdout)).toEqual({
      health: { status: "ok", writable: true, version: "1.0.0", settlement_mode: "automatic", uptime_seconds: 3 },
      rejected: "getHealth",
      schemas: "function",
      protocol: "function",
      marketId: computeMarketId(market),
      slippage: "9950",
      server: false,
      serverSubpath: false,
      openapiBackend: false,
      lowdb: false,
    });
  });

  it("typechecks a typed consumer under TypeScript NodeNext resolution", async () => {
    await writeFile(
      path.join(consumer, "tsconfig.json"),
      `${JSON.stringify({
        compilerOptions: {
          target: "ES2022",
          lib: ["ES2022", "DOM"],
          module: "NodeNext",
          moduleResolution: "NodeNext",
          strict: true,
          exactOptionalPropertyTypes: true,
          noEmit: true,
          skipLibCheck: true,
          types: [],
        },
        files: ["consumer.ts"],
      })}\n`,
    );
    // Each @ts-expect-error must hit a real error: were a subpath's types missing (any), tsc would
    // report the directive as unused and this test would fail.
    await writeFile(
      path.join(consumer, "consumer.ts"),
      `import { type BankClient, createBankClient } from "contractkit/bank";
import type { Account } from "contractkit/bank/types";
import { createProtocolClient } from "contractkit/protocol";
import type { Flow } from "contractkit/protocol/types";
import { buildSafeDeposit, computeMarketId, type Market } from "contractkit/contracts";

export async function balances(bank: BankClient): Promise<number[]> {
  const listed = await bank.listAccounts();
  if (listed.status !== 200) return [listed.error.error.code.length];
  const accounts: Account[] = listed.data.accounts;
  return accounts.map((a) => a.balance_cents);
}
export const client = createBankClient({ baseUrl: "http://127.0.0.1:4010" });
// @ts-expect-error the signup body requires a name
export const missingName = client.signup({ body: {} });
export async function flows(walletAddress: string): Promise<Flow[]> {
  const page = await createProtocolClient({ baseUrl: "http://127.0.0.1:4020" }).listFlows({ query: { chainId: 31337, walletAddress } });
  return page.status === 200 ? page.data.items : [];
}
export const id = (market: Market): \`0x\${string}\` => computeMarketId(market);
// @ts-expect-error amounts are bigint, never number
export const bad = buildSafeDeposit({ poolId: "0x00", receiver: "0x00", collateralAssetsIn: 1, preview: 1n, slippageBps: 50, deadline: 1n });
`,
    );
    const result = await run(process.execPath, [TSC, "-p", "tsconfig.json"], { cwd: consumer, encoding: "utf8" }).then(
      (r) => ({ code: 0, out: r.stdout }),
      (error: { code: number; stdout: string }) => ({ code: error.code, out: error.stdout }),
    );
    expect(result).toEqual({ code: 0, out: "" });
  });
});

/**
 * The command as users install it: `npm install -g <tarball>` into a scratch prefix (dependencies
 * from the registry, as a user gets them), then each command's happy path from that install, and
 * `npx` from the tarball. Also the publishing checks: publint, arethetypeswrong, npm publish --dry-run.
 */
describe("the installed command", () => {
  let prefix: string;
  let bin: string;
  let project: string;
  const children: ChildProcess[] = [];

  beforeAll(async () => {
    prefix = path.join(dir, "global");
    await run("npm", ["install", "-g", "--prefix", prefix, "--no-audit", "--no-fund", tarball], {
      cwd: dir,
      encoding: "utf8",
    });
    bin = path.join(prefix, "bin", "contractkit");
    // A user's project: its own specs/ (a copy of the bank's), nothing else.
    project = path.join(dir, "project");
    await mkdir(path.join(project, "specs"), { recursive: true });
    await cp(path.join(ROOT, "specs/bank.openapi.yaml"), path.join(project, "specs/bank.openapi.yaml"));
  }, 600_000);

  afterAll(async () => {
    for (const child of children) await stopChild(child);
  });

  /** Runs the installed command; resolves to its exit code and output. */
  const contractkit = (args: string[], cwd = project) =>
    run(bin, args, { cwd, encoding: "utf8", maxBuffer: 16 * 1024 * 1024 }).then(
      (r) => ({ code: 0, stdout: r.stdout, stderr: r.stderr }),
      (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, stdout: e.stdout, stderr: e.stderr }),
    );

  /** Starts a long-running command and resolves once its stdout matches `ready`. */
  function start(args: string[], ready: RegExp): Promise<{ child: ChildProcess; match: RegExpMatchArray }> {
    const child = spawn(bin, args, { cwd: project, stdio: ["ignore", "pipe", "pipe"] });
    children.push(child);
    return new Promise((resolve, reject) => {
      let out = "";
      let err = "";
      child.stderr!.on("data", (d) => {
        err += d;
      });
      child.stdout!.on("data", (d) => {
        out += d;
        const match = out.match(ready);
        if (match) resolve({ child, match });
      });
      child.once("exit", (code) => reject(new Error(`${args.join(" ")} exited ${code}: ${err}`)));
    });
  }

  it("installs no TypeScript loader and ships no command sources: the bin runs dist/", async () => {
    const root = path.join(prefix, "lib/node_modules/contractkit");
    expect(existsSync(path.join(root, "node_modules/tsx"))).toBe(false);
    expect(existsSync(path.join(root, "cli"))).toBe(false);
    expect(existsSync(path.join(root, "dist/cli/main.js"))).toBe(true);
    const version = await contractkit(["--version"]);
    expect(version).toEqual({ code: 0, stdout: `${pkg.version}\n`, stderr: "" });
    expect((await contractkit(["--help"])).stdout).toContain("contract-test");
    expect((await contractkit(["generate", "--bogus"])).code).toBe(2);
  });

  it("generate writes the same files as this repository's generator, and --check passes", async () => {
    const generated = await contractkit(["generate"]);
    expect(generated.code).toBe(0);
    for (const file of ["client.ts", "schemas.ts", "server.ts", "hey/index.ts", "hey/zod.gen.ts"]) {
      expect(await readFile(path.join(project, "generated/bank", file), "utf8"), file).toBe(
        await readFile(path.join(ROOT, "generated/bank", file), "utf8"),
      );
    }
    const check = await contractkit(["generate", "--check", "--format", "json"]);
    expect(check.code).toBe(0);
    expect(JSON.parse(check.stdout)).toMatchObject({ upToDate: true, problems: [] });
  }, 120_000);

  it("specs lint and diff", async () => {
    const lint = await contractkit(["specs", "lint", "--format", "sarif"]);
    expect(lint.code).toBe(0);
    expect(JSON.parse(lint.stdout).runs[0].results).toEqual([]);
    const fixtures = path.join(ROOT, "test/fixtures/specs");
    const diff = await contractkit([
      "diff",
      path.join(fixtures, "valid/specs/mini.openapi.yaml"),
      path.join(fixtures, "diff/mini-v2.openapi.yaml"),
      "--format",
      "json",
    ]);
    expect(diff.code).toBe(1);
    expect(JSON.parse(diff.stdout)).toMatchObject({ breaking: 4, nonBreaking: 3 });
  }, 120_000);

  it("serve bank answers a request, and contract-test passes against it", async () => {
    const adminKey = "package-test-admin-key-0123456789";
    const { match } = await start(
      ["serve", "bank", "--port", "0", "--data", path.join(dir, "bank.json"), "--admin-key", adminKey],
      /bank listening on (http:\/\/\S+)/,
    );
    const baseUrl = match[1]!;
    const health = await fetch(`${baseUrl}/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: "ok" });
    const suite = await contractkit([
      "contract-test",
      "bank",
      "--base-url",
      baseUrl,
      "--admin-key",
      adminKey,
      "--runs",
      "2",
      "--seed",
      "1",
      "--format",
      "json",
    ]);
    const report = JSON.parse(suite.stdout) as { totals: { fail: number; pass: number } };
    expect(report.totals.fail, suite.stderr).toBe(0);
    expect(report.totals.pass).toBeGreaterThan(0);
    expect(suite.code).toBe(0);
  }, 300_000);

  it("devnet deploys, and its chain answers a read", async () => {
    const manifestFile = path.join(dir, "devnet.json");
    await start(["devnet", "--port", "0", "--out", manifestFile, "--no-scenario"], /devnet ready: /);
    const manifest = JSON.parse(await readFile(manifestFile, "utf8")) as {
      rpcUrl: string;
      chainId: number;
      contracts: { poolManager: string };
    };
    const call = async (method: string, params: unknown[]) =>
      (
        (await (
          await fetch(manifest.rpcUrl, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params }),
          })
        ).json()) as { result: string }
      ).result;
    expect(Number(await call("eth_chainId", []))).toBe(manifest.chainId);
    expect((await call("eth_getCode", [manifest.contracts.poolManager, "latest"])).length).toBeGreaterThan(2);
  }, 300_000);

  it("runs from npx with the tarball", async () => {
    // Outside any project, so npx cannot pick up a local contractkit.
    const { stdout } = await run(
      "npx",
      ["--yes", "--prefer-offline", "--package", tarball, "--", "contractkit", "--version"],
      { cwd: dir, encoding: "utf8" },
    );
    expect(stdout.trim().split("\n").at(-1)).toBe(pkg.version);
  }, 300_000);

  it("is publishable: publint, arethetypeswrong (ESM only) and npm publish --dry-run are clean", async () => {
    const publint = await run(process.execPath, [PUBLINT, "run", tarball, "--strict"], { encoding: "utf8" });
    expect(publint.stdout).toContain("All good!");
    // ESM only: the package has no CommonJS entry, so node10 and require() resolutions are out of scope.
    await run(process.execPath, [ATTW, tarball, "--profile", "esm-only", "--format", "json"], { encoding: "utf8" });
    const dryRun = await run("npm", ["publish", "--dry-run", "--ignore-scripts"], {
      cwd: stagingDir,
      encoding: "utf8",
    });
    const warnings = dryRun.stderr
      .split("\n")
      .filter((line) => /^npm (warn|error)/.test(line))
      // The dry run cannot log in here; that is about the machine, not the package.
      .filter((line) => !/requires you to be logged in|Unknown (user|env) config/.test(line));
    expect(warnings).toEqual([]);
  }, 120_000);
});

/** SIGTERM, then SIGKILL after 10 s; resolves once the child has exited. */
async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
  await exited;
  clearTimeout(timer);
}
