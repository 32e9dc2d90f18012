// Copied from templates/static/contracts/adapterCalls.ts by contractkit generate — edit that file, then run generate.
import { type AbiFunction, type Address, encodeFunctionData, type Hex, maxUint256, zeroHash } from "viem";

// Builders for the Adapter's `safe*` parameter structs (docs/reference/protocol.md#the-adapter,
// the protocol seed's "On-chain operations"). Field names and order are the ABI tuple's, so a built struct can be
// passed straight to the generated `simulateAdapterSafe*` / `writeAdapterSafe*` helpers — the direct call
// the devnet Adapter accepts. The deployed Adapter only runs inside a Morpho Bundler3 `multicall`
// whose legs move the tokens: {@link adapterTransaction} builds either form, chosen by an
// {@link AdapterRoute}.
// One file (over 400 lines) on purpose: it is copied whole into generated/contracts/ and exported by its
// index as one module; the struct builders share the slippage and route helpers.

/** Basis points in 100 %. */
export const BPS_DENOMINATOR = 10_000n;

/** Which side of a preview a bound protects: a minimum to receive or a maximum to pay. */
export type SlippageBound = "min" | "max";

/**
 * Applies `slippageBps` to a previewed amount: `"min"` rounds down (`floor(amount·(1−bps))`),
 * `"max"` rounds up (`ceil(amount·(1+bps))`), so the bound is never tighter than the preview.
 */
export function withSlippage(amount: bigint, slippageBps: number | bigint, bound: SlippageBound): bigint {
  if (amount < 0n) throw new RangeError(`amount must not be negative, got ${amount}`);
  const bps = BigInt(slippageBps);
  if (typeof slippageBps === "number" && !Number.isInteger(slippageBps)) {
    throw new RangeError(`slippageBps must be an integer, got ${slippageBps}`);
  }
  if (bps < 0n || bps > BPS_DENOMINATOR) {
    throw new RangeError(`slippageBps must be within [0, 10000], got ${slippageBps}`);
  }
  if (bound === "min") return (amount * (BPS_DENOMINATOR - bps)) / BPS_DENOMINATOR;
  const scaled = amount * (BPS_DENOMINATOR + bps);
  return scaled === 0n ? 0n : (scaled - 1n) / BPS_DENOMINATOR + 1n;
}

/**
 * A deadline `seconds` after `nowSeconds`. The adapter accepts `block.timestamp <= deadline`
 * (`DeadlineExceeded` otherwise), so the deadline second itself is still valid.
 */
export function deadlineIn(seconds: number | bigint, nowSeconds: number | bigint): bigint {
  const delta = BigInt(seconds);
  const now = BigInt(nowSeconds);
  if (delta < 0n || now < 0n) throw new RangeError("seconds and nowSeconds must not be negative");
  return now + delta;
}

const ZERO_ADDRESS = "0x0000000000000000000000000000000000000000";

function checkCommon(poolId: Hex, receiver: Address, deadline: bigint): void {
  if (!/^0x[0-9a-fA-F]{64}$/.test(poolId)) throw new TypeError(`poolId must be a bytes32 MarketId, got ${poolId}`);
  // The adapter reverts `ZeroAddress` for a zero receiver; fail before paying for the simulation.
  if (receiver.toLowerCase() === ZERO_ADDRESS) throw new TypeError("receiver must not be the zero address");
  if (deadline <= 0n) throw new RangeError(`deadline must be a positive unix time, got ${deadline}`);
}

/** Fields every builder takes besides the operation amount and its preview. */
interface BuilderCommon {
  /** MarketId of the pool. */
  poolId: Hex;
  receiver: Address;
  /** Tolerance in basis points applied to each previewed amount. */
  slippageBps: number | bigint;
  /** Unix seconds; see {@link deadlineIn}. */
  deadline: bigint;
}

/** `SafeDepositParams`: CA → cPT + cST. */
export interface SafeDepositParams {
  poolId: Hex;
  collateralAssetsIn: bigint;
  receiver: Address;
  minCptAndCstSharesOut: bigint;
  deadline: bigint;
}

/** Input of {@link buildSafeDeposit}; `preview` is `previewDeposit(collateralAssetsIn)`. */
export interface BuildSafeDepositParameters extends BuilderCommon {
  collateralAssetsIn: bigint;
  preview: bigint;
}

/** Builds `safeDeposit` params with `minCptAndCstSharesOut = withSlippage(preview, bps, "min")`. */
export function buildSafeDeposit(p: BuildSafeDepositParameters): SafeDepositParams {
  checkCommon(p.poolId, p.receiver, p.deadline);
  // The adapter rejects a zero deposit with `ZeroAmount`.
  if (p.collateralAssetsIn <= 0n) throw new RangeError("collateralAssetsIn must be positive");
  return {
    poolId: p.poolId,
    collateralAssetsIn: p.collateralAssetsIn,
    receiver: p.receiver,
    minCptAndCstSharesOut: withSlippage(p.preview, p.slippageBps, "min"),
    deadline: p.deadline,
  };
}

/** `SafeExerciseParams`: REF + cST → CA minus fee, before expiry. */
export interface SafeExerciseParams {
  poolId: Hex;
  cstSharesIn: bigint;
  receiver: Address;
  minCollateralAssetsOut: bigint;
  maxReferenceAssetsIn: bigint;
  deadline: bigint;
}

/** Input of {@link buildSafeExercise}; `preview` is `previewExercise(cstSharesIn)`. */
export interface BuildSafeExerciseParameters extends BuilderCommon {
  cstSharesIn: bigint;
  preview: { collateralAssetsOut: bigint; referenceAssetsIn: bigint };
}

/** Builds `safeExercise` params: CA out floored by the slippage, REF in capped above it. */
export function buildSafeExercise(p: BuildSafeExerciseParameters): SafeExerciseParams {
  checkCommon(p.poolId, p.receiver, p.deadline);
  return {
    poolId: p.poolId,
    cstSharesIn: p.cstSharesIn,
    receiver: p.receiver,
    minCollateralAssetsOut: withSlippage(p.preview.collateralAssetsOut, p.slippageBps, "min"),
    maxReferenceAssetsIn: withSlippage(p.preview.referenceAssetsIn, p.slippageBps, "max"),
    deadline: p.deadline,
  };
}

/** `SafeSwapParams`: exercise by exact CA out. */
export interface SafeSwapParams {
  poolId: Hex;
  collateralAssetsOut: bigint;
  receiver: Address;
  maxCstSharesIn: bigint;
  maxReferenceAssetsIn: bigint;
  deadline: bigint;
}

/** Input of {@link buildSafeSwap}; `preview` is `previewSwap(collateralAssetsOut)`. */
export interface BuildSafeSwapParameters extends BuilderCommon {
  collateralAssetsOut: bigint;
  preview: { cstSharesIn: bigint; referenceAssetsIn: bigint };
}

/** Builds `safeSwap` params: both inputs capped above the preview. */
export function buildSafeSwap(p: BuildSafeSwapParameters): SafeSwapParams {
  checkCommon(p.poolId, p.receiver, p.deadline);
  return {
    poolId: p.poolId,
    collateralAssetsOut: p.collateralAssetsOut,
    receiver: p.receiver,
    maxCstSharesIn: withSlippage(p.preview.cstSharesIn, p.slippageBps, "max"),
    maxReferenceAssetsIn: withSlippage(p.preview.referenceAssetsIn, p.slippageBps, "max"),
    deadline: p.deadline,
  };
}

/** `SafeWithdrawParams`: cPT → exact CA out (plus the pro-rata REF). */
export interface SafeWithdrawParams {
  poolId: Hex;
  collateralAssetsOut: bigint;
  owner: Address;
  receiver: Address;
  maxCptSharesIn: bigint;
  deadline: bigint;
}

/** Input of {@link buildSafeWithdraw}; `preview` is `previewWithdraw(collateralAssetsOut)`. */
export interface BuildSafeWithdrawParameters extends BuilderCommon {
  collateralAssetsOut: bigint;
  /** Must be the adapter itself or the bundler initiator (`UnexpectedOwner` otherwise). */
  owner: Address;
  preview: { cptSharesIn: bigint };
}

/** Builds `safeWithdraw` params: cPT burned capped above the preview. */
export function buildSafeWithdraw(p: BuildSafeWithdrawParameters): SafeWithdrawParams {
  checkCommon(p.poolId, p.receiver, p.deadline);
  return {
    poolId: p.poolId,
    collateralAssetsOut: p.collateralAssetsOut,
    owner: p.owner,
    receiver: p.receiver,
    maxCptSharesIn: withSlippage(p.preview.cptSharesIn, p.slippageBps, "max"),
    deadline: p.deadline,
  };
}

/** `SafeRedeemParams`: cPT → CA + REF pro rata, after expiry. */
export interface SafeRedeemParams {
  poolId: Hex;
  cptSharesIn: bigint;
  owner: Address;
  receiver: Address;
  minReferenceAssetsOut: bigint;
  minCollateralAssetsOut: bigint;
  deadline: bigint;
}

/** Input of {@link buildSafeRedeem}; `preview` is `previewRedeem(cptSharesIn)`. */
export interface BuildSafeRedeemParameters extends BuilderCommon {
  /** `2^256 − 1` asks the adapter to redeem the owner's whole balance. */
  cptSharesIn: bigint;
  owner: Address;
  preview: { referenceAssetsOut: bigint; collateralAssetsOut: bigint };
}

/** Builds `safeRedeem` params: both outputs floored by the slippage. */
export function buildSafeRedeem(p: BuildSafeRedeemParameters): SafeRedeemParams {
  checkCommon(p.poolId, p.receiver, p.deadline);
  return {
    poolId: p.poolId,
    cptSharesIn: p.cptSharesIn,
    owner: p.owner,
    receiver: p.receiver,
    minReferenceAssetsOut: withSlippage(p.preview.referenceAssetsOut, p.slippageBps, "min"),
    minCollateralAssetsOut: withSlippage(p.preview.collateralAssetsOut, p.slippageBps, "min"),
    deadline: p.deadline,
  };
}

/** `SafeUnwindDepositParams`: cPT + cST → exact CA out, before expiry. */
export interface SafeUnwindDepositParams {
  poolId: Hex;
  collateralAssetsOut: bigint;
  owner: Address;
  receiver: Address;
  maxCptAndCstSharesIn: bigint;
  deadline: bigint;
}

/** Input of {@link buildSafeUnwindDeposit}; `preview` is `previewUnwindDeposit(collateralAssetsOut)`. */
export interface BuildSafeUnwindDepositParameters extends BuilderCommon {
  collateralAssetsOut: bigint;
  owner: Address;
  preview: bigint;
}

/** Builds `safeUnwindDeposit` params: shares burned capped above the preview. */
export function buildSafeUnwindDeposit(p: BuildSafeUnwindDepositParameters): SafeUnwindDepositParams {
  checkCommon(p.poolId, p.receiver, p.deadline);
  return {
    poolId: p.poolId,
    collateralAssetsOut: p.collateralAssetsOut,
    owner: p.owner,
    receiver: p.receiver,
    maxCptAndCstSharesIn: withSlippage(p.preview, p.slippageBps, "max"),
    deadline: p.deadline,
  };
}

/** `SafeUnwindSwapParams`: repurchase, CA → REF + cST, before expiry. */
export interface SafeUnwindSwapParams {
  poolId: Hex;
  collateralAssetsIn: bigint;
  receiver: Address;
  minReferenceAssetsOut: bigint;
  minCstSharesOut: bigint;
  deadline: bigint;
}

/** Input of {@link buildSafeUnwindSwap}; `preview` is `previewUnwindSwap(collateralAssetsIn)`. */
export interface BuildSafeUnwindSwapParameters extends BuilderCommon {
  /** `2^256 − 1` asks the adapter to use its whole CA balance. */
  collateralAssetsIn: bigint;
  preview: { cstSharesOut: bigint; referenceAssetsOut: bigint };
}

/** Builds `safeUnwindSwap` params: both outputs floored by the slippage. */
export function buildSafeUnwindSwap(p: BuildSafeUnwindSwapParameters): SafeUnwindSwapParams {
  checkCommon(p.poolId, p.receiver, p.deadline);
  return {
    poolId: p.poolId,
    collateralAssetsIn: p.collateralAssetsIn,
    receiver: p.receiver,
    minReferenceAssetsOut: withSlippage(p.preview.referenceAssetsOut, p.slippageBps, "min"),
    minCstSharesOut: withSlippage(p.preview.cstSharesOut, p.slippageBps, "min"),
    deadline: p.deadline,
  };
}

// ---- routes: a direct call (devnet) or a Bundler3 bundle (deployed chain) ----------------------------

/**
 * Struct fields of every `safe*` function, in ABI tuple order (docs/reference/protocol.md#the-adapter; pinned by a
 * test).
 */
export const ADAPTER_STRUCT_FIELDS = {
  safeMint: ["poolId", "cptAndCstSharesOut", "receiver", "maxCollateralAssetsIn", "deadline"],
  safeDeposit: ["poolId", "collateralAssetsIn", "receiver", "minCptAndCstSharesOut", "deadline"],
  safeUnwindDeposit: ["poolId", "collateralAssetsOut", "owner", "receiver", "maxCptAndCstSharesIn", "deadline"],
  safeUnwindMint: ["poolId", "cptAndCstSharesIn", "owner", "receiver", "minCollateralAssetsOut", "deadline"],
  safeWithdraw: ["poolId", "collateralAssetsOut", "owner", "receiver", "maxCptSharesIn", "deadline"],
  safeWithdrawOther: ["poolId", "referenceAssetsOut", "owner", "receiver", "maxCptSharesIn", "deadline"],
  safeRedeem: [
    "poolId",
    "cptSharesIn",
    "owner",
    "receiver",
    "minReferenceAssetsOut",
    "minCollateralAssetsOut",
    "deadline",
  ],
  safeUnwindSwap: ["poolId", "collateralAssetsIn", "receiver", "minReferenceAssetsOut", "minCstSharesOut", "deadline"],
  safeSwap: ["poolId", "collateralAssetsOut", "receiver", "maxCstSharesIn", "maxReferenceAssetsIn", "deadline"],
  safeExercise: ["poolId", "cstSharesIn", "receiver", "minCollateralAssetsOut", "maxReferenceAssetsIn", "deadline"],
  safeExerciseOther: [
    "poolId",
    "referenceAssetsIn",
    "receiver",
    "minCollateralAssetsOut",
    "maxCstSharesIn",
    "deadline",
  ],
  safeUnwindExercise: [
    "poolId",
    "cstSharesOut",
    "receiver",
    "minReferenceAssetsOut",
    "maxCollateralAssetsIn",
    "deadline",
  ],
  safeUnwindExerciseOther: [
    "poolId",
    "referenceAssetsOut",
    "receiver",
    "minCstSharesOut",
    "maxCollateralAssetsIn",
    "deadline",
  ],
} as const;

/** A `safe*` function of the Adapter. */
export type AdapterFunction = keyof typeof ADAPTER_STRUCT_FIELDS;

/** The parameter struct of `F`: `poolId` a bytes32 MarketId, `receiver`/`owner` addresses, the rest uint256. */
export type AdapterParams<F extends AdapterFunction> = {
  [K in (typeof ADAPTER_STRUCT_FIELDS)[F][number]]: K extends "poolId"
    ? Hex
    : K extends "receiver" | "owner"
      ? Address
      : bigint;
};

/** One Adapter operation: the function and its struct (e.g. from {@link buildSafeDeposit}). */
export type AdapterCall = { [F in AdapterFunction]: { functionName: F; params: AdapterParams<F> } }[AdapterFunction];

/** The pool's four tokens, which the bundle's transfer legs move. */
export interface AdapterPoolTokens {
  collateral: Address;
  reference: Address;
  /** cPT */
  principal: Address;
  /** cST */
  swap: Address;
}

/**
 * Where Adapter calls go. `direct`: a plain call to the Adapter, as the devnet Adapter accepts (it
 * pulls from and refunds the caller). `bundler3`: a `multicall` on Bundler3, the only way the deployed
 * Adapter can be called (a direct call reverts `UnauthorizedSender()`); `initiator` is the account that
 * sends the multicall and gets what is left back.
 */
export type AdapterRoute =
  | { mode: "direct"; adapter: Address }
  | { mode: "bundler3"; adapter: Address; bundler3: Address; initiator: Address };

/** One call of a Bundler3 bundle (`Call` of the Bundler3 spec, field order = ABI tuple order). */
export interface Bundler3Call {
  to: Address;
  data: Hex;
  value: bigint;
  /** True: a revert of this call does not abort the bundle. */
  skipRevert: boolean;
  /** Non-zero only for calls that re-enter the bundler; never for adapter calls. */
  callbackHash: Hex;
}

/** A transaction to send (`walletClient.sendTransaction({to, data, value})`) and, for a bundle, its calls. */
export interface AdapterTransaction {
  to: Address;
  data: Hex;
  value: bigint;
  /** The bundle's calls in order; `null` for a direct call. */
  bundle: Bundler3Call[] | null;
}

/** Which struct field says how much of which pool token the adapter needs, per function. */
const INPUT_LEGS: { [F in AdapterFunction]: readonly (readonly [keyof AdapterPoolTokens, string])[] } = {
  safeMint: [["collateral", "maxCollateralAssetsIn"]],
  safeDeposit: [["collateral", "collateralAssetsIn"]],
  safeUnwindDeposit: [
    ["principal", "maxCptAndCstSharesIn"],
    ["swap", "maxCptAndCstSharesIn"],
  ],
  safeUnwindMint: [
    ["principal", "cptAndCstSharesIn"],
    ["swap", "cptAndCstSharesIn"],
  ],
  safeWithdraw: [["principal", "maxCptSharesIn"]],
  safeWithdrawOther: [["principal", "maxCptSharesIn"]],
  safeRedeem: [["principal", "cptSharesIn"]],
  safeUnwindSwap: [["collateral", "collateralAssetsIn"]],
  safeSwap: [
    ["swap", "maxCstSharesIn"],
    ["reference", "maxReferenceAssetsIn"],
  ],
  safeExercise: [
    ["swap", "cstSharesIn"],
    ["reference", "maxReferenceAssetsIn"],
  ],
  safeExerciseOther: [
    ["swap", "maxCstSharesIn"],
    ["reference", "referenceAssetsIn"],
  ],
  safeUnwindExercise: [["collateral", "maxCollateralAssetsIn"]],
  safeUnwindExerciseOther: [["collateral", "maxCollateralAssetsIn"]],
};

function fieldType(field: string): string {
  if (field === "poolId") return "bytes32";
  return field === "receiver" || field === "owner" ? "address" : "uint256";
}

function safeFunctionAbi(functionName: AdapterFunction): AbiFunction {
  const struct = `Safe${functionName.slice("safe".length)}Params`;
  return {
    type: "function",
    name: functionName,
    stateMutability: "nonpayable",
    outputs: [],
    inputs: [
      {
        name: "params",
        type: "tuple",
        internalType: `struct ${struct}`,
        components: ADAPTER_STRUCT_FIELDS[functionName].map((name) => ({ name, type: fieldType(name) })),
      },
    ],
  };
}

const TRANSFER_LEG_INPUTS = [
  { name: "token", type: "address" },
  { name: "receiver", type: "address" },
  { name: "amount", type: "uint256" },
] as const;

/** The Adapter's bundle legs (CoreAdapter-style token moves inside a bundle). */
const TRANSFER_LEGS_ABI = (["erc20Transfer", "erc20TransferFrom", "permit2TransferFrom"] as const).map((name) => ({
  type: "function" as const,
  name,
  stateMutability: "nonpayable" as const,
  inputs: TRANSFER_LEG_INPUTS,
  outputs: [] as const,
}));

/** `multicall(Call[] bundle)` of Bundler3. */
export const BUNDLER3_MULTICALL_ABI = [
  {
    type: "function",
    name: "multicall",
    stateMutability: "payable",
    outputs: [],
    inputs: [
      {
        name: "bundle",
        type: "tuple[]",
        internalType: "struct Call[]",
        components: [
          { name: "to", type: "address" },
          { name: "data", type: "bytes" },
          { name: "value", type: "uint256" },
          { name: "skipRevert", type: "bool" },
          { name: "callbackHash", type: "bytes32" },
        ],
      },
    ],
  },
] as const;

/** Calldata of `call` on the Adapter. */
export function encodeAdapterCall(call: AdapterCall): Hex {
  return encodeFunctionData({
    abi: [safeFunctionAbi(call.functionName)],
    functionName: call.functionName,
    args: [call.params],
  } as unknown as Parameters<typeof encodeFunctionData>[0]);
}

/**
 * How the adapter moves tokens inside a bundle; `permit2TransferFrom` needs Permit2 allowances instead of ERC-20
 * ones.
 */
export type AdapterTransferLeg = "erc20TransferFrom" | "permit2TransferFrom";

/** Calldata of a transfer leg on the Adapter. */
export function encodeAdapterTransferLeg(
  leg: "erc20Transfer" | AdapterTransferLeg,
  token: Address,
  receiver: Address,
  amount: bigint,
): Hex {
  return encodeFunctionData({ abi: TRANSFER_LEGS_ABI, functionName: leg, args: [token, receiver, amount] });
}

/**
 * The Bundler3 bundle for `call`: a transfer leg per input token moving the struct's amount (or bound)
 * from the initiator into the adapter; the `safe*` call itself, with any `owner` set to the adapter
 * (its shares were just moved there); then an `erc20Transfer` of the adapter's whole balance of every
 * input token back to the initiator (`skipRevert`, since nothing may be left: the leg reverts
 * `ZeroAmount` on a zero balance). The balances this moves equal the direct call's.
 */
export function adapterBundle(
  route: Extract<AdapterRoute, { mode: "bundler3" }>,
  call: AdapterCall,
  tokens: AdapterPoolTokens,
  transferLeg: AdapterTransferLeg = "erc20TransferFrom",
): Bundler3Call[] {
  const leg = (data: Hex, skipRevert: boolean): Bundler3Call => ({
    to: route.adapter,
    data,
    value: 0n,
    skipRevert,
    callbackHash: zeroHash,
  });
  const params = call.params as Record<string, unknown>;
  const inputs = INPUT_LEGS[call.functionName].map(([key, field]) => ({
    token: tokens[key],
    amount: params[field] as bigint,
  }));
  const pulls = inputs
    .filter((input) => input.amount > 0n)
    .map((input) => leg(encodeAdapterTransferLeg(transferLeg, input.token, route.adapter, input.amount), false));
  const bundled = (
    "owner" in call.params ? { ...call, params: { ...call.params, owner: route.adapter } } : call
  ) as AdapterCall;
  const sweeps = [...new Set(inputs.map((input) => input.token))].map((token) =>
    leg(encodeAdapterTransferLeg("erc20Transfer", token, route.initiator, maxUint256), true),
  );
  return [...pulls, leg(encodeAdapterCall(bundled), false), ...sweeps];
}

/** Calldata of Bundler3 `multicall(bundle)`. */
export function encodeBundler3Multicall(bundle: readonly Bundler3Call[]): Hex {
  if (bundle.length === 0) throw new RangeError("a bundle needs at least one call (Bundler3 reverts EmptyBundle)");
  return encodeFunctionData({ abi: BUNDLER3_MULTICALL_ABI, functionName: "multicall", args: [bundle] });
}

/**
 * The transaction that performs `call` on `route`: the Adapter call itself (`direct`, the devnet's
 * default) or Bundler3 `multicall` of {@link adapterBundle} (`bundler3`, the deployed chain's only way).
 * Approve the Adapter for the input tokens either way.
 */
export function adapterTransaction(
  route: AdapterRoute,
  call: AdapterCall,
  tokens: AdapterPoolTokens,
  transferLeg: AdapterTransferLeg = "erc20TransferFrom",
): AdapterTransaction {
  if (route.mode === "direct") return { to: route.adapter, data: encodeAdapterCall(call), value: 0n, bundle: null };
  const bundle = adapterBundle(route, call, tokens, transferLeg);
  return { to: route.bundler3, data: encodeBundler3Multicall(bundle), value: 0n, bundle };
}
