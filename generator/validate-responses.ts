/**
 * The checks on an operation's responses (docs/spec-checks.md): valid status keys, a description and
 * a typed body on each, the shared error envelope on every error status, and `x-pagination` naming a
 * real cursor parameter and real fields of the 200 response.
 */
import { dereference, isErrorStatus, isJsonMediaType, objectProperties } from "./openapi-document.ts";
import { childPointer as child } from "./pointer.ts";
import { isRecord, type JsonObject, type Report } from "./spec-json.ts";
import type { EffectiveParameter } from "./validate-openapi.ts";

/** The canonical error body every 4xx/5xx response must reference (docs/reference/bank.md#errors). */
export const ERROR_ENVELOPE_REF = "#/components/schemas/ErrorEnvelope";

/** Statuses that never carry a body (RFC 9110 §15.3.5, §15.4.5), so they are exempt from `content`. */
const BODYLESS_STATUSES = new Set(["204", "304"]);

export function checkResponses(
  doc: JsonObject,
  operation: JsonObject,
  opAt: string,
  label: string,
  report: Report,
): void {
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
export function checkResponseObject(
  response: JsonObject,
  at: string,
  status: string | undefined,
  report: Report,
): void {
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

export function checkPagination(
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
  const names: PageFieldNames = {};
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

  checkPageFields(doc, operation, opAt, label, names, report);
}

/** The field names `x-pagination` gives, once each is a non-empty string. */
type PageFieldNames = Partial<Record<"cursorParam" | "nextCursorField" | "itemsField" | "hasMoreField", string>>;

/** The named page fields must be properties of the 200 response, `itemsField` an array. */
function checkPageFields(
  doc: JsonObject,
  operation: JsonObject,
  opAt: string,
  label: string,
  names: PageFieldNames,
  report: Report,
): void {
  const at = `${opAt}/x-pagination`;
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
