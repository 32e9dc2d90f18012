/** Our own emitters of one service: the operation table, schemas by status, client, server contract, index. */
import { renderClientModule } from "../../templates/client.ts";
import { renderOperationsModule } from "../../templates/operations.ts";
import { renderOpenApiModule, renderSchemasModule, renderServiceIndex } from "../../templates/schemas.ts";
import { renderServerModule } from "../../templates/server.ts";
import type { RuntimeModule, ServiceEmitter } from "./types.ts";

/** The operation table's types and helpers; both the client core and the dispatcher read it. */
const TABLE_RUNTIME: readonly RuntimeModule[] = ["http/operations"];
/** The base error the client's and the adapters' errors derive from (docs/errors.md#the-base-error). */
const ERRORS_RUNTIME: readonly RuntimeModule[] = ["http/errors"];

export const operationsEmitter: ServiceEmitter = {
  name: "operations",
  needs: [],
  runtime: TABLE_RUNTIME,
  emit: ({ model }) => [
    ["openapi.ts", renderOpenApiModule(model)],
    ["operations.ts", renderOperationsModule(model)],
  ],
};

export const schemasEmitter: ServiceEmitter = {
  name: "schemas",
  selectedBy: "schemas",
  needs: ["zod"],
  runtime: [],
  // The template marks its own schema calls (`z.unknown()`, `z.union(...)`) pure, like hey-api's.
  emit: ({ model }) => [["schemas.ts", renderSchemasModule(model)]],
};

export const clientEmitter: ServiceEmitter = {
  name: "client",
  selectedBy: "client",
  needs: ["types", "operations"],
  runtime: [...TABLE_RUNTIME, ...ERRORS_RUNTIME, "http/params", "http/client", "http/client-fetch"],
  emit: ({ model }) => [["client.ts", renderClientModule(model)]],
};

export const serverEmitter: ServiceEmitter = {
  name: "server",
  selectedBy: "server",
  needs: ["types", "operations"],
  runtime: [
    ...TABLE_RUNTIME,
    ...ERRORS_RUNTIME,
    "http/params",
    "http/server",
    "http/adapter",
    "http/node",
    "http/fetch",
    "http/express",
    "http/fastify",
  ],
  emit: ({ model }) => [["server.ts", renderServerModule(model)]],
};

/** The service's index: re-exports exactly the parts the other emitters wrote. */
export const indexEmitter: ServiceEmitter = {
  name: "index",
  needs: ["types", "operations"],
  runtime: [],
  emit: ({ model, running }) => [["index.ts", renderServiceIndex(model, running)]],
};
