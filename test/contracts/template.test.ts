import { readFileSync } from "node:fs";
import path from "node:path";
import {
  type Abi,
  createPublicClient,
  createWalletClient,
  custom,
  decodeFunctionData,
  encodeAbiParameters,
  encodeErrorResult,
  encodeEventTopics,
  getAddress,
  type Hex,
  toFunctionSelector,
} from "viem";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type ContractBindingInput,
  pascalFromAbiName,
  planContractBinding,
  renderContractBinding,
  renderContractsIndex,
} from "../../templates/contracts.ts";
import {
  loadAbiSpec,
  loadProjectAbis,
  ROOT,
  removeOutput,
  staticModules,
  typecheck,
  writeOutput,
} from "./bindingsHarness.ts";

const fixture = (name: string) => loadAbiSpec(path.join(ROOT, "test/contracts/fixtures", `${name}.json`));
const SEED_CONTRACTS = ["Adapter", "OrderProtocol", "PoolManager", "PoolShare", "WhitelistManager"];

describe("pascalFromAbiName", () => {
  it.each([
    ["swapRate", "SwapRate"],
    ["CORK", "Cork"],
    ["CORK_POOL_MANAGER", "CorkPoolManager"],
    ["eip712Domain", "Eip712Domain"],
    ["_internal", "_internal"],
  ])("%s -> %s", (given, want) => {
    expect(pascalFromAbiName(given)).toBe(want);
  });
});

describe("renderContractBinding on the fixture ABI", () => {
  let vault: ContractBindingInput;
  beforeAll(async () => {
    vault = await fixture("Vault");
  });

  it("starts with the generated-from header and no timestamp", () => {
    const text = renderContractBinding(vault);
    expect(text.split("\n")[0]).toBe(
      `// generated from test/contracts/fixtures/Vault.json (sha256:${vault.sha256}), do not edit`,
    );
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}T/);
  });

  it("is deterministic and independent of the key order inside ABI items", () => {
    const shuffled: ContractBindingInput = {
      ...vault,
      abi: vault.abi.map((item) => Object.fromEntries(Object.entries(item).reverse())),
    };
    expect(renderContractBinding(vault)).toBe(renderContractBinding(vault));
    expect(renderContractBinding(shuffled)).toBe(renderContractBinding(vault));
  });

  it("names helpers after the contract and function, disambiguating overloads by input types", () => {
    const plan = planContractBinding(vault);
    expect(plan.abiConst).toBe("vaultAbi");
    expect(plan.functions.map((f) => f.helper)).toEqual([
      "readVaultSwapRate",
      "readVaultVersion",
      "readVaultMarket",
      "readVaultBalances",
      "simulateVaultDepositByBytes32Uint256",
      "writeVaultDepositByBytes32Uint256",
      "simulateVaultDepositByBytes32Uint256Address",
      "writeVaultDepositByBytes32Uint256Address",
      "simulateVaultFund",
      "writeVaultFund",
      "readVaultHoldersByUint256Array",
      "readVaultHoldersNoArgs",
    ]);
    expect(plan.functions[2]?.signature).toBe("market(MarketId poolId) view returns (Market parameters)");
    expect(plan.eventHelpers).toEqual({
      names: "vaultEventNames",
      decode: "decodeVaultEvent",
      parse: "parseVaultLogs",
    });
    expect(plan.errorHelpers).toEqual({ names: "vaultErrorNames", decode: "decodeVaultError" });
  });

  it("carries the description's sentence about an item into its JSDoc", () => {
    const text = renderContractBinding(vault);
    const swapRateDoc = text.slice(text.indexOf("Reads `swapRate("), text.indexOf("export function readVaultSwapRate"));
    expect(swapRateDoc).toContain("From the spec: The vault reads its rate through swapRate; deposit pulls collateral");
  });

  it("leaves out event and error helpers for a contract without events or errors", async () => {
    const text = renderContractBinding(await fixture("Bare"));
    expect(text).toContain("export function writeBarePing");
    expect(text).not.toContain("decodeBareEvent");
    expect(text).not.toContain("decodeBareError");
    expect(text).not.toContain("decodeEventLog");
  });

  it("gives events whose names meet after case changes their own decoded-log types", async () => {
    const plan = planContractBinding(await loadAbiSpec(path.join(ROOT, "test/fixtures/abi/CaseClash.json")));
    expect(plan.eventTypes).toEqual([
      "CaseClashApprovalEvent",
      "CaseClashApprovalOverload2Event",
      "CaseClashRoleGrantedEvent",
      "CaseClashRoleGrantedOverload2Event",
    ]);
  });

  it("rejects a malformed ABI, naming the contract and item", () => {
    const broken = {
      ...vault,
      abi: [...vault.abi, { type: "function", inputs: [], stateMutability: "view" }],
    };
    expect(() => renderContractBinding(broken)).toThrow(/^Vault: abi\[11\]: function has no valid `name`/);
    const badMutability = { ...vault, abi: [{ type: "function", name: "x", inputs: [] }] };
    expect(() => renderContractBinding(badMutability)).toThrow(/stateMutability/);
  });

  it("escapes comment terminators coming from the description", () => {
    const text = renderContractBinding({
      ...vault,
      description: "Ends a comment */ here; swapRate is read.",
    });
    expect(text).toContain("Ends a comment *\\/ here");
  });
});

describe("renderContractsIndex", () => {
  it("re-exports every module sorted by code unit, stripping extensions", () => {
    const text = renderContractsIndex({
      contracts: ["PoolManager", "Adapter"],
      staticModules: ["math.ts", "marketId"],
      sourceFile: "specs/abi",
      sha256: "ab".repeat(32),
    });
    expect(text.split("\n")).toEqual([
      `// generated from specs/abi (sha256:${"ab".repeat(32)}), do not edit`,
      'export * from "./Adapter.js";',
      'export * from "./PoolManager.js";',
      'export * from "./marketId.js";',
      'export * from "./math.js";',
      "",
    ]);
  });

  it("rejects duplicates", () => {
    expect(() =>
      renderContractsIndex({
        contracts: ["math"],
        staticModules: ["math.ts"],
        sourceFile: "specs/abi",
        sha256: "0".repeat(64),
      }),
    ).toThrow(/duplicate/);
  });
});

describe("the project's ABI specs", () => {
  it("all render deterministically, with one read helper per view function and two per write", async () => {
    const inputs = await loadProjectAbis();
    expect(inputs.map((i) => i.contract)).toEqual(expect.arrayContaining(SEED_CONTRACTS));
    for (const input of inputs) {
      const text = renderContractBinding(input);
      expect(renderContractBinding(input)).toBe(text);
      expect(
        text.startsWith(`// generated from specs/abi/${input.contract}.json (sha256:${input.sha256}), do not edit\n`),
      ).toBe(true);
      const plan = planContractBinding(input);
      const fns = input.abi.filter((i) => i.type === "function");
      const reads = fns.filter((f) => f.stateMutability === "view" || f.stateMutability === "pure").length;
      expect(plan.functions.filter((f) => f.kind === "read")).toHaveLength(reads);
      expect(plan.functions.filter((f) => f.kind === "write")).toHaveLength(fns.length - reads);
      for (const helper of plan.functions)
        expect(text).toContain(`export ${helper.kind === "simulate" ? "async " : ""}function ${helper.helper}`);
    }
  });
});

// A consumer of the generated files: if a helper's types were loose or wrong, this would not compile.
const USAGE = `
import { createPublicClient, createWalletClient, http, type Address, type Hex } from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { foundry } from "viem/chains";
import {
  decodeVaultError, decodeVaultEvent, parseVaultLogs, readVaultBalances, readVaultHoldersByUint256Array,
  readVaultHoldersNoArgs, readVaultMarket, readVaultSwapRate, readVaultVersion, simulateVaultDepositByBytes32Uint256,
  writeVaultDepositByBytes32Uint256Address, writeVaultFund, type VaultDepositedEvent,
} from "./Vault.js";
import { writeBarePing } from "./Bare.js";

const publicClient = createPublicClient({ chain: foundry, transport: http("http://127.0.0.1:1") });
const account = privateKeyToAccount("0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80");
const walletClient = createWalletClient({ chain: foundry, transport: http("http://127.0.0.1:1"), account });
const bareWallet = createWalletClient({ chain: foundry, transport: http("http://127.0.0.1:1") });
const vault: Address = "0x0000000000000000000000000000000000000001";
const pool: Hex = "0x2d14be74c573620a56ee10efe092ef80866d597b8e3d73cd6dffa223bb50b4f7";

export async function usage(): Promise<unknown[]> {
  const rate: bigint = await readVaultSwapRate(publicClient, vault, [pool], { blockTag: "safe" });
  const version: string = await readVaultVersion(publicClient, vault);
  const market: { collateralAsset: Address; expiryTimestamp: bigint } = await readVaultMarket(publicClient, vault, [pool]);
  const balances: readonly [bigint, bigint] = await readVaultBalances(publicClient, vault, [pool]);
  const some: readonly Address[] = await readVaultHoldersByUint256Array(publicClient, vault, [[1n, 2n]]);
  const all: readonly Address[] = await readVaultHoldersNoArgs(publicClient, vault);
  const request = await simulateVaultDepositByBytes32Uint256(publicClient, vault, [pool, 1n], { account });
  const viaRequest: Hex = await walletClient.writeContract(request);
  const sent: Hex = await writeVaultDepositByBytes32Uint256Address(walletClient, vault, [pool, 1n, vault], {});
  const funded: Hex = await writeVaultFund(walletClient, vault, { value: 1n });
  const pinged: Hex = await writeBarePing(bareWallet, vault, { account });
  const event = decodeVaultEvent({ data: "0x", topics: [] });
  const deposited: VaultDepositedEvent = event;
  const amount: bigint = deposited.args.amount;
  const error = decodeVaultError("0x");
  const minimum: bigint = error.args[0];
  const logs = parseVaultLogs([], "Deposited");
  const owner: Address | undefined = logs[0]?.args.owner;
  // @ts-expect-error a uint256 is not a bytes32 pool id
  await readVaultSwapRate(publicClient, vault, [1n]);
  // @ts-expect-error the overload with a receiver needs three arguments
  await writeVaultDepositByBytes32Uint256Address(walletClient, vault, [pool, 1n], {});
  // @ts-expect-error a wallet client without an account must be given one
  await writeBarePing(bareWallet, vault, {});
  // @ts-expect-error not an event of Vault
  parseVaultLogs([], "Transfer");
  return [rate, version, market, balances, some, all, viaRequest, sent, funded, pinged, amount, minimum, owner];
}
`;

// The adapter struct builders and the Market type must match the ABI structs field for field.
const PROJECT_USAGE = `
import type { Hex } from "viem";
import {
  type Market, type ReadPoolManagerMarketReturnType, type SafeDepositParams, type SafeExerciseParams,
  type SafeRedeemParams, type SafeSwapParams, type SafeUnwindDepositParams, type SafeUnwindSwapParams,
  type SafeWithdrawParams, type WriteAdapterSafeDepositParameters, type WriteAdapterSafeExerciseParameters,
  type WriteAdapterSafeRedeemParameters, type WriteAdapterSafeSwapParameters, type WriteAdapterSafeUnwindDepositParameters,
  type WriteAdapterSafeUnwindSwapParameters, type WriteAdapterSafeWithdrawParameters, type ReadOrderProtocolHashOrderParameters,
  type Order, computeMarketId, readPoolManagerMarket,
} from "./index.js";

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const checks: [
  Same<SafeDepositParams, WriteAdapterSafeDepositParameters[0]>,
  Same<SafeExerciseParams, WriteAdapterSafeExerciseParameters[0]>,
  Same<SafeSwapParams, WriteAdapterSafeSwapParameters[0]>,
  Same<SafeWithdrawParams, WriteAdapterSafeWithdrawParameters[0]>,
  Same<SafeRedeemParams, WriteAdapterSafeRedeemParameters[0]>,
  Same<SafeUnwindDepositParams, WriteAdapterSafeUnwindDepositParameters[0]>,
  Same<SafeUnwindSwapParams, WriteAdapterSafeUnwindSwapParameters[0]>,
  Same<Market, ReadPoolManagerMarketReturnType>,
  Same<Order, ReadOrderProtocolHashOrderParameters[0]>,
] = [true, true, true, true, true, true, true, true, true];
export const idOf = async (client: Parameters<typeof readPoolManagerMarket>[0], pm: Hex & \`0x\${string}\`, id: Hex): Promise<Hex> =>
  computeMarketId(await readPoolManagerMarket(client, pm, [id]));
export { checks };
`;

describe("rendered output typechecks under the repo's strict tsconfig", () => {
  let dir = "";
  afterAll(() => {
    if (dir !== "") removeOutput(dir);
  });

  it("for the fixtures and the project's ABIs, with a consumer checking exact types", async () => {
    const project = await loadProjectAbis();
    const picker = await loadAbiSpec(path.join(ROOT, "test/fixtures/abi/Picker.json"));
    const caseClash = await loadAbiSpec(path.join(ROOT, "test/fixtures/abi/CaseClash.json"));
    dir = writeOutput([await fixture("Vault"), await fixture("Bare"), picker, caseClash, ...project], {
      "usage.ts": USAGE,
      "projectUsage.ts": PROJECT_USAGE,
      // A planted error proves the check can fail: it must be the only diagnostic.
      "planted.ts": 'export const notANumber: number = "0x";\n',
    });
    const diagnostics = typecheck(dir);
    expect(diagnostics).toHaveLength(1);
    expect(diagnostics[0]).toMatch(/^planted\.ts:1: Type 'string' is not assignable to type 'number'/);
  }, 120_000);
});

describe("rendered helpers at run time", () => {
  let dir = "";
  let vault: ContractBindingInput;
  // biome-ignore lint/suspicious/noExplicitAny: the module is rendered at test time, its types come from the typecheck test.
  let mod: any;
  beforeAll(async () => {
    vault = await fixture("Vault");
    dir = writeOutput([vault]);
    mod = await import(path.join(dir, "Vault.ts"));
  });
  afterAll(() => removeOutput(dir));

  const abi = () => vault.abi as unknown as Abi;
  const pool: Hex = `0x${"ab".repeat(32)}`;
  const vaultAddress = "0x00000000000000000000000000000000000000AA";

  /** A transport that answers eth_call by decoding the call and encoding a canned result. */
  function callTransport(results: Record<string, unknown>, calls: { functionName: string; args: unknown }[]) {
    return custom({
      async request({ method, params }: { method: string; params: unknown }) {
        if (method === "eth_chainId") return "0x7a69";
        if (method === "eth_call") {
          const [tx] = params as [{ data: Hex }];
          const decoded = decodeFunctionData({ abi: abi(), data: tx.data });
          calls.push({ functionName: decoded.functionName, args: decoded.args });
          const key = `${decoded.functionName}/${decoded.args?.length ?? 0}`;
          const fn = abi().find(
            (i) =>
              i.type === "function" &&
              i.name === decoded.functionName &&
              i.inputs.length === (decoded.args?.length ?? 0),
          );
          if (fn === undefined || fn.type !== "function") throw new Error(`no function for ${key}`);
          return encodeAbiParameters(fn.outputs, results[key] as readonly unknown[]);
        }
        if (method === "eth_sendTransaction") {
          const [tx] = params as [{ data: Hex }];
          const decoded = decodeFunctionData({ abi: abi(), data: tx.data });
          calls.push({ functionName: `send:${decoded.functionName}`, args: decoded.args });
          return `0x${"11".repeat(32)}`;
        }
        throw new Error(`unexpected ${method}`);
      },
    });
  }

  it("read helpers call the right function, overloads included, and decode the result", async () => {
    const calls: { functionName: string; args: unknown }[] = [];
    const client = createPublicClient({
      transport: callTransport(
        {
          "swapRate/1": [10n ** 18n],
          "market/1": [{ collateralAsset: vaultAddress, expiryTimestamp: 7n }],
          "holders/1": [[vaultAddress]],
          "holders/0": [[]],
        },
        calls,
      ),
    });
    expect(await mod.readVaultSwapRate(client, vaultAddress, [pool])).toBe(10n ** 18n);
    expect(await mod.readVaultMarket(client, vaultAddress, [pool])).toEqual({
      collateralAsset: vaultAddress,
      expiryTimestamp: 7n,
    });
    expect(await mod.readVaultHoldersByUint256Array(client, vaultAddress, [[3n]])).toEqual([vaultAddress]);
    expect(await mod.readVaultHoldersNoArgs(client, vaultAddress)).toEqual([]);
    expect(calls).toEqual([
      { functionName: "swapRate", args: [pool] },
      { functionName: "market", args: [pool] },
      { functionName: "holders", args: [[3n]] },
      { functionName: "holders", args: undefined },
    ]);
  });

  it("simulate returns the request and write sends the encoded call", async () => {
    const calls: { functionName: string; args: unknown }[] = [];
    const transport = callTransport({ "deposit/2": [5n] }, calls);
    const client = createPublicClient({ transport });
    const account = getAddress("0x00000000000000000000000000000000000000bb");
    const request = await mod.simulateVaultDepositByBytes32Uint256(client, vaultAddress, [pool, 5n], {
      account,
    });
    expect(request).toMatchObject({ functionName: "deposit", args: [pool, 5n], address: vaultAddress });
    const wallet = createWalletClient({ transport, account });
    const hash = await mod.writeVaultDepositByBytes32Uint256Address(wallet, vaultAddress, [pool, 5n, account], {
      chain: null,
    });
    expect(hash).toBe(`0x${"11".repeat(32)}`);
    expect(calls.at(-1)).toEqual({ functionName: "send:deposit", args: [pool, 5n, account] });
  });

  it("decodes events and errors, and picks its own logs", () => {
    const topics = encodeEventTopics({
      abi: abi(),
      eventName: "Deposited",
      args: { poolId: pool, owner: vaultAddress },
    });
    const data = encodeAbiParameters([{ type: "uint256" }], [42n]);
    expect(mod.decodeVaultEvent({ data, topics })).toEqual({
      eventName: "Deposited",
      args: { poolId: pool, owner: vaultAddress, amount: 42n },
    });
    const log = {
      address: vaultAddress,
      data,
      topics,
      blockHash: null,
      blockNumber: null,
      logIndex: null,
      transactionHash: null,
      transactionIndex: null,
      removed: false,
    };
    const foreign = { ...log, topics: [`0x${"00".repeat(32)}`] };
    expect(mod.parseVaultLogs([log, foreign])).toHaveLength(1);
    expect(mod.parseVaultLogs([log], "Deposited")[0].args.amount).toBe(42n);
    const revert = encodeErrorResult({ abi: abi(), errorName: "TooSmall", args: [10n, 3n] });
    expect(mod.decodeVaultError(revert)).toMatchObject({ errorName: "TooSmall", args: [10n, 3n] });
    expect(mod.vaultEventNames).toEqual(["Deposited"]);
    expect(mod.vaultErrorNames).toEqual(["TooSmall"]);
    expect(() => mod.decodeVaultError("0xdeadbeef")).toThrow();
  });
});

describe("overloaded helpers whose arguments viem cannot tell apart", () => {
  let dir = "";
  // biome-ignore lint/suspicious/noExplicitAny: the module is rendered at test time, its types come from the typecheck test.
  let mod: any;
  beforeAll(async () => {
    dir = writeOutput([await loadAbiSpec(path.join(ROOT, "test/fixtures/abi/Picker.json"))]);
    mod = await import(path.join(dir, "Picker.ts"));
  });
  afterAll(() => removeOutput(dir));

  const picker = "0x00000000000000000000000000000000000000AA";
  const who = getAddress("0x70997970c51812dc3a010c7d01b50e0d17dc79c8");

  /** Records the calldata of every eth_call and eth_sendTransaction; answers calls with the uint256 1. */
  function recordingTransport(sent: Hex[]) {
    return custom({
      async request({ method, params }: { method: string; params: unknown }) {
        if (method === "eth_chainId") return "0x7a69";
        const [tx] = params as [{ data: Hex }];
        sent.push(tx.data);
        if (method === "eth_call") return encodeAbiParameters([{ type: "uint256" }], [1n]);
        if (method === "eth_sendTransaction") return `0x${"11".repeat(32)}`;
        throw new Error(`unexpected ${method}`);
      },
    });
  }

  it("each read helper calls its own overload", async () => {
    const sent: Hex[] = [];
    const client = createPublicClient({ transport: recordingTransport(sent) });
    await mod.readPickerPickByUint8(client, picker, [5]);
    await mod.readPickerPickByUint256(client, picker, [5n]);
    await mod.readPickerPickByAddress(client, picker, [who]);
    await mod.readPickerPickByBytes20(client, picker, [who]);
    const signatures = ["pick(uint8)", "pick(uint256)", "pick(address)", "pick(bytes20)"];
    expect(sent.map((data) => data.slice(0, 10))).toEqual(signatures.map((sig) => toFunctionSelector(sig)));
  });

  it("simulate and write helpers send their own overload, and the simulated request too", async () => {
    const sent: Hex[] = [];
    const transport = recordingTransport(sent);
    const account = getAddress("0x00000000000000000000000000000000000000bb");
    const request = await mod.simulatePickerStoreByUint8(createPublicClient({ transport }), picker, [7], { account });
    const wallet = createWalletClient({ transport, account });
    await wallet.writeContract({ ...request, chain: null });
    await mod.writePickerStoreByUint256(wallet, picker, [7n], { chain: null });
    const [uint8, uint256] = [toFunctionSelector("store(uint8)"), toFunctionSelector("store(uint256)")];
    expect(sent.map((data) => data.slice(0, 10))).toEqual([uint8, uint8, uint256]);
  });
});

describe("static modules", () => {
  it("import only viem, abitype and their siblings with .js extensions", () => {
    for (const name of staticModules()) {
      const text = readFileSync(path.join(ROOT, "templates/static/contracts", name), "utf8");
      const specifiers = [...text.matchAll(/from "([^"]+)"/g)].map((m) => m[1]);
      for (const s of specifiers) expect(s, `${name} imports ${s}`).toMatch(/^(viem|abitype|\.\/[A-Za-z]+\.js)$/);
    }
  });
});
