// generated from specs/bank.openapi.yaml (sha256:8f865e3972afda3629679211daf4df19b546d1a7b6c8c34345a4b3947996aedc), do not edit
/**
 * The operation table of Mock Bank API 1.0.0: every fact a client, server or test needs about each operation.
 */
import type { OperationSpec, OperationTable } from "../http/operations.js";

/**
 * `GET /admin/organisations`: List every organisation with its accounts
 */
export const adminListOrganisationsOperation = {
  "id": "adminListOrganisations",
  "operationId": "adminListOrganisations",
  "method": "get",
  "path": "/admin/organisations",
  "pathAliases": [],
  "pointer": "/paths/~1admin~1organisations/get",
  "summary": "List every organisation with its accounts",
  "tags": [
    "Admin"
  ],
  "deprecated": false,
  "parameters": [],
  "body": null,
  "responses": [
    {
      "status": "200",
      "description": "All organisations.",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/AdminOrganisationList",
          "examples": [
            "one"
          ],
          "pointer": "/paths/~1admin~1organisations/get/responses/200/content/application~1json"
        }
      ],
      "headers": [],
      "links": []
    },
    {
      "status": "401",
      "description": "401 `unauthorized`: the api key (or admin key) is missing, unknown or rotated away.",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "missing"
          ],
          "pointer": "/components/responses/Unauthorized/content/application~1json"
        }
      ],
      "headers": [
        {
          "name": "WWW-Authenticate",
          "required": false,
          "schema": "/components/headers/WwwAuthenticate/schema"
        }
      ],
      "links": []
    },
    {
      "status": "403",
      "description": "403 `forbidden`: the resource belongs to another organisation (or, for a payment, is not " +
        "visible\n" +
        "to the caller), or a company key was sent to an `/admin/*` route. The body never contains any of\n" +
        "the resource's content.\n",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "otherOrganisation"
          ],
          "pointer": "/components/responses/Forbidden/content/application~1json"
        }
      ],
      "headers": [],
      "links": []
    },
    {
      "status": "404",
      "description": "404 `not_found`: no resource with this id (also any unknown route).",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "unknownAccount"
          ],
          "pointer": "/components/responses/NotFound/content/application~1json"
        }
      ],
      "headers": [],
      "links": []
    },
    {
      "status": "429",
      "description": "429 `too_many_requests`: only when the operator has configured a rate limit (none by " +
        "default).\n" +
        "`Retry-After` says when to retry.\n",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "slowDown"
          ],
          "pointer": "/components/responses/TooManyRequests/content/application~1json"
        }
      ],
      "headers": [
        {
          "name": "Retry-After",
          "required": false,
          "schema": "/components/headers/RetryAfter/schema"
        }
      ],
      "links": []
    },
    {
      "status": "500",
      "description": "500 `internal_error`: an unexpected failure; nothing was acknowledged. The message reveals no " +
        "internals.",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "failure"
          ],
          "pointer": "/components/responses/InternalError/content/application~1json"
        }
      ],
      "headers": [],
      "links": []
    },
    {
      "status": "503",
      "description": "503 `service_unavailable`: the bank is up but read-only, and nothing was acknowledged. Either " +
        "a\n" +
        "write to its disk failed (disk full: `Retry-After` says when the bank checks again; it resumes\n" +
        "writes by itself once space is back) or the stored ledger failed its audit at start (no\n" +
        "`Retry-After`: the operator must act, see `/health` and `GET /admin/audit`). Reads keep working.\n",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "diskFull"
          ],
          "pointer": "/components/responses/ServiceUnavailable/content/application~1json"
        }
      ],
      "headers": [
        {
          "name": "Retry-After",
          "required": false,
          "schema": "/components/headers/RetryAfter/schema"
        }
      ],
      "links": []
    }
  ],
  "security": [
    [
      "adminKey"
    ]
  ],
  "pagination": null
} as const satisfies OperationSpec;

/**
 * `GET /admin/payments`: List payments across the bank
 */
export const adminListPaymentsOperation = {
  "id": "adminListPayments",
  "operationId": "adminListPayments",
  "method": "get",
  "path": "/admin/payments",
  "pathAliases": [],
  "pointer": "/paths/~1admin~1payments/get",
  "summary": "List payments across the bank",
  "tags": [
    "Admin"
  ],
  "deprecated": false,
  "parameters": [
    {
      "name": "status",
      "in": "query",
      "required": false,
      "style": "form",
      "explode": true,
      "allowReserved": false,
      "shape": "primitive",
      "schema": "/components/schemas/PaymentStatus",
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
      "schema": "/components/parameters/Limit/schema",
      "contentType": null,
      "deprecated": false
    }
  ],
  "body": null,
  "responses": [
    {
      "status": "200",
      "description": "The payments, newest first.",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/PaymentList",
          "examples": [
            "pending"
          ],
          "pointer": "/paths/~1admin~1payments/get/responses/200/content/application~1json"
        }
      ],
      "headers": [],
      "links": []
    },
    {
      "status": "400",
      "description": "400 `bad_request`: malformed JSON, a schema violation (wrong type, a fraction in an amount, a\n" +
        "value out of range, a string too long, an unknown member) or a bad query parameter.\n" +
        "`error.details.fields` lists every problem, not only the first. Not stored for idempotency.\n",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "badAmount"
          ],
          "pointer": "/components/responses/BadRequest/content/application~1json"
        }
      ],
      "headers": [],
      "links": []
    },
    {
      "status": "401",
      "description": "401 `unauthorized`: the api key (or admin key) is missing, unknown or rotated away.",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "missing"
          ],
          "pointer": "/components/responses/Unauthorized/content/application~1json"
        }
      ],
      "headers": [
        {
          "name": "WWW-Authenticate",
          "required": false,
          "schema": "/components/headers/WwwAuthenticate/schema"
        }
      ],
      "links": []
    },
    {
      "status": "403",
      "description": "403 `forbidden`: the resource belongs to another organisation (or, for a payment, is not " +
        "visible\n" +
        "to the caller), or a company key was sent to an `/admin/*` route. The body never contains any of\n" +
        "the resource's content.\n",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "otherOrganisation"
          ],
          "pointer": "/components/responses/Forbidden/content/application~1json"
        }
      ],
      "headers": [],
      "links": []
    },
    {
      "status": "404",
      "description": "404 `not_found`: no resource with this id (also any unknown route).",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "unknownAccount"
          ],
          "pointer": "/components/responses/NotFound/content/application~1json"
        }
      ],
      "headers": [],
      "links": []
    },
    {
      "status": "429",
      "description": "429 `too_many_requests`: only when the operator has configured a rate limit (none by " +
        "default).\n" +
        "`Retry-After` says when to retry.\n",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "slowDown"
          ],
          "pointer": "/components/responses/TooManyRequests/content/application~1json"
        }
      ],
      "headers": [
        {
          "name": "Retry-After",
          "required": false,
          "schema": "/components/headers/RetryAfter/schema"
        }
      ],
      "links": []
    },
    {
      "status": "500",
      "description": "500 `internal_error`: an unexpected failure; nothing was acknowledged. The message reveals no " +
        "internals.",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "failure"
          ],
          "pointer": "/components/responses/InternalError/content/application~1json"
        }
      ],
      "headers": [],
      "links": []
    },
    {
      "status": "503",
      "description": "503 `service_unavailable`: the bank is up but read-only, and nothing was acknowledged. Either " +
        "a\n" +
        "write to its disk failed (disk full: `Retry-After` says when the bank checks again; it resumes\n" +
        "writes by itself once space is back) or the stored ledger failed its audit at start (no\n" +
        "`Retry-After`: the operator must act, see `/health` and `GET /admin/audit`). Reads keep working.\n",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "diskFull"
          ],
          "pointer": "/components/responses/ServiceUnavailable/content/application~1json"
        }
      ],
      "headers": [
        {
          "name": "Retry-After",
          "required": false,
          "schema": "/components/headers/RetryAfter/schema"
        }
      ],
      "links": []
    }
  ],
  "security": [
    [
      "adminKey"
    ]
  ],
  "pagination": null
} as const satisfies OperationSpec;

/**
 * `POST /api/v1/accounts/{id}/statement-links`: Issue a link that opens a statement in a browser
 */
export const createStatementLinkOperation = {
  "id": "createStatementLink",
  "operationId": "createStatementLink",
  "method": "post",
  "path": "/api/v1/accounts/{id}/statement-links",
  "pathAliases": [],
  "pointer": "/paths/~1api~1v1~1accounts~1{id}~1statement-links/post",
  "summary": "Issue a link that opens a statement in a browser",
  "tags": [
    "Statements"
  ],
  "deprecated": false,
  "parameters": [
    {
      "name": "id",
      "in": "path",
      "required": true,
      "style": "simple",
      "explode": false,
      "allowReserved": false,
      "shape": "primitive",
      "schema": "/components/parameters/AccountId/schema",
      "contentType": null,
      "deprecated": false
    }
  ],
  "body": {
    "required": false,
    "media": [
      {
        "contentType": "application/json",
        "kind": "json",
        "schema": "/components/schemas/StatementLinkRequest",
        "examples": [
          "march"
        ],
        "pointer": "/paths/~1api~1v1~1accounts~1{id}~1statement-links/post/requestBody/content/application~1json"
      }
    ]
  },
  "responses": [
    {
      "status": "201",
      "description": "The link was issued.",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/StatementLink",
          "examples": [
            "march"
          ],
          "pointer": "/paths/~1api~1v1~1accounts~1{id}~1statement-links/post/responses/201/content/application~1json"
        }
      ],
      "headers": [
        {
          "name": "Cache-Control",
          "required": false,
          "schema": "/paths/~1api~1v1~1accounts~1{id}~1statement-links/post/responses/201/headers/Cache-Control/schema"
        }
      ],
      "links": []
    },
    {
      "status": "400",
      "description": "400 `bad_request`: malformed JSON, a schema violation (wrong type, a fraction in an amount, a\n" +
        "value out of range, a string too long, an unknown member) or a bad query parameter.\n" +
        "`error.details.fields` lists every problem, not only the first. Not stored for idempotency.\n",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "badAmount"
          ],
          "pointer": "/components/responses/BadRequest/content/application~1json"
        }
      ],
      "headers": [],
      "links": []
    },
    {
      "status": "401",
      "description": "401 `unauthorized`: the api key (or admin key) is missing, unknown or rotated away.",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "missing"
          ],
          "pointer": "/components/responses/Unauthorized/content/application~1json"
        }
      ],
      "headers": [
        {
          "name": "WWW-Authenticate",
          "required": false,
          "schema": "/components/headers/WwwAuthenticate/schema"
        }
      ],
      "links": []
    },
    {
      "status": "403",
      "description": "403 `forbidden`: the resource belongs to another organisation (or, for a payment, is not " +
        "visible\n" +
        "to the caller), or a company key was sent to an `/admin/*` route. The body never contains any of\n" +
        "the resource's content.\n",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "otherOrganisation"
          ],
          "pointer": "/components/responses/Forbidden/content/application~1json"
        }
      ],
      "headers": [],
      "links": []
    },
    {
      "status": "404",
      "description": "404 `not_found`: no resource with this id (also any unknown route).",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "unknownAccount"
          ],
          "pointer": "/components/responses/NotFound/content/application~1json"
        }
      ],
      "headers": [],
      "links": []
    },
    {
      "status": "413",
      "description": "413 `payload_too_large`: the request body exceeds 64 KiB (65536 bytes).",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "tooLarge"
          ],
          "pointer": "/components/responses/PayloadTooLarge/content/application~1json"
        }
      ],
      "headers": [],
      "links": []
    },
    {
      "status": "415",
      "description": "415 `unsupported_media_type`: the body's `Content-Type` is missing or not `application/json`.",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "notJson"
          ],
          "pointer": "/components/responses/UnsupportedMediaType/content/application~1json"
        }
      ],
      "headers": [],
      "links": []
    },
    {
      "status": "429",
      "description": "429 `too_many_requests`: only when the operator has configured a rate limit (none by " +
        "default).\n" +
        "`Retry-After` says when to retry.\n",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "slowDown"
          ],
          "pointer": "/components/responses/TooManyRequests/content/application~1json"
        }
      ],
      "headers": [
        {
          "name": "Retry-After",
          "required": false,
          "schema": "/components/headers/RetryAfter/schema"
        }
      ],
      "links": []
    },
    {
      "status": "500",
      "description": "500 `internal_error`: an unexpected failure; nothing was acknowledged. The message reveals no " +
        "internals.",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "failure"
          ],
          "pointer": "/components/responses/InternalError/content/application~1json"
        }
      ],
      "headers": [],
      "links": []
    },
    {
      "status": "503",
      "description": "503 `service_unavailable`: the bank is up but read-only, and nothing was acknowledged. Either " +
        "a\n" +
        "write to its disk failed (disk full: `Retry-After` says when the bank checks again; it resumes\n" +
        "writes by itself once space is back) or the stored ledger failed its audit at start (no\n" +
        "`Retry-After`: the operator must act, see `/health` and `GET /admin/audit`). Reads keep working.\n",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "diskFull"
          ],
          "pointer": "/components/responses/ServiceUnavailable/content/application~1json"
        }
      ],
      "headers": [
        {
          "name": "Retry-After",
          "required": false,
          "schema": "/components/headers/RetryAfter/schema"
        }
      ],
      "links": []
    }
  ],
  "security": [
    [
      "companyKey"
    ]
  ],
  "pagination": null
} as const satisfies OperationSpec;

/**
 * `POST /admin/accounts/{id}/deposits`: Deposit money into an account
 */
export const depositToAccountOperation = {
  "id": "depositToAccount",
  "operationId": "depositToAccount",
  "method": "post",
  "path": "/admin/accounts/{id}/deposits",
  "pathAliases": [],
  "pointer": "/paths/~1admin~1accounts~1{id}~1deposits/post",
  "summary": "Deposit money into an account",
  "tags": [
    "Admin"
  ],
  "deprecated": false,
  "parameters": [
    {
      "name": "id",
      "in": "path",
      "required": true,
      "style": "simple",
      "explode": false,
      "allowReserved": false,
      "shape": "primitive",
      "schema": "/components/parameters/AccountId/schema",
      "contentType": null,
      "deprecated": false
    }
  ],
  "body": {
    "required": true,
    "media": [
      {
        "contentType": "application/json",
        "kind": "json",
        "schema": "/components/schemas/DepositRequest",
        "examples": [
          "topUp"
        ],
        "pointer": "/paths/~1admin~1accounts~1{id}~1deposits/post/requestBody/content/application~1json"
      }
    ]
  },
  "responses": [
    {
      "status": "201",
      "description": "The deposit and the account after it.",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/DepositResponse",
          "examples": [
            "deposited"
          ],
          "pointer": "/paths/~1admin~1accounts~1{id}~1deposits/post/responses/201/content/application~1json"
        }
      ],
      "headers": [],
      "links": []
    },
    {
      "status": "400",
      "description": "400 `bad_request`: malformed JSON, a schema violation (wrong type, a fraction in an amount, a\n" +
        "value out of range, a string too long, an unknown member) or a bad query parameter.\n" +
        "`error.details.fields` lists every problem, not only the first. Not stored for idempotency.\n",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "badAmount"
          ],
          "pointer": "/components/responses/BadRequest/content/application~1json"
        }
      ],
      "headers": [],
      "links": []
    },
    {
      "status": "401",
      "description": "401 `unauthorized`: the api key (or admin key) is missing, unknown or rotated away.",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "missing"
          ],
          "pointer": "/components/responses/Unauthorized/content/application~1json"
        }
      ],
      "headers": [
        {
          "name": "WWW-Authenticate",
          "required": false,
          "schema": "/components/headers/WwwAuthenticate/schema"
        }
      ],
      "links": []
    },
    {
      "status": "403",
      "description": "403 `forbidden`: the resource belongs to another organisation (or, for a payment, is not " +
        "visible\n" +
        "to the caller), or a company key was sent to an `/admin/*` route. The body never contains any of\n" +
        "the resource's content.\n",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "otherOrganisation"
          ],
          "pointer": "/components/responses/Forbidden/content/application~1json"
        }
      ],
      "headers": [],
      "links": []
    },
    {
      "status": "404",
      "description": "404 `not_found`: no resource with this id (also any unknown route).",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "unknownAccount"
          ],
          "pointer": "/components/responses/NotFound/content/application~1json"
        }
      ],
      "headers": [],
      "links": []
    },
    {
      "status": "413",
      "description": "413 `payload_too_large`: the request body exceeds 64 KiB (65536 bytes).",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "tooLarge"
          ],
          "pointer": "/components/responses/PayloadTooLarge/content/application~1json"
        }
      ],
      "headers": [],
      "links": []
    },
    {
      "status": "415",
      "description": "415 `unsupported_media_type`: the body's `Content-Type` is missing or not `application/json`.",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "notJson"
          ],
          "pointer": "/components/responses/UnsupportedMediaType/content/application~1json"
        }
      ],
      "headers": [],
      "links": []
    },
    {
      "status": "422",
      "description": "422 `unprocessable_entity`: the deposit would take the money in the bank (total deposits " +
        "minus\n" +
        "total withdrawals) above 9007199254740991 cents; nothing was created.\n",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "tooMuch"
          ],
          "pointer": "/components/responses/DepositLimitExceeded/content/application~1json"
        }
      ],
      "headers": [],
      "links": []
    },
    {
      "status": "429",
      "description": "429 `too_many_requests`: only when the operator has configured a rate limit (none by " +
        "default).\n" +
        "`Retry-After` says when to retry.\n",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "slowDown"
          ],
          "pointer": "/components/responses/TooManyRequests/content/application~1json"
        }
      ],
      "headers": [
        {
          "name": "Retry-After",
          "required": false,
          "schema": "/components/headers/RetryAfter/schema"
        }
      ],
      "links": []
    },
    {
      "status": "500",
      "description": "500 `internal_error`: an unexpected failure; nothing was acknowledged. The message reveals no " +
        "internals.",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "failure"
          ],
          "pointer": "/components/responses/InternalError/content/application~1json"
        }
      ],
      "headers": [],
      "links": []
    },
    {
      "status": "503",
      "description": "503 `service_unavailable`: the bank is up but read-only, and nothing was acknowledged. Either " +
        "a\n" +
        "write to its disk failed (disk full: `Retry-After` says when the bank checks again; it resumes\n" +
        "writes by itself once space is back) or the stored ledger failed its audit at start (no\n" +
        "`Retry-After`: the operator must act, see `/health` and `GET /admin/audit`). Reads keep working.\n",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "diskFull"
          ],
          "pointer": "/components/responses/ServiceUnavailable/content/application~1json"
        }
      ],
      "headers": [
        {
          "name": "Retry-After",
          "required": false,
          "schema": "/components/headers/RetryAfter/schema"
        }
      ],
      "links": []
    }
  ],
  "security": [
    [
      "adminKey"
    ]
  ],
  "pagination": null
} as const satisfies OperationSpec;

/**
 * `POST /admin/accounts/{id}/freeze`: Freeze an account
 */
export const freezeAccountOperation = {
  "id": "freezeAccount",
  "operationId": "freezeAccount",
  "method": "post",
  "path": "/admin/accounts/{id}/freeze",
  "pathAliases": [],
  "pointer": "/paths/~1admin~1accounts~1{id}~1freeze/post",
  "summary": "Freeze an account",
  "tags": [
    "Admin"
  ],
  "deprecated": false,
  "parameters": [
    {
      "name": "id",
      "in": "path",
      "required": true,
      "style": "simple",
      "explode": false,
      "allowReserved": false,
      "shape": "primitive",
      "schema": "/components/parameters/AccountId/schema",
      "contentType": null,
      "deprecated": false
    }
  ],
  "body": null,
  "responses": [
    {
      "status": "200",
      "description": "The frozen account.",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/AccountResponse",
          "examples": [
            "frozen"
          ],
          "pointer": "/paths/~1admin~1accounts~1{id}~1freeze/post/responses/200/content/application~1json"
        }
      ],
      "headers": [],
      "links": []
    },
    {
      "status": "401",
      "description": "401 `unauthorized`: the api key (or admin key) is missing, unknown or rotated away.",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "missing"
          ],
          "pointer": "/components/responses/Unauthorized/content/application~1json"
        }
      ],
      "headers": [
        {
          "name": "WWW-Authenticate",
          "required": false,
          "schema": "/components/headers/WwwAuthenticate/schema"
        }
      ],
      "links": []
    },
    {
      "status": "403",
      "description": "403 `forbidden`: the resource belongs to another organisation (or, for a payment, is not " +
        "visible\n" +
        "to the caller), or a company key was sent to an `/admin/*` route. The body never contains any of\n" +
        "the resource's content.\n",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "otherOrganisation"
          ],
          "pointer": "/components/responses/Forbidden/content/application~1json"
        }
      ],
      "headers": [],
      "links": []
    },
    {
      "status": "404",
      "description": "404 `not_found`: no resource with this id (also any unknown route).",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "unknownAccount"
          ],
          "pointer": "/components/responses/NotFound/content/application~1json"
        }
      ],
      "headers": [],
      "links": []
    },
    {
      "status": "409",
      "description": "409 `conflict`: the transition is not allowed from the current state; the message names the\n" +
        "current state and `error.details.current_state` carries it.\n",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "alreadySettled"
          ],
          "pointer": "/components/responses/IllegalTransition/content/application~1json"
        }
      ],
      "headers": [],
      "links": []
    },
    {
      "status": "429",
      "description": "429 `too_many_requests`: only when the operator has configured a rate limit (none by " +
        "default).\n" +
        "`Retry-After` says when to retry.\n",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "slowDown"
          ],
          "pointer": "/components/responses/TooManyRequests/content/application~1json"
        }
      ],
      "headers": [
        {
          "name": "Retry-After",
          "required": false,
          "schema": "/components/headers/RetryAfter/schema"
        }
      ],
      "links": []
    },
    {
      "status": "500",
      "description": "500 `internal_error`: an unexpected failure; nothing was acknowledged. The message reveals no " +
        "internals.",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "failure"
          ],
          "pointer": "/components/responses/InternalError/content/application~1json"
        }
      ],
      "headers": [],
      "links": []
    },
    {
      "status": "503",
      "description": "503 `service_unavailable`: the bank is up but read-only, and nothing was acknowledged. Either " +
        "a\n" +
        "write to its disk failed (disk full: `Retry-After` says when the bank checks again; it resumes\n" +
        "writes by itself once space is back) or the stored ledger failed its audit at start (no\n" +
        "`Retry-After`: the operator must act, see `/health` and `GET /admin/audit`). Reads keep working.\n",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "diskFull"
          ],
          "pointer": "/components/responses/ServiceUnavailable/content/application~1json"
        }
      ],
      "headers": [
        {
          "name": "Retry-After",
          "required": false,
          "schema": "/components/headers/RetryAfter/schema"
        }
      ],
      "links": []
    }
  ],
  "security": [
    [
      "adminKey"
    ]
  ],
  "pagination": null
} as const satisfies OperationSpec;

/**
 * `GET /api/v1/accounts/{id}`: Read one of the caller's accounts
 */
export const getAccountOperation = {
  "id": "getAccount",
  "operationId": "getAccount",
  "method": "get",
  "path": "/api/v1/accounts/{id}",
  "pathAliases": [],
  "pointer": "/paths/~1api~1v1~1accounts~1{id}/get",
  "summary": "Read one of the caller's accounts",
  "tags": [
    "Accounts"
  ],
  "deprecated": false,
  "parameters": [
    {
      "name": "id",
      "in": "path",
      "required": true,
      "style": "simple",
      "explode": false,
      "allowReserved": false,
      "shape": "primitive",
      "schema": "/components/parameters/AccountId/schema",
      "contentType": null,
      "deprecated": false
    }
  ],
  "body": null,
  "responses": [
    {
      "status": "200",
      "description": "The account.",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/AccountResponse",
          "examples": [
            "operating"
          ],
          "pointer": "/paths/~1api~1v1~1accounts~1{id}/get/responses/200/content/application~1json"
        }
      ],
      "headers": [],
      "links": []
    },
    {
      "status": "401",
      "description": "401 `unauthorized`: the api key (or admin key) is missing, unknown or rotated away.",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "missing"
          ],
          "pointer": "/components/responses/Unauthorized/content/application~1json"
        }
      ],
      "headers": [
        {
          "name": "WWW-Authenticate",
          "required": false,
          "schema": "/components/headers/WwwAuthenticate/schema"
        }
      ],
      "links": []
    },
    {
      "status": "403",
      "description": "403 `forbidden`: the resource belongs to another organisation (or, for a payment, is not " +
        "visible\n" +
        "to the caller), or a company key was sent to an `/admin/*` route. The body never contains any of\n" +
        "the resource's content.\n",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "otherOrganisation"
          ],
          "pointer": "/components/responses/Forbidden/content/application~1json"
        }
      ],
      "headers": [],
      "links": []
    },
    {
      "status": "404",
      "description": "404 `not_found`: no resource with this id (also any unknown route).",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "unknownAccount"
          ],
          "pointer": "/components/responses/NotFound/content/application~1json"
        }
      ],
      "headers": [],
      "links": []
    },
    {
      "status": "429",
      "description": "429 `too_many_requests`: only when the operator has configured a rate limit (none by " +
        "default).\n" +
        "`Retry-After` says when to retry.\n",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "slowDown"
          ],
          "pointer": "/components/responses/TooManyRequests/content/application~1json"
        }
      ],
      "headers": [
        {
          "name": "Retry-After",
          "required": false,
          "schema": "/components/headers/RetryAfter/schema"
        }
      ],
      "links": []
    },
    {
      "status": "500",
      "description": "500 `internal_error`: an unexpected failure; nothing was acknowledged. The message reveals no " +
        "internals.",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "failure"
          ],
          "pointer": "/components/responses/InternalError/content/application~1json"
        }
      ],
      "headers": [],
      "links": []
    },
    {
      "status": "503",
      "description": "503 `service_unavailable`: the bank is up but read-only, and nothing was acknowledged. Either " +
        "a\n" +
        "write to its disk failed (disk full: `Retry-After` says when the bank checks again; it resumes\n" +
        "writes by itself once space is back) or the stored ledger failed its audit at start (no\n" +
        "`Retry-After`: the operator must act, see `/health` and `GET /admin/audit`). Reads keep working.\n",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "diskFull"
          ],
          "pointer": "/components/responses/ServiceUnavailable/content/application~1json"
        }
      ],
      "headers": [
        {
          "name": "Retry-After",
          "required": false,
          "schema": "/components/headers/RetryAfter/schema"
        }
      ],
      "links": []
    }
  ],
  "security": [
    [
      "companyKey"
    ]
  ],
  "pagination": null
} as const satisfies OperationSpec;

/**
 * `GET /admin/audit`: Prove the ledger invariants
 */
export const getAuditOperation = {
  "id": "getAudit",
  "operationId": "getAudit",
  "method": "get",
  "path": "/admin/audit",
  "pathAliases": [],
  "pointer": "/paths/~1admin~1audit/get",
  "summary": "Prove the ledger invariants",
  "tags": [
    "Admin"
  ],
  "deprecated": false,
  "parameters": [],
  "body": null,
  "responses": [
    {
      "status": "200",
      "description": "The audit report.",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/AuditReport",
          "examples": [
            "clean"
          ],
          "pointer": "/paths/~1admin~1audit/get/responses/200/content/application~1json"
        }
      ],
      "headers": [],
      "links": []
    },
    {
      "status": "401",
      "description": "401 `unauthorized`: the api key (or admin key) is missing, unknown or rotated away.",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "missing"
          ],
          "pointer": "/components/responses/Unauthorized/content/application~1json"
        }
      ],
      "headers": [
        {
          "name": "WWW-Authenticate",
          "required": false,
          "schema": "/components/headers/WwwAuthenticate/schema"
        }
      ],
      "links": []
    },
    {
      "status": "403",
      "description": "403 `forbidden`: the resource belongs to another organisation (or, for a payment, is not " +
        "visible\n" +
        "to the caller), or a company key was sent to an `/admin/*` route. The body never contains any of\n" +
        "the resource's content.\n",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "otherOrganisation"
          ],
          "pointer": "/components/responses/Forbidden/content/application~1json"
        }
      ],
      "headers": [],
      "links": []
    },
    {
      "status": "404",
      "description": "404 `not_found`: no resource with this id (also any unknown route).",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "unknownAccount"
          ],
          "pointer": "/components/responses/NotFound/content/application~1json"
        }
      ],
      "headers": [],
      "links": []
    },
    {
      "status": "429",
      "description": "429 `too_many_requests`: only when the operator has configured a rate limit (none by " +
        "default).\n" +
        "`Retry-After` says when to retry.\n",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "slowDown"
          ],
          "pointer": "/components/responses/TooManyRequests/content/application~1json"
        }
      ],
      "headers": [
        {
          "name": "Retry-After",
          "required": false,
          "schema": "/components/headers/RetryAfter/schema"
        }
      ],
      "links": []
    },
    {
      "status": "500",
      "description": "500 `internal_error`: an unexpected failure; nothing was acknowledged. The message reveals no " +
        "internals.",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "failure"
          ],
          "pointer": "/components/responses/InternalError/content/application~1json"
        }
      ],
      "headers": [],
      "links": []
    },
    {
      "status": "503",
      "description": "503 `service_unavailable`: the bank is up but read-only, and nothing was acknowledged. Either " +
        "a\n" +
        "write to its disk failed (disk full: `Retry-After` says when the bank checks again; it resumes\n" +
        "writes by itself once space is back) or the stored ledger failed its audit at start (no\n" +
        "`Retry-After`: the operator must act, see `/health` and `GET /admin/audit`). Reads keep working.\n",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "diskFull"
          ],
          "pointer": "/components/responses/ServiceUnavailable/content/application~1json"
        }
      ],
      "headers": [
        {
          "name": "Retry-After",
          "required": false,
          "schema": "/components/headers/RetryAfter/schema"
        }
      ],
      "links": []
    }
  ],
  "security": [
    [
      "adminKey"
    ]
  ],
  "pagination": null
} as const satisfies OperationSpec;

/**
 * `GET /api/v1/directory`: List every company at the bank and its account numbers
 */
export const getDirectoryOperation = {
  "id": "getDirectory",
  "operationId": "getDirectory",
  "method": "get",
  "path": "/api/v1/directory",
  "pathAliases": [],
  "pointer": "/paths/~1api~1v1~1directory/get",
  "summary": "List every company at the bank and its account numbers",
  "tags": [
    "Directory"
  ],
  "deprecated": false,
  "parameters": [],
  "body": null,
  "responses": [
    {
      "status": "200",
      "description": "The directory.",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/Directory",
          "examples": [
            "two"
          ],
          "pointer": "/paths/~1api~1v1~1directory/get/responses/200/content/application~1json"
        }
      ],
      "headers": [],
      "links": []
    },
    {
      "status": "429",
      "description": "429 `too_many_requests`: only when the operator has configured a rate limit (none by " +
        "default).\n" +
        "`Retry-After` says when to retry.\n",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "slowDown"
          ],
          "pointer": "/components/responses/TooManyRequests/content/application~1json"
        }
      ],
      "headers": [
        {
          "name": "Retry-After",
          "required": false,
          "schema": "/components/headers/RetryAfter/schema"
        }
      ],
      "links": []
    },
    {
      "status": "500",
      "description": "500 `internal_error`: an unexpected failure; nothing was acknowledged. The message reveals no " +
        "internals.",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "failure"
          ],
          "pointer": "/components/responses/InternalError/content/application~1json"
        }
      ],
      "headers": [],
      "links": []
    },
    {
      "status": "503",
      "description": "503 `service_unavailable`: the bank is up but read-only, and nothing was acknowledged. Either " +
        "a\n" +
        "write to its disk failed (disk full: `Retry-After` says when the bank checks again; it resumes\n" +
        "writes by itself once space is back) or the stored ledger failed its audit at start (no\n" +
        "`Retry-After`: the operator must act, see `/health` and `GET /admin/audit`). Reads keep working.\n",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "diskFull"
          ],
          "pointer": "/components/responses/ServiceUnavailable/content/application~1json"
        }
      ],
      "headers": [
        {
          "name": "Retry-After",
          "required": false,
          "schema": "/components/headers/RetryAfter/schema"
        }
      ],
      "links": []
    }
  ],
  "security": [],
  "pagination": null
} as const satisfies OperationSpec;

/**
 * `GET /docs`: Read the interactive API reference
 */
export const getDocsOperation = {
  "id": "getDocs",
  "operationId": "getDocs",
  "method": "get",
  "path": "/docs",
  "pathAliases": [],
  "pointer": "/paths/~1docs/get",
  "summary": "Read the interactive API reference",
  "tags": [
    "Docs"
  ],
  "deprecated": false,
  "parameters": [],
  "body": null,
  "responses": [
    {
      "status": "200",
      "description": "The reference page.",
      "media": [
        {
          "contentType": "text/html",
          "kind": "text",
          "schema": "/components/schemas/HtmlDocument",
          "examples": [],
          "pointer": "/paths/~1docs/get/responses/200/content/text~1html"
        }
      ],
      "headers": [],
      "links": []
    },
    {
      "status": "429",
      "description": "429 `too_many_requests`: only when the operator has configured a rate limit (none by " +
        "default).\n" +
        "`Retry-After` says when to retry.\n",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "slowDown"
          ],
          "pointer": "/components/responses/TooManyRequests/content/application~1json"
        }
      ],
      "headers": [
        {
          "name": "Retry-After",
          "required": false,
          "schema": "/components/headers/RetryAfter/schema"
        }
      ],
      "links": []
    },
    {
      "status": "500",
      "description": "500 `internal_error`: an unexpected failure; nothing was acknowledged. The message reveals no " +
        "internals.",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "failure"
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
 * `GET /health`: Check that the bank is up
 */
export const getHealthOperation = {
  "id": "getHealth",
  "operationId": "getHealth",
  "method": "get",
  "path": "/health",
  "pathAliases": [],
  "pointer": "/paths/~1health/get",
  "summary": "Check that the bank is up",
  "tags": [
    "Health"
  ],
  "deprecated": false,
  "parameters": [],
  "body": null,
  "responses": [
    {
      "status": "200",
      "description": "The bank is up.",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/Health",
          "examples": [
            "up",
            "diskFull"
          ],
          "pointer": "/paths/~1health/get/responses/200/content/application~1json"
        }
      ],
      "headers": [],
      "links": []
    },
    {
      "status": "429",
      "description": "429 `too_many_requests`: only when the operator has configured a rate limit (none by " +
        "default).\n" +
        "`Retry-After` says when to retry.\n",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "slowDown"
          ],
          "pointer": "/components/responses/TooManyRequests/content/application~1json"
        }
      ],
      "headers": [
        {
          "name": "Retry-After",
          "required": false,
          "schema": "/components/headers/RetryAfter/schema"
        }
      ],
      "links": []
    },
    {
      "status": "500",
      "description": "500 `internal_error`: an unexpected failure; nothing was acknowledged. The message reveals no " +
        "internals.",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "failure"
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
 * `GET /api/v1/accounts/{id}/linked-statement`: Open a statement through a signed link
 */
export const getLinkedStatementOperation = {
  "id": "getLinkedStatement",
  "operationId": "getLinkedStatement",
  "method": "get",
  "path": "/api/v1/accounts/{id}/linked-statement",
  "pathAliases": [],
  "pointer": "/paths/~1api~1v1~1accounts~1{id}~1linked-statement/get",
  "summary": "Open a statement through a signed link",
  "tags": [
    "Statements"
  ],
  "deprecated": false,
  "parameters": [
    {
      "name": "id",
      "in": "path",
      "required": true,
      "style": "simple",
      "explode": false,
      "allowReserved": false,
      "shape": "primitive",
      "schema": "/components/parameters/AccountId/schema",
      "contentType": null,
      "deprecated": false
    },
    {
      "name": "token",
      "in": "query",
      "required": true,
      "style": "form",
      "explode": true,
      "allowReserved": false,
      "shape": "primitive",
      "schema": "/paths/~1api~1v1~1accounts~1{id}~1linked-statement/get/parameters/1/schema",
      "contentType": null,
      "deprecated": false
    }
  ],
  "body": null,
  "responses": [
    {
      "status": "200",
      "description": "The statement in the link's format.",
      "media": [
        {
          "contentType": "text/html",
          "kind": "text",
          "schema": "/components/schemas/StatementHtml",
          "examples": [],
          "pointer": "/paths/~1api~1v1~1accounts~1{id}~1linked-statement/get/responses/200/content/text~1html"
        },
        {
          "contentType": "text/csv",
          "kind": "text",
          "schema": "/components/schemas/StatementCsv",
          "examples": [],
          "pointer": "/paths/~1api~1v1~1accounts~1{id}~1linked-statement/get/responses/200/content/text~1csv"
        }
      ],
      "headers": [
        {
          "name": "Cache-Control",
          "required": false,
          "schema": "/paths/~1api~1v1~1accounts~1{id}~1linked-statement/get/responses/200/headers/Cache-Control/schema"
        }
      ],
      "links": []
    },
    {
      "status": "400",
      "description": "400 `bad_request`: malformed JSON, a schema violation (wrong type, a fraction in an amount, a\n" +
        "value out of range, a string too long, an unknown member) or a bad query parameter.\n" +
        "`error.details.fields` lists every problem, not only the first. Not stored for idempotency.\n",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "badAmount"
          ],
          "pointer": "/components/responses/BadRequest/content/application~1json"
        }
      ],
      "headers": [],
      "links": []
    },
    {
      "status": "401",
      "description": "401 `unauthorized`: the token was not issued by this bank, or was altered.",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "invalid"
          ],
          "pointer": "/paths/~1api~1v1~1accounts~1{id}~1linked-statement/get/responses/401/content/application~1json"
        }
      ],
      "headers": [],
      "links": []
    },
    {
      "status": "403",
      "description": "403 `forbidden`: the token is genuine but was issued for another account.",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "foreign"
          ],
          "pointer": "/paths/~1api~1v1~1accounts~1{id}~1linked-statement/get/responses/403/content/application~1json"
        }
      ],
      "headers": [],
      "links": []
    },
    {
      "status": "410",
      "description": "410 `gone`: the link has expired; ask the account holder for a new one.",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "expired"
          ],
          "pointer": "/paths/~1api~1v1~1accounts~1{id}~1linked-statement/get/responses/410/content/application~1json"
        }
      ],
      "headers": [],
      "links": []
    },
    {
      "status": "429",
      "description": "429 `too_many_requests`: only when the operator has configured a rate limit (none by " +
        "default).\n" +
        "`Retry-After` says when to retry.\n",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "slowDown"
          ],
          "pointer": "/components/responses/TooManyRequests/content/application~1json"
        }
      ],
      "headers": [
        {
          "name": "Retry-After",
          "required": false,
          "schema": "/components/headers/RetryAfter/schema"
        }
      ],
      "links": []
    },
    {
      "status": "500",
      "description": "500 `internal_error`: an unexpected failure; nothing was acknowledged. The message reveals no " +
        "internals.",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "failure"
          ],
          "pointer": "/components/responses/InternalError/content/application~1json"
        }
      ],
      "headers": [],
      "links": []
    },
    {
      "status": "503",
      "description": "503 `service_unavailable`: the bank is up but read-only, and nothing was acknowledged. Either " +
        "a\n" +
        "write to its disk failed (disk full: `Retry-After` says when the bank checks again; it resumes\n" +
        "writes by itself once space is back) or the stored ledger failed its audit at start (no\n" +
        "`Retry-After`: the operator must act, see `/health` and `GET /admin/audit`). Reads keep working.\n",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "diskFull"
          ],
          "pointer": "/components/responses/ServiceUnavailable/content/application~1json"
        }
      ],
      "headers": [
        {
          "name": "Retry-After",
          "required": false,
          "schema": "/components/headers/RetryAfter/schema"
        }
      ],
      "links": []
    }
  ],
  "security": [],
  "pagination": null
} as const satisfies OperationSpec;

/**
 * `GET /api/v1/me`: Read the caller's organisation and accounts
 */
export const getMeOperation = {
  "id": "getMe",
  "operationId": "getMe",
  "method": "get",
  "path": "/api/v1/me",
  "pathAliases": [],
  "pointer": "/paths/~1api~1v1~1me/get",
  "summary": "Read the caller's organisation and accounts",
  "tags": [
    "Organisations"
  ],
  "deprecated": false,
  "parameters": [],
  "body": null,
  "responses": [
    {
      "status": "200",
      "description": "The caller's organisation and accounts.",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/MeResponse",
          "examples": [
            "me"
          ],
          "pointer": "/paths/~1api~1v1~1me/get/responses/200/content/application~1json"
        }
      ],
      "headers": [],
      "links": []
    },
    {
      "status": "401",
      "description": "401 `unauthorized`: the api key (or admin key) is missing, unknown or rotated away.",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "missing"
          ],
          "pointer": "/components/responses/Unauthorized/content/application~1json"
        }
      ],
      "headers": [
        {
          "name": "WWW-Authenticate",
          "required": false,
          "schema": "/components/headers/WwwAuthenticate/schema"
        }
      ],
      "links": []
    },
    {
      "status": "403",
      "description": "403 `forbidden`: the resource belongs to another organisation (or, for a payment, is not " +
        "visible\n" +
        "to the caller), or a company key was sent to an `/admin/*` route. The body never contains any of\n" +
        "the resource's content.\n",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "otherOrganisation"
          ],
          "pointer": "/components/responses/Forbidden/content/application~1json"
        }
      ],
      "headers": [],
      "links": []
    },
    {
      "status": "404",
      "description": "404 `not_found`: no resource with this id (also any unknown route).",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "unknownAccount"
          ],
          "pointer": "/components/responses/NotFound/content/application~1json"
        }
      ],
      "headers": [],
      "links": []
    },
    {
      "status": "429",
      "description": "429 `too_many_requests`: only when the operator has configured a rate limit (none by " +
        "default).\n" +
        "`Retry-After` says when to retry.\n",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "slowDown"
          ],
          "pointer": "/components/responses/TooManyRequests/content/application~1json"
        }
      ],
      "headers": [
        {
          "name": "Retry-After",
          "required": false,
          "schema": "/components/headers/RetryAfter/schema"
        }
      ],
      "links": []
    },
    {
      "status": "500",
      "description": "500 `internal_error`: an unexpected failure; nothing was acknowledged. The message reveals no " +
        "internals.",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "failure"
          ],
          "pointer": "/components/responses/InternalError/content/application~1json"
        }
      ],
      "headers": [],
      "links": []
    },
    {
      "status": "503",
      "description": "503 `service_unavailable`: the bank is up but read-only, and nothing was acknowledged. Either " +
        "a\n" +
        "write to its disk failed (disk full: `Retry-After` says when the bank checks again; it resumes\n" +
        "writes by itself once space is back) or the stored ledger failed its audit at start (no\n" +
        "`Retry-After`: the operator must act, see `/health` and `GET /admin/audit`). Reads keep working.\n",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "diskFull"
          ],
          "pointer": "/components/responses/ServiceUnavailable/content/application~1json"
        }
      ],
      "headers": [
        {
          "name": "Retry-After",
          "required": false,
          "schema": "/components/headers/RetryAfter/schema"
        }
      ],
      "links": []
    }
  ],
  "security": [
    [
      "companyKey"
    ]
  ],
  "pagination": null
} as const satisfies OperationSpec;

/**
 * `GET /openapi.json`: Read this OpenAPI document
 */
export const getOpenApiDocumentOperation = {
  "id": "getOpenApiDocument",
  "operationId": "getOpenApiDocument",
  "method": "get",
  "path": "/openapi.json",
  "pathAliases": [],
  "pointer": "/paths/~1openapi.json/get",
  "summary": "Read this OpenAPI document",
  "tags": [
    "Docs"
  ],
  "deprecated": false,
  "parameters": [],
  "body": null,
  "responses": [
    {
      "status": "200",
      "description": "The OpenAPI 3.1 document.",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/OpenApiDocument",
          "examples": [],
          "pointer": "/paths/~1openapi.json/get/responses/200/content/application~1json"
        }
      ],
      "headers": [],
      "links": []
    },
    {
      "status": "429",
      "description": "429 `too_many_requests`: only when the operator has configured a rate limit (none by " +
        "default).\n" +
        "`Retry-After` says when to retry.\n",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "slowDown"
          ],
          "pointer": "/components/responses/TooManyRequests/content/application~1json"
        }
      ],
      "headers": [
        {
          "name": "Retry-After",
          "required": false,
          "schema": "/components/headers/RetryAfter/schema"
        }
      ],
      "links": []
    },
    {
      "status": "500",
      "description": "500 `internal_error`: an unexpected failure; nothing was acknowledged. The message reveals no " +
        "internals.",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "failure"
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
 * `GET /api/v1/payments/{id}`: Read one payment
 */
export const getPaymentOperation = {
  "id": "getPayment",
  "operationId": "getPayment",
  "method": "get",
  "path": "/api/v1/payments/{id}",
  "pathAliases": [],
  "pointer": "/paths/~1api~1v1~1payments~1{id}/get",
  "summary": "Read one payment",
  "tags": [
    "Payments"
  ],
  "deprecated": false,
  "parameters": [
    {
      "name": "id",
      "in": "path",
      "required": true,
      "style": "simple",
      "explode": false,
      "allowReserved": false,
      "shape": "primitive",
      "schema": "/components/parameters/PaymentId/schema",
      "contentType": null,
      "deprecated": false
    }
  ],
  "body": null,
  "responses": [
    {
      "status": "200",
      "description": "The payment.",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/PaymentResponse",
          "examples": [
            "returned"
          ],
          "pointer": "/paths/~1api~1v1~1payments~1{id}/get/responses/200/content/application~1json"
        }
      ],
      "headers": [],
      "links": []
    },
    {
      "status": "401",
      "description": "401 `unauthorized`: the api key (or admin key) is missing, unknown or rotated away.",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "missing"
          ],
          "pointer": "/components/responses/Unauthorized/content/application~1json"
        }
      ],
      "headers": [
        {
          "name": "WWW-Authenticate",
          "required": false,
          "schema": "/components/headers/WwwAuthenticate/schema"
        }
      ],
      "links": []
    },
    {
      "status": "403",
      "description": "403 `forbidden`: the resource belongs to another organisation (or, for a payment, is not " +
        "visible\n" +
        "to the caller), or a company key was sent to an `/admin/*` route. The body never contains any of\n" +
        "the resource's content.\n",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "otherOrganisation"
          ],
          "pointer": "/components/responses/Forbidden/content/application~1json"
        }
      ],
      "headers": [],
      "links": []
    },
    {
      "status": "404",
      "description": "404 `not_found`: no resource with this id (also any unknown route).",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "unknownAccount"
          ],
          "pointer": "/components/responses/NotFound/content/application~1json"
        }
      ],
      "headers": [],
      "links": []
    },
    {
      "status": "429",
      "description": "429 `too_many_requests`: only when the operator has configured a rate limit (none by " +
        "default).\n" +
        "`Retry-After` says when to retry.\n",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "slowDown"
          ],
          "pointer": "/components/responses/TooManyRequests/content/application~1json"
        }
      ],
      "headers": [
        {
          "name": "Retry-After",
          "required": false,
          "schema": "/components/headers/RetryAfter/schema"
        }
      ],
      "links": []
    },
    {
      "status": "500",
      "description": "500 `internal_error`: an unexpected failure; nothing was acknowledged. The message reveals no " +
        "internals.",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "failure"
          ],
          "pointer": "/components/responses/InternalError/content/application~1json"
        }
      ],
      "headers": [],
      "links": []
    },
    {
      "status": "503",
      "description": "503 `service_unavailable`: the bank is up but read-only, and nothing was acknowledged. Either " +
        "a\n" +
        "write to its disk failed (disk full: `Retry-After` says when the bank checks again; it resumes\n" +
        "writes by itself once space is back) or the stored ledger failed its audit at start (no\n" +
        "`Retry-After`: the operator must act, see `/health` and `GET /admin/audit`). Reads keep working.\n",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "diskFull"
          ],
          "pointer": "/components/responses/ServiceUnavailable/content/application~1json"
        }
      ],
      "headers": [
        {
          "name": "Retry-After",
          "required": false,
          "schema": "/components/headers/RetryAfter/schema"
        }
      ],
      "links": []
    }
  ],
  "security": [
    [
      "companyKey"
    ]
  ],
  "pagination": null
} as const satisfies OperationSpec;

/**
 * `GET /admin/settlement-mode`: Read the bank's settlement mode
 */
export const getSettlementModeOperation = {
  "id": "getSettlementMode",
  "operationId": "getSettlementMode",
  "method": "get",
  "path": "/admin/settlement-mode",
  "pathAliases": [],
  "pointer": "/paths/~1admin~1settlement-mode/get",
  "summary": "Read the bank's settlement mode",
  "tags": [
    "Admin"
  ],
  "deprecated": false,
  "parameters": [],
  "body": null,
  "responses": [
    {
      "status": "200",
      "description": "The current mode.",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/SettlementModeResponse",
          "examples": [
            "automatic"
          ],
          "pointer": "/paths/~1admin~1settlement-mode/get/responses/200/content/application~1json"
        }
      ],
      "headers": [],
      "links": []
    },
    {
      "status": "401",
      "description": "401 `unauthorized`: the api key (or admin key) is missing, unknown or rotated away.",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "missing"
          ],
          "pointer": "/components/responses/Unauthorized/content/application~1json"
        }
      ],
      "headers": [
        {
          "name": "WWW-Authenticate",
          "required": false,
          "schema": "/components/headers/WwwAuthenticate/schema"
        }
      ],
      "links": []
    },
    {
      "status": "403",
      "description": "403 `forbidden`: the resource belongs to another organisation (or, for a payment, is not " +
        "visible\n" +
        "to the caller), or a company key was sent to an `/admin/*` route. The body never contains any of\n" +
        "the resource's content.\n",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "otherOrganisation"
          ],
          "pointer": "/components/responses/Forbidden/content/application~1json"
        }
      ],
      "headers": [],
      "links": []
    },
    {
      "status": "404",
      "description": "404 `not_found`: no resource with this id (also any unknown route).",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "unknownAccount"
          ],
          "pointer": "/components/responses/NotFound/content/application~1json"
        }
      ],
      "headers": [],
      "links": []
    },
    {
      "status": "429",
      "description": "429 `too_many_requests`: only when the operator has configured a rate limit (none by " +
        "default).\n" +
        "`Retry-After` says when to retry.\n",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "slowDown"
          ],
          "pointer": "/components/responses/TooManyRequests/content/application~1json"
        }
      ],
      "headers": [
        {
          "name": "Retry-After",
          "required": false,
          "schema": "/components/headers/RetryAfter/schema"
        }
      ],
      "links": []
    },
    {
      "status": "500",
      "description": "500 `internal_error`: an unexpected failure; nothing was acknowledged. The message reveals no " +
        "internals.",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "failure"
          ],
          "pointer": "/components/responses/InternalError/content/application~1json"
        }
      ],
      "headers": [],
      "links": []
    },
    {
      "status": "503",
      "description": "503 `service_unavailable`: the bank is up but read-only, and nothing was acknowledged. Either " +
        "a\n" +
        "write to its disk failed (disk full: `Retry-After` says when the bank checks again; it resumes\n" +
        "writes by itself once space is back) or the stored ledger failed its audit at start (no\n" +
        "`Retry-After`: the operator must act, see `/health` and `GET /admin/audit`). Reads keep working.\n",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "diskFull"
          ],
          "pointer": "/components/responses/ServiceUnavailable/content/application~1json"
        }
      ],
      "headers": [
        {
          "name": "Retry-After",
          "required": false,
          "schema": "/components/headers/RetryAfter/schema"
        }
      ],
      "links": []
    }
  ],
  "security": [
    [
      "adminKey"
    ]
  ],
  "pagination": null
} as const satisfies OperationSpec;

/**
 * `GET /api/v1/accounts/{id}/statement`: Produce a statement of an account
 */
export const getStatementOperation = {
  "id": "getStatement",
  "operationId": "getStatement",
  "method": "get",
  "path": "/api/v1/accounts/{id}/statement",
  "pathAliases": [],
  "pointer": "/paths/~1api~1v1~1accounts~1{id}~1statement/get",
  "summary": "Produce a statement of an account",
  "tags": [
    "Statements"
  ],
  "deprecated": false,
  "parameters": [
    {
      "name": "id",
      "in": "path",
      "required": true,
      "style": "simple",
      "explode": false,
      "allowReserved": false,
      "shape": "primitive",
      "schema": "/components/parameters/AccountId/schema",
      "contentType": null,
      "deprecated": false
    },
    {
      "name": "from",
      "in": "query",
      "required": false,
      "style": "form",
      "explode": true,
      "allowReserved": false,
      "shape": "primitive",
      "schema": "/components/schemas/DateOrDateTime",
      "contentType": null,
      "deprecated": false
    },
    {
      "name": "to",
      "in": "query",
      "required": false,
      "style": "form",
      "explode": true,
      "allowReserved": false,
      "shape": "primitive",
      "schema": "/components/schemas/DateOrDateTime",
      "contentType": null,
      "deprecated": false
    },
    {
      "name": "format",
      "in": "query",
      "required": false,
      "style": "form",
      "explode": true,
      "allowReserved": false,
      "shape": "primitive",
      "schema": "/components/parameters/StatementFormat/schema",
      "contentType": null,
      "deprecated": false
    }
  ],
  "body": null,
  "responses": [
    {
      "status": "200",
      "description": "The statement in the requested format: `application/json` for `json`, `text/csv;\n" +
        "charset=utf-8` for `csv`, `text/html; charset=utf-8` for `html`.\n",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/Statement",
          "examples": [
            "march"
          ],
          "pointer": "/paths/~1api~1v1~1accounts~1{id}~1statement/get/responses/200/content/application~1json"
        },
        {
          "contentType": "text/csv",
          "kind": "text",
          "schema": "/components/schemas/StatementCsv",
          "examples": [],
          "pointer": "/paths/~1api~1v1~1accounts~1{id}~1statement/get/responses/200/content/text~1csv"
        },
        {
          "contentType": "text/html",
          "kind": "text",
          "schema": "/components/schemas/StatementHtml",
          "examples": [],
          "pointer": "/paths/~1api~1v1~1accounts~1{id}~1statement/get/responses/200/content/text~1html"
        }
      ],
      "headers": [],
      "links": []
    },
    {
      "status": "400",
      "description": "400 `bad_request`: malformed JSON, a schema violation (wrong type, a fraction in an amount, a\n" +
        "value out of range, a string too long, an unknown member) or a bad query parameter.\n" +
        "`error.details.fields` lists every problem, not only the first. Not stored for idempotency.\n",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "badAmount"
          ],
          "pointer": "/components/responses/BadRequest/content/application~1json"
        }
      ],
      "headers": [],
      "links": []
    },
    {
      "status": "401",
      "description": "401 `unauthorized`: the api key (or admin key) is missing, unknown or rotated away.",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "missing"
          ],
          "pointer": "/components/responses/Unauthorized/content/application~1json"
        }
      ],
      "headers": [
        {
          "name": "WWW-Authenticate",
          "required": false,
          "schema": "/components/headers/WwwAuthenticate/schema"
        }
      ],
      "links": []
    },
    {
      "status": "403",
      "description": "403 `forbidden`: the resource belongs to another organisation (or, for a payment, is not " +
        "visible\n" +
        "to the caller), or a company key was sent to an `/admin/*` route. The body never contains any of\n" +
        "the resource's content.\n",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "otherOrganisation"
          ],
          "pointer": "/components/responses/Forbidden/content/application~1json"
        }
      ],
      "headers": [],
      "links": []
    },
    {
      "status": "404",
      "description": "404 `not_found`: no resource with this id (also any unknown route).",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "unknownAccount"
          ],
          "pointer": "/components/responses/NotFound/content/application~1json"
        }
      ],
      "headers": [],
      "links": []
    },
    {
      "status": "429",
      "description": "429 `too_many_requests`: only when the operator has configured a rate limit (none by " +
        "default).\n" +
        "`Retry-After` says when to retry.\n",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "slowDown"
          ],
          "pointer": "/components/responses/TooManyRequests/content/application~1json"
        }
      ],
      "headers": [
        {
          "name": "Retry-After",
          "required": false,
          "schema": "/components/headers/RetryAfter/schema"
        }
      ],
      "links": []
    },
    {
      "status": "500",
      "description": "500 `internal_error`: an unexpected failure; nothing was acknowledged. The message reveals no " +
        "internals.",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "failure"
          ],
          "pointer": "/components/responses/InternalError/content/application~1json"
        }
      ],
      "headers": [],
      "links": []
    },
    {
      "status": "503",
      "description": "503 `service_unavailable`: the bank is up but read-only, and nothing was acknowledged. Either " +
        "a\n" +
        "write to its disk failed (disk full: `Retry-After` says when the bank checks again; it resumes\n" +
        "writes by itself once space is back) or the stored ledger failed its audit at start (no\n" +
        "`Retry-After`: the operator must act, see `/health` and `GET /admin/audit`). Reads keep working.\n",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "diskFull"
          ],
          "pointer": "/components/responses/ServiceUnavailable/content/application~1json"
        }
      ],
      "headers": [
        {
          "name": "Retry-After",
          "required": false,
          "schema": "/components/headers/RetryAfter/schema"
        }
      ],
      "links": []
    }
  ],
  "security": [
    [
      "companyKey"
    ]
  ],
  "pagination": null
} as const satisfies OperationSpec;

/**
 * `GET /api/v1/accounts`: List the caller's accounts
 */
export const listAccountsOperation = {
  "id": "listAccounts",
  "operationId": "listAccounts",
  "method": "get",
  "path": "/api/v1/accounts",
  "pathAliases": [],
  "pointer": "/paths/~1api~1v1~1accounts/get",
  "summary": "List the caller's accounts",
  "tags": [
    "Accounts"
  ],
  "deprecated": false,
  "parameters": [],
  "body": null,
  "responses": [
    {
      "status": "200",
      "description": "The caller's accounts.",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/AccountList",
          "examples": [
            "two"
          ],
          "pointer": "/paths/~1api~1v1~1accounts/get/responses/200/content/application~1json"
        }
      ],
      "headers": [],
      "links": []
    },
    {
      "status": "401",
      "description": "401 `unauthorized`: the api key (or admin key) is missing, unknown or rotated away.",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "missing"
          ],
          "pointer": "/components/responses/Unauthorized/content/application~1json"
        }
      ],
      "headers": [
        {
          "name": "WWW-Authenticate",
          "required": false,
          "schema": "/components/headers/WwwAuthenticate/schema"
        }
      ],
      "links": []
    },
    {
      "status": "403",
      "description": "403 `forbidden`: the resource belongs to another organisation (or, for a payment, is not " +
        "visible\n" +
        "to the caller), or a company key was sent to an `/admin/*` route. The body never contains any of\n" +
        "the resource's content.\n",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "otherOrganisation"
          ],
          "pointer": "/components/responses/Forbidden/content/application~1json"
        }
      ],
      "headers": [],
      "links": []
    },
    {
      "status": "404",
      "description": "404 `not_found`: no resource with this id (also any unknown route).",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "unknownAccount"
          ],
          "pointer": "/components/responses/NotFound/content/application~1json"
        }
      ],
      "headers": [],
      "links": []
    },
    {
      "status": "429",
      "description": "429 `too_many_requests`: only when the operator has configured a rate limit (none by " +
        "default).\n" +
        "`Retry-After` says when to retry.\n",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "slowDown"
          ],
          "pointer": "/components/responses/TooManyRequests/content/application~1json"
        }
      ],
      "headers": [
        {
          "name": "Retry-After",
          "required": false,
          "schema": "/components/headers/RetryAfter/schema"
        }
      ],
      "links": []
    },
    {
      "status": "500",
      "description": "500 `internal_error`: an unexpected failure; nothing was acknowledged. The message reveals no " +
        "internals.",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "failure"
          ],
          "pointer": "/components/responses/InternalError/content/application~1json"
        }
      ],
      "headers": [],
      "links": []
    },
    {
      "status": "503",
      "description": "503 `service_unavailable`: the bank is up but read-only, and nothing was acknowledged. Either " +
        "a\n" +
        "write to its disk failed (disk full: `Retry-After` says when the bank checks again; it resumes\n" +
        "writes by itself once space is back) or the stored ledger failed its audit at start (no\n" +
        "`Retry-After`: the operator must act, see `/health` and `GET /admin/audit`). Reads keep working.\n",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "diskFull"
          ],
          "pointer": "/components/responses/ServiceUnavailable/content/application~1json"
        }
      ],
      "headers": [
        {
          "name": "Retry-After",
          "required": false,
          "schema": "/components/headers/RetryAfter/schema"
        }
      ],
      "links": []
    }
  ],
  "security": [
    [
      "companyKey"
    ]
  ],
  "pagination": null
} as const satisfies OperationSpec;

/**
 * `GET /api/v1/payments`: List payments touching the caller's accounts
 */
export const listPaymentsOperation = {
  "id": "listPayments",
  "operationId": "listPayments",
  "method": "get",
  "path": "/api/v1/payments",
  "pathAliases": [],
  "pointer": "/paths/~1api~1v1~1payments/get",
  "summary": "List payments touching the caller's accounts",
  "tags": [
    "Payments"
  ],
  "deprecated": false,
  "parameters": [
    {
      "name": "status",
      "in": "query",
      "required": false,
      "style": "form",
      "explode": true,
      "allowReserved": false,
      "shape": "primitive",
      "schema": "/components/schemas/PaymentStatus",
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
      "schema": "/components/parameters/Limit/schema",
      "contentType": null,
      "deprecated": false
    }
  ],
  "body": null,
  "responses": [
    {
      "status": "200",
      "description": "The payments, newest first.",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/PaymentList",
          "examples": [
            "one"
          ],
          "pointer": "/paths/~1api~1v1~1payments/get/responses/200/content/application~1json"
        }
      ],
      "headers": [],
      "links": []
    },
    {
      "status": "400",
      "description": "400 `bad_request`: malformed JSON, a schema violation (wrong type, a fraction in an amount, a\n" +
        "value out of range, a string too long, an unknown member) or a bad query parameter.\n" +
        "`error.details.fields` lists every problem, not only the first. Not stored for idempotency.\n",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "badAmount"
          ],
          "pointer": "/components/responses/BadRequest/content/application~1json"
        }
      ],
      "headers": [],
      "links": []
    },
    {
      "status": "401",
      "description": "401 `unauthorized`: the api key (or admin key) is missing, unknown or rotated away.",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "missing"
          ],
          "pointer": "/components/responses/Unauthorized/content/application~1json"
        }
      ],
      "headers": [
        {
          "name": "WWW-Authenticate",
          "required": false,
          "schema": "/components/headers/WwwAuthenticate/schema"
        }
      ],
      "links": []
    },
    {
      "status": "403",
      "description": "403 `forbidden`: the resource belongs to another organisation (or, for a payment, is not " +
        "visible\n" +
        "to the caller), or a company key was sent to an `/admin/*` route. The body never contains any of\n" +
        "the resource's content.\n",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "otherOrganisation"
          ],
          "pointer": "/components/responses/Forbidden/content/application~1json"
        }
      ],
      "headers": [],
      "links": []
    },
    {
      "status": "404",
      "description": "404 `not_found`: no resource with this id (also any unknown route).",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "unknownAccount"
          ],
          "pointer": "/components/responses/NotFound/content/application~1json"
        }
      ],
      "headers": [],
      "links": []
    },
    {
      "status": "429",
      "description": "429 `too_many_requests`: only when the operator has configured a rate limit (none by " +
        "default).\n" +
        "`Retry-After` says when to retry.\n",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "slowDown"
          ],
          "pointer": "/components/responses/TooManyRequests/content/application~1json"
        }
      ],
      "headers": [
        {
          "name": "Retry-After",
          "required": false,
          "schema": "/components/headers/RetryAfter/schema"
        }
      ],
      "links": []
    },
    {
      "status": "500",
      "description": "500 `internal_error`: an unexpected failure; nothing was acknowledged. The message reveals no " +
        "internals.",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "failure"
          ],
          "pointer": "/components/responses/InternalError/content/application~1json"
        }
      ],
      "headers": [],
      "links": []
    },
    {
      "status": "503",
      "description": "503 `service_unavailable`: the bank is up but read-only, and nothing was acknowledged. Either " +
        "a\n" +
        "write to its disk failed (disk full: `Retry-After` says when the bank checks again; it resumes\n" +
        "writes by itself once space is back) or the stored ledger failed its audit at start (no\n" +
        "`Retry-After`: the operator must act, see `/health` and `GET /admin/audit`). Reads keep working.\n",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "diskFull"
          ],
          "pointer": "/components/responses/ServiceUnavailable/content/application~1json"
        }
      ],
      "headers": [
        {
          "name": "Retry-After",
          "required": false,
          "schema": "/components/headers/RetryAfter/schema"
        }
      ],
      "links": []
    }
  ],
  "security": [
    [
      "companyKey"
    ]
  ],
  "pagination": null
} as const satisfies OperationSpec;

/**
 * `GET /api/v1/accounts/{id}/transactions`: List an account's postings, newest first
 */
export const listTransactionsOperation = {
  "id": "listTransactions",
  "operationId": "listTransactions",
  "method": "get",
  "path": "/api/v1/accounts/{id}/transactions",
  "pathAliases": [],
  "pointer": "/paths/~1api~1v1~1accounts~1{id}~1transactions/get",
  "summary": "List an account's postings, newest first",
  "tags": [
    "Accounts"
  ],
  "deprecated": false,
  "parameters": [
    {
      "name": "id",
      "in": "path",
      "required": true,
      "style": "simple",
      "explode": false,
      "allowReserved": false,
      "shape": "primitive",
      "schema": "/components/parameters/AccountId/schema",
      "contentType": null,
      "deprecated": false
    },
    {
      "name": "from",
      "in": "query",
      "required": false,
      "style": "form",
      "explode": true,
      "allowReserved": false,
      "shape": "primitive",
      "schema": "/components/schemas/DateOrDateTime",
      "contentType": null,
      "deprecated": false
    },
    {
      "name": "to",
      "in": "query",
      "required": false,
      "style": "form",
      "explode": true,
      "allowReserved": false,
      "shape": "primitive",
      "schema": "/components/schemas/DateOrDateTime",
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
      "schema": "/components/parameters/Limit/schema",
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
    }
  ],
  "body": null,
  "responses": [
    {
      "status": "200",
      "description": "One page of postings, newest first.",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/TransactionPage",
          "examples": [
            "lastPage"
          ],
          "pointer": "/paths/~1api~1v1~1accounts~1{id}~1transactions/get/responses/200/content/application~1json"
        }
      ],
      "headers": [],
      "links": []
    },
    {
      "status": "400",
      "description": "400 `bad_request`: malformed JSON, a schema violation (wrong type, a fraction in an amount, a\n" +
        "value out of range, a string too long, an unknown member) or a bad query parameter.\n" +
        "`error.details.fields` lists every problem, not only the first. Not stored for idempotency.\n",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "badAmount"
          ],
          "pointer": "/components/responses/BadRequest/content/application~1json"
        }
      ],
      "headers": [],
      "links": []
    },
    {
      "status": "401",
      "description": "401 `unauthorized`: the api key (or admin key) is missing, unknown or rotated away.",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "missing"
          ],
          "pointer": "/components/responses/Unauthorized/content/application~1json"
        }
      ],
      "headers": [
        {
          "name": "WWW-Authenticate",
          "required": false,
          "schema": "/components/headers/WwwAuthenticate/schema"
        }
      ],
      "links": []
    },
    {
      "status": "403",
      "description": "403 `forbidden`: the resource belongs to another organisation (or, for a payment, is not " +
        "visible\n" +
        "to the caller), or a company key was sent to an `/admin/*` route. The body never contains any of\n" +
        "the resource's content.\n",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "otherOrganisation"
          ],
          "pointer": "/components/responses/Forbidden/content/application~1json"
        }
      ],
      "headers": [],
      "links": []
    },
    {
      "status": "404",
      "description": "404 `not_found`: no resource with this id (also any unknown route).",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "unknownAccount"
          ],
          "pointer": "/components/responses/NotFound/content/application~1json"
        }
      ],
      "headers": [],
      "links": []
    },
    {
      "status": "429",
      "description": "429 `too_many_requests`: only when the operator has configured a rate limit (none by " +
        "default).\n" +
        "`Retry-After` says when to retry.\n",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "slowDown"
          ],
          "pointer": "/components/responses/TooManyRequests/content/application~1json"
        }
      ],
      "headers": [
        {
          "name": "Retry-After",
          "required": false,
          "schema": "/components/headers/RetryAfter/schema"
        }
      ],
      "links": []
    },
    {
      "status": "500",
      "description": "500 `internal_error`: an unexpected failure; nothing was acknowledged. The message reveals no " +
        "internals.",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "failure"
          ],
          "pointer": "/components/responses/InternalError/content/application~1json"
        }
      ],
      "headers": [],
      "links": []
    },
    {
      "status": "503",
      "description": "503 `service_unavailable`: the bank is up but read-only, and nothing was acknowledged. Either " +
        "a\n" +
        "write to its disk failed (disk full: `Retry-After` says when the bank checks again; it resumes\n" +
        "writes by itself once space is back) or the stored ledger failed its audit at start (no\n" +
        "`Retry-After`: the operator must act, see `/health` and `GET /admin/audit`). Reads keep working.\n",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "diskFull"
          ],
          "pointer": "/components/responses/ServiceUnavailable/content/application~1json"
        }
      ],
      "headers": [
        {
          "name": "Retry-After",
          "required": false,
          "schema": "/components/headers/RetryAfter/schema"
        }
      ],
      "links": []
    }
  ],
  "security": [
    [
      "companyKey"
    ]
  ],
  "pagination": {
    "cursorParam": "cursor",
    "nextCursorField": "next_cursor",
    "itemsField": "transactions",
    "hasMoreField": null
  }
} as const satisfies OperationSpec;

/**
 * `POST /api/v1/accounts`: Open an account
 */
export const openAccountOperation = {
  "id": "openAccount",
  "operationId": "openAccount",
  "method": "post",
  "path": "/api/v1/accounts",
  "pathAliases": [],
  "pointer": "/paths/~1api~1v1~1accounts/post",
  "summary": "Open an account",
  "tags": [
    "Accounts"
  ],
  "deprecated": false,
  "parameters": [],
  "body": {
    "required": true,
    "media": [
      {
        "contentType": "application/json",
        "kind": "json",
        "schema": "/components/schemas/OpenAccountRequest",
        "examples": [
          "lossFund",
          "nameOnly"
        ],
        "pointer": "/paths/~1api~1v1~1accounts/post/requestBody/content/application~1json"
      }
    ]
  },
  "responses": [
    {
      "status": "201",
      "description": "The account was opened.",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/AccountResponse",
          "examples": [
            "opened"
          ],
          "pointer": "/paths/~1api~1v1~1accounts/post/responses/201/content/application~1json"
        }
      ],
      "headers": [],
      "links": []
    },
    {
      "status": "400",
      "description": "400 `bad_request`: malformed JSON, a schema violation (wrong type, a fraction in an amount, a\n" +
        "value out of range, a string too long, an unknown member) or a bad query parameter.\n" +
        "`error.details.fields` lists every problem, not only the first. Not stored for idempotency.\n",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "badAmount"
          ],
          "pointer": "/components/responses/BadRequest/content/application~1json"
        }
      ],
      "headers": [],
      "links": []
    },
    {
      "status": "401",
      "description": "401 `unauthorized`: the api key (or admin key) is missing, unknown or rotated away.",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "missing"
          ],
          "pointer": "/components/responses/Unauthorized/content/application~1json"
        }
      ],
      "headers": [
        {
          "name": "WWW-Authenticate",
          "required": false,
          "schema": "/components/headers/WwwAuthenticate/schema"
        }
      ],
      "links": []
    },
    {
      "status": "403",
      "description": "403 `forbidden`: the resource belongs to another organisation (or, for a payment, is not " +
        "visible\n" +
        "to the caller), or a company key was sent to an `/admin/*` route. The body never contains any of\n" +
        "the resource's content.\n",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "otherOrganisation"
          ],
          "pointer": "/components/responses/Forbidden/content/application~1json"
        }
      ],
      "headers": [],
      "links": []
    },
    {
      "status": "404",
      "description": "404 `not_found`: no resource with this id (also any unknown route).",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "unknownAccount"
          ],
          "pointer": "/components/responses/NotFound/content/application~1json"
        }
      ],
      "headers": [],
      "links": []
    },
    {
      "status": "413",
      "description": "413 `payload_too_large`: the request body exceeds 64 KiB (65536 bytes).",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "tooLarge"
          ],
          "pointer": "/components/responses/PayloadTooLarge/content/application~1json"
        }
      ],
      "headers": [],
      "links": []
    },
    {
      "status": "415",
      "description": "415 `unsupported_media_type`: the body's `Content-Type` is missing or not `application/json`.",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "notJson"
          ],
          "pointer": "/components/responses/UnsupportedMediaType/content/application~1json"
        }
      ],
      "headers": [],
      "links": []
    },
    {
      "status": "422",
      "description": "422 `unprocessable_entity`, nothing created: an `opening_balance_cents` is above the bank's\n" +
        "per-account opening limit (default 100000000 cents), the organisation's opening balances would\n" +
        "total more than its per-organisation limit (default 1000000000 cents; every account it ever opened\n" +
        "counts), or the money in the bank would exceed 9007199254740991 cents. The operator sets the\n" +
        "limits with `--max-opening-balance` / `BANK_MAX_OPENING_BALANCE` and\n" +
        "`--max-organisation-opening` / `BANK_MAX_ORGANISATION_OPENING`.\n",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "perAccount"
          ],
          "pointer": "/components/responses/OpeningLimitExceeded/content/application~1json"
        }
      ],
      "headers": [],
      "links": []
    },
    {
      "status": "429",
      "description": "429 `too_many_requests`: only when the operator has configured a rate limit (none by " +
        "default).\n" +
        "`Retry-After` says when to retry.\n",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "slowDown"
          ],
          "pointer": "/components/responses/TooManyRequests/content/application~1json"
        }
      ],
      "headers": [
        {
          "name": "Retry-After",
          "required": false,
          "schema": "/components/headers/RetryAfter/schema"
        }
      ],
      "links": []
    },
    {
      "status": "500",
      "description": "500 `internal_error`: an unexpected failure; nothing was acknowledged. The message reveals no " +
        "internals.",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "failure"
          ],
          "pointer": "/components/responses/InternalError/content/application~1json"
        }
      ],
      "headers": [],
      "links": []
    },
    {
      "status": "503",
      "description": "503 `service_unavailable`: the bank is up but read-only, and nothing was acknowledged. Either " +
        "a\n" +
        "write to its disk failed (disk full: `Retry-After` says when the bank checks again; it resumes\n" +
        "writes by itself once space is back) or the stored ledger failed its audit at start (no\n" +
        "`Retry-After`: the operator must act, see `/health` and `GET /admin/audit`). Reads keep working.\n",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "diskFull"
          ],
          "pointer": "/components/responses/ServiceUnavailable/content/application~1json"
        }
      ],
      "headers": [
        {
          "name": "Retry-After",
          "required": false,
          "schema": "/components/headers/RetryAfter/schema"
        }
      ],
      "links": []
    }
  ],
  "security": [
    [
      "companyKey"
    ]
  ],
  "pagination": null
} as const satisfies OperationSpec;

/**
 * `POST /admin/payments/{id}/return`: Return a pending payment
 */
export const returnPaymentOperation = {
  "id": "returnPayment",
  "operationId": "returnPayment",
  "method": "post",
  "path": "/admin/payments/{id}/return",
  "pathAliases": [],
  "pointer": "/paths/~1admin~1payments~1{id}~1return/post",
  "summary": "Return a pending payment",
  "tags": [
    "Admin"
  ],
  "deprecated": false,
  "parameters": [
    {
      "name": "id",
      "in": "path",
      "required": true,
      "style": "simple",
      "explode": false,
      "allowReserved": false,
      "shape": "primitive",
      "schema": "/components/parameters/PaymentId/schema",
      "contentType": null,
      "deprecated": false
    }
  ],
  "body": {
    "required": false,
    "media": [
      {
        "contentType": "application/json",
        "kind": "json",
        "schema": "/components/schemas/ReturnPaymentRequest",
        "examples": [
          "refused"
        ],
        "pointer": "/paths/~1admin~1payments~1{id}~1return/post/requestBody/content/application~1json"
      }
    ]
  },
  "responses": [
    {
      "status": "200",
      "description": "The returned payment.",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/PaymentResponse",
          "examples": [
            "returned"
          ],
          "pointer": "/paths/~1admin~1payments~1{id}~1return/post/responses/200/content/application~1json"
        }
      ],
      "headers": [],
      "links": []
    },
    {
      "status": "400",
      "description": "400 `bad_request`: malformed JSON, a schema violation (wrong type, a fraction in an amount, a\n" +
        "value out of range, a string too long, an unknown member) or a bad query parameter.\n" +
        "`error.details.fields` lists every problem, not only the first. Not stored for idempotency.\n",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "badAmount"
          ],
          "pointer": "/components/responses/BadRequest/content/application~1json"
        }
      ],
      "headers": [],
      "links": []
    },
    {
      "status": "401",
      "description": "401 `unauthorized`: the api key (or admin key) is missing, unknown or rotated away.",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "missing"
          ],
          "pointer": "/components/responses/Unauthorized/content/application~1json"
        }
      ],
      "headers": [
        {
          "name": "WWW-Authenticate",
          "required": false,
          "schema": "/components/headers/WwwAuthenticate/schema"
        }
      ],
      "links": []
    },
    {
      "status": "403",
      "description": "403 `forbidden`: the resource belongs to another organisation (or, for a payment, is not " +
        "visible\n" +
        "to the caller), or a company key was sent to an `/admin/*` route. The body never contains any of\n" +
        "the resource's content.\n",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "otherOrganisation"
          ],
          "pointer": "/components/responses/Forbidden/content/application~1json"
        }
      ],
      "headers": [],
      "links": []
    },
    {
      "status": "404",
      "description": "404 `not_found`: no resource with this id (also any unknown route).",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "unknownAccount"
          ],
          "pointer": "/components/responses/NotFound/content/application~1json"
        }
      ],
      "headers": [],
      "links": []
    },
    {
      "status": "409",
      "description": "409 `conflict`: the transition is not allowed from the current state; the message names the\n" +
        "current state and `error.details.current_state` carries it.\n",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "alreadySettled"
          ],
          "pointer": "/components/responses/IllegalTransition/content/application~1json"
        }
      ],
      "headers": [],
      "links": []
    },
    {
      "status": "413",
      "description": "413 `payload_too_large`: the request body exceeds 64 KiB (65536 bytes).",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "tooLarge"
          ],
          "pointer": "/components/responses/PayloadTooLarge/content/application~1json"
        }
      ],
      "headers": [],
      "links": []
    },
    {
      "status": "415",
      "description": "415 `unsupported_media_type`: the body's `Content-Type` is missing or not `application/json`.",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "notJson"
          ],
          "pointer": "/components/responses/UnsupportedMediaType/content/application~1json"
        }
      ],
      "headers": [],
      "links": []
    },
    {
      "status": "429",
      "description": "429 `too_many_requests`: only when the operator has configured a rate limit (none by " +
        "default).\n" +
        "`Retry-After` says when to retry.\n",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "slowDown"
          ],
          "pointer": "/components/responses/TooManyRequests/content/application~1json"
        }
      ],
      "headers": [
        {
          "name": "Retry-After",
          "required": false,
          "schema": "/components/headers/RetryAfter/schema"
        }
      ],
      "links": []
    },
    {
      "status": "500",
      "description": "500 `internal_error`: an unexpected failure; nothing was acknowledged. The message reveals no " +
        "internals.",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "failure"
          ],
          "pointer": "/components/responses/InternalError/content/application~1json"
        }
      ],
      "headers": [],
      "links": []
    },
    {
      "status": "503",
      "description": "503 `service_unavailable`: the bank is up but read-only, and nothing was acknowledged. Either " +
        "a\n" +
        "write to its disk failed (disk full: `Retry-After` says when the bank checks again; it resumes\n" +
        "writes by itself once space is back) or the stored ledger failed its audit at start (no\n" +
        "`Retry-After`: the operator must act, see `/health` and `GET /admin/audit`). Reads keep working.\n",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "diskFull"
          ],
          "pointer": "/components/responses/ServiceUnavailable/content/application~1json"
        }
      ],
      "headers": [
        {
          "name": "Retry-After",
          "required": false,
          "schema": "/components/headers/RetryAfter/schema"
        }
      ],
      "links": []
    }
  ],
  "security": [
    [
      "adminKey"
    ]
  ],
  "pagination": null
} as const satisfies OperationSpec;

/**
 * `POST /admin/payments/{id}/reverse`: Reverse a settled payment
 */
export const reversePaymentOperation = {
  "id": "reversePayment",
  "operationId": "reversePayment",
  "method": "post",
  "path": "/admin/payments/{id}/reverse",
  "pathAliases": [],
  "pointer": "/paths/~1admin~1payments~1{id}~1reverse/post",
  "summary": "Reverse a settled payment",
  "tags": [
    "Admin"
  ],
  "deprecated": false,
  "parameters": [
    {
      "name": "id",
      "in": "path",
      "required": true,
      "style": "simple",
      "explode": false,
      "allowReserved": false,
      "shape": "primitive",
      "schema": "/components/parameters/PaymentId/schema",
      "contentType": null,
      "deprecated": false
    }
  ],
  "body": {
    "required": false,
    "media": [
      {
        "contentType": "application/json",
        "kind": "json",
        "schema": "/components/schemas/ReversePaymentRequest",
        "examples": [
          "duplicate"
        ],
        "pointer": "/paths/~1admin~1payments~1{id}~1reverse/post/requestBody/content/application~1json"
      }
    ]
  },
  "responses": [
    {
      "status": "200",
      "description": "The reversed (now `returned`) payment.",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/PaymentResponse",
          "examples": [
            "reversed"
          ],
          "pointer": "/paths/~1admin~1payments~1{id}~1reverse/post/responses/200/content/application~1json"
        }
      ],
      "headers": [],
      "links": []
    },
    {
      "status": "400",
      "description": "400 `bad_request`: malformed JSON, a schema violation (wrong type, a fraction in an amount, a\n" +
        "value out of range, a string too long, an unknown member) or a bad query parameter.\n" +
        "`error.details.fields` lists every problem, not only the first. Not stored for idempotency.\n",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "badAmount"
          ],
          "pointer": "/components/responses/BadRequest/content/application~1json"
        }
      ],
      "headers": [],
      "links": []
    },
    {
      "status": "401",
      "description": "401 `unauthorized`: the api key (or admin key) is missing, unknown or rotated away.",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "missing"
          ],
          "pointer": "/components/responses/Unauthorized/content/application~1json"
        }
      ],
      "headers": [
        {
          "name": "WWW-Authenticate",
          "required": false,
          "schema": "/components/headers/WwwAuthenticate/schema"
        }
      ],
      "links": []
    },
    {
      "status": "403",
      "description": "403 `forbidden`: the resource belongs to another organisation (or, for a payment, is not " +
        "visible\n" +
        "to the caller), or a company key was sent to an `/admin/*` route. The body never contains any of\n" +
        "the resource's content.\n",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "otherOrganisation"
          ],
          "pointer": "/components/responses/Forbidden/content/application~1json"
        }
      ],
      "headers": [],
      "links": []
    },
    {
      "status": "404",
      "description": "404 `not_found`: no resource with this id (also any unknown route).",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "unknownAccount"
          ],
          "pointer": "/components/responses/NotFound/content/application~1json"
        }
      ],
      "headers": [],
      "links": []
    },
    {
      "status": "409",
      "description": "409 `conflict`: the transition is not allowed from the current state; the message names the\n" +
        "current state and `error.details.current_state` carries it.\n",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "alreadySettled"
          ],
          "pointer": "/components/responses/IllegalTransition/content/application~1json"
        }
      ],
      "headers": [],
      "links": []
    },
    {
      "status": "413",
      "description": "413 `payload_too_large`: the request body exceeds 64 KiB (65536 bytes).",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "tooLarge"
          ],
          "pointer": "/components/responses/PayloadTooLarge/content/application~1json"
        }
      ],
      "headers": [],
      "links": []
    },
    {
      "status": "415",
      "description": "415 `unsupported_media_type`: the body's `Content-Type` is missing or not `application/json`.",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "notJson"
          ],
          "pointer": "/components/responses/UnsupportedMediaType/content/application~1json"
        }
      ],
      "headers": [],
      "links": []
    },
    {
      "status": "422",
      "description": "422 `unprocessable_entity`: the receiver's `available_cents` does not cover the reversal and\n" +
        "`force` is not true; nothing changed.\n",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "notCovered"
          ],
          "pointer": "/components/responses/ReversalNotCovered/content/application~1json"
        }
      ],
      "headers": [],
      "links": []
    },
    {
      "status": "429",
      "description": "429 `too_many_requests`: only when the operator has configured a rate limit (none by " +
        "default).\n" +
        "`Retry-After` says when to retry.\n",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "slowDown"
          ],
          "pointer": "/components/responses/TooManyRequests/content/application~1json"
        }
      ],
      "headers": [
        {
          "name": "Retry-After",
          "required": false,
          "schema": "/components/headers/RetryAfter/schema"
        }
      ],
      "links": []
    },
    {
      "status": "500",
      "description": "500 `internal_error`: an unexpected failure; nothing was acknowledged. The message reveals no " +
        "internals.",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "failure"
          ],
          "pointer": "/components/responses/InternalError/content/application~1json"
        }
      ],
      "headers": [],
      "links": []
    },
    {
      "status": "503",
      "description": "503 `service_unavailable`: the bank is up but read-only, and nothing was acknowledged. Either " +
        "a\n" +
        "write to its disk failed (disk full: `Retry-After` says when the bank checks again; it resumes\n" +
        "writes by itself once space is back) or the stored ledger failed its audit at start (no\n" +
        "`Retry-After`: the operator must act, see `/health` and `GET /admin/audit`). Reads keep working.\n",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "diskFull"
          ],
          "pointer": "/components/responses/ServiceUnavailable/content/application~1json"
        }
      ],
      "headers": [
        {
          "name": "Retry-After",
          "required": false,
          "schema": "/components/headers/RetryAfter/schema"
        }
      ],
      "links": []
    }
  ],
  "security": [
    [
      "adminKey"
    ]
  ],
  "pagination": null
} as const satisfies OperationSpec;

/**
 * `POST /api/v1/me/rotate-key`: Replace the caller's api key
 */
export const rotateKeyOperation = {
  "id": "rotateKey",
  "operationId": "rotateKey",
  "method": "post",
  "path": "/api/v1/me/rotate-key",
  "pathAliases": [],
  "pointer": "/paths/~1api~1v1~1me~1rotate-key/post",
  "summary": "Replace the caller's api key",
  "tags": [
    "Organisations"
  ],
  "deprecated": false,
  "parameters": [],
  "body": null,
  "responses": [
    {
      "status": "200",
      "description": "The new api key, shown once.",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/RotateKeyResponse",
          "examples": [
            "rotated"
          ],
          "pointer": "/paths/~1api~1v1~1me~1rotate-key/post/responses/200/content/application~1json"
        }
      ],
      "headers": [
        {
          "name": "Cache-Control",
          "required": true,
          "schema": "/components/headers/NoStore/schema"
        }
      ],
      "links": []
    },
    {
      "status": "401",
      "description": "401 `unauthorized`: the api key (or admin key) is missing, unknown or rotated away.",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "missing"
          ],
          "pointer": "/components/responses/Unauthorized/content/application~1json"
        }
      ],
      "headers": [
        {
          "name": "WWW-Authenticate",
          "required": false,
          "schema": "/components/headers/WwwAuthenticate/schema"
        }
      ],
      "links": []
    },
    {
      "status": "403",
      "description": "403 `forbidden`: the resource belongs to another organisation (or, for a payment, is not " +
        "visible\n" +
        "to the caller), or a company key was sent to an `/admin/*` route. The body never contains any of\n" +
        "the resource's content.\n",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "otherOrganisation"
          ],
          "pointer": "/components/responses/Forbidden/content/application~1json"
        }
      ],
      "headers": [],
      "links": []
    },
    {
      "status": "404",
      "description": "404 `not_found`: no resource with this id (also any unknown route).",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "unknownAccount"
          ],
          "pointer": "/components/responses/NotFound/content/application~1json"
        }
      ],
      "headers": [],
      "links": []
    },
    {
      "status": "429",
      "description": "429 `too_many_requests`: only when the operator has configured a rate limit (none by " +
        "default).\n" +
        "`Retry-After` says when to retry.\n",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "slowDown"
          ],
          "pointer": "/components/responses/TooManyRequests/content/application~1json"
        }
      ],
      "headers": [
        {
          "name": "Retry-After",
          "required": false,
          "schema": "/components/headers/RetryAfter/schema"
        }
      ],
      "links": []
    },
    {
      "status": "500",
      "description": "500 `internal_error`: an unexpected failure; nothing was acknowledged. The message reveals no " +
        "internals.",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "failure"
          ],
          "pointer": "/components/responses/InternalError/content/application~1json"
        }
      ],
      "headers": [],
      "links": []
    },
    {
      "status": "503",
      "description": "503 `service_unavailable`: the bank is up but read-only, and nothing was acknowledged. Either " +
        "a\n" +
        "write to its disk failed (disk full: `Retry-After` says when the bank checks again; it resumes\n" +
        "writes by itself once space is back) or the stored ledger failed its audit at start (no\n" +
        "`Retry-After`: the operator must act, see `/health` and `GET /admin/audit`). Reads keep working.\n",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "diskFull"
          ],
          "pointer": "/components/responses/ServiceUnavailable/content/application~1json"
        }
      ],
      "headers": [
        {
          "name": "Retry-After",
          "required": false,
          "schema": "/components/headers/RetryAfter/schema"
        }
      ],
      "links": []
    }
  ],
  "security": [
    [
      "companyKey"
    ]
  ],
  "pagination": null
} as const satisfies OperationSpec;

/**
 * `POST /api/v1/payments`: Send a payment
 */
export const sendPaymentOperation = {
  "id": "sendPayment",
  "operationId": "sendPayment",
  "method": "post",
  "path": "/api/v1/payments",
  "pathAliases": [],
  "pointer": "/paths/~1api~1v1~1payments/post",
  "summary": "Send a payment",
  "tags": [
    "Payments"
  ],
  "deprecated": false,
  "parameters": [
    {
      "name": "Idempotency-Key",
      "in": "header",
      "required": false,
      "style": "simple",
      "explode": false,
      "allowReserved": false,
      "shape": "primitive",
      "schema": "/components/parameters/IdempotencyKey/schema",
      "contentType": null,
      "deprecated": false
    }
  ],
  "body": {
    "required": true,
    "media": [
      {
        "contentType": "application/json",
        "kind": "json",
        "schema": "/components/schemas/SendPaymentRequest",
        "examples": [
          "invoice",
          "minimal"
        ],
        "pointer": "/paths/~1api~1v1~1payments/post/requestBody/content/application~1json"
      }
    ]
  },
  "responses": [
    {
      "status": "201",
      "description": "The payment was accepted: `settled` in automatic settlement mode, `pending` in manual mode.\n",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/PaymentResponse",
          "examples": [
            "settled",
            "pending"
          ],
          "pointer": "/paths/~1api~1v1~1payments/post/responses/201/content/application~1json"
        }
      ],
      "headers": [
        {
          "name": "Idempotent-Replayed",
          "required": false,
          "schema": "/components/headers/IdempotentReplayed/schema"
        }
      ],
      "links": []
    },
    {
      "status": "400",
      "description": "400 `bad_request`: malformed JSON, a schema violation (wrong type, a fraction in an amount, a\n" +
        "value out of range, a string too long, an unknown member) or a bad query parameter.\n" +
        "`error.details.fields` lists every problem, not only the first. Not stored for idempotency.\n",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "badAmount"
          ],
          "pointer": "/components/responses/BadRequest/content/application~1json"
        }
      ],
      "headers": [],
      "links": []
    },
    {
      "status": "401",
      "description": "401 `unauthorized`: the api key (or admin key) is missing, unknown or rotated away.",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "missing"
          ],
          "pointer": "/components/responses/Unauthorized/content/application~1json"
        }
      ],
      "headers": [
        {
          "name": "WWW-Authenticate",
          "required": false,
          "schema": "/components/headers/WwwAuthenticate/schema"
        }
      ],
      "links": []
    },
    {
      "status": "403",
      "description": "403 `forbidden`: the resource belongs to another organisation (or, for a payment, is not " +
        "visible\n" +
        "to the caller), or a company key was sent to an `/admin/*` route. The body never contains any of\n" +
        "the resource's content.\n",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "otherOrganisation"
          ],
          "pointer": "/components/responses/Forbidden/content/application~1json"
        }
      ],
      "headers": [],
      "links": []
    },
    {
      "status": "404",
      "description": "404 `not_found`: no resource with this id (also any unknown route).",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "unknownAccount"
          ],
          "pointer": "/components/responses/NotFound/content/application~1json"
        }
      ],
      "headers": [],
      "links": []
    },
    {
      "status": "409",
      "description": "409 `conflict`: the `Idempotency-Key` was used before with a different body, or its first " +
        "request\n" +
        "is still being processed (distinct messages).\n",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "differentBody",
            "inFlight"
          ],
          "pointer": "/components/responses/IdempotencyConflict/content/application~1json"
        }
      ],
      "headers": [],
      "links": []
    },
    {
      "status": "413",
      "description": "413 `payload_too_large`: the request body exceeds 64 KiB (65536 bytes).",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "tooLarge"
          ],
          "pointer": "/components/responses/PayloadTooLarge/content/application~1json"
        }
      ],
      "headers": [],
      "links": []
    },
    {
      "status": "415",
      "description": "415 `unsupported_media_type`: the body's `Content-Type` is missing or not `application/json`.",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "notJson"
          ],
          "pointer": "/components/responses/UnsupportedMediaType/content/application~1json"
        }
      ],
      "headers": [],
      "links": []
    },
    {
      "status": "422",
      "description": "422 `unprocessable_entity`: the payment was recorded as `rejected` (unknown or invalid " +
        "account\n" +
        "number, frozen account, insufficient funds) and no money moved. `error.details.payment` is the\n" +
        "recorded payment; its `return_reason` says why. Replayed like a 201 for the same Idempotency-Key.\n",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "insufficientFunds",
            "unknownAccountNumber"
          ],
          "pointer": "/components/responses/PaymentRejected/content/application~1json"
        }
      ],
      "headers": [
        {
          "name": "Idempotent-Replayed",
          "required": false,
          "schema": "/components/headers/IdempotentReplayed/schema"
        }
      ],
      "links": []
    },
    {
      "status": "429",
      "description": "429 `too_many_requests`: only when the operator has configured a rate limit (none by " +
        "default).\n" +
        "`Retry-After` says when to retry.\n",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "slowDown"
          ],
          "pointer": "/components/responses/TooManyRequests/content/application~1json"
        }
      ],
      "headers": [
        {
          "name": "Retry-After",
          "required": false,
          "schema": "/components/headers/RetryAfter/schema"
        }
      ],
      "links": []
    },
    {
      "status": "500",
      "description": "500 `internal_error`: an unexpected failure; nothing was acknowledged. The message reveals no " +
        "internals.",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "failure"
          ],
          "pointer": "/components/responses/InternalError/content/application~1json"
        }
      ],
      "headers": [],
      "links": []
    },
    {
      "status": "503",
      "description": "503 `service_unavailable`: the bank is up but read-only, and nothing was acknowledged. Either " +
        "a\n" +
        "write to its disk failed (disk full: `Retry-After` says when the bank checks again; it resumes\n" +
        "writes by itself once space is back) or the stored ledger failed its audit at start (no\n" +
        "`Retry-After`: the operator must act, see `/health` and `GET /admin/audit`). Reads keep working.\n",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "diskFull"
          ],
          "pointer": "/components/responses/ServiceUnavailable/content/application~1json"
        }
      ],
      "headers": [
        {
          "name": "Retry-After",
          "required": false,
          "schema": "/components/headers/RetryAfter/schema"
        }
      ],
      "links": []
    }
  ],
  "security": [
    [
      "companyKey"
    ]
  ],
  "pagination": null
} as const satisfies OperationSpec;

/**
 * `PUT /admin/settlement-mode`: Set the bank's settlement mode
 */
export const setSettlementModeOperation = {
  "id": "setSettlementMode",
  "operationId": "setSettlementMode",
  "method": "put",
  "path": "/admin/settlement-mode",
  "pathAliases": [],
  "pointer": "/paths/~1admin~1settlement-mode/put",
  "summary": "Set the bank's settlement mode",
  "tags": [
    "Admin"
  ],
  "deprecated": false,
  "parameters": [],
  "body": {
    "required": true,
    "media": [
      {
        "contentType": "application/json",
        "kind": "json",
        "schema": "/components/schemas/SetSettlementModeRequest",
        "examples": [
          "manual"
        ],
        "pointer": "/paths/~1admin~1settlement-mode/put/requestBody/content/application~1json"
      }
    ]
  },
  "responses": [
    {
      "status": "200",
      "description": "The mode now in force.",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/SettlementModeResponse",
          "examples": [
            "manual"
          ],
          "pointer": "/paths/~1admin~1settlement-mode/put/responses/200/content/application~1json"
        }
      ],
      "headers": [],
      "links": []
    },
    {
      "status": "400",
      "description": "400 `bad_request`: malformed JSON, a schema violation (wrong type, a fraction in an amount, a\n" +
        "value out of range, a string too long, an unknown member) or a bad query parameter.\n" +
        "`error.details.fields` lists every problem, not only the first. Not stored for idempotency.\n",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "badAmount"
          ],
          "pointer": "/components/responses/BadRequest/content/application~1json"
        }
      ],
      "headers": [],
      "links": []
    },
    {
      "status": "401",
      "description": "401 `unauthorized`: the api key (or admin key) is missing, unknown or rotated away.",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "missing"
          ],
          "pointer": "/components/responses/Unauthorized/content/application~1json"
        }
      ],
      "headers": [
        {
          "name": "WWW-Authenticate",
          "required": false,
          "schema": "/components/headers/WwwAuthenticate/schema"
        }
      ],
      "links": []
    },
    {
      "status": "403",
      "description": "403 `forbidden`: the resource belongs to another organisation (or, for a payment, is not " +
        "visible\n" +
        "to the caller), or a company key was sent to an `/admin/*` route. The body never contains any of\n" +
        "the resource's content.\n",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "otherOrganisation"
          ],
          "pointer": "/components/responses/Forbidden/content/application~1json"
        }
      ],
      "headers": [],
      "links": []
    },
    {
      "status": "404",
      "description": "404 `not_found`: no resource with this id (also any unknown route).",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "unknownAccount"
          ],
          "pointer": "/components/responses/NotFound/content/application~1json"
        }
      ],
      "headers": [],
      "links": []
    },
    {
      "status": "413",
      "description": "413 `payload_too_large`: the request body exceeds 64 KiB (65536 bytes).",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "tooLarge"
          ],
          "pointer": "/components/responses/PayloadTooLarge/content/application~1json"
        }
      ],
      "headers": [],
      "links": []
    },
    {
      "status": "415",
      "description": "415 `unsupported_media_type`: the body's `Content-Type` is missing or not `application/json`.",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "notJson"
          ],
          "pointer": "/components/responses/UnsupportedMediaType/content/application~1json"
        }
      ],
      "headers": [],
      "links": []
    },
    {
      "status": "429",
      "description": "429 `too_many_requests`: only when the operator has configured a rate limit (none by " +
        "default).\n" +
        "`Retry-After` says when to retry.\n",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "slowDown"
          ],
          "pointer": "/components/responses/TooManyRequests/content/application~1json"
        }
      ],
      "headers": [
        {
          "name": "Retry-After",
          "required": false,
          "schema": "/components/headers/RetryAfter/schema"
        }
      ],
      "links": []
    },
    {
      "status": "500",
      "description": "500 `internal_error`: an unexpected failure; nothing was acknowledged. The message reveals no " +
        "internals.",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "failure"
          ],
          "pointer": "/components/responses/InternalError/content/application~1json"
        }
      ],
      "headers": [],
      "links": []
    },
    {
      "status": "503",
      "description": "503 `service_unavailable`: the bank is up but read-only, and nothing was acknowledged. Either " +
        "a\n" +
        "write to its disk failed (disk full: `Retry-After` says when the bank checks again; it resumes\n" +
        "writes by itself once space is back) or the stored ledger failed its audit at start (no\n" +
        "`Retry-After`: the operator must act, see `/health` and `GET /admin/audit`). Reads keep working.\n",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "diskFull"
          ],
          "pointer": "/components/responses/ServiceUnavailable/content/application~1json"
        }
      ],
      "headers": [
        {
          "name": "Retry-After",
          "required": false,
          "schema": "/components/headers/RetryAfter/schema"
        }
      ],
      "links": []
    }
  ],
  "security": [
    [
      "adminKey"
    ]
  ],
  "pagination": null
} as const satisfies OperationSpec;

/**
 * `POST /admin/payments/{id}/settle`: Settle a pending payment
 */
export const settlePaymentOperation = {
  "id": "settlePayment",
  "operationId": "settlePayment",
  "method": "post",
  "path": "/admin/payments/{id}/settle",
  "pathAliases": [],
  "pointer": "/paths/~1admin~1payments~1{id}~1settle/post",
  "summary": "Settle a pending payment",
  "tags": [
    "Admin"
  ],
  "deprecated": false,
  "parameters": [
    {
      "name": "id",
      "in": "path",
      "required": true,
      "style": "simple",
      "explode": false,
      "allowReserved": false,
      "shape": "primitive",
      "schema": "/components/parameters/PaymentId/schema",
      "contentType": null,
      "deprecated": false
    }
  ],
  "body": null,
  "responses": [
    {
      "status": "200",
      "description": "The settled payment.",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/PaymentResponse",
          "examples": [
            "settled"
          ],
          "pointer": "/paths/~1admin~1payments~1{id}~1settle/post/responses/200/content/application~1json"
        }
      ],
      "headers": [],
      "links": []
    },
    {
      "status": "401",
      "description": "401 `unauthorized`: the api key (or admin key) is missing, unknown or rotated away.",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "missing"
          ],
          "pointer": "/components/responses/Unauthorized/content/application~1json"
        }
      ],
      "headers": [
        {
          "name": "WWW-Authenticate",
          "required": false,
          "schema": "/components/headers/WwwAuthenticate/schema"
        }
      ],
      "links": []
    },
    {
      "status": "403",
      "description": "403 `forbidden`: the resource belongs to another organisation (or, for a payment, is not " +
        "visible\n" +
        "to the caller), or a company key was sent to an `/admin/*` route. The body never contains any of\n" +
        "the resource's content.\n",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "otherOrganisation"
          ],
          "pointer": "/components/responses/Forbidden/content/application~1json"
        }
      ],
      "headers": [],
      "links": []
    },
    {
      "status": "404",
      "description": "404 `not_found`: no resource with this id (also any unknown route).",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "unknownAccount"
          ],
          "pointer": "/components/responses/NotFound/content/application~1json"
        }
      ],
      "headers": [],
      "links": []
    },
    {
      "status": "409",
      "description": "409 `conflict`: the transition is not allowed from the current state; the message names the\n" +
        "current state and `error.details.current_state` carries it.\n",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "alreadySettled"
          ],
          "pointer": "/components/responses/IllegalTransition/content/application~1json"
        }
      ],
      "headers": [],
      "links": []
    },
    {
      "status": "429",
      "description": "429 `too_many_requests`: only when the operator has configured a rate limit (none by " +
        "default).\n" +
        "`Retry-After` says when to retry.\n",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "slowDown"
          ],
          "pointer": "/components/responses/TooManyRequests/content/application~1json"
        }
      ],
      "headers": [
        {
          "name": "Retry-After",
          "required": false,
          "schema": "/components/headers/RetryAfter/schema"
        }
      ],
      "links": []
    },
    {
      "status": "500",
      "description": "500 `internal_error`: an unexpected failure; nothing was acknowledged. The message reveals no " +
        "internals.",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "failure"
          ],
          "pointer": "/components/responses/InternalError/content/application~1json"
        }
      ],
      "headers": [],
      "links": []
    },
    {
      "status": "503",
      "description": "503 `service_unavailable`: the bank is up but read-only, and nothing was acknowledged. Either " +
        "a\n" +
        "write to its disk failed (disk full: `Retry-After` says when the bank checks again; it resumes\n" +
        "writes by itself once space is back) or the stored ledger failed its audit at start (no\n" +
        "`Retry-After`: the operator must act, see `/health` and `GET /admin/audit`). Reads keep working.\n",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "diskFull"
          ],
          "pointer": "/components/responses/ServiceUnavailable/content/application~1json"
        }
      ],
      "headers": [
        {
          "name": "Retry-After",
          "required": false,
          "schema": "/components/headers/RetryAfter/schema"
        }
      ],
      "links": []
    }
  ],
  "security": [
    [
      "adminKey"
    ]
  ],
  "pagination": null
} as const satisfies OperationSpec;

/**
 * `POST /api/v1/signup`: Open a company (organisation) and receive its api key
 */
export const signupOperation = {
  "id": "signup",
  "operationId": "signup",
  "method": "post",
  "path": "/api/v1/signup",
  "pathAliases": [],
  "pointer": "/paths/~1api~1v1~1signup/post",
  "summary": "Open a company (organisation) and receive its api key",
  "tags": [
    "Organisations"
  ],
  "deprecated": false,
  "parameters": [],
  "body": {
    "required": true,
    "media": [
      {
        "contentType": "application/json",
        "kind": "json",
        "schema": "/components/schemas/SignupRequest",
        "examples": [
          "brokerWithTwoAccounts",
          "nameOnly"
        ],
        "pointer": "/paths/~1api~1v1~1signup/post/requestBody/content/application~1json"
      }
    ]
  },
  "responses": [
    {
      "status": "201",
      "description": "The organisation was created. `api_key` is shown only in this response.",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/SignupResponse",
          "examples": [
            "created"
          ],
          "pointer": "/paths/~1api~1v1~1signup/post/responses/201/content/application~1json"
        }
      ],
      "headers": [
        {
          "name": "Cache-Control",
          "required": true,
          "schema": "/components/headers/NoStore/schema"
        }
      ],
      "links": []
    },
    {
      "status": "400",
      "description": "400 `bad_request`: malformed JSON, a schema violation (wrong type, a fraction in an amount, a\n" +
        "value out of range, a string too long, an unknown member) or a bad query parameter.\n" +
        "`error.details.fields` lists every problem, not only the first. Not stored for idempotency.\n",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "badAmount"
          ],
          "pointer": "/components/responses/BadRequest/content/application~1json"
        }
      ],
      "headers": [],
      "links": []
    },
    {
      "status": "409",
      "description": "409 `conflict`: the slug (given or derived from the name) is already taken; nothing was created.",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "taken"
          ],
          "pointer": "/components/responses/SlugTaken/content/application~1json"
        }
      ],
      "headers": [],
      "links": []
    },
    {
      "status": "413",
      "description": "413 `payload_too_large`: the request body exceeds 64 KiB (65536 bytes).",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "tooLarge"
          ],
          "pointer": "/components/responses/PayloadTooLarge/content/application~1json"
        }
      ],
      "headers": [],
      "links": []
    },
    {
      "status": "415",
      "description": "415 `unsupported_media_type`: the body's `Content-Type` is missing or not `application/json`.",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "notJson"
          ],
          "pointer": "/components/responses/UnsupportedMediaType/content/application~1json"
        }
      ],
      "headers": [],
      "links": []
    },
    {
      "status": "422",
      "description": "422 `unprocessable_entity`, nothing created: an `opening_balance_cents` is above the bank's\n" +
        "per-account opening limit (default 100000000 cents), the organisation's opening balances would\n" +
        "total more than its per-organisation limit (default 1000000000 cents; every account it ever opened\n" +
        "counts), or the money in the bank would exceed 9007199254740991 cents. The operator sets the\n" +
        "limits with `--max-opening-balance` / `BANK_MAX_OPENING_BALANCE` and\n" +
        "`--max-organisation-opening` / `BANK_MAX_ORGANISATION_OPENING`.\n",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "perAccount"
          ],
          "pointer": "/components/responses/OpeningLimitExceeded/content/application~1json"
        }
      ],
      "headers": [],
      "links": []
    },
    {
      "status": "429",
      "description": "429 `too_many_requests`: only when the operator has configured a rate limit (none by " +
        "default).\n" +
        "`Retry-After` says when to retry.\n",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "slowDown"
          ],
          "pointer": "/components/responses/TooManyRequests/content/application~1json"
        }
      ],
      "headers": [
        {
          "name": "Retry-After",
          "required": false,
          "schema": "/components/headers/RetryAfter/schema"
        }
      ],
      "links": []
    },
    {
      "status": "500",
      "description": "500 `internal_error`: an unexpected failure; nothing was acknowledged. The message reveals no " +
        "internals.",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "failure"
          ],
          "pointer": "/components/responses/InternalError/content/application~1json"
        }
      ],
      "headers": [],
      "links": []
    },
    {
      "status": "503",
      "description": "503 `service_unavailable`: the bank is up but read-only, and nothing was acknowledged. Either " +
        "a\n" +
        "write to its disk failed (disk full: `Retry-After` says when the bank checks again; it resumes\n" +
        "writes by itself once space is back) or the stored ledger failed its audit at start (no\n" +
        "`Retry-After`: the operator must act, see `/health` and `GET /admin/audit`). Reads keep working.\n",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "diskFull"
          ],
          "pointer": "/components/responses/ServiceUnavailable/content/application~1json"
        }
      ],
      "headers": [
        {
          "name": "Retry-After",
          "required": false,
          "schema": "/components/headers/RetryAfter/schema"
        }
      ],
      "links": []
    }
  ],
  "security": [],
  "pagination": null
} as const satisfies OperationSpec;

/**
 * `POST /admin/accounts/{id}/unfreeze`: Unfreeze an account
 */
export const unfreezeAccountOperation = {
  "id": "unfreezeAccount",
  "operationId": "unfreezeAccount",
  "method": "post",
  "path": "/admin/accounts/{id}/unfreeze",
  "pathAliases": [],
  "pointer": "/paths/~1admin~1accounts~1{id}~1unfreeze/post",
  "summary": "Unfreeze an account",
  "tags": [
    "Admin"
  ],
  "deprecated": false,
  "parameters": [
    {
      "name": "id",
      "in": "path",
      "required": true,
      "style": "simple",
      "explode": false,
      "allowReserved": false,
      "shape": "primitive",
      "schema": "/components/parameters/AccountId/schema",
      "contentType": null,
      "deprecated": false
    }
  ],
  "body": null,
  "responses": [
    {
      "status": "200",
      "description": "The active account.",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/AccountResponse",
          "examples": [
            "active"
          ],
          "pointer": "/paths/~1admin~1accounts~1{id}~1unfreeze/post/responses/200/content/application~1json"
        }
      ],
      "headers": [],
      "links": []
    },
    {
      "status": "401",
      "description": "401 `unauthorized`: the api key (or admin key) is missing, unknown or rotated away.",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "missing"
          ],
          "pointer": "/components/responses/Unauthorized/content/application~1json"
        }
      ],
      "headers": [
        {
          "name": "WWW-Authenticate",
          "required": false,
          "schema": "/components/headers/WwwAuthenticate/schema"
        }
      ],
      "links": []
    },
    {
      "status": "403",
      "description": "403 `forbidden`: the resource belongs to another organisation (or, for a payment, is not " +
        "visible\n" +
        "to the caller), or a company key was sent to an `/admin/*` route. The body never contains any of\n" +
        "the resource's content.\n",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "otherOrganisation"
          ],
          "pointer": "/components/responses/Forbidden/content/application~1json"
        }
      ],
      "headers": [],
      "links": []
    },
    {
      "status": "404",
      "description": "404 `not_found`: no resource with this id (also any unknown route).",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "unknownAccount"
          ],
          "pointer": "/components/responses/NotFound/content/application~1json"
        }
      ],
      "headers": [],
      "links": []
    },
    {
      "status": "409",
      "description": "409 `conflict`: the transition is not allowed from the current state; the message names the\n" +
        "current state and `error.details.current_state` carries it.\n",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "alreadySettled"
          ],
          "pointer": "/components/responses/IllegalTransition/content/application~1json"
        }
      ],
      "headers": [],
      "links": []
    },
    {
      "status": "429",
      "description": "429 `too_many_requests`: only when the operator has configured a rate limit (none by " +
        "default).\n" +
        "`Retry-After` says when to retry.\n",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "slowDown"
          ],
          "pointer": "/components/responses/TooManyRequests/content/application~1json"
        }
      ],
      "headers": [
        {
          "name": "Retry-After",
          "required": false,
          "schema": "/components/headers/RetryAfter/schema"
        }
      ],
      "links": []
    },
    {
      "status": "500",
      "description": "500 `internal_error`: an unexpected failure; nothing was acknowledged. The message reveals no " +
        "internals.",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "failure"
          ],
          "pointer": "/components/responses/InternalError/content/application~1json"
        }
      ],
      "headers": [],
      "links": []
    },
    {
      "status": "503",
      "description": "503 `service_unavailable`: the bank is up but read-only, and nothing was acknowledged. Either " +
        "a\n" +
        "write to its disk failed (disk full: `Retry-After` says when the bank checks again; it resumes\n" +
        "writes by itself once space is back) or the stored ledger failed its audit at start (no\n" +
        "`Retry-After`: the operator must act, see `/health` and `GET /admin/audit`). Reads keep working.\n",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "diskFull"
          ],
          "pointer": "/components/responses/ServiceUnavailable/content/application~1json"
        }
      ],
      "headers": [
        {
          "name": "Retry-After",
          "required": false,
          "schema": "/components/headers/RetryAfter/schema"
        }
      ],
      "links": []
    }
  ],
  "security": [
    [
      "adminKey"
    ]
  ],
  "pagination": null
} as const satisfies OperationSpec;

/**
 * `POST /admin/accounts/{id}/withdrawals`: Take money out of an account
 */
export const withdrawFromAccountOperation = {
  "id": "withdrawFromAccount",
  "operationId": "withdrawFromAccount",
  "method": "post",
  "path": "/admin/accounts/{id}/withdrawals",
  "pathAliases": [],
  "pointer": "/paths/~1admin~1accounts~1{id}~1withdrawals/post",
  "summary": "Take money out of an account",
  "tags": [
    "Admin"
  ],
  "deprecated": false,
  "parameters": [
    {
      "name": "id",
      "in": "path",
      "required": true,
      "style": "simple",
      "explode": false,
      "allowReserved": false,
      "shape": "primitive",
      "schema": "/components/parameters/AccountId/schema",
      "contentType": null,
      "deprecated": false
    }
  ],
  "body": {
    "required": true,
    "media": [
      {
        "contentType": "application/json",
        "kind": "json",
        "schema": "/components/schemas/WithdrawalRequest",
        "examples": [
          "clawBack"
        ],
        "pointer": "/paths/~1admin~1accounts~1{id}~1withdrawals/post/requestBody/content/application~1json"
      }
    ]
  },
  "responses": [
    {
      "status": "201",
      "description": "The withdrawal and the account after it.",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/WithdrawalResponse",
          "examples": [
            "withdrawn"
          ],
          "pointer": "/paths/~1admin~1accounts~1{id}~1withdrawals/post/responses/201/content/application~1json"
        }
      ],
      "headers": [],
      "links": []
    },
    {
      "status": "400",
      "description": "400 `bad_request`: malformed JSON, a schema violation (wrong type, a fraction in an amount, a\n" +
        "value out of range, a string too long, an unknown member) or a bad query parameter.\n" +
        "`error.details.fields` lists every problem, not only the first. Not stored for idempotency.\n",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "badAmount"
          ],
          "pointer": "/components/responses/BadRequest/content/application~1json"
        }
      ],
      "headers": [],
      "links": []
    },
    {
      "status": "401",
      "description": "401 `unauthorized`: the api key (or admin key) is missing, unknown or rotated away.",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "missing"
          ],
          "pointer": "/components/responses/Unauthorized/content/application~1json"
        }
      ],
      "headers": [
        {
          "name": "WWW-Authenticate",
          "required": false,
          "schema": "/components/headers/WwwAuthenticate/schema"
        }
      ],
      "links": []
    },
    {
      "status": "403",
      "description": "403 `forbidden`: the resource belongs to another organisation (or, for a payment, is not " +
        "visible\n" +
        "to the caller), or a company key was sent to an `/admin/*` route. The body never contains any of\n" +
        "the resource's content.\n",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "otherOrganisation"
          ],
          "pointer": "/components/responses/Forbidden/content/application~1json"
        }
      ],
      "headers": [],
      "links": []
    },
    {
      "status": "404",
      "description": "404 `not_found`: no resource with this id (also any unknown route).",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "unknownAccount"
          ],
          "pointer": "/components/responses/NotFound/content/application~1json"
        }
      ],
      "headers": [],
      "links": []
    },
    {
      "status": "413",
      "description": "413 `payload_too_large`: the request body exceeds 64 KiB (65536 bytes).",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "tooLarge"
          ],
          "pointer": "/components/responses/PayloadTooLarge/content/application~1json"
        }
      ],
      "headers": [],
      "links": []
    },
    {
      "status": "415",
      "description": "415 `unsupported_media_type`: the body's `Content-Type` is missing or not `application/json`.",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "notJson"
          ],
          "pointer": "/components/responses/UnsupportedMediaType/content/application~1json"
        }
      ],
      "headers": [],
      "links": []
    },
    {
      "status": "422",
      "description": "422 `unprocessable_entity`: the account's `available_cents` is below the withdrawal's amount " +
        "(a\n" +
        "withdrawal never takes a balance below zero nor breaks a pending payment's hold); nothing changed.\n",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "short"
          ],
          "pointer": "/components/responses/WithdrawalNotCovered/content/application~1json"
        }
      ],
      "headers": [],
      "links": []
    },
    {
      "status": "429",
      "description": "429 `too_many_requests`: only when the operator has configured a rate limit (none by " +
        "default).\n" +
        "`Retry-After` says when to retry.\n",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "slowDown"
          ],
          "pointer": "/components/responses/TooManyRequests/content/application~1json"
        }
      ],
      "headers": [
        {
          "name": "Retry-After",
          "required": false,
          "schema": "/components/headers/RetryAfter/schema"
        }
      ],
      "links": []
    },
    {
      "status": "500",
      "description": "500 `internal_error`: an unexpected failure; nothing was acknowledged. The message reveals no " +
        "internals.",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "failure"
          ],
          "pointer": "/components/responses/InternalError/content/application~1json"
        }
      ],
      "headers": [],
      "links": []
    },
    {
      "status": "503",
      "description": "503 `service_unavailable`: the bank is up but read-only, and nothing was acknowledged. Either " +
        "a\n" +
        "write to its disk failed (disk full: `Retry-After` says when the bank checks again; it resumes\n" +
        "writes by itself once space is back) or the stored ledger failed its audit at start (no\n" +
        "`Retry-After`: the operator must act, see `/health` and `GET /admin/audit`). Reads keep working.\n",
      "media": [
        {
          "contentType": "application/json",
          "kind": "json",
          "schema": "/components/schemas/ErrorEnvelope",
          "examples": [
            "diskFull"
          ],
          "pointer": "/components/responses/ServiceUnavailable/content/application~1json"
        }
      ],
      "headers": [
        {
          "name": "Retry-After",
          "required": false,
          "schema": "/components/headers/RetryAfter/schema"
        }
      ],
      "links": []
    }
  ],
  "security": [
    [
      "adminKey"
    ]
  ],
  "pagination": null
} as const satisfies OperationSpec;

/**
 * The security schemes of specs/bank.openapi.yaml: where a client puts each key and a server reads it.
 */
export const bankSecuritySchemes = {
  "adminKey": {
    "type": "http",
    "scheme": "bearer",
    "bearerFormat": "admin key"
  },
  "companyKey": {
    "type": "http",
    "scheme": "bearer",
    "bearerFormat": "api key"
  }
} as const satisfies OperationTable["securitySchemes"];

/**
 * Every operation of specs/bank.openapi.yaml, by id, with its security schemes, webhooks and callbacks.
 */
export const bankOperations = {
  service: "bank",
  title: "Mock Bank API",
  version: "1.0.0",
  openapi: "3.1.0",
  securitySchemes: bankSecuritySchemes,
  operations: {
    adminListOrganisations: adminListOrganisationsOperation,
    adminListPayments: adminListPaymentsOperation,
    createStatementLink: createStatementLinkOperation,
    depositToAccount: depositToAccountOperation,
    freezeAccount: freezeAccountOperation,
    getAccount: getAccountOperation,
    getAudit: getAuditOperation,
    getDirectory: getDirectoryOperation,
    getDocs: getDocsOperation,
    getHealth: getHealthOperation,
    getLinkedStatement: getLinkedStatementOperation,
    getMe: getMeOperation,
    getOpenApiDocument: getOpenApiDocumentOperation,
    getPayment: getPaymentOperation,
    getSettlementMode: getSettlementModeOperation,
    getStatement: getStatementOperation,
    listAccounts: listAccountsOperation,
    listPayments: listPaymentsOperation,
    listTransactions: listTransactionsOperation,
    openAccount: openAccountOperation,
    returnPayment: returnPaymentOperation,
    reversePayment: reversePaymentOperation,
    rotateKey: rotateKeyOperation,
    sendPayment: sendPaymentOperation,
    setSettlementMode: setSettlementModeOperation,
    settlePayment: settlePaymentOperation,
    signup: signupOperation,
    unfreezeAccount: unfreezeAccountOperation,
    withdrawFromAccount: withdrawFromAccountOperation,
  },
  webhooks: [],
  callbacks: [],
} as const satisfies OperationTable;
