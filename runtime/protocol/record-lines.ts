/**
 * The records of a protocol snapshot as raw lines, decoded per collection on first read (issue 21,
 * docs/protocol-service.md "Data files").
 *
 * Decoding a million records (~650 MB of JSON) was the whole of the service's start-up. The
 * snapshot now holds the records as {@link RawLines} (runtime/store/snapshot-lines.ts): each line
 * is `[chainId,"collection",{"key":value,...}]`, up to {@link RECORDS_PER_LINE} records of one
 * collection. Opening reads the lines' bytes, checks their checksums, and reads only each line's
 * `chainId` and collection; a chain's collection is decoded when something first reads it (an
 * accessor on the chain state that replaces itself with the decoded records), like the query
 * indexes, which are built per partition family on first read. A collection nothing changed since
 * the snapshot is written back by the next compaction as the same lines, without decoding it.
 *
 * Lines are written as **rows** (state version 4): records with the same keys in the same order
 * share one line, `[chainId,"collection",["key1",...],[bigint column indexes],[recordKey,v1,...],...]`,
 * bigint columns as decimal strings. A line of objects keyed by name repeats every field name per
 * record and wraps every bigint in `{"$bigint":...}`; rows make a 1M-record snapshot ~40% smaller,
 * its opening ~40% cheaper and its flows ~20% cheaper to decode (docs/benchmarks.md, "Session 6").
 * A record that cannot be a row (a value `undefined`, not a plain object) goes on a line of the
 * earlier shape, `[chainId,"collection",{"recordKey":value,...}]`, which is still read, as in
 * version 3 files.
 */
import { decodeJson, encodeJson, isBigIntText, reviveParsed } from "../store/json-codec.ts";
import { StoreCorruptError } from "../store/types.ts";
import { type ChainState, COLLECTION_NAMES, type CollectionName } from "./records.ts";

/** Records per snapshot line: lines of ~150 KB, so a line is never a big string. */
export const RECORDS_PER_LINE = 256;

const COLLECTIONS = new Set<string>(COLLECTION_NAMES);

/** A lazy collection: its lines, how many are decoded so far, and the records they gave. */
interface LazyRecords {
  readonly lines: readonly Buffer[];
  next: number;
  records: Record<string, unknown> | null;
}

/** The lazy collections of each chain state (absent once decoded). */
const undecoded = new WeakMap<ChainState, Map<CollectionName, LazyRecords>>();

/** The layout of a row line: the records' keys in order, and which of them hold bigints. */
interface Columns {
  readonly names: readonly string[];
  readonly bigints: readonly boolean[];
}

function isPlainRecord(value: unknown): value is Record<string, unknown> {
  return (
    value !== null &&
    typeof value === "object" &&
    !Array.isArray(value) &&
    Object.getPrototypeOf(value) === Object.prototype
  );
}

/** The layout `record` would start, or null when it cannot be a row (an `undefined` would become null). */
function columnsOf(record: unknown): Columns | null {
  if (!isPlainRecord(record)) return null;
  const names = Object.keys(record);
  const bigints: boolean[] = [];
  for (const name of names) {
    const value = record[name];
    if (value === undefined) return null;
    bigints.push(typeof value === "bigint");
  }
  return { names, bigints };
}

/** Whether `record` has exactly the keys of `columns`, in order, with bigints where they have them. */
function fits(record: unknown, columns: Columns): boolean {
  if (!isPlainRecord(record)) return false;
  let index = 0;
  for (const name in record) {
    const value = record[name];
    if (name !== columns.names[index] || value === undefined) return false;
    if ((typeof value === "bigint") !== columns.bigints[index]) return false;
    index += 1;
  }
  return index === columns.names.length;
}

/** One record as a row: its key, then its values in column order (bigints as decimal strings). */
function rowText(key: string, record: Record<string, unknown>, columns: Columns): string {
  let text = `[${JSON.stringify(key)}`;
  for (let index = 0; index < columns.names.length; index += 1) {
    const value = record[columns.names[index]!];
    text += columns.bigints[index] ? `,"${value as bigint}"` : `,${encodeJson(value)}`;
  }
  return `${text}]`;
}

/** Builds record lines: `start` a collection, `add` its records, `finish` for the lines. */
export class RecordLinesWriter {
  readonly lines: (string | Buffer)[] = [];
  #head = "";
  #text = "";
  #count = 0;
  /** The layout of the row line being built; null while building a line of objects. */
  #columns: Columns | null = null;

  /** Starts the records of `collection` of chain `chainId`. */
  start(chainId: number, collection: CollectionName): void {
    this.#flush();
    this.#head = `[${chainId},${JSON.stringify(collection)},`;
  }

  add(key: string, value: unknown): void {
    const columns = this.#columns !== null && fits(value, this.#columns) ? this.#columns : columnsOf(value);
    if (this.#count > 0 && columns !== this.#columns) this.#flush();
    this.#columns = columns;
    if (columns === null) {
      this.#text += `${this.#count === 0 ? "" : ","}${JSON.stringify(key)}:${encodeJson(value)}`;
    } else {
      this.#text += `,${rowText(key, value as Record<string, unknown>, columns)}`;
    }
    this.#count += 1;
    if (this.#count === RECORDS_PER_LINE) this.#flush();
  }

  /** Lines read from a snapshot, written back as they are (their collection was never decoded). */
  addLines(lines: readonly Buffer[]): void {
    this.#flush();
    for (const line of lines) this.lines.push(line);
  }

  finish(): (string | Buffer)[] {
    this.#flush();
    return this.lines;
  }

  #flush(): void {
    if (this.#count > 0) {
      const columns = this.#columns;
      if (columns === null) this.lines.push(`${this.#head}{${this.#text}}]`);
      else {
        const bigints = columns.bigints.flatMap((bigint, index) => (bigint ? [index] : []));
        this.lines.push(`${this.#head}${JSON.stringify(columns.names)},${JSON.stringify(bigints)}${this.#text}]`);
      }
    }
    this.#text = "";
    this.#count = 0;
    this.#columns = null;
  }
}

/** The lines of `state`'s `collection` when none of them was decoded yet, else undefined. */
export function undecodedLines(state: ChainState, collection: CollectionName): readonly Buffer[] | undefined {
  const lazy = undecoded.get(state)?.get(collection);
  return lazy !== undefined && lazy.next === 0 ? lazy.lines : undefined;
}

/** `[chainId,"collection",` and the shape (`{` objects, `[` rows) at the start of a line: read without decoding the rest. */
const LINE_HEAD = /^\[(\d{1,15}),"([A-Za-z]{1,32})",([{[])/;

/**
 * Makes each collection of `chains` that `lines` hold decode on first read. A line whose head
 * names no known chain or collection is refused now, with its position.
 */
export function installRecordLines(
  chains: Record<string, ChainState>,
  lines: readonly Buffer[],
  location: string,
): void {
  const groups = new Map<ChainState, Map<CollectionName, Buffer[]>>();
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index]!;
    const head = LINE_HEAD.exec(line.toString("latin1", 0, 64));
    const chain = head === null ? undefined : chains[head[1]!];
    if (head === null || chain === undefined || !COLLECTIONS.has(head[2]!)) {
      throw new StoreCorruptError(
        location,
        null,
        `the snapshot's record line ${index + 1} names no known chain and collection`,
      );
    }
    let byCollection = groups.get(chain);
    if (byCollection === undefined) {
      byCollection = new Map();
      groups.set(chain, byCollection);
    }
    const collection = head[2] as CollectionName;
    let group = byCollection.get(collection);
    if (group === undefined) {
      group = [];
      byCollection.set(collection, group);
    }
    group.push(line);
  }
  for (const [chain, byCollection] of groups) {
    const lazy = new Map<CollectionName, LazyRecords>();
    undecoded.set(chain, lazy);
    for (const [collection, group] of byCollection) {
      lazy.set(collection, { lines: group, next: 0, records: null });
      lazyCollection(chain, collection, location);
    }
  }
}

/**
 * Decodes the lazy collections of `states` in the background, one line (at most
 * {@link RECORDS_PER_LINE} records, about a millisecond) per turn of the event loop, so a service
 * that listens at once keeps answering while its records decode, and a first read seldom finds
 * much left to decode at once. A read before the end decodes what is left (the accessor), and a
 * collection replaced meanwhile is dropped. A damaged line stops this; the first read of its
 * collection then reports it, as without this. Resolves when nothing is left, or soon after
 * `signal` aborts (a closing service must not wait for it).
 */
export async function decodeInBackground(
  states: Iterable<ChainState>,
  location: string,
  signal?: AbortSignal,
  nextTurn: () => Promise<void> = () => new Promise((resolve) => setImmediate(resolve)),
): Promise<void> {
  for (const state of states) {
    for (const collection of COLLECTION_NAMES) {
      for (;;) {
        const lazy = undecoded.get(state)?.get(collection);
        if (lazy === undefined || signal?.aborted) break;
        try {
          decodeNextLine(state.chainId, collection, lazy, location);
        } catch {
          return;
        }
        if (lazy.next === lazy.lines.length) settleCollection(state, collection, lazy.records ?? {});
        await nextTurn();
      }
    }
  }
}

/** Makes `state[collection]` a plain field holding `value`, and forgets its lines. */
function settleCollection(state: ChainState, collection: CollectionName, value: unknown): void {
  undecoded.get(state)?.delete(collection);
  Object.defineProperty(state, collection, { value, writable: true, enumerable: true, configurable: true });
}

/** Replaces `state[collection]` by an accessor that decodes the lines left once, then is a plain field again. */
function lazyCollection(state: ChainState, collection: CollectionName, location: string) {
  Object.defineProperty(state, collection, {
    enumerable: true,
    configurable: true,
    get() {
      const lazy = undecoded.get(state)?.get(collection);
      if (lazy === undefined) return {};
      while (lazy.next < lazy.lines.length) decodeNextLine(state.chainId, collection, lazy, location);
      const records = lazy.records ?? {};
      settleCollection(state, collection, records);
      return records;
    },
    set(value: unknown) {
      settleCollection(state, collection, value);
    },
  });
}

/** Decodes the next line of a lazy collection into its records (lines in order: a later key wins). */
function decodeNextLine(chainId: number, collection: CollectionName, lazy: LazyRecords, location: string): void {
  const line = lazy.lines[lazy.next]!;
  const damaged: Damaged = (reason, cause) =>
    new StoreCorruptError(location, null, `a snapshot line of chain ${chainId} / ${collection} ${reason}`, { cause });
  const text = line.toString("utf8");
  try {
    const decoded = LINE_HEAD.exec(text.slice(0, 64))?.[3] === "[" ? JSON.parse(text) : decodeJson(text, location);
    if (!Array.isArray(decoded) || decoded[0] !== chainId || decoded[1] !== collection) throw damaged("is damaged");
    if (Array.isArray(decoded[2])) {
      lazy.records ??= {};
      addRows(decoded, damaged, lazy.records);
    } else if (decoded.length !== 3 || !isPlainRecord(decoded[2])) {
      throw damaged("is damaged");
    } else if (lazy.records === null) {
      // The first line's object becomes the collection: one copy fewer for the small collections.
      lazy.records = decoded[2];
    } else {
      for (const key in decoded[2]) setOwn(lazy.records, key, decoded[2][key]);
    }
  } catch (error) {
    throw error instanceof StoreCorruptError ? error : damaged("is not valid JSON", error);
  }
  lazy.next += 1;
}

/** The error for a line that parsed but does not hold what its shape says. */
type Damaged = (reason: string, cause?: unknown) => StoreCorruptError;

/** `target[key] = value`, where a `__proto__` key is a field like any other, not the prototype. */
function setOwn(target: Record<string, unknown>, key: string, value: unknown): void {
  if (key === "__proto__")
    Object.defineProperty(target, key, { value, writable: true, enumerable: true, configurable: true });
  else target[key] = value;
}

/** A row line's header: its field names, which hold bigints, and an empty record of that shape. */
interface RowHeader {
  readonly names: readonly string[];
  readonly bigints: readonly boolean[];
  /** Every field, in order, set to undefined: each record starts as a copy (one shape, no transitions). */
  readonly template: Record<string, unknown>;
}

function rowHeader(decoded: unknown[], damaged: Damaged): RowHeader {
  const names = decoded[2] as unknown;
  const bigintColumns = decoded[3] as unknown;
  if (!Array.isArray(names) || !names.every((name) => typeof name === "string") || !Array.isArray(bigintColumns)) {
    throw damaged("has a damaged row header");
  }
  const bigints = names.map(() => false);
  for (const index of bigintColumns) {
    if (!Number.isInteger(index) || index < 0 || index >= names.length) throw damaged("has a damaged row header");
    bigints[index as number] = true;
  }
  // fromEntries defines its keys, so a "__proto__" field is an own field here and in every copy.
  return { names, bigints, template: Object.fromEntries(names.map((name) => [name, undefined])) };
}

/** Adds the records of a row line, `[chainId,"collection",[names],[bigint columns],[key,v1,...],...]`, to `target`. */
function addRows(decoded: unknown[], damaged: Damaged, target: Record<string, unknown>): void {
  if (decoded.length < 5) throw damaged("is damaged");
  const header = rowHeader(decoded, damaged);
  const width = header.names.length + 1;
  for (let at = 4; at < decoded.length; at += 1) {
    const row = decoded[at] as unknown;
    if (!Array.isArray(row) || row.length !== width || typeof row[0] !== "string") {
      throw damaged(`has a damaged row ${at - 3}`);
    }
    setOwn(target, row[0], rowRecord(row, header, damaged));
  }
}

/** One row back to its record, fields in column order. */
function rowRecord(row: readonly unknown[], header: RowHeader, damaged: Damaged): Record<string, unknown> {
  const { names, bigints } = header;
  const record = { ...header.template };
  for (let index = 0; index < names.length; index += 1) {
    const cell = row[index + 1];
    const name = names[index]!;
    if (bigints[index]) {
      if (!isBigIntText(cell)) throw damaged(`holds ${JSON.stringify(cell)} in bigint column ${name}`);
      record[name] = BigInt(cell);
    } else if (typeof cell === "string" || typeof cell === "boolean") {
      record[name] = cell;
    } else {
      try {
        record[name] = reviveParsed(cell);
      } catch (error) {
        throw damaged(`holds a value it cannot read in column ${name}`, error);
      }
    }
  }
  return record;
}
