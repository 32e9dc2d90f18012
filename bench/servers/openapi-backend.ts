/**
 * Baseline 2: bare openapi-backend routing + request validation in `node:http`, with a
 * 2-operation spec (the setting of the 14k/19k req/s figure in docs/reference/performance.md#http-servers). The POST
 * body
 * schema mirrors the bank's SendPaymentRequest so both validate the same payload.
 */
import { createServer } from "node:http";
import { type Document, OpenAPIBackend } from "openapi-backend";
import { listenOnLoopback, serveChild } from "./ipc.ts";

const definition = {
  openapi: "3.1.0",
  info: { title: "bench baseline", version: "1.0.0" },
  paths: {
    "/payments": {
      post: {
        operationId: "createPayment",
        requestBody: {
          required: true,
          content: {
            "application/json": {
              schema: {
                type: "object",
                additionalProperties: false,
                required: ["from_account_id", "to_account_number", "amount_cents"],
                properties: {
                  from_account_id: { type: "string", minLength: 1, maxLength: 255 },
                  to_account_number: { type: "string", minLength: 1, maxLength: 64 },
                  amount_cents: { type: "integer", minimum: 1, maximum: 9007199254740991 },
                  currency: { type: "string", enum: ["USD"] },
                  reference: { type: "string", maxLength: 140 },
                  end_to_end_id: { type: "string", maxLength: 64 },
                },
              },
            },
          },
        },
        responses: { "201": { description: "created" }, "400": { description: "invalid" } },
      },
    },
    "/payments/{id}": {
      get: {
        operationId: "getPayment",
        parameters: [{ name: "id", in: "path", required: true, schema: { type: "string" } }],
        responses: { "200": { description: "found" } },
      },
    },
  },
} as unknown as Document;

interface Reply {
  status: number;
  body: unknown;
}

await serveChild(async () => {
  const api = new OpenAPIBackend({ definition, strict: true });
  api.register({
    createPayment: (context): Reply => ({ status: 201, body: { payment: context.request.requestBody } }),
    getPayment: (context): Reply => ({ status: 200, body: { id: context.request.params.id } }),
    validationFail: (context): Reply => ({ status: 400, body: { errors: context.validation.errors } }),
    notFound: (): Reply => ({ status: 404, body: { error: "not found" } }),
    methodNotAllowed: (): Reply => ({ status: 405, body: { error: "method not allowed" } }),
  });
  await api.init();
  const server = createServer({ keepAlive: true }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      void (async () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        let reply: Reply;
        try {
          reply = (await api.handleRequest({
            method: req.method ?? "GET",
            path: req.url ?? "/",
            headers: req.headers as Record<string, string>,
            body: raw === "" ? undefined : JSON.parse(raw),
          })) as Reply;
        } catch (error) {
          reply = { status: 400, body: { error: String(error) } };
        }
        const text = JSON.stringify(reply.body);
        res.writeHead(reply.status, { "content-type": "application/json", "content-length": Buffer.byteLength(text) });
        res.end(text);
      })();
    });
  });
  return listenOnLoopback(server);
});
