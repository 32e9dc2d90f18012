/**
 * The adapter routes of `adapterCalls.ts` (issue 19, item 2) against the generated ABIs: the struct
 * layouts and leg encodings it carries equal the Adapter and Bundler3 specs', and a bundle has the
 * documented shape (pull legs, the safe* call with owner = adapter, skipRevert sweeps to the initiator).
 */
import {
  type Address,
  decodeFunctionData,
  encodeFunctionData,
  getAddress,
  type Hex,
  maxUint256,
  toFunctionSelector,
} from "viem";
import { describe, expect, it } from "vitest";
import {
  ADAPTER_STRUCT_FIELDS,
  type AdapterCall,
  type AdapterFunction,
  adapterAbi,
  adapterBundle,
  adapterTransaction,
  BUNDLER3_MULTICALL_ABI,
  bundler3Abi,
  encodeAdapterCall,
  encodeAdapterTransferLeg,
  encodeBundler3Multicall,
} from "../../generated/contracts/index.js";

const ADAPTER: Address = getAddress("0x00000000000000000000000000000000000000ad");
const BUNDLER3: Address = getAddress("0x00000000000000000000000000000000000000b3");
const USER: Address = getAddress("0x000000000000000000000000000000000000dead");
const POOL: Hex = `0x${"11".repeat(32)}`;
const TOKENS = {
  collateral: getAddress("0x0000000000000000000000000000000000000ca0"),
  reference: getAddress("0x0000000000000000000000000000000000000ef0"),
  principal: getAddress("0x0000000000000000000000000000000000000c70"),
  swap: getAddress("0x0000000000000000000000000000000000000c50"),
} satisfies Record<string, Address>;

function sampleCall(functionName: AdapterFunction): AdapterCall {
  const params = Object.fromEntries(
    ADAPTER_STRUCT_FIELDS[functionName].map((field, i) => [
      field,
      field === "poolId" ? POOL : field === "receiver" || field === "owner" ? USER : BigInt(1000 + i),
    ]),
  );
  return { functionName, params } as AdapterCall;
}

const FUNCTIONS = Object.keys(ADAPTER_STRUCT_FIELDS) as AdapterFunction[];

describe("adapter routes", () => {
  it.each(FUNCTIONS)("%s: fields and calldata equal the Adapter spec's", (functionName) => {
    const item = adapterAbi.find((i) => i.type === "function" && i.name === functionName);
    const struct = item && "inputs" in item ? item.inputs[0] : undefined;
    expect(struct && "components" in struct ? struct.components.map((c) => c.name) : []).toEqual([
      ...ADAPTER_STRUCT_FIELDS[functionName],
    ]);
    const call = sampleCall(functionName);
    expect(encodeAdapterCall(call)).toBe(
      encodeFunctionData({ abi: adapterAbi, functionName, args: [call.params] } as Parameters<
        typeof encodeFunctionData
      >[0]),
    );
  });

  it("encodes the transfer legs and multicall as the specs do", () => {
    for (const leg of ["erc20Transfer", "erc20TransferFrom", "permit2TransferFrom"] as const) {
      expect(encodeAdapterTransferLeg(leg, TOKENS.collateral, USER, 5n)).toBe(
        encodeFunctionData({ abi: adapterAbi, functionName: leg, args: [TOKENS.collateral, USER, 5n] }),
      );
    }
    expect(toFunctionSelector(BUNDLER3_MULTICALL_ABI[0])).toBe(
      toFunctionSelector(bundler3Abi.find((i) => i.type === "function" && i.name === "multicall")!),
    );
    expect(() => encodeBundler3Multicall([])).toThrow(/EmptyBundle/);
  });

  it("direct route: one call to the adapter, no bundle", () => {
    const call = sampleCall("safeDeposit");
    expect(adapterTransaction({ mode: "direct", adapter: ADAPTER }, call, TOKENS)).toEqual({
      to: ADAPTER,
      data: encodeAdapterCall(call),
      value: 0n,
      bundle: null,
    });
  });

  it("bundler3 route: pull legs, the call with owner = adapter, skipRevert sweeps back to the initiator", () => {
    const route = { mode: "bundler3", adapter: ADAPTER, bundler3: BUNDLER3, initiator: USER } as const;
    const call = sampleCall("safeUnwindDeposit");
    const tx = adapterTransaction(route, call, TOKENS);
    expect(tx.to).toBe(BUNDLER3);
    const bundle = tx.bundle!;
    expect(decodeFunctionData({ abi: bundler3Abi, data: tx.data }).args).toEqual([bundle]);
    expect(bundle.every((c) => c.to === ADAPTER && c.value === 0n && /^0x0{64}$/.test(c.callbackHash))).toBe(true);
    const decoded = bundle.map((c) => decodeFunctionData({ abi: adapterAbi, data: c.data }));
    const max = (call.params as { maxCptAndCstSharesIn: bigint }).maxCptAndCstSharesIn;
    expect(decoded.map((d) => d.functionName)).toEqual([
      "erc20TransferFrom",
      "erc20TransferFrom",
      "safeUnwindDeposit",
      "erc20Transfer",
      "erc20Transfer",
    ]);
    expect(decoded[0]!.args).toEqual([TOKENS.principal, ADAPTER, max]);
    expect(decoded[1]!.args).toEqual([TOKENS.swap, ADAPTER, max]);
    expect(decoded[2]!.args).toEqual([{ ...call.params, owner: ADAPTER }]);
    expect(decoded[3]!.args).toEqual([TOKENS.principal, USER, maxUint256]);
    expect(bundle.map((c) => c.skipRevert)).toEqual([false, false, false, true, true]);
    // Permit2 legs on request; a zero amount needs no pull (the leg would revert ZeroAmount).
    const permit = adapterBundle(
      route,
      {
        ...sampleCall("safeExercise"),
        params: { ...sampleCall("safeExercise").params, maxReferenceAssetsIn: 0n },
      } as AdapterCall,
      TOKENS,
      "permit2TransferFrom",
    );
    expect(permit.map((c) => decodeFunctionData({ abi: adapterAbi, data: c.data }).functionName)).toEqual([
      "permit2TransferFrom",
      "safeExercise",
      "erc20Transfer",
      "erc20Transfer",
    ]);
  });
});
