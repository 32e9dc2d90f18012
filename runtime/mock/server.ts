/**
 * A mock server for any OpenAPI document (docs/mock-and-proxy.md). Every request is matched to an
 * operation of the operation table and validated; a valid one is answered from the spec's
 * examples first, else with schema-valid data generated from the seed (the same seed, operation
 * and status always give the same body). `Prefer: code=404` picks the status, `Prefer:
 * example=name` the example, as Prism does. With `stateful`, POSTed resources are kept and served
 * back: create, read, list, replace, delete.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import fc from "fast-check";
import { writeNodeResponse } from "../../generated/http/node.js";
import type { OperationTable } from "../../generated/http/operations.js";
import { schemaArbitrary, UnsatisfiableSchema } from "../contract-test/arbitraries.ts";
import { deriveSeed } from "../contract-test/context.ts";
import {
  type IncomingRequest,
  matchOperation,
  type RuleProblem,
  requestProblems,
  serverBasePaths,
} from "../contract-test/rules.ts";
import { type ApiDocument, apiDocument, nodeAt, type OperationSpec, type ResponseSpec } from "../contract-test/spec.ts";
import { ContractValidator } from "../contract-test/validator.ts";
import { encodeBody } from "../contract-test/wire.ts";
import {
  authenticateChallenges,
  type CredentialInput,
  judgeCredentials,
  type MockCredential,
  mockCredentials,
} from "./credentials.ts";
import { MockStore } from "./store.ts";

export interface MockOptions {
  readonly table: OperationTable;
  readonly document: Readonly<Record<string, unknown>>;
  readonly port?: number | undefined;
  readonly host?: string | undefined;
  /** Seed of generated data (default 0). */
  readonly seed?: number | undefined;
  readonly stateful?: boolean | undefined;
  /**
   * When given, only these credentials are accepted (else any credential that is present): a string
   * in any scheme's place, a `{ scheme, value }` only in that scheme's (credentials.ts).
   */
  readonly credentials?: readonly CredentialInput[] | undefined;
  /** Examples their schema refuses are not served: the next example, else generated data, is. */
  readonly strictExamples?: boolean | undefined;
  /** One line per request. */
  readonly log?: ((line: string) => void) | undefined;
}

/** A served example that its schema refuses: its location (`#/paths/…/example`) and the first violation. */
export interface BrokenExample {
  readonly location: string;
  readonly problem: string;
}

export interface MockServer {
  readonly url: string;
  /** The servers' base paths the routes are also served under (`matchOperation`). */
  readonly basePaths: readonly string[];
  /** The response examples their schema refuses (served as written unless `strictExamples`). */
  readonly brokenExamples: readonly BrokenExample[];
  close(): Promise<void>;
}

/** The response the operation declares for a status: its own, else its range (`4XX`), else `default`. */
function declaredResponse(operation: OperationSpec, status: number): ResponseSpec | undefined {
  return (
    operation.responses.get(String(status)) ??
    operation.responses.get(`${String(status)[0]}XX`) ??
    operation.responses.get("default")
  );
}

/** The problem document a refused request gets when the spec declares no body for the status (RFC 9457). */
export interface MockProblem {
  readonly type: string;
  readonly title: string;
  readonly status: number;
  readonly detail: string;
  readonly errors: readonly RuleProblem[];
}

interface Answer {
  readonly status: number;
  readonly headers: Record<string, string>;
  readonly body: string;
  /** Why the request was refused, when it was. */
  readonly problems?: readonly RuleProblem[];
}

/**
 * The answer's headers without a `Content-Length` the spec's example headers declare (it would not
 * match the body sent): the node adapter's writer frames the body with its real length.
 */
function withoutDeclaredLength(headers: Record<string, string>): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) if (name.toLowerCase() !== "content-length") kept[name] = value;
  return kept;
}

/** The rule of a credential the mock accepts for another scheme than the one it was sent for (a 403). */
const FORBIDDEN_RULE = "request-security-scheme";

/** The response header that lists a refused request's problems when the body is the spec's own. */
export const VIOLATIONS_HEADER = "x-contractkit-violations";

/** The problems as JSON in a header value: non-ASCII escaped, so Node accepts it and JSON.parse reads it. */
function violationsHeader(problems: readonly RuleProblem[]): string {
  return JSON.stringify(problems).replace(
    /[\u007f-\uffff]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}

/** `Prefer: code=404, example=empty` as a map. */
export function parsePrefer(header: string | undefined): Map<string, string> {
  const out = new Map<string, string>();
  for (const part of (header ?? "").split(/[,;]/)) {
    const [key, value] = part.split("=").map((s) => s.trim());
    if (key && value !== undefined) out.set(key.toLowerCase(), value.replace(/^"|"$/g, ""));
  }
  return out;
}

function problemAnswer(status: number, title: string, errors: readonly RuleProblem[]): Answer {
  const problem: MockProblem = {
    type: "https://contractkit.dev/problems/mock",
    title,
    status,
    detail: errors.map((e) => e.message).join("; "),
    errors,
  };
  return {
    status,
    headers: { "content-type": "application/problem+json" },
    body: JSON.stringify(problem),
    problems: errors,
  };
}

/**
 * The answer when the declared body cannot be generated (a `oneOf` whose branches overlap so that no
 * value matches exactly one): the problem format naming the schema's location, under the refusal's
 * own status, or 501 in place of a success the mock cannot give. Never a 500: the mock did not fail,
 * the document admits no such body.
 */
function ungeneratable(operation: OperationSpec, status: number, error: UnsatisfiableSchema): Answer {
  return problemAnswer(status >= 400 ? status : 501, "The mock cannot generate this response's body", [
    { rule: "mock-generation", message: `${operation.operationId} ${status}: ${error.message}` },
  ]);
}

/**
 * The answer for an informational status (1xx), which announces a final answer and cannot be one
 * (RFC 9110 §15.2; Node cannot send it as the final answer, the connection would just end): 501 in
 * the problem format, saying so. The mock does not switch protocols or send interim answers.
 */
function informational(operation: OperationSpec, status: number): Answer {
  return problemAnswer(501, "The mock cannot answer an informational status", [
    {
      rule: "mock-informational",
      message: `${operation.operationId} documents ${status}, an informational status that cannot end an HTTP exchange, and no final status to answer instead`,
    },
  ]);
}

export class Mock {
  readonly api: ApiDocument;
  readonly validator: ContractValidator;
  readonly store: MockStore | undefined;
  #counter = 0;
  readonly #credentials: readonly MockCredential[];
  /** The response examples their schema refuses, found once at start (#findBrokenExamples). */
  readonly brokenExamples: readonly BrokenExample[];
  /** Locations of the examples never served (`strictExamples`: those their schema refuses). */
  readonly #refusedExamples: ReadonlySet<string>;
  /** Per schema and alphabet: its arbitrary, or why none exists. */
  readonly #arbitraries = new Map<string, fc.Arbitrary<unknown> | UnsatisfiableSchema>();

  constructor(
    table: OperationTable,
    document: Readonly<Record<string, unknown>>,
    validator: ContractValidator,
    readonly options: Pick<MockOptions, "seed" | "stateful" | "credentials" | "strictExamples">,
  ) {
    this.api = apiDocument(table, document);
    this.validator = validator;
    this.store = options.stateful ? new MockStore(this.api) : undefined;
    this.#credentials = mockCredentials(options.credentials);
    this.brokenExamples = this.#findBrokenExamples();
    this.#refusedExamples = new Set(
      options.strictExamples ? this.brokenExamples.map((example) => example.location.slice(1)) : [],
    );
  }

  /**
   * The status a refused request gets: the spec's own 4xx for the kind of problem, else HTTP's own
   * (401 or 403 for credentials, 415 for a Content-Type, RFC 9110 §15.5), else 400.
   */
  #refusalStatus(operation: OperationSpec, problems: readonly RuleProblem[]): number {
    const declared = (status: number) => operation.responses.has(String(status));
    // Missing or unknown credentials are HTTP's 401, another scheme's credential its 403 (RFC 9110's
    // §15.5.2 and RFC 9110's §15.5.4), unless the operation documents only the other of the two.
    if (problems.some((p) => p.rule === "request-security")) return declared(401) || !declared(403) ? 401 : 403;
    if (problems.some((p) => p.rule === FORBIDDEN_RULE)) return declared(403) || !declared(401) ? 403 : 401;
    if (problems.some((p) => p.rule === "request-content-type") && (declared(415) || !declared(400))) return 415;
    if (declared(400)) return 400;
    if (declared(422)) return 422;
    const other = [...operation.responses.keys()].find((s) => /^4\d\d$/.test(s));
    return other ? Number(other) : 400;
  }

  /**
   * A body for a declared response: the named example, the media's example, else generated data;
   * when its schema admits no value to generate, {@link ungeneratable} says so.
   */
  respond(operation: OperationSpec, status: number, prefer: Map<string, string>, salt = ""): Answer {
    if (status < 200) return informational(operation, status);
    try {
      return this.#respond(operation, status, prefer, salt);
    } catch (error) {
      if (error instanceof UnsatisfiableSchema) return ungeneratable(operation, status, error);
      throw error;
    }
  }

  #respond(operation: OperationSpec, status: number, prefer: Map<string, string>, salt: string): Answer {
    const response = declaredResponse(operation, status);
    if (!response) return problemAnswer(status, "Refused", []);
    const headers = this.headersFor(operation, status);
    const media = response.media.find((m) => m.kind === "json") ?? response.media[0];
    if (!media) return { status, headers, body: "" };
    const value = this.#exampleOrGenerated(
      operation,
      response,
      media.pointer,
      media.schema,
      prefer,
      `${status}${salt}`,
    );
    const encoded = encodeBody(media.contentType.includes("*") ? "application/json" : media.contentType, value);
    return { status, headers: { ...headers, "content-type": encoded.contentType }, body: encoded.text };
  }

  /** The value of an example or generated data for a media object. */
  exampleOrGenerated(operation: OperationSpec, status: number, salt: string): unknown {
    const response = operation.responses.get(String(status));
    const media = response?.media.find((m) => m.kind === "json") ?? response?.media[0];
    if (!response || !media) return undefined;
    return this.#exampleOrGenerated(operation, response, media.pointer, media.schema, new Map(), salt);
  }

  #exampleOrGenerated(
    operation: OperationSpec,
    _response: ResponseSpec,
    mediaPointer: string,
    schema: string | null,
    prefer: Map<string, string>,
    salt: string,
  ): unknown {
    const examples = this.#examplesOf(mediaPointer).filter((example) => !this.#refusedExamples.has(example.location));
    const named = prefer.get("example");
    const pick = (name: string) => examples.find((example) => example.name === name)?.value;
    if (named !== undefined && pick(named) !== undefined) return pick(named);
    if (named === undefined) {
      // The media's `example` first, then the first `examples` entry.
      const first = examples.find((example) => example.name === undefined) ?? examples[0];
      if (first !== undefined) return first.value;
    }
    return this.generate(schema, `${operation.operationId}:${salt}`);
  }

  /**
   * The examples of a media object that carry a value, with their locations: its `example` (no
   * name) and each `examples` entry (a `$ref`'d one located where it is defined).
   */
  #examplesOf(mediaPointer: string): { name?: string; location: string; value: unknown }[] {
    const mediaNode = nodeAt(this.api.raw, mediaPointer) as Record<string, unknown> | undefined;
    const out: { name?: string; location: string; value: unknown }[] = [];
    if (mediaNode?.example !== undefined) out.push({ location: `${mediaPointer}/example`, value: mediaNode.example });
    const examples = (mediaNode?.examples ?? {}) as Record<string, { value?: unknown; $ref?: string }>;
    for (const [name, example] of Object.entries(examples)) {
      const location =
        typeof example?.$ref === "string"
          ? decodeURIComponent(example.$ref.slice(1))
          : `${mediaPointer}/examples/${name.replaceAll("~", "~0").replaceAll("/", "~1")}`;
      const value = (nodeAt(this.api.raw, location) as { value?: unknown } | undefined)?.value;
      if (value !== undefined) out.push({ name, location, value });
    }
    return out;
  }

  /**
   * The examples the mock serves (each JSON response media's `example` and `examples` values) that
   * their media's schema refuses, once each (an example `$ref`'d from several places is one), with the
   * first violation.
   */
  #findBrokenExamples(): BrokenExample[] {
    const seen = new Set<string>();
    const broken: BrokenExample[] = [];
    for (const operation of this.api.operations)
      for (const response of operation.responses.values())
        for (const media of response.media) {
          if (media.schema === null || media.kind !== "json") continue;
          for (const { location, value } of this.#examplesOf(media.pointer)) {
            if (seen.has(location)) continue;
            seen.add(location);
            const [first] = this.validator.pointerProblems(media.schema, value, "response");
            if (first) broken.push({ location: `#${location}`, problem: `${first.path} ${first.message}` });
          }
        }
    return broken;
  }

  /** Schema-valid data for a schema pointer, the same for the same seed and salt. */
  generate(schema: string | null, salt: string, asciiOnly = false): unknown {
    if (schema === null) return {};
    const arbitrary = this.#arbitrary(schema, asciiOnly);
    const seed = deriveSeed(this.options.seed ?? 0, salt);
    // A generated value is re-validated: patterns and combinators the generator approximates are caught here.
    for (let attempt = 0; attempt < 20; attempt++) {
      const [value] = fc.sample(arbitrary, { numRuns: 1, seed: seed + attempt });
      if (this.validator.pointerProblems(schema, value).length === 0) return value;
    }
    return fc.sample(arbitrary, { numRuns: 1, seed })[0];
  }

  /**
   * The arbitrary of a schema's values, built once per schema: building one probes each `oneOf`
   * without a discriminator for values that match exactly one branch (arbitraries.ts).
   */
  #arbitrary(schema: string, asciiOnly: boolean): fc.Arbitrary<unknown> {
    const key = `${asciiOnly ? "ascii" : "any"} ${schema}`;
    let arbitrary = this.#arbitraries.get(key);
    if (!arbitrary) {
      try {
        arbitrary = schemaArbitrary(nodeAt(this.api.raw, schema), {
          root: this.api.raw,
          asciiOnly,
          direction: "response",
          matches: (node, value) => this.validator.matches(node, value, "response"),
        });
      } catch (error) {
        if (!(error instanceof UnsatisfiableSchema)) throw error;
        arbitrary = error;
      }
      this.#arbitraries.set(key, arbitrary);
    }
    if (arbitrary instanceof UnsatisfiableSchema) throw arbitrary;
    return arbitrary;
  }

  /** Generated values for the required headers of a declared response. */
  headersFor(operation: OperationSpec, status: number): Record<string, string> {
    const out: Record<string, string> = {};
    const response = operation.responses.get(String(status));
    for (const header of response?.headers.values() ?? []) {
      if (!header.required || header.name.toLowerCase() === "content-type") continue;
      const value = this.generate(header.schema, `${operation.operationId}:${status}:header:${header.name}`, true);
      // Header values must be visible ASCII on the wire.
      const text = typeof value === "string" ? value : JSON.stringify(value);
      out[header.name.toLowerCase()] = text.replace(/[^\x20-\x7e]/g, "").trim() || "x";
    }
    return out;
  }

  /** The problem with a request's credentials for the mock's `--credential`s, if any (credentials.ts). */
  #credentialProblem(operation: OperationSpec, request: IncomingRequest): RuleProblem | undefined {
    const verdict = judgeCredentials(this.#credentials, this.api.securitySchemes, operation.security, request);
    if (verdict === "accepted") return undefined;
    const schemes = operation.security.map((alternative) => alternative.join(" + ")).join(" or ");
    return verdict === "forbidden"
      ? {
          rule: FORBIDDEN_RULE,
          message: `the credential is one the mock accepts for another scheme, not for ${schemes}`,
        }
      : { rule: "request-security", message: "the credential is not one the mock was started with" };
  }

  /**
   * A refused request's answer: the problem format when the operation declares no body for the
   * status, else that body, with the header and the log line saying what was wrong (as Prism's
   * `sl-violations`), since the spec's own 4xx body says nothing about this request.
   */
  #refusal(operation: OperationSpec, status: number, problems: RuleProblem[], prefer: Map<string, string>): Answer {
    if (declaredResponse(operation, status) === undefined)
      return problemAnswer(status, "The request does not match the spec", problems);
    const answer = this.respond(operation, status, prefer);
    return { ...answer, headers: { ...answer.headers, [VIOLATIONS_HEADER]: violationsHeader(problems) }, problems };
  }

  /** Answers one request. */
  handle(request: IncomingRequest): Answer {
    const matched = matchOperation(this.api, request.method, request.pathname);
    if (!("operation" in matched))
      return matched.methodNotAllowed
        ? problemAnswer(405, "Method not allowed", [
            { rule: "route", message: `${request.method} is not declared for ${request.pathname}` },
          ])
        : problemAnswer(404, "No such route", [{ rule: "route", message: `no operation matches ${request.pathname}` }]);
    const { operation, pathValues } = matched;
    const prefer = parsePrefer(request.headers.prefer);
    const problems = requestProblems(this.api, this.validator, operation, request, pathValues);
    // A credential is judged before the rest of the request, as servers authenticate first.
    const credentialProblem = problems.some((p) => p.rule === "request-security")
      ? undefined
      : this.#credentialProblem(operation, request);
    if (credentialProblem) problems.push(credentialProblem);
    if (problems.length > 0) {
      const status = this.#refusalStatus(operation, problems);
      const challenge =
        status === 401 ? authenticateChallenges(operation.security, this.api.securitySchemes) : undefined;
      const answer = this.#refusal(operation, status, problems, prefer);
      return challenge ? { ...answer, headers: { ...answer.headers, "www-authenticate": challenge } } : answer;
    }
    const code = prefer.get("code");
    if (code !== undefined) {
      if (!operation.responses.has(code))
        return problemAnswer(422, "Prefer asked for an undeclared status", [
          { rule: "prefer", message: `${operation.operationId} declares no ${code} response` },
        ]);
      return this.respond(operation, Number(code), prefer);
    }
    if (this.store) {
      try {
        const stored = this.store.handle(this, operation, request, pathValues, this.#counter++);
        if (stored) return stored;
      } catch (error) {
        if (error instanceof UnsatisfiableSchema) return ungeneratable(operation, this.successStatus(operation), error);
        throw error;
      }
    }
    return this.respond(operation, this.successStatus(operation), prefer);
  }

  /**
   * The lowest declared 2xx, then 200 for 2XX, then the first declared final status (a 3xx, 4xx or
   * 5xx the operation only ever answers), then 200 for `default`; an informational status (1xx) only
   * when nothing else is declared ({@link respond} explains it cannot be answered).
   */
  successStatus(operation: OperationSpec): number {
    const numeric = [...operation.responses.keys()].filter((s) => /^\d{3}$/.test(s)).map(Number);
    const successes = numeric.filter((status) => status >= 200 && status < 300);
    if (successes.length > 0) return Math.min(...successes);
    if (operation.responses.has("2XX")) return 200;
    const final = numeric.find((status) => status >= 200);
    if (final !== undefined) return final;
    return operation.responses.has("default") || numeric.length === 0 ? 200 : numeric[0]!;
  }
}

async function readBody(req: http.IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

/** An incoming node request as the rules read it. */
export async function incoming(req: http.IncomingMessage): Promise<IncomingRequest> {
  const url = new URL(req.url ?? "/", "http://mock.invalid");
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers))
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(", ") : value;
  return {
    method: (req.method ?? "GET").toLowerCase(),
    pathname: url.pathname,
    search: url.searchParams,
    headers,
    bodyText: await readBody(req),
  };
}

/** Starts the mock on a port (0 picks a free one). */
export async function startMockServer(options: MockOptions): Promise<MockServer> {
  const validator = await ContractValidator.create(options.document);
  const mock = new Mock(options.table, options.document, validator, options);
  const server = http.createServer(async (req, res) => {
    let answer: Answer;
    try {
      const request = await incoming(req);
      answer = mock.handle(request);
      const why = answer.problems?.[0] ? ` (${answer.problems[0].rule}: ${answer.problems[0].message})` : "";
      options.log?.(`${request.method.toUpperCase()} ${req.url} -> ${answer.status}${why}`);
    } catch (error) {
      answer = problemAnswer(500, "The mock failed", [{ rule: "mock", message: (error as Error).message }]);
    }
    try {
      await writeNodeResponse(
        res,
        { status: answer.status, headers: withoutDeclaredLength(answer.headers), body: answer.body },
        false,
      );
    } catch (error) {
      res.writeHead(500, { "content-type": "application/problem+json" });
      res.end(
        JSON.stringify({
          type: "https://contractkit.dev/problems/mock",
          title: "The mock failed",
          status: 500,
          detail: (error as Error).message,
          errors: [],
        }),
      );
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, options.host ?? "127.0.0.1", resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${options.host ?? "127.0.0.1"}:${port}`,
    basePaths: serverBasePaths(mock.api),
    brokenExamples: mock.brokenExamples,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
