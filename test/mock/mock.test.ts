/**
 * The mock server for any spec: it passes contract-test on every fixture spec (the suite and the
 * mock agree), answers examples first and seeded generated data otherwise, refuses bad requests in
 * the spec's 4xx or the documented problem format, honours Prefer, and remembers state.
 */
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { loadSpecInput } from "../../cli/spec-input.ts";
import { runContractSuite } from "../../runtime/contract-test/index.ts";
import { startMockServer, VIOLATIONS_HEADER } from "../../runtime/mock/server.ts";
import { FIXTURE_SPECS, type FixtureKind, WIDGET_KEY } from "../contract-test/fixture-servers.ts";
import { startMockCli } from "./mock-cli.ts";

const stops: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const stop of stops.splice(0)) await stop();
});

async function mockOf(kind: FixtureKind, options: { stateful?: boolean; seed?: number } = {}) {
  const input = await loadSpecInput(FIXTURE_SPECS[kind], undefined);
  if (!input.ok) throw new Error(input.message);
  const server = await startMockServer({
    table: input.table,
    document: input.document,
    port: 0,
    seed: options.seed ?? 1,
    stateful: options.stateful ?? true,
    credentials: [WIDGET_KEY],
  });
  stops.push(server.close);
  return { ...input, url: server.url };
}

describe("the mock passes contract-test on every fixture spec", () => {
  it.each(["notes", "uploads", "widgets"] as const)("%s (stateful mock)", async (kind) => {
    const mock = await mockOf(kind);
    const report = await runContractSuite({
      table: mock.table,
      document: mock.document,
      baseUrl: mock.url,
      seed: 99,
      runs: 15,
      credentials: { apiKey: WIDGET_KEY },
    });
    const failures = report.checks.flatMap((c) => c.failures.map((f) => `${c.id} [${f.rule}] ${f.message}`));
    expect(failures).toEqual([]);
    expect(report.checks.filter((c) => c.group === "stateful" && c.status === "pass").length).toBeGreaterThan(0);
  });
});

describe("the mock passes contract-test --spec on our two specs", () => {
  it.each(["bank", "protocol"])(
    "%s",
    async (name) => {
      const input = await loadSpecInput(`specs/${name}.openapi.yaml`, undefined);
      if (!input.ok) throw new Error(input.message);
      const key = "mock-credential-0123456789";
      const server = await startMockServer({ ...input, port: 0, seed: 3, stateful: true, credentials: [key] });
      stops.push(server.close);
      const report = await runContractSuite({
        ...input,
        baseUrl: server.url,
        seed: 11,
        runs: 2,
        workers: 2,
        credentials: { bearer: key },
        checks: ["conformance", "negative", "stateful"],
      });
      expect(report.checks.flatMap((c) => c.failures.map((f) => `${c.id} [${f.rule}] ${f.message}`))).toEqual([]);
      expect(report.checks.filter((c) => c.status === "pass").length).toBeGreaterThan(10);
    },
    120_000,
  );
});

describe("mock answers", () => {
  it("serves the example first, the named one with Prefer: example=", async () => {
    const { url } = await mockOf("notes", { stateful: false });
    const response = await fetch(`${url}/notes`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ title: "x" }),
    });
    expect(response.status).toBe(201);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ id: "n-1", title: "Shopping", tags: ["home"] });
    // A whole answer is framed by its length, not chunked.
    expect(response.headers.get("content-length")).toBe(String(Buffer.byteLength(text)));
    expect(response.headers.get("transfer-encoding")).toBeNull();
    const named = await fetch(`${url}/notes`, {
      method: "POST",
      headers: { "content-type": "application/json", prefer: "example=shopping" },
      body: JSON.stringify({ title: "x" }),
    });
    expect((await named.json()).title).toBe("Shopping");
  });

  it("generates the same schema-valid data for the same seed, other data for another", async () => {
    const a = await mockOf("widgets", { stateful: false, seed: 7 });
    const b = await mockOf("widgets", { stateful: false, seed: 7 });
    const c = await mockOf("widgets", { stateful: false, seed: 8 });
    const get = async (url: string) =>
      (await fetch(`${url}/widgets`, { headers: { "x-widget-key": WIDGET_KEY } })).text();
    expect(await get(a.url)).toBe(await get(b.url));
    expect(await get(a.url)).not.toBe(await get(c.url));
  });

  it("honours Prefer: code= for a declared status and refuses an undeclared one", async () => {
    const { url } = await mockOf("widgets", { stateful: false });
    const headers = { "x-widget-key": WIDGET_KEY, prefer: "code=404" };
    const id = "00000000-0000-4000-8000-000000000001";
    const response = await fetch(`${url}/widgets/${id}`, { headers });
    expect(response.status).toBe(404);
    expect(typeof (await response.json()).code).toBe("string");
    const undeclared = await fetch(`${url}/widgets/${id}`, { headers: { ...headers, prefer: "code=418" } });
    expect(undeclared.status).toBe(422);
    expect(undeclared.headers.get("content-type")).toBe("application/problem+json");
  });

  it("refuses an invalid request with the spec's 4xx, and with a problem document when none is declared", async () => {
    const { url } = await mockOf("widgets", { stateful: false });
    const noKey = await fetch(`${url}/widgets`);
    expect(noKey.status).toBe(401);
    const badBody = await fetch(`${url}/widgets`, {
      method: "POST",
      headers: { "x-widget-key": WIDGET_KEY, "content-type": "application/json" },
      body: JSON.stringify({ colour: "purple" }),
    });
    expect(badBody.status).toBe(400);
    // The body is the spec's own 400; the header says what was wrong with this request.
    const violations = JSON.parse(badBody.headers.get(VIOLATIONS_HEADER) ?? "[]");
    expect(violations).toEqual([expect.objectContaining({ rule: "request-body" })]);
    expect(violations[0].message).toContain("colour");
    expect(noKey.headers.get(VIOLATIONS_HEADER)).toContain("request-security");
    const unknown = await fetch(`${url}/nowhere`);
    expect(unknown.status).toBe(404);
    const problem = await unknown.json();
    expect(problem).toMatchObject({ status: 404, title: "No such route" });
    expect(problem.errors[0].rule).toBe("route");
  });

  it("refuses a wrong Content-Type with 415 where the spec documents neither 415 nor 400, as the tester expects", async () => {
    const file = path.join(os.tmpdir(), `mock-415-${process.pid}.json`);
    const note = { type: "object", properties: { text: { type: "string" } } };
    await writeFile(
      file,
      JSON.stringify({
        openapi: "3.1.0",
        info: { title: "notes", version: "1" },
        paths: {
          "/notes": {
            post: {
              operationId: "addNote",
              requestBody: { required: true, content: { "application/json": { schema: note } } },
              responses: { "200": { description: "added" } },
            },
          },
        },
      }),
    );
    const input = await loadSpecInput(file, undefined);
    if (!input.ok) throw new Error(input.message);
    const server = await startMockServer({ ...input, port: 0, seed: 1, stateful: false });
    stops.push(server.close);
    const asText = await fetch(`${server.url}/notes`, {
      method: "POST",
      headers: { "content-type": "text/plain" },
      body: "{}",
    });
    expect(asText.status).toBe(415);
    const report = await runContractSuite({ ...input, baseUrl: server.url, seed: 5, runs: 10, checks: ["negative"] });
    expect(report.checks.flatMap((c) => c.failures.map((f) => `${c.id} [${f.rule}] ${f.message}`))).toEqual([]);
    expect(report.checks.find((c) => c.id === "negative/addNote")?.note).toContain("content-type");
  });

  it("refuses a credential it was not started with by 401, even when the body is wrong too", async () => {
    const { url } = await mockOf("widgets", { stateful: false });
    const both = await fetch(`${url}/widgets`, {
      method: "POST",
      headers: { "x-widget-key": "not-the-key", "content-type": "application/json" },
      body: JSON.stringify({ colour: "purple" }),
    });
    expect(both.status).toBe(401);
    expect(both.headers.get(VIOLATIONS_HEADER)).toContain("the credential is not one the mock was started with");
  });

  it("--stateful: create, read, list, delete", async () => {
    const { url } = await mockOf("widgets", { stateful: true });
    const headers = { "x-widget-key": WIDGET_KEY, "content-type": "application/json" };
    const created = await fetch(`${url}/widgets`, {
      method: "POST",
      headers,
      body: JSON.stringify({ colour: "green", weight: 3 }),
    });
    expect(created.status).toBe(201);
    const widget = await created.json();
    expect(widget).toMatchObject({ colour: "green", weight: 3 });
    const read = await fetch(`${url}/widgets/${widget.id}`, { headers });
    expect(await read.json()).toEqual(widget);
    const list = await (await fetch(`${url}/widgets`, { headers })).json();
    expect(list.items).toEqual([widget]);
    expect((await fetch(`${url}/widgets/${widget.id}`, { method: "DELETE", headers })).status).toBe(204);
    expect((await fetch(`${url}/widgets/${widget.id}`, { headers })).status).toBe(404);
  });
});

/** A spec whose paths are written below its servers' paths, as most public specs are. */
const VERSIONED_SPEC = {
  openapi: "3.1.0",
  info: { title: "Versioned", version: "1" },
  servers: [
    { url: "https://api.example.com/{version}/", variables: { version: { default: "v2", enum: ["v2", "v3"] } } },
    { url: "internal" },
    { url: "https://{region}.example.com/none", variables: { region: { enum: ["eu"] } } },
    { url: "http://localhost:4010" },
  ],
  paths: {
    "/books": {
      get: {
        operationId: "listBooks",
        responses: {
          "200": {
            description: "ok",
            content: { "application/json": { schema: { type: "array", items: { type: "string" } } } },
          },
        },
      },
    },
    "/books/{id}": {
      get: {
        operationId: "getBook",
        parameters: [{ name: "id", in: "path", required: true, schema: { type: "integer" } }],
        responses: { "200": { description: "ok", content: { "application/json": { schema: { type: "string" } } } } },
      },
    },
  },
};

async function versionedSpecFile(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "mock-servers-"));
  stops.push(() => rm(dir, { recursive: true, force: true }));
  const file = path.join(dir, "versioned.json");
  await writeFile(file, JSON.stringify(VERSIONED_SPEC));
  return file;
}

describe("the spec's servers", () => {
  it("serve the paths under each server's base path as well as at the root", async () => {
    const file = await versionedSpecFile();
    const input = await loadSpecInput(file, undefined);
    if (!input.ok) throw new Error(input.message);
    const server = await startMockServer({ ...input, port: 0, seed: 1 });
    stops.push(server.close);
    // Variables at their defaults, a relative URL read as a path; no default or no path: no base path.
    expect(server.basePaths).toEqual(["/internal", "/v2"]);
    const status = async (pathname: string, method = "GET") =>
      (await fetch(`${server.url}${pathname}`, { method })).status;
    for (const served of ["/books", "/v2/books", "/v2/books/", "/internal/books/7", "/books/7"]) {
      expect(await status(served), served).toBe(200);
    }
    for (const unknown of ["/v3/books", "/v2books", "/v2", "/none/books", "/v2/internal/books"]) {
      expect(await status(unknown), unknown).toBe(404);
    }
    expect(await status("/v2/books", "DELETE")).toBe(405);
    // The path's own rules still apply under the base path.
    expect(await status("/v2/books/seven")).toBe(400);
  });
});

it("contractkit mock says where the routes are served", async () => {
  const file = await versionedSpecFile();
  const mock = startMockCli(["--spec", file, "--port", "0"]);
  stops.push(mock.stop);
  const stdout = await mock.firstLine();
  expect(stdout).toMatch(
    /^mock of Versioned \(2 operations, seed 0\) listening on http:\/\/127\.0\.0\.1:\d+ \(paths also under \/internal, \/v2: the spec's servers\)\n/,
  );
});

/** A spec that documents its client errors as one range, as Stripe-style specs do. */
const RANGE_SPEC = {
  openapi: "3.1.0",
  info: { title: "Ranges", version: "1" },
  security: [{ key: [] }],
  components: {
    securitySchemes: { key: { type: "apiKey", in: "header", name: "x-api-key" } },
    schemas: {
      Error: { type: "object", required: ["message"], properties: { message: { type: "string", const: "refused" } } },
    },
  },
  paths: {
    "/charges": {
      get: {
        operationId: "listCharges",
        parameters: [{ name: "limit", in: "query", schema: { type: "integer", maximum: 10 } }],
        responses: {
          "200": { description: "ok", content: { "application/json": { schema: { type: "array" } } } },
          "4XX": {
            description: "error",
            content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
          },
        },
      },
    },
  },
};

it("refuses a request with the body of the operation's 4XX range when it declares no exact status", async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), "mock-ranges-"));
  stops.push(() => rm(dir, { recursive: true, force: true }));
  const file = path.join(dir, "ranges.json");
  await writeFile(file, JSON.stringify(RANGE_SPEC));
  const input = await loadSpecInput(file, undefined);
  if (!input.ok) throw new Error(input.message);
  const server = await startMockServer({ ...input, port: 0, seed: 1 });
  stops.push(server.close);
  for (const [request, status] of [
    [new Request(`${server.url}/charges`), 401],
    [new Request(`${server.url}/charges?limit=11`, { headers: { "x-api-key": "k" } }), 400],
  ] as const) {
    const response = await fetch(request);
    expect(response.status).toBe(status);
    expect(response.headers.get("content-type")).toBe("application/json");
    expect(await response.json()).toEqual({ message: "refused" });
    expect(response.headers.get(VIOLATIONS_HEADER)).toBeTruthy();
  }
});

/** A spec whose operations take a bearer token or an api key, as Stripe-style specs do. */
const ALTERNATIVES_SPEC = {
  openapi: "3.1.0",
  info: { title: "Alternatives", version: "1" },
  security: [{ bearer: [] }, { key: [] }],
  components: {
    securitySchemes: {
      bearer: { type: "http", scheme: "bearer" },
      key: { type: "apiKey", in: "header", name: "x-api-key" },
    },
  },
  paths: {
    "/charges": {
      get: {
        operationId: "listCharges",
        responses: {
          "200": { description: "ok", content: { "application/json": { schema: { type: "array" } } } },
          "401": { description: "no", content: { "application/json": { schema: { type: "object" } } } },
        },
      },
    },
  },
};

it("contract-test uses the security alternative it holds a credential for (an api key, not the bearer first listed)", async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), "mock-alternatives-"));
  stops.push(() => rm(dir, { recursive: true, force: true }));
  const file = path.join(dir, "alternatives.json");
  await writeFile(file, JSON.stringify(ALTERNATIVES_SPEC));
  const input = await loadSpecInput(file, undefined);
  if (!input.ok) throw new Error(input.message);
  const server = await startMockServer({ ...input, port: 0, seed: 1, credentials: ["key-0123456789"] });
  stops.push(server.close);
  const report = await runContractSuite({
    table: input.table,
    document: input.document,
    baseUrl: server.url,
    seed: 5,
    runs: 5,
    credentials: { apiKey: "key-0123456789" },
  });
  const statuses = Object.fromEntries(report.checks.map((c) => [c.id, c.status]));
  expect(statuses).toEqual({ "conformance/listCharges": "pass", "negative/listCharges": "pass" });
  const refused = await fetch(`${server.url}/charges`);
  expect(refused.headers.get(VIOLATIONS_HEADER)).toContain("credentials for bearer or key are missing");
});

/** A Stripe-style collection: created by a form POST, read back by id. */
const FORM_COLLECTION_SPEC = {
  openapi: "3.1.0",
  info: { title: "Customers", version: "1" },
  components: {
    schemas: {
      Customer: {
        type: "object",
        required: ["id", "email"],
        properties: {
          id: { type: "string", readOnly: true },
          email: { type: "string" },
          password: { type: "string", writeOnly: true },
          metadata: { type: "object", additionalProperties: { type: "string" } },
        },
      },
    },
  },
  paths: {
    "/customers": {
      post: {
        operationId: "createCustomer",
        requestBody: {
          required: true,
          content: {
            "application/x-www-form-urlencoded": {
              schema: { $ref: "#/components/schemas/Customer" },
              encoding: { metadata: { style: "deepObject", explode: true } },
            },
          },
        },
        responses: {
          "200": {
            description: "ok",
            content: { "application/json": { schema: { $ref: "#/components/schemas/Customer" } } },
          },
        },
      },
    },
    "/customers/{id}": {
      get: {
        operationId: "getCustomer",
        parameters: [{ name: "id", in: "path", required: true, schema: { type: "string" } }],
        responses: {
          "200": {
            description: "ok",
            content: { "application/json": { schema: { $ref: "#/components/schemas/Customer" } } },
          },
          "404": { description: "none" },
        },
      },
    },
  },
};

it("--stateful: a form POST stores the members it sent, except writeOnly ones, and serves them back", async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), "mock-form-collection-"));
  stops.push(() => rm(dir, { recursive: true, force: true }));
  const file = path.join(dir, "customers.json");
  await writeFile(file, JSON.stringify(FORM_COLLECTION_SPEC));
  const input = await loadSpecInput(file, undefined);
  if (!input.ok) throw new Error(input.message);
  const server = await startMockServer({ ...input, port: 0, seed: 1, stateful: true });
  stops.push(server.close);
  const created = await fetch(`${server.url}/customers`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: "email=ada%40example.com&password=hunter22&metadata[order]=42",
  });
  expect(created.status).toBe(200);
  const customer = await created.json();
  expect(customer).toMatchObject({ email: "ada@example.com", metadata: { order: "42" } });
  expect(customer).not.toHaveProperty("password");
  const read = await (await fetch(`${server.url}/customers/${encodeURIComponent(customer.id)}`)).json();
  expect(read).toEqual(customer);
});

/** An upload of bytes that must carry a body, with a refusal the mock would give a missing one. */
const UPLOAD_SPEC = {
  openapi: "3.1.0",
  info: { title: "Firmware", version: "1" },
  paths: {
    "/firmware": {
      put: {
        operationId: "uploadFirmware",
        requestBody: {
          required: true,
          content: { "application/octet-stream": { schema: { type: "string", format: "binary", maxLength: 64 } } },
        },
        responses: { "202": { description: "accepted" }, "413": { description: "too large" } },
      },
    },
  },
};

it("contract-test never sends an empty body where one is required (an empty byte string is no body)", async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), "mock-upload-"));
  stops.push(() => rm(dir, { recursive: true, force: true }));
  const file = path.join(dir, "upload.json");
  await writeFile(file, JSON.stringify(UPLOAD_SPEC));
  const input = await loadSpecInput(file, undefined);
  if (!input.ok) throw new Error(input.message);
  const server = await startMockServer({ ...input, port: 0, seed: 1 });
  stops.push(server.close);
  const report = await runContractSuite({
    table: input.table,
    document: input.document,
    baseUrl: server.url,
    seed: 4,
    runs: 40,
    credentials: {},
  });
  const conformance = report.checks.find((c) => c.id === "conformance/uploadFirmware");
  expect(conformance?.note).toBe("202×40");
});

it("reads a header list with spaces after its commas (RFC 9110 lists, a repeated header joined)", async () => {
  const spec = {
    openapi: "3.1.0",
    info: { title: "Expand", version: "1" },
    paths: {
      "/customers": {
        get: {
          operationId: "listCustomers",
          parameters: [
            {
              name: "X-Expand",
              in: "header",
              schema: { type: "array", items: { type: "string", enum: ["tax", "invoice_settings"] } },
            },
          ],
          responses: { "200": { description: "ok" }, "400": { description: "bad" } },
        },
      },
    },
  };
  const dir = await mkdtemp(path.join(os.tmpdir(), "mock-header-list-"));
  stops.push(() => rm(dir, { recursive: true, force: true }));
  const file = path.join(dir, "expand.json");
  await writeFile(file, JSON.stringify(spec));
  const input = await loadSpecInput(file, undefined);
  if (!input.ok) throw new Error(input.message);
  const server = await startMockServer({ ...input, port: 0, seed: 1 });
  stops.push(server.close);
  const status = async (value: string) =>
    (await fetch(`${server.url}/customers`, { headers: { "x-expand": value } })).status;
  expect(await status("tax,invoice_settings")).toBe(200);
  expect(await status("tax, invoice_settings")).toBe(200);
  expect(await status("tax, other")).toBe(400);
});
