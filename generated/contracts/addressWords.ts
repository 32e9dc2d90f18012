// Copied from templates/static/contracts/addressWords.ts by contractkit generate — edit that file, then run generate.
import { type Address, getAddress, isAddress } from "viem";

// 1inch's `Address` user type (docs/reference/protocol.md#order-struct-and-hash): an address carried in a uint256 word,
// the
// address in the low 160 bits. The router's Order tuple uses it for maker, receiver, makerAsset and
// takerAsset, so its calldata holds uint256 words where the EIP-712 typed data holds addresses. The
// generated bindings take addresses in those places and encode them with these helpers.

/** The ABI `internalType` of a uint256 parameter that carries an address. */
export const ADDRESS_WORD_INTERNAL_TYPE = "Address";

const LOW_160_BITS = (1n << 160n) - 1n;
const MAX_UINT256 = (1n << 256n) - 1n;

/** `address` as the uint256 word the contract reads (upper 96 bits zero). */
export function addressToWord(address: Address): bigint {
  if (!isAddress(address, { strict: false })) throw new TypeError(`expected a 20-byte address, got ${address}`);
  return BigInt(address);
}

/** The address inside a uint256 `Address` word: its low 160 bits, as the contract reads it. */
export function wordToAddress(word: bigint): Address {
  if (word < 0n || word > MAX_UINT256) throw new RangeError(`expected a uint256 word, got ${word}`);
  return getAddress(`0x${(word & LOW_160_BITS).toString(16).padStart(40, "0")}`);
}

/** The part of an ABI parameter the conversion looks at. */
interface WordParameter {
  readonly name?: string | undefined;
  readonly type: string;
  readonly internalType?: string | undefined;
  readonly components?: readonly WordParameter[] | undefined;
}

function isAddressWord(p: WordParameter): boolean {
  return p.internalType === ADDRESS_WORD_INTERNAL_TYPE && p.type === "uint256";
}

/** True when `params` (or a nested struct) has an `Address` word: calls need {@link encodeAddressWords}. */
export function hasAddressWords(params: readonly WordParameter[]): boolean {
  return params.some((p) => isAddressWord(p) || (p.components !== undefined && hasAddressWords(p.components)));
}

function encodeValue(p: WordParameter, value: unknown, at: string): unknown {
  if (isAddressWord(p)) {
    // A word already (bigint) passes through, so callers holding raw calldata values are not refused.
    if (typeof value === "bigint") return value;
    if (typeof value !== "string") throw new TypeError(`${at}: expected an address, got ${typeof value}`);
    return addressToWord(value as Address);
  }
  const arrayMatch = /^(.*)\[(\d*)\]$/.exec(p.type);
  if (arrayMatch !== null) {
    if (!Array.isArray(value)) throw new TypeError(`${at}: expected an array`);
    const element = { ...p, type: arrayMatch[1] ?? "", internalType: p.internalType?.replace(/\[\d*\]$/, "") };
    return value.map((v, i) => encodeValue(element, v, `${at}[${i}]`));
  }
  if (p.type === "tuple" && p.components !== undefined) return encodeTuple(p.components, value, at);
  return value;
}

function encodeTuple(components: readonly WordParameter[], value: unknown, at: string): unknown {
  if (Array.isArray(value)) return components.map((c, i) => encodeValue(c, value[i], `${at}[${i}]`));
  if (typeof value !== "object" || value === null) throw new TypeError(`${at}: expected a struct object`);
  const record = value as Record<string, unknown>;
  const out: Record<string, unknown> = { ...record };
  for (const c of components) {
    if (c.name !== undefined && c.name !== "") out[c.name] = encodeValue(c, record[c.name], `${at}.${c.name}`);
  }
  return out;
}

/**
 * Converts call arguments from the caller's shape (addresses in `Address` words) to the ABI's
 * (uint256 words), walking structs and arrays; everything else is returned as given.
 */
export function encodeAddressWords(params: readonly WordParameter[], args: readonly unknown[]): unknown[] {
  return params.map((p, i) => encodeValue(p, args[i], p.name === undefined || p.name === "" ? `arg${i}` : p.name));
}
