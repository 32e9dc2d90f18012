/**
 * The engine every check runs on: builds requests from the document's operations, sends them,
 * judges responses against the contract, and turns broken rules into reproducible failures.
 */

import fc from "fast-check";
import { ContractkitError } from "../../generated/http/errors.ts";
import { mediaKind } from "../../generated/http/operations.js";
import { isUnsendablePathSegment } from "../../generated/http/params.ts";
import { schemaArbitrary, UnsatisfiableSchema } from "./arbitraries.ts";
import { type Exchange, HttpSession, TransportFailure, toCurl, type WireRequest } from "./http.ts";
import type { CheckGroup, Failure } from "./report.ts";
import { responseProblems } from "./rules.ts";
import {
  type ApiDocument,
  documentedResponse,
  nodeAt,
  type OperationSpec,
  type ResponseSpec,
  satisfiedSchemes,
} from "./spec.ts";
import type { ContractValidator } from "./validator.ts";
import { encodeBody, encodeHeaderValue, encodePathValue, encodeQueryValue } from "./wire.ts";

/** Thrown by a check to report one broken rule; the runner records it. */
export class CheckFailure extends ContractkitError {
  override readonly code = "check_failed";
  /** fast-check's path to the shrunk counter-example, set when a property found this failure. */
  counterexamplePath: string | undefined;

  constructor(
    readonly rule: string,
    message: string,
    readonly operationId: string | undefined,
    readonly exchange: Exchange | undefined,
  ) {
    super(message);
    this.name = "CheckFailure";
  }
}

/** Thrown by a check that cannot run against this server (no admin key, empty lists). */
export class NotApplicable extends ContractkitError {
  override readonly code = "check_not_applicable";
  constructor(reason: string) {
    super(reason);
    this.name = "NotApplicable";
  }
}

/**
 * How a request authenticates: the profile's credentials, none, an explicit bearer token or
 * Authorization header, or one value placed wherever each required scheme wants its credential.
 */
export type AuthChoice =
  | "default"
  | "none"
  | { readonly bearer: string }
  | { readonly header: string }
  | { readonly credential: string };

/** A request before it is put on the wire: values as the schema sees them. */
export interface RequestInput {
  /** Path values, each per its parameter's style (`label` and `matrix` prefix even a string). */
  readonly pathParams?: Readonly<Record<string, unknown>>;
  /** Query values, serialised per each parameter's style (`form` + explode repeats array items). */
  readonly query?: Readonly<Record<string, unknown>>;
  /** Header values (`simple` style: arrays and objects joined with commas). */
  readonly headers?: Readonly<Record<string, unknown>>;
  /** Cookie parameters. */
  readonly cookies?: Readonly<Record<string, unknown>>;
  /** A JSON value to send, or `rawBody` for bytes that are not (valid) JSON. */
  readonly body?: unknown;
  readonly rawBody?: string;
  /** Content-Type of the body; `application/json` by default, `null` to send none. */
  readonly contentType?: string | null;
  /** The declared media type `body` is encoded as (JSON by default; form and multipart too). */
  readonly bodyMedia?: string;
  readonly auth?: AuthChoice;
}

/** One check the runner executes. */
export interface CheckDefinition {
  readonly id: string;
  readonly group: CheckGroup;
  readonly title: string;
  readonly operationId?: string;
  /** Resolves to the number of cases/steps run and a note; throws CheckFailure / NotApplicable. */
  run(ctx: SuiteContext): Promise<{ runs: number; note?: string }>;
}

/** Per-service knowledge the generic checks need. */
export interface ServiceProfile {
  readonly name: string;
  /** Creates the resources conformance requests point at (throws CheckFailure when it cannot). */
  prepare(ctx: SuiteContext): Promise<void>;
  /** The bearer token for a security scheme, or undefined when the suite has none. */
  credential(scheme: string): string | undefined;
  /** Ids of real resources for a path parameter (404 coverage comes from generated ids). */
  pathValues(operation: OperationSpec, parameter: string): readonly string[];
  /** Known values or safe ranges for named properties and parameters. */
  hint(name: string, generated: fc.Arbitrary<unknown>): fc.Arbitrary<unknown>;
  /** Sees every exchange of the generated checks (e.g. a rotated key replaces the old one). */
  observe(operation: OperationSpec, exchange: Exchange): void;
  /** Declared stateful flows and cross-operation invariants. */
  flows(): readonly CheckDefinition[];
  /** Puts back what the run changed (settlement mode). */
  finish(ctx: SuiteContext): Promise<void>;
}

/** Options of a context. */
export interface ContextOptions {
  readonly document: ApiDocument;
  readonly validator: ContractValidator;
  readonly baseUrl: string;
  readonly seed: number;
  readonly runs: number;
  /** Secret values (the admin key) and the shell variable printed in their place. */
  readonly secrets: ReadonlyMap<string, string>;
  /** Headers added to every request (`--header`). */
  readonly extraHeaders?: Readonly<Record<string, string>>;
  /** A response slower than this fails the `response-time` rule (`--max-response-time`). */
  readonly maxResponseTimeMs?: number | undefined;
  /** Connections kept to the server (at least the number of workers). */
  readonly sockets?: number | undefined;
}

/** 32-bit FNV-1a: derives a per-check seed so checks replay independently of their order. */
export function deriveSeed(seed: number, checkId: string): number {
  let hash = 0x811c9dc5;
  for (const char of `${seed}:${checkId}`) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193);
  }
  return hash | 0;
}

/** The state of one run, shared by its checks. */
export class SuiteContext {
  readonly document: ApiDocument;
  readonly validator: ContractValidator;
  readonly session: HttpSession;
  readonly seed: number;
  readonly runs: number;
  readonly secrets: ReadonlyMap<string, string>;
  readonly extraHeaders: Readonly<Record<string, string>>;
  readonly maxResponseTimeMs: number | undefined;
  profile!: ServiceProfile;
  /** The most recent exchange, for failures raised outside a request helper. */
  lastExchange: Exchange | undefined;
  /** Statuses answered per operation across the run (coverage notes). */
  readonly statusesSeen = new Map<string, Map<number, number>>();

  constructor(options: ContextOptions) {
    this.document = options.document;
    this.validator = options.validator;
    this.session = new HttpSession(options.baseUrl, 15_000, options.sockets ?? 4);
    this.seed = options.seed;
    this.runs = options.runs;
    this.secrets = options.secrets;
    this.extraHeaders = options.extraHeaders ?? {};
    this.maxResponseTimeMs = options.maxResponseTimeMs;
  }

  /** Puts a request for an operation on the wire form (path expanded, parameters styled, auth added). */
  wireRequest(operation: OperationSpec, input: RequestInput): WireRequest {
    const byName = (location: string, name: string) =>
      operation.parameters.find((p) => p.in === location && p.name === name) ??
      ({ name, style: location === "query" ? "form" : "simple", explode: location === "query" } as const);
    const path = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
      const value = input.pathParams?.[name];
      if (value === undefined) throw new Error(`${operation.operationId}: no value for path parameter ${name}`);
      const text = encodePathValue(byName("path", name), value);
      // The arbitraries never make one (conformance.ts); a flow that does is a bug of the tester.
      if (isUnsendablePathSegment(text))
        throw new Error(`${operation.operationId}: path parameter ${name} is "${text}"`);
      return text;
    });
    const query: [string, string][] = [];
    for (const [name, value] of Object.entries(input.query ?? {}))
      if (value !== undefined) query.push(...encodeQueryValue(byName("query", name), value));
    const headers: Record<string, string> = { accept: "*/*" };
    for (const [name, value] of Object.entries(this.extraHeaders)) headers[name.toLowerCase()] = value;
    for (const [name, value] of Object.entries(input.headers ?? {}))
      headers[name.toLowerCase()] = encodeHeaderValue(byName("header", name), value);
    const cookies: string[] = Object.entries(input.cookies ?? {})
      .filter(([, value]) => value !== undefined)
      .map(([name, value]) => `${name}=${encodeURIComponent(encodeHeaderValue(byName("cookie", name), value))}`);
    this.#authenticate(operation, input.auth ?? "default", headers, query, cookies);
    if (cookies.length > 0) headers.cookie = cookies.join("; ");
    let body: string | undefined;
    let contentType = "application/json";
    if (input.rawBody !== undefined) body = input.rawBody;
    else if (input.body !== undefined) {
      const media = input.bodyMedia ?? "application/json";
      const styled = operation.requestBody?.media.find((m) => m.contentType === media)?.styledFields;
      const encoded = encodeBody(media, input.body, styled);
      body = encoded.text;
      contentType = encoded.contentType;
    }
    if (body !== undefined && input.contentType !== null) headers["content-type"] = input.contentType ?? contentType;
    return { method: operation.method, path, query, headers, body };
  }

  /** The security alternative the suite's credentials satisfy (the first one when none is). */
  schemesFor(operation: OperationSpec): readonly string[] {
    return satisfiedSchemes(operation, (scheme) => this.profile.credential(scheme) !== undefined);
  }

  /** Places credentials where each required security scheme wants them (header, query or cookie). */
  #authenticate(
    operation: OperationSpec,
    auth: AuthChoice,
    headers: Record<string, string>,
    query: [string, string][],
    cookies: string[],
  ): void {
    if (auth === "none") return;
    if (typeof auth === "object" && "bearer" in auth) {
      headers.authorization = `Bearer ${auth.bearer}`;
      return;
    }
    if (typeof auth === "object" && "header" in auth) {
      headers.authorization = auth.header;
      return;
    }
    for (const name of this.schemesFor(operation)) {
      const token = auth === "default" ? this.profile.credential(name) : auth.credential;
      if (token === undefined) continue;
      const scheme = this.document.securitySchemes[name];
      if (scheme?.type === "apiKey") {
        if (scheme.in === "header") headers[scheme.name.toLowerCase()] = token;
        else if (scheme.in === "query") query.push([scheme.name, token]);
        else cookies.push(`${scheme.name}=${encodeURIComponent(token)}`);
      } else if (scheme?.type === "http" && scheme.scheme !== "bearer") {
        headers.authorization = `${scheme.scheme[0]!.toUpperCase()}${scheme.scheme.slice(1)} ${token}`;
      } else headers.authorization = `Bearer ${token}`;
    }
  }

  /** Sends a request for an operation and records the exchange (and its status, unless `countStatus` is false). */
  async send(operation: OperationSpec, input: RequestInput, countStatus = true): Promise<Exchange> {
    const request = this.wireRequest(operation, input);
    try {
      const exchange = await this.session.send(request);
      this.lastExchange = exchange;
      if (this.maxResponseTimeMs !== undefined && exchange.durationMs > this.maxResponseTimeMs)
        throw new CheckFailure(
          "response-time",
          `${operation.operationId} took ${Math.round(exchange.durationMs)} ms; the budget is ${this.maxResponseTimeMs} ms`,
          operation.operationId,
          exchange,
        );
      if (!countStatus) return exchange;
      const seen = this.statusesSeen.get(operation.operationId) ?? new Map<number, number>();
      seen.set(exchange.response.status, (seen.get(exchange.response.status) ?? 0) + 1);
      this.statusesSeen.set(operation.operationId, seen);
      return exchange;
    } catch (error) {
      if (error instanceof TransportFailure)
        throw new CheckFailure("transport", error.message, operation.operationId, {
          url: error.url,
          request,
          response: { status: 0, headers: {}, bodyText: "" },
          durationMs: 0,
        });
      throw error;
    }
  }

  /**
   * The contract problems of a response: an undocumented status, an undocumented content type,
   * a body that does not validate against the schema for its status, a documented header with a
   * value its schema refuses. Empty when the response conforms.
   */
  responseProblems(operation: OperationSpec, exchange: Exchange): { rule: string; message: string }[] {
    const problems = responseProblems(this.validator, operation, exchange.response);
    if (problems.length === 0) return problems;
    // No server can answer a body its document makes impossible: the check is not applicable, not
    // failed. So for a status whose documented body admits no value, and for any answer when no
    // documented answer admits one.
    const { status } = exchange.response;
    const documented = documentedResponse(operation, status);
    const impossible = documented
      ? this.#unsatisfiableBody(operation, String(status), documented)
      : this.#noAnswerPossible(operation);
    if (impossible) throw new NotApplicable(impossible);
    return problems;
  }

  /** Why every response the operation documents admits no body, or undefined when one admits a body. */
  #noAnswerPossible(operation: OperationSpec): string | undefined {
    const reasons: string[] = [];
    for (const [status, response] of operation.responses) {
      const why = this.#unsatisfiableBody(operation, status, response);
      if (why === undefined) return undefined;
      reasons.push(why);
    }
    return reasons.join("; ");
  }

  /** Per schema pointer: why no value of it can be generated, or "" when one can. */
  readonly #satisfiable = new Map<string, string>();

  /**
   * Why the JSON body documented for a status admits no value (a `oneOf` whose branches overlap so
   * that none matches exactly once, an `allOf` of incompatible types: UnsatisfiableSchema), or
   * undefined when it admits one.
   */
  #unsatisfiableBody(operation: OperationSpec, status: string, response: ResponseSpec): string | undefined {
    for (const media of response.media) {
      if (media.schema === null || mediaKind(media.contentType) !== "json") continue;
      let why = this.#satisfiable.get(media.schema);
      if (why === undefined) {
        why = "";
        try {
          schemaArbitrary(nodeAt(this.document.raw, media.schema), {
            root: this.document.raw,
            direction: "response",
            matches: (schema, value) => this.validator.matches(schema, value, "response"),
          });
        } catch (error) {
          if (!(error instanceof UnsatisfiableSchema)) throw error;
          why = `the ${status} body documented for ${operation.operationId} admits no value, so no server can answer it as documented: ${error.message}`;
        }
        this.#satisfiable.set(media.schema, why);
      }
      if (why !== "") return why;
    }
    return undefined;
  }

  /** Throws the first contract problem of a response as a CheckFailure. */
  assertConforms(operation: OperationSpec, exchange: Exchange): void {
    const problem = this.responseProblems(operation, exchange)[0];
    if (problem) throw new CheckFailure(problem.rule, problem.message, operation.operationId, exchange);
  }

  /**
   * Calls an operation by id, checks the response against the contract, and checks its status is
   * one of `expected`; resolves to the exchange and the parsed JSON body (undefined when not JSON).
   */
  async call(
    operationId: string,
    input: RequestInput,
    expected: readonly number[],
    rule = "flow-status",
  ): Promise<{ exchange: Exchange; status: number; body: unknown }> {
    const operation = this.document.operation(operationId);
    const exchange = await this.send(operation, input);
    this.assertConforms(operation, exchange);
    const { status } = exchange.response;
    if (!expected.includes(status))
      throw new CheckFailure(
        rule,
        `${operationId} answered ${status}, expected ${expected.join(" or ")}`,
        operationId,
        exchange,
      );
    let body: unknown;
    try {
      body = JSON.parse(exchange.response.bodyText);
    } catch {
      body = undefined;
    }
    return { exchange, status, body };
  }

  /**
   * Calls an operation for setup: any 2xx will do and the contract is not judged, so a server that
   * breaks the contract still gets the resources the checks need (the checks then report the break).
   */
  async setupCall(
    operationId: string,
    input: RequestInput,
  ): Promise<{ exchange: Exchange; status: number; body: unknown }> {
    const exchange = await this.send(this.document.operation(operationId), input, false);
    const { status, bodyText } = exchange.response;
    if (status < 200 || status >= 300)
      throw new CheckFailure("setup", `${operationId} answered ${status} during setup`, operationId, exchange);
    try {
      return { exchange, status, body: JSON.parse(bodyText) };
    } catch {
      throw new CheckFailure(
        "setup",
        `${operationId} answered a body that is not JSON during setup`,
        operationId,
        exchange,
      );
    }
  }

  /** Raises a failure about the last exchange (or none). */
  fail(rule: string, message: string, exchange: Exchange | undefined = this.lastExchange, operationId?: string): never {
    throw new CheckFailure(rule, message, operationId ?? undefined, exchange);
  }

  /** A failure record with the request shown as curl and secrets replaced by shell variables. */
  toFailure(error: CheckFailure): Failure {
    return {
      rule: error.rule,
      message: error.message,
      operationId: error.operationId,
      exchange: error.exchange ? this.redact(error.exchange) : undefined,
      curl: error.exchange ? toCurl(error.exchange, this.secrets) : undefined,
      counterexamplePath: error.counterexamplePath,
    };
  }

  /** The exchange with secret header values replaced by `$VARIABLE`. */
  redact(exchange: Exchange): Exchange {
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(exchange.request.headers)) {
      let shown = value;
      for (const [secret, variable] of this.secrets) if (secret) shown = shown.split(secret).join(`$${variable}`);
      headers[name] = shown;
    }
    return { ...exchange, request: { ...exchange.request, headers } };
  }

  /**
   * Runs a fast-check property whose predicate throws CheckFailure on a broken rule. fast-check
   * shrinks the counter-example (re-sending smaller requests); the failure reported is the one of
   * the final, smallest counter-example. Resolves to the number of runs.
   */
  async property<T>(
    checkId: string,
    arbitrary: fc.Arbitrary<T>,
    predicate: (value: T) => Promise<void>,
    numRuns = this.runs,
  ): Promise<number> {
    let last: { failure: CheckFailure } | undefined;
    const property = fc.asyncProperty(arbitrary, async (value) => {
      try {
        await predicate(value);
        return true;
      } catch (error) {
        if (fc.PreconditionFailure.isFailure(error)) throw error;
        if (error instanceof CheckFailure) {
          last = { failure: error };
          return false;
        }
        throw error;
      }
    });
    const details = await fc.check(property, {
      seed: deriveSeed(this.seed, checkId),
      numRuns,
      maxSkipsPerRun: 50,
      // Shrinking re-sends requests; bound it so one failing check cannot stall the run.
      interruptAfterTimeLimit: 30_000,
      markInterruptAsFailure: false,
    });
    if (!details.failed) return details.numRuns;
    if (last) {
      last.failure.counterexamplePath = details.counterexamplePath ?? undefined;
      throw last.failure;
    }
    if (details.errorInstance instanceof Error) throw details.errorInstance;
    throw new NotApplicable(
      `fast-check gave up after ${details.numSkips} skipped cases (generated data kept turning out valid)`,
    );
  }

  /** The run's statuses for an operation, e.g. `200×12 404×8`. */
  coverage(operationId: string): string {
    const seen = this.statusesSeen.get(operationId);
    if (!seen) return "";
    return [...seen.entries()]
      .sort((a, b) => a[0] - b[0])
      .map(([status, count]) => `${status}×${count}`)
      .join(" ");
  }
}
