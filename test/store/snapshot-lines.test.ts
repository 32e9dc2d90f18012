import { createHash } from "node:crypto";
import { mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import fc from "fast-check";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { encodeJson } from "../../runtime/store/json-codec.ts";
import {
  decodeSnapshotLines,
  encodeSnapshotLines,
  RawLines,
  SnapshotLinesDecoder,
  SnapshotLinesFile,
} from "../../runtime/store/snapshot-lines.ts";
import { StoreCorruptError } from "../../runtime/store/types.ts";

/**
 * Values the codec round-trips: no undefined, no non-finite numbers, no -0, and no integer-valued
 * double beyond 2^53 (the codec refuses those on read: it writes big integers as bigints).
 */
const value = fc.letrec((tie) => ({
  leaf: fc.oneof(
    fc.string(),
    fc.constantFrom("line\nbreak", "tab\t", "é中😀", '"quoted"', "\\"),
    fc.integer(),
    fc
      .double({ noNaN: true, noDefaultInfinity: true })
      .filter((n) => !Object.is(n, -0) && (!Number.isInteger(n) || Number.isSafeInteger(n))),
    fc.boolean(),
    fc.constant(null),
    fc.bigInt(),
  ),
  node: fc.oneof(
    { depthSize: "small" },
    tie("leaf"),
    fc.array(tie("node"), { maxLength: 4 }),
    fc.dictionary(
      fc.string().filter((key) => key !== "$bigint" && key !== "__proto__"),
      tie("node"),
      {
        maxKeys: 4,
      },
    ),
  ),
})).node;

/** States shaped like the stores': scalars plus top-level arrays, some empty, some long. */
const state = fc.record({
  version: fc.integer({ min: 1, max: 3 }),
  name: fc.string(),
  settings: fc.dictionary(fc.string({ maxLength: 5 }), value, { maxKeys: 3 }),
  rows: fc.array(value, { maxLength: 40 }),
  empty: fc.constant([]),
  tuples: fc.array(fc.tuple(fc.integer(), fc.string(), fc.oneof(fc.constant(null), fc.bigInt())), { maxLength: 40 }),
});

/** Splits bytes at random points, to feed the decoder the way a file read does. */
function feedInPieces(bytes: Buffer, cuts: number[]): ReturnType<typeof decodeSnapshotLines> {
  const decoder = new SnapshotLinesDecoder("pieces");
  const points = [...new Set(cuts.map((cut) => cut % (bytes.length + 1)))].sort((a, b) => a - b);
  let start = 0;
  for (const point of [...points, bytes.length]) {
    decoder.push(bytes.subarray(start, point));
    start = point;
  }
  return decoder.finish();
}

/** A version 3 text as version 2 wrote it: no checksum lines. */
function asVersion2(text: string): string {
  return text
    .split("\n")
    .filter((line) => !line.startsWith('{"$sum":'))
    .join("\n")
    .replace('"version":3', '"version":2');
}

describe("snapshot checksums (version 3)", () => {
  const rows = Array.from({ length: 5_000 }, (_, index) => ({ index, label: `row ${index}` }));
  const text = encodeSnapshotLines(9, { rows }, "j1").join("");

  function damage(damaged: string): StoreCorruptError {
    try {
      decodeSnapshotLines(damaged, "bank.json");
    } catch (error) {
      expect(error).toBeInstanceOf(StoreCorruptError);
      return error as StoreCorruptError;
    }
    return expect.fail("the damaged snapshot was accepted");
  }

  it("refuses a one-byte edit that keeps the JSON valid, with the offset of its block", () => {
    const at = text.indexOf('"row 4321"');
    const edited = `${text.slice(0, at + 5)}9${text.slice(at + 6)}`;
    expect(decodeSnapshotLines(asVersion2(edited), "v2").state).not.toEqual({ rows });
    const error = damage(edited);
    expect(error.message).toMatch(/checksum mismatch in the block of bytes (\d+)-(\d+)/);
    const [, from, to] = /bytes (\d+)-(\d+)/.exec(error.message) ?? [];
    expect(error.byteOffset).toBe(Number(from));
    expect(Number(from)).toBeLessThanOrEqual(Buffer.byteLength(text.slice(0, at)));
    expect(Number(to)).toBeGreaterThanOrEqual(Buffer.byteLength(text.slice(0, at)));
  });

  it("refuses a file cut after its trailer, before its last checksum", () => {
    const cut = text.slice(0, text.lastIndexOf('{"$sum":'));
    expect(damage(cut).message).toMatch(/before its last checksum line/);
  });

  it("keeps the journal generation in the header, and reads version 2 files (no checksums)", () => {
    expect(decodeSnapshotLines(text, "v3").journal).toBe("j1");
    expect(decodeSnapshotLines(asVersion2(text), "v2")).toMatchObject({ version: 2, seq: 9, state: { rows } });
  });
});

describe("raw lines (kept undecoded)", () => {
  /** A state with decoded arrays on both sides of a raw one, as the protocol store writes it. */
  const rawState = fc.record({
    before: fc.array(value, { maxLength: 20 }),
    raw: fc.array(fc.tuple(fc.integer(), value), { maxLength: 60 }),
    after: fc.array(value, { maxLength: 20 }),
  });

  it("gives back exactly the lines written, the other arrays decoded, whatever pieces the bytes arrive in (fast-check)", () => {
    fc.assert(
      fc.property(rawState, fc.array(fc.nat(), { maxLength: 8 }), (original, cuts) => {
        const lines = original.raw.map((entry) => encodeJson(entry));
        const text = encodeSnapshotLines(3, {
          before: original.before,
          raw: new RawLines(lines),
          after: original.after,
        }).join("");
        for (const decoded of [decodeSnapshotLines(text, "whole"), feedInPieces(Buffer.from(text, "utf8"), cuts)]) {
          const state = decoded.state as { before: unknown[]; raw: RawLines; after: unknown[] };
          expect(state.before).toEqual(original.before);
          expect(state.after).toEqual(original.after);
          expect(state.raw).toBeInstanceOf(RawLines);
          expect(state.raw.lines.map((line) => line.toString("utf8"))).toEqual(lines);
        }
      }),
      { numRuns: 150 },
    );
  });

  it("refuses a damaged raw line at decode time, through the checksums, though it is never parsed", () => {
    const lines = Array.from({ length: 3_000 }, (_, index) => encodeJson([index, `label ${index}`]));
    const text = encodeSnapshotLines(1, { raw: new RawLines(lines) }).join("");
    const at = text.indexOf('"label 2345"');
    const edited = `${text.slice(0, at + 2)}X${text.slice(at + 3)}`;
    expect(() => decodeSnapshotLines(edited, "raw.json")).toThrow(/checksum mismatch/);
    expect(() => decodeSnapshotLines(text.slice(0, at), "raw.json")).toThrow(StoreCorruptError);
  });

  it("refuses to write a raw line that the decoder could not give back as it is", () => {
    expect(() => encodeSnapshotLines(1, { raw: new RawLines(['{"a":1}']) })).toThrow(/one JSON array/);
    expect(() => encodeSnapshotLines(1, { raw: new RawLines(["[1,\n2]"]) })).toThrow(/one JSON array/);
  });
});

describe("snapshot lines format", () => {
  it("round-trips any state, whatever pieces the bytes arrive in (fast-check)", () => {
    fc.assert(
      fc.property(state, fc.nat(), fc.array(fc.nat(), { maxLength: 8 }), (original, seq, cuts) => {
        const text = encodeSnapshotLines(seq, original).join("");
        expect(decodeSnapshotLines(text, "whole")).toEqual({
          format: "contractkit-store-snapshot",
          version: 3,
          seq,
          state: original,
        });
        expect(feedInPieces(Buffer.from(text, "utf8"), cuts).state).toEqual(original);
      }),
      { numRuns: 200 },
    );
  });

  it("writes every element of a top-level array on its own line, between a header and a trailer", () => {
    const text = encodeSnapshotLines(7, {
      mode: "x",
      rows: [{ a: 1 }, { a: 2 }],
      none: [],
      nested: { list: [1, 2] },
    }).join("");
    const lines = text.split("\n");
    expect(lines.slice(0, 4)).toEqual([
      '{"format":"contractkit-store-snapshot","version":3,"seq":7,"state":{"mode":"x","rows":{"$lines":2},"none":{"$lines":0},"nested":{"list":[1,2]}}}',
      '{"a":1}',
      '{"a":2}',
      '{"end":"contractkit-store-snapshot","lines":2}',
    ]);
    // The checksum line covers every byte before it.
    const covered = `${lines.slice(0, 4).join("\n")}\n`;
    const sum = createHash("sha256").update(covered).digest("hex").slice(0, 16);
    expect(lines.slice(4)).toEqual([`{"$sum":"${sum}","bytes":${Buffer.byteLength(covered)}}`, ""]);
  });

  it("keeps a state that is not an object in the header", () => {
    for (const original of [[1, 2, 3], 42, "text", null]) {
      expect(decodeSnapshotLines(encodeSnapshotLines(1, original).join(""), "x").state).toEqual(original);
    }
  });

  it("splits a big state into chunks that each end on a line", () => {
    const rows = Array.from({ length: 30_000 }, (_, index) => ({ index, label: `row ${index}`.padEnd(40, ".") }));
    const chunks = encodeSnapshotLines(1, { rows });
    expect(chunks.length).toBeGreaterThan(1);
    for (const chunk of chunks) expect(chunk.endsWith("\n")).toBe(true);
    expect(decodeSnapshotLines(chunks.join(""), "big").state).toEqual({ rows });
  });

  it("still reads a version 1 document (one line, with or without a final newline)", () => {
    const document =
      '{"format":"contractkit-store-snapshot","version":1,"seq":3,"state":{"rows":[1,2],"n":{"$bigint":"12345678901234567890"}}}';
    for (const text of [document, `${document}\n`]) {
      expect(decodeSnapshotLines(text, "v1")).toEqual({
        format: "contractkit-store-snapshot",
        version: 1,
        seq: 3,
        state: { rows: [1, 2], n: 12345678901234567890n },
      });
    }
  });

  describe("refuses damage, naming the file and the byte offset", () => {
    // Structural damage is found in version 2 files (no checksums) too: the cases use one.
    const text = asVersion2(encodeSnapshotLines(5, { rows: [{ a: 1 }, { a: 2 }, { a: 3 }] }).join(""));
    const lines = text.split("\n");
    const offsetOfLine = (index: number) => Buffer.byteLength(lines.slice(0, index).join("\n")) + (index > 0 ? 1 : 0);
    const cases: Array<{ name: string; damaged: string; offset: number; reason: RegExp }> = [
      {
        name: "a missing trailer (cut on a line boundary)",
        damaged: lines
          .slice(0, 4)
          .map((line) => `${line}\n`)
          .join(""),
        offset: offsetOfLine(4),
        reason: /ends before its trailer/,
      },
      {
        name: "a cut inside a line",
        damaged: text.slice(0, offsetOfLine(2) + 3),
        offset: offsetOfLine(2),
        reason: /ends inside a line/,
      },
      {
        name: "a line that is not JSON",
        damaged: text.replace('{"a":2}', '{"a":2'),
        offset: offsetOfLine(2) + 6,
        reason: /not valid JSON/,
      },
      {
        // The trailer is read as the third element; the file then ends without one.
        name: "a missing element line",
        damaged: text.replace('{"a":2}\n', ""),
        offset: Buffer.byteLength(text) - '{"a":2}\n'.length,
        reason: /ends before its trailer/,
      },
      {
        name: "an extra element line",
        damaged: text.replace('{"a":2}\n', '{"a":2}\n{"a":9}\n'),
        offset: offsetOfLine(4),
        reason: /more lines than the header announces|damaged trailer/,
      },
      {
        name: "data after the trailer",
        damaged: `${text}{"a":4}\n`,
        offset: offsetOfLine(5),
        reason: /after the trailer/,
      },
      {
        name: "a header of another format",
        damaged: text.replace('"version":2', '"version":9'),
        offset: 0,
        reason: /not a contractkit-store-snapshot/,
      },
      { name: "an empty file", damaged: "", offset: 0, reason: /empty/ },
      {
        name: "an empty line",
        damaged: text.replace('{"a":2}\n', '{"a":2}\n\n'),
        offset: offsetOfLine(3),
        reason: /not valid JSON/,
      },
    ];
    for (const { name, damaged, offset, reason } of cases) {
      it(name, () => {
        let caught: unknown;
        try {
          decodeSnapshotLines(damaged, "bank.json");
        } catch (error) {
          caught = error;
        }
        expect(caught).toBeInstanceOf(StoreCorruptError);
        const error = caught as StoreCorruptError;
        expect(error.file).toBe("bank.json");
        expect(error.message).toMatch(reason);
        expect(error.byteOffset).toBe(offset);
      });
    }
  });
});

describe("SnapshotLinesFile (lowdb adapter)", () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), "ck-snapshot-lines-"));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it("reads null for a missing file, and reads back what it wrote with its size", async () => {
    const file = new SnapshotLinesFile<{ rows: number[] }>(path.join(dir, "state.json"));
    expect(await file.read()).toBeNull();
    const rows = Array.from({ length: 200_000 }, (_, index) => index);
    await file.write({ format: "contractkit-store-snapshot", version: 2, seq: 9, state: { rows } });
    const size = (await stat(file.filePath)).size;
    expect(file.bytes).toBe(size);
    const reader = new SnapshotLinesFile<{ rows: number[] }>(file.filePath);
    expect((await reader.read())?.state.rows).toEqual(rows);
    expect(reader.bytes).toBe(size);
  });

  it("reports damage in a file with its path", async () => {
    const filePath = path.join(dir, "state.json");
    const text = encodeSnapshotLines(1, { rows: [1, 2] }).join("");
    await writeFile(filePath, text.slice(0, -5));
    await expect(new SnapshotLinesFile(filePath).read()).rejects.toThrow(`${filePath} is damaged at byte offset`);
    expect(await readFile(filePath, "utf8")).toBe(text.slice(0, -5));
  });
});
