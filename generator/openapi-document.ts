/**
 * Reading an OpenAPI document the way the spec checks (validate-openapi.ts) and the breaking-change
 * report (diff-openapi.ts) both read it: local `$ref`s followed with their pointers, the methods of a
 * Path Item, the names of a path template, error statuses, JSON media types and object properties.
 */
import { childPointer as child, localRefPointer, lookup } from "./pointer.ts";
import { isRecord } from "./spec-json.ts";

/** The eight HTTP methods an OpenAPI 3.1 Path Item may hold (OAS 3.1 §4.8.9). */
export const HTTP_METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"] as const;

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

/** True for `application/json` and every `+json` media type, parameters ignored. */
export const isJsonMediaType = (mediaType: string) => {
  const essence = mediaType.split(";")[0]?.trim().toLowerCase() ?? "";
  return essence === "application/json" || essence.endsWith("+json");
};

/** Names inside `{...}` in a path template, in order (OAS 3.1 §4.8.8.1 "Path Templating"). */
export function pathTemplateNames(path: string): string[] {
  return [...path.matchAll(/\{([^}]*)\}/g)].map((m) => m[1] ?? "");
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
