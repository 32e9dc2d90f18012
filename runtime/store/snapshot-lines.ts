/**
 * The snapshot file format: JSON lines, so no state is ever one giant string.
 *
 *   {"format":"contractkit-store-snapshot","version":2,"seq":S,"state":{...,"postings":{"$lines":N},...}}
 *   <one line per element of each top-level array of the state, in the header's key order>
 *   {"end":"contractkit-store-snapshot","lines":<element lines>}
 *
 * Why: version 1 wrote the whole state as one JSON document. A million-posting bank is ~500 MB of
 * it, which is V8's maximum string length (2^29 characters): a bigger ledger could neither be
 * written nor read, and one `JSON.parse` of it held the start-up for seconds. Lines are parsed one
 * at a time from a stream, so the cost is linear with small pieces and no size limit. Every
 * top-level array of the state goes out of line (the owner shapes its snapshot so its big
 * collections are top-level arrays); everything else stays in the header. The trailer makes a
 * truncated file detectable even when it ends on a line boundary.
 *
 * Version 1 files (one line, the whole document) are still read.
 *
 * The reader is incremental ({@link SnapshotLinesDecoder}: feed it bytes), so the file adapter
 * streams the file from disk and the memory adapter decodes its text with the same rules.
 * {@link SnapshotLinesFile} is the lowdb adapter the file store reads and writes snapshots with.
 */
import { open } from "node:fs/promises";
import type { Adapter } from "lowdb";
import { decodeJson, encodeJson, JsonDecodeError } from "./json-codec.ts";
import { StoreCorruptError } from "./types.ts";

/** The snapshot document as the store sees it. */
export interface SnapshotDocument<TState> {
  format: typeof SNAPSHOT_FORMAT;
  version: 1 | 2;
  seq: number;
  state: TState;
}

export const SNAPSHOT_FORMAT = "contractkit-store-snapshot";
/** The placeholder of an out-of-line array in the header: `{"$lines": <element count>}`. */
export const LINES_TAG = "$lines";

const NEWLINE = 0x0a;
/** Encoded text is handed to the writer in pieces of about this many characters. */
const CHUNK_CHARS = 1 << 20;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

/**
 * Encodes a snapshot as version 2 lines, in chunks of about 1 MiB of text (each chunk ends with a
 * newline). Synchronous on purpose: the state is the live state and must not change in between.
 */
export function encodeSnapshotLines<TState>(seq: number, state: TState): string[] {
  const header: Record<string, unknown> = {};
  const arrays: unknown[][] = [];
  if (isPlainObject(state)) {
    for (const [key, value] of Object.entries(state)) {
      if (Array.isArray(value)) {
        header[key] = { [LINES_TAG]: value.length };
        arrays.push(value);
      } else header[key] = value;
    }
  }
  const chunks: string[] = [];
  let chunk = `${encodeJson({ format: SNAPSHOT_FORMAT, version: 2, seq, state: isPlainObject(state) ? header : state })}\n`;
  let lines = 0;
  for (const array of arrays) {
    for (let index = 0; index < array.length; index += 1) {
      chunk += `${encodeJson(array[index])}\n`;
      lines += 1;
      if (chunk.length >= CHUNK_CHARS) {
        chunks.push(chunk);
        chunk = "";
      }
    }
  }
  chunks.push(`${chunk}${encodeJson({ end: SNAPSHOT_FORMAT, lines })}\n`);
  return chunks;
}

/** An array of the header waiting for its lines. */
interface PendingArray {
  key: string;
  remaining: number;
  items: unknown[];
}

/**
 * Decodes a snapshot from bytes fed in any pieces. `push` each piece, then `finish` for the
 * document. Damage throws {@link StoreCorruptError} naming `file` and the byte offset of the line.
 */
export class SnapshotLinesDecoder<TState> {
  readonly #file: string;
  /** Byte offset in the file of the first byte not yet part of a decoded line. */
  #offset = 0;
  /** Bytes of the current, unfinished line (copies: the caller may reuse its buffers). */
  #carry: Buffer[] = [];
  #header: SnapshotDocument<TState> | null = null;
  #pending: PendingArray[] = [];
  #lines = 0;
  #ended = false;

  constructor(file: string) {
    this.#file = file;
  }

  /** Feeds the next bytes of the file. */
  push(bytes: Buffer): void {
    let start = 0;
    if (this.#carry.length > 0) {
      const end = bytes.indexOf(NEWLINE);
      if (end === -1) {
        this.#carry.push(Buffer.from(bytes));
        return;
      }
      this.#carry.push(bytes.subarray(0, end));
      const line = Buffer.concat(this.#carry);
      this.#carry = [];
      this.#line(line.toString("utf8"), line.length);
      start = end + 1;
    }
    const last = bytes.lastIndexOf(NEWLINE);
    if (last >= start) {
      this.#block(bytes, start, last);
      start = last + 1;
    }
    if (start < bytes.length) this.#carry.push(Buffer.from(bytes.subarray(start)));
  }

  /**
   * The complete lines in `bytes[start, end)` (newline-separated, `end` at a newline). Decoded as
   * one JSON array: one `JSON.parse` per line costs several times more for a million short lines.
   * A block that does not parse is decoded again line by line, which names the damaged line.
   */
  #block(bytes: Buffer, start: number, end: number): void {
    if (this.#header === null) {
      const headerEnd = bytes.indexOf(NEWLINE, start);
      this.#line(bytes.toString("utf8", start, headerEnd), headerEnd - start);
      start = headerEnd + 1;
      if (start > end) return;
    }
    // An empty line would read as an empty array, not as the damage it is.
    if (start === end) {
      this.#line("", 0);
      return;
    }
    let values: unknown[] | null = null;
    try {
      values = decodeJson(`[${bytes.toString("utf8", start, end).replaceAll("\n", ",")}]`) as unknown[];
    } catch {
      values = null;
    }
    let lineStart = start;
    for (let index = 0; lineStart <= end; index += 1) {
      const found = bytes.indexOf(NEWLINE, lineStart);
      const lineEnd = found === -1 || found > end ? end : found;
      if (values === null) this.#line(bytes.toString("utf8", lineStart, lineEnd), lineEnd - lineStart);
      else this.#value(values[index], lineEnd - lineStart);
      lineStart = lineEnd + 1;
    }
  }

  /** The document, once every byte was pushed. */
  finish(): SnapshotDocument<TState> {
    if (this.#carry.length > 0) {
      // Only a version 1 document (one line, written without a final newline) may end without one.
      if (this.#header !== null) throw this.#corrupt(this.#offset, "the file ends inside a line (truncated)");
      const line = Buffer.concat(this.#carry);
      this.#carry = [];
      this.#line(line.toString("utf8"), line.length);
    }
    const header = this.#header;
    if (header === null) throw this.#corrupt(0, "the file is empty");
    if (header.version === 2 && !this.#ended) {
      throw this.#corrupt(this.#offset, "the file ends before its trailer (truncated)");
    }
    return header;
  }

  /** One line of `length` bytes starting at `#offset`. */
  #line(text: string, length: number): void {
    this.#value(this.#decode(text, this.#offset), length);
  }

  /** The decoded value of the line of `length` bytes starting at `#offset`; advances past it. */
  #value(value: unknown, length: number): void {
    const offset = this.#offset;
    if (this.#ended) throw this.#corrupt(offset, "data after the trailer");
    this.#offset += length + 1;
    if (this.#header === null) {
      this.#header = this.#readHeader(value, offset);
      return;
    }
    if (this.#header.version === 1) throw this.#corrupt(offset, "a version 1 snapshot has a single line");
    const pending = this.#pending[0];
    if (pending === undefined) {
      this.#readTrailer(value, offset);
      return;
    }
    pending.items.push(value);
    this.#lines += 1;
    pending.remaining -= 1;
    if (pending.remaining === 0) this.#completeArray();
  }

  #decode(text: string, offset: number): unknown {
    try {
      return decodeJson(text, this.#file, offset);
    } catch (error) {
      if (error instanceof JsonDecodeError) {
        throw new StoreCorruptError(this.#file, error.byteOffset ?? offset, "a snapshot line is not valid JSON", {
          cause: error,
        });
      }
      throw error;
    }
  }

  #readHeader(value: unknown, offset: number): SnapshotDocument<TState> {
    if (
      !isPlainObject(value) ||
      value.format !== SNAPSHOT_FORMAT ||
      (value.version !== 1 && value.version !== 2) ||
      !Number.isSafeInteger(value.seq) ||
      (value.seq as number) < 0 ||
      !("state" in value)
    ) {
      throw this.#corrupt(offset, `not a ${SNAPSHOT_FORMAT} version 1 or 2 document`);
    }
    const document = value as unknown as SnapshotDocument<TState>;
    this.#header = document;
    if (document.version === 2 && isPlainObject(document.state)) {
      for (const [key, field] of Object.entries(document.state)) {
        if (!isPlainObject(field) || !(LINES_TAG in field)) continue;
        const count = field[LINES_TAG];
        if (!Number.isSafeInteger(count) || (count as number) < 0) {
          throw this.#corrupt(offset, `field ${key} announces an invalid line count`);
        }
        this.#pending.push({ key, remaining: count as number, items: [] });
      }
      // Empty arrays have no lines: fill them now.
      while (this.#pending[0]?.remaining === 0) this.#completeArray();
    }
    return document;
  }

  #completeArray(): void {
    const done = this.#pending.shift()!;
    (this.#header!.state as Record<string, unknown>)[done.key] = done.items;
    while (this.#pending[0]?.remaining === 0) this.#completeArray();
  }

  #readTrailer(value: unknown, offset: number): void {
    if (!isPlainObject(value) || value.end !== SNAPSHOT_FORMAT) {
      throw this.#corrupt(offset, "more lines than the header announces, or a damaged trailer");
    }
    if (value.lines !== this.#lines) {
      throw this.#corrupt(offset, `the trailer counts ${String(value.lines)} lines, the file has ${this.#lines}`);
    }
    this.#ended = true;
  }

  #corrupt(offset: number, reason: string): StoreCorruptError {
    return new StoreCorruptError(this.#file, offset, reason);
  }
}

/** Decodes a whole snapshot held in memory (the memory store's, or a test's). */
export function decodeSnapshotLines<TState>(bytes: Buffer | string, file: string): SnapshotDocument<TState> {
  const decoder = new SnapshotLinesDecoder<TState>(file);
  decoder.push(typeof bytes === "string" ? Buffer.from(bytes, "utf8") : bytes);
  return decoder.finish();
}

/** Bytes read per step when streaming a snapshot from disk. */
const READ_BYTES = 4 << 20;

/**
 * lowdb's adapter for a snapshot file in this format. `read` streams and decodes it (null when the
 * file does not exist); `write` writes the file and fsyncs it before resolving, so a rename that
 * publishes it afterwards can never expose a half-written snapshot. `bytes` is the size of the
 * last file read or written (the store's compaction threshold is relative to it).
 */
export class SnapshotLinesFile<TState> implements Adapter<SnapshotDocument<TState> | null> {
  bytes = 0;

  constructor(readonly filePath: string) {}

  async read(): Promise<SnapshotDocument<TState> | null> {
    let handle: Awaited<ReturnType<typeof open>>;
    try {
      handle = await open(this.filePath, "r");
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw error;
    }
    try {
      const decoder = new SnapshotLinesDecoder<TState>(this.filePath);
      const buffer = Buffer.allocUnsafe(READ_BYTES);
      let total = 0;
      for (;;) {
        const { bytesRead } = await handle.read(buffer, 0, READ_BYTES, null);
        if (bytesRead === 0) break;
        total += bytesRead;
        decoder.push(buffer.subarray(0, bytesRead));
      }
      const document = decoder.finish();
      this.bytes = total;
      return document;
    } finally {
      await handle.close();
    }
  }

  async write(document: SnapshotDocument<TState> | null): Promise<void> {
    if (document === null) throw new TypeError(`no snapshot to write to ${this.filePath}`);
    const chunks = encodeSnapshotLines(document.seq, document.state);
    const handle = await open(this.filePath, "w", 0o600);
    let bytes = 0;
    try {
      for (const chunk of chunks) {
        const data = Buffer.from(chunk, "utf8");
        let written = 0;
        while (written < data.length) {
          const result = await handle.write(data, written, data.length - written);
          written += result.bytesWritten;
        }
        bytes += data.length;
      }
      await handle.sync();
    } finally {
      await handle.close();
    }
    this.bytes = bytes;
  }
}
