/**
 * Signed statement links: a token that lets a browser open one account's statement, for one fixed
 * period and format, until it expires, with no api key anywhere in the URL. The token is
 * `<claims>.<signature>`, both base64url: the claims as JSON, and an HMAC-SHA256 over them with the
 * bank's link secret (kept in the data file). Nothing about a token is stored server-side.
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/** Formats a link may serve: the ones a browser opens (JSON needs no link: it needs code anyway). */
export const STATEMENT_LINK_FORMATS = ["html", "csv"] as const;
export type StatementLinkFormat = (typeof STATEMENT_LINK_FORMATS)[number];

/** How long a link lives unless asked otherwise, and the bounds of what may be asked (seconds). */
export const STATEMENT_LINK_TTL = { default: 900, min: 60, max: 86_400 } as const;

/** What a token grants. */
export interface StatementLinkClaims {
  /** The organisation that issued it. */
  organisationId: string;
  accountId: string;
  format: StatementLinkFormat;
  /** Period start (ms), or null for "since the account opened". */
  fromMs: number | null;
  /** Period end (ms): fixed at issue, so the link always shows the same statement. */
  toMs: number;
  /** Expiry, in whole seconds since the epoch. */
  expiresAt: number;
}

/** Why a token was refused: it is not one of ours (or was altered), or its time is up. */
export type StatementLinkProblem = "invalid" | "expired";

const VERSION = 1;
/** Domain separation: the secret signs nothing else, but a future use must not accept these. */
const CONTEXT = "contractkit-bank statement-link v1.";

/** A fresh link secret: 32 random bytes as hex. */
export function newLinkSecret(): string {
  return randomBytes(32).toString("hex");
}

function signature(secret: string, encodedClaims: string): Buffer {
  return createHmac("sha256", Buffer.from(secret, "hex"))
    .update(CONTEXT + encodedClaims)
    .digest();
}

/** Signs claims into a token. */
export function signStatementLink(secret: string, claims: StatementLinkClaims): string {
  const compact = {
    v: VERSION,
    o: claims.organisationId,
    a: claims.accountId,
    f: claims.format,
    s: claims.fromMs,
    e: claims.toMs,
    x: claims.expiresAt,
  };
  const encoded = Buffer.from(JSON.stringify(compact), "utf8").toString("base64url");
  return `${encoded}.${signature(secret, encoded).toString("base64url")}`;
}

const isMs = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;

/** The claims of a compact payload, or null when any member is missing or of the wrong kind. */
function claimsOf(payload: unknown): StatementLinkClaims | null {
  if (typeof payload !== "object" || payload === null) return null;
  const p = payload as Record<string, unknown>;
  if (p.v !== VERSION || typeof p.o !== "string" || typeof p.a !== "string") return null;
  if (!STATEMENT_LINK_FORMATS.includes(p.f as StatementLinkFormat)) return null;
  if (!(p.s === null || isMs(p.s)) || !isMs(p.e) || !isMs(p.x)) return null;
  return {
    organisationId: p.o,
    accountId: p.a,
    format: p.f as StatementLinkFormat,
    fromMs: p.s as number | null,
    toMs: p.e as number,
    expiresAt: p.x as number,
  };
}

/**
 * Checks a token: the signature first (nothing in an unsigned token is believed), then expiry.
 * `secret` null (no link was ever issued) makes every token invalid.
 */
export function verifyStatementLink(
  secret: string | null,
  token: string,
  nowMs: number,
): { ok: true; claims: StatementLinkClaims } | { ok: false; problem: StatementLinkProblem } {
  const invalid = { ok: false, problem: "invalid" } as const;
  const parts = token.split(".");
  if (secret === null || parts.length !== 2 || !/^[A-Za-z0-9_-]+$/.test(parts[0]!)) return invalid;
  const [encoded, presented] = parts as [string, string];
  const expected = signature(secret, encoded);
  const given = Buffer.from(presented, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return invalid;
  let payload: unknown;
  try {
    payload = JSON.parse(Buffer.from(encoded, "base64url").toString("utf8"));
  } catch {
    return invalid;
  }
  const claims = claimsOf(payload);
  if (claims === null) return invalid;
  if (nowMs >= claims.expiresAt * 1000) return { ok: false, problem: "expired" };
  return { ok: true, claims };
}
