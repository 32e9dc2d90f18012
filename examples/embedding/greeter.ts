// A one-operation service for the adapter examples: any spec's dispatcher mounts the same way.
import type { OperationSpec } from "../../generated/http/operations.ts";
import { createDispatcher } from "../../generated/http/server.ts";

const document = {
  openapi: "3.1.0",
  info: { title: "Greeter", version: "1.0.0" },
  paths: {
    "/greetings/{name}": {
      get: {
        operationId: "greet",
        parameters: [{ name: "name", in: "path", required: true, schema: { type: "string", maxLength: 20 } }],
        responses: { "200": { description: "A greeting" }, "400": { description: "Bad request" } },
      },
    },
  },
};

/** The operation table entry the generator would emit for `greet` (generated/<service>/operations.ts). */
const greet: OperationSpec = {
  id: "greet",
  operationId: "greet",
  method: "get",
  path: "/greetings/{name}",
  pathAliases: [],
  pointer: "/paths/~1greetings~1{name}/get",
  summary: "",
  tags: [],
  deprecated: false,
  parameters: [
    {
      name: "name",
      in: "path",
      required: true,
      style: "simple",
      explode: false,
      allowReserved: false,
      shape: "primitive",
      schema: "/paths/~1greetings~1{name}/get/parameters/0/schema",
      contentType: null,
      deprecated: false,
    },
  ],
  body: null,
  responses: [
    { status: "200", description: "A greeting", media: [], headers: [], links: [] },
    { status: "400", description: "Bad request", media: [], headers: [], links: [] },
  ],
  security: [],
  pagination: null,
};

export const greeter = await createDispatcher({
  document,
  operations: { greet },
  securitySchemes: {},
  handlers: {
    greet: ({ params }) => ({ status: 200, body: { message: `hello ${(params as { name: string }).name}` } }),
  },
  security: {},
  errorBody: (error) => ({ error: { code: error.code, message: error.message } }),
});
