/**
 * The stateful mock's memory: resources created through the collections the document implies
 * (`POST /things` with `GET /things/{id}`), read, listed, replaced and deleted as a real server
 * would. Answers stay schema-valid: a stored value is served only where the operation's schema
 * accepts it, otherwise generated data stands in.
 */
import { annotatedSchema } from "../../generated/http/operations.js";
import type { IncomingRequest } from "../contract-test/rules.ts";
import { type ApiDocument, deref, type OperationSpec } from "../contract-test/spec.ts";
import { type InferredResource, identifierOf, inferResources } from "../contract-test/stateful.ts";
import { decodeBody } from "../contract-test/wire.ts";
import type { Mock } from "./server.ts";

type Answer = { status: number; headers: Record<string, string>; body: string };
type Json = Record<string, unknown>;
const isRecord = (v: unknown): v is Json => typeof v === "object" && v !== null && !Array.isArray(v);

/**
 * The members a request body sets, read per its media type (JSON, or a form body with its styled
 * fields: Stripe-style creates are forms), without its `writeOnly` ones: a stored value is served
 * back in responses, where a password never goes.
 */
function requestMembers(mock: Mock, operation: OperationSpec, request: IncomingRequest): Json | undefined {
  const contentType = request.headers["content-type"] ?? "";
  const type = contentType.split(";")[0]!.trim().toLowerCase();
  const media = operation.requestBody?.media.find((m) => m.contentType.toLowerCase() === type);
  if (!media || request.bodyText === "") return undefined;
  const root = mock.api.raw as Json;
  const schema = operation.requestBody?.mediaTypes.get(type) ?? {};
  const decoded = decodeBody(root, media.contentType, schema, contentType, request.bodyText, media.styledFields);
  if (!decoded.ok || !isRecord(decoded.value)) return undefined;
  const properties = deref(root, schema).properties;
  const writeOnly = (name: string) => isRecord(properties) && annotatedSchema(root, properties[name], "writeOnly");
  return Object.fromEntries(Object.entries(decoded.value).filter(([name]) => !writeOnly(name)));
}

export class MockStore {
  readonly #resources: InferredResource[];
  /** Stored values per item path template, by id, in creation order. */
  readonly #items = new Map<string, Map<string, unknown>>();

  constructor(api: ApiDocument) {
    this.#resources = inferResources(api.operations, true);
  }

  #json(mock: Mock, operation: OperationSpec, status: number, value: unknown): Answer | undefined {
    const media = operation.responses.get(String(status))?.media.find((m) => m.kind === "json");
    if (!media) return undefined;
    if (media.schema !== null && mock.validator.pointerProblems(media.schema, value).length > 0) return undefined;
    const headers = { ...mock.headersFor(operation, status), "content-type": media.contentType };
    return { status, headers, body: JSON.stringify(value) };
  }

  /** Answers from memory, or undefined to let the mock answer as a stateless one would. */
  handle(
    mock: Mock,
    operation: OperationSpec,
    request: IncomingRequest,
    pathValues: Readonly<Record<string, string>>,
    counter: number,
  ): Answer | undefined {
    for (const resource of this.#resources) {
      const items = this.#items.get(resource.read.path) ?? new Map<string, unknown>();
      this.#items.set(resource.read.path, items);
      const id = decodeURIComponent(pathValues[resource.parameter] ?? "");
      const onItem = operation.path === resource.read.path;
      if (operation === resource.create) return this.#create(mock, resource, request, items, counter);
      if (operation.method === "get" && operation.path === resource.create.path)
        return this.#list(mock, operation, items);
      if (!onItem) continue;
      if (!items.has(id)) return operation.responses.has("404") ? mock.respond(operation, 404, new Map()) : undefined;
      if (operation.method === "get") return this.#json(mock, operation, mock.successStatus(operation), items.get(id));
      if (operation.method === "delete") {
        items.delete(id);
        return mock.respond(operation, mock.successStatus(operation), new Map());
      }
      if (operation.method === "put" || operation.method === "patch") {
        const merged = {
          ...(items.get(id) as Json),
          ...requestMembers(mock, operation, request),
          [resource.parameter]: id,
        };
        const answer = this.#json(mock, operation, mock.successStatus(operation), merged);
        if (answer) items.set(id, merged);
        return answer;
      }
    }
    return undefined;
  }

  #create(
    mock: Mock,
    resource: InferredResource,
    request: IncomingRequest,
    items: Map<string, unknown>,
    counter: number,
  ) {
    const status = mock.successStatus(resource.create);
    for (let attempt = 0; attempt < 20; attempt++) {
      const generated = mock.exampleOrGenerated(resource.create, status, `create:${counter}:${attempt}`);
      // The request's members win where the response schema still accepts them.
      const merged = isRecord(generated)
        ? { ...generated, ...requestMembers(mock, resource.create, request) }
        : generated;
      const value = this.#json(mock, resource.create, status, merged) ? merged : generated;
      const id = identifierOf(value, resource.parameter);
      if (id === undefined || items.has(id)) continue;
      items.set(id, value);
      return this.#json(mock, resource.create, status, value);
    }
    return undefined;
  }

  #list(mock: Mock, operation: OperationSpec, items: Map<string, unknown>): Answer | undefined {
    const status = mock.successStatus(operation);
    const values = [...items.values()];
    const direct = this.#json(mock, operation, status, values);
    if (direct) return direct;
    const page = mock.exampleOrGenerated(operation, status, "list");
    if (!isRecord(page)) return undefined;
    const arrayMember = Object.keys(page).find((key) => Array.isArray(page[key]));
    return arrayMember === undefined
      ? undefined
      : this.#json(mock, operation, status, { ...page, [arrayMember]: values });
  }
}
