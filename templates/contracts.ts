// The contracts emitter: one ABI spec in, the TypeScript source of `generated/contracts/<Contract>.ts`
// out. Pure text: no fs, clock, randomness or environment, so the same input gives the same bytes
// (docs/reference/architecture.md#layout-and-dependency-direction,
// docs/reference/architecture.md#deterministic-output). Helpers are thin wrappers over viem actions with a
// fixed `functionName` literal, so viem infers exact argument and return types from the `as const`
// ABI (viem's naming of the types `XParameters`, `XReturnType`, `XErrorType`).
// The plan (which helpers, and their names) is in templates/contract-plan.ts; this file stays whole
// (over 400 lines) because its renderers, each under 80 lines, share the JSDoc, ABI-literal and
// type-argument formatting helpers that come first.

import {
  byCodeUnit,
  type ContractBindingInput,
  type ContractBindingPlan,
  IDENTIFIER,
  type PlannedFunctionHelper,
  planContractBinding,
  withAddresses,
} from "./contract-plan.ts";
import { fits, list, wrapWords } from "./text.ts";

// The plan is the public face of this module too: callers import binding and plan from one place.
export {
  type ContractBindingInput,
  type ContractBindingPlan,
  type ContractHelperKind,
  camelFromPascal,
  exportedNames,
  type PlannedFunctionHelper,
  pascalFromAbiName,
  planContractBinding,
} from "./contract-plan.ts";

// ---- ABI literal -----------------------------------------------------------------------------

const ITEM_KEY_ORDER = ["type", "name", "inputs", "outputs", "stateMutability", "anonymous"];
const PARAMETER_KEY_ORDER = ["name", "type", "internalType", "indexed", "components"];

function orderedKeys(value: Record<string, unknown>, order: readonly string[]): string[] {
  const known = order.filter((k) => value[k] !== undefined);
  const rest = Object.keys(value)
    .filter((k) => !order.includes(k) && value[k] !== undefined)
    .sort(byCodeUnit);
  return [...known, ...rest];
}

function propertyKey(key: string): string {
  return IDENTIFIER.test(key) ? key : JSON.stringify(key);
}

function literal(value: unknown, indent: string, keyOrder: readonly string[]): string {
  if (typeof value === "string" || typeof value === "boolean" || value === null) return JSON.stringify(value);
  if (typeof value === "number") {
    if (!Number.isFinite(value)) throw new Error(`ABI literal: non-finite number ${value}`);
    return String(value);
  }
  if (Array.isArray(value)) {
    if (value.length === 0) return "[]";
    const inner = `${indent}  `;
    return `[\n${value.map((v) => `${inner}${literal(v, inner, PARAMETER_KEY_ORDER)},\n`).join("")}${indent}]`;
  }
  if (typeof value === "object") {
    const record = value as Record<string, unknown>;
    const keys = orderedKeys(record, keyOrder);
    const flat = keys.every((k) => !Array.isArray(record[k]) && (typeof record[k] !== "object" || record[k] === null));
    // Parameters without components fit on one line (when it is narrow enough); anything nesting arrays is spelled out.
    const oneLine = `{ ${keys.map((k) => `${propertyKey(k)}: ${literal(record[k], indent, PARAMETER_KEY_ORDER)}`).join(", ")} }`;
    if (flat && fits(indent, `${oneLine},`)) return oneLine;
    const inner = `${indent}  `;
    const lines = keys.map((k) => `${inner}${propertyKey(k)}: ${literal(record[k], inner, PARAMETER_KEY_ORDER)},\n`);
    return `{\n${lines.join("")}${indent}}`;
  }
  throw new Error(`ABI literal: unsupported value of type ${typeof value}`);
}

function abiLiteral(abi: readonly Record<string, unknown>[]): string {
  if (abi.length === 0) return "[]";
  return `[\n${abi.map((item) => `  ${literal(item, "  ", ITEM_KEY_ORDER)},\n`).join("")}]`;
}

// ---- JSDoc -------------------------------------------------------------------------------------

/** Spec prose in the bindings' JSDoc wraps at 100 columns, narrower than code, to stay readable. */
const JSDOC_WIDTH = 100;

/** Makes text safe inside a block comment. */
function commentSafe(text: string): string {
  return text.replaceAll("*/", "*\\/");
}

function jsDoc(lines: readonly string[], indent = ""): string {
  const body = lines.flatMap((line) => commentSafe(line).split("\n")).flatMap((line) => wrapWords(line, JSDOC_WIDTH));
  if (body.length === 1) return `${indent}/** ${body[0]} */\n`;
  return `${indent}/**\n${body.map((l) => (l === "" ? `${indent} *\n` : `${indent} * ${l}\n`)).join("")}${indent} */\n`;
}

function sentences(description: string): string[] {
  return description
    .split(/(?<=[.;])\s+(?=[A-Z(`'"])/)
    .map((s) => s.trim())
    .filter((s) => s !== "");
}

/** Up to two sentences of the description that mention `name` as a whole word. */
function relevantSentences(description: string, name: string): string[] {
  const word = new RegExp(`(^|[^A-Za-z0-9_])${name.replace(/[$]/g, "\\$")}([^A-Za-z0-9_]|$)`);
  return sentences(description)
    .filter((s) => word.test(s))
    .slice(0, 2);
}

function withContext(first: string, description: string, name: string): string[] {
  const context = relevantSentences(description, name);
  return context.length === 0 ? [first] : [first, "", ...context.map((s) => `From the spec: ${s}`)];
}

// ---- rendering ---------------------------------------------------------------------------------

/** The type arguments a simulate helper's return type takes. */
const SIMULATE_TYPE_ARGUMENTS = ["chain", "account", "chainOverride", "accountOverride"];

/** The `args` field of a helper whose Address words are encoded: `expression` cast to what the ABI encodes. */
function encodedArgs(expression: string, encodedType: string): string {
  const field = `args: ${expression} as unknown as`;
  return fits("    ", `${field} ${encodedType},`)
    ? `\n    ${field} ${encodedType},`
    : `\n    ${field}\n      ${encodedType},`;
}

/** A generic type as its name and type arguments, so its line can be broken between arguments. */
type TypeReference = [name: string, args: string[]];

/**
 * `head name<args> tail` on one line when it fits after `indent`, else one type argument a line (no
 * trailing comma: TypeScript forbids one in type arguments).
 */
function typeArguments(indent: string, head: string, name: string, args: readonly string[], tail: string): string {
  return list(indent, `${head}${name}<`, args, `>${tail}`, false);
}

/** The names one helper's declarations share, computed once per helper. */
interface HelperNames {
  abi: string;
  /** The `abi` the viem call gets: the ABI, or for an overload the ABI without its sibling overloads. */
  abiValue: string;
  /** The function name as a string literal. */
  fn: string;
  R: string;
  E: string;
  /** The arguments as viem encodes them; differs from `XParameters` only where Address words are taken as addresses. */
  W: string;
  /** The `args` parameter line, empty when the function has no inputs. */
  argsParam: string;
  /** The `args` field of the viem call, empty when the function has no inputs. */
  argsField: string;
}

/** Name of the binding's private function that narrows the ABI to one overload. */
function overloadAbiFunction(plan: ContractBindingPlan): string {
  return `${plan.abiConst}ForOverload`;
}

/**
 * The binding's private `<c>AbiForOverload(name, index)`, emitted when the contract has overloads. viem
 * chooses an overload by matching the arguments against every function of the name, and refuses
 * overloads whose arguments it cannot tell apart at run time (`pick(uint8)` and `pick(uint256)` both
 * take a number; `address` and `bytes20` both take a 20-byte hex string). A helper already knows its
 * overload, so it hands viem the ABI without the others; errors and events stay, so reverts still
 * decode. The type stays the whole ABI's: the helpers' argument and return types are computed on it.
 */
function renderOverloadAbiFunction(plan: ContractBindingPlan): string {
  if (!plan.functions.some((f) => f.overloaded)) return "";
  const abi = plan.abiConst;
  const keep = `(item, i) => i === index || item.type !== "function" || item.name !== name`;
  const oneLine = `  const narrowed = ${abi}.filter(${keep});`;
  const filterLine = fits("", oneLine) ? oneLine : `  const narrowed = ${abi}.filter(\n    ${keep},\n  );`;
  return (
    jsDoc([
      `\`${abi}\` without the other overloads of \`name\` than the one at \`index\`, so viem encodes exactly that one even when another overload would also take the arguments.`,
    ]) +
    `function ${overloadAbiFunction(plan)}(name: string, index: number): typeof ${abi} {\n` +
    `${filterLine}\n  return narrowed as unknown as typeof ${abi};\n}\n`
  );
}

function renderFunction(input: ContractBindingInput, plan: ContractBindingPlan, h: PlannedFunctionHelper): string {
  const abi = plan.abiConst;
  const fn = JSON.stringify(h.functionName);
  const P = `${h.typePrefix}Parameters`;
  const itemRef = `(typeof ${abi})[${h.abiIndex}]`;
  const mutability = h.kind === "read" ? `"pure" | "view"` : `"nonpayable" | "payable"`;
  const argsType: TypeReference = h.overloaded
    ? ["AbiParametersToPrimitiveTypes", [`${itemRef}["inputs"]`, `"inputs"`]]
    : ["ContractFunctionArgs", [`typeof ${abi}`, mutability, fn]];
  // W: the arguments as viem encodes them; P differs only where Address words are taken as addresses.
  const W = h.addressInputs === null ? P : `${h.typePrefix}EncodedParameters`;
  const names: HelperNames = {
    abi,
    abiValue: h.overloaded ? `${overloadAbiFunction(plan)}(${fn}, ${h.abiIndex})` : abi,
    fn,
    R: `${h.typePrefix}ReturnType`,
    E: `${h.typePrefix}ErrorType`,
    W,
    argsParam: h.hasInputs ? `  args: ${P},\n` : "",
    argsField: !h.hasInputs
      ? ""
      : h.addressInputs === null
        ? "\n    args,"
        : encodedArgs(`encodeAddressWords(${abi}[${h.abiIndex}].inputs, args)`, W),
  };
  const parameterTypes = renderParameterTypes(input, h, argsType);
  if (h.kind === "read") return parameterTypes + renderReadHelper(input, h, names);
  if (h.kind === "simulate") return parameterTypes + renderSimulateHelper(input, h, names);
  return parameterTypes + renderWriteHelper(input, h, names);
}

/** The read helper's return and error types and the helper, a viem `readContract` call. */
function renderReadHelper(input: ContractBindingInput, h: PlannedFunctionHelper, names: HelperNames): string {
  const { abi, abiValue, fn, R, E, W, argsParam, argsField } = names;
  const out: string[] = [];
  out.push(jsDoc([`Decoded result of \`${h.signature}\`.`]));
  const returnType = [`typeof ${abi}`, `"pure" | "view"`, fn, W];
  out.push(`${typeArguments("", `export type ${R} = `, "ContractFunctionReturnType", returnType, ";")}\n`);
  out.push(jsDoc([`Errors {@link ${h.helper}} can throw (viem's \`readContract\` errors).`]));
  out.push(`export type ${E} = ReadContractErrorType;\n`);
  const doc = withContext(
    `Reads \`${h.signature}\` from ${input.contract} with viem's \`readContract\` (an \`eth_call\`).`,
    input.description,
    h.functionName,
  );
  out.push(jsDoc(doc));
  out.push(
    `export function ${h.helper}(\n  client: Client,\n  address: Address,\n${argsParam}  ${typeArguments("  ", "options?: ", "ContractReadOptions", [`typeof ${abi}`, fn], ",")}\n): Promise<${R}> {\n` +
      `  return readContract(client, {\n    ...options,\n    abi: ${abiValue},\n    address,\n    functionName: ${fn},${argsField}\n  });\n}\n`,
  );
  return out.join("");
}

/** The simulate helper's return and error types and the helper, a viem `simulateContract` call returning the request. */
function renderSimulateHelper(input: ContractBindingInput, h: PlannedFunctionHelper, names: HelperNames): string {
  const { abi, abiValue, fn, R, E, W, argsParam, argsField } = names;
  const out: string[] = [];
  out.push(
    jsDoc([
      `The transaction request a successful simulation of \`${h.functionName}\` returns; pass it to \`walletClient.writeContract\`.`,
    ]),
  );
  out.push(
    `export type ${R}<\n  chain extends Chain | undefined = Chain | undefined,\n  account extends Account | undefined = Account | undefined,\n  chainOverride extends Chain | undefined = undefined,\n  accountOverride extends Account | Address | undefined = undefined,\n${typeArguments("", "> = ", "SimulateContractReturnType", [`typeof ${abi}`, fn, W, "chain", "account", "chainOverride", "accountOverride"], '["request"];')}\n`,
  );
  out.push(
    jsDoc([`Errors {@link ${h.helper}} can throw, including decoded reverts (viem's \`simulateContract\` errors).`]),
  );
  out.push(`export type ${E} = SimulateContractErrorType;\n`);
  const doc = withContext(
    `Simulates \`${h.signature}\` on ${input.contract} with viem's \`simulateContract\` and returns the request to send.`,
    input.description,
    h.functionName,
  );
  out.push(jsDoc(doc));
  out.push(
    `export async function ${h.helper}<\n  chain extends Chain | undefined,\n  account extends Account | undefined,\n  chainOverride extends Chain | undefined = undefined,\n  accountOverride extends Account | Address | undefined = undefined,\n>(\n  client: Client<Transport, chain, account>,\n  address: Address,\n${argsParam}  ${typeArguments("  ", "options?: ", "ContractSimulateOptions", [`typeof ${abi}`, fn, W, "chain", "chainOverride", "accountOverride"], ",")}\n${typeArguments("", "): Promise<", R, SIMULATE_TYPE_ARGUMENTS, "> {")}\n` +
      `  const { request } = await simulateContract(client, {\n    ...options,\n    abi: ${abiValue},\n    address,\n    functionName: ${fn},${argsField}\n  ${typeArguments("  ", "} as unknown as ", "SimulateContractParameters", [`typeof ${abi}`, fn, W, "chain", "chainOverride", "accountOverride"], ");")}\n` +
      `  ${typeArguments("  ", "return request as ", R, SIMULATE_TYPE_ARGUMENTS, ";")}\n}\n`,
  );
  return out.join("");
}

/** The write helper's return and error types and the helper, a viem `writeContract` call. */
function renderWriteHelper(input: ContractBindingInput, h: PlannedFunctionHelper, names: HelperNames): string {
  const { abi, abiValue, fn, R, E, W, argsParam, argsField } = names;
  const generics = [
    "chain extends Chain | undefined",
    "account extends Account | undefined",
    "chainOverride extends Chain | undefined = undefined",
  ];
  const out: string[] = [];
  out.push(jsDoc([`Hash of the transaction {@link ${h.helper}} sent.`]));
  out.push(`export type ${R} = Hash;\n`);
  out.push(jsDoc([`Errors {@link ${h.helper}} can throw (viem's \`writeContract\` errors).`]));
  out.push(`export type ${E} = WriteContractErrorType;\n`);
  const doc = withContext(
    `Sends \`${h.signature}\` to ${input.contract} with viem's \`writeContract\`; \`options\` must carry \`account\` and \`chain\` when the client does not.`,
    input.description,
    h.functionName,
  );
  out.push(jsDoc(doc));
  out.push(
    `${list("", `export function ${h.helper}<`, generics, ">(")}\n  client: Client<Transport, chain, account>,\n  address: Address,\n${argsParam}  ${typeArguments("  ", "options: ", "ContractWriteOptions", [`typeof ${abi}`, fn, W, "chain", "account", "chainOverride"], ",")}\n): Promise<${R}> {\n` +
      `  return writeContract(client, {\n    ...options,\n    abi: ${abiValue},\n    address,\n    functionName: ${fn},${argsField}\n  ${typeArguments("  ", "} as unknown as ", "WriteContractParameters", [`typeof ${abi}`, fn, W, "chain", "account", "chainOverride"], ");")}\n}\n`,
  );
  return out.join("");
}

/**
 * The helper's `XParameters` type. With Address words it is derived from `xInputs` (the ABI inputs
 * with those words typed `address`, emitted once per ABI function) and `XEncodedParameters` is what
 * the ABI encodes.
 */
function renderParameterTypes(input: ContractBindingInput, h: PlannedFunctionHelper, argsType: TypeReference): string {
  const P = `${h.typePrefix}Parameters`;
  if (h.addressInputs === null) {
    return `${jsDoc([`Arguments of \`${h.signature}\`, in ABI order.`])}${typeArguments("", `export type ${P} = `, ...argsType, ";")}\n`;
  }
  const out: string[] = [];
  if (h.kind !== "write") {
    const raw = (input.abi[h.abiIndex]?.inputs ?? []) as readonly unknown[];
    out.push(
      jsDoc([
        `Inputs of \`${h.functionName}\` as callers pass them: each \`Address\` word (a uint256 on chain) is an address.`,
      ]),
    );
    out.push(`export const ${h.addressInputs} = ${literal(withAddresses(raw), "", PARAMETER_KEY_ORDER)} as const;\n`);
  }
  out.push(
    jsDoc([
      `Arguments of \`${h.signature}\`, in ABI order, with addresses where the ABI has \`Address\` words; the helper encodes them.`,
    ]),
  );
  const primitive = [`typeof ${h.addressInputs}`, `"inputs"`];
  out.push(`${typeArguments("", `export type ${P} = `, "AbiParametersToPrimitiveTypes", primitive, ";")}\n`);
  out.push(jsDoc([`Arguments of \`${h.signature}\` as the ABI encodes them (\`Address\` words as uint256).`]));
  out.push(`${typeArguments("", `export type ${h.typePrefix}EncodedParameters = `, ...argsType, ";")}\n`);
  return out.join("");
}

function renderEvents(input: ContractBindingInput, plan: ContractBindingPlan): string {
  if (plan.eventHelpers === null) return "";
  const abi = plan.abiConst;
  const { names, decode, parse } = plan.eventHelpers;
  const C = input.contract;
  const out: string[] = [];
  out.push(jsDoc([`Names of the events ${C} emits, in ABI order.`]));
  out.push(
    `${list(
      "",
      `export const ${names} = [`,
      plan.events.map((e) => JSON.stringify(e)),
      "] as const;",
    )}\n\n`,
  );
  out.push(jsDoc([`Name of an event ${C} emits.`]));
  out.push(`export type ${C}EventName = ContractEventName<typeof ${abi}>;\n\n`);
  plan.events.forEach((event, i) => {
    out.push(jsDoc(withContext(`A decoded \`${event}\` log of ${C}.`, input.description, event)));
    const eventType = `export type ${plan.eventTypes[i]} = `;
    out.push(
      `${typeArguments("", eventType, "DecodeEventLogReturnType", [`typeof ${abi}`, JSON.stringify(event)], ";")}\n\n`,
    );
  });
  out.push(jsDoc([`Result of {@link ${decode}}: the event name and its decoded arguments.`]));
  out.push(
    `export type ${decode.charAt(0).toUpperCase()}${decode.slice(1)}ReturnType = DecodeEventLogReturnType<typeof ${abi}>;\n\n`,
  );
  out.push(
    jsDoc([
      `Decodes one raw log emitted by ${C} (viem's \`decodeEventLog\`); throws when the topics match no ${C} event.`,
    ]),
  );
  out.push(
    `${list("", `export function ${decode}(`, ["log: { data: Hex; topics: [signature: Hex, ...args: Hex[]] | [] }"], `): ${decode.charAt(0).toUpperCase()}${decode.slice(1)}ReturnType {`)}\n` +
      `  return decodeEventLog({ abi: ${abi}, data: log.data, topics: log.topics });\n}\n\n`,
  );
  out.push(
    jsDoc([
      `Picks the ${C} events out of \`logs\` (viem's \`parseEventLogs\`), optionally only those named \`eventName\`; logs of other contracts or events are skipped.`,
    ]),
  );
  out.push(
    `${list("", `export function ${parse}<`, [`const eventName extends ${C}EventName | ${C}EventName[] | undefined = undefined`], ">(")}\n  logs: Log[],\n  eventName?: eventName,\n): ParseEventLogsReturnType<typeof ${abi}, eventName, true> {\n` +
      `  const parameters = { abi: ${abi}, logs, ...(eventName === undefined ? {} : { eventName }) };\n` +
      `  return parseEventLogs<typeof ${abi}, true, eventName>(\n    parameters as ParseEventLogsParameters<typeof ${abi}, eventName, true>,\n  );\n}\n`,
  );
  return out.join("");
}

function renderErrors(input: ContractBindingInput, plan: ContractBindingPlan): string {
  if (plan.errorHelpers === null) return "";
  const abi = plan.abiConst;
  const { names, decode } = plan.errorHelpers;
  const C = input.contract;
  const returnType = `${decode.charAt(0).toUpperCase()}${decode.slice(1)}ReturnType`;
  const out: string[] = [];
  out.push(jsDoc([`Names of the custom errors ${C} reverts with, in ABI order.`]));
  out.push(
    `${list(
      "",
      `export const ${names} = [`,
      plan.errors.map((e) => JSON.stringify(e)),
      "] as const;",
    )}\n\n`,
  );
  out.push(jsDoc([`Result of {@link ${decode}}: the error name and its decoded arguments.`]));
  out.push(`export type ${returnType} = DecodeErrorResultReturnType<typeof ${abi}>;\n\n`);
  out.push(
    jsDoc([`Decodes ${C} revert data (viem's \`decodeErrorResult\`); throws when the selector matches no ${C} error.`]),
  );
  out.push(
    `export function ${decode}(data: Hex): ${returnType} {\n  return decodeErrorResult({ abi: ${abi}, data });\n}\n`,
  );
  return out.join("");
}

/** The names each import of a binding brings in, by what the plan's helpers use. */
interface BindingImports {
  typeImports: Set<string>;
  valueImports: Set<string>;
  actionImports: Set<string>;
  optionImports: Set<string>;
}

function bindingImports(plan: ContractBindingPlan): BindingImports {
  const hasReads = plan.functions.some((f) => f.kind === "read");
  const hasWrites = plan.functions.some((f) => f.kind !== "read");
  const hasEvents = plan.eventHelpers !== null;
  const hasErrors = plan.errorHelpers !== null;

  const typeImports = new Set<string>();
  const valueImports = new Set<string>();
  const actionImports = new Set<string>();
  const optionImports = new Set<string>();
  const addTypes = (...names: string[]) => {
    for (const name of names) typeImports.add(name);
  };
  if (plan.functions.length > 0) addTypes("Address", "Client");
  if (plan.functions.some((f) => !f.overloaded)) addTypes("ContractFunctionArgs");
  if (hasReads) {
    addTypes("ContractFunctionReturnType", "ReadContractErrorType");
    actionImports.add("readContract");
    optionImports.add("ContractReadOptions");
  }
  if (hasWrites) {
    addTypes(
      "Account",
      "Chain",
      "Hash",
      "SimulateContractErrorType",
      "SimulateContractParameters",
      "SimulateContractReturnType",
      "Transport",
      "WriteContractErrorType",
      "WriteContractParameters",
    );
    actionImports.add("simulateContract");
    actionImports.add("writeContract");
    optionImports.add("ContractSimulateOptions");
    optionImports.add("ContractWriteOptions");
  }
  if (hasEvents) {
    addTypes(
      "ContractEventName",
      "DecodeEventLogReturnType",
      "Hex",
      "Log",
      "ParseEventLogsParameters",
      "ParseEventLogsReturnType",
    );
    valueImports.add("decodeEventLog");
    valueImports.add("parseEventLogs");
  }
  if (hasErrors) {
    addTypes("DecodeErrorResultReturnType", "Hex");
    valueImports.add("decodeErrorResult");
  }
  return { typeImports, valueImports, actionImports, optionImports };
}

/** The header line and the imports the binding's helpers need (viem, viem/actions, the static action types). */
function renderBindingImports(input: ContractBindingInput, plan: ContractBindingPlan): string {
  const { typeImports, valueImports, actionImports, optionImports } = bindingImports(plan);
  const hasOverloads = plan.functions.some((f) => f.overloaded || f.addressInputs !== null);
  const hasAddressInputs = plan.functions.some((f) => f.addressInputs !== null);
  const viemSpecifiers = [
    ...[...valueImports].map((name) => ({ name, text: name })),
    ...[...typeImports].map((name) => ({ name, text: `type ${name}` })),
  ].sort((a, b) => byCodeUnit(a.name, b.name));

  const out: string[] = [];
  out.push(`// generated from ${input.sourceFile} (sha256:${input.sha256}), do not edit\n`);
  if (hasOverloads) out.push(`import type { AbiParametersToPrimitiveTypes } from "abitype";\n`);
  if (viemSpecifiers.length > 0) {
    out.push(`import {\n${viemSpecifiers.map((s) => `  ${s.text},\n`).join("")}} from "viem";\n`);
  }
  if (actionImports.size > 0) {
    out.push(`import { ${[...actionImports].sort(byCodeUnit).join(", ")} } from "viem/actions";\n`);
  }
  if (optionImports.size > 0) {
    out.push(`import type { ${[...optionImports].sort(byCodeUnit).join(", ")} } from "./actionTypes.js";\n`);
  }
  if (hasAddressInputs) out.push(`import { encodeAddressWords } from "./addressWords.js";\n`);
  out.push("\n");
  return out.join("");
}

/**
 * Renders `generated/contracts/<Contract>.ts`: the `as const` ABI, a typed read helper per
 * view/pure function, a simulate and a write helper per state-changing function, and event and
 * error decoders. Throws, naming the contract and ABI item, when the ABI is malformed.
 */
export function renderContractBinding(input: ContractBindingInput): string {
  const plan = planContractBinding(input);
  const out: string[] = [renderBindingImports(input, plan)];
  const description = input.description.trim() === "" ? `ABI of ${input.contract}.` : input.description.trim();
  out.push(jsDoc([`${input.contract} ABI (${input.sourceFile}).`, "", description]));
  out.push(`export const ${plan.abiConst} = ${abiLiteral(input.abi)} as const;\n`);
  const overloadAbi = renderOverloadAbiFunction(plan);
  if (overloadAbi !== "") out.push(`\n${overloadAbi}`);
  for (const helper of plan.functions) {
    out.push("\n");
    out.push(renderFunction(input, plan, helper));
  }
  const events = renderEvents(input, plan);
  if (events !== "") out.push(`\n${events}`);
  const errors = renderErrors(input, plan);
  if (errors !== "") out.push(`\n${errors}`);
  return out.join("");
}

/** Input of {@link renderContractsIndex}. */
export interface ContractsIndexInput {
  /** Contract names with a generated binding, e.g. `PoolManager`. */
  contracts: string[];
  /** Static helper modules copied from `templates/static/contracts/`, e.g. `marketId` or `marketId.ts`. */
  staticModules: string[];
  /** The header's source and hash: the index depends on every ABI, so the caller hashes them together. */
  sourceFile: string;
  sha256: string;
}

/**
 * Renders `generated/contracts/index.ts`, re-exporting every binding and static module, sorted by
 * code unit. Throws on a duplicate module name.
 */
export function renderContractsIndex(input: ContractsIndexInput): string {
  const modules = [...input.contracts, ...input.staticModules.map((m) => m.replace(/\.(ts|js)$/, ""))];
  const unique = new Set(modules);
  if (unique.size !== modules.length) throw new Error("contracts index: duplicate module name");
  for (const m of modules) {
    if (!IDENTIFIER.test(m)) throw new Error(`contracts index: ${JSON.stringify(m)} is not a module base name`);
  }
  const lines = [...unique].sort(byCodeUnit).map((m) => `export * from "./${m}.js";\n`);
  return `// generated from ${input.sourceFile} (sha256:${input.sha256}), do not edit\n${lines.join("")}`;
}
