/**
 * The devnet manifest: everything a client or the protocol indexer needs to find the devnet's
 * contracts, pools, orders and accounts. It is JSON: uint256 values are decimal strings, unix times
 * and block numbers are numbers. docs/devnet.md documents every field.
 */
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Address, Hex } from "viem";
import type { Market, Order } from "../../generated/contracts/index.js";

/** The role of a published dev account in the scenario. */
export type DevnetAccountRole = "controller" | "treasury" | "maker" | "taker" | "whitelisted" | "user";

/** One anvil development account. Its key is public (anvil's test mnemonic): never use it elsewhere. */
export interface DevnetAccount {
  address: Address;
  privateKey: Hex;
  role: DevnetAccountRole;
}

/** The `Market` struct with uint256 fields as decimal strings. */
export interface ManifestMarket {
  collateralAsset: Address;
  referenceAsset: Address;
  expiryTimestamp: string;
  rateMin: string;
  rateMax: string;
  rateChangePerDayMax: string;
  rateChangeCapacityMax: string;
  rateOracle: Address;
}

/** One pool created by the scenario. */
export interface DevnetPool {
  /** MarketId = keccak256(abi.encode(market)) (docs/reference/protocol.md#markets-and-marketid). */
  poolId: Hex;
  /** `<CA symbol>-<REF symbol>-<DDMONYYYY of expiry, UTC>`, the API's poolName style. */
  name: string;
  /** What the pool shows in the scenario: `whitelisted`, `expiringSoon`, `fees`, `matured`. */
  key: string;
  collateralAsset: Address;
  referenceAsset: Address;
  collateralDecimals: number;
  referenceDecimals: number;
  /** cPT. */
  principalToken: Address;
  /** cST. */
  swapToken: Address;
  /** Unix seconds. */
  expiry: number;
  /** uint256, 1e18 = 1 %. */
  swapFee: string;
  /** uint256, 1e18 = 1 %: base of the time-decayed repurchase fee. */
  unwindSwapFee: string;
  /** Market whitelist active. */
  whitelisted: boolean;
  /** Accounts on this market's whitelist (the Adapter is on the global one). */
  whitelistedAccounts: Address[];
  rateOracle: Address;
  /** The full Market struct, so `computeMarketId(marketFromManifest(pool))` reproduces `poolId`. */
  market: ManifestMarket;
  /** Block of `MarketCreated`. */
  createdBlock: number;
}

/** A 1inch v4 order with uint256 fields as decimal strings. */
export interface ManifestOrder {
  salt: string;
  maker: Address;
  receiver: Address;
  makerAsset: Address;
  takerAsset: Address;
  makingAmount: string;
  takingAmount: string;
  makerTraits: string;
}

/** The orderbook status vocabulary of the data service (docs/reference/protocol.md#the-data-service). */
export type DevnetOrderStatus = "OPEN" | "PARTIALLY_FILLED" | "FILLED" | "CANCELLED";

/** One signed limit order of the scenario and what happened to it on chain. */
export interface DevnetOrder {
  /** EIP-712 hash under `orderDomain`; equals the order contract's `hashOrder(order)`. */
  orderHash: Hex;
  order: ManifestOrder;
  /** 65-byte `r ‖ s ‖ v` signature by `order.maker` (fill with `toCompactOrderSignature`). */
  signature: Hex;
  /**
   * SELL: the maker sells a pool share for CA; BUY: the maker pays CA for a share
   * (docs/reference/protocol.md#api-fields-and-the-order).
   */
  side: "BUY" | "SELL";
  /** The pool whose share (cPT or cST) is traded. */
  poolId: Hex;
  status: DevnetOrderStatus;
  /** Maker-asset amount still fillable, uint256 decimal string ("0" when filled or cancelled). */
  remainingMakingAmount: string;
  /** makerTraits expiry, unix seconds (0 = none). */
  expiry: number;
  /** makerTraits nonce, decimal string. */
  nonce: string;
  allowsPartialFills: boolean;
  makerAccountType: "EOA";
}

/** The EIP-712 domain orders are signed under: the router's name and version, the devnet's contract. */
export interface ManifestOrderDomain {
  name: string;
  version: string;
  chainId: number;
  verifyingContract: Address;
}

/** The manifest `contractkit devnet` writes (default `.contractkit/devnet.json`). */
export interface DevnetManifest {
  chainId: number;
  rpcUrl: string;
  /** First block holding devnet contracts: where an indexer starts. */
  startBlock: number;
  /** Unix seconds of block 0. Fixed by default so that expiries and MarketIds repeat run after run. */
  genesisTimestamp: number;
  contracts: {
    poolManager: Address;
    adapter: Address;
    whitelistManager: Address;
    orderProtocol: Address;
    /** Bundler3-compatible multicall: the Adapter's trusted caller for bundles built for the deployed chain. */
    bundler3: Address;
    /** Rate oracle per pair (`usd`, `eth`); anyone may call `setRate` on them. */
    rateOracles: Record<string, Address>;
    /** MockERC20s by key (`collateral` 18 dec, `reference` 6 dec, `stakedEther`, `ether`); public `mint`. */
    tokens: Record<string, Address>;
  };
  orderDomain: ManifestOrderDomain;
  pools: DevnetPool[];
  orders: DevnetOrder[];
  accounts: DevnetAccount[];
  /** Static USD price per token address (checksummed) for the data service's USD values. */
  prices: Record<Address, number>;
  /** The same map under the name `runtime/protocol/config.ts` (`configFromManifest`) reads. */
  usdPrices: Record<Address, number>;
}

/** The `Market` of a manifest pool, as the generated bindings take it. */
export function marketFromManifest(pool: Pick<DevnetPool, "market">): Market {
  const m = pool.market;
  return {
    collateralAsset: m.collateralAsset,
    referenceAsset: m.referenceAsset,
    expiryTimestamp: BigInt(m.expiryTimestamp),
    rateMin: BigInt(m.rateMin),
    rateMax: BigInt(m.rateMax),
    rateChangePerDayMax: BigInt(m.rateChangePerDayMax),
    rateChangeCapacityMax: BigInt(m.rateChangeCapacityMax),
    rateOracle: m.rateOracle,
  };
}

/** The `Market` struct as manifest JSON. */
export function marketToManifest(market: Market): ManifestMarket {
  return {
    collateralAsset: market.collateralAsset,
    referenceAsset: market.referenceAsset,
    expiryTimestamp: market.expiryTimestamp.toString(),
    rateMin: market.rateMin.toString(),
    rateMax: market.rateMax.toString(),
    rateChangePerDayMax: market.rateChangePerDayMax.toString(),
    rateChangeCapacityMax: market.rateChangeCapacityMax.toString(),
    rateOracle: market.rateOracle,
  };
}

/** The `Order` of a manifest order, as `hashOrder` and `fillOrder` take it. */
export function orderFromManifest(order: Pick<DevnetOrder, "order">): Order {
  const o = order.order;
  return {
    salt: BigInt(o.salt),
    maker: o.maker,
    receiver: o.receiver,
    makerAsset: o.makerAsset,
    takerAsset: o.takerAsset,
    makingAmount: BigInt(o.makingAmount),
    takingAmount: BigInt(o.takingAmount),
    makerTraits: BigInt(o.makerTraits),
  };
}

/** An `Order` as manifest JSON. */
export function orderToManifest(order: Order): ManifestOrder {
  return {
    salt: order.salt.toString(),
    maker: order.maker,
    receiver: order.receiver,
    makerAsset: order.makerAsset,
    takerAsset: order.takerAsset,
    makingAmount: order.makingAmount.toString(),
    takingAmount: order.takingAmount.toString(),
    makerTraits: order.makerTraits.toString(),
  };
}

/** The manifest as written: two-space JSON with a trailing newline. */
export function formatManifest(manifest: DevnetManifest): string {
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

/**
 * Writes the manifest to `file`, creating its folder. Written to a temporary sibling and renamed,
 * so a reader (the indexer polling the file) never sees half a manifest.
 */
export async function writeManifest(file: string, manifest: DevnetManifest): Promise<void> {
  await mkdir(path.dirname(path.resolve(file)), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, formatManifest(manifest), "utf8");
  await rename(temporary, file);
}

const REQUIRED_FIELDS = ["chainId", "rpcUrl", "startBlock", "contracts", "orderDomain", "pools", "orders", "accounts"];

/** Reads a manifest written by {@link writeManifest}; throws naming the file when fields are missing. */
export async function readManifest(file: string): Promise<DevnetManifest> {
  const parsed: unknown = JSON.parse(await readFile(file, "utf8"));
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) {
    throw new Error(`${file}: a devnet manifest must be a JSON object`);
  }
  const missing = REQUIRED_FIELDS.filter((field) => !(field in parsed));
  if (missing.length > 0) throw new Error(`${file}: not a devnet manifest, missing ${missing.join(", ")}`);
  return parsed as DevnetManifest;
}
