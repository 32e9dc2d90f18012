/**
 * The OpenAPI checks of one document (docs/spec-checks.md): its version and info, its paths, operations,
 * operationIds, parameters and `x-path-aliases`; responses and `x-pagination` are checked in
 * validate-responses.ts, `$ref`s and schemas in validate-schemas.ts. Generator errors and house style
 * are found by one pass and told apart by {@link HOUSE_RULES}.
 */
import type { LoadedOpenApi } from "./load.ts";
import { dereference, HTTP_METHODS, pathTemplateNames } from "./openapi-document.ts";
import { pointer } from "./pointer.ts";
import type { Problem } from "./problems.ts";
import { IDENTIFIER, isRecord, type JsonObject, type Report } from "./spec-json.ts";
import { checkPagination, checkResponseObject, checkResponses } from "./validate-responses.ts";
import { checkReferences, checkSchemasEverywhere } from "./validate-schemas.ts";
import { checkObjectShapes } from "./validate-shapes.ts";

/**
 * Words an operationId may not be, because the generator turns operationIds into exported function
 * names: ECMAScript reserved words and strict-mode future reserved words (ECMA-262 §13.1.1).
 */
const RESERVED_WORDS = new Set(
  (
    "await break case catch class const continue debugger default delete do else enum export extends false " +
    "finally for function if implements import in instanceof interface let new null package private " +
    "protected public return static super switch this throw true try typeof var void while with yield"
  ).split(" "),
);

/** A parameter an operation takes, with where it is listed and where its definition lives. */
export interface EffectiveParameter {
  name: string;
  in: string;
  /** Where the parameter is listed (the `$ref` object when it is a reference). */
  listedAt: string;
  resolved: JsonObject;
  resolvedAt: string;
}

/**
 * contractkit's house style: conventions our own specs follow that valid OpenAPI need not. The
 * generator never refuses a document for these; `specs lint` reports them under the rule name, at
 * the severity a project configures (docs/spec-checks.md).
 */
export const HOUSE_RULES: Readonly<Record<string, { rule: string; severity: Problem["severity"] }>> = {
  "openapi.missing-operation-id": { rule: "operation-id", severity: "error" },
  "openapi.invalid-operation-id": { rule: "operation-id-identifier", severity: "error" },
  "openapi.missing-summary": { rule: "operation-summary", severity: "error" },
  "openapi.error-envelope": { rule: "error-envelope", severity: "error" },
  "openapi.missing-response-description": { rule: "response-description", severity: "error" },
  "openapi.missing-response-content": { rule: "response-content", severity: "error" },
  "openapi.missing-media-schema": { rule: "media-schema", severity: "error" },
  "openapi.required-unknown-property": { rule: "required-properties-declared", severity: "error" },
  "openapi.pagination-missing": { rule: "pagination-declared", severity: "warning" },
};

/** What `generate` refuses: the document is not valid OpenAPI 3.0/3.1, or code cannot be generated from it. */
export function validateOpenApi(spec: LoadedOpenApi): Problem[] {
  return checkOpenApi(spec).filter((p) => HOUSE_RULES[p.code] === undefined);
}

/** The house-style findings of one document (severities as {@link HOUSE_RULES} declares them). */
export function houseStyleProblems(spec: LoadedOpenApi): Problem[] {
  return checkOpenApi(spec)
    .filter((p) => HOUSE_RULES[p.code] !== undefined)
    .map((p) => ({ ...p, severity: HOUSE_RULES[p.code]!.severity }));
}

/** Every check on one OpenAPI document, generator errors and house style alike. */
function checkOpenApi(spec: LoadedOpenApi): Problem[] {
  const doc = spec.document;
  const problems: Problem[] = [];
  const reported = new Set<string>();
  const report: Report = (code, at, message, severity = "error") => {
    // The same component can be reached from many operations; report each place once.
    const key = `${code}\u0000${at}`;
    if (reported.has(key)) return;
    reported.add(key);
    problems.push({ code, message, file: spec.file, pointer: at, severity });
  };

  checkDocumentFields(doc, report);
  checkReferences(doc, report);
  checkSchemasEverywhere(doc, report);
  checkObjectShapes(doc, report);

  const components = isRecord(doc.components) ? doc.components : {};
  if (isRecord(components.responses)) {
    for (const [name, response] of Object.entries(components.responses)) {
      if (isRecord(response) && typeof response.$ref !== "string") {
        checkResponseObject(response, pointer("components", "responses", name), undefined, report);
      }
    }
  }

  checkSecurityNames(doc, doc.security, pointer("security"), report);
  const paths = doc.paths;
  if (!isRecord(paths)) {
    report("openapi.missing-paths", "", "`paths` is missing: there is nothing to generate");
    return problems;
  }
  const seen: SeenNames = { operationIds: new Map(), aliases: new Map(), documentPaths: Object.keys(paths) };
  for (const [path, pathItem] of Object.entries(paths)) checkPathItem(doc, path, pathItem, seen, report);
  return problems;
}

/** Document-level fields (OAS 3.1 §4.8.1, §4.8.2). */
function checkDocumentFields(doc: JsonObject, report: Report): void {
  const version = doc.openapi;
  if (typeof version !== "string" || !/^3\.[01]\.\d+$/.test(version)) {
    report(
      "openapi.version",
      version === undefined ? "" : pointer("openapi"),
      `\`openapi\` must be 3.0.x or 3.1.x, found ${JSON.stringify(version ?? null)}`,
    );
  }
  const info = doc.info;
  if (!isRecord(info)) {
    report("openapi.info", "", "`info` (with `title` and `version`) is missing");
  } else {
    if (typeof info.title !== "string" || info.title.trim() === "")
      report("openapi.info-title", pointer("info"), "`info.title` is missing or empty");
    if (typeof info.version !== "string" || info.version.trim() === "")
      report("openapi.info-version", pointer("info"), "`info.version` is missing or not a string");
  }
}

/** Names that must be unique across the operations of one document. */
interface SeenNames {
  /** operationId → the pointer of its first use. */
  operationIds: Map<string, string>;
  /** `method /alias` → the label of the operation that claimed it. */
  aliases: Map<string, string>;
  documentPaths: readonly string[];
}

/** One operation and what its Path Item gives it. */
interface OperationAt {
  path: string;
  method: string;
  operation: unknown;
  at: string;
  pathParams: readonly EffectiveParameter[];
  templateNames: readonly string[];
}

function checkPathItem(doc: JsonObject, path: string, pathItemRaw: unknown, seen: SeenNames, report: Report): void {
  const pathItem = dereference(doc, pathItemRaw, pointer("paths", path));
  if (pathItem === undefined || !isRecord(pathItem.node)) return;
  const pathParams = collectParameters(doc, pathItem.node.parameters, `${pathItem.pointer}/parameters`, report);
  const templateNames = pathTemplateNames(path);
  reportUnusedPathParams(pathParams, templateNames, path, report);
  for (const method of HTTP_METHODS) {
    const operation = pathItem.node[method];
    if (operation === undefined) continue;
    const at = `${pathItem.pointer}/${method}`;
    checkOperation(doc, { path, method, operation, at, pathParams, templateNames }, seen, report);
  }
}

function checkOperation(doc: JsonObject, op: OperationAt, seen: SeenNames, report: Report): void {
  const { operation, at: opAt, templateNames } = op;
  const label = `${op.method.toUpperCase()} ${op.path}`;
  if (!isRecord(operation)) {
    report("openapi.operation-shape", opAt, `${label}: an operation must be a mapping`);
    return;
  }
  checkOperationId(operation, opAt, label, seen.operationIds, report);
  if (typeof operation.summary !== "string" || operation.summary.trim() === "") {
    report("openapi.missing-summary", opAt, `${label}: \`summary\` is missing; it becomes the JSDoc line`);
  }

  const opParams = collectParameters(doc, operation.parameters, `${opAt}/parameters`, report);
  // Operation parameters override path-level ones with the same name and location (OAS 3.1 §4.8.9.1).
  const overridden = new Set(opParams.map((p) => `${p.in}\u0000${p.name}`));
  const effective = [...op.pathParams.filter((p) => !overridden.has(`${p.in}\u0000${p.name}`)), ...opParams];
  for (const name of templateNames) {
    if (!effective.some((p) => p.in === "path" && p.name === name)) {
      report(
        "openapi.path-param-undeclared",
        opAt,
        `${label}: path template names {${name}} but no \`in: path\` parameter \`${name}\` is declared`,
      );
    }
  }
  reportUnusedPathParams(opParams, templateNames, label, report);

  checkSecurityNames(doc, operation.security, `${opAt}/security`, report);
  checkResponses(doc, operation, opAt, label, report);
  checkPagination(doc, operation, opAt, label, effective, report);
  checkPathAliases(operation, opAt, label, op.method, seen.documentPaths, seen.aliases, report);
}

/**
 * Each name in a security requirement must be a scheme of `components.securitySchemes` (OAS 3.1
 * "Security Requirement Object"): the generated server contract types each scheme's principal,
 * and the client sends only credentials of schemes it knows.
 */
function checkSecurityNames(doc: JsonObject, requirements: unknown, at: string, report: Report): void {
  if (!Array.isArray(requirements)) return;
  const components = isRecord(doc.components) ? doc.components : {};
  const schemes = isRecord(components.securitySchemes) ? components.securitySchemes : {};
  requirements.forEach((requirement, index) => {
    if (!isRecord(requirement)) return;
    for (const name of Object.keys(requirement)) {
      if (!Object.hasOwn(schemes, name))
        report(
          "openapi.unknown-security-scheme",
          `${at}/${index}/${name.replaceAll("~", "~0").replaceAll("/", "~1")}`,
          `security requirement names \`${name}\`, which \`components.securitySchemes\` does not define`,
        );
    }
  });
}

/** An `in: path` parameter the template never names (`label` is the path or the operation). */
function reportUnusedPathParams(
  params: readonly EffectiveParameter[],
  templateNames: readonly string[],
  label: string,
  report: Report,
): void {
  for (const param of params) {
    if (param.in === "path" && !templateNames.includes(param.name)) {
      report(
        "openapi.path-param-unused",
        param.listedAt,
        `${label}: path parameter \`${param.name}\` does not appear in the path template`,
      );
    }
  }
}

/**
 * `x-path-aliases`: further literal paths the server also routes to this operation (the same
 * parameters, body and responses), e.g. another service's spelling of the same route. Each must be
 * a literal path (no templates) that is neither a path of the document nor another alias of the method.
 */
function checkPathAliases(
  operation: JsonObject,
  opAt: string,
  label: string,
  method: string,
  documentPaths: readonly string[],
  seen: Map<string, string>,
  report: Report,
): void {
  const raw = operation["x-path-aliases"];
  if (raw === undefined) return;
  const at = `${opAt}/x-path-aliases`;
  if (!Array.isArray(raw)) {
    report("openapi.path-alias-shape", at, `${label}: \`x-path-aliases\` must be a list of paths`);
    return;
  }
  raw.forEach((alias, index) => {
    const aliasAt = `${at}/${index}`;
    if (typeof alias !== "string" || !/^\/[^{}?#\s]*$/.test(alias)) {
      report(
        "openapi.path-alias-shape",
        aliasAt,
        `${label}: alias ${JSON.stringify(alias)} must be a literal path starting with / (no {templates})`,
      );
      return;
    }
    const normalise = (p: string) => (p.length > 1 && p.endsWith("/") ? p.slice(0, -1) : p);
    if (documentPaths.some((p) => normalise(p) === normalise(alias))) {
      report("openapi.path-alias-conflict", aliasAt, `${label}: alias ${alias} is also a path of the document`);
      return;
    }
    const key = `${method} ${normalise(alias)}`;
    const owner = seen.get(key);
    if (owner !== undefined) {
      report("openapi.path-alias-conflict", aliasAt, `${label}: alias ${alias} is already an alias of ${owner}`);
      return;
    }
    seen.set(key, label);
  });
}

function checkOperationId(
  operation: JsonObject,
  opAt: string,
  label: string,
  seen: Map<string, string>,
  report: Report,
): void {
  const id = operation.operationId;
  if (id === undefined) {
    report(
      "openapi.missing-operation-id",
      opAt,
      `${label}: \`operationId\` is missing; generated functions and handlers are named after it`,
    );
    return;
  }
  const idAt = `${opAt}/operationId`;
  if (typeof id !== "string" || id === "") {
    report(
      "openapi.operation-id-type",
      idAt,
      `${label}: operationId must be a non-empty string, found ${JSON.stringify(id)}`,
    );
    return;
  }
  // Not an identifier: the generator camel-cases it (`get-bookings` → `getBookings`); lint reports it.
  if (!IDENTIFIER.test(id)) {
    report(
      "openapi.invalid-operation-id",
      idAt,
      `${label}: operationId ${JSON.stringify(id)} is not a valid identifier (letters, digits, _ and $, not starting with a digit); generated code names it in camel case`,
    );
  } else if (RESERVED_WORDS.has(id)) {
    report(
      "openapi.invalid-operation-id",
      idAt,
      `${label}: operationId "${id}" is a reserved word; the generated function gets a suffix`,
    );
  }
  const first = seen.get(id);
  if (first === undefined) {
    seen.set(id, idAt);
  } else {
    report(
      "openapi.duplicate-operation-id",
      idAt,
      `${label}: operationId "${id}" is already used at ${first}; operationIds must be unique in the document`,
    );
  }
}

function collectParameters(doc: JsonObject, list: unknown, listAt: string, report: Report): EffectiveParameter[] {
  if (!Array.isArray(list)) return [];
  const out: EffectiveParameter[] = [];
  list.forEach((raw, index) => {
    const listedAt = `${listAt}/${index}`;
    const resolved = dereference(doc, raw, listedAt);
    if (resolved === undefined || !isRecord(resolved.node)) return;
    const param = resolved.node;
    if (typeof param.name !== "string" || typeof param.in !== "string") return;
    if (param.in === "path" && param.required !== true) {
      report(
        "openapi.path-param-not-required",
        resolved.pointer,
        `path parameter \`${param.name}\` must say \`required: true\` (OAS 3.1 §4.8.12.1)`,
      );
    }
    if (param.schema === undefined && param.content === undefined) {
      report(
        "openapi.missing-param-schema",
        resolved.pointer,
        `parameter \`${param.name}\` has neither \`schema\` nor \`content\`, so it has no type`,
      );
    }
    out.push({ name: param.name, in: param.in, listedAt, resolved: param, resolvedAt: resolved.pointer });
  });
  return out;
}
