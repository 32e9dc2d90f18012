/**
 * The operation table (generator/operations.ts) is the one reading of an OpenAPI document every
 * runtime uses: names agree with hey-api's, parameter styles get OpenAPI's defaults, `$ref`s become
 * pointers to where the schema lives, statuses are ordered exact → range → default, links resolve to
 * table ids, and security alternatives, webhooks and callbacks are kept.
 */
import { describe, expect, it } from "vitest";
import { buildOperationTable, operationName } from "../../generator/operations.ts";
import { atPointer } from "../../generator/pointer.ts";
import { mediaFor, responseFor } from "../../templates/static/http/operations.ts";

const document = {
  openapi: "3.0.3",
  info: { title: "Things", version: "1.2.3" },
  security: [{ bearer: [] }],
  components: {
    securitySchemes: {
      bearer: { type: "http", scheme: "Bearer" },
      key: { type: "apiKey", in: "query", name: "api_key" },
      oauth: { type: "oauth2", flows: {} },
    },
    schemas: { Thing: { type: "object", properties: { id: { type: "string" } } } },
    parameters: { Tags: { name: "tags", in: "query", schema: { type: "array", items: { type: "string" } } } },
  },
  paths: {
    "/things": {
      parameters: [{ name: "X-Trace", in: "header", schema: { type: "string" } }],
      get: {
        parameters: [
          { $ref: "#/components/parameters/Tags" },
          { name: "filter", in: "query", style: "deepObject", explode: true, schema: { type: "object" } },
          { name: "X-Trace", in: "header", required: true, schema: { type: "integer" } },
        ],
        security: [{ key: [] }, { oauth: [], bearer: [] }, {}],
        responses: {
          default: { description: "error" },
          "4XX": { description: "client error" },
          "200": {
            description: "ok",
            content: {
              "application/json": { schema: { type: "array", items: { $ref: "#/components/schemas/Thing" } } },
            },
          },
        },
      },
      post: {
        operationId: "create-thing",
        requestBody: {
          required: true,
          content: {
            "application/json": { schema: { $ref: "#/components/schemas/Thing" } },
            "multipart/form-data": {},
          },
        },
        responses: {
          "201": {
            description: "created",
            headers: { Location: { required: true, schema: { type: "string" } } },
            content: { "application/vnd.things+json": { schema: { $ref: "#/components/schemas/Thing" } } },
            links: { read: { operationId: "getThingsById", parameters: { id: "$response.body#/id" } } },
          },
        },
        callbacks: {
          done: {
            "{$request.body#/callback}": {
              post: { requestBody: { content: { "text/plain": {} } }, responses: { "200": { description: "ack" } } },
            },
          },
        },
      },
    },
    "/things/{id}": {
      get: {
        operationId: "getThingsById",
        parameters: [{ name: "id", in: "path", schema: { type: "string" } }],
        responses: { "200": { description: "ok", content: { "text/*": {} } } },
      },
      delete: { responses: { "204": { description: "gone" } } },
    },
  },
  webhooks: { thingChanged: { post: { responses: { "200": { description: "ack" } } } } },
};

const table = buildOperationTable(document, "things");

describe("the operation table", () => {
  it("names operations as hey-api does, with or without operationId", () => {
    expect(Object.keys(table.operations)).toEqual(["createThing", "deleteThingsById", "getThings", "getThingsById"]);
    expect(operationName("get", "/users/{userId}/posts", null)).toBe("getUsersByUserIdPosts");
    expect(operationName("get", "/x", "1st.operation")).toBe("stOperation");
    expect(table.operations.createThing!.operationId).toBe("create-thing");
    expect(table.operations.getThings!.operationId).toBeNull();
  });

  it("fills in parameter style defaults, overrides path-level parameters and points at schemas", () => {
    const params = table.operations.getThings!.parameters;
    expect(params.map((p) => [p.in, p.name, p.style, p.explode, p.shape, p.required])).toEqual([
      ["query", "tags", "form", true, "array", false],
      ["query", "filter", "deepObject", true, "object", false],
      ["header", "X-Trace", "simple", false, "primitive", true],
    ]);
    expect(params[0]!.schema).toBe("/components/parameters/Tags/schema");
    expect(atPointer(document, params[2]!.schema!)).toEqual({ type: "integer" });
    expect(table.operations.getThingsById!.parameters[0]!.required).toBe(true);
  });

  it("orders statuses exact, range, default and matches a status to its response", () => {
    const op = table.operations.getThings!;
    expect(op.responses.map((r) => r.status)).toEqual(["200", "4XX", "default"]);
    expect(responseFor(op, 200)!.status).toBe("200");
    expect(responseFor(op, 404)!.status).toBe("4XX");
    expect(responseFor(op, 503)!.status).toBe("default");
    expect(responseFor(table.operations.getThingsById!, 500)).toBeUndefined();
  });

  it("keeps media kinds, schema pointers, headers and links", () => {
    const create = table.operations.createThing!;
    expect(create.body!.media.map((m) => [m.contentType, m.kind, m.schema])).toEqual([
      ["application/json", "json", "/components/schemas/Thing"],
      ["multipart/form-data", "multipart", null],
    ]);
    const created = create.responses[0]!;
    expect(created.media[0]!.kind).toBe("json");
    expect(created.headers).toEqual([
      { name: "Location", required: true, schema: expect.stringContaining("/headers/Location/schema") },
    ]);
    expect(created.links).toEqual([
      { name: "read", operation: "getThingsById", parameters: { id: "$response.body#/id" }, requestBody: null },
    ]);
    expect(mediaFor(table.operations.getThingsById!.responses[0]!.media, "text/csv; charset=utf-8")!.contentType).toBe(
      "text/*",
    );
  });

  it("keeps security alternatives, global security and scheme details", () => {
    expect(table.operations.getThings!.security).toEqual([["key"], ["bearer", "oauth"], []]);
    expect(table.operations.createThing!.security).toEqual([["bearer"]]);
    expect(table.securitySchemes).toEqual({
      bearer: { type: "http", scheme: "bearer", bearerFormat: null },
      key: { type: "apiKey", in: "query", name: "api_key" },
      oauth: { type: "oauth2" },
    });
  });

  it("reads webhooks and callbacks as outgoing operations", () => {
    expect(table.webhooks.map((w) => [w.name, w.operation.method])).toEqual([["thingChanged", "post"]]);
    expect(table.callbacks.map((c) => c.name)).toEqual(["createThing.done.{$request.body#/callback}"]);
    expect(table.callbacks[0]!.operation.body!.media[0]!.kind).toBe("text");
    expect(table.openapi).toBe("3.0.3");
  });
});
