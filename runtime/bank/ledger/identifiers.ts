/**
 * Slugs, account numbers, API keys and ids: how the bank names things.
 */
import { createHash, randomBytes, randomFillSync, scryptSync, timingSafeEqual } from "node:crypto";

/** Longest slug: a DNS label's limit, so a slug can become a subdomain. */
export const MAX_SLUG_LENGTH = 63;
const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** True when `slug` is lowercase letters/digits in dash-separated runs, at most 63 characters. */
export function isValidSlug(slug: string): boolean {
  return slug.length <= MAX_SLUG_LENGTH && SLUG_PATTERN.test(slug);
}

/**
 * Derives a slug from a name (docs/reference/bank.md#signup-and-accounts): accents folded (NFKD), lowercase,
 * every run of other characters becomes one dash, no leading/trailing dash, at most 63 characters.
 * Returns "" when nothing usable is left (the caller then asks for an explicit slug).
 */
export function deriveSlug(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, MAX_SLUG_LENGTH)
    .replace(/-+$/, "");
}

/** Luhn check digit of a digit string (catches every single-digit typo and most transpositions). */
export function luhnCheckDigit(digits: string): number {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    // Double every second digit counting from the right end of the payload.
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return (10 - (sum % 10)) % 10;
}

/** First account number payload: numbers start at 1000000016, so none has leading zeros. */
const ACCOUNT_NUMBER_BASE = 100_000_000;

/**
 * The account number of the `sequence`-th account opened at the bank (1-based): a 9-digit payload
 * `100000000 + sequence` plus a Luhn check digit - 10 digits, unique and deterministic.
 */
export function accountNumberFor(sequence: number): string {
  const payload = String(ACCOUNT_NUMBER_BASE + sequence);
  if (payload.length !== 9) throw new RangeError(`account sequence ${sequence} is out of range`);
  return `${payload}${luhnCheckDigit(payload)}`;
}

/** True when `value` is a well-formed bank account number (10 digits, valid check digit). */
export function isAccountNumber(value: string): boolean {
  return /^[0-9]{10}$/.test(value) && luhnCheckDigit(value.slice(0, 9)) === Number(value[9]);
}

/** Prefix of company API keys: `sk_` + 32 random bytes (256 bits) as 43 base64url characters. */
export const API_KEY_PREFIX = "sk_";
/** Prefix of generated admin keys (same shape as company keys, so never confused with one). */
export const ADMIN_KEY_PREFIX = "ak_";

/** A new company API key. 256 random bits: a single sha256 is then a safe way to store it. */
export function generateApiKey(): string {
  return `${API_KEY_PREFIX}${randomBytes(32).toString("base64url")}`;
}

/** A new bank admin key. */
export function generateAdminKey(): string {
  return `${ADMIN_KEY_PREFIX}${randomBytes(32).toString("base64url")}`;
}

/**
 * The stored form of a key: hex sha256. A slow password hash is not needed because keys are
 * random with 256 bits of entropy; nothing can be guessed from the hash.
 */
export function hashKey(key: string): string {
  return createHash("sha256").update(key, "utf8").digest("hex");
}

/** scrypt cost of the admin key's hash: about 10 ms per check, and a verified key is remembered. */
const ADMIN_SCRYPT = { N: 4096, r: 8, p: 1 } as const;
const ADMIN_HASH_PREFIX = "scrypt$";

/**
 * The stored form of the admin key, which an operator may choose by hand (so it may be guessable):
 * `scrypt$N$r$p$<salt>$<hash>` (base64url), with a random 16-byte salt per key. Company keys are
 * random 256-bit values looked up by their hash, so they keep the plain sha256 of {@link hashKey}.
 */
export function hashAdminKey(key: string, salt: Buffer = randomBytes(16)): string {
  const { N, r, p } = ADMIN_SCRYPT;
  const hash = scryptSync(key, salt, 32, { N, r, p, maxmem: 64 * 1024 * 1024 });
  return `${ADMIN_HASH_PREFIX}${N}$${r}$${p}$${salt.toString("base64url")}$${hash.toString("base64url")}`;
}

/** True when a stored admin key hash is of the earlier, unsalted format (plain hex sha256). */
export function isLegacyKeyHash(stored: string): boolean {
  return !stored.startsWith(ADMIN_HASH_PREFIX);
}

/** Checks a presented admin key against its stored hash, of either format, in constant time. */
export function verifyAdminKeyHash(key: string, stored: string): boolean {
  if (isLegacyKeyHash(stored)) return hashesEqual(stored, hashKey(key));
  const [N, r, p, salt, hash] = stored.slice(ADMIN_HASH_PREFIX.length).split("$");
  const expected = Buffer.from(hash ?? "", "base64url");
  const cost = { N: Number(N), r: Number(r), p: Number(p) };
  if (expected.length === 0 || !Object.values(cost).every((value) => Number.isInteger(value) && value > 0))
    return false;
  const actual = scryptSync(key, Buffer.from(salt ?? "", "base64url"), expected.length, {
    ...cost,
    maxmem: 256 * 1024 * 1024,
  });
  return timingSafeEqual(actual, expected);
}

/** Compares two hex hashes in constant time (docs/reference/bank.md#authentication-and-keys). */
export function hashesEqual(a: string, b: string): boolean {
  const left = Buffer.from(a, "hex");
  const right = Buffer.from(b, "hex");
  return left.length === right.length && left.length > 0 && timingSafeEqual(left, right);
}

/** Kinds of object the ledger creates ids for. */
export type IdKind = "org" | "acc" | "pay" | "dep" | "wdr";

/** Source of new ids; injectable so tests are deterministic. */
export type IdSource = (kind: IdKind) => string;

const ID_BYTES = 10;
/**
 * Random bytes for ids, drawn 4 KiB at a time: one `randomBytes` call per id cost 4-19 µs of a
 * payment's ~250 µs of server CPU (bench profile, docs/benchmarks.md); a slice of the pool costs
 * 0.2 µs. Ids need uniqueness, not secrecy, and every byte is still used once only.
 */
const idPool = Buffer.alloc(4096);
let idPoolOffset = idPool.length;

/** Default ids: `<kind>_` + 20 hex characters (80 random bits). */
export const randomIds: IdSource = (kind) => {
  if (idPoolOffset + ID_BYTES > idPool.length) {
    randomFillSync(idPool);
    idPoolOffset = 0;
  }
  const hex = idPool.toString("hex", idPoolOffset, idPoolOffset + ID_BYTES);
  idPoolOffset += ID_BYTES;
  return `${kind}_${hex}`;
};

/** Sequential ids (`org_1`, `acc_1`, `acc_2`, ...) for tests and examples. */
export function sequentialIds(): IdSource {
  const counters = new Map<IdKind, number>();
  return (kind) => {
    const next = (counters.get(kind) ?? 0) + 1;
    counters.set(kind, next);
    return `${kind}_${next}`;
  };
}
