/**
 * Conformance: for every operation of the document, valid requests generated from its schemas must
 * get a documented status, a documented content type and a body valid against the schema for that
 * status; a valid request must never get a 500, unless server errors are all the operation documents.
 */
import fc from "fast-check";
import { isUnsendablePathSegment } from "../../generated/http/params.ts";
import {
  type ArbitraryOptions,
  flattenSchema,
  schemaArbitrary,
  schemaTypes,
  UnsatisfiableSchema,
} from "./arbitraries.ts";
import { type CheckDefinition, NotApplicable, type RequestInput, type SuiteContext } from "./context.ts";
import { pathValueProblems } from "./rules.ts";
import type { OperationSpec, ParameterSpec } from "./spec.ts";
import { encodeBody, encodePathValue } from "./wire.ts";

function parameterArbitrary(
  ctx: SuiteContext,
  operation: OperationSpec,
  parameter: ParameterSpec,
): fc.Arbitrary<unknown> {
  const options: ArbitraryOptions = {
    root: ctx.document.raw,
    hint: (name, generated) => ctx.profile.hint(name, generated),
    asciiOnly: parameter.in === "header",
    matches: (schema, value) => ctx.validator.matches(schema, value, "request"),
  };
  const generated = schemaArbitrary(parameter.schema, options, parameter.name);
  if (parameter.in !== "path") return generated;
  // Ids of resources the suite created, where this parameter's schema accepts them (a create body may
  // take ids its read path refuses).
  const known = ctx.profile
    .pathValues(operation, parameter.name)
    .filter((value) => pathValueProblems(ctx.document, ctx.validator, parameter, value).length === 0);
  // Arrays and objects stay values: wireRequest writes them in the parameter's style.
  const asString = generated.map((v) => (typeof v === "object" && v !== null ? v : String(v)));
  // Mostly real resources, so requests reach them; sometimes a generated id, for 404 coverage.
  return known.length > 0
    ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...known) }, { weight: 1, arbitrary: asString })
    : asString;
}

/**
 * Whether a parameter's values have no form in its style: OpenAPI's styles write arrays of primitive
 * values only, so an array of objects or arrays is never sent (a server could read it only by a rule
 * the document does not give).
 */
function withoutStyledForm(ctx: SuiteContext, parameter: ParameterSpec): boolean {
  const root = ctx.document.raw;
  try {
    const flat = flattenSchema(root, parameter.schema);
    if (!schemaTypes(flat).includes("array") || flat.items === undefined) return false;
    const items = schemaTypes(flattenSchema(root, flat.items));
    return items.includes("object") || items.includes("array");
  } catch (error) {
    // A schema no value can be is reported where its values are drawn (parameterArbitrary).
    if (error instanceof UnsatisfiableSchema) return false;
    throw error;
  }
}

/**
 * Media types a generated body is sent as: every concrete declared type (wildcards only when alone),
 * but XML only when nothing else is declared, as the suite cannot write a schema's value as XML.
 */
export function bodyMediaTypes(operation: OperationSpec): string[] {
  const declared = [...(operation.requestBody?.mediaTypes.keys() ?? [])];
  const concrete = declared.filter((type) => !type.includes("*"));
  const writable = concrete.filter((type) => !/[/+]xml$/i.test(type.split(";")[0]!.trim()));
  if (writable.length > 0) return writable;
  return concrete.length > 0 ? concrete : declared.map((type) => (type.includes("*") ? "application/json" : type));
}

/** A body drawn from the schema of one of the declared media types, with that type. */
function bodyArbitrary(
  ctx: SuiteContext,
  operation: OperationSpec,
): fc.Arbitrary<{ value: unknown; media: string } | undefined> {
  const requestBody = operation.requestBody;
  if (!requestBody) return fc.constant(undefined);
  const options: ArbitraryOptions = {
    root: ctx.document.raw,
    hint: (name, generated) => ctx.profile.hint(name, generated),
    direction: "request",
    matches: (schema, value) => ctx.validator.matches(schema, value, "request"),
  };
  const choices = bodyMediaTypes(operation).map((media) =>
    schemaArbitrary(requestBody.mediaTypes.get(media) ?? requestBody.mediaTypes.get("*/*") ?? {}, options).map(
      (value) => ({ value, media }),
    ),
  );
  if (choices.length === 0) return fc.constant(undefined);
  // An empty text or byte body is no body on the wire: a required one must carry something.
  const one = fc
    .oneof(...choices)
    .filter(({ value, media }) => !requestBody.required || encodeBody(media, value).text !== "");
  return requestBody.required ? one : fc.option(one, { nil: undefined });
}

/**
 * Valid requests for an operation: every parameter and the body drawn from the document's schemas
 * (no body when `withBody` is false).
 */
export function validRequestArbitrary(
  ctx: SuiteContext,
  operation: OperationSpec,
  withBody = true,
): fc.Arbitrary<RequestInput> {
  const byLocation = (location: ParameterSpec["in"]) => operation.parameters.filter((p) => p.in === location);
  const record = (parameters: ParameterSpec[]) => {
    const shape: Record<string, fc.Arbitrary<unknown>> = {};
    for (const parameter of parameters) {
      const optional = !parameter.required && parameter.in !== "path";
      if (withoutStyledForm(ctx, parameter)) {
        if (optional) continue;
        throw new NotApplicable(
          `${parameter.in} parameter ${parameter.name} is an array of objects or arrays, which its ${parameter.style} style cannot write`,
        );
      }
      // An optional parameter no value can be is never sent; a required one makes the request impossible.
      let any: fc.Arbitrary<unknown>;
      try {
        any = parameterArbitrary(ctx, operation, parameter);
      } catch (error) {
        if (optional && error instanceof UnsatisfiableSchema) continue;
        throw error;
      }
      // "", "." and ".." cannot travel as a path segment (they reach another path): never asked for.
      const value =
        parameter.in === "path" ? any.filter((v) => !isUnsendablePathSegment(encodePathValue(parameter, v))) : any;
      // Optional parameters are left out two times in three, so most requests are plain enough to succeed.
      shape[parameter.name] = optional
        ? fc.oneof({ weight: 2, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: value })
        : value;
    }
    return fc
      .record(shape)
      .map(
        (values) =>
          Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as Record<string, unknown>,
      );
  };
  const anyOf = operation.requiredAnyOf;
  const query = record(byLocation("query")).filter(
    (q) => anyOf.length === 0 || anyOf.some((name) => (q as Record<string, unknown>)[name] !== undefined),
  );
  // Without a body: the bases of negative cases that replace it, where no valid body can be generated.
  const body = withBody ? bodyArbitrary(ctx, operation) : fc.constant(undefined);
  return fc
    .record({
      path: record(byLocation("path")),
      query,
      headers: record(byLocation("header")),
      cookies: record(byLocation("cookie")),
      body,
    })
    .map(({ path, query, headers, cookies, body }) => {
      const input: RequestInput = {
        pathParams: Object.fromEntries(
          Object.entries(path).map(([k, v]) => [k, typeof v === "object" && v !== null ? v : String(v)]),
        ),
        query,
        headers,
        ...(Object.keys(cookies).length > 0 ? { cookies } : {}),
        ...(body === undefined ? {} : { body: body.value, bodyMedia: body.media }),
      };
      return input;
    });
}

/** Throws NotApplicable when the suite holds no credential for a scheme the operation needs. */
export function requireCredentials(ctx: SuiteContext, operation: OperationSpec): void {
  for (const scheme of ctx.schemesFor(operation))
    if (ctx.profile.credential(scheme) === undefined)
      throw new NotApplicable(`needs a credential for ${scheme}${scheme === "adminKey" ? " (pass --admin-key)" : ""}`);
}

/** One conformance check per operation. */
export function conformanceChecks(ctx: SuiteContext): CheckDefinition[] {
  return ctx.document.operations.map((operation) => ({
    id: `conformance/${operation.operationId}`,
    group: "conformance",
    title: `${operation.method.toUpperCase()} ${operation.path} answers as documented`,
    operationId: operation.operationId,
    async run(context) {
      requireCredentials(context, operation);
      const statuses = [...operation.responses.keys()];
      if (statuses.every((status) => /^1(\d\d|XX)$/i.test(status)))
        throw new NotApplicable(
          `${operation.operationId} documents only ${statuses.join(", ")}: an informational status announces a final answer and cannot be one (RFC 9110 §15.2), so there is no answer to check`,
        );
      // An operation that documents only server errors (`/status/500`) answers them as documented.
      const onlyServerErrors = statuses.every((status) => /^5(\d\d|XX)$/i.test(status));
      const runs = await context.property(
        `conformance/${operation.operationId}`,
        validRequestArbitrary(context, operation),
        async (input) => {
          const exchange = await context.send(operation, input);
          context.profile.observe(operation, exchange);
          context.assertConforms(operation, exchange);
          if (exchange.response.status === 500 && !onlyServerErrors)
            context.fail(
              "no-server-error",
              `a valid request to ${operation.operationId} failed with 500`,
              exchange,
              operation.operationId,
            );
        },
      );
      const coverage = context.coverage(operation.operationId);
      return { runs, note: onlyServerErrors ? `${coverage} (it documents only server errors)` : coverage };
    },
  }));
}
