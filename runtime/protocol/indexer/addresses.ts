/**
 * EIP-55 checksummed addresses for the indexer's hot paths. viem's `getAddress` validates the
 * string against a regex and looks the checksum up in a cache keyed by a string it builds per call;
 * a backfill checksums a few addresses per event, mostly the same few thousand wallets, so this
 * keeps one map from the address as the node sent it to its checksummed form.
 */
import { type Address, getAddress } from "viem";

/** Addresses kept; the map starts over when full (a chain's active wallets fit many times over). */
const CACHE_LIMIT = 100_000;

/** Keys: an address as sent (`0x` and 40 digits) or its 40 digits alone; the lengths keep them apart. */
const checksums = new Map<string, Address>();

/**
 * The address in the 40 hex digits of `hex` from `start` (the low 20 bytes of an ABI word), as
 * `getAddress` checksums it: keyed by those digits, so a cached address costs one slice.
 */
export function checksummedAt(hex: string, start: number): Address {
  const digits = hex.slice(start, start + 40);
  const known = checksums.get(digits);
  if (known !== undefined) return known;
  const value = getAddress(`0x${digits}`);
  remember(digits, value);
  return value;
}

function remember(key: string, value: Address): void {
  if (checksums.size >= CACHE_LIMIT) checksums.clear();
  checksums.set(key, value);
}

/** `getAddress(address)`: the same value, or the same error for a string that is not an address. */
export function checksummed(address: string): Address {
  const known = checksums.get(address);
  if (known !== undefined) return known;
  const value = getAddress(address);
  remember(address, value);
  return value;
}
