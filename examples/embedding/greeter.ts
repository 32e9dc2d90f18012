// A one-operation service for the adapter examples: any spec's dispatcher mounts the same way.
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

export const greeter = await createDispatcher({
  document,
  routes: [
    {
      method: "get",
      path: "/greetings/{name}",
      operationId: "greet",
      security: [],
      bodyMediaTypes: [],
      statuses: [200, 400],
    },
  ],
  handlers: {
    greet: ({ params }) => ({ status: 200, body: { message: `hello ${(params as { name: string }).name}` } }),
  },
  security: {},
  errorBody: (error) => ({ error: { code: error.code, message: error.message } }),
});
