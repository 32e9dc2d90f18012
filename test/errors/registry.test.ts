/**
 * The error-code registry (runtime/errors.ts) against everything that states codes: docs/errors.md
 * documents every registered code at its anchor and documents no other; the specs' error enums and
 * the dispatcher's codes are registered with the statuses their responses use; and every error class
 * in runtime/, cli/ and templates/static/ derives from the one base error with a registered code.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { PageError, ResponseContractError, TransportError } from "../../generated/http/client.ts";
import { ContractkitError, ERROR_CODES, type ErrorCodeEntry } from "../../runtime/errors.ts";
import { IndexerError, ReorgTooDeepError } from "../../runtime/protocol/indexer/rpc.ts";
import { StoreCorruptError } from "../../runtime/store/types.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");
const read = (file: string) => readFileSync(path.join(ROOT, file), "utf8");
const REGISTRY: ReadonlyArray<[string, ErrorCodeEntry]> = Object.entries(ERROR_CODES);

/** GitHub's anchor of a heading: lowercase, punctuation dropped, spaces to dashes (as test/docs/citations.test.ts). */
function headingSlug(heading: string): string {
  const plain = heading.replace(/`/g, "").trim().toLowerCase();
  return plain.replace(/[^\p{L}\p{N}\s_-]/gu, "").replace(/\s/g, "-");
}

/** docs/errors.md's headings that name one code (`### \`bad_request\``), by anchor. */
function documentedCodes(): Map<string, string> {
  const byAnchor = new Map<string, string>();
  let fenced = false;
  for (const line of read("docs/errors.md").split("\n")) {
    if (/^\s*```/.test(line)) fenced = !fenced;
    const heading = fenced ? null : /^#{2,6}\s+`([\w-]+)`\s*$/.exec(line);
    if (heading?.[1]) {
      const anchor = headingSlug(heading[1]);
      expect(byAnchor.has(anchor), `two headings share #${anchor}`).toBe(false);
      byAnchor.set(anchor, heading[1]);
    }
  }
  return byAnchor;
}

describe("docs/errors.md", () => {
  const documented = documentedCodes();

  it("documents every registered code at its anchor", () => {
    const missing = REGISTRY.filter(([code, entry]) => documented.get(entry.anchor) !== code).map(
      ([code, entry]) => `${code} (#${entry.anchor})`,
    );
    expect(missing).toEqual([]);
  });

  it("documents no code the registry lacks", () => {
    const registered = new Set(Object.keys(ERROR_CODES));
    expect([...documented.values()].filter((code) => !registered.has(code))).toEqual([]);
  });
});

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === "object" && value !== null;

/** The `{code: status}` pairs a spec's responses show: each response's examples under the status they answer. */
function exampleCodes(spec: Json, codeOf: (body: Json) => unknown): Array<[string, number]> {
  const components = (spec.components as Json | undefined)?.responses as Json | undefined;
  const resolve = (response: unknown): Json => {
    const ref = isObject(response) ? response.$ref : undefined;
    return (typeof ref === "string" ? components?.[ref.split("/").pop() as string] : response) as Json;
  };
  const pairs: Array<[string, number]> = [];
  for (const item of Object.values(spec.paths as Json)) {
    for (const operation of Object.values(item as Json)) {
      if (!isObject(operation) || !isObject(operation.responses)) continue;
      for (const [status, response] of Object.entries(operation.responses)) {
        if (!/^\d{3}$/.test(status)) continue;
        const content = (resolve(response)?.content as Json | undefined)?.["application/json"] as Json | undefined;
        const examples = Object.values((content?.examples as Json | undefined) ?? {}).map((e) => (e as Json).value);
        for (const body of [...examples, content?.example]) {
          const code = isObject(body) ? codeOf(body) : undefined;
          if (typeof code === "string") pairs.push([code, Number(status)]);
        }
      }
    }
  }
  return pairs;
}

/** "`code` NNN" pairs of a description that lists every code with its status. */
const describedStatuses = (text: string): Array<[string, number]> =>
  [...text.matchAll(/`(\w+)` (\d{3})/g)].map((m) => [m[1] as string, Number(m[2])]);

/** Registered codes whose `wire` names `answerer`. */
const wireCodesOf = (answerer: string) =>
  REGISTRY.filter(([, entry]) => entry.wire?.includes(answerer as never)).map(([code]) => code);

const statusOf = (code: string) => (ERROR_CODES as Record<string, ErrorCodeEntry>)[code]?.status;

describe("the specs' error codes", () => {
  const bank = parse(read("specs/bank.openapi.yaml")) as Json;
  const protocol = parse(read("specs/protocol.openapi.yaml")) as Json;
  const bankCode = ((bank.components as Json).schemas as Json).ErrorCode as { enum: string[]; description: string };
  const protocolEnvelope = ((protocol.components as Json).schemas as Json).ErrorEnvelope as Json;
  const protocolCode = (protocolEnvelope.properties as Json).error as { enum: string[] };

  it.each([
    ["bank", bankCode.enum],
    ["protocol", protocolCode.enum],
  ])("registers the %s spec's codes, and no other wire code of it", (service, codes) => {
    expect([...codes].sort()).toEqual(wireCodesOf(service).sort());
  });

  it("registers each code with the status the spec's descriptions give it", () => {
    const pairs = [
      ...describedStatuses(bankCode.description),
      ...describedStatuses(String(protocolEnvelope.description)),
    ];
    expect(pairs.length).toBeGreaterThan(20);
    expect(pairs.filter(([code, status]) => statusOf(code) !== status)).toEqual([]);
  });

  it("registers each code with the status of every response whose example shows it", () => {
    const pairs = [
      ...exampleCodes(bank, (body) => (body.error as Json | undefined)?.code),
      ...exampleCodes(protocol, (body) => body.error),
    ];
    expect(pairs.length).toBeGreaterThan(20);
    expect(pairs.filter(([code, status]) => statusOf(code) !== status)).toEqual([]);
  });
});

describe("the dispatcher's codes", () => {
  const http = "templates/static/http";
  const server = read(`${http}/server.ts`);

  it("registers every DispatchError code, and no other dispatcher code", () => {
    const block = /export interface DispatchError \{[\s\S]*?\n\}/.exec(server)?.[0] ?? "";
    const codes = [...block.slice(block.indexOf("code:")).matchAll(/"(\w+)"/g)].map((m) => m[1] as string);
    expect(codes.length).toBeGreaterThan(5);
    expect(codes.sort()).toEqual(wireCodesOf("dispatcher").sort());
  });

  it("answers each with its registered status", () => {
    const answers = readdirSync(path.join(ROOT, http)).flatMap((file) =>
      [...read(`${http}/${file}`).matchAll(/status: (\d{3}),\s*code: "(\w+)"/g)].map(
        (m) => [m[2] as string, Number(m[1])] as const,
      ),
    );
    expect(answers.length).toBeGreaterThan(5);
    expect(answers.filter(([code, status]) => statusOf(code) !== status)).toEqual([]);
  });
});

/** A class declaration as the scan sees it. */
interface ScannedClass {
  name: string;
  file: string;
  extends: string | undefined;
  /** The codes its `code` member can hold: a literal initializer, or the literals of its type alias. */
  codes: string[];
}

const SCANNED = ["runtime", "cli", "templates/static"];
const BUILTIN_ERRORS = new Set(["Error", "TypeError", "RangeError", "SyntaxError", "AggregateError", "EvalError"]);
const BASE = "ContractkitError";

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sourceFiles(rel);
    return entry.name.endsWith(".ts") ? [rel] : [];
  });
}

/** String literals of a type: `"a"`, or a union of them. */
function literalsOf(type: ts.TypeNode | undefined, aliases: Map<string, ts.TypeNode>): string[] {
  if (type === undefined) return [];
  if (ts.isLiteralTypeNode(type) && ts.isStringLiteral(type.literal)) return [type.literal.text];
  if (ts.isUnionTypeNode(type)) return type.types.flatMap((member) => literalsOf(member, aliases));
  if (ts.isTypeReferenceNode(type) && ts.isIdentifier(type.typeName))
    return literalsOf(aliases.get(type.typeName.text), aliases);
  return [];
}

function codesOf(node: ts.ClassDeclaration, aliases: Map<string, ts.TypeNode>): string[] {
  const members = [...node.members, ...(node.members.find(ts.isConstructorDeclaration)?.parameters ?? [])] as Array<
    ts.ClassElement | ts.ParameterDeclaration
  >;
  for (const member of members) {
    if (!member.name || !ts.isIdentifier(member.name) || member.name.text !== "code") continue;
    const declared = member as ts.PropertyDeclaration | ts.ParameterDeclaration;
    if (declared.initializer && ts.isStringLiteral(declared.initializer)) return [declared.initializer.text];
    return literalsOf(declared.type, aliases);
  }
  return [];
}

function scanClasses(): ScannedClass[] {
  const classes: ScannedClass[] = [];
  for (const file of SCANNED.flatMap(sourceFiles)) {
    const source = ts.createSourceFile(file, read(file), ts.ScriptTarget.Latest, true);
    const aliases = new Map<string, ts.TypeNode>();
    const declarations: ts.ClassDeclaration[] = [];
    const visit = (node: ts.Node): void => {
      if (ts.isTypeAliasDeclaration(node)) aliases.set(node.name.text, node.type);
      if ((ts.isClassDeclaration(node) || ts.isClassExpression(node)) && node.name)
        declarations.push(node as ts.ClassDeclaration);
      ts.forEachChild(node, visit);
    };
    visit(source);
    for (const node of declarations) {
      const heritage = node.heritageClauses?.find((clause) => clause.token === ts.SyntaxKind.ExtendsKeyword);
      const base = heritage?.types[0]?.expression;
      classes.push({
        name: node.name?.text as string,
        file,
        extends: base && ts.isIdentifier(base) ? base.text : base?.getText(source),
        codes: codesOf(node, aliases),
      });
    }
  }
  return classes;
}

describe("error classes", () => {
  const classes = scanClasses();
  const byName = new Map(classes.map((c) => [c.name, c]));
  /** The chain of bases up to the first class the scan does not declare (a builtin, the base, a package's). */
  const rootOf = (scanned: ScannedClass): string | undefined => {
    let current: ScannedClass | undefined = scanned;
    const seen = new Set<string>();
    while (current?.extends !== undefined && !seen.has(current.name)) {
      seen.add(current.name);
      const next = byName.get(current.extends);
      if (next === undefined || next.name === BASE) return current.extends;
      current = next;
    }
    return current?.extends;
  };
  const errorClasses = classes.filter((c) => c.name !== BASE && [BASE, ...BUILTIN_ERRORS].includes(rootOf(c) ?? ""));

  it("finds the error classes it checks", () => {
    const names = errorClasses.map((c) => c.name);
    for (const name of ["TransportError", "BodyTooLarge", "StoreCorruptError", "ReorgTooDeepError", "UsageError"])
      expect(names).toContain(name);
    expect(errorClasses.length).toBeGreaterThanOrEqual(29);
  });

  it("every error class derives from the base error, none from Error directly", () => {
    const direct = errorClasses
      .filter((c) => rootOf(c) !== BASE)
      .map((c) => `${c.file}: ${c.name} extends ${c.extends}`);
    expect(direct).toEqual([]);
  });

  it("every error class is registered as the thrower of its codes", () => {
    const throwers = new Map<string, string[]>();
    for (const [code, entry] of REGISTRY)
      for (const name of entry.thrownBy ?? []) throwers.set(name, [...(throwers.get(name) ?? []), code]);
    const unregistered = errorClasses.filter((c) => !throwers.has(c.name)).map((c) => c.name);
    expect(unregistered).toEqual([]);
    const wrong = errorClasses.flatMap((c) =>
      c.codes.filter((code) => !throwers.get(c.name)?.includes(code)).map((code) => `${c.name}: ${code}`),
    );
    expect(wrong).toEqual([]);
  });

  it("registers no thrower that is not an error class", () => {
    const names = new Set(errorClasses.map((c) => c.name));
    const unknown = REGISTRY.flatMap(([code, entry]) =>
      (entry.thrownBy ?? []).filter((name) => !names.has(name)).map((name) => `${code}: ${name}`),
    );
    expect(unknown).toEqual([]);
  });
});

describe("the base error", () => {
  it("keeps each class's name, fields and instanceof, and adds the code", () => {
    const transport = new TransportError("down", { cause: new Error("ECONNREFUSED") });
    expect(transport).toBeInstanceOf(TransportError);
    expect(transport).toBeInstanceOf(ContractkitError);
    expect(transport).toBeInstanceOf(Error);
    expect([transport.name, transport.code, transport.message]).toEqual(["TransportError", "transport_failed", "down"]);
    const contract = new ResponseContractError("getPet", 418, [{ path: "/", message: "no" }], null);
    expect([contract.operationId, contract.status, contract.code]).toEqual(["getPet", 418, "response_contract_broken"]);
    expect(new PageError("listPets", 404, {}).code).toBe("page_request_failed");
  });

  it("sets cause only when given, and walks the cause chain", () => {
    const root = new Error("socket hang up");
    const rpc = new IndexerError("eth_getLogs failed", true, { cause: root });
    const store = new StoreCorruptError("/tmp/x", 3, "bad line", { cause: rpc });
    expect(Object.hasOwn(new TransportError("x"), "cause")).toBe(false);
    expect(store.walk()).toBe(root);
    expect(store.walk((error) => error instanceof IndexerError)).toBe(rpc);
    expect(store.walk((error) => error instanceof TypeError)).toBeNull();
    expect(new TransportError("alone").walk()).toBeInstanceOf(TransportError);
  });

  it("says retryable where it means something", () => {
    expect(new IndexerError("rate limited", true).retryable).toBe(true);
    expect(new ReorgTooDeepError(1, 100).retryable).toBe(false);
    expect(new ReorgTooDeepError(1, 100).code).toBe("reorg_too_deep");
    expect(new TransportError("x").retryable).toBeUndefined();
  });
});
