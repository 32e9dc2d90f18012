/**
 * The document-wide OpenAPI checks (docs/spec-checks.md): every `$ref` is local and resolves, and every
 * schema, wherever it stands, uses known types and keywords of the right JSON type.
 */
import { schemaPattern } from "../templates/static/http/operations.ts";
import { childPointer as child, localRefPointer, lookup } from "./pointer.ts";
import { defaultFitsType, isRecord, type JsonObject, type Report } from "./spec-json.ts";

/** The JSON Schema 2020-12 primitive types (JSON Schema Validation §6.1.1). */
const SCHEMA_TYPES = new Set(["string", "number", "integer", "boolean", "array", "object", "null"]);

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

/** Continues a walk at `node`, found at `at` under the key `parentKey` (undefined inside arrays and name maps). */
type Descend = (node: unknown, at: string, parentKey: string | undefined) => void;

/**
 * Walks a document through its arrays to every object, handing each to `visit` with whether it is a
 * map of user-chosen names ({@link NAME_MAP_KEYS}) and a `descend` that goes on into its entries.
 */
function walkObjects(
  root: unknown,
  visit: (node: JsonObject, at: string, parentKey: string | undefined, isNameMap: boolean, descend: Descend) => void,
): void {
  const descend: Descend = (node, at, parentKey) => {
    if (Array.isArray(node)) {
      node.forEach((item, index) => {
        descend(item, `${at}/${index}`, undefined);
      });
      return;
    }
    if (!isRecord(node)) return;
    visit(node, at, parentKey, parentKey !== undefined && NAME_MAP_KEYS.has(parentKey), descend);
  };
  descend(root, "", undefined);
}

/** Every `$ref` in the document must be local and resolve. */
export function checkReferences(doc: JsonObject, report: Report): void {
  walkObjects(doc, (node, at, _parentKey, isNameMap, descend) => {
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
      descend(value, child(at, key), isNameMap ? undefined : key);
    }
  });
}

/** Runs the schema checks on every schema root: component schemas and each `schema` of a parameter, header or media type. */
export function checkSchemasEverywhere(doc: JsonObject, report: Report): void {
  walkObjects(doc, (node, at, parentKey, isNameMap, descend) => {
    for (const [key, value] of Object.entries(node)) {
      const childAt = child(at, key);
      if (isNameMap) {
        if (parentKey === "schemas" && at === "/components/schemas") checkSchema(value, childAt, report, 0);
        else descend(value, childAt, undefined);
        continue;
      }
      if (LITERAL_KEYS.has(key) || key.startsWith("x-")) continue;
      if (key === "schema") checkSchema(value, childAt, report, 0);
      else descend(value, childAt, key);
    }
  });
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
      schemaPattern(schema.pattern);
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
  if (!isRecord(schema) && typeof schema !== "boolean") {
    report(
      "openapi.schema-shape",
      at,
      `a schema must be a mapping (or true or false), found ${JSON.stringify(schema)}`,
    );
    return;
  }
  if (!isRecord(schema) || depth > 64) return;
  if (!defaultFitsType(schema)) {
    report(
      "openapi.default-type",
      `${at}/default`,
      `\`default\` ${JSON.stringify(schema.default)} is not of the schema's type ${JSON.stringify(schema.type)}: left out of the generated zod schema`,
      "warning",
    );
  }
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
