/**
 * Reads contract ABIs in every form users have them: our `{contract, description?, abi}` spec, a
 * bare ABI array, a Foundry artifact (`out/<File>.sol/<Contract>.json`) and a Hardhat artifact
 * (`_format: "hh-sol-artifact-1"`). Each becomes one {@link LoadedAbi}; anything else is a problem
 * naming the file and pointer (the CLI adds line:column).
 */
import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { pointer } from "./pointer.ts";
import type { Problem } from "./problems.ts";
import { jsonErrorMessage, jsonErrorPosition } from "./spec-json.ts";

/** The shape an ABI file had. */
export type AbiForm = "contractkit" | "abi-array" | "foundry" | "hardhat";

/**
 * One contract ABI. Our own specs (`specs/abi/<Contract>.json`) are objects `{contract, description?,
 * abi}` so the spec can say, in prose, where the seed and the deployed contract differ.
 */
export interface LoadedAbi {
  /** Contract name: a PascalCase identifier. */
  contract: string;
  /** Path relative to the project root, with forward slashes. */
  file: string;
  text: string;
  sha256: string;
  description: string;
  abi: readonly Record<string, unknown>[];
  /** Which form the file had (absent: ours). */
  form?: AbiForm;
  /** JSON pointer of the ABI array in the file: `""` for a bare array, `/abi` (the default) otherwise. */
  abiPointer?: string;
}

export interface LoadedAbis {
  abis: LoadedAbi[];
  problems: Problem[];
}

export function sha256Hex(text: string): string {
  return createHash("sha256").update(text).digest("hex");
}

const byCodeUnit = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

const PASCAL_IDENTIFIER = /^[A-Z][A-Za-z0-9_$]*$/;

/** Folders of build output that hold no contract artifacts (compiler inputs, debug files). */
const SKIPPED_FOLDERS = new Set(["build-info", "node_modules", ".git", "cache"]);

/**
 * A PascalCase contract name from a file's base name: `PoolManager` stays, `erc20` -> `Erc20`,
 * `my-token` -> `MyToken`. Null when nothing identifier-like is left.
 */
export function contractNameFromFile(base: string): string | null {
  if (PASCAL_IDENTIFIER.test(base)) return base;
  const words = base.split(/[^A-Za-z0-9]+/).filter((w) => w !== "");
  const name = words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join("");
  return PASCAL_IDENTIFIER.test(name) ? name : null;
}

/** Every `*.json` file below `dir` (recursively), skipping build-info folders and Hardhat's `.dbg.json`. */
export async function listAbiFiles(dir: string): Promise<string[]> {
  let entries: import("node:fs").Dirent[];
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  const out: string[] = [];
  for (const entry of [...entries].sort((a, b) => byCodeUnit(a.name, b.name))) {
    const abs = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED_FOLDERS.has(entry.name)) out.push(...(await listAbiFiles(abs)));
    } else if (entry.name.endsWith(".json") && !entry.name.endsWith(".dbg.json")) {
      out.push(abs);
    }
  }
  return out;
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === "object" && v !== null && !Array.isArray(v);

/** The contract a Foundry artifact was compiled for, from its metadata's compilation target. */
function foundryTarget(json: Json): string | undefined {
  const raw = json.metadata;
  let metadata: unknown = raw;
  if (typeof raw === "string") {
    try {
      metadata = JSON.parse(raw);
    } catch {
      return undefined;
    }
  }
  const target = isObject(metadata) && isObject(metadata.settings) ? metadata.settings.compilationTarget : undefined;
  if (!isObject(target)) return undefined;
  const names = Object.values(target).filter((v): v is string => typeof v === "string");
  return names.length === 1 ? names[0] : undefined;
}

/** Which form `json` has, and the name and description it carries, or null when it is no ABI form we know. */
function recognise(json: unknown): { form: AbiForm; name?: unknown; description?: unknown; abi: unknown[] } | null {
  if (Array.isArray(json)) return { form: "abi-array", abi: json };
  if (!isObject(json) || !Array.isArray(json.abi)) return null;
  if (typeof json._format === "string" && json._format.startsWith("hh-sol-artifact")) {
    return { form: "hardhat", name: json.contractName, abi: json.abi };
  }
  if (isObject(json.bytecode) || isObject(json.deployedBytecode) || json.metadata !== undefined) {
    return { form: "foundry", name: foundryTarget(json), abi: json.abi };
  }
  return { form: "contractkit", name: json.contract, description: json.description, abi: json.abi };
}

/** Reads one ABI file (any form). `root` makes the reported path relative. */
export async function loadAbiFile(root: string, abs: string): Promise<LoadedAbis> {
  const file = path.relative(root, abs).split(path.sep).join("/");
  const problem = (code: string, message: string, at = ""): LoadedAbis => ({
    abis: [],
    problems: [{ code, message, file, pointer: at, severity: "error" }],
  });
  let text: string;
  try {
    text = await readFile(abs, "utf8");
  } catch (error) {
    return problem("abi.read", `cannot read the ABI file: ${(error as Error).message}`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    const syntax = problem("abi.json-syntax", `JSON syntax: ${jsonErrorMessage(error)}`);
    const position = jsonErrorPosition(text, error);
    return position === null ? syntax : { ...syntax, problems: syntax.problems.map((p) => ({ ...p, position })) };
  }
  const found = recognise(json);
  if (found === null) {
    return problem(
      "abi.shape",
      "not an ABI: expected a bare ABI array, an object with an `abi` array ({contract, abi}), a Foundry artifact or a Hardhat artifact",
    );
  }
  const base = path.basename(abs, ".json");
  const fromFile = contractNameFromFile(base);
  const problems: Problem[] = [];
  let contract = fromFile;
  if (found.form === "contractkit") {
    // Our own specs name the contract twice; the two must agree.
    if (found.name !== undefined && found.name !== base) {
      problems.push({
        code: "abi.contract-name",
        message: `\`contract\` is "${String(found.name)}" but the file is named ${path.basename(abs)}`,
        file,
        pointer: pointer("contract"),
        severity: "error",
      });
    }
  } else if (typeof found.name === "string" && found.name !== "") {
    contract = contractNameFromFile(found.name);
  }
  if (contract === null) {
    return problem(
      "abi.contract-name",
      `cannot make a contract name from "${typeof found.name === "string" ? found.name : base}": rename the file to the contract's PascalCase name`,
      found.form === "hardhat" ? pointer("contractName") : "",
    );
  }
  const abi: LoadedAbi = {
    contract,
    file,
    text,
    sha256: sha256Hex(text),
    description: typeof found.description === "string" ? found.description : "",
    abi: found.abi as Record<string, unknown>[],
    form: found.form,
    abiPointer: found.form === "abi-array" ? "" : "/abi",
  };
  return { abis: [abi], problems };
}

/**
 * Reads ABI files and folders (each folder recursively) in the order given, files of a folder in code
 * unit order. Two files naming the same contract is a problem: both would write one binding.
 */
export async function loadAbis(root: string, inputs: readonly string[]): Promise<LoadedAbis> {
  const result: LoadedAbis = { abis: [], problems: [] };
  const seen = new Map<string, string>();
  for (const input of inputs) {
    const files = input.endsWith(".json") ? [input] : await listAbiFiles(input);
    for (const abs of files) {
      const one = await loadAbiFile(root, abs);
      result.problems.push(...one.problems);
      for (const abi of one.abis) {
        const first = seen.get(abi.contract);
        if (first !== undefined) {
          result.problems.push({
            code: "abi.duplicate-contract",
            message: `contract ${abi.contract} is also read from ${first}; give one of them another name, or leave one out of the ABI inputs (a build folder holds every dependency's contracts: name the files you want, e.g. \`out/{Vault,Pool}.sol/*.json\`)`,
            file: abi.file,
            pointer: "",
            severity: "error",
          });
          continue;
        }
        seen.set(abi.contract, abi.file);
        result.abis.push(abi);
      }
    }
  }
  return result;
}
