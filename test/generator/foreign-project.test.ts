/**
 * A project that is not ours, as a new user sets it up: a config naming one Foundry artifact and one
 * OpenAPI document generates only what it asks for (no protocol helpers, no devnet compile, no bank
 * or protocol code) and typechecks; ERC-20/721/4626 ABIs in every input form give erc20Abi-style
 * bindings that typecheck; `generate --spec --out` makes a one-off.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { erc20Abi, erc721Abi, erc4626Abi } from "viem";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { check, generate } from "../../generator/api.ts";
import { typecheck } from "../support/typecheck.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");
const CLI = path.join(ROOT, "bin/contractkit.js");
const PROTOCOL_HELPERS = ["adapterCalls", "makerTraits", "marketId", "math", "order"];

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
let project: string;
/** The consumer files of the outputs generated below, typechecked together at the end. */
const consumers: string[] = [];
function put(rel: string, text: string): string {
  const abs = path.join(project, rel);
  mkdirSync(path.dirname(abs), { recursive: true });
  writeFileSync(abs, text);
  return abs;
}

beforeAll(() => {
  // Inside the repository so the generated code resolves viem, zod and openapi-backend as a user's would.
  project = mkdtempSync(path.join(ROOT, "test", ".tmp-foreign-"));
  put("api/mini.yaml", readFileSync(path.join(ROOT, "test/fixtures/specs/valid/specs/mini.openapi.yaml"), "utf8"));
  put(
    "contracts/out/Token.sol/ERC20.json",
    json({
      abi: erc20Abi,
      bytecode: { object: "0x6080", sourceMap: "", linkReferences: {} },
      deployedBytecode: { object: "0x6080" },
      metadata: { settings: { compilationTarget: { "src/Token.sol": "ERC20" } } },
    }),
  );
  put("contracts/out/build-info/0a1b.json", json({ id: "0a1b", input: {}, output: {} }));
  put(
    "contractkit.config.json",
    json({
      openapi: ["api/*.yaml"],
      abi: ["contracts/out"],
      output: "src/generated",
      emitters: ["client", "contracts"],
    }),
  );
});
afterAll(() => rmSync(project, { recursive: true, force: true }));

describe("a project that is not ours", () => {
  it("generates only what its config asks for", async () => {
    const result = await generate({ root: project });
    expect(result.problems).toEqual([]);
    expect(result.ok).toBe(true);
    expect(result.output).toBe("src/generated");
    expect(result.files).toEqual([
      "src/generated/contracts/ERC20.ts",
      "src/generated/contracts/actionTypes.ts",
      "src/generated/contracts/addressWords.ts",
      "src/generated/contracts/index.ts",
      "src/generated/http/client-fetch.ts",
      "src/generated/http/client.ts",
      "src/generated/http/errors.ts",
      "src/generated/http/operations.ts",
      "src/generated/http/params.ts",
      "src/generated/mini/client.ts",
      "src/generated/mini/hey/index.ts",
      "src/generated/mini/hey/types.gen.ts",
      "src/generated/mini/hey/zod.gen.ts",
      "src/generated/mini/index.ts",
      "src/generated/mini/openapi.ts",
      "src/generated/mini/operations.ts",
      "src/generated/mini/schemas.ts",
    ]);
    // No protocol helpers, no devnet compile, no solidity, no server, nothing of the bank or protocol.
    for (const file of result.files) {
      expect(file).not.toMatch(
        new RegExp(`/(${PROTOCOL_HELPERS.join("|")})\\.ts$|devnet|solidity|server|bank|protocol`),
      );
    }
    expect(existsSync(path.join(project, "generated"))).toBe(false);
    const index = readFileSync(path.join(project, "src/generated/mini/index.ts"), "utf8");
    expect(index).not.toContain("./server.js");
    expect(readFileSync(path.join(project, "src/generated/contracts/index.ts"), "utf8").split("\n")[0]).toMatch(
      /^\/\/ generated from contracts\/out \(sha256:[0-9a-f]{64}\), do not edit$/,
    );
  }, 120_000);

  it("a consumer uses the binding and the client (typechecked with the ERC bindings below, as one program)", () => {
    consumers.push(
      put(
        "consumer.ts",
        `import { erc20Abi, readERC20BalanceOf } from "./src/generated/contracts/index.js";
import * as mini from "./src/generated/mini/index.js";
import type { Client } from "viem";
declare const client: Client;
export const abi: typeof erc20Abi = erc20Abi;
export const balance: Promise<bigint> = readERC20BalanceOf(client, "0x0000000000000000000000000000000000000001", ["0x0000000000000000000000000000000000000002"]);
export const api = mini;
`,
      ),
    );
  });

  it("is up to date under check(), and hand-written files in the output folder are left alone", async () => {
    const own = put("src/generated/README.md", "mine\n");
    expect((await check({ root: project })).ok).toBe(true);
    await generate({ root: project });
    expect(readFileSync(own, "utf8")).toBe("mine\n");
  }, 120_000);

  it("refuses two contracts whose bindings export one name (Pool.managerSwap, PoolManager.swap)", async () => {
    const fixtures = path.join(ROOT, "test/fixtures/abi/name-collision");
    for (const name of ["Pool", "PoolManager"]) {
      put(`clash/${name}.json`, readFileSync(path.join(fixtures, `${name}.json`), "utf8"));
    }
    const result = await check({ root: project, config: { abi: ["clash"], emitters: ["contracts"] } });
    expect(result.ok).toBe(false);
    expect(result.problems).toMatchObject([
      {
        code: "abi.name-collision",
        file: "clash/PoolManager.json",
        message:
          "PoolManager and Pool both export readPoolManagerSwap, ReadPoolManagerSwapParameters, ReadPoolManagerSwapReturnType and 1 more; rename one of the contracts",
      },
    ]);
  });

  it("reports two ABIs giving one user type two underlying types as a problem (Types.sol is shared), not a throw", async () => {
    const fixtures = path.join(ROOT, "test/fixtures/abi/value-type-clash");
    for (const name of ["Market", "Oracle"]) {
      put(`user-types/${name}.json`, readFileSync(path.join(fixtures, `${name}.json`), "utf8"));
    }
    const result = await check({ root: project, config: { abi: ["user-types"], emitters: ["solidity"] } });
    expect(result.ok).toBe(false);
    expect(result.problems).toMatchObject([{ code: "abi.solidity-types", file: "user-types", severity: "error" }]);
    expect(result.problems[0]?.message).toBe(
      "user-types/Oracle.json function price: user type MarketId is uint256 here but bytes32 in user-types/Market.json function rate; the interfaces share one Types.sol, so leave `solidity` out of `emitters` for these ABIs",
    );
  });

  it("declares a struct two ABIs give two shapes inside each interface, not in the shared Types.sol", async () => {
    const fixtures = path.join(ROOT, "test/fixtures/abi/struct-clash");
    for (const name of ["Batcher", "Bundler"]) {
      put(`structs/${name}.json`, readFileSync(path.join(fixtures, `${name}.json`), "utf8"));
    }
    const config = { abi: ["structs"], output: "structs-out", emitters: ["solidity" as const] };
    expect((await generate({ root: project, config })).problems).toEqual([]);
    const read = (name: string) => readFileSync(path.join(project, "structs-out/contracts/solidity", name), "utf8");
    expect(read("Types.sol")).not.toContain("struct Call");
    expect(read("IBatcher.sol")).toContain(
      "    struct Call {\n        address target;\n        bytes callData;\n    }",
    );
    expect(read("IBundler.sol")).toContain(
      "    struct Call {\n        address to;\n        bytes data;\n        uint256 value;\n    }",
    );
  });

  it("heads the outputs of several ABIs without a config file with where they came from", async () => {
    const abi = json([{ type: "event", name: "Ping", inputs: [], anonymous: false }]);
    put("labels/a/One.json", abi);
    put("labels/b/Two.json", abi);
    put("Three.json", abi);
    const header = async (inputs: string[]) => {
      const config = { abi: inputs, output: "labels-out", emitters: ["contracts" as const] };
      expect((await generate({ root: project, config })).problems).toEqual([]);
      return readFileSync(path.join(project, "labels-out/contracts/index.ts"), "utf8").split(" (sha256:")[0];
    };
    expect(await header(["labels/a/One.json", "labels/b/Two.json"])).toBe("// generated from labels");
    expect(await header(["labels/a/One.json", "Three.json"])).toBe("// generated from labels/a/One.json, Three.json");
    // `--spec` in a project with a config file: the inputs given, not the config that was set aside.
    const specs = ["labels/a/One.json", "labels/b/Two.json"].map((file) => path.join(project, file));
    const oneOff = await generate({ root: project, specs, out: path.join(project, "labels-spec") });
    expect(oneOff.problems).toEqual([]);
    expect(readFileSync(path.join(project, "labels-spec/contracts/index.ts"), "utf8")).toMatch(
      /^\/\/ generated from labels \(/,
    );
  });

  it("names a contract the config selects for the devnet that no ABI declares", async () => {
    const result = await check({ root: project, config: { abi: ["contracts/out"], devnet: ["PoolManager"] } });
    expect(result.ok).toBe(false);
    expect(result.problems).toMatchObject([{ code: "config.unknown-contract", pointer: "/devnet/0" }]);
  });
});

describe("ERC-20, ERC-721 and ERC-4626 in every ABI form", () => {
  it("generate erc20Abi, erc721Abi and erc4626Abi bindings that typecheck", async () => {
    put("erc/ERC20.json", json(erc20Abi));
    put("erc/out/Vault.sol/ERC4626.json", json({ abi: erc4626Abi, bytecode: { object: "0x" }, metadata: "{}" }));
    put(
      "erc/artifacts/ERC721.json",
      json({
        _format: "hh-sol-artifact-1",
        contractName: "ERC721",
        sourceName: "c/N.sol",
        abi: erc721Abi,
        bytecode: "0x",
      }),
    );
    const result = await generate({ root: project, config: { abi: ["erc"], output: "erc-generated" } });
    expect(result.problems).toEqual([]);
    const consumer = put(
      "erc-consumer.ts",
      `import { erc20Abi, erc721Abi, erc4626Abi, readERC4626TotalAssets, simulateERC721SafeTransferFromByAddressAddressUint256 } from "./erc-generated/contracts/index.js";
export const abis = [erc20Abi, erc721Abi, erc4626Abi] as const;
export const helpers = [readERC4626TotalAssets, simulateERC721SafeTransferFromByAddressAddressUint256] as const;
`,
    );
    consumers.push(consumer);
    for (const file of result.files) expect(file).not.toMatch(/marketId|devnet/);
  }, 180_000);
});

describe("the outputs above, each in its own folder", () => {
  // One program for both consumers: viem's and zod's types are loaded and checked once, not per output.
  it("typecheck as one program under the strict tsconfig, with their consumers", () => {
    expect(consumers.map((file) => path.relative(project, file))).toEqual(["consumer.ts", "erc-consumer.ts"]);
    expect(typecheck(consumers)).toEqual([]);
  }, 180_000);
});

describe("specs lint on a configured project", () => {
  it("lints the files the config names, not specs/", () => {
    const result = spawnSync(process.execPath, [CLI, "specs", "lint", "--root", project], { encoding: "utf8" });
    expect(result.stderr).toContain("api/mini.yaml");
    expect(result.stdout).toMatch(/^0 errors/m);
    expect(result.status).toBe(0);
  }, 120_000);
});

describe("generate --spec <file> --out <dir>", () => {
  it("makes a one-off from an OpenAPI file and an ABI file in place of the config's inputs (its emitters still apply)", () => {
    const abi = put("one-off/Token.json", json(erc20Abi));
    const spec = path.join(project, "api/mini.yaml");
    const out = path.join(project, "one-off-out");
    const result = spawnSync(process.execPath, [CLI, "generate", "--spec", spec, "--spec", abi, "--out", out], {
      cwd: project,
      encoding: "utf8",
    });
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);
    // A first run reports what it wrote as created (not as "missing", which is --check's word).
    expect(result.stdout).toMatch(/^ {2}created {2}.*mini\/client\.ts$/m);
    expect(result.stdout).not.toContain("missing");
    expect(existsSync(path.join(out, "mini/client.ts"))).toBe(true);
    expect(existsSync(path.join(out, "mini/server.ts"))).toBe(false);
    expect(readFileSync(path.join(out, "contracts/Token.ts"), "utf8")).toContain("export const tokenAbi = ");
    expect(existsSync(path.join(out, "contracts/marketId.ts"))).toBe(false);
    expect(existsSync(path.join(out, "src"))).toBe(false);
    const again = spawnSync(
      process.execPath,
      [CLI, "generate", "--check", "--spec", spec, "--spec", abi, "--out", out],
      {
        cwd: project,
        encoding: "utf8",
      },
    );
    expect(again.status, again.stderr).toBe(0);
  }, 240_000);
});
