/**
 * The package subpaths (`contractkit/bank`, `/protocol`, `/contracts`, plus `/bank/schemas`,
 * `/bank/types` and the protocol's) as a consumer gets them: `npm run build:clients` output, packed
 * with `npm pack` from this package.json, installed into a scratch project that has ONLY zod and
 * viem beside it. Plain Node ESM must import and use every subpath, TypeScript (NodeNext) must
 * typecheck a typed use of them, and the import graph behind them must reach no runtime-only
 * package (openapi-backend, lowdb, anvil) and no Node builtin, so the clients also load in browsers.
 */
import { execFile } from "node:child_process";
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

/** The npm packages the clients may import: their only dependencies. */
const CLIENT_PACKAGES = ["viem", "zod"];

interface PackageJson {
  exports: Record<string, string | { types: string; default: string }>;
  files: string[];
  scripts: Record<string, string>;
}

let dir: string;
let consumer: string;
let installed: string;
let packedFiles: string[];
let pkg: PackageJson;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "contractkit-package-"));
  pkg = JSON.parse(await readFile(path.join(ROOT, "package.json"), "utf8")) as PackageJson;
  // Pack from a staging copy so the test never writes the repository's own dist/.
  const staging = path.join(dir, "staging");
  await mkdir(staging);
  await cp(path.join(ROOT, "package.json"), path.join(staging, "package.json"));
  await cp(path.join(ROOT, "README.md"), path.join(staging, "README.md"));
  // The checked build: `build:clients` with its output redirected, so type errors fail here too.
  expect(pkg.scripts["build:clients"]).toBe("tsc -p tsconfig.build.json");
  await run(process.execPath, [TSC, "-p", "tsconfig.build.json", "--outDir", path.join(staging, "dist")], {
    cwd: ROOT,
  });
  const { stdout } = await run("npm", ["pack", "--ignore-scripts", "--json", "--pack-destination", dir], {
    cwd: staging,
    encoding: "utf8",
  });
  const [packed] = JSON.parse(stdout) as { filename: string; files: { path: string }[] }[];
  packedFiles = packed!.files.map((f) => f.path);

  consumer = path.join(dir, "consumer");
  installed = path.join(consumer, "node_modules/contractkit");
  await mkdir(path.join(consumer, "node_modules"), { recursive: true });
  await run("tar", ["-xzf", path.join(dir, packed!.filename), "-C", path.join(consumer, "node_modules")]);
  await run("mv", [path.join(consumer, "node_modules/package"), installed]);
  // Only the clients' own dependencies; anything else the graph needed would fail to resolve.
  for (const name of CLIENT_PACKAGES) {
    await symlink(path.join(ROOT, "node_modules", name), path.join(consumer, "node_modules", name), "dir");
  }
  await writeFile(path.join(consumer, "package.json"), `${JSON.stringify({ name: "consumer", type: "module" })}\n`);
}, 120_000);

afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** The subpaths with a JavaScript entry (everything but `./package.json`). */
function codeSubpaths(): [string, { types: string; default: string }][] {
  return Object.entries(pkg.exports).flatMap(([key, target]) => (typeof target === "string" ? [] : [[key, target]]));
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
    ]);
    expect(pkg.files).toContain("dist");
    for (const [, target] of codeSubpaths()) {
      expect(packedFiles).toContain(target.types.replace(/^\.\//, ""));
      expect(packedFiles).toContain(target.default.replace(/^\.\//, ""));
    }
    // The server contracts (openapi-backend) are not built, so no subpath can reach them.
    expect(packedFiles.filter((f) => f.startsWith("dist/") && /server\.(js|d\.ts)$/.test(f))).toEqual([]);
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
      `import { createBankClient, ResponseContractError } from "contractkit/bank";
import { bankResponseSchemas } from "contractkit/bank/schemas";
import { createProtocolClient } from "contractkit/protocol";
import { computeMarketId, withSlippage } from "contractkit/contracts";
import * as bank from "contractkit/bank";

const health = { status: "ok", writable: true, version: "1.0.0", settlement_mode: "automatic", uptime_seconds: 3 };
const answer = (body) => async () => new Response(JSON.stringify(body), { status: 200, headers: { "content-type": "application/json" } });
const client = createBankClient({ baseUrl: "http://bank.invalid", fetch: answer(health), validateResponses: true });
const ok = await client.getHealth();
let rejected = "";
try {
  await createBankClient({ baseUrl: "http://bank.invalid", fetch: answer({ ...health, uptime_seconds: "x" }), validateResponses: true }).getHealth();
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
