/**
 * The mock's credentials (`--credential`, docs/mock-and-proxy.md): a value bound to one security
 * scheme (`bearerAuth=tok`) is accepted only where that scheme carries its credential; a plain value
 * (`tok`, or `*=tok` when it contains `=`) in any scheme's place. A request's credentials are judged
 * per security alternative: accepted, unknown (HTTP's 401) or a credential of another scheme (403).
 */
import type { SecuritySchemeSpec } from "../../generated/http/operations.js";
import { type IncomingRequest, presentedCredential } from "../contract-test/rules.ts";

/** A credential the mock accepts: for one scheme, or for any when `scheme` is undefined. */
export interface MockCredential {
  readonly scheme?: string | undefined;
  readonly value: string;
}

/** A credential as given: its value alone (any scheme) or bound to a scheme. */
export type CredentialInput = string | MockCredential;

/** What a request's credentials are to the mock: accepted, missing or unknown, or another scheme's. */
export type CredentialVerdict = "accepted" | "unauthenticated" | "forbidden";

type Schemes = Readonly<Record<string, SecuritySchemeSpec>>;

/**
 * Reads one `--credential`: `name=value` binds the value to the scheme `name` of the document;
 * `*=value` and a value without `=` are accepted in any scheme's place. A value whose `=` only
 * pads it (base64, `dXNlcjpwdw==`) is a plain value. A name the document does not define is an
 * error, so a misspelt scheme is not silently a value.
 */
export function parseCredential(
  text: string,
  schemes: Schemes,
): { readonly ok: true; readonly credential: MockCredential } | { readonly ok: false; readonly message: string } {
  if (text.startsWith("*=")) return { ok: true, credential: { value: text.slice(2) } };
  const equals = text.indexOf("=");
  const name = text.slice(0, equals);
  const value = text.slice(equals + 1);
  if (equals <= 0 || /^=*$/.test(value)) return { ok: true, credential: { value: text } };
  if (Object.hasOwn(schemes, name)) return { ok: true, credential: { scheme: name, value } };
  const defined = Object.keys(schemes);
  return {
    ok: false,
    message:
      `--credential ${name}=…: the spec defines no security scheme named ${name} ` +
      `(it defines ${defined.length > 0 ? defined.join(", ") : "none"}); ` +
      `to accept a value containing "=" in any scheme, write it as *=<value>`,
  };
}

/** The credentials as the mock keeps them (plain strings are accepted in any scheme). */
export function mockCredentials(inputs: readonly CredentialInput[] | undefined): MockCredential[] {
  return (inputs ?? []).map((input) => (typeof input === "string" ? { value: input } : input));
}

/** Whether a presented value is a credential's: as is, or (HTTP Basic) as its base64 `user:password`. */
function sameValue(scheme: SecuritySchemeSpec, presented: string, value: string): boolean {
  if (presented === value) return true;
  return scheme.type === "http" && scheme.scheme.toLowerCase() === "basic"
    ? Buffer.from(presented, "base64").toString("utf8") === value
    : false;
}

/**
 * One scheme of an alternative: a mutualTLS one is proven by TLS, never in HTTP, so it holds; a scheme
 * no credential names (every credential bound elsewhere) asks only that one be present.
 */
function schemeVerdict(
  name: string,
  credentials: readonly MockCredential[],
  schemes: Schemes,
  request: IncomingRequest,
): CredentialVerdict {
  const scheme = schemes[name];
  if (!scheme || scheme.type === "mutualTLS") return "accepted";
  const presented = presentedCredential(scheme, request);
  if (presented === undefined) return "unauthenticated";
  const own = credentials.filter((c) => c.scheme === undefined || c.scheme === name);
  if (own.length === 0 || own.some((c) => sameValue(scheme, presented, c.value))) return "accepted";
  const another = credentials.some((c) => c.scheme !== name && sameValue(scheme, presented, c.value));
  return another ? "forbidden" : "unauthenticated";
}

/**
 * The verdict on a request's credentials for an operation's security alternatives: accepted when
 * one alternative's every scheme accepts (or the operation is public, or the mock was given no
 * credentials: then presence is judged elsewhere, rules.ts); else "forbidden" when a credential the
 * mock accepts for another scheme was sent, "unauthenticated" otherwise.
 */
export function judgeCredentials(
  credentials: readonly MockCredential[],
  schemes: Schemes,
  security: readonly (readonly string[])[],
  request: IncomingRequest,
): CredentialVerdict {
  if (credentials.length === 0 || security.length === 0 || security.some((alternative) => alternative.length === 0))
    return "accepted";
  const verdicts = security.map((alternative) =>
    alternative.map((name) => schemeVerdict(name, credentials, schemes, request)),
  );
  if (verdicts.some((alternative) => alternative.every((verdict) => verdict === "accepted"))) return "accepted";
  return verdicts.some((alternative) => alternative.includes("forbidden")) ? "forbidden" : "unauthenticated";
}

/**
 * `WWW-Authenticate` challenges for a 401 (RFC 9110 §11.6.1), one per HTTP-authentication scheme the
 * operation accepts (`Bearer` for OAuth 2 and OpenID Connect); undefined when it accepts none
 * (api keys have no challenge).
 */
export function authenticateChallenges(security: readonly (readonly string[])[], schemes: Schemes): string | undefined {
  const names = new Set<string>();
  for (const name of security.flat()) {
    const scheme = schemes[name];
    if (scheme?.type === "http") names.add(scheme.scheme[0]!.toUpperCase() + scheme.scheme.slice(1).toLowerCase());
    else if (scheme?.type === "oauth2" || scheme?.type === "openIdConnect") names.add("Bearer");
  }
  return names.size === 0 ? undefined : [...names].map((name) => `${name} realm="contractkit mock"`).join(", ");
}
