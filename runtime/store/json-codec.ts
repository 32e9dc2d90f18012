/**
 * A bigint-safe JSON codec for everything the store writes (docs/reference/architecture.md#bigint-safe-json).
 *
 * JSON has no bigint, and `JSON.stringify` throws on one while silently turning `NaN`/`Infinity`
 * into `null`; `JSON.parse` silently rounds integers beyond 2^53. A store must never lose money
 * quietly, so this codec:
 * - writes a bigint as the tagged object `{"$bigint":"<decimal>"}` and reads it back as a bigint;
 * - refuses to write non-finite numbers;
 * - refuses to read an integer literal that does not fit a double exactly (it was written by
 *   something else: this codec writes such values as bigints).
 * The bank itself uses integer cents within the safe range, so it never produces the tag.
 */
import { ContractkitError } from "../../generated/http/errors.ts";

/** The property name that marks a tagged bigint: `{"$bigint": "-123"}`. */
export const BIGINT_TAG = "$bigint";

const BIGINT_TEXT = /^-?(?:0|[1-9][0-9]*)$/;

/** Raised when a value cannot be encoded as JSON without losing information. */
export class JsonEncodeError extends ContractkitError {
  override readonly name = "JsonEncodeError";
  override readonly code = "json_encode";
}

/**
 * Raised when text is not valid JSON or holds a value the codec refuses. `byteOffset` is the
 * UTF-8 byte offset in `source` (when known), so a damaged file can be pointed at exactly.
 */
export class JsonDecodeError extends ContractkitError {
  override readonly name = "JsonDecodeError";
  override readonly code = "json_decode";
  /** Name of the file or stream the text came from, as given by the caller. */
  readonly source: string;
  /** UTF-8 byte offset of the problem within the decoded text, or null when unknown. */
  readonly byteOffset: number | null;

  constructor(source: string, byteOffset: number | null, reason: string, options?: { cause?: unknown }) {
    super(`${source}: ${reason}${byteOffset === null ? "" : ` at byte offset ${byteOffset}`}`, options);
    this.source = source;
    this.byteOffset = byteOffset;
  }
}

function replacer(this: unknown, _key: string, value: unknown): unknown {
  if (typeof value === "bigint") return { [BIGINT_TAG]: value.toString() };
  if (typeof value === "number" && !Number.isFinite(value)) {
    throw new JsonEncodeError(`cannot encode the non-finite number ${value} as JSON`);
  }
  return value;
}

/** Deeper than this, the plain walks hand over to the replacer/reviver (which also report cycles). */
const MAX_WALK_DEPTH = 512;

/**
 * True when `JSON.stringify` without a replacer writes exactly what the replacer would: no bigint,
 * no `toJSON` (the replacer sees its result), nothing nested deeper than {@link MAX_WALK_DEPTH}.
 * Throws like the replacer on a non-finite number. A replacer function turns V8's fast
 * serialiser off: a journal record costs ~3x more with one (bench: docs/benchmarks.md).
 */
function plainEncodable(value: unknown, depth: number): boolean {
  if (typeof value === "number") {
    if (!Number.isFinite(value)) throw new JsonEncodeError(`cannot encode the non-finite number ${value} as JSON`);
    return true;
  }
  if (typeof value === "bigint") return false;
  if (value === null || typeof value !== "object") return true;
  if (depth > MAX_WALK_DEPTH || typeof (value as { toJSON?: unknown }).toJSON === "function") return false;
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index += 1) {
      if (!plainEncodable(value[index], depth + 1)) return false;
    }
    return true;
  }
  for (const key in value) {
    if (Object.hasOwn(value, key) && !plainEncodable((value as Record<string, unknown>)[key], depth + 1)) return false;
  }
  return true;
}

/**
 * Encodes a value as JSON text, with bigints tagged. Throws {@link JsonEncodeError} on a
 * non-finite number. `indent` is passed to `JSON.stringify` (snapshots are written compact).
 */
export function encodeJson(value: unknown, indent?: number): string {
  const text = plainEncodable(value, 0) ? JSON.stringify(value, null, indent) : JSON.stringify(value, replacer, indent);
  if (text === undefined) throw new JsonEncodeError(`cannot encode a value of type ${typeof value} as JSON`);
  return text;
}

/** The reviver's rule for one value, applied after its children (as `JSON.parse` revives). */
function revive(value: unknown): unknown {
  if (typeof value === "number" && Number.isInteger(value) && !Number.isSafeInteger(value)) {
    throw new RangeError(`integer ${value} is outside the safe range and would lose precision`);
  }
  if (value !== null && typeof value === "object" && !Array.isArray(value)) {
    const keys = Object.keys(value);
    if (keys.length === 1 && keys[0] === BIGINT_TAG) {
      const text = (value as Record<string, unknown>)[BIGINT_TAG];
      if (typeof text !== "string" || !BIGINT_TEXT.test(text)) {
        throw new RangeError(`malformed ${BIGINT_TAG} value ${JSON.stringify(text)}`);
      }
      return BigInt(text);
    }
  }
  return value;
}

function reviver(this: unknown, _key: string, value: unknown): unknown {
  return revive(value);
}

/**
 * Applies {@link revive} to a freshly parsed value, children first, in place: the same result and
 * the same first error as `JSON.parse(text, reviver)`, at a third of the cost on big documents
 * (a reviver call per value is what made a 100k-posting snapshot take 1 s to load).
 */
function reviveTree(value: unknown, depth: number): unknown {
  if (value === null || typeof value !== "object") {
    // Only a number beyond the safe range can be refused: strings and the rest return at once.
    return typeof value === "number" && (value > Number.MAX_SAFE_INTEGER || value < -Number.MAX_SAFE_INTEGER)
      ? revive(value)
      : value;
  }
  if (depth > MAX_WALK_DEPTH) throw new WalkTooDeep();
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index += 1) {
      const item = value[index];
      const revived = reviveTree(item, depth + 1);
      if (revived !== item) value[index] = revived;
    }
    return value;
  }
  const record = value as Record<string, unknown>;
  for (const key in record) {
    const item = record[key];
    const revived = reviveTree(item, depth + 1);
    if (revived === item) continue;
    // A parsed "__proto__" key is an own property, which assignment would not reach (it sets the
    // prototype); every other key is assigned, which keeps the object's fast shape.
    if (key === "__proto__")
      Object.defineProperty(record, key, { value: revived, writable: true, enumerable: true, configurable: true });
    else record[key] = revived;
  }
  // Parsed JSON holds no undefined, so an object without the tag is left as it is without listing
  // its keys (a key list per object was half the cost of decoding a snapshot of flows).
  return record[BIGINT_TAG] === undefined ? record : revive(record);
}

/** Signals a document nested too deeply for the walk; the reviver then decodes it. */
class WalkTooDeep extends ContractkitError {
  override readonly name = "WalkTooDeep";
  override readonly code = "json_walk_too_deep";
}

/** Converts a UTF-16 index in `text` into the UTF-8 byte offset of the same position. */
/**
 * What {@link decodeJson} does after parsing, for a value parsed as part of a bigger text (a cell of
 * a snapshot row): `$bigint` objects become bigints, integers beyond the safe range are refused
 * (RangeError). Values nested deeper than the walk are refused too; no stored record nests that far.
 */
export function reviveParsed(value: unknown): unknown {
  try {
    return reviveTree(value, 0);
  } catch (error) {
    if (error instanceof WalkTooDeep) throw new RangeError(`a value nested deeper than ${MAX_WALK_DEPTH} levels`);
    throw error;
  }
}

/** Whether `text` is a `$bigint` value's decimal text (what `BigInt` may be given). */
export function isBigIntText(text: unknown): text is string {
  return typeof text === "string" && BIGINT_TEXT.test(text);
}

export function utf8OffsetOf(text: string, charIndex: number): number {
  return Buffer.byteLength(text.slice(0, Math.max(0, Math.min(charIndex, text.length))), "utf8");
}

/** V8 says "... at position N" (Node 20) or "... (line L column C)"; take the position when given. */
function positionOf(error: unknown): number | null {
  if (!(error instanceof SyntaxError)) return null;
  const match = /at position (\d+)/.exec(error.message);
  return match?.[1] === undefined ? null : Number(match[1]);
}

/**
 * Decodes JSON text written by {@link encodeJson}. On failure throws {@link JsonDecodeError}
 * naming `source` and the byte offset of the problem (offset of the text's end for truncated
 * input; null when the parser gives no position). `baseByteOffset` is added, for text that is a
 * slice of a larger file.
 */
export function decodeJson(text: string, source = "<json>", baseByteOffset = 0): unknown {
  try {
    try {
      return reviveTree(JSON.parse(text), 0);
    } catch (error) {
      if (!(error instanceof WalkTooDeep)) throw error;
      return JSON.parse(text, reviver);
    }
  } catch (error) {
    if (error instanceof SyntaxError) {
      const position = positionOf(error);
      const truncated = /end of (JSON|data) input/i.test(error.message);
      const offset =
        position !== null ? utf8OffsetOf(text, position) : truncated ? Buffer.byteLength(text, "utf8") : null;
      return rethrow(
        source,
        offset === null ? null : baseByteOffset + offset,
        `invalid JSON (${error.message})`,
        error,
      );
    }
    const reason = error instanceof Error ? error.message : String(error);
    return rethrow(source, null, `refused JSON value (${reason})`, error);
  }
}

function rethrow(source: string, byteOffset: number | null, reason: string, cause: unknown): never {
  throw new JsonDecodeError(source, byteOffset, reason, { cause });
}
