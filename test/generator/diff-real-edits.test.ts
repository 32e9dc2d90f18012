/*
 * Edits the breaking-change report got wrong when it was tried on the histories of public specs
 * (docs/spec-checks.md, "Breaking-change report"), each reproduced on a small document of our own:
 * OpenAPI 3.0 `nullable`, a `$ref` wrapped in a one-member `allOf` (how 3.0 gives a reference a
 * description or `nullable`), and fields below a response that became nullable.
 */
import { describe, expect, it } from "vitest";
import { type Change, diffOpenApi } from "../../generator/diff.ts";

type JsonObject = Record<string, unknown>;
type Want = Array<[kind: Change["kind"], code: string, pointer: string]>;

const EVENT = "/components/schemas/Event";
const EVENT_BODY = "/components/schemas/NewEvent";
const KIND = "/components/schemas/EventKind";

/**
 * A small OpenAPI 3.0 service: GET /events answers a list of `Event`, POST /events takes a `NewEvent`.
 * `Event.kind` is the `EventKind` enum behind a one-member `allOf` that carries its description.
 */
function eventsApi(): JsonObject {
  return {
    openapi: "3.0.3",
    info: { title: "Events", version: "1.0.0" },
    paths: {
      "/events": {
        get: {
          operationId: "listEvents",
          responses: {
            "200": {
              description: "The events",
              content: {
                "application/json": {
                  schema: { type: "array", items: { $ref: "#/components/schemas/Event" } },
                },
              },
            },
          },
        },
        post: {
          operationId: "createEvent",
          requestBody: {
            required: true,
            content: { "application/json": { schema: { $ref: "#/components/schemas/NewEvent" } } },
          },
          responses: { "204": { description: "Created" } },
        },
      },
    },
    components: {
      schemas: {
        EventKind: { type: "string", enum: ["login", "logout"] },
        Detail: { type: "object", properties: { note: { type: "string" } } },
        Event: {
          type: "object",
          required: ["id", "kind"],
          properties: {
            id: { type: "string" },
            kind: { allOf: [{ $ref: "#/components/schemas/EventKind" }], description: "What happened" },
            actor: { type: "string" },
            detail: { allOf: [{ $ref: "#/components/schemas/Detail" }], description: "More about it" },
          },
        },
        NewEvent: {
          type: "object",
          required: ["kind"],
          properties: {
            kind: { type: "string" },
            comment: { type: "string", nullable: true },
            at: { type: "string", format: "date-time" },
          },
        },
      },
    },
  };
}

/** The changes between the events API and a copy of it that `edit` changed, as [kind, code, pointer]. */
function changesAfter(edit: (doc: { components: { schemas: Record<string, JsonObject> } }) => void): Want {
  const before = eventsApi();
  const after = structuredClone(before) as { components: { schemas: Record<string, JsonObject> } };
  edit(after);
  return diffOpenApi(before, after as unknown as JsonObject).map((c) => [c.kind, c.code, c.pointer]);
}

const props = (schema: JsonObject) => schema.properties as Record<string, JsonObject>;

describe("diffOpenApi on OpenAPI 3.0 `nullable`", () => {
  it("a response field that may now be null breaks old clients", () => {
    const got = changesAfter(({ components: { schemas } }) => {
      props(schemas.Event!).actor!.nullable = true;
    });
    expect(got).toEqual([["breaking", "response-type-changed", `${EVENT}/properties/actor/nullable`]]);
  });

  it("a response field that may no longer be null is safe", () => {
    const before = eventsApi();
    props((before.components as { schemas: Record<string, JsonObject> }).schemas.Event!).actor!.nullable = true;
    const got = diffOpenApi(before, eventsApi()).map((c) => [c.kind, c.code, c.pointer]);
    expect(got).toEqual([["non-breaking", "response-type-narrowed", `${EVENT}/properties/actor/type`]]);
  });

  it("a request field that no longer takes null breaks old clients, one that now takes it is safe", () => {
    const got = changesAfter(({ components: { schemas } }) => {
      delete props(schemas.NewEvent!).comment!.nullable;
      props(schemas.NewEvent!).at!.nullable = true;
    });
    expect(got).toEqual([
      ["breaking", "request-type-changed", `${EVENT_BODY}/properties/comment/type`],
      ["non-breaking", "request-type-widened", `${EVENT_BODY}/properties/at/nullable`],
    ]);
  });

  it("`nullable` beside a one-member `allOf` makes the referenced schema nullable", () => {
    const got = changesAfter(({ components: { schemas } }) => {
      props(schemas.Event!).detail!.nullable = true;
    });
    expect(got).toEqual([["breaking", "response-type-changed", `${EVENT}/properties/detail/nullable`]]);
  });
});

describe("diffOpenApi through a `$ref` wrapped in a one-member `allOf`", () => {
  it("a value added to the wrapped enum of a response field breaks old clients", () => {
    const got = changesAfter(({ components: { schemas } }) => {
      schemas.EventKind!.enum = ["login", "logout", "password_reset"];
    });
    expect(got).toEqual([["breaking", "response-enum-value-added", `${KIND}/enum/2`]]);
  });

  it("a variant added to the wrapped `anyOf` of a response field breaks old clients", () => {
    const withDetail = (detail: JsonObject) => {
      const doc = eventsApi();
      (doc.components as { schemas: Record<string, JsonObject> }).schemas.Detail = detail;
      return doc;
    };
    const before = withDetail({ anyOf: [{ type: "string" }] });
    const after = withDetail({ anyOf: [{ type: "string" }, { type: "integer" }] });
    expect(diffOpenApi(before, after).map((c) => [c.kind, c.code, c.pointer])).toEqual([
      ["breaking", "response-variant-added", "/components/schemas/Detail/anyOf"],
    ]);
  });

  it("unwrapping a `$ref` from its `allOf` (or wrapping it) is no change", () => {
    const got = changesAfter(({ components: { schemas } }) => {
      props(schemas.Event!).kind = { $ref: "#/components/schemas/EventKind" };
    });
    expect(got).toEqual([]);
  });
});

describe("diffOpenApi on `oneOf`/`anyOf` variants that name components", () => {
  /** The events API whose `Event.detail` is a union of `$ref`s to the named components (each an object with one field). */
  function withUnion(members: string[]): JsonObject {
    const doc = eventsApi();
    const schemas = (doc.components as { schemas: Record<string, JsonObject> }).schemas;
    for (const name of ["Login", "Logout", "Reset"]) {
      schemas[name] = { type: "object", properties: { [`${name.toLowerCase()}At`]: { type: "string" } } };
    }
    schemas.Detail = { anyOf: members.map((name) => ({ $ref: `#/components/schemas/${name}` })) };
    return doc;
  }
  const changes = (before: JsonObject, after: JsonObject) =>
    diffOpenApi(before, after).map((c) => [c.kind, c.code, c.pointer]);

  it("a variant inserted in the middle is one added variant, not its neighbours replaced", () => {
    expect(changes(withUnion(["Login", "Logout"]), withUnion(["Login", "Reset", "Logout"]))).toEqual([
      ["breaking", "response-variant-added", "/components/schemas/Detail/anyOf"],
    ]);
  });

  it("variants reordered are no change", () => {
    expect(changes(withUnion(["Login", "Logout"]), withUnion(["Logout", "Login"]))).toEqual([]);
  });

  it("a variant swapped for another is one removed and one added, not the two compared field by field", () => {
    expect(changes(withUnion(["Login", "Logout"]), withUnion(["Login", "Reset"]))).toEqual([
      ["breaking", "response-variant-added", "/components/schemas/Detail/anyOf"],
      ["non-breaking", "response-variant-removed", "/components/schemas/Detail/anyOf"],
    ]);
  });

  it("a variant whose component was renamed, its schema unchanged, is no change", () => {
    const after = withUnion(["Login", "SignOut"]);
    const schemas = (after.components as { schemas: Record<string, JsonObject> }).schemas;
    schemas.SignOut = schemas.Logout!;
    delete schemas.Logout;
    expect(changes(withUnion(["Login", "Logout"]), after)).toEqual([]);
  });
});

describe("diffOpenApi on operation names", () => {
  const withListId = (operationId: string) => {
    const doc = eventsApi();
    (doc.paths as Record<string, Record<string, JsonObject>>)["/events"]!.get!.operationId = operationId;
    return doc;
  };

  it("a new `operationId` renames the generated function: breaking for code that calls it", () => {
    expect(diffOpenApi(eventsApi(), withListId("fetchEvents")).map((c) => [c.kind, c.code, c.pointer])).toEqual([
      ["breaking", "operation-renamed", "/paths/~1events/get/operationId"],
    ]);
  });

  it("an `operationId` respelled to the same camel-cased name is no change", () => {
    expect(diffOpenApi(eventsApi(), withListId("list_events"))).toEqual([]);
  });
});

describe("diffOpenApi on security requirements", () => {
  /** The events API with `security` set on GET /events (or left unwritten) and OAuth2 among its schemes. */
  function withSecurity(listSecurity: unknown[] | undefined, rootSecurity?: unknown[]): JsonObject {
    const doc = eventsApi();
    const components = doc.components as JsonObject;
    components.securitySchemes = {
      OAuth2: {
        type: "oauth2",
        flows: { clientCredentials: { tokenUrl: "https://example.test/token", scopes: { read: "", admin: "" } } },
      },
      ApiKey: { type: "apiKey", in: "header", name: "X-Api-Key" },
    };
    if (rootSecurity !== undefined) doc.security = rootSecurity;
    const list = (doc.paths as Record<string, Record<string, JsonObject>>)["/events"]!.get!;
    if (listSecurity !== undefined) list.security = listSecurity;
    return doc;
  }
  const changes = (before: JsonObject, after: JsonObject) =>
    diffOpenApi(before, after).map((c) => [c.kind, c.code, c.pointer]);
  const LIST_SECURITY = "/paths/~1events/get/security";

  it("credentials now required where none were break old clients", () => {
    expect(changes(withSecurity([]), withSecurity([{ OAuth2: ["read"] }]))).toEqual([
      ["breaking", "request-security-narrowed", LIST_SECURITY],
    ]);
  });

  it("a scope added to the requirement breaks old clients' tokens", () => {
    expect(changes(withSecurity([{ OAuth2: ["read"] }]), withSecurity([{ OAuth2: ["read", "admin"] }]))).toEqual([
      ["breaking", "request-security-narrowed", LIST_SECURITY],
    ]);
  });

  it("a document-wide requirement reaches every operation without its own, each reported", () => {
    expect(changes(withSecurity(undefined), withSecurity(undefined, [{ ApiKey: [] }]))).toEqual([
      ["breaking", "request-security-narrowed", "/paths/~1events/get"],
      ["breaking", "request-security-narrowed", "/paths/~1events/post"],
    ]);
  });

  it("another way to authenticate, besides the old one, is safe", () => {
    expect(changes(withSecurity([{ OAuth2: ["read"] }]), withSecurity([{ OAuth2: ["read"] }, { ApiKey: [] }]))).toEqual(
      [["non-breaking", "request-security-widened", LIST_SECURITY]],
    );
  });
});

describe("diffOpenApi on path parameters", () => {
  it("`required: true` written on a path parameter that lacked it is no change (a path parameter is always sent)", () => {
    const route = (required: boolean | undefined) => {
      const doc = eventsApi();
      const paths = doc.paths as Record<string, JsonObject>;
      const parameter: JsonObject = { name: "eventId", in: "path", schema: { type: "string" } };
      if (required !== undefined) parameter.required = required;
      paths["/events/{eventId}"] = {
        get: { operationId: "getEvent", parameters: [parameter], responses: { "204": { description: "Found" } } },
      };
      return doc;
    };
    expect(diffOpenApi(route(undefined), route(true))).toEqual([]);
  });
});

describe("diffOpenApi on a media type whose schema came or went", () => {
  /** The events API whose GET /events 200 answers JSON with or without a schema. */
  function listAnswers(schema: unknown): JsonObject {
    const doc = eventsApi();
    const list = (doc.paths as Record<string, Record<string, JsonObject>>)["/events"]!.get!;
    const media = ((list.responses as Record<string, JsonObject>)["200"]!.content as Record<string, JsonObject>)[
      "application/json"
    ]!;
    if (schema === undefined) delete media.schema;
    else media.schema = schema;
    return doc;
  }
  const SCHEMA = "/paths/~1events/get/responses/200/content/application~1json/schema";
  const described = { type: "array", items: { type: "string" } };

  it("a schema given to a response that had none narrows it: safe, and said in words", () => {
    const changes = diffOpenApi(listAnswers(undefined), listAnswers(described));
    expect(changes.map((c) => [c.kind, c.code, c.pointer])).toEqual([
      ["non-breaking", "response-type-narrowed", SCHEMA],
    ]);
    expect(changes[0]?.message).toBe("GET /events 200 response: now has a schema where any value was allowed");
  });

  it("a response whose schema went may now send anything: breaking", () => {
    expect(diffOpenApi(listAnswers(described), listAnswers(undefined)).map((c) => [c.kind, c.code, c.pointer])).toEqual(
      [["breaking", "response-type-changed", SCHEMA]],
    );
  });
});

describe("diffOpenApi below a response type that gained null", () => {
  it("still reports the fields the nullable object lost", () => {
    const got = changesAfter(({ components: { schemas } }) => {
      schemas.Detail = { type: "object", nullable: true, properties: {} };
    });
    expect(got).toEqual([
      ["breaking", "response-type-changed", "/components/schemas/Detail/nullable"],
      ["breaking", "response-property-removed", "/components/schemas/Detail/properties/note"],
    ]);
  });
});
