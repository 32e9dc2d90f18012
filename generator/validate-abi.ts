/**
 * The ABI checks (docs/spec-checks.md): item shapes, canonical Solidity types, unique selectors and event
 * topics, `indexed` rules. Every problem names the contract and the item, after wagmi CLI `generate`.
 */
import { toEventSelector, toFunctionSelector } from "viem";
import type { LoadedAbi } from "./load.ts";
import { pointer } from "./pointer.ts";
import type { Problem } from "./problems.ts";
import { IDENTIFIER, isRecord, type JsonObject, type Report } from "./spec-json.ts";

const ABI_ITEM_TYPES = new Set(["function", "event", "error", "constructor", "fallback", "receive"]);

/** Allowed `stateMutability` per item type (Solidity ABI spec, "JSON"). */
const MUTABILITY: Record<string, readonly string[]> = {
  function: ["pure", "view", "nonpayable", "payable"],
  constructor: ["nonpayable", "payable"],
  fallback: ["nonpayable", "payable"],
  receive: ["payable"],
};

const ARRAY_SUFFIX = /((?:\[(?:[1-9]\d*)?\])*)$/;

/**
 * Whether `base` (a type without array suffixes) is a canonical ABI elementary type or `tuple`.
 * Aliases such as `uint` and `fixed` are refused: selectors hash the canonical name, so an alias in the
 * JSON would give a different selector from the deployed contract (Solidity ABI spec, "Function Selector").
 */
function isCanonicalBaseType(base: string): boolean {
  if (["address", "bool", "string", "bytes", "function", "tuple"].includes(base)) return true;
  let m = /^bytes([1-9]\d*)$/.exec(base);
  if (m) return Number(m[1]) <= 32;
  m = /^u?int([1-9]\d*)$/.exec(base);
  if (m) return Number(m[1]) % 8 === 0 && Number(m[1]) <= 256;
  m = /^u?fixed([1-9]\d*)x(0|[1-9]\d*)$/.exec(base);
  if (m) return Number(m[1]) % 8 === 0 && Number(m[1]) <= 256 && Number(m[2]) <= 80;
  return false;
}

/**
 * A Solidity type name (`IERC20`, `PositionLib.Side`, `PositionLib.Info storage`): solc writes these
 * only into a library's ABI, whose public functions are called by linked contracts through
 * DELEGATECALL, with selectors that hash these names. A Foundry `out/` folder holds such artifacts.
 * Contract, enum and struct names start upper-case by convention, and a qualified name or a storage
 * reference is one whatever its case; a lower-case word (`uint257`, `adress`) is a typo instead.
 */
const LIBRARY_TYPE =
  /^(?:[A-Z][A-Za-z0-9_$]*|[A-Za-z_$][A-Za-z0-9_$]*\.[A-Za-z0-9_$.]+|[A-Za-z_$][A-Za-z0-9_$.]* storage)$/;
const LIBRARY_HINT =
  " (a Solidity type name: solc writes those only in a library's ABI, and libraries are linked, not called; leave the library's file out of the ABI inputs: name the others, e.g. `out/{Vault,Pool}.sol/*.json`)";

/** Splits `uint256[2][]` into `{base: "uint256", arraySuffix: "[2][]"}`. */
function splitArrayType(type: string): { base: string; arraySuffix: string } {
  const suffix = ARRAY_SUFFIX.exec(type)?.[1] ?? "";
  return { base: type.slice(0, type.length - suffix.length), arraySuffix: suffix };
}

/** The canonical type of one ABI parameter, with tuples expanded: `(address,uint256)[]`. Undefined if invalid. */
export function canonicalAbiType(param: unknown): string | undefined {
  if (!isRecord(param) || typeof param.type !== "string") return undefined;
  const { base, arraySuffix } = splitArrayType(param.type);
  if (!isCanonicalBaseType(base)) return undefined;
  if (base !== "tuple") return param.type;
  if (!Array.isArray(param.components)) return undefined;
  const inner = param.components.map(canonicalAbiType);
  if (inner.some((t) => t === undefined)) return undefined;
  return `(${inner.join(",")})${arraySuffix}`;
}

/** `name(type,...)` for a function, event or error, as hashed into selectors and topics. Undefined if invalid. */
export function abiItemSignature(item: unknown): string | undefined {
  if (!isRecord(item) || typeof item.name !== "string" || !Array.isArray(item.inputs)) return undefined;
  const types = item.inputs.map(canonicalAbiType);
  if (types.some((t) => t === undefined)) return undefined;
  return `${item.name}(${types.join(",")})`;
}

/** The 4-byte selector (functions, errors) or 32-byte topic (events) of an ABI item. */
export function abiItemSelector(item: JsonObject, signature: string): `0x${string}` {
  return item.type === "event" ? toEventSelector(signature) : toFunctionSelector(signature);
}

/** What the checks of one ABI share: where problems go, and the selectors and special items seen so far. */
interface AbiScan {
  report: Report;
  selectors: Map<string, { signature: string; at: string }>;
  specials: Map<string, string>;
}

/** Checks one ABI spec: item shapes, Solidity types, selector/topic uniqueness, `indexed` rules. */
export function validateAbi(spec: LoadedAbi): Problem[] {
  const problems: Problem[] = [];
  const scan: AbiScan = {
    report: (code, at, message) =>
      problems.push({
        code,
        message: `${spec.contract}: ${message}`,
        file: spec.file,
        pointer: at,
        severity: "error",
      }),
    selectors: new Map(),
    specials: new Map(),
  };
  // A bare ABI array is the document itself; every other form keeps it under `abi`.
  const base = spec.abiPointer ?? "/abi";
  spec.abi.forEach((item: unknown, index) => {
    checkAbiItem(scan, item, index, `${base}${pointer(index)}`);
  });
  return problems;
}

function checkAbiItem(scan: AbiScan, item: unknown, index: number, at: string): void {
  const { report } = scan;
  if (!isRecord(item)) {
    report("abi.item-shape", at, `item ${index} is not an object`);
    return;
  }
  const type = item.type;
  if (typeof type !== "string" || !ABI_ITEM_TYPES.has(type)) {
    report(
      "abi.unknown-item-type",
      type === undefined ? at : `${at}/type`,
      `item ${index} has type ${JSON.stringify(type ?? null)}; expected function, event, error, constructor, fallback or receive`,
    );
    return;
  }
  const named = type === "function" || type === "event" || type === "error";
  const label = named && typeof item.name === "string" ? `${type} ${item.name}` : `${type} (item ${index})`;
  if (named && (typeof item.name !== "string" || !IDENTIFIER.test(item.name))) {
    report(
      "abi.invalid-name",
      item.name === undefined ? at : `${at}/name`,
      `${label}: name ${JSON.stringify(item.name ?? null)} is not a valid Solidity identifier`,
    );
  }
  checkStateMutability(report, item, type, at, label);
  if (type === "constructor" || type === "fallback" || type === "receive") {
    const first = scan.specials.get(type);
    if (first !== undefined)
      report("abi.duplicate-special", at, `${label}: a second ${type}; the first is at ${first}`);
    else scan.specials.set(type, at);
  }
  const paramsValid = checkParamLists(report, item, type, at, label);
  if (type === "event") checkIndexedCount(report, item, at, label);
  if (named && paramsValid) checkSelectorUnique(scan, item, type, at, label);
}

function checkStateMutability(report: Report, item: JsonObject, type: string, at: string, label: string): void {
  const allowed = MUTABILITY[type];
  if (allowed === undefined) return;
  if (item.stateMutability === undefined) {
    report("abi.state-mutability", at, `${label}: \`stateMutability\` is missing (one of ${allowed.join(", ")})`);
  } else if (typeof item.stateMutability !== "string" || !allowed.includes(item.stateMutability)) {
    report(
      "abi.state-mutability",
      `${at}/stateMutability`,
      `${label}: stateMutability ${JSON.stringify(item.stateMutability)} is not one of ${allowed.join(", ")}`,
    );
  }
}

/** Checks `inputs` and `outputs` where the item type has them; false when a parameter type is unusable. */
function checkParamLists(report: Report, item: JsonObject, type: string, at: string, label: string): boolean {
  const paramLists: Array<"inputs" | "outputs"> =
    type === "function" ? ["inputs", "outputs"] : type === "fallback" || type === "receive" ? [] : ["inputs"];
  let paramsValid = true;
  for (const listKey of paramLists) {
    const list = item[listKey];
    if (!Array.isArray(list)) {
      report(
        "abi.params-shape",
        list === undefined ? at : `${at}/${listKey}`,
        `${label}: \`${listKey}\` must be an array`,
      );
      paramsValid = false;
      continue;
    }
    list.forEach((param: unknown, paramIndex) => {
      const ok = checkAbiParam(
        param,
        `${at}/${listKey}/${paramIndex}`,
        label,
        type === "event" && listKey === "inputs",
        report,
      );
      paramsValid &&= ok;
    });
  }
  return paramsValid;
}

function checkIndexedCount(report: Report, item: JsonObject, at: string, label: string): void {
  if (!Array.isArray(item.inputs)) return;
  const indexed = item.inputs.filter((p: unknown) => isRecord(p) && p.indexed === true).length;
  // Topic 0 is the event signature, leaving 3 topics for indexed arguments; anonymous events free it (4).
  const limit = item.anonymous === true ? 4 : 3;
  if (indexed > limit) {
    report(
      "abi.too-many-indexed",
      at,
      `${label}: ${indexed} indexed arguments, but a${item.anonymous === true ? "n anonymous" : " non-anonymous"} event has at most ${limit}`,
    );
  }
}

function checkSelectorUnique(scan: AbiScan, item: JsonObject, type: string, at: string, label: string): void {
  const signature = abiItemSignature(item);
  if (signature === undefined) return;
  const selector = abiItemSelector(item, signature);
  const key = `${type}:${selector}`;
  const first = scan.selectors.get(key);
  if (first === undefined) {
    scan.selectors.set(key, { signature, at });
    return;
  }
  const code =
    type === "function"
      ? "abi.duplicate-selector"
      : type === "event"
        ? "abi.duplicate-event-topic"
        : "abi.duplicate-error-selector";
  scan.report(
    code,
    at,
    `${label}: ${signature} has ${type === "event" ? "topic" : "selector"} ${selector}, already used by ${first.signature} at ${first.at}`,
  );
}

/** Checks one parameter (recursing into tuple components); returns false when its type is unusable. */
function checkAbiParam(param: unknown, at: string, label: string, isEventInput: boolean, report: Report): boolean {
  if (!isRecord(param)) {
    report("abi.params-shape", at, `${label}: parameter is not an object`);
    return false;
  }
  if (
    param.name !== undefined &&
    (typeof param.name !== "string" || (param.name !== "" && !IDENTIFIER.test(param.name)))
  ) {
    report(
      "abi.invalid-param-name",
      `${at}/name`,
      `${label}: parameter name ${JSON.stringify(param.name)} is not an identifier`,
    );
  }
  if (param.indexed !== undefined && !isEventInput) {
    report(
      "abi.indexed-outside-event",
      `${at}/indexed`,
      `${label}: \`indexed\` is only allowed on top-level event inputs`,
    );
  }
  if (typeof param.type !== "string") {
    report(
      "abi.invalid-type",
      param.type === undefined ? at : `${at}/type`,
      `${label}: parameter has no string \`type\``,
    );
    return false;
  }
  const { base } = splitArrayType(param.type);
  if (!isCanonicalBaseType(base)) {
    const hint = /^(u?int|u?fixed)$/.test(base)
      ? ` (write the canonical ${base.startsWith("u") ? "u" : ""}${base.includes("fixed") ? "fixed128x18" : "int256"})`
      : LIBRARY_TYPE.test(base)
        ? LIBRARY_HINT
        : "";
    report("abi.invalid-type", `${at}/type`, `${label}: "${param.type}" is not a valid Solidity ABI type${hint}`);
    return false;
  }
  if (base !== "tuple") return true;
  if (!Array.isArray(param.components)) {
    report("abi.tuple-components", at, `${label}: a tuple parameter needs a \`components\` array`);
    return false;
  }
  let ok = true;
  param.components.forEach((component: unknown, index) => {
    ok = checkAbiParam(component, `${at}/components/${index}`, label, false, report) && ok;
  });
  return ok;
}
