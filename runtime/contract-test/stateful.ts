/**
 * Stateful sequences derived from the document itself. OpenAPI `links` say which response value
 * feeds which operation: the suite calls the source, evaluates the link's runtime expressions and
 * calls the target, which must answer with a documented 2xx. Where an operation has no links, the
 * suite infers producer/consumer pairs from the paths: `POST /things` answering an `id` feeds
 * `GET /things/{id}` (create, then read), and `DELETE /things/{id}` then `GET` must give 404.
 */
import fc from "fast-check";
import type { LinkSpec } from "../../generated/http/operations.js";
import { requireCredentials, validRequestArbitrary } from "./conformance.ts";
import { type CheckDefinition, deriveSeed, NotApplicable, type RequestInput, type SuiteContext } from "./context.ts";
import type { Exchange } from "./http.ts";
import { pathValueProblems } from "./rules.ts";
import { nodeAt, type OperationSpec } from "./spec.ts";

/** What a runtime expression (`$response.body#/id`, `$request.path.id`, …) can read. */
interface ExpressionScope {
  readonly input: RequestInput;
  readonly exchange: Exchange;
  readonly body: unknown;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Evaluates one OpenAPI runtime expression; a string without `$` is a constant. */
export function evaluateExpression(expression: string, scope: ExpressionScope): unknown {
  if (!expression.startsWith("$")) {
    // `{$response.body#/id}` embedded in text: each expression replaced by its value.
    if (!expression.includes("{$")) return safeJson(expression) ?? expression;
    return expression.replace(/\{(\$[^}]+)\}/g, (_, inner: string) => String(evaluateExpression(inner, scope) ?? ""));
  }
  const { input, exchange, body } = scope;
  if (expression === "$url") return exchange.url;
  if (expression === "$method") return exchange.request.method.toUpperCase();
  if (expression === "$statusCode") return exchange.response.status;
  const [source, rest = ""] = expression.slice(1).split(/\.(.*)/s);
  if (source === "response") {
    if (rest.startsWith("body")) return nodeAt(body, decodeURIComponent(rest.slice(5)));
    if (rest.startsWith("header.")) return exchange.response.headers[rest.slice(7).toLowerCase()];
  }
  if (source === "request") {
    if (rest.startsWith("body")) return nodeAt(input.body, decodeURIComponent(rest.slice(5)));
    if (rest.startsWith("path.")) return input.pathParams?.[rest.slice(5)];
    if (rest.startsWith("query.")) return input.query?.[rest.slice(6)];
    if (rest.startsWith("header.")) {
      const name = rest.slice(7).toLowerCase();
      return Object.entries(input.headers ?? {}).find(([k]) => k.toLowerCase() === name)?.[1];
    }
  }
  return undefined;
}

/** One valid request for an operation, drawn deterministically from the run's seed. */
function sampleRequest(ctx: SuiteContext, operation: OperationSpec, salt: string, index: number): RequestInput {
  const [input] = fc.sample(validRequestArbitrary(ctx, operation), {
    numRuns: 1,
    seed: deriveSeed(ctx.seed, `${salt}#${index}`),
  });
  return input!;
}

/** Calls an operation with generated requests until one gets a 2xx; NotApplicable when none does. */
async function produce(
  ctx: SuiteContext,
  operation: OperationSpec,
  salt: string,
): Promise<{ input: RequestInput; exchange: Exchange; body: unknown }> {
  for (let attempt = 0; attempt < Math.max(3, ctx.runs); attempt++) {
    const input = sampleRequest(ctx, operation, salt, attempt);
    const exchange = await ctx.send(operation, input);
    ctx.assertConforms(operation, exchange);
    if (exchange.response.status >= 200 && exchange.response.status < 300)
      return { input, exchange, body: safeJson(exchange.response.bodyText) };
  }
  throw new NotApplicable(`no generated request to ${operation.operationId} succeeded, so nothing to follow`);
}

/** The target's request: the link's values placed by parameter location, the rest generated. */
function linkedInput(ctx: SuiteContext, target: OperationSpec, link: LinkSpec, scope: ExpressionScope): RequestInput {
  const base = sampleRequest(ctx, target, `link:${link.name}`, 0);
  const placed: Record<"path" | "query" | "header", Record<string, unknown>> = {
    path: { ...base.pathParams },
    query: { ...base.query },
    header: { ...base.headers },
  };
  for (const [key, expression] of Object.entries(link.parameters)) {
    const [prefix, named] = key.includes(".") ? (key.split(/\.(.*)/s) as [string, string]) : ["", key];
    const parameter = target.parameters.find((p) => p.name === named && (prefix === "" || p.in === prefix));
    const location = parameter?.in === "query" || parameter?.in === "header" ? parameter.in : "path";
    placed[location][named] = evaluateExpression(expression, scope);
  }
  const body = link.requestBody === null ? base.body : evaluateExpression(link.requestBody, scope);
  return {
    ...base,
    pathParams: Object.fromEntries(
      Object.entries(placed.path).map(([k, v]) => [k, typeof v === "string" ? v : String(v)]),
    ),
    query: placed.query,
    headers: Object.fromEntries(Object.entries(placed.header).map(([k, v]) => [k, String(v)])),
    ...(body === undefined ? {} : { body }),
  };
}

function linkCheck(ctx: SuiteContext, source: OperationSpec, status: string, link: LinkSpec): CheckDefinition {
  const target = ctx.document.operation(link.operation);
  const id = `stateful/link/${source.operationId}/${link.name}`;
  return {
    id,
    group: "stateful",
    title: `${source.operationId} ${status} → ${target.operationId} through the link ${link.name}`,
    operationId: source.operationId,
    async run(context) {
      requireCredentials(context, source);
      requireCredentials(context, target);
      const produced = await produce(context, source, id);
      if (
        !new RegExp(`^${status.replace(/X/gi, "\\d")}$`).test(String(produced.exchange.response.status)) &&
        status !== "default"
      )
        throw new NotApplicable(
          `${source.operationId} answered ${produced.exchange.response.status}, the link is on ${status}`,
        );
      const input = linkedInput(context, target, link, { ...produced, input: produced.input });
      const followed = await context.send(target, input);
      context.assertConforms(target, followed);
      const answered = followed.response.status;
      if (answered < 200 || answered >= 300)
        context.fail(
          "link-target",
          `the link ${link.name} from ${source.operationId} led ${target.operationId} to answer ${answered}, not a 2xx`,
          followed,
          target.operationId,
        );
      if (target.method === "delete")
        await readAfterDelete(context, source, link, { ...produced, input: produced.input });
      return { runs: 2 };
    },
  };
}

/**
 * After a link led to a DELETE, every GET the same response links to with the same parameters must
 * now answer 404: a DELETE that does not delete is a stateful bug.
 */
async function readAfterDelete(ctx: SuiteContext, source: OperationSpec, deleted: LinkSpec, scope: ExpressionScope) {
  const reads = [...source.responses.values()]
    .flatMap((r) => r.links)
    .filter((l) => l !== deleted && JSON.stringify(l.parameters) === JSON.stringify(deleted.parameters))
    .map((l) => ({ link: l, operation: ctx.document.operation(l.operation) }))
    .filter(({ operation }) => operation.method === "get");
  for (const { link, operation } of reads) {
    const read = await ctx.send(operation, linkedInput(ctx, operation, link, scope));
    ctx.assertConforms(operation, read);
    if (read.response.status !== 404)
      ctx.fail(
        "delete-then-read",
        `after the link ${deleted.name} deleted it, the link ${link.name} still answers ${read.response.status}, not 404`,
        read,
        operation.operationId,
      );
  }
}

/** The member of a created resource that identifies it: the path parameter's name, `id`, or `<x>Id`/`<x>_id`. */
export function identifierOf(body: unknown, parameter: string): string | undefined {
  if (typeof body !== "object" || body === null) return undefined;
  const record = body as Record<string, unknown>;
  for (const key of [parameter, "id", "uuid", "key", ...Object.keys(record).filter((k) => /(Id|_id)$/.test(k))]) {
    const value = record[key];
    if (typeof value === "string" || typeof value === "number") return String(value);
  }
  // A resource wrapped in one member (`{ "thing": { "id": … } }`).
  const members = Object.values(record).filter((v) => typeof v === "object" && v !== null && !Array.isArray(v));
  return members.length === 1 ? identifierOf(members[0], parameter) : undefined;
}

/** A producer/consumer pair found from the paths: POST `collection`, GET/DELETE `collection/{param}`. */
export interface InferredResource {
  readonly create: OperationSpec;
  readonly read: OperationSpec;
  readonly remove: OperationSpec | undefined;
  readonly parameter: string;
}

/**
 * Resources implied by the paths. The suite takes only those whose create operation declares no
 * links (links, when present, are the spec's word); the stateful mock takes all (`includeLinked`).
 */
export function inferResources(operations: readonly OperationSpec[], includeLinked = false): InferredResource[] {
  const out: InferredResource[] = [];
  for (const create of operations) {
    if (create.method !== "post") continue;
    if (!includeLinked && [...create.responses.values()].some((r) => r.links.length > 0)) continue;
    const itemPath = new RegExp(
      `^${create.path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/\/$/, "")}/\\{([^}/]+)\\}$`,
    );
    const read = operations.find((o) => o.method === "get" && itemPath.test(o.path));
    if (!read) continue;
    const remove = operations.find((o) => o.method === "delete" && o.path === read.path);
    out.push({ create, read, remove, parameter: itemPath.exec(read.path)![1]! });
  }
  return out;
}

async function createOne(ctx: SuiteContext, resource: InferredResource, salt: string) {
  const produced = await produce(ctx, resource.create, salt);
  const id = identifierOf(produced.body, resource.parameter);
  if (id === undefined)
    throw new NotApplicable(
      `${resource.create.operationId} answered no identifier to feed ${resource.read.operationId}`,
    );
  const unreadable = identifierProblem(ctx, resource, id);
  if (unreadable !== undefined)
    throw new NotApplicable(
      `${resource.create.operationId} created ${id}, which ${resource.read.operationId} cannot be asked for ` +
        `(${unreadable}): the spec allows creating what it cannot read`,
    );
  return id;
}

/** Why the read operation's path parameter refuses a created id, if it does (a pattern the create body lacks). */
function identifierProblem(ctx: SuiteContext, resource: InferredResource, id: string): string | undefined {
  const parameter = resource.read.parameters.find((p) => p.in === "path" && p.name === resource.parameter);
  if (parameter === undefined) return undefined;
  return pathValueProblems(ctx.document, ctx.validator, parameter, id)[0]?.message;
}

function readInput(ctx: SuiteContext, resource: InferredResource, id: string, salt: string): RequestInput {
  const base = sampleRequest(ctx, resource.read, salt, 0);
  return { ...base, pathParams: { ...base.pathParams, [resource.parameter]: id } };
}

function createReadCheck(resource: InferredResource): CheckDefinition {
  const id = `stateful/create-read/${resource.create.operationId}`;
  return {
    id,
    group: "stateful",
    title: `${resource.create.operationId} creates what ${resource.read.operationId} then reads`,
    operationId: resource.create.operationId,
    async run(ctx) {
      requireCredentials(ctx, resource.create);
      requireCredentials(ctx, resource.read);
      const created = await createOne(ctx, resource, id);
      const read = await ctx.send(resource.read, readInput(ctx, resource, created, id));
      ctx.assertConforms(resource.read, read);
      if (read.response.status < 200 || read.response.status >= 300)
        ctx.fail(
          "create-then-read",
          `${resource.create.operationId} created ${created} but ${resource.read.operationId} answered ${read.response.status}`,
          read,
          resource.read.operationId,
        );
      return { runs: 2 };
    },
  };
}

function deleteReadCheck(resource: InferredResource, remove: OperationSpec): CheckDefinition {
  const id = `stateful/delete-read/${remove.operationId}`;
  return {
    id,
    group: "stateful",
    title: `after ${remove.operationId}, ${resource.read.operationId} answers 404`,
    operationId: remove.operationId,
    async run(ctx) {
      for (const operation of [resource.create, resource.read, remove]) requireCredentials(ctx, operation);
      const created = await createOne(ctx, resource, id);
      const base = sampleRequest(ctx, remove, id, 0);
      const deleted = await ctx.send(remove, {
        ...base,
        pathParams: { ...base.pathParams, [resource.parameter]: created },
      });
      ctx.assertConforms(remove, deleted);
      if (deleted.response.status < 200 || deleted.response.status >= 300)
        ctx.fail(
          "delete-status",
          `${remove.operationId} of ${created} answered ${deleted.response.status}`,
          deleted,
          remove.operationId,
        );
      const read = await ctx.send(resource.read, readInput(ctx, resource, created, id));
      ctx.assertConforms(resource.read, read);
      if (read.response.status !== 404)
        ctx.fail(
          "delete-then-read",
          `${remove.operationId} of ${created} answered ${deleted.response.status}, yet ${resource.read.operationId} still answers ${read.response.status}, not 404`,
          read,
          resource.read.operationId,
        );
      return { runs: 3 };
    },
  };
}

/** Every stateful check the document supports: one per link, then the inferred resources. */
export function statefulChecks(ctx: SuiteContext): CheckDefinition[] {
  const checks: CheckDefinition[] = [];
  for (const operation of ctx.document.operations)
    for (const response of operation.responses.values())
      for (const link of response.links) checks.push(linkCheck(ctx, operation, response.status, link));
  for (const resource of inferResources(ctx.document.operations)) {
    checks.push(createReadCheck(resource));
    if (resource.remove) checks.push(deleteReadCheck(resource, resource.remove));
  }
  return checks;
}
