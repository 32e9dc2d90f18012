/**
 * The transactions cursor (`next_cursor`, docs/reference/bank.md#statements-and-transactions). It encodes a position in
 * the account's
 * posting sequence - "continue with postings before index N" - not an offset into the result, so
 * postings booked after the first page never shift later pages. The query it belongs to (account,
 * from, to) is inside, with a checksum, so a garbled or re-targeted cursor is rejected as 400
 * rather than silently paging something else. It grants nothing: the account is still checked
 * against the caller.
 */
import { createHash } from "node:crypto";

/** What a cursor carries. */
export interface CursorPosition {
  accountId: string;
  /** Next page holds postings with index < before. */
  before: number;
  fromMs: number | null;
  toMs: number | null;
}

function sum(payload: string): string {
  return createHash("sha256").update(`contractkit-cursor:${payload}`).digest("base64url").slice(0, 12);
}

/** Encodes a cursor as `<base64url payload>.<checksum>`. */
export function encodeCursor(position: CursorPosition): string {
  const payload = Buffer.from(
    JSON.stringify([1, position.accountId, position.before, position.fromMs, position.toMs]),
  ).toString("base64url");
  return `${payload}.${sum(payload)}`;
}

/** Decodes a cursor; null when it is garbled, forged or of another version. */
export function decodeCursor(cursor: string): CursorPosition | null {
  const dot = cursor.indexOf(".");
  if (dot <= 0 || cursor.length > 512) return null;
  const payload = cursor.slice(0, dot);
  if (sum(payload) !== cursor.slice(dot + 1)) return null;
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
  } catch {
    return null;
  }
  if (!Array.isArray(value) || value.length !== 5 || value[0] !== 1) return null;
  const [, accountId, before, fromMs, toMs] = value as unknown[];
  const boundOk = (bound: unknown) => bound === null || Number.isSafeInteger(bound);
  if (typeof accountId !== "string" || !Number.isSafeInteger(before) || (before as number) < 0) return null;
  if (!boundOk(fromMs) || !boundOk(toMs)) return null;
  return {
    accountId,
    before: before as number,
    fromMs: fromMs as number | null,
    toMs: toMs as number | null,
  };
}
