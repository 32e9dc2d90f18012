import { toEventSelector, toFunctionSelector } from "viem";
import type { LoadedAbi, LoadedOpenApi, LoadedSpecs } from "./load.ts";
import { childPointer as child, localRefPointer, lookup, pointer } from "./pointer.ts";
import type { Problem } from "./problems.ts";

/*
 * Spec validation: every convention the generator relies on, checked before anything is generated,
 * all problems reported at once (docs/reference/architecture.md#every-problem-at-once, after hey-api's
 * `openApi/3.1.x/parser/validate.ts`;
 * ABI checks name the contract and the item, after wagmi CLI `generate`).
 * Every code is listed with its meaning in docs/spec-checks.md.
 */

type JsonObject = Record<string, unknown>;

const isRecord = (value: unknown): value is JsonObject =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The eight HTTP methods an OpenAPI 3.1 Path Item may hold (OAS 3.1 §4.8.9). */
export const HTTP_METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"] as const;

/** The JSON Schema 2020-12 primitive types (JSON Schema Validation §6.1.1). */
const SCHEMA_TYPES = new Set(["string", "number", "integer", "boolean", "array", "object", "null"]);

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

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/** The canonical error body every 4xx/5xx response must reference (docs/reference/bank.md#errors). */
export const ERROR_ENVELOPE_REF = "#/components/schemas/ErrorEnvelope";

/** Keywords whose subschemas might supply properties that a sibling `required` names. */
const COMPOSITION_KEYWORDS = [
  "$ref",
  "allOf",
  "anyOf",
  "oneOf",
  "if",
  "patternProperties",
  "dependentSchemas",
  "additionalProperties",
  "unevaluatedProperties",
] as const;

/**
 * Follows local `$ref`s from `node` (found at `at`) until a non-reference, returning it and its own
 * pointer. Undefined when a reference is external, dangling or part of a cycle (reported elsewhere).
 */
export function dereference(
  document: unknown,
  node: unknown,
  at: string,
): { node: unknown; pointer: string } | undefined {
  let current = node;
  let currentPointer = at;
  // 32 hops is far beyond any real chain; a longer one is a cycle of pure references.
  for (let hop = 0; hop < 32; hop++) {
    if (!isRecord(current) || typeof current.$ref !== "string") return { node: current, pointer: currentPointer };
    const target = localRefPointer(current.$ref);
    if (target === undefined) return undefined;
    const found = lookup(document, target);
    if (!found.found) return undefined;
    current = found.value;
    currentPointer = target;
  }
  return undefined;
}

/** True for status keys that describe errors: 4xx, 5xx, their `4XX`/`5XX` ranges and `default`. */
export function isErrorStatus(status: string): boolean {
  return status === "default" || /^[45](\d\d|XX)$/.test(status);
}

const isJsonMediaType = (mediaType: string) => {
  const essence = mediaType.split(";")[0]?.trim().toLowerCase() ?? "";
  return essence === "application/json" || essence.endsWith("+json");
};

/** Names inside `{...}` in a path template, in order (OAS 3.1 §4.8.8.1 "Path Templating"). */
export function pathTemplateNames(path: string): string[] {
  return [...path.matchAll(/\{([^}]*)\}/g)].map((m) => m[1] ?? "");
}

/** Keys under which a spec holds a map of user-chosen names rather than fixed keywords. */
const NAME_MAP_KEYS = new Set([
  "paths",
  "properties",
  "patternProperties",
  "$defs",
  "dependentSchemas",
  "schemas",
  "responses",
  "parameters",
  "requestBodies",
  "headers",
  "securitySchemes",
  "links",
  "callbacks",
  "pathItems",
  "content",
  "webhooks",
  "encoding",
]);

/** Keys holding literal values (examples, defaults) whose contents are data, not spec structure. */
const LITERAL_KEYS = new Set(["example", "examples", "enum", "const", "default"]);

interface EffectiveParameter {
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
  const report = (code: string, at: string, message: string, severity: Problem["severity"] = "error") => {
    // The same component can be reached from many operations; report each place once.
    const key = `${code}\u0000${at}`;
    if (reported.has(key)) return;
    reported.add(key);
    problems.push({ code, message, file: spec.file, pointer: at, severity });
  };

  // Document-level fields (OAS 3.1 §4.8.1, §4.8.2).
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

  checkReferences(doc, report);
  checkSchemasEverywhere(doc, report);

  const components = isRecord(doc.components) ? doc.components : {};
  if (isRecord(components.responses)) {
    for (const [name, response] of Object.entries(components.responses)) {
      if (isRecord(response) && typeof response.$ref !== "string") {
        checkResponseObject(response, pointer("components", "responses", name), undefined, report);
      }
    }
  }

  const paths = doc.paths;
  if (!isRecord(paths)) {
    report("openapi.missing-paths", "", "`paths` is missing: there is nothing to generate");
    return problems;
  }

  const operationIds = new Map<string, string>();
  const aliases = new Map<string, string>();
  for (const [path, pathItemRaw] of Object.entries(paths)) {
    const pathAt = pointer("paths", path);
    const pathItem = dereference(doc, pathItemRaw, pathAt);
    if (pathItem === undefined || !isRecord(pathItem.node)) continue;
    const pathParams = collectParameters(doc, pathItem.node.parameters, `${pathItem.pointer}/parameters`, report);
    const templateNames = pathTemplateNames(path);
    for (const param of pathParams) {
      if (param.in === "path" && !templateNames.includes(param.name)) {
        report(
          "openapi.path-param-unused",
          param.listedAt,
          `${path}: path parameter \`${param.name}\` does not appear in the path template`,
        );
      }
    }

    for (const method of HTTP_METHODS) {
      const operation = pathItem.node[method];
      if (operation === undefined) continue;
      const opAt = `${pathItem.pointer}/${method}`;
      const label = `${method.toUpperCase()} ${path}`;
      if (!isRecord(operation)) {
        report("openapi.operation-shape", opAt, `${label}: an operation must be a mapping`);
        continue;
      }
      checkOperationId(operation, opAt, label, operationIds, report);
      if (typeof operation.summary !== "string" || operation.summary.trim() === "") {
        report("openapi.missing-summary", opAt, `${label}: \`summary\` is missing; it becomes the JSDoc line`);
      }

      const opParams = collectParameters(doc, operation.parameters, `${opAt}/parameters`, report);
      // Operation parameters override path-level ones with the same name and location (OAS 3.1 §4.8.9.1).
      const overridden = new Set(opParams.map((p) => `${p.in}\u0000${p.name}`));
      const effective = [...pathParams.filter((p) => !overridden.has(`${p.in}\u0000${p.name}`)), ...opParams];

      for (const name of templateNames) {
        if (!effective.some((p) => p.in === "path" && p.name === name)) {
          report(
            "openapi.path-param-undeclared",
            opAt,
            `${label}: path template names {${name}} but no \`in: path\` parameter \`${name}\` is declared`,
          );
        }
      }
      for (const param of opParams) {
        if (param.in === "path" && !templateNames.includes(param.name)) {
          report(
            "openapi.path-param-unused",
            param.listedAt,
            `${label}: path parameter \`${param.name}\` does not appear in the path template`,
          );
        }
      }

      checkResponses(doc, operation, opAt, label, report);
      checkPagination(doc, operation, opAt, label, effective, report);
      checkPathAliases(operation, opAt, label, method, Object.keys(paths), aliases, report);
    }
  }
  return problems;
}

type Report = (code: string, at: string, message: string, severity?: Problem["severity"]) => void;

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

/** Statuses that never carry a body (RFC 9110 §15.3.5, §15.4.5), so they are exempt from `content`. */
const BODYLESS_STATUSES = new Set(["204", "304"]);

function checkResponses(doc: JsonObject, operation: JsonObject, opAt: string, label: string, report: Report): void {
  const responses = operation.responses;
  if (!isRecord(responses) || Object.keys(responses).length === 0) {
    report("openapi.missing-responses", opAt, `${label}: no responses are declared`);
    return;
  }
  for (const [status, raw] of Object.entries(responses)) {
    const at = `${opAt}/responses/${status}`;
    if (!/^([1-5](\d\d|XX)|default)$/.test(status)) {
      report(
        "openapi.invalid-status",
        at,
        `${label}: response key "${status}" is not a status code, a range like 4XX, or default`,
      );
      continue;
    }
    const resolved = dereference(doc, raw, at);
    if (resolved === undefined || !isRecord(resolved.node)) continue;
    if (typeof (raw as JsonObject).$ref !== "string") {
      checkResponseObject(resolved.node, resolved.pointer, status, report);
    }
    if (isErrorStatus(status)) checkErrorEnvelope(resolved.node, resolved.pointer, `${label} ${status}`, report);
  }
}

/** description + content + a schema per media type, on an inline or component response. */
function checkResponseObject(response: JsonObject, at: string, status: string | undefined, report: Report): void {
  if (typeof response.description !== "string" || response.description.trim() === "") {
    report("openapi.missing-response-description", at, "response has no `description`");
  }
  if (status !== undefined && BODYLESS_STATUSES.has(status)) return;
  const content = response.content;
  if (!isRecord(content) || Object.keys(content).length === 0) {
    report(
      "openapi.missing-response-content",
      at,
      "response has no `content`; declare the media type and schema of its body",
    );
    return;
  }
  for (const [mediaType, media] of Object.entries(content)) {
    if (!isRecord(media) || media.schema === undefined) {
      report(
        "openapi.missing-media-schema",
        child(at, "content", mediaType),
        `media type ${mediaType} has no \`schema\``,
      );
    }
  }
}

function checkErrorEnvelope(response: JsonObject, at: string, label: string, report: Report): void {
  const content = response.content;
  if (!isRecord(content)) return; // missing content is reported on its own
  const jsonTypes = Object.keys(content).filter(isJsonMediaType);
  if (jsonTypes.length === 0) {
    report(
      "openapi.error-envelope",
      `${at}/content`,
      `${label}: an error response must have a JSON body that references ${ERROR_ENVELOPE_REF}`,
    );
    return;
  }
  for (const mediaType of jsonTypes) {
    const media = content[mediaType];
    if (!isRecord(media) || media.schema === undefined) continue; // reported as missing-media-schema
    const schema = media.schema;
    if (!isRecord(schema) || schema.$ref !== ERROR_ENVELOPE_REF) {
      report(
        "openapi.error-envelope",
        child(at, "content", mediaType, "schema"),
        `${label}: the error body schema must be \`$ref: "${ERROR_ENVELOPE_REF}"\` (one error model for every service)`,
      );
    }
  }
}

function checkPagination(
  doc: JsonObject,
  operation: JsonObject,
  opAt: string,
  label: string,
  params: readonly EffectiveParameter[],
  report: Report,
): void {
  const spec = operation["x-pagination"];
  if (spec === undefined) {
    // A cursor-like query parameter means a list: the generator needs x-pagination to build iterators.
    const cursorLike = params.find((p) => p.in === "query" && /cursor/i.test(p.name));
    if (cursorLike !== undefined) {
      report(
        "openapi.pagination-missing",
        opAt,
        `${label}: takes query parameter \`${cursorLike.name}\` but has no \`x-pagination\``,
        "warning",
      );
    }
    return;
  }
  const at = `${opAt}/x-pagination`;
  if (!isRecord(spec)) {
    report("openapi.pagination-shape", at, `${label}: \`x-pagination\` must be a mapping`);
    return;
  }
  const names: Partial<Record<"cursorParam" | "nextCursorField" | "itemsField" | "hasMoreField", string>> = {};
  for (const key of ["cursorParam", "nextCursorField", "itemsField", "hasMoreField"] as const) {
    const value = spec[key];
    if (value === undefined) {
      if (key !== "hasMoreField")
        report("openapi.pagination-shape", at, `${label}: \`x-pagination.${key}\` is missing`);
    } else if (typeof value !== "string" || value === "") {
      report(
        "openapi.pagination-shape",
        `${at}/${key}`,
        `${label}: \`x-pagination.${key}\` must be a non-empty string`,
      );
    } else {
      names[key] = value;
    }
  }
  if (names.cursorParam !== undefined && !params.some((p) => p.in === "query" && p.name === names.cursorParam)) {
    report(
      "openapi.pagination-cursor-param",
      `${at}/cursorParam`,
      `${label}: x-pagination.cursorParam "${names.cursorParam}" is not a query parameter of this operation`,
    );
  }

  const page = successPageSchema(doc, operation, opAt);
  if (page === undefined) {
    report(
      "openapi.pagination-response",
      at,
      `${label}: x-pagination needs a 200 response with a JSON object schema to find its fields in`,
    );
    return;
  }
  for (const key of ["nextCursorField", "itemsField", "hasMoreField"] as const) {
    const field = names[key];
    if (field === undefined) continue;
    const property = page.get(field);
    if (property === undefined) {
      report(
        "openapi.pagination-field",
        `${at}/${key}`,
        `${label}: x-pagination.${key} "${field}" is not a property of the 200 response schema`,
      );
    } else if (key === "itemsField") {
      const resolved = dereference(doc, property.node, property.pointer);
      const type = resolved !== undefined && isRecord(resolved.node) ? resolved.node.type : undefined;
      if (type !== undefined && type !== "array" && !(Array.isArray(type) && type.includes("array"))) {
        report(
          "openapi.pagination-items-not-array",
          `${at}/itemsField`,
          `${label}: x-pagination.itemsField "${field}" must be an array property, found type ${JSON.stringify(type)}`,
        );
      }
    }
  }
}

/** The properties of the 200 JSON response schema, merged through `$ref` and `allOf`. */
function successPageSchema(
  doc: JsonObject,
  operation: JsonObject,
  opAt: string,
): Map<string, { node: unknown; pointer: string }> | undefined {
  if (!isRecord(operation.responses)) return undefined;
  const response = dereference(doc, operation.responses["200"], `${opAt}/responses/200`);
  if (response === undefined || !isRecord(response.node) || !isRecord(response.node.content)) return undefined;
  const mediaType = Object.keys(response.node.content).find(isJsonMediaType);
  if (mediaType === undefined) return undefined;
  const media = response.node.content[mediaType];
  if (!isRecord(media)) return undefined;
  const properties = objectProperties(doc, media.schema, child(response.pointer, "content", mediaType, "schema"));
  // A schema without properties (a string, a bare array) is not a page envelope at all.
  return properties === undefined || properties.size === 0 ? undefined : properties;
}

/**
 * The properties an object schema declares, following `$ref` and merging `allOf` members, each with
 * the pointer where it is declared. Undefined when the schema cannot be resolved.
 */
export function objectProperties(
  doc: unknown,
  schema: unknown,
  at: string,
  depth = 0,
): Map<string, { node: unknown; pointer: string }> | undefined {
  // allOf nesting deeper than 16 only happens through a reference cycle.
  if (depth > 16) return undefined;
  const resolved = dereference(doc, schema, at);
  if (resolved === undefined || !isRecord(resolved.node)) return undefined;
  const out = new Map<string, { node: unknown; pointer: string }>();
  const node = resolved.node;
  if (isRecord(node.properties)) {
    for (const [name, property] of Object.entries(node.properties)) {
      out.set(name, { node: property, pointer: child(resolved.pointer, "properties", name) });
    }
  }
  if (Array.isArray(node.allOf)) {
    node.allOf.forEach((member, index) => {
      const merged = objectProperties(doc, member, `${resolved.pointer}/allOf/${index}`, depth + 1);
      for (const [name, property] of merged ?? []) if (!out.has(name)) out.set(name, property);
    });
  }
  return out;
}

/** Every `$ref` in the document must be local and resolve. */
function checkReferences(doc: JsonObject, report: Report): void {
  const walk = (node: unknown, at: string, parentKey: string | undefined): void => {
    if (Array.isArray(node)) {
      node.forEach((item, index) => {
        walk(item, `${at}/${index}`, undefined);
      });
      return;
    }
    if (!isRecord(node)) return;
    const isNameMap = parentKey !== undefined && NAME_MAP_KEYS.has(parentKey);
    if (!isNameMap && typeof node.$ref === "string") {
      const target = localRefPointer(node.$ref);
      if (target === undefined) {
        report(
          "openapi.external-ref",
          `${at}/$ref`,
          `"${node.$ref}" is not a local reference; specs must be self-contained (refs start with #/)`,
        );
      } else if (!lookup(doc, target).found) {
        report("openapi.unresolved-ref", `${at}/$ref`, `"${node.$ref}" does not resolve to anything in this document`);
      }
    }
    for (const [key, value] of Object.entries(node)) {
      if (!isNameMap && (key === "$ref" || LITERAL_KEYS.has(key) || key.startsWith("x-"))) continue;
      walk(value, child(at, key), isNameMap ? undefined : key);
    }
  };
  walk(doc, "", undefined);
}

/** Runs the schema checks on every schema root: component schemas and each `schema` of a parameter, header or media type. */
function checkSchemasEverywhere(doc: JsonObject, report: Report): void {
  const walk = (node: unknown, at: string, parentKey: string | undefined): void => {
    if (Array.isArray(node)) {
      node.forEach((item, index) => {
        walk(item, `${at}/${index}`, undefined);
      });
      return;
    }
    if (!isRecord(node)) return;
    const isNameMap = parentKey !== undefined && NAME_MAP_KEYS.has(parentKey);
    for (const [key, value] of Object.entries(node)) {
      const childAt = child(at, key);
      if (isNameMap) {
        if (parentKey === "schemas" && at === "/components/schemas") checkSchema(value, childAt, report, 0);
        else walk(value, childAt, undefined);
        continue;
      }
      if (LITERAL_KEYS.has(key) || key.startsWith("x-")) continue;
      if (key === "schema") checkSchema(value, childAt, report, 0);
      else walk(value, childAt, key);
    }
  };
  walk(doc, "", undefined);
}

/** Subschema keywords of JSON Schema 2020-12 (Core §10.2, §10.3): single schema, map of schemas, array of schemas. */
const SINGLE_SUBSCHEMA = [
  "items",
  "not",
  "if",
  "then",
  "else",
  "contains",
  "additionalProperties",
  "unevaluatedProperties",
  "unevaluatedItems",
  "propertyNames",
  "contentSchema",
] as const;
const MAP_SUBSCHEMAS = ["properties", "patternProperties", "$defs", "dependentSchemas"] as const;
const ARRAY_SUBSCHEMAS = ["allOf", "anyOf", "oneOf", "prefixItems"] as const;

/** JSON Schema keywords whose value must be a number (≥ 0 integers for the counts), by kind. */
const COUNT_KEYWORDS = [
  "maxLength",
  "minLength",
  "maxItems",
  "minItems",
  "maxProperties",
  "minProperties",
  "maxContains",
  "minContains",
];
const NUMBER_KEYWORDS = ["minimum", "maximum", "multipleOf"];
const STRING_KEYWORDS = ["pattern", "format", "title", "description", "$id", "$anchor"];
const BOOLEAN_KEYWORDS = ["uniqueItems", "nullable", "readOnly", "writeOnly", "deprecated"];

/**
 * A keyword of the wrong type (`maxLength: "two hundred"`) would otherwise become wrong code or a
 * validator that throws at start-up: it is an error with the keyword's pointer.
 */
function checkKeywordTypes(schema: JsonObject, at: string, report: Report): void {
  const wrong = (key: string, expected: string) =>
    report(
      "openapi.keyword-type",
      `${at}/${key}`,
      `\`${key}\` must be ${expected}, found ${JSON.stringify(schema[key])}`,
    );
  for (const key of COUNT_KEYWORDS) {
    const v = schema[key];
    if (v !== undefined && !(typeof v === "number" && Number.isInteger(v) && v >= 0))
      wrong(key, "a non-negative integer");
  }
  for (const key of NUMBER_KEYWORDS) {
    const v = schema[key];
    if (v !== undefined && (typeof v !== "number" || (key === "multipleOf" && v <= 0)))
      wrong(key, key === "multipleOf" ? "a number above 0" : "a number");
  }
  for (const key of ["exclusiveMinimum", "exclusiveMaximum"]) {
    const v = schema[key];
    // A number in 3.1 (JSON Schema 2020-12), a boolean in 3.0 (draft 4 style).
    if (v !== undefined && typeof v !== "number" && typeof v !== "boolean")
      wrong(key, "a number (3.1) or a boolean (3.0)");
  }
  for (const key of STRING_KEYWORDS)
    if (schema[key] !== undefined && typeof schema[key] !== "string") wrong(key, "a string");
  for (const key of BOOLEAN_KEYWORDS)
    if (schema[key] !== undefined && typeof schema[key] !== "boolean") wrong(key, "a boolean");
  if (schema.enum !== undefined && !Array.isArray(schema.enum)) wrong("enum", "an array");
  if (schema.required !== undefined && !Array.isArray(schema.required) && typeof schema.required !== "boolean")
    wrong("required", "an array of property names");
  if (typeof schema.pattern === "string") {
    try {
      new RegExp(schema.pattern, "u");
    } catch (error) {
      report(
        "openapi.keyword-type",
        `${at}/pattern`,
        `\`pattern\` is not a valid regular expression: ${(error as Error).message}`,
      );
    }
  }
}

function checkSchema(schema: unknown, at: string, report: Report, depth: number): void {
  // Boolean schemas are valid in 3.1; nesting past 64 levels is not a hand-written spec.
  if (!isRecord(schema) || depth > 64) return;
  const type = schema.type;
  if (type !== undefined) {
    const list = Array.isArray(type) ? type : [type];
    list.forEach((t, index) => {
      if (typeof t !== "string" || !SCHEMA_TYPES.has(t)) {
        report(
          "openapi.unknown-type",
          Array.isArray(type) ? `${at}/type/${index}` : `${at}/type`,
          `unknown schema type ${JSON.stringify(t)}; use one of ${[...SCHEMA_TYPES].join(", ")}`,
        );
      }
    });
  }
  checkKeywordTypes(schema, at, report);
  if (Array.isArray(schema.required) && !COMPOSITION_KEYWORDS.some((k) => schema[k] !== undefined)) {
    const properties = isRecord(schema.properties) ? schema.properties : {};
    schema.required.forEach((name, index) => {
      if (typeof name !== "string" || !Object.hasOwn(properties, name)) {
        report(
          "openapi.required-unknown-property",
          `${at}/required/${index}`,
          `\`required\` names ${JSON.stringify(name)}, which is not in \`properties\``,
        );
      }
    });
  }
  for (const key of SINGLE_SUBSCHEMA) {
    if (schema[key] !== undefined) checkSchema(schema[key], `${at}/${key}`, report, depth + 1);
  }
  for (const key of MAP_SUBSCHEMAS) {
    const map = schema[key];
    if (!isRecord(map)) continue;
    for (const [name, sub] of Object.entries(map)) {
      checkSchema(sub, child(at, key, name), report, depth + 1);
    }
  }
  for (const key of ARRAY_SUBSCHEMAS) {
    const list = schema[key];
    if (!Array.isArray(list)) continue;
    list.forEach((sub, index) => {
      checkSchema(sub, `${at}/${key}/${index}`, report, depth + 1);
    });
  }
}

/* ------------------------------------------------------------------------------------------------ */
/* ABI                                                                                              */
/* ------------------------------------------------------------------------------------------------ */

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

/** Checks one ABI spec: item shapes, Solidity types, selector/topic uniqueness, `indexed` rules. */
export function validateAbi(spec: LoadedAbi): Problem[] {
  const problems: Problem[] = [];
  const report = (code: string, at: string, message: string) =>
    problems.push({
      code,
      message: `${spec.contract}: ${message}`,
      file: spec.file,
      pointer: at,
      severity: "error",
    });
  const selectors = new Map<string, { signature: string; at: string }>();
  const specials = new Map<string, string>();

  // A bare ABI array is the document itself; every other form keeps it under `abi`.
  const base = spec.abiPointer ?? "/abi";
  spec.abi.forEach((item: unknown, index) => {
    const at = `${base}${pointer(index)}`;
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

    const allowed = MUTABILITY[type];
    if (allowed !== undefined) {
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

    if (type === "constructor" || type === "fallback" || type === "receive") {
      const first = specials.get(type);
      if (first !== undefined)
        report("abi.duplicate-special", at, `${label}: a second ${type}; the first is at ${first}`);
      else specials.set(type, at);
    }

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

    if (type === "event" && Array.isArray(item.inputs)) {
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

    if (named && paramsValid) {
      const signature = abiItemSignature(item);
      if (signature === undefined) return;
      const selector = abiItemSelector(item, signature);
      const key = `${type}:${selector}`;
      const first = selectors.get(key);
      if (first === undefined) {
        selectors.set(key, { signature, at });
      } else {
        const code =
          type === "function"
            ? "abi.duplicate-selector"
            : type === "event"
              ? "abi.duplicate-event-topic"
              : "abi.duplicate-error-selector";
        report(
          code,
          at,
          `${label}: ${signature} has ${type === "event" ? "topic" : "selector"} ${selector}, already used by ${first.signature} at ${first.at}`,
        );
      }
    }
  });
  return problems;
}

/** Checks one parameter (recursing into tuple components); returns false when its type is unusable. */
function checkAbiParam(
  param: unknown,
  at: string,
  label: string,
  isEventInput: boolean,
  report: (code: string, at: string, message: string) => void,
): boolean {
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

/**
 * Every validation problem in a loaded spec set, each OpenAPI document's then each ABI's; never stops
 * at the first. `loaded.problems` (syntax, top-level shape) are not repeated here: callers list them
 * next to these, as `contractkit generate` and `specs lint` do.
 */
export function validateSpecs(loaded: LoadedSpecs): Problem[] {
  return [
    ...loaded.openapi.flatMap((spec) => validateOpenApi(spec)),
    ...loaded.abis.flatMap((spec) => validateAbi(spec)),
  ];
}
