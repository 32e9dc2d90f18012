// generated from specs/protocol.openapi.yaml (sha256:6d92185b9cd5b01df75f423f073a6978ac0c5ac4fcb9e7f4620cffd42afa7a76), do not edit
/**
 * The operation table of Protocol Data Service 1.0.0: every fact a client, server or test needs about each operation.
 */
import type { OperationSpec, OperationTable } from "../http/operations.js";

/**
 * `GET /docs`: Interactive API reference
 */
export const getDocsOperation = {
  "id": "getDocs",
  "operationId": "getDocs",
  "method": "get",
  "path": "/docs",
  "pathAliases": [],
  "pointer": "/paths/~1docs/get",
  "summary": "Interactive API reference",
  "tags": [
    "service"
  ],
  "deprecated": false,
  "parameters": [],
  "body": null,
  "responses": [
    {
      "status": "200",
      "description": "The HTML reference page.",
      "media": [
        {
          "contentType": "text/html",
          "kind": "text",
          "schema": "/paths/~1docs/get/responses/200/content/text~1html/schema",
          "examples": [],
          "pointer": "/paths/~1docs/get/responses/200/content/text~1html"
        }
      ],
      "headers": [],
      "links": []
    },
    {
      "status": "400",
      "description": "400 `bad_request`: malformed JSON, a parameter or body field violating this document, an\n" +
        "unknown query parameter or body field, a cursor issued for other filters, `cursor` and\n" +
        "`nextCursor` that differ, `chainName` and `chainId` naming different chains, a chain this\n" +
        "service does not index, `/v1/flows/` without `walletAddress` and `poolId`, or an order\n" +
        "with neither `premium` nor `premium_annualized`, or with both and different.\n" +
        "`details.fields` lists every problem found, each `{path, message}` with `path` a JSON Pointer\n" +
        "prefixed by where the value is (`/query/limit`, `/body/premium`), as the bank does.\n",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [],
          "pointer": "/components/responses/BadRequest/content/application~1json"
        }
      ],
      "headers": [],
      "links": []
    },
    {
      "status": "500",
      "description": "500 `internal_error`; an unexpected failure. The message carries no internals.",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "internal"
          ],
          "pointer": "/components/responses/InternalError/content/application~1json"
        }
      ],
      "headers": [],
      "links": []
    }
  ],
  "security": [],
  "pagination": null
} as const satisfies OperationSpec;

/**
 * `GET /health`: Service and indexer health
 */
export const getHealthOperation = {
  "id": "getHealth",
  "operationId": "getHealth",
  "method": "get",
  "path": "/health",
  "pathAliases": [],
  "pointer": "/paths/~1health/get",
  "summary": "Service and indexer health",
  "tags": [
    "service"
  ],
  "deprecated": false,
  "parameters": [],
  "body": null,
  "responses": [
    {
      "status": "200",
      "description": "Health of the service and of each chain's indexer.",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/Health",
          "examples": [],
          "pointer": "/paths/~1health/get/responses/200/content/application~1json"
        }
      ],
      "headers": [],
      "links": []
    },
    {
      "status": "400",
      "description": "400 `bad_request`: malformed JSON, a parameter or body field violating this document, an\n" +
        "unknown query parameter or body field, a cursor issued for other filters, `cursor` and\n" +
        "`nextCursor` that differ, `chainName` and `chainId` naming different chains, a chain this\n" +
        "service does not index, `/v1/flows/` without `walletAddress` and `poolId`, or an order\n" +
        "with neither `premium` nor `premium_annualized`, or with both and different.\n" +
        "`details.fields` lists every problem found, each `{path, message}` with `path` a JSON Pointer\n" +
        "prefixed by where the value is (`/query/limit`, `/body/premium`), as the bank does.\n",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [],
          "pointer": "/components/responses/BadRequest/content/application~1json"
        }
      ],
      "headers": [],
      "links": []
    },
    {
      "status": "500",
      "description": "500 `internal_error`; an unexpected failure. The message carries no internals.",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "internal"
          ],
          "pointer": "/components/responses/InternalError/content/application~1json"
        }
      ],
      "headers": [],
      "links": []
    }
  ],
  "security": [],
  "pagination": null
} as const satisfies OperationSpec;

/**
 * `GET /openapi.json`: This OpenAPI document
 */
export const getOpenApiDocumentOperation = {
  "id": "getOpenApiDocument",
  "operationId": "getOpenApiDocument",
  "method": "get",
  "path": "/openapi.json",
  "pathAliases": [],
  "pointer": "/paths/~1openapi.json/get",
  "summary": "This OpenAPI document",
  "tags": [
    "service"
  ],
  "deprecated": false,
  "parameters": [],
  "body": null,
  "responses": [
    {
      "status": "200",
      "description": "The OpenAPI document.",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/paths/~1openapi.json/get/responses/200/content/application~1json/schema",
          "examples": [],
          "pointer": "/paths/~1openapi.json/get/responses/200/content/application~1json"
        }
      ],
      "headers": [],
      "links": []
    },
    {
      "status": "400",
      "description": "400 `bad_request`: malformed JSON, a parameter or body field violating this document, an\n" +
        "unknown query parameter or body field, a cursor issued for other filters, `cursor` and\n" +
        "`nextCursor` that differ, `chainName` and `chainId` naming different chains, a chain this\n" +
        "service does not index, `/v1/flows/` without `walletAddress` and `poolId`, or an order\n" +
        "with neither `premium` nor `premium_annualized`, or with both and different.\n" +
        "`details.fields` lists every problem found, each `{path, message}` with `path` a JSON Pointer\n" +
        "prefixed by where the value is (`/query/limit`, `/body/premium`), as the bank does.\n",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [],
          "pointer": "/components/responses/BadRequest/content/application~1json"
        }
      ],
      "headers": [],
      "links": []
    },
    {
      "status": "500",
      "description": "500 `internal_error`; an unexpected failure. The message carries no internals.",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "internal"
          ],
          "pointer": "/components/responses/InternalError/content/application~1json"
        }
      ],
      "headers": [],
      "links": []
    }
  ],
  "security": [],
  "pagination": null
} as const satisfies OperationSpec;

/**
 * `GET /v1/limit-orders/orderbook`: Get the orderbook
 */
export const getOrderbookOperation = {
  "id": "getOrderbook",
  "operationId": "getOrderbook",
  "method": "get",
  "path": "/v1/limit-orders/orderbook",
  "pathAliases": [
    "/limit-orders/v1/orderbook"
  ],
  "pointer": "/paths/~1v1~1limit-orders~1orderbook/get",
  "summary": "Get the orderbook",
  "tags": [
    "limit-orders"
  ],
  "deprecated": false,
  "parameters": [
    {
      "name": "chainId",
      "in": "query",
      "required": false,
      "style": "form",
      "explode": true,
      "allowReserved": false,
      "shape": "primitive",
      "schema": "/paths/~1v1~1limit-orders~1orderbook/get/parameters/0/schema",
      "contentType": null,
      "deprecated": false
    },
    {
      "name": "poolId",
      "in": "query",
      "required": false,
      "style": "form",
      "explode": true,
      "allowReserved": false,
      "shape": "primitive",
      "schema": "/components/schemas/MarketId",
      "contentType": null,
      "deprecated": false
    },
    {
      "name": "maker",
      "in": "query",
      "required": false,
      "style": "form",
      "explode": true,
      "allowReserved": false,
      "shape": "primitive",
      "schema": "/components/schemas/Address",
      "contentType": null,
      "deprecated": false
    },
    {
      "name": "side",
      "in": "query",
      "required": false,
      "style": "form",
      "explode": true,
      "allowReserved": false,
      "shape": "primitive",
      "schema": "/components/schemas/OrderSide",
      "contentType": null,
      "deprecated": false
    },
    {
      "name": "status",
      "in": "query",
      "required": false,
      "style": "form",
      "explode": true,
      "allowReserved": false,
      "shape": "array",
      "schema": "/paths/~1v1~1limit-orders~1orderbook/get/parameters/4/schema",
      "contentType": null,
      "deprecated": false
    },
    {
      "name": "limit",
      "in": "query",
      "required": false,
      "style": "form",
      "explode": true,
      "allowReserved": false,
      "shape": "primitive",
      "schema": "/paths/~1v1~1limit-orders~1orderbook/get/parameters/5/schema",
      "contentType": null,
      "deprecated": false
    },
    {
      "name": "nextCursor",
      "in": "query",
      "required": false,
      "style": "form",
      "explode": true,
      "allowReserved": false,
      "shape": "primitive",
      "schema": "/paths/~1v1~1limit-orders~1orderbook/get/parameters/6/schema",
      "contentType": null,
      "deprecated": false
    },
    {
      "name": "cursor",
      "in": "query",
      "required": false,
      "style": "form",
      "explode": true,
      "allowReserved": false,
      "shape": "primitive",
      "schema": "/components/parameters/Cursor/schema",
      "contentType": null,
      "deprecated": false
    },
    {
      "name": "chainName",
      "in": "query",
      "required": false,
      "style": "form",
      "explode": true,
      "allowReserved": false,
      "shape": "primitive",
      "schema": "/components/schemas/ChainName",
      "contentType": null,
      "deprecated": false
    }
  ],
  "body": null,
  "responses": [
    {
      "status": "200",
      "description": "One page of orderbook entries.",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/OrderbookEntryPage",
          "examples": [],
          "pointer": "/paths/~1v1~1limit-orders~1orderbook/get/responses/200/content/application~1json"
        }
      ],
      "headers": [],
      "links": []
    },
    {
      "status": "400",
      "description": "400 `bad_request`: malformed JSON, a parameter or body field violating this document, an\n" +
        "unknown query parameter or body field, a cursor issued for other filters, `cursor` and\n" +
        "`nextCursor` that differ, `chainName` and `chainId` naming different chains, a chain this\n" +
        "service does not index, `/v1/flows/` without `walletAddress` and `poolId`, or an order\n" +
        "with neither `premium` nor `premium_annualized`, or with both and different.\n" +
        "`details.fields` lists every problem found, each `{path, message}` with `path` a JSON Pointer\n" +
        "prefixed by where the value is (`/query/limit`, `/body/premium`), as the bank does.\n",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [],
          "pointer": "/components/responses/BadRequest/content/application~1json"
        }
      ],
      "headers": [],
      "links": []
    },
    {
      "status": "500",
      "description": "500 `internal_error`; an unexpected failure. The message carries no internals.",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "internal"
          ],
          "pointer": "/components/responses/InternalError/content/application~1json"
        }
      ],
      "headers": [],
      "links": []
    },
    {
      "status": "503",
      "description": "503 `service_unavailable`; the requested chain's indexer has not finished its first backfill\n" +
        "(so a partial history is never served as complete), or the chain's RPC endpoint is\n" +
        "unreachable for a check that needs it (ERC-1271 signatures, latest block time).\n",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "backfilling",
            "rpcUnreachable"
          ],
          "pointer": "/components/responses/ServiceUnavailable/content/application~1json"
        }
      ],
      "headers": [
        {
          "name": "Retry-After",
          "required": false,
          "schema": "/components/responses/ServiceUnavailable/headers/Retry-After/schema"
        }
      ],
      "links": []
    }
  ],
  "security": [],
  "pagination": {
    "cursorParam": "nextCursor",
    "nextCursorField": "nextCursor",
    "itemsField": "items",
    "hasMoreField": "hasMore"
  }
} as const satisfies OperationSpec;

/**
 * `GET /v1/limit-orders/fills`: List fills
 */
export const listFillsOperation = {
  "id": "listFills",
  "operationId": "listFills",
  "method": "get",
  "path": "/v1/limit-orders/fills",
  "pathAliases": [
    "/limit-orders/v1/fills"
  ],
  "pointer": "/paths/~1v1~1limit-orders~1fills/get",
  "summary": "List fills",
  "tags": [
    "limit-orders"
  ],
  "deprecated": false,
  "parameters": [
    {
      "name": "chainId",
      "in": "query",
      "required": false,
      "style": "form",
      "explode": true,
      "allowReserved": false,
      "shape": "primitive",
      "schema": "/paths/~1v1~1limit-orders~1fills/get/parameters/0/schema",
      "contentType": null,
      "deprecated": false
    },
    {
      "name": "orderHash",
      "in": "query",
      "required": false,
      "style": "form",
      "explode": true,
      "allowReserved": false,
      "shape": "primitive",
      "schema": "/components/schemas/OrderHash",
      "contentType": null,
      "deprecated": false
    },
    {
      "name": "maker",
      "in": "query",
      "required": false,
      "style": "form",
      "explode": true,
      "allowReserved": false,
      "shape": "primitive",
      "schema": "/components/schemas/Address",
      "contentType": null,
      "deprecated": false
    },
    {
      "name": "taker",
      "in": "query",
      "required": false,
      "style": "form",
      "explode": true,
      "allowReserved": false,
      "shape": "primitive",
      "schema": "/components/schemas/Address",
      "contentType": null,
      "deprecated": false
    },
    {
      "name": "fromTimestamp",
      "in": "query",
      "required": false,
      "style": "form",
      "explode": true,
      "allowReserved": false,
      "shape": "primitive",
      "schema": "/paths/~1v1~1limit-orders~1fills/get/parameters/4/schema",
      "contentType": null,
      "deprecated": false
    },
    {
      "name": "toTimestamp",
      "in": "query",
      "required": false,
      "style": "form",
      "explode": true,
      "allowReserved": false,
      "shape": "primitive",
      "schema": "/paths/~1v1~1limit-orders~1fills/get/parameters/5/schema",
      "contentType": null,
      "deprecated": false
    },
    {
      "name": "limit",
      "in": "query",
      "required": false,
      "style": "form",
      "explode": true,
      "allowReserved": false,
      "shape": "primitive",
      "schema": "/paths/~1v1~1limit-orders~1fills/get/parameters/6/schema",
      "contentType": null,
      "deprecated": false
    },
    {
      "name": "nextCursor",
      "in": "query",
      "required": false,
      "style": "form",
      "explode": true,
      "allowReserved": false,
      "shape": "primitive",
      "schema": "/paths/~1v1~1limit-orders~1fills/get/parameters/7/schema",
      "contentType": null,
      "deprecated": false
    },
    {
      "name": "cursor",
      "in": "query",
      "required": false,
      "style": "form",
      "explode": true,
      "allowReserved": false,
      "shape": "primitive",
      "schema": "/components/parameters/Cursor/schema",
      "contentType": null,
      "deprecated": false
    },
    {
      "name": "chainName",
      "in": "query",
      "required": false,
      "style": "form",
      "explode": true,
      "allowReserved": false,
      "shape": "primitive",
      "schema": "/components/schemas/ChainName",
      "contentType": null,
      "deprecated": false
    }
  ],
  "body": null,
  "responses": [
    {
      "status": "200",
      "description": "One page of fills.",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/FillPage",
          "examples": [],
          "pointer": "/paths/~1v1~1limit-orders~1fills/get/responses/200/content/application~1json"
        }
      ],
      "headers": [],
      "links": []
    },
    {
      "status": "400",
      "description": "400 `bad_request`: malformed JSON, a parameter or body field violating this document, an\n" +
        "unknown query parameter or body field, a cursor issued for other filters, `cursor` and\n" +
        "`nextCursor` that differ, `chainName` and `chainId` naming different chains, a chain this\n" +
        "service does not index, `/v1/flows/` without `walletAddress` and `poolId`, or an order\n" +
        "with neither `premium` nor `premium_annualized`, or with both and different.\n" +
        "`details.fields` lists every problem found, each `{path, message}` with `path` a JSON Pointer\n" +
        "prefixed by where the value is (`/query/limit`, `/body/premium`), as the bank does.\n",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [],
          "pointer": "/components/responses/BadRequest/content/application~1json"
        }
      ],
      "headers": [],
      "links": []
    },
    {
      "status": "500",
      "description": "500 `internal_error`; an unexpected failure. The message carries no internals.",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "internal"
          ],
          "pointer": "/components/responses/InternalError/content/application~1json"
        }
      ],
      "headers": [],
      "links": []
    },
    {
      "status": "503",
      "description": "503 `service_unavailable`; the requested chain's indexer has not finished its first backfill\n" +
        "(so a partial history is never served as complete), or the chain's RPC endpoint is\n" +
        "unreachable for a check that needs it (ERC-1271 signatures, latest block time).\n",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "backfilling",
            "rpcUnreachable"
          ],
          "pointer": "/components/responses/ServiceUnavailable/content/application~1json"
        }
      ],
      "headers": [
        {
          "name": "Retry-After",
          "required": false,
          "schema": "/components/responses/ServiceUnavailable/headers/Retry-After/schema"
        }
      ],
      "links": []
    }
  ],
  "security": [],
  "pagination": {
    "cursorParam": "nextCursor",
    "nextCursorField": "nextCursor",
    "itemsField": "items",
    "hasMoreField": "hasMore"
  }
} as const satisfies OperationSpec;

/**
 * `GET /v1/flows/`: List transaction history (flows)
 */
export const listFlowsOperation = {
  "id": "listFlows",
  "operationId": "listFlows",
  "method": "get",
  "path": "/v1/flows/",
  "pathAliases": [
    "/flows/v1/"
  ],
  "pointer": "/paths/~1v1~1flows~1/get",
  "summary": "List transaction history (flows)",
  "tags": [
    "flows"
  ],
  "deprecated": false,
  "parameters": [
    {
      "name": "chainId",
      "in": "query",
      "required": false,
      "style": "form",
      "explode": true,
      "allowReserved": false,
      "shape": "primitive",
      "schema": "/paths/~1v1~1flows~1/get/parameters/0/schema",
      "contentType": null,
      "deprecated": false
    },
    {
      "name": "walletAddress",
      "in": "query",
      "required": false,
      "style": "form",
      "explode": true,
      "allowReserved": false,
      "shape": "primitive",
      "schema": "/components/schemas/Address",
      "contentType": null,
      "deprecated": false
    },
    {
      "name": "poolId",
      "in": "query",
      "required": false,
      "style": "form",
      "explode": true,
      "allowReserved": false,
      "shape": "primitive",
      "schema": "/components/schemas/MarketId",
      "contentType": null,
      "deprecated": false
    },
    {
      "name": "actionType",
      "in": "query",
      "required": false,
      "style": "form",
      "explode": true,
      "allowReserved": false,
      "shape": "primitive",
      "schema": "/components/schemas/FlowActionType",
      "contentType": null,
      "deprecated": false
    },
    {
      "name": "fromTimestamp",
      "in": "query",
      "required": false,
      "style": "form",
      "explode": true,
      "allowReserved": false,
      "shape": "primitive",
      "schema": "/paths/~1v1~1flows~1/get/parameters/4/schema",
      "contentType": null,
      "deprecated": false
    },
    {
      "name": "toTimestamp",
      "in": "query",
      "required": false,
      "style": "form",
      "explode": true,
      "allowReserved": false,
      "shape": "primitive",
      "schema": "/paths/~1v1~1flows~1/get/parameters/5/schema",
      "contentType": null,
      "deprecated": false
    },
    {
      "name": "fromBlock",
      "in": "query",
      "required": false,
      "style": "form",
      "explode": true,
      "allowReserved": false,
      "shape": "primitive",
      "schema": "/paths/~1v1~1flows~1/get/parameters/6/schema",
      "contentType": null,
      "deprecated": false
    },
    {
      "name": "toBlock",
      "in": "query",
      "required": false,
      "style": "form",
      "explode": true,
      "allowReserved": false,
      "shape": "primitive",
      "schema": "/paths/~1v1~1flows~1/get/parameters/7/schema",
      "contentType": null,
      "deprecated": false
    },
    {
      "name": "limit",
      "in": "query",
      "required": false,
      "style": "form",
      "explode": true,
      "allowReserved": false,
      "shape": "primitive",
      "schema": "/paths/~1v1~1flows~1/get/parameters/8/schema",
      "contentType": null,
      "deprecated": false
    },
    {
      "name": "nextCursor",
      "in": "query",
      "required": false,
      "style": "form",
      "explode": true,
      "allowReserved": false,
      "shape": "primitive",
      "schema": "/paths/~1v1~1flows~1/get/parameters/9/schema",
      "contentType": null,
      "deprecated": false
    },
    {
      "name": "cursor",
      "in": "query",
      "required": false,
      "style": "form",
      "explode": true,
      "allowReserved": false,
      "shape": "primitive",
      "schema": "/components/parameters/Cursor/schema",
      "contentType": null,
      "deprecated": false
    },
    {
      "name": "chainName",
      "in": "query",
      "required": false,
      "style": "form",
      "explode": true,
      "allowReserved": false,
      "shape": "primitive",
      "schema": "/components/schemas/ChainName",
      "contentType": null,
      "deprecated": false
    }
  ],
  "body": null,
  "responses": [
    {
      "status": "200",
      "description": "One page of flows.",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/FlowPage",
          "examples": [],
          "pointer": "/paths/~1v1~1flows~1/get/responses/200/content/application~1json"
        }
      ],
      "headers": [],
      "links": []
    },
    {
      "status": "400",
      "description": "400 `bad_request`: malformed JSON, a parameter or body field violating this document, an\n" +
        "unknown query parameter or body field, a cursor issued for other filters, `cursor` and\n" +
        "`nextCursor` that differ, `chainName` and `chainId` naming different chains, a chain this\n" +
        "service does not index, `/v1/flows/` without `walletAddress` and `poolId`, or an order\n" +
        "with neither `premium` nor `premium_annualized`, or with both and different.\n" +
        "`details.fields` lists every problem found, each `{path, message}` with `path` a JSON Pointer\n" +
        "prefixed by where the value is (`/query/limit`, `/body/premium`), as the bank does.\n",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [],
          "pointer": "/components/responses/BadRequest/content/application~1json"
        }
      ],
      "headers": [],
      "links": []
    },
    {
      "status": "500",
      "description": "500 `internal_error`; an unexpected failure. The message carries no internals.",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "internal"
          ],
          "pointer": "/components/responses/InternalError/content/application~1json"
        }
      ],
      "headers": [],
      "links": []
    },
    {
      "status": "503",
      "description": "503 `service_unavailable`; the requested chain's indexer has not finished its first backfill\n" +
        "(so a partial history is never served as complete), or the chain's RPC endpoint is\n" +
        "unreachable for a check that needs it (ERC-1271 signatures, latest block time).\n",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "backfilling",
            "rpcUnreachable"
          ],
          "pointer": "/components/responses/ServiceUnavailable/content/application~1json"
        }
      ],
      "headers": [
        {
          "name": "Retry-After",
          "required": false,
          "schema": "/components/responses/ServiceUnavailable/headers/Retry-After/schema"
        }
      ],
      "links": []
    }
  ],
  "security": [],
  "pagination": {
    "cursorParam": "nextCursor",
    "nextCursorField": "nextCursor",
    "itemsField": "items",
    "hasMoreField": "hasMore"
  }
} as const satisfies OperationSpec;

/**
 * `GET /v1/limit-orders/markets`: List limit-order markets
 */
export const listLimitOrderMarketsOperation = {
  "id": "listLimitOrderMarkets",
  "operationId": "listLimitOrderMarkets",
  "method": "get",
  "path": "/v1/limit-orders/markets",
  "pathAliases": [
    "/limit-orders/v1/markets"
  ],
  "pointer": "/paths/~1v1~1limit-orders~1markets/get",
  "summary": "List limit-order markets",
  "tags": [
    "limit-orders"
  ],
  "deprecated": false,
  "parameters": [
    {
      "name": "chainId",
      "in": "query",
      "required": false,
      "style": "form",
      "explode": true,
      "allowReserved": false,
      "shape": "primitive",
      "schema": "/paths/~1v1~1limit-orders~1markets/get/parameters/0/schema",
      "contentType": null,
      "deprecated": false
    },
    {
      "name": "poolId",
      "in": "query",
      "required": false,
      "style": "form",
      "explode": true,
      "allowReserved": false,
      "shape": "primitive",
      "schema": "/components/schemas/MarketId",
      "contentType": null,
      "deprecated": false
    },
    {
      "name": "onlyActive",
      "in": "query",
      "required": false,
      "style": "form",
      "explode": true,
      "allowReserved": false,
      "shape": "primitive",
      "schema": "/paths/~1v1~1limit-orders~1markets/get/parameters/2/schema",
      "contentType": null,
      "deprecated": false
    },
    {
      "name": "limit",
      "in": "query",
      "required": false,
      "style": "form",
      "explode": true,
      "allowReserved": false,
      "shape": "primitive",
      "schema": "/paths/~1v1~1limit-orders~1markets/get/parameters/3/schema",
      "contentType": null,
      "deprecated": false
    },
    {
      "name": "nextCursor",
      "in": "query",
      "required": false,
      "style": "form",
      "explode": true,
      "allowReserved": false,
      "shape": "primitive",
      "schema": "/paths/~1v1~1limit-orders~1markets/get/parameters/4/schema",
      "contentType": null,
      "deprecated": false
    },
    {
      "name": "cursor",
      "in": "query",
      "required": false,
      "style": "form",
      "explode": true,
      "allowReserved": false,
      "shape": "primitive",
      "schema": "/components/parameters/Cursor/schema",
      "contentType": null,
      "deprecated": false
    },
    {
      "name": "chainName",
      "in": "query",
      "required": false,
      "style": "form",
      "explode": true,
      "allowReserved": false,
      "shape": "primitive",
      "schema": "/components/schemas/ChainName",
      "contentType": null,
      "deprecated": false
    }
  ],
  "body": null,
  "responses": [
    {
      "status": "200",
      "description": "One page of limit-order markets.",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/LimitOrderMarketPage",
          "examples": [],
          "pointer": "/paths/~1v1~1limit-orders~1markets/get/responses/200/content/application~1json"
        }
      ],
      "headers": [],
      "links": []
    },
    {
      "status": "400",
      "description": "400 `bad_request`: malformed JSON, a parameter or body field violating this document, an\n" +
        "unknown query parameter or body field, a cursor issued for other filters, `cursor` and\n" +
        "`nextCursor` that differ, `chainName` and `chainId` naming different chains, a chain this\n" +
        "service does not index, `/v1/flows/` without `walletAddress` and `poolId`, or an order\n" +
        "with neither `premium` nor `premium_annualized`, or with both and different.\n" +
        "`details.fields` lists every problem found, each `{path, message}` with `path` a JSON Pointer\n" +
        "prefixed by where the value is (`/query/limit`, `/body/premium`), as the bank does.\n",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [],
          "pointer": "/components/responses/BadRequest/content/application~1json"
        }
      ],
      "headers": [],
      "links": []
    },
    {
      "status": "500",
      "description": "500 `internal_error`; an unexpected failure. The message carries no internals.",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "internal"
          ],
          "pointer": "/components/responses/InternalError/content/application~1json"
        }
      ],
      "headers": [],
      "links": []
    },
    {
      "status": "503",
      "description": "503 `service_unavailable`; the requested chain's indexer has not finished its first backfill\n" +
        "(so a partial history is never served as complete), or the chain's RPC endpoint is\n" +
        "unreachable for a check that needs it (ERC-1271 signatures, latest block time).\n",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "backfilling",
            "rpcUnreachable"
          ],
          "pointer": "/components/responses/ServiceUnavailable/content/application~1json"
        }
      ],
      "headers": [
        {
          "name": "Retry-After",
          "required": false,
          "schema": "/components/responses/ServiceUnavailable/headers/Retry-After/schema"
        }
      ],
      "links": []
    }
  ],
  "security": [],
  "pagination": {
    "cursorParam": "nextCursor",
    "nextCursorField": "nextCursor",
    "itemsField": "items",
    "hasMoreField": "hasMore"
  }
} as const satisfies OperationSpec;

/**
 * `GET /v1/pools/`: List pools
 */
export const listPoolsOperation = {
  "id": "listPools",
  "operationId": "listPools",
  "method": "get",
  "path": "/v1/pools/",
  "pathAliases": [
    "/pools/v1/"
  ],
  "pointer": "/paths/~1v1~1pools~1/get",
  "summary": "List pools",
  "tags": [
    "pools"
  ],
  "deprecated": false,
  "parameters": [
    {
      "name": "chainId",
      "in": "query",
      "required": false,
      "style": "form",
      "explode": true,
      "allowReserved": false,
      "shape": "primitive",
      "schema": "/paths/~1v1~1pools~1/get/parameters/0/schema",
      "contentType": null,
      "deprecated": false
    },
    {
      "name": "poolId",
      "in": "query",
      "required": false,
      "style": "form",
      "explode": true,
      "allowReserved": false,
      "shape": "primitive",
      "schema": "/components/schemas/MarketId",
      "contentType": null,
      "deprecated": false
    },
    {
      "name": "collateralAddress",
      "in": "query",
      "required": false,
      "style": "form",
      "explode": true,
      "allowReserved": false,
      "shape": "primitive",
      "schema": "/components/schemas/Address",
      "contentType": null,
      "deprecated": false
    },
    {
      "name": "referenceAddress",
      "in": "query",
      "required": false,
      "style": "form",
      "explode": true,
      "allowReserved": false,
      "shape": "primitive",
      "schema": "/components/schemas/Address",
      "contentType": null,
      "deprecated": false
    },
    {
      "name": "principalAddress",
      "in": "query",
      "required": false,
      "style": "form",
      "explode": true,
      "allowReserved": false,
      "shape": "primitive",
      "schema": "/components/schemas/Address",
      "contentType": null,
      "deprecated": false
    },
    {
      "name": "swapAddress",
      "in": "query",
      "required": false,
      "style": "form",
      "explode": true,
      "allowReserved": false,
      "shape": "primitive",
      "schema": "/components/schemas/Address",
      "contentType": null,
      "deprecated": false
    },
    {
      "name": "poolWhitelistStatus",
      "in": "query",
      "required": false,
      "style": "form",
      "explode": true,
      "allowReserved": false,
      "shape": "primitive",
      "schema": "/paths/~1v1~1pools~1/get/parameters/6/schema",
      "contentType": null,
      "deprecated": false
    },
    {
      "name": "expiryBefore",
      "in": "query",
      "required": false,
      "style": "form",
      "explode": true,
      "allowReserved": false,
      "shape": "primitive",
      "schema": "/paths/~1v1~1pools~1/get/parameters/7/schema",
      "contentType": null,
      "deprecated": false
    },
    {
      "name": "expiryAfter",
      "in": "query",
      "required": false,
      "style": "form",
      "explode": true,
      "allowReserved": false,
      "shape": "primitive",
      "schema": "/paths/~1v1~1pools~1/get/parameters/8/schema",
      "contentType": null,
      "deprecated": false
    },
    {
      "name": "limit",
      "in": "query",
      "required": false,
      "style": "form",
      "explode": true,
      "allowReserved": false,
      "shape": "primitive",
      "schema": "/paths/~1v1~1pools~1/get/parameters/9/schema",
      "contentType": null,
      "deprecated": false
    },
    {
      "name": "nextCursor",
      "in": "query",
      "required": false,
      "style": "form",
      "explode": true,
      "allowReserved": false,
      "shape": "primitive",
      "schema": "/paths/~1v1~1pools~1/get/parameters/10/schema",
      "contentType": null,
      "deprecated": false
    },
    {
      "name": "cursor",
      "in": "query",
      "required": false,
      "style": "form",
      "explode": true,
      "allowReserved": false,
      "shape": "primitive",
      "schema": "/components/parameters/Cursor/schema",
      "contentType": null,
      "deprecated": false
    },
    {
      "name": "chainName",
      "in": "query",
      "required": false,
      "style": "form",
      "explode": true,
      "allowReserved": false,
      "shape": "primitive",
      "schema": "/components/schemas/ChainName",
      "contentType": null,
      "deprecated": false
    }
  ],
  "body": null,
  "responses": [
    {
      "status": "200",
      "description": "One page of pools.",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/PoolPage",
          "examples": [],
          "pointer": "/paths/~1v1~1pools~1/get/responses/200/content/application~1json"
        }
      ],
      "headers": [],
      "links": []
    },
    {
      "status": "400",
      "description": "400 `bad_request`: malformed JSON, a parameter or body field violating this document, an\n" +
        "unknown query parameter or body field, a cursor issued for other filters, `cursor` and\n" +
        "`nextCursor` that differ, `chainName` and `chainId` naming different chains, a chain this\n" +
        "service does not index, `/v1/flows/` without `walletAddress` and `poolId`, or an order\n" +
        "with neither `premium` nor `premium_annualized`, or with both and different.\n" +
        "`details.fields` lists every problem found, each `{path, message}` with `path` a JSON Pointer\n" +
        "prefixed by where the value is (`/query/limit`, `/body/premium`), as the bank does.\n",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [],
          "pointer": "/components/responses/BadRequest/content/application~1json"
        }
      ],
      "headers": [],
      "links": []
    },
    {
      "status": "500",
      "description": "500 `internal_error`; an unexpected failure. The message carries no internals.",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "internal"
          ],
          "pointer": "/components/responses/InternalError/content/application~1json"
        }
      ],
      "headers": [],
      "links": []
    },
    {
      "status": "503",
      "description": "503 `service_unavailable`; the requested chain's indexer has not finished its first backfill\n" +
        "(so a partial history is never served as complete), or the chain's RPC endpoint is\n" +
        "unreachable for a check that needs it (ERC-1271 signatures, latest block time).\n",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "backfilling",
            "rpcUnreachable"
          ],
          "pointer": "/components/responses/ServiceUnavailable/content/application~1json"
        }
      ],
      "headers": [
        {
          "name": "Retry-After",
          "required": false,
          "schema": "/components/responses/ServiceUnavailable/headers/Retry-After/schema"
        }
      ],
      "links": []
    }
  ],
  "security": [],
  "pagination": {
    "cursorParam": "nextCursor",
    "nextCursorField": "nextCursor",
    "itemsField": "items",
    "hasMoreField": "hasMore"
  }
} as const satisfies OperationSpec;

/**
 * `GET /v1/pools/whitelisted-addresses`: List pools with their whitelisted addresses
 */
export const listWhitelistedAddressesOperation = {
  "id": "listWhitelistedAddresses",
  "operationId": "listWhitelistedAddresses",
  "method": "get",
  "path": "/v1/pools/whitelisted-addresses",
  "pathAliases": [
    "/pools/v1/whitelisted-addresses"
  ],
  "pointer": "/paths/~1v1~1pools~1whitelisted-addresses/get",
  "summary": "List pools with their whitelisted addresses",
  "tags": [
    "pools"
  ],
  "deprecated": false,
  "parameters": [
    {
      "name": "chainId",
      "in": "query",
      "required": false,
      "style": "form",
      "explode": true,
      "allowReserved": false,
      "shape": "primitive",
      "schema": "/paths/~1v1~1pools~1whitelisted-addresses/get/parameters/0/schema",
      "contentType": null,
      "deprecated": false
    },
    {
      "name": "poolId",
      "in": "query",
      "required": false,
      "style": "form",
      "explode": true,
      "allowReserved": false,
      "shape": "primitive",
      "schema": "/components/schemas/MarketId",
      "contentType": null,
      "deprecated": false
    },
    {
      "name": "walletAddress",
      "in": "query",
      "required": false,
      "style": "form",
      "explode": true,
      "allowReserved": false,
      "shape": "primitive",
      "schema": "/components/schemas/Address",
      "contentType": null,
      "deprecated": false
    },
    {
      "name": "poolWhitelistStatus",
      "in": "query",
      "required": false,
      "style": "form",
      "explode": true,
      "allowReserved": false,
      "shape": "primitive",
      "schema": "/paths/~1v1~1pools~1whitelisted-addresses/get/parameters/3/schema",
      "contentType": null,
      "deprecated": false
    },
    {
      "name": "limit",
      "in": "query",
      "required": false,
      "style": "form",
      "explode": true,
      "allowReserved": false,
      "shape": "primitive",
      "schema": "/paths/~1v1~1pools~1whitelisted-addresses/get/parameters/4/schema",
      "contentType": null,
      "deprecated": false
    },
    {
      "name": "nextCursor",
      "in": "query",
      "required": false,
      "style": "form",
      "explode": true,
      "allowReserved": false,
      "shape": "primitive",
      "schema": "/paths/~1v1~1pools~1whitelisted-addresses/get/parameters/5/schema",
      "contentType": null,
      "deprecated": false
    },
    {
      "name": "cursor",
      "in": "query",
      "required": false,
      "style": "form",
      "explode": true,
      "allowReserved": false,
      "shape": "primitive",
      "schema": "/components/parameters/Cursor/schema",
      "contentType": null,
      "deprecated": false
    },
    {
      "name": "chainName",
      "in": "query",
      "required": false,
      "style": "form",
      "explode": true,
      "allowReserved": false,
      "shape": "primitive",
      "schema": "/components/schemas/ChainName",
      "contentType": null,
      "deprecated": false
    }
  ],
  "body": null,
  "responses": [
    {
      "status": "200",
      "description": "One page of whitelist items.",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/WhitelistItemPage",
          "examples": [],
          "pointer": "/paths/~1v1~1pools~1whitelisted-addresses/get/responses/200/content/application~1json"
        }
      ],
      "headers": [],
      "links": []
    },
    {
      "status": "400",
      "description": "400 `bad_request`: malformed JSON, a parameter or body field violating this document, an\n" +
        "unknown query parameter or body field, a cursor issued for other filters, `cursor` and\n" +
        "`nextCursor` that differ, `chainName` and `chainId` naming different chains, a chain this\n" +
        "service does not index, `/v1/flows/` without `walletAddress` and `poolId`, or an order\n" +
        "with neither `premium` nor `premium_annualized`, or with both and different.\n" +
        "`details.fields` lists every problem found, each `{path, message}` with `path` a JSON Pointer\n" +
        "prefixed by where the value is (`/query/limit`, `/body/premium`), as the bank does.\n",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [],
          "pointer": "/components/responses/BadRequest/content/application~1json"
        }
      ],
      "headers": [],
      "links": []
    },
    {
      "status": "500",
      "description": "500 `internal_error`; an unexpected failure. The message carries no internals.",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "internal"
          ],
          "pointer": "/components/responses/InternalError/content/application~1json"
        }
      ],
      "headers": [],
      "links": []
    },
    {
      "status": "503",
      "description": "503 `service_unavailable`; the requested chain's indexer has not finished its first backfill\n" +
        "(so a partial history is never served as complete), or the chain's RPC endpoint is\n" +
        "unreachable for a check that needs it (ERC-1271 signatures, latest block time).\n",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "backfilling",
            "rpcUnreachable"
          ],
          "pointer": "/components/responses/ServiceUnavailable/content/application~1json"
        }
      ],
      "headers": [
        {
          "name": "Retry-After",
          "required": false,
          "schema": "/components/responses/ServiceUnavailable/headers/Retry-After/schema"
        }
      ],
      "links": []
    }
  ],
  "security": [],
  "pagination": {
    "cursorParam": "nextCursor",
    "nextCursorField": "nextCursor",
    "itemsField": "items",
    "hasMoreField": "hasMore"
  }
} as const satisfies OperationSpec;

/**
 * `POST /v1/limit-orders/`: Submit a limit order
 */
export const submitLimitOrderOperation = {
  "id": "submitLimitOrder",
  "operationId": "submitLimitOrder",
  "method": "post",
  "path": "/v1/limit-orders/",
  "pathAliases": [
    "/limit-orders/v1/"
  ],
  "pointer": "/paths/~1v1~1limit-orders~1/post",
  "summary": "Submit a limit order",
  "tags": [
    "limit-orders"
  ],
  "deprecated": false,
  "parameters": [],
  "body": {
    "required": true,
    "media": [
      {
        "contentType": "application/json",
        "kind": "json",
        "schema": "/components/schemas/LimitOrderSubmission",
        "examples": [],
        "pointer": "/paths/~1v1~1limit-orders~1/post/requestBody/content/application~1json"
      }
    ]
  },
  "responses": [
    {
      "status": "200",
      "description": "An identical order was already stored; this replays its result.",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/LimitOrderAccepted",
          "examples": [],
          "pointer": "/paths/~1v1~1limit-orders~1/post/responses/200/content/application~1json"
        }
      ],
      "headers": [],
      "links": []
    },
    {
      "status": "201",
      "description": "The order was accepted and stored.",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/LimitOrderAccepted",
          "examples": [],
          "pointer": "/paths/~1v1~1limit-orders~1/post/responses/201/content/application~1json"
        }
      ],
      "headers": [],
      "links": []
    },
    {
      "status": "400",
      "description": "400 `bad_request`: malformed JSON, a parameter or body field violating this document, an\n" +
        "unknown query parameter or body field, a cursor issued for other filters, `cursor` and\n" +
        "`nextCursor` that differ, `chainName` and `chainId` naming different chains, a chain this\n" +
        "service does not index, `/v1/flows/` without `walletAddress` and `poolId`, or an order\n" +
        "with neither `premium` nor `premium_annualized`, or with both and different.\n" +
        "`details.fields` lists every problem found, each `{path, message}` with `path` a JSON Pointer\n" +
        "prefixed by where the value is (`/query/limit`, `/body/premium`), as the bank does.\n",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [],
          "pointer": "/components/responses/BadRequest/content/application~1json"
        }
      ],
      "headers": [],
      "links": []
    },
    {
      "status": "409",
      "description": "409 `conflict`; an order with the same `orderHash` is stored with a different body. " +
        "`details.orderHash` names it.",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [],
          "pointer": "/components/responses/Conflict/content/application~1json"
        }
      ],
      "headers": [],
      "links": []
    },
    {
      "status": "413",
      "description": "413 `payload_too_large`; the request body is over 16 KiB (16384 bytes).",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [],
          "pointer": "/components/responses/PayloadTooLarge/content/application~1json"
        }
      ],
      "headers": [],
      "links": []
    },
    {
      "status": "415",
      "description": "415 `unsupported_media_type`; the request's `Content-Type` is not `application/json`.",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [],
          "pointer": "/components/responses/UnsupportedMediaType/content/application~1json"
        }
      ],
      "headers": [],
      "links": []
    },
    {
      "status": "422",
      "description": "422 `unprocessable_entity`; a well-formed order was rejected. `details.reason` is one of\n" +
        "`unknown_chain`, `unsupported_traits`, `nonce_mismatch`, `expired`, `unknown_market`,\n" +
        "`side_mismatch`, `market_inactive`, `order_hash_mismatch`, `bad_signature` (see\n" +
        "`submitLimitOrder`). Rejected orders are not stored.\n",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [],
          "pointer": "/components/responses/UnprocessableEntity/content/application~1json"
        }
      ],
      "headers": [],
      "links": []
    },
    {
      "status": "429",
      "description": "429 `too_many_requests`; more than 100 submissions in the last 60 seconds from this client IP " +
        "address.",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [],
          "pointer": "/components/responses/TooManyRequests/content/application~1json"
        }
      ],
      "headers": [
        {
          "name": "Retry-After",
          "required": false,
          "schema": "/components/responses/TooManyRequests/headers/Retry-After/schema"
        }
      ],
      "links": []
    },
    {
      "status": "500",
      "description": "500 `internal_error`; an unexpected failure. The message carries no internals.",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "internal"
          ],
          "pointer": "/components/responses/InternalError/content/application~1json"
        }
      ],
      "headers": [],
      "links": []
    },
    {
      "status": "503",
      "description": "503 `service_unavailable`; the requested chain's indexer has not finished its first backfill\n" +
        "(so a partial history is never served as complete), or the chain's RPC endpoint is\n" +
        "unreachable for a check that needs it (ERC-1271 signatures, latest block time).\n",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "backfilling",
            "rpcUnreachable"
          ],
          "pointer": "/components/responses/ServiceUnavailable/content/application~1json"
        }
      ],
      "headers": [
        {
          "name": "Retry-After",
          "required": false,
          "schema": "/components/responses/ServiceUnavailable/headers/Retry-After/schema"
        }
      ],
      "links": []
    }
  ],
  "security": [],
  "pagination": null
} as const satisfies OperationSpec;

/**
 * The security schemes of specs/protocol.openapi.yaml: where a client puts each key and a server reads it.
 */
export const protocolSecuritySchemes = {} as const satisfies OperationTable["securitySchemes"];

/**
 * Every operation of specs/protocol.openapi.yaml, by id, with its security schemes, webhooks and callbacks.
 */
export const protocolOperations = {
  service: "protocol",
  title: "Protocol Data Service",
  version: "1.0.0",
  openapi: "3.1.0",
  securitySchemes: protocolSecuritySchemes,
  operations: {
    getDocs: getDocsOperation,
    getHealth: getHealthOperation,
    getOpenApiDocument: getOpenApiDocumentOperation,
    getOrderbook: getOrderbookOperation,
    listFills: listFillsOperation,
    listFlows: listFlowsOperation,
    listLimitOrderMarkets: listLimitOrderMarketsOperation,
    listPools: listPoolsOperation,
    listWhitelistedAddresses: listWhitelistedAddressesOperation,
    submitLimitOrder: submitLimitOrderOperation,
  },
  webhooks: [],
  callbacks: [],
} as const satisfies OperationTable;
