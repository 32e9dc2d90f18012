/**
 * Opaque cursors (spec "Pagination"): base64url of the last item's sort key and a short hash of the
 * filters the page was asked with. Positional on the sort key, so inserts never repeat or shift
 * items; bound to the filters, so reuse with other filters is detected (400).
 */

import { createHash } from "node:crypto";
import { ContractkitError } from "../../../generated/http/errors.ts";

/** Spec: cursors are at most 512 characters. */
export const MAX_CURSOR_LENGTH = 512;

/** A cursor that cannot be decoded or was issued for other filters. */
export class CursorError extends ContractkitError {
  override readonly name = "CursorError";
  override readonly code = "cursor_invalid";
}

/** Hash of a list's filters (keys sorted, absent values dropped). */
export function filterFingerprint(list: string, filters: Record<string, unknown>): string {
  const canonical = Object.keys(filters)
    .sort()
    .filter((key) => filters[key] !== undefined)
    .map((key) => [key, filters[key]]);
  return createHash("sha256")
    .update(JSON.stringify([list, canonical]))
    .digest("base64url")
    .slice(0, 16);
}

/** Encodes the cursor that continues after `sortKey`. */
export function encodeCursor(sortKey: string, fingerprint: string): string {
  const cursor = Buffer.from(JSON.stringify({ k: sortKey, f: fingerprint }), "utf8").toString("base64url");
  if (cursor.length > MAX_CURSOR_LENGTH) throw new Error(`cursor longer than ${MAX_CURSOR_LENGTH} characters`);
  return cursor;
}

/** Decodes a cursor and checks it was issued for `fingerprint`; returns the sort key. */
export function decodeCursor(cursor: string, fingerprint: string): string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
  } catch {
    throw new CursorError("nextCursor is not a cursor this service issued");
  }
  const value = parsed as { k?: unknown; f?: unknown };
  if (typeof value !== "object" || value === null || typeof value.k !== "string" || typeof value.f !== "string") {
    throw new CursorError("nextCursor is not a cursor this service issued");
  }
  if (value.f !== fingerprint)
    throw new CursorError("nextCursor was issued for other filters; repeat the same filters or start without a cursor");
  return value.k;
}
