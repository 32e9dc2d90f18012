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
 */
import { decodeJson, encodeJson } from "../store/json-codec.ts";
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

/** Builds record lines: `start` a collection, `add` its records, `finish` for the lines. */
export class RecordLinesWriter {
  readonly lines: (string | Buffer)[] = [];
  #prefix = "";
  #text = "";
  #count = 0;

  /** Starts the records of `collection` of chain `chainId`. */
  start(chainId: number, collection: CollectionName): void {
    this.#flush();
    this.#prefix = `[${chainId},${JSON.stringify(collection)},{`;
  }

  add(key: string, value: unknown): void {
    this.#text += `${this.#count === 0 ? "" : ","}${JSON.stringify(key)}:${encodeJson(value)}`;
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
    if (this.#count === 0) return;
    this.lines.push(`${this.#prefix}${this.#text}}]`);
    this.#text = "";
    this.#count = 0;
  }
}

/** The lines of `state`'s `collection` when none of them was decoded yet, else undefined. */
export function undecodedLines(state: ChainState, collection: CollectionName): readonly Buffer[] | undefined {
  const lazy = undecoded.get(state)?.get(collection);
  return lazy !== undefined && lazy.next === 0 ? lazy.lines : undefined;
}

/** `[chainId,"collection",` at the start of a line: read without decoding the rest. */
const LINE_HEAD = /^\[(\d{1,15}),"([A-Za-z]{1,32})",\{/;

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
  let decoded: unknown;
  try {
    decoded = decodeJson(line.toString("utf8"), location);
  } catch (error) {
    throw new StoreCorruptError(
      location,
      null,
      `a snapshot line of chain ${chainId} / ${collection} is not valid JSON`,
      {
        cause: error,
      },
    );
  }
  if (
    !Array.isArray(decoded) ||
    decoded.length !== 3 ||
    decoded[0] !== chainId ||
    decoded[1] !== collection ||
    decoded[2] === null ||
    typeof decoded[2] !== "object" ||
    Array.isArray(decoded[2])
  ) {
    throw new StoreCorruptError(location, null, `a snapshot line of chain ${chainId} / ${collection} is damaged`);
  }
  const values = decoded[2] as Record<string, unknown>;
  // The first line's object becomes the collection: one copy fewer for the small collections.
  if (lazy.records === null) lazy.records = values;
  else for (const key in values) lazy.records[key] = values[key];
  lazy.next += 1;
}
