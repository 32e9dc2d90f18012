/**
 * Canonical JSON and request hashes for idempotency (docs/reference/bank.md#idempotency: bodies are
 * compared as canonical JSON, so key order and whitespace do not make two requests differ).
 */
import { hash } from "node:crypto";

/** JSON text with object keys sorted by code unit at every level, no whitespace. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== "object") {
    const text = JSON.stringify(value);
    if (text === undefined) throw new TypeError(`cannot canonicalise a value of type ${typeof value}`);
    return text;
  }
  if (Array.isArray(value)) return `[${value.map((item) => canonicalJson(item ?? null)).join(",")}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, item]) => item !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(",")}}`;
}

/** Hex sha256 of the canonical JSON of a request body: the `bodyHash` of an idempotent send. */
export function hashRequestBody(body: unknown): string {
  return hash("sha256", canonicalJson(body), "hex");
}
