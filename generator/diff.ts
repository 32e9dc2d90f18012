import { readFile } from "node:fs/promises";
import path from "node:path";
import { parse } from "yaml";
import { diffAbi } from "./diff-abi.ts";
import { BREAKING, type Change } from "./diff-changes.ts";
import { diffOpenApi } from "./diff-openapi.ts";
import { loadOpenApiFile } from "./load.ts";
import { bundleOrigins, type OriginOf } from "./origins.ts";
import { readSources } from "./sources.ts";
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
 * `origin` maps a bundled OpenAPI document's pointers to the file they were written in.
 */
interface ReadSpec {
  kind: SpecKind;
  document: JsonObject;
  abi: readonly unknown[];
  abiPointer: string;
  origin?: OriginOf;
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
  if (typeof parsed.openapi === "string")
    return { kind: "openapi", abi: [], abiPointer: "", ...(await bundledIfSplit(file, parsed)) };
  if (Array.isArray(parsed.abi)) return { kind: "abi", document: parsed, abi: parsed.abi, abiPointer: "/abi" };
  throw new Error(
    `${file}: neither an OpenAPI document (no \`openapi\`) nor an ABI (no \`abi\` array, not a bare ABI array)`,
  );
}

/**
 * Whether a file is a spec the diff reads (an OpenAPI document or an ABI spec), not a file of schemas
 * a split document `$ref`s (`specs/schemas/common.yaml`).
 */
export async function isSpecFile(file: string): Promise<boolean> {
  try {
    await readSpec(file);
    return true;
  } catch {
    return false;
  }
}

/** Whether a document `$ref`s another file (`./schemas/common.yaml#/…`). */
function refersToOtherFiles(node: unknown): boolean {
  if (Array.isArray(node)) return node.some(refersToOtherFiles);
  if (!isRecord(node)) return false;
  if (typeof node.$ref === "string" && !node.$ref.startsWith("#")) return true;
  return Object.values(node).some(refersToOtherFiles);
}

/**
 * A document split over several files, bundled into one (as `generate` reads it): compared as
 * written, a `$ref` into another file is the same text in both versions, so every change made in
 * that file went unreported. A document in one file is compared as parsed.
 */
async function bundledIfSplit(file: string, parsed: JsonObject): Promise<{ document: JsonObject; origin?: OriginOf }> {
  if (!refersToOtherFiles(parsed)) return { document: parsed };
  const abs = path.resolve(file);
  const bundled = await loadOpenApiFile(abs);
  const problem = bundled.problems[0];
  if (problem) throw new Error(`${problem.file}: cannot bundle: ${problem.message}`);
  const origin = bundleOrigins(path.dirname(abs), abs, parsed, bundled.document, await readSources(bundled.files));
  return { document: bundled.document, origin };
}

/**
 * The file and pointer a change was written at when that is not the root file: looked up in the new
 * document's origins, else the old one's (a thing that was removed).
 */
function sourceOf(change: Change, oldSpec: ReadSpec, newSpec: ReadSpec, oldPath: string, newPath: string) {
  for (const [spec, file] of [
    [newSpec, newPath],
    [oldSpec, oldPath],
  ] as const) {
    const written = spec.origin?.(change.pointer);
    const abs = written && path.resolve(path.dirname(path.resolve(file)), written.file);
    if (written && abs !== path.resolve(file)) return { file: abs!, pointer: written.pointer };
  }
  return undefined;
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
  if (before.kind === "openapi")
    return diffOpenApi(before.document, after.document).map((change) => {
      const source = sourceOf(change, before, after, oldPath, newPath);
      return source ? { ...change, source } : change;
    });
  return diffAbi(before.abi, after.abi, { old: before.abiPointer, new: after.abiPointer });
}

/** True when any change would break an existing client. */
export function hasBreakingChanges(changes: readonly Change[]): boolean {
  return changes.some((c) => c.kind === BREAKING);
}
