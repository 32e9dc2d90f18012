import { readFile } from "node:fs/promises";
import { parse } from "yaml";
import { diffAbi } from "./diff-abi.ts";
import { BREAKING, type Change } from "./diff-changes.ts";
import { diffOpenApi } from "./diff-openapi.ts";
import { isRecord, type JsonObject } from "./spec-json.ts";

/*
 * The breaking-change report. The rule behind every verdict: a change is breaking when a client built
 * against the old spec can fail against the new one. Requests are what old clients send, so the new
 * spec must accept everything the old one accepted; responses are what old clients receive (and the
 * generated zod schemas validate), so the new spec must send nothing the old one could not.
 * Every code is listed in docs/spec-checks.md. The OpenAPI half is diff-openapi.ts (schemas in
 * diff-schema.ts), the ABI half diff-abi.ts; this module reads spec files, picks the half and formats.
 */

export type { Change } from "./diff-changes.ts";
export { diffAbi, diffOpenApi };

type SpecKind = "openapi" | "abi";

/**
 * A spec file read for diffing. `abiPointer` is where an ABI's item array sits: `""` in a bare ABI
 * array (what solc and block explorers give), `/abi` in our specs and in Foundry and Hardhat artifacts.
 */
interface ReadSpec {
  kind: SpecKind;
  document: JsonObject;
  abi: readonly unknown[];
  abiPointer: string;
}

async function readSpec(file: string): Promise<ReadSpec> {
  if (!/\.(ya?ml|json)$/i.test(file)) {
    throw new Error(`${file}: not a spec file (expected .yaml, .yml or .json)`);
  }
  const text = await readFile(file, "utf8");
  let parsed: unknown;
  try {
    parsed = /\.json$/i.test(file) ? JSON.parse(text) : parse(text, { uniqueKeys: true });
  } catch (error) {
    throw new Error(`${file}: cannot parse: ${(error as Error).message.split("\n")[0]}`);
  }
  // `generate` reads bare ABI arrays (docs/configuration.md, "ABI input forms"), so diff does too.
  if (Array.isArray(parsed)) return { kind: "abi", document: {}, abi: parsed, abiPointer: "" };
  if (!isRecord(parsed)) {
    throw new Error(`${file}: a spec must be a mapping (OpenAPI, an ABI spec or artifact) or a bare ABI array`);
  }
  if (typeof parsed.openapi === "string") return { kind: "openapi", document: parsed, abi: [], abiPointer: "" };
  if (Array.isArray(parsed.abi)) return { kind: "abi", document: parsed, abi: parsed.abi, abiPointer: "/abi" };
  throw new Error(
    `${file}: neither an OpenAPI document (no \`openapi\`) nor an ABI (no \`abi\` array, not a bare ABI array)`,
  );
}

/**
 * Diffs two spec files of the same kind: OpenAPI (`.yaml`, `.yml` or `.json` with `openapi`) or an
 * ABI (`.json`: a bare ABI array, or an object with an `abi` array: our spec, a Foundry or Hardhat
 * artifact; the two files may be of different forms). Throws when a file cannot be read or the kinds differ.
 */
export async function diffSpecFiles(oldPath: string, newPath: string): Promise<Change[]> {
  const [before, after] = await Promise.all([readSpec(oldPath), readSpec(newPath)]);
  if (before.kind !== after.kind) {
    throw new Error(`cannot diff ${oldPath} (${before.kind}) against ${newPath} (${after.kind})`);
  }
  if (before.kind === "openapi") return diffOpenApi(before.document, after.document);
  return diffAbi(before.abi, after.abi, { old: before.abiPointer, new: after.abiPointer });
}

/**
 * Renders changes one per line, breaking first (`BREAKING code pointer: message`), then a closing
 * count line such as `2 breaking, 1 non-breaking`.
 */
export function formatChanges(changes: readonly Change[]): string {
  const order = (c: Change) => (c.kind === BREAKING ? 0 : 1);
  const sorted = [...changes].sort(
    (a, b) => order(a) - order(b) || compare(a.pointer, b.pointer) || compare(a.code, b.code),
  );
  const lines = sorted.map(
    (c) => `${c.kind === BREAKING ? "BREAKING" : "non-breaking"} ${c.code} ${c.pointer}: ${c.message}`,
  );
  const breaking = changes.filter((c) => c.kind === BREAKING).length;
  lines.push(changes.length === 0 ? "no changes" : `${breaking} breaking, ${changes.length - breaking} non-breaking`);
  return lines.join("\n");
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** True when any change would break an existing client. */
export function hasBreakingChanges(changes: readonly Change[]): boolean {
  return changes.some((c) => c.kind === BREAKING);
}
