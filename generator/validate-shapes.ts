/**
 * Where OpenAPI requires an object (or a `$ref` to one), a string, a number or a list is an error
 * with its pointer: `"200": description` or `requestBody: body`, a half-finished edit, would
 * otherwise pass the other checks (they read only mappings) and make the generator fail without
 * saying where, or leave the operation out silently. The walk follows the OpenAPI 3.0/3.1 objects
 * the generator reads (Path Item, Operation, Parameter, Request Body, Response, Header, Media Type,
 * Security Scheme, Callback, the Components maps); a `$ref` is checked where it points, and schemas
 * in validate-schemas.ts.
 */
import { childPointer } from "./pointer.ts";
import { isRecord, type JsonObject, type Report } from "./spec-json.ts";

/** One kind of OpenAPI object: its name in messages, and its fields that hold further objects. */
interface Kind {
  name: string;
  /** field -> the kind of its value, of each member of a map (`map`), or of each item of a list (`list`). */
  fields: Record<string, Field>;
}
type Field = { of: () => Kind; as: "one" | "map" | "list" };

const one = (of: () => Kind): Field => ({ of, as: "one" });
const map = (of: () => Kind): Field => ({ of, as: "map" });
const list = (of: () => Kind): Field => ({ of, as: "list" });
const leaf = (name: string): Kind => ({ name, fields: {} });

// Examples, links and encodings are left alone: nothing generated depends on them, and public specs
// often write them loosely (a list of examples), which must not stop generation.
const SECURITY_SCHEME = leaf("Security Scheme Object");
const MEDIA_TYPE = leaf("Media Type Object");
const HEADER: Kind = { name: "Header Object", fields: { content: map(() => MEDIA_TYPE) } };
const PARAMETER: Kind = { name: "Parameter Object", fields: { content: map(() => MEDIA_TYPE) } };
const REQUEST_BODY: Kind = { name: "Request Body Object", fields: { content: map(() => MEDIA_TYPE) } };
const RESPONSE: Kind = {
  name: "Response Object",
  fields: { headers: map(() => HEADER), content: map(() => MEDIA_TYPE) },
};
const OPERATION: Kind = {
  name: "Operation Object",
  fields: {
    parameters: list(() => PARAMETER),
    requestBody: one(() => REQUEST_BODY),
    responses: map(() => RESPONSE),
    callbacks: map(() => CALLBACK),
  },
};
const METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"];
const PATH_ITEM: Kind = {
  name: "Path Item Object",
  fields: {
    parameters: list(() => PARAMETER),
    // An operation that is not a mapping is reported as openapi.operation-shape (validate-openapi.ts).
    ...Object.fromEntries(METHODS.map((method) => [method, one(() => OPERATION)])),
  },
};
const CALLBACK: Kind = { name: "Callback Object", fields: {} };
const COMPONENTS: Kind = {
  name: "Components Object",
  fields: {
    responses: map(() => RESPONSE),
    parameters: map(() => PARAMETER),
    requestBodies: map(() => REQUEST_BODY),
    headers: map(() => HEADER),
    securitySchemes: map(() => SECURITY_SCHEME),
    callbacks: map(() => CALLBACK),
    pathItems: map(() => PATH_ITEM),
  },
};
const DOCUMENT: Kind = {
  name: "OpenAPI Object",
  fields: { paths: map(() => PATH_ITEM), webhooks: map(() => PATH_ITEM), components: one(() => COMPONENTS) },
};
/** Maps whose own members may be `x-` extensions (OAS 3.1 Paths and Responses Objects). */
const EXTENSIBLE_MAPS = new Set(["paths", "responses"]);
/** A document's `paths` and an operation's `responses` that are no mapping have checks of their own. */
const reportedElsewhere = (kind: Kind, key: string) =>
  (kind === DOCUMENT && key === "paths") || (kind === OPERATION && key === "responses");

const found = (value: unknown) =>
  Array.isArray(value) ? "a list" : value === null ? "null" : `${typeof value} ${JSON.stringify(value)}`;

export function checkObjectShapes(doc: JsonObject, report: Report): void {
  walk(doc, DOCUMENT, "", report);
}

function walk(node: JsonObject, kind: Kind, at: string, report: Report): void {
  for (const [key, field] of Object.entries(kind.fields)) {
    const value = node[key];
    if (value === undefined) continue;
    const fieldAt = childPointer(at, key);
    if (field.as === "one") {
      visit(value, field.of(), fieldAt, report, kind === PATH_ITEM && METHODS.includes(key));
      continue;
    }
    const members: Array<[string, unknown]> | null =
      field.as === "list"
        ? Array.isArray(value)
          ? value.map((item, index) => [String(index), item])
          : null
        : isRecord(value)
          ? Object.entries(value).filter(([name]) => !(EXTENSIBLE_MAPS.has(key) && name.startsWith("x-")))
          : null;
    if (members === null) {
      if (reportedElsewhere(kind, key)) continue;
      const shape = field.as === "list" ? "a list" : "a mapping";
      report("openapi.object-shape", fieldAt, `\`${key}\` must be ${shape}, found ${found(value)}`);
      continue;
    }
    for (const [name, member] of members) visit(member, field.of(), childPointer(fieldAt, name), report, false);
  }
}

/** One place that must hold `kind` (or a `$ref`); `reportedElsewhere` skips the report, not the walk. */
function visit(value: unknown, kind: Kind, at: string, report: Report, reportedElsewhere: boolean): void {
  if (!isRecord(value)) {
    if (!reportedElsewhere) {
      report("openapi.object-shape", at, `must be a mapping (a ${kind.name} or a $ref), found ${found(value)}`);
    }
    return;
  }
  if (typeof value.$ref === "string") return;
  // A Callback Object maps expressions to Path Items.
  if (kind === CALLBACK) {
    for (const [expression, item] of Object.entries(value)) {
      if (!expression.startsWith("x-")) visit(item, PATH_ITEM, childPointer(at, expression), report, false);
    }
    return;
  }
  walk(value, kind, at, report);
}
