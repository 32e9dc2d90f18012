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
 * Version 3 (issue 20, D3 and D5) adds integrity: after every block of about 64 KiB of lines comes
 * a checksum line `{"$sum":"<16 hex>","bytes":B}` - the first 64 bits of sha256 over the B bytes
 * since the previous checksum line (or the start of the file) - and the file ends with one, so
 * every byte is covered: a one-byte edit that keeps the JSON valid is refused with the byte offset
 * of its block. The header also names the journal generation that continues the snapshot
 * (`"journal":"<id>"`), so a deleted, emptied or foreign journal is detected (file-store.ts).
 *
 * Version 1 files (one line, the whole document) and version 2 files (no checksums) are still read.
 *
 * Raw lines (issue 21): a top-level field holding a {@link RawLines} is written as its lines,
 * verbatim, under the placeholder `{"$lines":N,"$raw":true}`, and read back as a {@link RawLines}
 * of the lines' bytes, not decoded: the owner decodes them when (and if) it needs them. Their bytes
 * are still covered by the checksums, so a damaged line is refused at open like any other.
 *
 * The reader is incremental ({@link SnapshotLinesDecoder}: feed it bytes), so the file adapter
 * streams the file from disk and the memory adapter decodes its text with the same rules.
 * {@link SnapshotLinesFile} is the lowdb adapter the file store reads and writes snapshots with.
 *
 * Why one long file: the encoder and the decoder of one format, which change together.
 */
import { createHash, type Hash } from "node:crypto";
import { open } from "node:fs/promises";
import type { Adapter } from "lowdb";
import { decodeJson, encodeJson, JsonDecodeError } from "./json-codec.ts";
import { StoreCorruptError } from "./types.ts";

/** The snapshot document as the store sees it. */
export interface SnapshotDocument<TState> {
  format: typeof SNAPSHOT_FORMAT;
  version: 1 | 2 | 3;
  seq: number;
  /** Version 3: the generation id of the journal that continues this snapshot. */
  journal?: string;
  state: TState;
}

/** The version this code writes. */
export const SNAPSHOT_VERSION = 3;

export const SNAPSHOT_FORMAT = "contractkit-store-snapshot";
/** The placeholder of an out-of-line array in the header: `{"$lines": <element count>}`. */
export const LINES_TAG = "$lines";
/** Marks a placeholder whose lines are kept undecoded: `{"$lines": N, "$raw": true}`. */
export const RAW_TAG = "$raw";

/**
 * Lines of a snapshot field kept as encoded text: written verbatim, read back as bytes (views of
 * the bytes read; copy what must outlive the owner's use). Each line is one JSON array on one line
 * (`[` first, no newline): never a checksum line, and decodable by the owner when it needs to.
 */
export class RawLines {
  constructor(readonly lines: readonly (string | Buffer)[]) {}
}

const OPEN_BRACKET = 0x5b;

const NEWLINE = 0x0a;
/** Encoded text is handed to the writer in blocks of about this many characters, each checksummed. */
const CHUNK_CHARS = 1 << 16;
/** How a checksum line starts; no element line can (elements are never objects with this key first). */
const SUM_PREFIX = Buffer.from('{"$sum":"');
const SUM_HEX_LENGTH = 16;

function blockSum(hash: Hash): string {
  return hash.digest("hex").slice(0, SUM_HEX_LENGTH);
}

/** A block of text followed by its checksum line. */
function sealed(block: string): string {
  const sum = blockSum(createHash("sha256").update(block, "utf8"));
  return `${block}{"$sum":"${sum}","bytes":${Buffer.byteLength(block, "utf8")}}\n`;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

/**
 * An out-of-line array the owner produces on demand instead of holding it: `length` elements that
 * `rows()` yields in order. The encoder takes it wherever it takes a top-level array, so an owner
 * can hand over a view of its state (references and lengths taken at one instant) rather than build
 * a copy of a million rows first. The file says `{"$lines":length}` either way, and reads back as
 * an array.
 */
export class LineRows<T = unknown> {
  constructor(
    readonly length: number,
    readonly rows: () => Iterable<T>,
  ) {}
}

/** The elements of an out-of-line field, checking a {@link LineRows} yields the count it announced. */
function* elementsOf(key: string, field: readonly unknown[] | LineRows): Iterable<unknown> {
  if (Array.isArray(field)) {
    yield* field;
    return;
  }
  let count = 0;
  for (const row of (field as LineRows).rows()) {
    count += 1;
    yield row;
  }
  if (count !== field.length) {
    throw new TypeError(`snapshot field ${key} announced ${field.length} lines and produced ${count}`);
  }
}

/**
 * Encodes a snapshot as version 3 lines, in checksummed blocks of about 64 KiB of text (each ends
 * with its checksum line), one block per step of the iteration: a caller that writes each block
 * before asking for the next encodes in slices (the state must then not change until the end: see
 * `Snapshot.stable`). `journal` names the journal generation that continues the snapshot.
 */
export function* encodeSnapshotBlocks<TState>(seq: number, state: TState, journal?: string): Generator<string> {
  const header: Record<string, unknown> = {};
  const fields: { key: string; field: readonly unknown[] | LineRows; raw: boolean }[] = [];
  if (isPlainObject(state)) {
    for (const [key, value] of Object.entries(state)) {
      if (value instanceof RawLines) {
        header[key] = { [LINES_TAG]: value.lines.length, [RAW_TAG]: true };
        fields.push({ key, field: value.lines, raw: true });
      } else if (Array.isArray(value) || value instanceof LineRows) {
        header[key] = { [LINES_TAG]: value.length };
        fields.push({ key, field: value, raw: false });
      } else header[key] = value;
    }
  }
  const document = { format: SNAPSHOT_FORMAT, version: SNAPSHOT_VERSION, seq, ...(journal ? { journal } : {}) };
  let chunk = `${encodeJson({ ...document, state: isPlainObject(state) ? header : state })}\n`;
  let lines = 0;
  for (const { key, field, raw } of fields) {
    for (const element of elementsOf(key, field)) {
      chunk += `${raw ? rawLineText(element as string | Buffer) : encodeJson(element)}\n`;
      lines += 1;
      if (chunk.length >= CHUNK_CHARS) {
        yield sealed(chunk);
        chunk = "";
      }
    }
  }
  yield sealed(`${chunk}${encodeJson({ end: SNAPSHOT_FORMAT, lines })}\n`);
}

/** Encodes a whole snapshot at once (see {@link encodeSnapshotBlocks}). */
export function encodeSnapshotLines<TState>(seq: number, state: TState, journal?: string): string[] {
  return [...encodeSnapshotBlocks(seq, state, journal)];
}

/** The text of a {@link RawLines} line, checked to be a line the decoder will give back as it is. */
function rawLineText(line: string | Buffer): string {
  const text = typeof line === "string" ? line : line.toString("utf8");
  if (text.charCodeAt(0) !== OPEN_BRACKET || text.includes("\n")) {
    throw new TypeError("a raw snapshot line must be one JSON array on one line");
  }
  return text;
}

/** An array of the header waiting for its lines. */
interface PendingArray {
  key: string;
  remaining: number;
  items: unknown[];
  /** Lines kept as bytes ({@link RawLines}), not decoded. */
  raw: boolean;
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
  /** Hash of the bytes since the last checksum line, and where they start. */
  #hash: Hash = createHash("sha256");
  #blockStart = 0;

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
      if (this.#header !== null && isSumLine(line, 0)) this.#checkSum(line.toString("utf8"), line.length);
      else {
        this.#hash.update(line).update("\n");
        if (this.#pending[0]?.raw === true) this.#rawLine(line);
        else this.#line(line.toString("utf8"), line.length);
      }
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
      this.#hash.update(bytes.subarray(start, headerEnd + 1));
      this.#line(bytes.toString("utf8", start, headerEnd), headerEnd - start);
      start = headerEnd + 1;
      if (start > end) return;
    }
    // Checksum lines split the range: the lines before one are hashed and decoded, then it is checked.
    while (start <= end) {
      const sumStart = findSumLine(bytes, start, end);
      if (sumStart === -1) {
        this.#hash.update(bytes.subarray(start, end + 1));
        this.#values(bytes, start, end);
        return;
      }
      if (sumStart > start) {
        this.#hash.update(bytes.subarray(start, sumStart));
        this.#values(bytes, start, sumStart - 1);
      }
      const sumEnd = bytes.indexOf(NEWLINE, sumStart);
      this.#checkSum(bytes.toString("utf8", sumStart, sumEnd), sumEnd - sumStart);
      start = sumEnd + 1;
    }
  }

  /**
   * The element lines in `bytes[start, end)` (`end` at a newline): the lines of a raw array
   * ({@link RawLines}) kept as bytes, every run of other lines decoded together.
   */
  #values(bytes: Buffer, start: number, end: number): void {
    while (start <= end) {
      const rawAt = this.#pending.findIndex((pending) => pending.raw);
      if (rawAt === 0) {
        start = this.#rawLines(bytes, start, end);
        continue;
      }
      // The lines before the next raw array (all of them when none is pending) decode as one run.
      let runEnd = end;
      if (rawAt > 0) {
        let lines = 0;
        for (let index = 0; index < rawAt; index += 1) lines += this.#pending[index]!.remaining;
        runEnd = lineEndAfter(bytes, start, end, lines);
      }
      this.#decodedValues(bytes, start, runEnd);
      start = runEnd + 1;
    }
  }

  /**
   * Keeps the lines of the raw array being read, from `bytes[start]` up to `end` or the array's
   * last line, as copies; returns where the next line starts.
   */
  #rawLines(bytes: Buffer, start: number, end: number): number {
    const pending = this.#pending[0]!;
    const stop = lineEndAfter(bytes, start, end, pending.remaining);
    // One copy per run (the caller reuses its buffer); each line is a view of it.
    const copy = Buffer.from(bytes.subarray(start, stop + 1));
    let lineStart = 0;
    while (lineStart < copy.length) {
      const lineEnd = copy.indexOf(NEWLINE, lineStart);
      this.#rawLine(copy.subarray(lineStart, lineEnd));
      lineStart = lineEnd + 1;
    }
    return stop + 1;
  }

  /** One line of the raw array being read (its bytes, without the newline), at `#offset`. */
  #rawLine(line: Buffer): void {
    const offset = this.#offset;
    if (line[0] !== OPEN_BRACKET) throw this.#corrupt(offset, "a raw snapshot line is not a JSON array");
    this.#offset += line.length + 1;
    const pending = this.#pending[0]!;
    pending.items.push(line);
    this.#lines += 1;
    pending.remaining -= 1;
    if (pending.remaining === 0) this.#completeArray();
  }

  /** The element lines in `bytes[start, end)` (`end` at a newline), none of a raw array. */
  #decodedValues(bytes: Buffer, start: number, end: number): void {
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

  /** Checks a checksum line of `length` bytes at `#offset` against the block before it. */
  #checkSum(text: string, length: number): void {
    const offset = this.#offset;
    const value = this.#decode(text, offset) as { $sum?: unknown; bytes?: unknown };
    const bytes = offset - this.#blockStart;
    if (this.#header === null || this.#header.version < 3)
      throw this.#corrupt(offset, "a checksum line in a snapshot without checksums");
    if (value.$sum !== blockSum(this.#hash) || value.bytes !== bytes) {
      throw this.#corrupt(
        this.#blockStart,
        `checksum mismatch in the block of bytes ${this.#blockStart}-${offset - 1} (the file was changed or damaged there)`,
      );
    }
    this.#offset += length + 1;
    this.#blockStart = this.#offset;
    this.#hash = createHash("sha256");
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
    if (header.version >= 2 && !this.#ended) {
      throw this.#corrupt(this.#offset, "the file ends before its trailer (truncated)");
    }
    if (header.version >= 3 && this.#blockStart !== this.#offset) {
      throw this.#corrupt(this.#blockStart, "the file ends before its last checksum line (truncated)");
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
      (value.version !== 1 && value.version !== 2 && value.version !== 3) ||
      (value.journal !== undefined && typeof value.journal !== "string") ||
      !Number.isSafeInteger(value.seq) ||
      (value.seq as number) < 0 ||
      !("state" in value)
    ) {
      throw this.#corrupt(offset, `not a ${SNAPSHOT_FORMAT} version 1, 2 or 3 document`);
    }
    const document = value as unknown as SnapshotDocument<TState>;
    this.#header = document;
    if (document.version >= 2 && isPlainObject(document.state)) {
      for (const [key, field] of Object.entries(document.state)) {
        if (!isPlainObject(field) || !(LINES_TAG in field)) continue;
        const count = field[LINES_TAG];
        if (!Number.isSafeInteger(count) || (count as number) < 0) {
          throw this.#corrupt(offset, `field ${key} announces an invalid line count`);
        }
        const raw = field[RAW_TAG];
        if (raw !== undefined && raw !== true)
          throw this.#corrupt(offset, `field ${key} has an invalid ${RAW_TAG} mark`);
        this.#pending.push({ key, remaining: count as number, items: [], raw: raw === true });
      }
      // Empty arrays have no lines: fill them now.
      while (this.#pending[0]?.remaining === 0) this.#completeArray();
    }
    return document;
  }

  #completeArray(): void {
    const done = this.#pending.shift()!;
    (this.#header!.state as Record<string, unknown>)[done.key] = done.raw
      ? new RawLines(done.items as Buffer[])
      : done.items;
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

/**
 * The newline ending the `lines`-th line from `start` (`lines` >= 1), or `end` when the range
 * `bytes[start, end]` (`end` at a newline) holds fewer.
 */
function lineEndAfter(bytes: Buffer, start: number, end: number, lines: number): number {
  let at = start - 1;
  for (let count = 0; count < lines; count += 1) {
    const found = bytes.indexOf(NEWLINE, at + 1);
    if (found === -1 || found >= end) return end;
    at = found;
  }
  return at;
}

/** True when a checksum line starts at `index` of `bytes`. */
function isSumLine(bytes: Buffer, index: number): boolean {
  return (
    bytes.length - index >= SUM_PREFIX.length &&
    bytes.compare(SUM_PREFIX, 0, SUM_PREFIX.length, index, index + SUM_PREFIX.length) === 0
  );
}

/** Index of the first checksum line that starts a line in `bytes[start, end]`, or -1. */
function findSumLine(bytes: Buffer, start: number, end: number): number {
  let from = start;
  for (;;) {
    const found = bytes.indexOf(SUM_PREFIX, from);
    if (found === -1 || found > end) return -1;
    if (found === start || bytes[found - 1] === NEWLINE) return found;
    from = found + 1;
  }
}

/** Decodes a whole snapshot held in memory (the memory store's, or a test's). */
export function decodeSnapshotLines<TState>(bytes: Buffer | string, file: string): SnapshotDocument<TState> {
  const decoder = new SnapshotLinesDecoder<TState>(file);
  decoder.push(typeof bytes === "string" ? Buffer.from(bytes, "utf8") : bytes);
  return decoder.finish();
}

/** Characters of encoded blocks gathered into one write. */
const WRITE_CHARS = 1 << 18;

async function writeAll(handle: Awaited<ReturnType<typeof open>>, text: string): Promise<number> {
  const data = Buffer.from(text, "utf8");
  let written = 0;
  while (written < data.length) {
    const result = await handle.write(data, written, data.length - written);
    written += result.bytesWritten;
  }
  return data.length;
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

  /**
   * When true, `write` encodes block by block between its writes instead of all at once before the
   * first, so the event loop serves requests in between: only for a state that stays as it was
   * until the write resolves (a view, `Snapshot.stable`). Otherwise the state may be the owner's
   * live state, which changes as soon as `write` yields.
   */
  sliced = false;

  async write(document: SnapshotDocument<TState> | null): Promise<void> {
    if (document === null) throw new TypeError(`no snapshot to write to ${this.filePath}`);
    const blocks = encodeSnapshotBlocks(document.seq, document.state, document.journal);
    const chunks: Iterable<string> = this.sliced ? blocks : [...blocks];
    const handle = await open(this.filePath, "w", 0o600);
    let bytes = 0;
    try {
      let pending: string[] = [];
      let pendingChars = 0;
      for (const chunk of chunks) {
        pending.push(chunk);
        pendingChars += chunk.length;
        // About 256 KiB per write: a millisecond or two of encoding between two turns of the event loop.
        if (pendingChars < WRITE_CHARS) continue;
        bytes += await writeAll(handle, pending.join(""));
        pending = [];
        pendingChars = 0;
      }
      if (pending.length > 0) bytes += await writeAll(handle, pending.join(""));
      await handle.sync();
    } finally {
      await handle.close();
    }
    this.bytes = bytes;
  }
}
