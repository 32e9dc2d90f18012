/**
 * The same-run baseline of the protocol service's start-up (bench/protocol-pages.ts): a child that
 * reads a snapshot file and `JSON.parse`s every line of it, nothing else - what decoding every
 * record of the file costs at the least. Start-up is reported as a ratio to it: above 1 while the
 * service decoded every record at open, below 1 since it decodes the records' lines on first read
 * (issue 21, runtime/protocol/record-lines.ts).
 *
 * Run as the bench's child (runChild): it answers with the milliseconds that took.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** Reads `file` and parses each of its lines; returns the milliseconds taken and the lines parsed. */
export async function parseSnapshotLines(file: string): Promise<{ parseMs: number; lines: number }> {
  const started = performance.now();
  const bytes = await readFile(file);
  let lines = 0;
  let start = 0;
  while (start < bytes.length) {
    let end = bytes.indexOf(0x0a, start);
    if (end === -1) end = bytes.length;
    if (end > start) {
      JSON.parse(bytes.toString("utf8", start, end));
      lines += 1;
    }
    start = end + 1;
  }
  return { parseMs: performance.now() - started, lines };
}

if (process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.once("disconnect", () => process.exit(1));
  process.once("message", (input: { file: string }) => {
    parseSnapshotLines(input.file).then(
      (value) => process.send?.({ type: "result", value }, () => process.exit(0)),
      (error: unknown) =>
        process.send?.({ type: "error", message: String((error as Error)?.stack ?? error) }, () => process.exit(1)),
    );
  });
}
