/**
 * What the demo scenario's steps share (scenario.ts, scenario-orders.ts): the dev accounts and their
 * roles, a scenario run's clients and contracts, its pools, and token approvals and mints.
 */
import { type Address, type Hex, maxUint256, type PrivateKeyAccount } from "viem";
import type { Market } from "../../generated/contracts/index.js";
import { devnetArtifacts } from "../../generated/devnet/artifacts.js";
import { confirm, type DevAccount, type DevnetClients, devAccount } from "./chain.ts";
import { DEVNET_TOKENS, type DeployedContracts, type DevnetTokenKey, type RateOracleKey } from "./deploy.ts";
import type { DevnetAccount, DevnetAccountRole } from "./manifest.ts";

export const DAY = 86_400n;
export const WAD = 10n ** 18n;

/** Published dev accounts, by mnemonic index. */
export const DEVNET_ACCOUNT_ROLES: readonly DevnetAccountRole[] = [
  "controller",
  "treasury",
  "maker",
  "taker",
  "whitelisted",
  "user",
];

/** The dev account playing `role` (its index in {@link DEVNET_ACCOUNT_ROLES}). */
export function accountFor(role: DevnetAccountRole): DevAccount {
  return devAccount(DEVNET_ACCOUNT_ROLES.indexOf(role));
}

/** The manifest's `accounts`: anvil's public dev keys with their scenario roles. */
export function devnetAccounts(): DevnetAccount[] {
  return DEVNET_ACCOUNT_ROLES.map((role, index) => {
    const { account, privateKey } = devAccount(index);
    return { address: account.address, privateKey, role };
  });
}

/** Key of a scenario pool. */
export type ScenarioPoolKey = "whitelisted" | "expiringSoon" | "fees" | "matured";

export interface PoolPlan {
  key: ScenarioPoolKey;
  collateral: DevnetTokenKey;
  reference: DevnetTokenKey;
  oracle: RateOracleKey;
  /** Expiry after genesis. */
  expiresAfter: bigint;
  swapFee: bigint;
  unwindSwapFee: bigint;
  /** Roles on the market whitelist; absent = no market whitelist. */
  whitelist?: readonly DevnetAccountRole[];
}

/** `amount` whole tokens of `key` in native units. */
export function units(key: DevnetTokenKey, amount: bigint): bigint {
  return amount * 10n ** BigInt(DEVNET_TOKENS[key].decimals);
}

/** A pool as the scenario tracks it. */
export interface ScenarioPool {
  plan: PoolPlan;
  poolId: Hex;
  market: Market;
  principalToken: Address;
  swapToken: Address;
  createdBlock: bigint;
  whitelistedAccounts: Address[];
}

/** Shared state of one scenario run. */
export interface Context {
  clients: DevnetClients;
  contracts: DeployedContracts;
}

export async function erc20Approve(
  ctx: Context,
  owner: PrivateKeyAccount,
  token: Address,
  spender: Address,
): Promise<void> {
  await confirm(
    ctx.clients,
    ctx.clients.wallet(owner).writeContract({
      address: token,
      abi: devnetArtifacts.MockERC20.abi,
      functionName: "approve",
      args: [spender, maxUint256],
    }),
    "approve",
  );
}

export async function erc20Mint(ctx: Context, minter: PrivateKeyAccount, token: Address, to: Address, amount: bigint) {
  await confirm(
    ctx.clients,
    ctx.clients.wallet(minter).writeContract({
      address: token,
      abi: devnetArtifacts.MockERC20.abi,
      functionName: "mint",
      args: [to, amount],
    }),
    "mint",
  );
}
