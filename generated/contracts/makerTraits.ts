// Copied from templates/static/contracts/makerTraits.ts by contractkit generate — edit that file, then run generate.
import type { Address, Hex } from "viem";

// Bit positions of the v4 makerTraits flags (docs/reference/protocol.md#makertraits, 1inch MakerTraitsLib).
/** Bit 255: set means partial fills are NOT allowed. */
export const NO_PARTIAL_FILLS_FLAG = 1n << 255n;
/** Bit 254: set means the order may be filled more than once. */
export const ALLOW_MULTIPLE_FILLS_FLAG = 1n << 254n;
/** Bit 252: call the maker's pre-interaction before the transfer. */
export const PRE_INTERACTION_CALL_FLAG = 1n << 252n;
/** Bit 251: call the maker's post-interaction after the transfer. */
export const POST_INTERACTION_CALL_FLAG = 1n << 251n;
/** Bit 250: `nonceOrEpoch` is an epoch checked against the epoch manager with `series`. */
export const NEED_CHECK_EPOCH_MANAGER_FLAG = 1n << 250n;
/** Bit 249: the order carries an extension whose hash is bound into the salt. */
export const HAS_EXTENSION_FLAG = 1n << 249n;
/** Bit 248: pull the maker asset through Permit2. */
export const USE_PERMIT2_FLAG = 1n << 248n;
/** Bit 247: unwrap WETH to ETH for the maker. */
export const UNWRAP_WETH_FLAG = 1n << 247n;

/** Low bit of each uint40 field and of the 80-bit allowed-sender field (docs/reference/protocol.md#makertraits). */
export const ALLOWED_SENDER_OFFSET = 0n;
/** `expiration` occupies bits 80–119. */
export const EXPIRATION_OFFSET = 80n;
/** `nonceOrEpoch` occupies bits 120–159. */
export const NONCE_OR_EPOCH_OFFSET = 120n;
/** `series` occupies bits 160–199. */
export const SERIES_OFFSET = 160n;

const UINT40_MASK = (1n << 40n) - 1n;
const UINT80_MASK = (1n << 80n) - 1n;
const UINT256_MAX = (1n << 256n) - 1n;

/**
 * Bits no field uses: 200–246 and 253. `decodeMakerTraits` ignores them; compare a value against
 * this mask to reject traits that would not survive a decode/encode round trip.
 */
export const MAKER_TRAITS_RESERVED_MASK = (((1n << 47n) - 1n) << 200n) | (1n << 253n);

/** The decoded fields of a makerTraits word. */
export interface MakerTraits {
  /** Bit 255 clear. */
  allowPartialFills: boolean;
  /** Bit 254 set. */
  allowMultipleFills: boolean;
  /** Unix seconds after which the order cannot be filled; 0 = never expires (uint40). */
  expiry: number;
  /** Nonce for the bit invalidator, or the epoch when the epoch manager is used (uint40). */
  nonceOrEpoch: number;
  /** Epoch-manager series (uint40). */
  series: number;
  /**
   * Low 10 bytes of the only address allowed to fill, as `0x` + 20 lowercase hex digits;
   * all zeros = anyone. The encoder also accepts a full 20-byte address and keeps its low 10 bytes.
   */
  allowedSender: Hex;
  hasExtension: boolean;
  preInteraction: boolean;
  postInteraction: boolean;
  usePermit2: boolean;
  unwrapWeth: boolean;
  needCheckEpochManager: boolean;
}

/** The 10-byte allowed sender meaning "anyone may fill". */
export const ANY_SENDER: Hex = "0x00000000000000000000";

/** Traits of the zero word: partial fills allowed, single fill, no expiry, anyone may fill. */
export const EMPTY_MAKER_TRAITS: Readonly<MakerTraits> = Object.freeze({
  allowPartialFills: true,
  allowMultipleFills: false,
  expiry: 0,
  nonceOrEpoch: 0,
  series: 0,
  allowedSender: ANY_SENDER,
  hasExtension: false,
  preInteraction: false,
  postInteraction: false,
  usePermit2: false,
  unwrapWeth: false,
  needCheckEpochManager: false,
});

function uint40(name: string, value: number): bigint {
  if (!Number.isSafeInteger(value) || value < 0 || BigInt(value) > UINT40_MASK) {
    throw new RangeError(`${name} must be an integer in [0, 2^40 - 1], got ${value}`);
  }
  return BigInt(value);
}

/** The low 10 bytes of `sender` (a 10-byte value or a 20-byte address) as an 80-bit integer. */
function allowedSenderBits(sender: Hex): bigint {
  if (!/^0x([0-9a-fA-F]{20}|[0-9a-fA-F]{40})$/.test(sender)) {
    throw new RangeError(`allowedSender must be 10 bytes or a 20-byte address, got ${sender}`);
  }
  return BigInt(sender) & UINT80_MASK;
}

/** The 10-byte allowed-sender value for `address` (its low 80 bits, docs/reference/protocol.md#makertraits). */
export function allowedSenderFromAddress(address: Address): Hex {
  return `0x${allowedSenderBits(address).toString(16).padStart(20, "0")}`;
}

/**
 * Packs `traits` into the uint256 makerTraits word (docs/reference/protocol.md#makertraits). Throws RangeError on
 * out-of-range fields.
 */
export function encodeMakerTraits(traits: MakerTraits): bigint {
  let word = 0n;
  if (!traits.allowPartialFills) word |= NO_PARTIAL_FILLS_FLAG;
  if (traits.allowMultipleFills) word |= ALLOW_MULTIPLE_FILLS_FLAG;
  if (traits.preInteraction) word |= PRE_INTERACTION_CALL_FLAG;
  if (traits.postInteraction) word |= POST_INTERACTION_CALL_FLAG;
  if (traits.needCheckEpochManager) word |= NEED_CHECK_EPOCH_MANAGER_FLAG;
  if (traits.hasExtension) word |= HAS_EXTENSION_FLAG;
  if (traits.usePermit2) word |= USE_PERMIT2_FLAG;
  if (traits.unwrapWeth) word |= UNWRAP_WETH_FLAG;
  word |= uint40("series", traits.series) << SERIES_OFFSET;
  word |= uint40("nonceOrEpoch", traits.nonceOrEpoch) << NONCE_OR_EPOCH_OFFSET;
  word |= uint40("expiry", traits.expiry) << EXPIRATION_OFFSET;
  word |= allowedSenderBits(traits.allowedSender) << ALLOWED_SENDER_OFFSET;
  return word;
}

/** Unpacks a makerTraits word; reserved bits are ignored (see {@link MAKER_TRAITS_RESERVED_MASK}). */
export function decodeMakerTraits(word: bigint): MakerTraits {
  if (word < 0n || word > UINT256_MAX) throw new RangeError(`makerTraits must be a uint256, got ${word}`);
  const field = (offset: bigint) => Number((word >> offset) & UINT40_MASK);
  return {
    allowPartialFills: (word & NO_PARTIAL_FILLS_FLAG) === 0n,
    allowMultipleFills: (word & ALLOW_MULTIPLE_FILLS_FLAG) !== 0n,
    expiry: field(EXPIRATION_OFFSET),
    nonceOrEpoch: field(NONCE_OR_EPOCH_OFFSET),
    series: field(SERIES_OFFSET),
    allowedSender: `0x${(word & UINT80_MASK).toString(16).padStart(20, "0")}`,
    hasExtension: (word & HAS_EXTENSION_FLAG) !== 0n,
    preInteraction: (word & PRE_INTERACTION_CALL_FLAG) !== 0n,
    postInteraction: (word & POST_INTERACTION_CALL_FLAG) !== 0n,
    usePermit2: (word & USE_PERMIT2_FLAG) !== 0n,
    unwrapWeth: (word & UNWRAP_WETH_FLAG) !== 0n,
    needCheckEpochManager: (word & NEED_CHECK_EPOCH_MANAGER_FLAG) !== 0n,
  };
}

const asTraits = (traits: bigint | MakerTraits): MakerTraits =>
  typeof traits === "bigint" ? decodeMakerTraits(traits) : traits;

/**
 * True when the order can no longer be filled at `nowSeconds`: the contract rejects it iff
 * `expiration != 0 && expiration < block.timestamp`, so an order is still fillable in its expiry second.
 */
export function isOrderExpired(traits: bigint | MakerTraits, nowSeconds: number | bigint): boolean {
  const { expiry } = asTraits(traits);
  return expiry !== 0 && BigInt(expiry) < BigInt(nowSeconds);
}

/**
 * True when fills are tracked by the per-maker bit invalidator (slot `nonce >> 8`, bit
 * `nonce & 0xff`), i.e. when partial or multiple fills are disallowed: one fill consumes the order.
 * Otherwise a per-order remaining-amount invalidator is used (docs/reference/protocol.md#makertraits).
 */
export function usesBitInvalidator(traits: bigint | MakerTraits): boolean {
  const decoded = asTraits(traits);
  return !decoded.allowPartialFills || !decoded.allowMultipleFills;
}

/** True when `taker` may fill: the allowed sender is zero or equals the taker's low 80 bits. */
export function isAllowedSender(traits: bigint | MakerTraits, taker: Address): boolean {
  const allowed = BigInt(asTraits(traits).allowedSender);
  return allowed === 0n || allowed === allowedSenderBits(taker);
}
