// The plan of a contract binding: which helpers, events and errors one ABI spec gets and their names,
// checked against the ABI (malformed items throw, naming the contract and item). Split from
// templates/contracts.ts, which renders the plan as text; the generator also reads the plan to check
// names across bindings. Pure: no fs, clock, randomness or environment
// (docs/reference/architecture.md#deterministic-output).

/** One ABI spec, as the generator loads it from `specs/abi/<Contract>.json`. */
export interface ContractBindingInput {
  /** Contract name, a PascalCase identifier, e.g. `PoolManager`. */
  contract: string;
  /** Spec path relative to the project root, e.g. `specs/abi/PoolManager.json`. */
  sourceFile: string;
  /** Hex sha256 of the spec file's text. */
  sha256: string;
  /** The spec's prose description; sentences that name an item are carried into its JSDoc. */
  description: string;
  /** solc-style JSON ABI items. */
  abi: readonly Record<string, unknown>[];
}

/** Which viem action a generated function helper wraps. */
export type ContractHelperKind = "read" | "simulate" | "write";

/** One generated helper and the ABI function it calls. */
export interface PlannedFunctionHelper {
  kind: ContractHelperKind;
  /** Exported function name, e.g. `readPoolManagerSwapRate`. */
  helper: string;
  /** Prefix of the helper's triad types: `${typePrefix}Parameters`, `ReturnType`, `ErrorType`. */
  typePrefix: string;
  /** ABI function name passed to viem. */
  functionName: string;
  /** Human-readable signature, e.g. `swapRate(MarketId poolId) view returns (uint256 rate)`. */
  signature: string;
  /** Index of the function in the ABI. */
  abiIndex: number;
  /** True when the ABI has several functions of this name. */
  overloaded: boolean;
  hasInputs: boolean;
  /**
   * `orderProtocolHashOrderInputs` when an input carries an address in a uint256 word (internalType
   * `Address`, 1inch's user type): the helper then takes an address there and encodes the word.
   */
  addressInputs: string | null;
}

/**
 * Names of everything a binding exports, computed without rendering, so other emitters and docs can
 * look helpers up by meaning (contract + ABI function) instead of by guessing identifiers.
 */
export interface ContractBindingPlan {
  contract: string;
  /** `poolManagerAbi` */
  abiConst: string;
  functions: PlannedFunctionHelper[];
  /** ABI event names in ABI order; empty when the contract declares no events. */
  events: string[];
  /**
   * The decoded-log type of each event name, in `events` order: `PoolManagerPoolSwapEvent`. Names
   * that meet after case changes (`Approval` and `approval`, `ROLE_GRANTED` and `RoleGranted`) are
   * numbered in ABI order, as helpers are: `…ApprovalOverload2Event`.
   */
  eventTypes: string[];
  /** ABI error names in ABI order; empty when the contract declares no errors. */
  errors: string[];
  /** `poolManagerEventNames`, `decodePoolManagerEvent`, `parsePoolManagerLogs` when there are events. */
  eventHelpers: { names: string; decode: string; parse: string } | null;
  /** `poolManagerErrorNames`, `decodePoolManagerError` when there are errors. */
  errorHelpers: { names: string; decode: string } | null;
}

interface AbiParameter {
  name: string;
  type: string;
  internalType: string | undefined;
  components: AbiParameter[] | undefined;
}

export const byCodeUnit = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

function fail(contract: string, where: string, message: string): never {
  throw new Error(`${contract}: ${where}: ${message}`);
}

function asParameters(contract: string, where: string, value: unknown): AbiParameter[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) fail(contract, where, "expected an array of parameters");
  return value.map((raw, i) => {
    const at = `${where}[${i}]`;
    if (typeof raw !== "object" || raw === null) fail(contract, at, "expected a parameter object");
    const p = raw as Record<string, unknown>;
    if (typeof p.type !== "string" || p.type === "") fail(contract, at, "parameter has no `type`");
    const name = p.name === undefined ? "" : p.name;
    if (typeof name !== "string") fail(contract, at, "`name` must be a string");
    const internalType = typeof p.internalType === "string" ? p.internalType : undefined;
    const components = p.type.startsWith("tuple")
      ? asParameters(contract, `${at}.components`, p.components)
      : undefined;
    return { name, type: p.type, internalType, components };
  });
}

/**
 * A PascalCase name as the camelCase head of a value name, lowering a leading acronym as one word:
 * `PoolManager` -> `poolManager`, `ERC20` -> `erc20`, `ERC721Enumerable` -> `erc721Enumerable`,
 * `USDCToken` -> `usdcToken` (the last capital of a run before a lower-case letter starts the next word).
 */
export function camelFromPascal(name: string): string {
  const run = /^[A-Z][A-Z0-9]*/.exec(name)?.[0] ?? "";
  if (run.length <= 1) return name.charAt(0).toLowerCase() + name.slice(1);
  if (run.length === name.length) return name.toLowerCase();
  const last = run.charAt(run.length - 1);
  const head = /[A-Z]/.test(last) ? run.slice(0, -1) : run;
  return head.toLowerCase() + name.slice(head.length);
}

/**
 * An ABI name as the PascalCase tail of a helper name: `swapRate` -> `SwapRate`; constants in
 * SCREAMING_SNAKE_CASE read better split into words: `CORK_POOL_MANAGER` -> `CorkPoolManager`.
 */
export function pascalFromAbiName(name: string): string {
  if (/^[A-Z0-9_]+$/.test(name) && /[A-Z]/.test(name)) {
    return name
      .split("_")
      .filter((part) => part !== "")
      .map((part) => part.charAt(0) + part.slice(1).toLowerCase())
      .join("");
  }
  const cleaned = name.replace(/[^A-Za-z0-9_$]/g, "_");
  return cleaned.charAt(0).toUpperCase() + cleaned.slice(1);
}

/** Solidity-facing type of a parameter: the struct or user type name when the ABI carries one. */
function displayType(p: AbiParameter): string {
  const internal = p.internalType;
  if (internal === undefined) return p.type;
  if (internal.startsWith("struct ")) return internal.slice("struct ".length).replace(/^.*\./, "");
  if (internal.startsWith("contract ") || internal.startsWith("enum ")) return p.type;
  return internal;
}

function displayParameters(params: AbiParameter[]): string {
  return params.map((p) => (p.name === "" ? displayType(p) : `${displayType(p)} ${p.name}`)).join(", ");
}

/** `uint256[]` -> `Uint256Array`, `(address,uint256)` -> `Tuple`: a readable overload suffix. */
function typeSuffix(p: AbiParameter): string {
  const base = p.type.startsWith("tuple") ? "Tuple" : pascalFromAbiName(p.type.replace(/\[.*$/, ""));
  const arrays = (p.type.match(/\[\d*\]/g) ?? []).length;
  return base + "Array".repeat(arrays);
}

interface FunctionItem {
  index: number;
  name: string;
  inputs: AbiParameter[];
  outputs: AbiParameter[];
  stateMutability: string;
}

function functionItems(input: ContractBindingInput): FunctionItem[] {
  const items: FunctionItem[] = [];
  input.abi.forEach((item, index) => {
    if (item.type !== "function") return;
    const where = `abi[${index}]`;
    if (typeof item.name !== "string" || !IDENTIFIER.test(item.name)) {
      fail(input.contract, where, "function has no valid `name`");
    }
    const mutability = item.stateMutability;
    if (mutability !== "pure" && mutability !== "view" && mutability !== "nonpayable" && mutability !== "payable") {
      fail(input.contract, where, `function ${item.name} has no valid \`stateMutability\``);
    }
    items.push({
      index,
      name: item.name,
      inputs: asParameters(input.contract, `${where}.inputs`, item.inputs),
      outputs: asParameters(input.contract, `${where}.outputs`, item.outputs),
      stateMutability: mutability,
    });
  });
  return items;
}

function namedItems(input: ContractBindingInput, type: "event" | "error"): string[] {
  const names: string[] = [];
  input.abi.forEach((item, index) => {
    if (item.type !== type) return;
    if (typeof item.name !== "string" || !IDENTIFIER.test(item.name)) {
      fail(input.contract, `abi[${index}]`, `${type} has no valid \`name\``);
    }
    const inputs = asParameters(input.contract, `abi[${index}].inputs`, item.inputs);
    if (hasAddressWord(inputs))
      fail(input.contract, `abi[${index}]`, `${type} inputs of user type Address are not supported`);
    if (!names.includes(item.name)) names.push(item.name);
  });
  return names;
}

/** internalType of a uint256 that carries an address (1inch's `Address` user type). */
const ADDRESS_WORD = "Address";

function isAddressWord(p: AbiParameter): boolean {
  return p.internalType === ADDRESS_WORD && p.type === "uint256";
}

function hasAddressWord(params: AbiParameter[]): boolean {
  return params.some((p) => isAddressWord(p) || (p.components !== undefined && hasAddressWord(p.components)));
}

/** Raw ABI parameters with every `Address` word typed `address`: what the helper's caller passes. */
export function withAddresses(params: readonly unknown[]): unknown[] {
  return params.map((raw) => {
    const p = raw as Record<string, unknown>;
    if (p.internalType === ADDRESS_WORD && p.type === "uint256") return { ...p, type: "address" };
    return Array.isArray(p.components) ? { ...p, components: withAddresses(p.components) } : p;
  });
}

function signatureOf(fn: FunctionItem): string {
  const mutability = fn.stateMutability === "nonpayable" ? "" : ` ${fn.stateMutability}`;
  const returns = fn.outputs.length === 0 ? "" : ` returns (${displayParameters(fn.outputs)})`;
  return `${fn.name}(${displayParameters(fn.inputs)})${mutability}${returns}`;
}

/**
 * Computes every exported name of a binding. Overloaded functions (several ABI functions with one
 * name) get a suffix built from their input types, `Overload<n>` if that still collides, so the
 * naming depends only on the ABI.
 */
export function planContractBinding(input: ContractBindingInput): ContractBindingPlan {
  if (!IDENTIFIER.test(input.contract) || !/^[A-Z]/.test(input.contract)) {
    fail(input.contract, "contract", "the contract name must be a PascalCase identifier");
  }
  const functions = functionItems(input);
  const counts = new Map<string, number>();
  for (const fn of functions) counts.set(fn.name, (counts.get(fn.name) ?? 0) + 1);

  const tails = functions.map((fn) => {
    const base = pascalFromAbiName(fn.name);
    if ((counts.get(fn.name) ?? 0) < 2) return base;
    return fn.inputs.length === 0 ? `${base}NoArgs` : `${base}By${fn.inputs.map(typeSuffix).join("")}`;
  });
  // A tail can still collide (identical suffixes, or `CORK` next to `cork`): number them in ABI order.
  const uniqueTails = numberRepeats(tails);

  const camel = camelFromPascal(input.contract);
  const planned: PlannedFunctionHelper[] = [];
  functions.forEach((fn, i) => {
    const tail = `${input.contract}${uniqueTails[i]}`;
    if (hasAddressWord(fn.outputs)) {
      fail(input.contract, `abi[${fn.index}].outputs`, "outputs of user type Address are not supported");
    }
    const common = {
      functionName: fn.name,
      signature: signatureOf(fn),
      abiIndex: fn.index,
      overloaded: (counts.get(fn.name) ?? 0) > 1,
      hasInputs: fn.inputs.length > 0,
      addressInputs: hasAddressWord(fn.inputs) ? `${camel}${uniqueTails[i]}Inputs` : null,
    };
    if (fn.stateMutability === "view" || fn.stateMutability === "pure") {
      planned.push({ kind: "read", helper: `read${tail}`, typePrefix: `Read${tail}`, ...common });
    } else {
      planned.push({ kind: "simulate", helper: `simulate${tail}`, typePrefix: `Simulate${tail}`, ...common });
      planned.push({ kind: "write", helper: `write${tail}`, typePrefix: `Write${tail}`, ...common });
    }
  });

  const events = namedItems(input, "event");
  const errors = namedItems(input, "error");
  const plan: ContractBindingPlan = {
    contract: input.contract,
    abiConst: `${camel}Abi`,
    functions: planned,
    events,
    eventTypes: numberRepeats(events.map(pascalFromAbiName)).map((tail) => `${input.contract}${tail}Event`),
    errors,
    eventHelpers:
      events.length === 0
        ? null
        : {
            names: `${camel}EventNames`,
            decode: `decode${input.contract}Event`,
            parse: `parse${input.contract}Logs`,
          },
    errorHelpers: errors.length === 0 ? null : { names: `${camel}ErrorNames`, decode: `decode${input.contract}Error` },
  };
  const exported = new Set<string>();
  for (const name of exportedNames(plan)) {
    if (!IDENTIFIER.test(name)) fail(input.contract, "names", `${JSON.stringify(name)} is not a valid identifier`);
    if (exported.has(name)) fail(input.contract, "names", `${JSON.stringify(name)} would be exported twice`);
    exported.add(name);
  }
  return plan;
}

/** `["Transfer", "Transfer"]` -> `["Transfer", "TransferOverload2"]`: names made unique in order. */
function numberRepeats(names: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return names.map((name) => {
    const n = (seen.get(name) ?? 0) + 1;
    seen.set(name, n);
    return n === 1 ? name : `${name}Overload${n}`;
  });
}

/** Every value and type name a binding exports (helpers and their triad types included). */
export function exportedNames(plan: ContractBindingPlan): string[] {
  const names = [plan.abiConst];
  for (const f of plan.functions) {
    names.push(f.helper, `${f.typePrefix}Parameters`, `${f.typePrefix}ReturnType`, `${f.typePrefix}ErrorType`);
    // One `<fn>Inputs` per ABI function: its simulate and write helpers share it.
    if (f.addressInputs !== null && f.kind !== "write") names.push(f.addressInputs);
  }
  if (plan.eventHelpers)
    names.push(...Object.values(plan.eventHelpers), `${plan.contract}EventName`, ...plan.eventTypes);
  if (plan.errorHelpers) names.push(...Object.values(plan.errorHelpers));
  return names;
}
