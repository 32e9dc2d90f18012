/**
 * The ABI half of the breaking-change report (docs/spec-checks.md): items are matched by signature, a
 * name whose signature changed is one "signature changed", and outputs, mutability, indexed flags and
 * event parameter names are compared on matched items.
 */
import { BREAKING, type Change, ChangeList, NON_BREAKING } from "./diff-changes.ts";
import { isRecord, type JsonObject } from "./spec-json.ts";
import { abiItemSignature, canonicalAbiType } from "./validate-abi.ts";

interface AbiEntry {
  index: number;
  item: JsonObject;
  name: string;
  signature: string;
}

const typesOf = (params: unknown): string =>
  Array.isArray(params) ? params.map((p) => canonicalAbiType(p) ?? "?").join(",") : "";
const namesOf = (params: unknown): string =>
  Array.isArray(params) ? params.map((p) => (isRecord(p) && typeof p.name === "string" ? p.name : "")).join(",") : "";
const indexedOf = (params: unknown): string =>
  Array.isArray(params) ? params.map((p) => (isRecord(p) && p.indexed === true ? "indexed" : "-")).join(",") : "";

/** Mutability changes old callers survive: between the two read-only kinds, or gaining `payable`. */
function isSafeMutabilityChange(before: unknown, after: unknown): boolean {
  const readOnly = new Set(["pure", "view"]);
  if (readOnly.has(String(before)) && readOnly.has(String(after))) return true;
  return before === "nonpayable" && after === "payable";
}

/** Where each document keeps its ABI array: `/abi` in a spec or an artifact, `""` in a bare ABI array. */
export interface AbiPointers {
  old: string;
  new: string;
}

/**
 * Compares two ABIs (the `abi` arrays of `specs/abi/<Contract>.json`, or bare arrays); pointers are
 * `<base>/<index>`, into the old document for what was removed, else into the new one.
 * Removed items, changed selectors, event topics or indexed flags, changed output types -> breaking;
 * added items -> non-breaking.
 */
export function diffAbi(
  oldAbi: readonly unknown[],
  newAbi: readonly unknown[],
  bases: AbiPointers = { old: "/abi", new: "/abi" },
): Change[] {
  const out = new ChangeList();
  const at = (index: number) => `${bases.new}/${index}`;
  const atOld = (index: number) => `${bases.old}/${index}`;
  const entries = (abi: readonly unknown[], type: string): AbiEntry[] =>
    abi.flatMap((item, index) => {
      if (!isRecord(item) || item.type !== type || typeof item.name !== "string") return [];
      const signature = abiItemSignature(item);
      return signature === undefined ? [] : [{ index, item, name: item.name, signature }];
    });

  for (const type of ["function", "event", "error"] as const) {
    const before = entries(oldAbi, type);
    const after = entries(newAbi, type);
    const afterBySignature = new Map(after.map((e) => [e.signature, e]));
    const beforeSignatures = new Set(before.map((e) => e.signature));
    // New entries of a name whose signature is new: candidates for "signature changed" pairings.
    const unmatchedAfter = after.filter((e) => !beforeSignatures.has(e.signature));
    for (const oldEntry of before) {
      const newEntry = afterBySignature.get(oldEntry.signature);
      if (newEntry !== undefined) {
        diffMatchedAbiItem(out, type, oldEntry, newEntry, at(newEntry.index));
        continue;
      }
      const renamedIndex = unmatchedAfter.findIndex((e) => e.name === oldEntry.name);
      if (renamedIndex >= 0) {
        const [replacement] = unmatchedAfter.splice(renamedIndex, 1);
        if (replacement === undefined) continue;
        const code = type === "event" ? "event-topic-changed" : `${type}-signature-changed`;
        const what = type === "event" ? "topic" : "selector";
        out.add(
          BREAKING,
          code,
          at(replacement.index),
          `${type} ${oldEntry.signature} became ${replacement.signature}; its ${what} changed`,
        );
        continue;
      }
      out.add(BREAKING, `${type}-removed`, atOld(oldEntry.index), `${type} ${oldEntry.signature} was removed`, true);
    }
    for (const newEntry of unmatchedAfter) {
      out.add(NON_BREAKING, `${type}-added`, at(newEntry.index), `${type} ${newEntry.signature} was added`);
    }
  }

  for (const type of ["constructor", "fallback", "receive"] as const) {
    const beforeIndex = oldAbi.findIndex((item) => isRecord(item) && item.type === type);
    const afterIndex = newAbi.findIndex((item) => isRecord(item) && item.type === type);
    const before = oldAbi[beforeIndex];
    const after = newAbi[afterIndex];
    if (!isRecord(before) && !isRecord(after)) continue;
    if (!isRecord(after)) {
      out.add(BREAKING, `${type}-removed`, atOld(beforeIndex), `${type} was removed`, true);
    } else if (!isRecord(before)) {
      out.add(NON_BREAKING, `${type}-added`, at(afterIndex), `${type} was added`);
    } else if (type === "constructor" && typesOf(before.inputs) !== typesOf(after.inputs)) {
      // Deploy scripts and the devnet pass constructor arguments positionally.
      out.add(
        BREAKING,
        "constructor-changed",
        at(afterIndex),
        `constructor(${typesOf(before.inputs)}) became constructor(${typesOf(after.inputs)})`,
      );
    } else if (
      before.stateMutability !== after.stateMutability &&
      !isSafeMutabilityChange(before.stateMutability, after.stateMutability)
    ) {
      out.add(
        BREAKING,
        `${type}-mutability-changed`,
        at(afterIndex),
        `${type} stateMutability changed from ${String(before.stateMutability)} to ${String(after.stateMutability)}`,
      );
    }
  }
  return out.changes;
}

function diffMatchedAbiItem(
  out: ChangeList,
  type: "function" | "event" | "error",
  before: AbiEntry,
  after: AbiEntry,
  at: string,
): void {
  const o = before.item;
  const n = after.item;
  if (type === "function") {
    if (typesOf(o.outputs) !== typesOf(n.outputs)) {
      out.add(
        BREAKING,
        "function-outputs-changed",
        `${at}/outputs`,
        `function ${after.signature} now returns (${typesOf(n.outputs)}) instead of (${typesOf(o.outputs)})`,
      );
    }
    if (o.stateMutability !== n.stateMutability) {
      out.add(
        isSafeMutabilityChange(o.stateMutability, n.stateMutability) ? NON_BREAKING : BREAKING,
        "function-mutability-changed",
        `${at}/stateMutability`,
        `function ${after.signature} stateMutability changed from ${String(o.stateMutability)} to ${String(n.stateMutability)}`,
      );
    }
  }
  if (type === "event") {
    if (indexedOf(o.inputs) !== indexedOf(n.inputs)) {
      out.add(
        BREAKING,
        "event-indexed-changed",
        `${at}/inputs`,
        `event ${after.signature} indexed flags changed from [${indexedOf(o.inputs)}] to [${indexedOf(n.inputs)}]; log decoding changes`,
      );
    }
    if ((o.anonymous === true) !== (n.anonymous === true)) {
      out.add(
        BREAKING,
        "event-anonymous-changed",
        at,
        `event ${after.signature} anonymous changed to ${n.anonymous === true}`,
      );
    }
    if (namesOf(o.inputs) !== namesOf(n.inputs)) {
      // viem decodes logs into `args` keyed by parameter name, so renaming breaks readers.
      out.add(
        BREAKING,
        "event-param-renamed",
        `${at}/inputs`,
        `event ${after.signature} parameters renamed from (${namesOf(o.inputs)}) to (${namesOf(n.inputs)})`,
      );
    }
  }
}
