/**
 * A body matched by a `default` response lands where hey-api's types put it: `data` when the
 * operation declares no 2xx (or calls the default a success), `error` when it calls it an error
 * (or says nothing), and by the status when it says both. The client used to make every `default`
 * an `error`, so an operation documenting only `default` (as OpenAPI 3.1 operations without
 * `responses` do once loaded) typed its 200 as `data` and returned it as `error`.
 */
import { describe, expect, it } from "vitest";
import { request } from "../../generated/http/client.ts";
import type { OperationSpec, ResponseSpec } from "../../generated/http/operations.ts";

function response(status: string, description: string, schema: string | null = null): ResponseSpec {
  const media = [{ contentType: "application/json", kind: "json" as const, schema, examples: [], pointer: "/m" }];
  return { status, description, media, headers: [], links: [] };
}

function operation(...responses: ResponseSpec[]): OperationSpec {
  return {
    id: "op",
    operationId: "op",
    method: "get",
    path: "/thing",
    pathAliases: [],
    pointer: "/paths/~1thing/get",
    summary: "",
    tags: [],
    deprecated: false,
    parameters: [],
    body: null,
    responses,
    security: [],
    pagination: null,
  };
}

async function call(spec: OperationSpec, status: number) {
  const fetch = async () =>
    new Response(JSON.stringify({ n: 1 }), { status, headers: { "content-type": "application/json" } });
  const result = await request({ baseUrl: "http://api.test", fetch: fetch as typeof globalThis.fetch }, spec);
  return "data" in result && result.data !== undefined ? "data" : "error";
}

describe("a body matched by `default`", () => {
  it("is data when the operation declares no 2xx", async () => {
    expect(await call(operation(response("default", "anything")), 200)).toBe("data");
    expect(await call(operation(response("404", "gone"), response("default", "anything")), 200)).toBe("data");
  });

  it("is an error beside a 2xx, unless called a success", async () => {
    expect(await call(operation(response("200", "ok"), response("default", "unexpected")), 500)).toBe("error");
    expect(await call(operation(response("200", "ok"), response("default", "Successful response")), 201)).toBe("data");
    expect(
      await call(operation(response("200", "ok"), response("default", "other", "/components/schemas/Problem")), 409),
    ).toBe("error");
  });

  it("follows the status when the spec calls it both a success and an error", async () => {
    const both = operation(response("200", "ok"), response("default", "success or error"));
    expect(await call(both, 202)).toBe("data");
    expect(await call(both, 503)).toBe("error");
  });
});
