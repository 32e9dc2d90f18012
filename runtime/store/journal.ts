/**
 * The journal's line format: one JSON object per line, newline-terminated.
 *
 *   {"seq":42,"rec":{...the record...},"sum":"<16 hex>"}
 *
 * `sum` is the first 64 bits of sha256(`<seq>:<record text>`), so a flipped byte that still
 * parses as JSON (a digit in an amount, say) is caught on load instead of replayed. The record
 * text is located by fixed prefix/suffix, so the check needs no re-serialisation.
 *
 * A journal written by this version starts with a header line naming its generation and the
 * snapshot it continues (issue 20, D5):
 *
 *   {"journal":"<generation id>","after":S}
 *
 * The snapshot names the same generation, so a journal that was deleted, emptied or swapped for
 * another one is detected on load. Journals of earlier versions have no header and still load.
 */
import { hash } from "node:crypto";
import { decodeJson, encodeJson } from "./json-codec.ts";
import { type SequencedRecord, StoreCorruptError } from "./types.ts";

const NEWLINE = 0x0a;
const SUM_HEX_LENGTH = 16;
/** `,"sum":"` + 16 hex + `"}` */
const SUFFIX_LENGTH = 8 + SUM_HEX_LENGTH + 2;
const PREFIX = /^\{"seq":(0|[1-9][0-9]*),"rec":/;

function checksum(seq: number, recordText: string): string {
  // One-shot `hash` rather than a Hash object: this runs once per record written or replayed.
  return hash("sha256", `${seq}:${recordText}`, "hex").slice(0, SUM_HEX_LENGTH);
}

/** Encodes one record as a journal line (with its trailing newline). */
export function encodeJournalLine(record: SequencedRecord): string {
  const text = encodeJson(record);
  return `{"seq":${record.seq},"rec":${text},"sum":"${checksum(record.seq, text)}"}\n`;
}

/** The first line of a journal: its generation and the seq of the snapshot it continues. */
export interface JournalHeader {
  journal: string;
  after: number;
}

const HEADER_PREFIX = '{"journal":"';
const GENERATION = /^[0-9a-f]{1,64}$/;

/** Encodes a journal header line (with its trailing newline). */
export function encodeJournalHeader(header: JournalHeader): string {
  if (!GENERATION.test(header.journal)) throw new RangeError(`invalid journal generation ${header.journal}`);
  return `{"journal":"${header.journal}","after":${header.after}}\n`;
}

function decodeHeader(line: string, file: string): JournalHeader {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch (error) {
    throw new StoreCorruptError(file, 0, "the journal header is not valid JSON", { cause: error });
  }
  const { journal, after } = value as Partial<JournalHeader>;
  if (
    typeof journal !== "string" ||
    !GENERATION.test(journal) ||
    !Number.isSafeInteger(after) ||
    (after as number) < 0
  ) {
    throw new StoreCorruptError(file, 0, "the journal header is damaged");
  }
  return { journal, after: after as number };
}

/** Result of reading a journal file's bytes. */
export interface ParsedJournal<TRecord extends SequencedRecord> {
  /** The header line, or null for a journal of an earlier version (or an empty file). */
  header: JournalHeader | null;
  records: TRecord[];
  /** Byte length of the complete lines; anything after it is a torn final line. */
  validBytes: number;
  /** Bytes of an unterminated final line (0 when the file ends with a newline). */
  tornBytes: number;
}

function decodeLine(line: string, file: string, offset: number): SequencedRecord {
  const prefix = PREFIX.exec(line);
  const suffixStart = line.length - SUFFIX_LENGTH;
  if (prefix === null || suffixStart < prefix[0].length || !line.startsWith(',"sum":"', suffixStart)) {
    throw new StoreCorruptError(file, offset, "line is not a journal record");
  }
  const seq = Number(prefix[1]);
  const recordText = line.slice(prefix[0].length, suffixStart);
  const sum = line.slice(suffixStart + 8, suffixStart + 8 + SUM_HEX_LENGTH);
  if (!line.endsWith('"}') || checksum(seq, recordText) !== sum) {
    throw new StoreCorruptError(file, offset, `checksum mismatch in record seq ${seq}`);
  }
  let record: unknown;
  try {
    record = decodeJson(recordText, file, offset + Buffer.byteLength(prefix[0]));
  } catch (error) {
    throw new StoreCorruptError(file, offset, `record seq ${seq} is not valid JSON`, { cause: error });
  }
  if (record === null || typeof record !== "object" || (record as SequencedRecord).seq !== seq) {
    throw new StoreCorruptError(file, offset, `record seq ${seq} does not carry its own sequence number`);
  }
  return record as SequencedRecord;
}

/**
 * Parses a journal file. Every newline-terminated line must be a valid record with the next
 * sequence number; otherwise {@link StoreCorruptError} names the file and the line's byte offset.
 * An unterminated final line is reported as torn (never acknowledged: an append resolves only
 * after its whole line, newline included, was written and synced), and is not returned.
 */
export function parseJournal<TRecord extends SequencedRecord>(bytes: Buffer, file: string): ParsedJournal<TRecord> {
  const records: TRecord[] = [];
  let offset = 0;
  let previousSeq: number | null = null;
  let header: JournalHeader | null = null;
  const firstEnd = bytes.indexOf(NEWLINE);
  if (firstEnd !== -1 && bytes.toString("utf8", 0, Math.min(firstEnd, HEADER_PREFIX.length)) === HEADER_PREFIX) {
    header = decodeHeader(bytes.toString("utf8", 0, firstEnd), file);
    previousSeq = header.after;
    offset = firstEnd + 1;
  }
  while (offset < bytes.length) {
    const end = bytes.indexOf(NEWLINE, offset);
    if (end === -1) break;
    const record = decodeLine(bytes.toString("utf8", offset, end), file, offset);
    if (previousSeq !== null && record.seq !== previousSeq + 1) {
      throw new StoreCorruptError(
        file,
        offset,
        `record seq ${record.seq} follows seq ${previousSeq} (records are missing or out of order)`,
      );
    }
    previousSeq = record.seq;
    records.push(record as TRecord);
    offset = end + 1;
  }
  return { header, records, validBytes: offset, tornBytes: bytes.length - offset };
}
