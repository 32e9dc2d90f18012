/**
 * Negative data: requests that break the contract (wrong types, missing required members,
 * over-long strings, out-of-range numbers, unknown members, malformed JSON, a wrong or missing
 * content type, an oversized body, a missing, unknown or wrong-scope key) must get a 4xx in the
 * documented error envelope: never a 2xx, never a 5xx. fast-check shrinks each counter-example,
 * and a generated violation is re-validated against the document before it is sent, so a
 * request that turned out valid is never reported.
 */
import fc from "fast-check";
import { mediaKind } from "../../generated/http/operations.js";
import { UnsatisfiableSchema } from "./arbitraries.ts";
import { requireCredentials, validRequestArbitrary } from "./conformance.ts";
import type { CheckDefinition, RequestInput, SuiteContext } from "./context.ts";
import { queryString } from "./http.ts";
import { pathValuesOf, requestProblems } from "./rules.ts";
import { documentedResponse, type JsonSchema, type OperationSpec } from "./spec.ts";
import { applyViolation, invalidParameterValues, schemaViolations } from "./violations.ts";

/** What the response to a negative case must be. */
type Expectation = "4xx" | "401" | "401-or-403";

/** One invalid request and why it is invalid. */
export interface NegativeCase {
  readonly kind: string;
  readonly description: string;
  readonly input: RequestInput;
  readonly expect: Expectation;
  /** Re-validate against the document before sending (schema violations); others are invalid by construction. */
  readonly recheck: boolean;
}

/**
 * The statuses HTTP itself gives a refusal of each kind (RFC 9110 §15.5: 400 for a malformed or
 * invalid request, 401/403 for credentials, 413 for a body too large, 415 for a media type, 422 for
 * content that is well-formed but invalid). A server answering one of them where the operation
 * documents none of them is not called undocumented: the spec left the refusal out.
 */
function httpRefusalStatuses(kind: string): readonly number[] {
  if (kind.startsWith("auth-")) return [401, 403];
  if (kind === "content-type") return [415];
  if (kind === "oversized-body") return [413];
  if (kind === "body-schema" || kind.endsWith("-parameter")) return [400, 422];
  return [400];
}

/**
 * Whether the operation documents how it refuses invalid input: a 400, a 422 (FastAPI's validation
 * error) or the 4XX range. Parameter and body-schema violations are sent only then.
 */
function documentsInvalidInput(operation: OperationSpec): boolean {
  return ["400", "422", "4XX", "4xx"].some((status) => operation.responses.has(status));
}

/** Larger than both services' body caps (bank 64 KiB, protocol 16 KiB). */
const OVERSIZED_BYTES = 70_000;

const MALFORMED_BODIES = ["{", '{"a":}', "[1,", "nul", "{'single': 1}", '{"a": 1,}', "\u0000"];

/** A valid request of the operation, which each case breaks in one way. */
type Base = fc.Arbitrary<RequestInput>;

/** The JSON body a request carries, and what else the operation's body accepts. */
interface BodyMedia {
  declared: string[];
  jsonMedia: string;
  jsonSchema: JsonSchema;
}

/** Bodies that break the schema, are not JSON, carry another content type, or are too big. */
function jsonBodyCases(ctx: SuiteContext, operation: OperationSpec, base: Base, media: BodyMedia, validBody: boolean) {
  const { declared, jsonMedia, jsonSchema } = media;
  // A schema violation breaks a valid body in one way: without one there is none to break.
  const refusesBadInput = documentsInvalidInput(operation) && validBody;
  const root = ctx.document.raw;
  const cases: fc.Arbitrary<NegativeCase>[] = [];
  const violations = refusesBadInput ? schemaViolations(root, jsonSchema) : [];
  if (violations.length > 0)
    cases.push(
      fc.tuple(base, fc.constantFrom(...violations)).map(([input, violation]) => ({
        kind: "body-schema",
        description: `body ${violation.description}`,
        input: { ...input, body: applyViolation(input.body ?? {}, violation), bodyMedia: jsonMedia },
        expect: "4xx" as const,
        recheck: true,
      })),
    );
  cases.push(
    fc
      .oneof(
        fc.tuple(base, fc.nat()).map(([input, cut]) => {
          const text = JSON.stringify(input.body ?? {});
          return { input, raw: text.slice(0, 1 + (cut % Math.max(1, text.length - 1))) };
        }),
        fc.tuple(base, fc.constantFrom(...MALFORMED_BODIES)).map(([input, raw]) => ({ input, raw })),
      )
      .map(({ input, raw }) => {
        const { body: _body, ...rest } = input;
        return {
          kind: "malformed-json",
          description: `malformed JSON body ${JSON.stringify(raw.slice(0, 40))}`,
          input: { ...rest, rawBody: raw },
          expect: "4xx" as const,
          recheck: false,
        };
      }),
  );
  cases.push(
    fc
      .tuple(
        base,
        fc.constantFrom<string | null>(
          ...["text/plain", "application/x-www-form-urlencoded", "application/xml"].filter(
            (type) => !declared.some((d) => d === type || d === `${type.split("/")[0]}/*`),
          ),
          null,
        ),
      )
      .map(([input, contentType]) => ({
        kind: "content-type",
        description: contentType === null ? "JSON body without Content-Type" : `JSON body sent as ${contentType}`,
        input: { ...input, body: input.body ?? {}, contentType },
        expect: "4xx" as const,
        recheck: false,
      })),
  );
  // Only our services declare a body cap; for any other document a big valid body is valid.
  if (ctx.profile.name !== "generic")
    cases.push(
      base.map((input) => {
        const { body: _body, ...rest } = input;
        return {
          kind: "oversized-body",
          description: `a ${OVERSIZED_BYTES}-byte body`,
          input: { ...rest, rawBody: JSON.stringify({ padding: "x".repeat(OVERSIZED_BYTES) }) },
          expect: "4xx" as const,
          recheck: false,
        };
      }),
    );
  return cases;
}

/** A multipart body that does not use its boundary. */
function multipartCases(base: Base, multipart: string): fc.Arbitrary<NegativeCase>[] {
  return [
    fc.tuple(base, fc.constantFrom("no parts at all", "--other\r\nbroken")).map(([input, raw]) => {
      const { body: _body, ...rest } = input;
      return {
        kind: "malformed-multipart",
        description: `a multipart body that does not use its boundary: ${JSON.stringify(raw)}`,
        input: { ...rest, rawBody: raw, contentType: `${multipart}; boundary=contractkit-missing` },
        expect: "4xx" as const,
        recheck: false,
      };
    }),
  ];
}

/** Path, query and header parameters of the wrong type or out of range. */
function parameterCases(ctx: SuiteContext, operation: OperationSpec, base: Base): fc.Arbitrary<NegativeCase>[] {
  const cases: fc.Arbitrary<NegativeCase>[] = [];
  for (const parameter of operation.parameters) {
    if (parameter.in === "cookie") continue;
    const invalid = invalidParameterValues(ctx.document.raw, parameter.schema);
    if (invalid.length === 0) continue;
    cases.push(
      fc.tuple(base, fc.constantFrom(...invalid)).map(([input, bad]) => {
        const key = parameter.in === "path" ? "pathParams" : parameter.in === "query" ? "query" : "headers";
        return {
          kind: `${parameter.in}-parameter`,
          description: `${parameter.in} parameter ${parameter.name} ${bad.description}`,
          input: { ...input, [key]: { ...(input[key] ?? {}), [parameter.name]: bad.value } },
          expect: "4xx" as const,
          recheck: true,
        };
      }),
    );
  }
  return cases;
}

/** No credential, an unknown or malformed one, or a valid key of another scheme. */
function authCases(ctx: SuiteContext, base: Base, schemes: readonly string[]): fc.Arbitrary<NegativeCase>[] {
  const cases: fc.Arbitrary<NegativeCase>[] = [];
  const token = fc.string({
    unit: fc.constantFrom(..."ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"),
    minLength: 8,
    maxLength: 60,
  });
  cases.push(
    base.map((input) => ({
      kind: "auth-missing",
      description: "no Authorization header",
      input: { ...input, auth: "none" as const },
      expect: "401" as const,
      recheck: false,
    })),
    fc.tuple(base, fc.constantFrom("sk_", "ak_", ""), token).map(([input, prefix, random]) => ({
      kind: "auth-unknown",
      description: "an unknown credential",
      input: { ...input, auth: { credential: `${prefix}${random}` } },
      expect: "401" as const,
      recheck: false,
    })),
  );
  const bearerOnly = schemes.every((name) => {
    const scheme = ctx.document.securitySchemes[name];
    return scheme?.type === "http" ? scheme.scheme === "bearer" : scheme?.type !== "apiKey";
  });
  if (bearerOnly)
    cases.push(
      fc
        .tuple(base, fc.constantFrom("Basic Zm9vOmJhcg==", "Bearer", "Bearer ", "Token abc"))
        .map(([input, header]) => ({
          kind: "auth-malformed",
          description: `Authorization: ${JSON.stringify(header)}`,
          input: { ...input, auth: { header } },
          expect: "401" as const,
          recheck: false,
        })),
    );
  // A valid key of another scheme (a company key on an admin route) must not open the route.
  const others = ctx.document.operations
    .flatMap((o) => ctx.schemesFor(o))
    .filter((scheme, i, all) => all.indexOf(scheme) === i && !schemes.includes(scheme));
  for (const other of others) {
    const credential = ctx.profile.credential(other);
    // The same value for both schemes (one --api-key) proves nothing about scopes.
    if (credential === undefined || credential === ctx.profile.credential(schemes[0]!)) continue;
    cases.push(
      base.map((input) => ({
        kind: "auth-wrong-scope",
        description: `a ${other} credential where ${schemes.join(" + ")} is required`,
        input: { ...input, auth: { credential } },
        expect: "401-or-403" as const,
        recheck: false,
      })),
    );
  }
  return cases;
}

/**
 * The valid requests each case breaks. When the body admits no value (UnsatisfiableSchema), the
 * requests carry none, and `bodyless` says why: cases that replace the body (malformed JSON, another
 * Content-Type) and credential cases are still sent, body-schema violations of a valid body are not.
 */
function negativeBase(ctx: SuiteContext, operation: OperationSpec): { base: Base; bodyless?: string } {
  try {
    return { base: validRequestArbitrary(ctx, operation) };
  } catch (error) {
    if (!(error instanceof UnsatisfiableSchema) || !operation.requestBody) throw error;
    return { base: validRequestArbitrary(ctx, operation, false), bodyless: error.message };
  }
}

/** Every kind of invalid request that applies to an operation, as one arbitrary. */
export function negativeCaseArbitrary(
  ctx: SuiteContext,
  operation: OperationSpec,
  unsatisfiableBody?: (reason: string) => void,
): fc.Arbitrary<NegativeCase> | undefined {
  const { base, bodyless } = negativeBase(ctx, operation);
  if (bodyless) unsatisfiableBody?.(bodyless);
  const declared = [...(operation.requestBody?.mediaTypes.keys() ?? [])];
  const jsonMedia = declared.find((type) => mediaKind(type) === "json");
  const jsonSchema = jsonMedia === undefined ? undefined : operation.requestBody?.mediaTypes.get(jsonMedia);
  const acceptsAnything = declared.some((type) => type === "*/*");
  const multipart = declared.find((type) => mediaKind(type) === "multipart");
  const schemes = ctx.schemesFor(operation);
  const cases = [
    ...(jsonMedia !== undefined && jsonSchema !== undefined && !acceptsAnything
      ? jsonBodyCases(ctx, operation, base, { declared, jsonMedia, jsonSchema }, bodyless === undefined)
      : []),
    ...(multipart === undefined ? [] : multipartCases(base, multipart)),
    ...(documentsInvalidInput(operation) ? parameterCases(ctx, operation, base) : []),
    // A mutualTLS scheme is proven by the TLS handshake, which a request cannot leave out or get wrong.
    ...(schemes.some((name) => ctx.document.securitySchemes[name]?.type !== "mutualTLS")
      ? authCases(ctx, base, schemes)
      : []),
  ];
  return cases.length === 0 ? undefined : fc.oneof(...cases);
}

/**
 * Why an operation has nothing to refuse: parameters are only violated where a 400 or 422 is
 * documented (docs/contract-tests.md), so an operation with parameters and neither says that instead.
 */
function notApplicableNote(operation: OperationSpec): string {
  if (operation.parameters.length > 0 && !documentsInvalidInput(operation))
    return "not applicable: its parameters are not violated because it documents no 400 or 422; no body or security to violate";
  return "not applicable: no parameters, body or security to violate";
}

/** One negative-data check per operation that has anything to refuse. */
export function negativeChecks(ctx: SuiteContext): CheckDefinition[] {
  return ctx.document.operations.map((operation) => ({
    id: `negative/${operation.operationId}`,
    group: "negative",
    title: `${operation.method.toUpperCase()} ${operation.path} refuses invalid requests with a 4xx envelope`,
    operationId: operation.operationId,
    async run(context) {
      requireCredentials(context, operation);
      let bodyless: string | undefined;
      const arbitrary = negativeCaseArbitrary(context, operation, (reason) => {
        bodyless = reason;
      });
      if (!arbitrary) return { runs: 0, note: notApplicableNote(operation) };
      const kinds = new Map<string, number>();
      let undocumentedRefusals = 0;
      const runs = await context.property(`negative/${operation.operationId}`, arbitrary, async (negative) => {
        if (negative.recheck) {
          const wire = context.wireRequest(operation, negative.input);
          const problems = requestProblems(
            context.document,
            context.validator,
            operation,
            {
              method: wire.method,
              pathname: wire.path,
              search: new URLSearchParams(queryString(wire.query)),
              headers: wire.headers,
              bodyText: wire.body ?? "",
            },
            pathValuesOf(operation, wire.path),
          );
          // The mutation left the request valid (e.g. a removed member that was optional): not a counter-example.
          fc.pre(problems.length > 0);
        }
        kinds.set(negative.kind, (kinds.get(negative.kind) ?? 0) + 1);
        if (await judge(context, operation, negative)) undocumentedRefusals += 1;
      });
      const note = [...kinds.entries()].map(([kind, count]) => `${kind}×${count}`);
      if (undocumentedRefusals > 0) note.push(`refused with an undocumented status×${undocumentedRefusals}`);
      if (bodyless) note.push(`(no body-schema cases: ${bodyless})`);
      return { runs, note: note.join(" ") };
    },
  }));
}

/**
 * Judges the answer to an invalid request. A refusal with the status HTTP gives its kind where the
 * operation documents none of those statuses ({@link httpRefusalStatuses}) is not called
 * undocumented: the spec left it out, the server did right. Resolves true for such an answer, which
 * the check's note counts.
 */
async function judge(ctx: SuiteContext, operation: OperationSpec, negative: NegativeCase): Promise<boolean> {
  const exchange = await ctx.send(operation, negative.input);
  const { status } = exchange.response;
  const id = operation.operationId;
  const what = `${negative.description} (${negative.kind})`;
  if (status >= 200 && status < 300)
    ctx.fail("negative-accepted", `an invalid request was accepted with ${status}: ${what}`, exchange, id);
  if (status >= 500)
    ctx.fail("negative-server-error", `an invalid request crashed the server with ${status}: ${what}`, exchange, id);
  if (status < 400) ctx.fail("negative-status", `an invalid request got ${status}, not a 4xx: ${what}`, exchange, id);
  if (negative.expect === "401" && operation.responses.has("401") && status !== 401)
    ctx.fail("auth-status", `${what} must be answered 401, got ${status}`, exchange, id);
  if (negative.expect === "401-or-403" && status !== 401 && status !== 403)
    ctx.fail("auth-status", `${what} must be answered 401 or 403, got ${status}`, exchange, id);
  const fitting = httpRefusalStatuses(negative.kind);
  const undocumentedRefusal =
    fitting.includes(status) && fitting.every((code) => documentedResponse(operation, code) === undefined);
  const problem = ctx
    .responseProblems(operation, exchange)
    .find((p) => !(undocumentedRefusal && p.rule === "documented-status"));
  if (problem)
    ctx.fail(
      problem.rule === "documented-status" ? problem.rule : "error-envelope",
      `${what}: ${problem.message}`,
      exchange,
      id,
    );
  return undocumentedRefusal;
}
