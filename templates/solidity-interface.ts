/**
 * Renders Solidity interfaces from ABI specs. Pure: no fs, clock, randomness or environment; the same
 * input gives the same bytes.
 *
 * Shared types live in one file: user-defined value types (`type MarketId is bytes32;`) and structs
 * (`struct Market {...}`) used by any ABI are emitted once, at file level, into `Types.sol` by
 * {@link renderSolidityTypes}, and every `I<Contract>.sol` that uses one does `import "./Types.sol";`.
 * Declaring them inside each interface would give `IPoolManager.Market` and `IAdapter.Market` as two
 * distinct types, and declaring them at file level in each interface would clash as soon as one
 * contract imports two interfaces.
 */
import { generatedHeader } from "./text.ts";

/** One ABI spec as the Solidity templates need it. */
export interface SolidityInterfaceInput {
  /** Contract name; the interface is `I<contract>`. */
  contract: string;
  /** Spec path relative to the project root, carried into the header line. */
  sourceFile: string;
  /** Hex sha256 of the spec file's text. */
  sha256: string;
  /** Prose from the spec, emitted as the interface's NatSpec. */
  description: string;
  abi: readonly Record<string, unknown>[];
}

/** The file every interface imports its shared types from. */
export const SOLIDITY_TYPES_FILE = "Types.sol";

/** Solidity file name of a contract's interface, e.g. `IPoolManager.sol`. */
export function solidityInterfaceFileName(contract: string): string {
  return `I${contract}.sol`;
}

interface AbiParam {
  name: string;
  type: string;
  internalType?: string;
  indexed?: boolean;
  components?: AbiParam[];
}

interface StructDef {
  name: string;
  fields: AbiParam[];
  /** Canonical field list, to detect two specs declaring one struct name differently. */
  signature: string;
  origin: string;
}

interface SharedTypes {
  valueTypes: Map<string, { underlying: string; origin: string }>;
  structs: Map<string, StructDef>;
}

const ELEMENTARY =
  /^(address|address payable|bool|string|bytes([1-9]|[12][0-9]|3[0-2])?|u?int(8|16|24|32|40|48|56|64|72|80|88|96|104|112|120|128|136|144|152|160|168|176|184|192|200|208|216|224|232|240|248|256)?|function)$/;
const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;
const ARRAY_SUFFIX = /(\[\d*\])*$/;

function params(value: unknown): AbiParam[] {
  return Array.isArray(value) ? (value as AbiParam[]) : [];
}

function splitArray(text: string): { base: string; suffix: string } {
  const suffix = ARRAY_SUFFIX.exec(text)?.[0] ?? "";
  return { base: text.slice(0, text.length - suffix.length), suffix };
}

/** `struct IOrderMixin.Order[]` -> `Order`; solc qualifies structs declared inside contracts. */
function structName(param: AbiParam): string | undefined {
  const internal = param.internalType;
  if (internal === undefined || !internal.startsWith("struct ")) return undefined;
  const { base } = splitArray(internal.slice("struct ".length));
  return base.split(".").pop();
}

/** A user-defined value type: an internalType that names neither an elementary type nor a struct/enum/contract. */
function valueTypeName(param: AbiParam): { name: string; underlying: string } | undefined {
  const internal = param.internalType;
  if (internal === undefined || param.type === "tuple" || param.type.startsWith("tuple[")) return undefined;
  if (/^(struct|enum|contract) /.test(internal)) return undefined;
  const { base } = splitArray(internal);
  const name = base.split(".").pop() ?? base;
  if (ELEMENTARY.test(name) || !IDENTIFIER.test(name)) return undefined;
  return { name, underlying: splitArray(param.type).base };
}

/**
 * `into` gains the param's user type or struct (components first). Structs named in `local` are
 * declared inside each interface instead (see {@link clashingStructs}): only their components are
 * collected.
 */
function collectParam(param: AbiParam, origin: string, into: SharedTypes, local: ReadonlySet<string>): void {
  const valueType = valueTypeName(param);
  if (valueType !== undefined) {
    const known = into.valueTypes.get(valueType.name);
    if (known === undefined) into.valueTypes.set(valueType.name, { underlying: valueType.underlying, origin });
    else if (known.underlying !== valueType.underlying) {
      throw new Error(
        `${origin}: user type ${valueType.name} is ${valueType.underlying} here but ${known.underlying} in ${known.origin}`,
      );
    }
    return;
  }
  const name = structName(param);
  if (name === undefined) return;
  const fields = params(param.components);
  // Components first, so a nested struct is declared before the struct that uses it.
  for (const field of fields) collectParam(field, origin, into, local);
  if (local.has(name)) return;
  const signature = fields.map((f, i) => `${solidityType(f)} ${memberName(f, i)}`).join(",");
  const known = into.structs.get(name);
  if (known === undefined) into.structs.set(name, { name, fields, signature, origin });
  else if (known.signature !== signature) {
    throw new Error(`${origin}: struct ${name} is (${signature}) here but (${known.signature}) in ${known.origin}`);
  }
}

function collectShared(inputs: readonly SolidityInterfaceInput[], local: ReadonlySet<string> = new Set()): SharedTypes {
  const shared: SharedTypes = { valueTypes: new Map(), structs: new Map() };
  for (const input of inputs) {
    for (const item of input.abi) {
      const origin = `${input.sourceFile} ${String(item.type)} ${String(item.name ?? "")}`.trimEnd();
      for (const p of [...params(item.inputs), ...params(item.outputs)]) collectParam(p, origin, shared, local);
    }
  }
  return shared;
}

/**
 * Struct names the ABIs give more than one shape (Multicall3's `Call` and Bundler3's `Call`, or two
 * contracts' `Info` in one ABI), and every struct that contains one. One `Types.sol` cannot declare
 * them, so each interface declares its own inside itself (`IMulticall3.Call`, `IBundler3.Call`).
 */
export function clashingStructs(inputs: readonly SolidityInterfaceInput[]): Set<string> {
  const shapes = new Map<string, Set<string>>();
  const children = new Map<string, Set<string>>();
  const visit = (param: AbiParam): string | undefined => {
    const fields = params(param.components);
    const inner = fields.map(visit);
    const name = structName(param);
    if (name === undefined) return undefined;
    const shape = fields.map((f, i) => `${solidityType(f)} ${memberName(f, i)}`).join(",");
    shapes.set(name, (shapes.get(name) ?? new Set()).add(shape));
    const known = children.get(name) ?? new Set();
    for (const child of inner) if (child !== undefined) known.add(child);
    children.set(name, known);
    return name;
  };
  for (const item of inputs.flatMap((input) => input.abi)) {
    for (const p of [...params(item.inputs), ...params(item.outputs)]) visit(p);
  }
  const clashing = new Set([...shapes].filter(([, s]) => s.size > 1).map(([name]) => name));
  for (let grew = true; grew; ) {
    grew = false;
    for (const [name, inner] of children) {
      if (!clashing.has(name) && [...inner].some((child) => clashing.has(child))) {
        clashing.add(name);
        grew = true;
      }
    }
  }
  return clashing;
}

/**
 * Names of the tuples an ABI gives without a struct name (no `struct …` internalType: Vyper's ABIs,
 * hand-written and older ones), keyed by the parameter object. Solidity has no anonymous tuple type,
 * so {@link localStructs} declares a struct for each inside the interface.
 */
type TupleNames = ReadonlyMap<AbiParam, string>;

/** The Solidity spelling of an ABI parameter's type: struct and user type names where the ABI has them. */
function solidityType(param: AbiParam, tuples: TupleNames = new Map()): string {
  const struct = tuples.get(param) ?? structName(param);
  if (struct !== undefined) return struct + splitArray(param.type).suffix;
  const valueType = valueTypeName(param);
  if (valueType !== undefined) return valueType.name + splitArray(param.type).suffix;
  return param.type;
}

const capitalised = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/**
 * Words solc refuses as names (its keywords and reserved keywords, "Reserved Keywords" in the
 * Solidity docs). An ABI written by hand or by another compiler (Vyper, Huff) may use them.
 */
const SOLIDITY_KEYWORDS = new Set(
  (
    "abstract address after alias anonymous apply as assembly auto bool break byte bytes calldata case catch " +
    "constant constructor continue contract copyof days default define delete do else emit enum ether event " +
    "external fallback false final for function gwei hex hours if immutable implements import in indexed " +
    "inline interface internal is let library macro mapping match memory minutes modifier mutable new null of " +
    "override partial payable pragma private promise public pure receive reference relocatable return returns " +
    "sealed seconds sizeof static storage string struct super supports switch this true try type typedef " +
    "typeof unchecked unicode using var view virtual weeks wei while years"
  ).split(" "),
);
const isSolidityKeyword = (name: string) =>
  SOLIDITY_KEYWORDS.has(name) || /^(u?int\d*|bytes\d+|u?fixed(\d+x\d+)?)$/.test(name);

/**
 * A parameter's name when it has a usable one: ABIs may leave `name` out or empty. A Solidity
 * keyword gets a trailing `_` (`default` -> `default_`): parameter and member names are not part of
 * any selector.
 */
const declaredName = (p: AbiParam): string | undefined => {
  const name = abiName(p);
  return name !== undefined && isSolidityKeyword(name) ? `${name}_` : name;
};

/** The ABI's own name of a parameter, when it is an identifier. */
const abiName = (p: AbiParam): string | undefined =>
  typeof p.name === "string" && IDENTIFIER.test(p.name) ? p.name : undefined;

/** A struct member name: the component's own, else `field<i>` (Solidity struct members need names). */
const memberName = (field: AbiParam, index: number) => declaredName(field) ?? `field${index}`;

/**
 * Declares a struct for every unnamed tuple of the ABI, named after its item and parameter
 * (`run(tuple order)` -> `RunOrder`, an unnamed output -> `RunOutput0`, a nested tuple adds its
 * member name), and for every struct named in `local` under its own name, nested ones first.
 * Selectors hash the tuple's types, never a struct's name, so any name keeps them. A name already
 * taken by a different shape (overloads, a shared struct) is numbered.
 */
function localStructs(
  abi: readonly Record<string, unknown>[],
  shared: ReadonlySet<string>,
  local: ReadonlySet<string>,
): { names: TupleNames; declarations: string[] } {
  const names = new Map<AbiParam, string>();
  // A shared struct's name is never reused: no members text equals "(shared)".
  const shapes = new Map<string, string>([...shared].map((name) => [name, "(shared)"]));
  const declarations: string[] = [];
  const visit = (param: AbiParam, tupleBase: string): void => {
    const named = structName(param);
    if (!param.type.startsWith("tuple") || (named !== undefined && !local.has(named))) return;
    const base = named ?? tupleBase;
    const fields = params(param.components);
    fields.forEach((field, i) => {
      visit(field, base + capitalised(abiName(field) ?? `field${i}`));
    });
    const members = fields.map((field, i) => `    ${solidityType(field, names)} ${memberName(field, i)};\n`).join("");
    let name = base;
    for (let n = 2; shapes.has(name) && shapes.get(name) !== members; n++) name = `${base}${n}`;
    if (!shapes.has(name)) {
      shapes.set(name, members);
      declarations.push(`struct ${name} {\n${members}}`);
    }
    names.set(param, name);
  };
  for (const item of abi) {
    const owner = capitalised(String(item.name ?? item.type));
    for (const [list, unnamed] of [
      [params(item.inputs), "param"],
      [params(item.outputs), "output"],
    ] as const) {
      list.forEach((p, i) => {
        visit(p, owner + capitalised(abiName(p) ?? `${unnamed}${i}`));
      });
    }
  }
  return { names, declarations };
}

function needsLocation(param: AbiParam): boolean {
  return (
    param.type === "string" || param.type === "bytes" || param.type.startsWith("tuple") || param.type.endsWith("]")
  );
}

function paramList(list: AbiParam[], location: "calldata" | "memory" | "none", tuples: TupleNames): string {
  return list
    .map((p) => {
      const parts = [solidityType(p, tuples)];
      if (p.indexed === true) parts.push("indexed");
      if (location !== "none" && needsLocation(p)) parts.push(location);
      const name = declaredName(p);
      if (name !== undefined) parts.push(name);
      return parts.join(" ");
    })
    .join(", ");
}

function natspec(text: string, indent: string): string {
  // A word starting with "@" would be read as a NatSpec tag (and an unknown tag is a compile error).
  const words = text
    .replace(/\s+/g, " ")
    .trim()
    .split(" ")
    .map((w) => w.replace(/^@/, "at "));
  if (words.length === 0 || words[0] === "") return "";
  const lines: string[] = [];
  let line = "@notice";
  for (const word of words) {
    if (line.length + 1 + word.length > 96) {
      lines.push(line);
      line = word;
    } else line = `${line} ${word}`;
  }
  lines.push(line);
  return lines.map((l) => `${indent}/// ${l}\n`).join("");
}

/**
 * One interface line per ABI item. An item named with a Solidity keyword (`function type()` from a
 * Vyper ABI) cannot be declared, and renaming it would change its selector: it stays as a comment.
 */
function renderItem(item: Record<string, unknown>, tuples: TupleNames): string | undefined {
  const name = String(item.name ?? "");
  const line = renderDeclaration(item, tuples);
  if (line === undefined || !isSolidityKeyword(name)) return line;
  return `// not declared, "${name}" is a Solidity keyword: ${line}`;
}

function renderDeclaration(item: Record<string, unknown>, tuples: TupleNames): string | undefined {
  const name = String(item.name ?? "");
  const inputs = params(item.inputs);
  switch (item.type) {
    case "event":
      return `event ${name}(${paramList(inputs, "none", tuples)})${item.anonymous === true ? " anonymous" : ""};`;
    case "error":
      return `error ${name}(${paramList(inputs, "none", tuples)});`;
    case "function": {
      const mutability = item.stateMutability === "nonpayable" ? "" : ` ${String(item.stateMutability)}`;
      const outputs = params(item.outputs);
      const returns = outputs.length > 0 ? ` returns (${paramList(outputs, "memory", tuples)})` : "";
      return `function ${name}(${paramList(inputs, "calldata", tuples)}) external${mutability}${returns};`;
    }
    case "receive":
      return "receive() external payable;";
    case "fallback":
      return `fallback() external${item.stateMutability === "payable" ? " payable" : ""};`;
    default:
      // Constructors are not part of an interface.
      return undefined;
  }
}

function usesSharedTypes(abi: readonly Record<string, unknown>[]): boolean {
  const uses = (p: AbiParam): boolean =>
    structName(p) !== undefined || valueTypeName(p) !== undefined || params(p.components).some(uses);
  return abi.some((item) => [...params(item.inputs), ...params(item.outputs)].some(uses));
}

const indentLines = (text: string) =>
  text
    .split("\n")
    .map((line) => `    ${line}`)
    .join("\n");

const PREAMBLE = "// SPDX-License-Identifier: MIT\npragma solidity ^0.8.20;\n";

/**
 * Renders `I<Contract>.sol`: header line, SPDX, pragma, `import "./Types.sol";` when the ABI uses a
 * shared type, then `interface I<Contract>` with events, errors and functions in spec order. Structs
 * named in `local` (by default those this ABI alone gives two shapes) are declared inside it.
 */
export function renderSolidityInterface(
  input: SolidityInterfaceInput,
  local: ReadonlySet<string> = clashingStructs([input]),
): string {
  // Validate the shared types of this ABI alone, so a malformed struct is reported against its own spec.
  const shared = collectShared([input], local);
  const tuples = localStructs(input.abi, new Set(shared.structs.keys()), local);
  const kinds = ["event", "error", "function", "receive", "fallback"] as const;
  const body: string[] = [];
  if (tuples.declarations.length > 0) body.push(tuples.declarations.map((d) => indentLines(d)).join("\n\n"));
  for (const kind of kinds) {
    const lines = input.abi
      .filter((item) => item.type === kind)
      .map((item) => renderItem(item, tuples.names))
      .filter((line): line is string => line !== undefined);
    if (lines.length > 0) body.push(lines.map((l) => `    ${l}`).join("\n"));
  }
  const imports = usesSharedTypes(input.abi) ? `\nimport "./${SOLIDITY_TYPES_FILE}";\n` : "";
  return (
    generatedHeader(input.sourceFile, input.sha256) +
    PREAMBLE +
    imports +
    "\n" +
    natspec(input.description, "") +
    `interface I${input.contract} {\n${body.join("\n\n")}\n}\n`
  );
}

/**
 * Renders `Types.sol`: every user-defined value type and struct used by any of the ABIs, once each,
 * value types first, structs in first-use order (nested structs before their users), leaving out
 * the structs named in `local`. Throws when two specs declare the same name differently, naming both
 * (the devnet compile wants that: its contracts use the shared names).
 */
export function renderSolidityTypes(
  inputs: readonly SolidityInterfaceInput[],
  local: ReadonlySet<string> = new Set(),
): string {
  const shared = collectShared(inputs, local);
  const sources = inputs.map((i) => `${i.sourceFile} (sha256:${i.sha256})`).join(", ");
  const valueTypes = [...shared.valueTypes].map(([name, t]) => `type ${name} is ${t.underlying};\n`).join("");
  const structs = [...shared.structs.values()]
    .map(
      (s) =>
        `struct ${s.name} {\n${s.fields.map((f, i) => `    ${solidityType(f)} ${memberName(f, i)};\n`).join("")}}\n`,
    )
    .join("\n");
  return `// generated from ${sources}, do not edit\n${PREAMBLE}\n${valueTypes}${valueTypes && structs ? "\n" : ""}${structs}`;
}

/**
 * Every Solidity file for a set of ABI specs, keyed by file name: `Types.sol` plus one
 * `I<Contract>.sol` per spec. Write them into one folder: each interface imports `./Types.sol`.
 * Inputs are ordered by contract name first, so the result does not depend on the caller's order.
 * A struct name the ABIs give two shapes is declared inside each interface that uses it.
 */
export function renderSolidityFiles(inputs: readonly SolidityInterfaceInput[]): Record<string, string> {
  const sorted = [...inputs].sort((a, b) => (a.contract < b.contract ? -1 : a.contract > b.contract ? 1 : 0));
  const local = clashingStructs(sorted);
  const files: Record<string, string> = { [SOLIDITY_TYPES_FILE]: renderSolidityTypes(sorted, local) };
  for (const input of sorted) {
    files[solidityInterfaceFileName(input.contract)] = renderSolidityInterface(input, local);
  }
  return files;
}
