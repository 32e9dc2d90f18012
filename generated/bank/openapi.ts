// generated from specs/bank.openapi.yaml (sha256:8f865e3972afda3629679211daf4df19b546d1a7b6c8c34345a4b3947996aedc), do not edit
/**
 * Mock Bank API 1.0.0, bundled from specs/bank.openapi.yaml.
 */
export const bankOpenApiDocument: Record<string, unknown> = {
  "openapi": "3.1.0",
  "info": {
    "title": "Mock Bank API",
    "version": "1.0.0",
    "license": {
      "name": "MIT",
      "identifier": "MIT"
    },
    "summary": "A mock bank for a hackathon - accounts, payments and statements in integer USD cents.",
    "description": "The contract of the mock bank: every rule it keeps is written here, and the operations above\nare the whole surface. Where the original brief left a detail open, this document decides it\n(`docs/bank-gaps.md` in the repository lists each such decision).\n\n## What the bank does\nA caller opens a company (an *organisation*) with one unauthenticated call (`POST /api/v1/signup`),\nreceives an api key once, and then opens accounts, sends payments and reads statements. How money is\nsegregated across accounts (operating, trust, loss fund) is the caller's decision. A payment carries\none free-text `reference` and an optional `end_to_end_id`; the bank has no notion of policies,\npremiums, commissions or bordereaux and matching references to business documents is left to the\ncaller.\n\n## Money\n- Money is integer cents (`*_cents`), never fractions. Version 1 supports `USD` only.\n- A JSON number with a fraction, a string, a negative where a minimum applies or a number beyond\n  2^53-1 (9007199254740991) is rejected with 400 `bad_request`.\n- The bank does not allow overdrafts: no customer action takes a balance below zero. The one\n  documented exception is a bank-initiated forced reversal (`POST /admin/payments/{id}/reverse`\n  with `force: true`).\n- Money enters the bank only through deposits: opening balances (booked as deposit postings with\n  the reference `OPENING BALANCE`) and admin deposits. The bank refuses (422) any deposit that would\n  take the sum of all deposits above 9007199254740991, so no balance can leave the safe-integer range.\n- `available_cents` = `balance_cents` minus the holds of the account's `pending` outgoing payments.\n  Funds checks use `available_cents`.\n\n## Settlement modes\nThe bank runs in one settlement mode at a time (`GET /admin/settlement-mode`, default `automatic`).\n- `automatic`: a payment that passes every check settles at once: status `settled`, two postings\n  written (DR on the sender, CR on the receiver), `settled_at` = `created_at`.\n- `manual`: a payment that passes every check is `pending`: its amount is held on the sender\n  (`available_cents` drops, `balance_cents` does not) and no posting is written until the bank\n  settles (`POST /admin/payments/{id}/settle`) or returns (`POST /admin/payments/{id}/return`) it.\nSwitching the mode never touches payments already `pending`; they wait for an admin decision.\n\n## Postings\nStatement lines and transactions are postings. Only these write postings:\n- settling a payment: DR on the sender and CR on the receiver, both with the payment's reference;\n- returning a `pending` payment: the hold is released and the sender gets the payment's DR and the\n  matching credit with the reference `RETURN <reference>` (the word RETURN, one space, the original\n  reference), written together, so the balance is unchanged and no money is created; `value_date` is\n  null on both because no value moved;\n- reversing a `settled` payment: DR on the receiver and CR on the sender, both with the reference\n  `RETURN <reference>`;\n- deposits (opening balances, admin deposits): one CR whose counterparty is the bank's own account\n  number `0000000000` and whose `transfer_id` is the deposit id (`dep_...`).\nA `rejected` payment never happened: it is recorded with a `return_reason` and writes no posting.\nLedger invariants (proven by `GET /admin/audit`): every balance equals the sum of its postings,\nevery payment's debits equal its credits, and total credits minus total debits equals total deposits\nequals the sum of all balances.\n\n## Authentication and who may see what\n- `Authorization: Bearer <API_KEY>` (RFC 6750). Keys are issued once (signup, key rotation), stored\n  only as hashes, compared in constant time and can never be retrieved again.\n- Public routes (no key): `/health`, `/api/v1/signup`, `/api/v1/directory`, `/docs`, `/openapi.json`.\n  Every other `/api/v1/*` route needs the company key; `/admin/*` routes need the bank's admin key.\n- A missing or invalid key gives 401. A rotated key fails at once.\n- A company key reaches only its own organisation: its accounts (with balances), their transactions\n  and statements, and the payments touching its accounts. Another organisation's account gives 403\n  and the body never contains any of its content. A payment is visible to the sending organisation\n  and, unless it is `rejected` (a rejection never happened, so the receiver never learns of it), to\n  the receiving organisation; anyone else gets 403.\n- The directory is public and shows organisation names and slugs and each account's number, name\n  and type - never balances, statuses, ids, teams or keys.\n- The admin key is the bank's own (from configuration, or generated and printed once at first start).\n  A company key on `/admin/*` gets 403 `forbidden`; a missing or unknown key gets 401.\n\n## Idempotency\n`POST /api/v1/payments` accepts an `Idempotency-Key` header; see that operation for the rules.\n\n## Requests and errors\n- Request bodies are JSON (`Content-Type: application/json`, an optional `charset=utf-8`); another\n  or a missing content type on a body-taking route gives 415 `unsupported_media_type`. Bodies are\n  capped at 64 KiB (65536 bytes): larger gives 413 `payload_too_large`. Malformed JSON, a schema\n  violation or an unknown member gives 400 `bad_request` with every problem listed in\n  `error.details.fields`. Operations that take no body ignore any body sent.\n- Every error body is the `ErrorEnvelope`; `components/schemas/ErrorCode` lists every code with its\n  status. Unknown routes (and unknown methods on known paths) answer 404 `not_found`.\n\n## CORS\nCross-origin calls are allowed: every response carries `Access-Control-Allow-Origin: *` and\n`Access-Control-Expose-Headers: Idempotent-Replayed, Retry-After, Content-Disposition,\nWWW-Authenticate`; a preflight `OPTIONS` (any path) answers 204 with `Access-Control-Allow-Methods:\nGET, POST, PUT, OPTIONS`, `Access-Control-Allow-Headers: Authorization, Content-Type,\nIdempotency-Key` and `Access-Control-Max-Age: 600`. Preflight is not an operation of this document.\n\n## Response headers and connection limits\n- Every response carries `X-Content-Type-Options: nosniff`. Responses that carry a key (signup, key\n  rotation) carry `Cache-Control: no-store`. HTML responses carry a `Content-Security-Policy`: the\n  statement page allows only its inline style; `/docs` allows its two inline scripts by hash, inline\n  styles and requests to its own origin.\n- A 401 carries `WWW-Authenticate: Bearer` (no key sent) or `Bearer error=\"invalid_token\"` (RFC 6750 §3).\n- A request whose headers do not arrive within 10 seconds, or whose whole body not within 30 seconds,\n  is answered 408 `request_timeout` and the connection closed; headers over 16 KiB get 431\n  `request_header_fields_too_large`; a request the HTTP parser cannot read gets 400 `bad_request`.\n  All three in the `ErrorEnvelope` (operators can change the timeouts). Connections beyond the\n  configured cap (default 1024) are closed at once.\n- A body declared (`Content-Length`) larger than 64 KiB gets 413 before it is read; a client sending\n  `Expect: 100-continue` receives the 413 instead of `100 Continue`.\n- `/openapi.json` names in `servers` the bank's configured public URL (or the address it listens on),\n  never the request's `Host` header.\n- Every response carries `X-Request-Id`: the request's own `X-Request-Id` when it is 1-128 letters,\n  digits or `._:@-`, else a new UUID. The bank's request log names it, so a client can quote it.\n\n## Availability\nThe bank never refuses to start over its own data without a way in. When a write to its disk fails\n(disk full), nothing of that write is acknowledged or kept: the bank rebuilds its state from the disk,\nanswers every write 503 `service_unavailable` with `Retry-After`, keeps serving reads, reports\n`status: degraded` with the reason on `/health`, and resumes writes by itself once space is back.\nWhen the stored ledger fails its audit at start, the bank starts read-only: writes answer 503 (without\n`Retry-After`), `/health` is `degraded` with the reason and `GET /admin/audit` lists the violations;\nthe operator may start it with `--accept-audit` to take writes anyway.\n\n## Rate limits\nVersion 1 enforces no rate limit by default (it is a sandbox that load tests run against). The code\n`too_many_requests` (429, with a `Retry-After` header in seconds) is declared on every operation so\nclients handle it from day one; it is answered only when the operator configures a limit.\n\n## Events\nThere are no webhooks or event streams in version 1. Clients poll: the transactions list (newest\nfirst, with a cursor that is stable under inserts) and `GET /api/v1/payments/{id}` for one payment.\n\n## Versioning\nThe API version is the path prefix `/api/v1`; this description is version 1.0.0. Version 1 is frozen:\nrequest and response shapes (response objects reject unknown members) and enum values do not change\nwithin `/api/v1`. A breaking or additive change ships as `/api/v2`; `/api/v1` then stays available\nfor at least 90 days and its responses carry `Deprecation` (RFC 9745) and `Sunset` (RFC 8594)\nheaders during that time. Patch versions of this description only clarify text.\n\n## Formats\nTimestamps are RFC 3339 date-times in UTC with milliseconds (`2025-03-01T09:30:00.000Z`). Ids are\nopaque strings with a type prefix: `org_`, `acc_`, `pay_`, `dep_`.\n"
  },
  "servers": [
    {
      "url": "http://127.0.0.1:4010",
      "description": "The local mock bank."
    }
  ],
  "security": [
    {
      "companyKey": []
    }
  ],
  "tags": [
    {
      "name": "Health",
      "description": "Liveness and the bank's current settlement mode."
    },
    {
      "name": "Organisations",
      "description": "Signup, the caller's own organisation and its api key."
    },
    {
      "name": "Accounts",
      "description": "The caller's accounts and their postings."
    },
    {
      "name": "Statements",
      "description": "Statements of one account in JSON, CSV or HTML, and signed links that open one in a browser."
    },
    {
      "name": "Payments",
      "description": "Sending and reading payments."
    },
    {
      "name": "Directory",
      "description": "The public directory of companies and their account numbers (never balances)."
    },
    {
      "name": "Docs",
      "description": "This document and its interactive reference."
    },
    {
      "name": "Admin",
      "description": "The bank's own surface. Like the simulation endpoints\nof sandbox banks, it drives every state change: settlement mode, settle, return, reverse, freeze,\nunfreeze, deposit, and an audit that proves the ledger invariants. Needs the admin key.\n"
    }
  ],
  "paths": {
    "/health": {
      "get": {
        "operationId": "getHealth",
        "summary": "Check that the bank is up",
        "description": "Liveness check; public. A 200 JSON object\n`{status, writable, reason?, version, settlement_mode, uptime_seconds}`. It answers 200 whenever\nthe process runs, also while the bank is read-only (`status: degraded` with the `reason`).\n",
        "tags": [
          "Health"
        ],
        "security": [],
        "responses": {
          "200": {
            "description": "The bank is up.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Health"
                },
                "examples": {
                  "up": {
                    "summary": "Automatic settlement",
                    "value": {
                      "status": "ok",
                      "writable": true,
                      "version": "1.0.0",
                      "settlement_mode": "automatic",
                      "uptime_seconds": 3600
                    }
                  },
                  "diskFull": {
                    "summary": "Read-only while the disk is full",
                    "value": {
                      "status": "degraded",
                      "writable": false,
                      "reason": "a write to the ledger's store failed (the disk is full): ENOSPC: no space left on device, write",
                      "version": "1.0.0",
                      "settlement_mode": "automatic",
                      "uptime_seconds": 3600
                    }
                  }
                }
              }
            }
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "500": {
            "$ref": "#/components/responses/InternalError"
          }
        }
      }
    },
    "/api/v1/signup": {
      "post": {
        "operationId": "signup",
        "summary": "Open a company (organisation) and receive its api key",
        "description": "Unauthenticated. Creates the organisation, opens the listed accounts (none when `accounts` is\nabsent or empty) and returns the api key - shown this once only, never retrievable again.\n\n- `slug`: lowercase letters, digits and single dashes, 1 to 63 characters, no leading or trailing\n  dash. When absent it is derived from `name`: Unicode NFKD, combining marks removed, lowercased,\n  every run of characters other than `a-z` and `0-9` replaced by one dash, leading and trailing\n  dashes trimmed, cut to 63 characters and trimmed again. A name that derives an empty slug gives\n  400 (pass `slug`).\n- A slug already taken - given or derived - gives 409 `conflict` and creates nothing; the message\n  names the slug. (A derived slug is not suffixed: a second signup with the same name is far more\n  often a retry than a new company.)\n- Each account item with `opening_balance_cents` > 0 books one deposit posting with the reference\n  `OPENING BALANCE`; 0 books nothing.\n- Opening balances are bounded (422 `unprocessable_entity`, nothing created): at most\n  100000000 cents (1,000,000.00 USD) per account and 1000000000 cents per organisation in total,\n  unless the operator configured other limits (`--max-opening-balance`,\n  `--max-organisation-opening`); and the money in the bank stays below 9007199254740991 cents.\n- The signup is atomic: on any error nothing is created.\n",
        "tags": [
          "Organisations"
        ],
        "security": [],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/SignupRequest"
              },
              "examples": {
                "brokerWithTwoAccounts": {
                  "summary": "A broker with an operating and a trust account",
                  "value": {
                    "name": "Acme Insurance Brokers",
                    "team": "Team Falcon",
                    "accounts": [
                      {
                        "name": "Operating",
                        "type": "operating",
                        "opening_balance_cents": 250000
                      },
                      {
                        "name": "Client money",
                        "type": "trust"
                      }
                    ]
                  }
                },
                "nameOnly": {
                  "summary": "Only a name; slug derived, no accounts",
                  "value": {
                    "name": "Acme Insurance Brokers"
                  }
                }
              }
            }
          }
        },
        "responses": {
          "201": {
            "description": "The organisation was created. `api_key` is shown only in this response.",
            "headers": {
              "Cache-Control": {
                "$ref": "#/components/headers/NoStore"
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/SignupResponse"
                },
                "examples": {
                  "created": {
                    "summary": "Created with two accounts",
                    "value": {
                      "organisation": {
                        "id": "org_01JNM8Q4ZK7T3V9X2B6C5D1E0F",
                        "name": "Acme Insurance Brokers",
                        "slug": "acme-insurance-brokers",
                        "team": "Team Falcon",
                        "created_at": "2025-03-01T09:30:00.000Z"
                      },
                      "api_key": "sk_NsbFxBY5VhQPVRfvv7_RTO2TTlpDLgkLna5FUv5sSGA",
                      "accounts": [
                        {
                          "id": "acc_01JNM8Q4ZM0A1B2C3D4E5F6G7H",
                          "account_number": "4000000012",
                          "name": "Operating",
                          "type": "operating",
                          "currency": "USD",
                          "status": "active",
                          "balance_cents": 250000,
                          "available_cents": 250000
                        },
                        {
                          "id": "acc_01JNM8Q4ZN8J9K0M1N2P3Q4R5S",
                          "account_number": "4000000020",
                          "name": "Client money",
                          "type": "trust",
                          "currency": "USD",
                          "status": "active",
                          "balance_cents": 0,
                          "available_cents": 0
                        }
                      ]
                    }
                  }
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "409": {
            "$ref": "#/components/responses/SlugTaken"
          },
          "413": {
            "$ref": "#/components/responses/PayloadTooLarge"
          },
          "415": {
            "$ref": "#/components/responses/UnsupportedMediaType"
          },
          "422": {
            "$ref": "#/components/responses/OpeningLimitExceeded"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "500": {
            "$ref": "#/components/responses/InternalError"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/api/v1/me": {
      "get": {
        "operationId": "getMe",
        "summary": "Read the caller's organisation and accounts",
        "description": "The organisation the key belongs to and all its accounts, in opening order.",
        "tags": [
          "Organisations"
        ],
        "responses": {
          "200": {
            "description": "The caller's organisation and accounts.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/MeResponse"
                },
                "examples": {
                  "me": {
                    "summary": "One operating account",
                    "value": {
                      "organisation": {
                        "id": "org_01JNM8Q4ZK7T3V9X2B6C5D1E0F",
                        "name": "Acme Insurance Brokers",
                        "slug": "acme-insurance-brokers",
                        "team": null,
                        "created_at": "2025-03-01T09:30:00.000Z"
                      },
                      "accounts": [
                        {
                          "id": "acc_01JNM8Q4ZM0A1B2C3D4E5F6G7H",
                          "account_number": "4000000012",
                          "name": "Operating",
                          "type": "operating",
                          "currency": "USD",
                          "status": "active",
                          "balance_cents": 237500,
                          "available_cents": 237500
                        }
                      ]
                    }
                  }
                }
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "500": {
            "$ref": "#/components/responses/InternalError"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/api/v1/me/rotate-key": {
      "post": {
        "operationId": "rotateKey",
        "summary": "Replace the caller's api key",
        "description": "Issues a new api key and invalidates the old one at once: the next request with the old key gets\n401. The new key is shown only in this response. Idempotency keys belong to the organisation, so\nthey survive the rotation. Takes no request body.\n",
        "tags": [
          "Organisations"
        ],
        "responses": {
          "200": {
            "description": "The new api key, shown once.",
            "headers": {
              "Cache-Control": {
                "$ref": "#/components/headers/NoStore"
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/RotateKeyResponse"
                },
                "examples": {
                  "rotated": {
                    "summary": "A new key",
                    "value": {
                      "api_key": "sk_LlxV0FWyeCDahczQzgqoy8J9GiCv1tPg7I8_WMjredg"
                    }
                  }
                }
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "500": {
            "$ref": "#/components/responses/InternalError"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/api/v1/accounts": {
      "get": {
        "operationId": "listAccounts",
        "summary": "List the caller's accounts",
        "description": "All accounts of the caller's organisation, active and frozen, in opening order.",
        "tags": [
          "Accounts"
        ],
        "responses": {
          "200": {
            "description": "The caller's accounts.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/AccountList"
                },
                "examples": {
                  "two": {
                    "summary": "Two accounts",
                    "value": {
                      "accounts": [
                        {
                          "id": "acc_01JNM8Q4ZM0A1B2C3D4E5F6G7H",
                          "account_number": "4000000012",
                          "name": "Operating",
                          "type": "operating",
                          "currency": "USD",
                          "status": "active",
                          "balance_cents": 237500,
                          "available_cents": 227500
                        },
                        {
                          "id": "acc_01JNM8Q4ZN8J9K0M1N2P3Q4R5S",
                          "account_number": "4000000020",
                          "name": "Client money",
                          "type": "trust",
                          "currency": "USD",
                          "status": "frozen",
                          "balance_cents": 0,
                          "available_cents": 0
                        }
                      ]
                    }
                  }
                }
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "500": {
            "$ref": "#/components/responses/InternalError"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      },
      "post": {
        "operationId": "openAccount",
        "summary": "Open an account",
        "description": "Opens an account in the caller's organisation with a new unique account number. `type` defaults\nto `operating`, `currency` to `USD` (the only currency). `opening_balance_cents` > 0 books one\ndeposit posting with the reference `OPENING BALANCE`; 0 or absent books nothing.\n",
        "tags": [
          "Accounts"
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/OpenAccountRequest"
              },
              "examples": {
                "lossFund": {
                  "summary": "A loss fund with an opening balance",
                  "value": {
                    "name": "Loss fund 2025",
                    "type": "loss_fund",
                    "currency": "USD",
                    "opening_balance_cents": 1000000
                  }
                },
                "nameOnly": {
                  "summary": "Defaults - operating, USD, zero balance",
                  "value": {
                    "name": "Operating 2"
                  }
                }
              }
            }
          }
        },
        "responses": {
          "201": {
            "description": "The account was opened.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/AccountResponse"
                },
                "examples": {
                  "opened": {
                    "summary": "A loss fund",
                    "value": {
                      "account": {
                        "id": "acc_01JNMD2E3F4G5H6J7K8M9N0P1Q",
                        "account_number": "4000000046",
                        "name": "Loss fund 2025",
                        "type": "loss_fund",
                        "currency": "USD",
                        "status": "active",
                        "balance_cents": 1000000,
                        "available_cents": 1000000
                      }
                    }
                  }
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "413": {
            "$ref": "#/components/responses/PayloadTooLarge"
          },
          "415": {
            "$ref": "#/components/responses/UnsupportedMediaType"
          },
          "422": {
            "$ref": "#/components/responses/OpeningLimitExceeded"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "500": {
            "$ref": "#/components/responses/InternalError"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/api/v1/accounts/{id}": {
      "get": {
        "operationId": "getAccount",
        "summary": "Read one of the caller's accounts",
        "description": "One account of the caller. An unknown id gives 404; another organisation's account 403.",
        "tags": [
          "Accounts"
        ],
        "parameters": [
          {
            "$ref": "#/components/parameters/AccountId"
          }
        ],
        "responses": {
          "200": {
            "description": "The account.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/AccountResponse"
                },
                "examples": {
                  "operating": {
                    "summary": "An operating account with a pending payment held",
                    "value": {
                      "account": {
                        "id": "acc_01JNM8Q4ZM0A1B2C3D4E5F6G7H",
                        "account_number": "4000000012",
                        "name": "Operating",
                        "type": "operating",
                        "currency": "USD",
                        "status": "active",
                        "balance_cents": 237500,
                        "available_cents": 227500
                      }
                    }
                  }
                }
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "500": {
            "$ref": "#/components/responses/InternalError"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/api/v1/accounts/{id}/transactions": {
      "get": {
        "operationId": "listTransactions",
        "summary": "List an account's postings, newest first",
        "description": "The account's postings (statement lines), newest first, in pages of `limit` (default 50, at most\n500). `from` and `to` filter on `date` and are inclusive: a date means the whole UTC day. `from`\nafter `to` gives 400. Pending payments write no posting and so are not listed (they show as a\nhold in `available_cents`).\n\nPaging: `next_cursor` is an opaque string when more lines follow and null on the last page. Send\nit back as `cursor` with the same `from`, `to` and `limit`. The cursor marks a position in the\naccount's posting order, so postings written after the first page never shift later pages. A\ncursor that is malformed or was issued for another account gives 400.\n",
        "tags": [
          "Accounts"
        ],
        "x-pagination": {
          "cursorParam": "cursor",
          "nextCursorField": "next_cursor",
          "itemsField": "transactions"
        },
        "parameters": [
          {
            "$ref": "#/components/parameters/AccountId"
          },
          {
            "$ref": "#/components/parameters/From"
          },
          {
            "$ref": "#/components/parameters/To"
          },
          {
            "$ref": "#/components/parameters/Limit"
          },
          {
            "$ref": "#/components/parameters/Cursor"
          }
        ],
        "responses": {
          "200": {
            "description": "One page of postings, newest first.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/TransactionPage"
                },
                "examples": {
                  "lastPage": {
                    "summary": "The only page",
                    "value": {
                      "transactions": [
                        {
                          "date": "2025-03-02T14:05:00.000Z",
                          "value_date": "2025-03-02T14:05:00.000Z",
                          "account_number": "4000000012",
                          "counterparty_account_number": "4000000038",
                          "direction": "DR",
                          "amount_cents": 12500,
                          "currency": "USD",
                          "reference": "INV-2025-0042",
                          "transfer_id": "pay_01JNMB7T8V9W0X1Y2Z3A4B5C6D",
                          "end_to_end_id": "E2E-7781",
                          "running_balance_cents": 237500
                        },
                        {
                          "date": "2025-03-01T09:30:00.000Z",
                          "value_date": "2025-03-01T09:30:00.000Z",
                          "account_number": "4000000012",
                          "counterparty_account_number": "0000000000",
                          "direction": "CR",
                          "amount_cents": 250000,
                          "currency": "USD",
                          "reference": "OPENING BALANCE",
                          "transfer_id": "dep_01JNM8Q4ZP2R3S4T5V6W7X8Y9Z",
                          "end_to_end_id": null,
                          "running_balance_cents": 250000
                        }
                      ],
                      "next_cursor": null
                    }
                  }
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "500": {
            "$ref": "#/components/responses/InternalError"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/api/v1/accounts/{id}/statement": {
      "get": {
        "operationId": "getStatement",
        "summary": "Produce a statement of an account",
        "description": "A statement for the inclusive range `from`..`to` (a date means the whole UTC day; `from` absent =\nsince the account was opened, `to` absent = now; `from` after `to` gives 400). Lines are oldest\nfirst with running balances. `opening_balance_cents` is the running balance just before `from`\n(0 when `from` is absent); `closing_balance_cents` is the running balance at `to`, so closing =\nopening + credits - debits of the lines. The representation is chosen by `format` (default\n`json`), not by the `Accept` header.\n",
        "tags": [
          "Statements"
        ],
        "parameters": [
          {
            "$ref": "#/components/parameters/AccountId"
          },
          {
            "$ref": "#/components/parameters/From"
          },
          {
            "$ref": "#/components/parameters/To"
          },
          {
            "$ref": "#/components/parameters/StatementFormat"
          }
        ],
        "responses": {
          "200": {
            "description": "The statement in the requested format: `application/json` for `json`, `text/csv;\ncharset=utf-8` for `csv`, `text/html; charset=utf-8` for `html`.\n",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Statement"
                },
                "examples": {
                  "march": {
                    "summary": "March 2025",
                    "value": {
                      "account_number": "4000000012",
                      "currency": "USD",
                      "from": "2025-03-01T00:00:00.000Z",
                      "to": "2025-03-31T23:59:59.999Z",
                      "opening_balance_cents": 0,
                      "closing_balance_cents": 237500,
                      "lines": [
                        {
                          "date": "2025-03-01T09:30:00.000Z",
                          "value_date": "2025-03-01T09:30:00.000Z",
                          "account_number": "4000000012",
                          "counterparty_account_number": "0000000000",
                          "direction": "CR",
                          "amount_cents": 250000,
                          "currency": "USD",
                          "reference": "OPENING BALANCE",
                          "transfer_id": "dep_01JNM8Q4ZP2R3S4T5V6W7X8Y9Z",
                          "end_to_end_id": null,
                          "running_balance_cents": 250000
                        },
                        {
                          "date": "2025-03-02T14:05:00.000Z",
                          "value_date": "2025-03-02T14:05:00.000Z",
                          "account_number": "4000000012",
                          "counterparty_account_number": "4000000038",
                          "direction": "DR",
                          "amount_cents": 12500,
                          "currency": "USD",
                          "reference": "INV-2025-0042",
                          "transfer_id": "pay_01JNMB7T8V9W0X1Y2Z3A4B5C6D",
                          "end_to_end_id": "E2E-7781",
                          "running_balance_cents": 237500
                        }
                      ]
                    }
                  }
                }
              },
              "text/csv": {
                "schema": {
                  "$ref": "#/components/schemas/StatementCsv"
                },
                "example": "date,value_date,account_number,counterparty_account_number,direction,amount,currency,reference,transfer_id,end_to_end_id,running_balance\r\n2025-03-01T09:30:00.000Z,2025-03-01T09:30:00.000Z,4000000012,0000000000,CR,2500.00,USD,OPENING BALANCE,dep_01JNM8Q4ZP2R3S4T5V6W7X8Y9Z,,2500.00\r\n2025-03-02T14:05:00.000Z,2025-03-02T14:05:00.000Z,4000000012,4000000038,DR,125.00,USD,INV-2025-0042,pay_01JNMB7T8V9W0X1Y2Z3A4B5C6D,E2E-7781,2375.00\r\n"
              },
              "text/html": {
                "schema": {
                  "$ref": "#/components/schemas/StatementHtml"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "500": {
            "$ref": "#/components/responses/InternalError"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/api/v1/accounts/{id}/statement-links": {
      "post": {
        "operationId": "createStatementLink",
        "summary": "Issue a link that opens a statement in a browser",
        "description": "Issues a short-lived, signed link to one statement of one of the caller's accounts, for\nopening in a browser or handing to someone without an api key (the key never appears in a\nURL). The link is scoped to this account, the period and the format asked for, and expires\nafter `ttl_seconds` (default 900, at most 86400). A period without `to` ends at the moment of\nissue, so the link shows the same statement every time. The token is signed (HMAC-SHA256)\nwith a secret the bank keeps in its data file; the bank stores nothing per link, so a link\ncannot be revoked before it expires: keep lifetimes short. Open `url` with a plain GET\n(`getLinkedStatement`).\n",
        "tags": [
          "Statements"
        ],
        "parameters": [
          {
            "$ref": "#/components/parameters/AccountId"
          }
        ],
        "requestBody": {
          "required": false,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/StatementLinkRequest"
              },
              "examples": {
                "march": {
                  "summary": "March 2025 as HTML, for ten minutes",
                  "value": {
                    "from": "2025-03-01",
                    "to": "2025-03-31",
                    "format": "html",
                    "ttl_seconds": 600
                  }
                }
              }
            }
          }
        },
        "responses": {
          "201": {
            "description": "The link was issued.",
            "headers": {
              "Cache-Control": {
                "description": "Always `no-store`; the url grants access until it expires.",
                "schema": {
                  "type": "string"
                }
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/StatementLink"
                },
                "examples": {
                  "march": {
                    "summary": "A link to March 2025",
                    "value": {
                      "url": "http://127.0.0.1:4010/api/v1/accounts/acc_01JNMC1D2E3F4G5H6J7K8M9N0P/linked-statement?token=eyJ2IjoxLCJvIjoib3JnXzAxIiwiYSI6ImFjY18wMSIsImYiOiJodG1sIiwicyI6bnVsbCwiZSI6MCwieCI6MH0.c2lnbmF0dXJlLXNpZ25hdHVyZS1zaWduYXR1cmUtc2ln",
                      "expires_at": "2025-04-02T09:10:00.000Z",
                      "format": "html",
                      "from": "2025-03-01T00:00:00.000Z",
                      "to": "2025-03-31T23:59:59.999Z"
                    }
                  }
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "413": {
            "$ref": "#/components/responses/PayloadTooLarge"
          },
          "415": {
            "$ref": "#/components/responses/UnsupportedMediaType"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "500": {
            "$ref": "#/components/responses/InternalError"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/api/v1/accounts/{id}/linked-statement": {
      "get": {
        "operationId": "getLinkedStatement",
        "summary": "Open a statement through a signed link",
        "description": "Public: the `token` from `createStatementLink` is the only credential. Serves the statement\nthe link was issued for (its account, period and format), as `text/html` or `text/csv`. A\ntoken this bank did not sign, or one altered in any way, answers 401; a genuine token used\nwith another account's id answers 403; an expired one answers 410. None of these bodies\nsays anything about the account.\n",
        "tags": [
          "Statements"
        ],
        "security": [],
        "parameters": [
          {
            "$ref": "#/components/parameters/AccountId"
          },
          {
            "name": "token",
            "in": "query",
            "required": true,
            "description": "The signed token of the link (base64url claims, a dot, base64url signature).",
            "schema": {
              "type": "string",
              "minLength": 1,
              "maxLength": 2048
            }
          }
        ],
        "responses": {
          "200": {
            "description": "The statement in the link's format.",
            "headers": {
              "Cache-Control": {
                "description": "Always `private, no-store`.",
                "schema": {
                  "type": "string"
                }
              }
            },
            "content": {
              "text/html": {
                "schema": {
                  "$ref": "#/components/schemas/StatementHtml"
                }
              },
              "text/csv": {
                "schema": {
                  "$ref": "#/components/schemas/StatementCsv"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "description": "401 `unauthorized`: the token was not issued by this bank, or was altered.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ErrorEnvelope"
                },
                "examples": {
                  "invalid": {
                    "summary": "A token that does not verify",
                    "value": {
                      "error": {
                        "code": "unauthorized",
                        "message": "this statement link is not valid"
                      }
                    }
                  }
                }
              }
            }
          },
          "403": {
            "description": "403 `forbidden`: the token is genuine but was issued for another account.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ErrorEnvelope"
                },
                "examples": {
                  "foreign": {
                    "summary": "Another account's link",
                    "value": {
                      "error": {
                        "code": "forbidden",
                        "message": "this statement link is for another account"
                      }
                    }
                  }
                }
              }
            }
          },
          "410": {
            "description": "410 `gone`: the link has expired; ask the account holder for a new one.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ErrorEnvelope"
                },
                "examples": {
                  "expired": {
                    "summary": "An expired link",
                    "value": {
                      "error": {
                        "code": "gone",
                        "message": "this statement link has expired; ask the account holder for a new one"
                      }
                    }
                  }
                }
              }
            }
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "500": {
            "$ref": "#/components/responses/InternalError"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/api/v1/payments": {
      "get": {
        "operationId": "listPayments",
        "summary": "List payments touching the caller's accounts",
        "description": "Payments sent from or received into the caller's accounts, newest first (by `created_at`), at\nmost `limit` (default 50, at most 500), optionally filtered by `status`. `rejected` payments are\nlisted only to the sending organisation.\n",
        "tags": [
          "Payments"
        ],
        "parameters": [
          {
            "$ref": "#/components/parameters/PaymentStatusFilter"
          },
          {
            "$ref": "#/components/parameters/Limit"
          }
        ],
        "responses": {
          "200": {
            "description": "The payments, newest first.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/PaymentList"
                },
                "examples": {
                  "one": {
                    "summary": "One settled payment",
                    "value": {
                      "payments": [
                        {
                          "id": "pay_01JNMB7T8V9W0X1Y2Z3A4B5C6D",
                          "from_account_id": "acc_01JNM8Q4ZM0A1B2C3D4E5F6G7H",
                          "to_account_id": "acc_01JNM9A2B3C4D5E6F7G8H9J0K1",
                          "to_account_number": "4000000038",
                          "amount_cents": 12500,
                          "currency": "USD",
                          "reference": "INV-2025-0042",
                          "status": "settled",
                          "end_to_end_id": "E2E-7781",
                          "return_reason": null,
                          "created_at": "2025-03-02T14:05:00.000Z",
                          "settled_at": "2025-03-02T14:05:00.000Z",
                          "returned_at": null
                        }
                      ]
                    }
                  }
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "500": {
            "$ref": "#/components/responses/InternalError"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      },
      "post": {
        "operationId": "sendPayment",
        "summary": "Send a payment",
        "description": "Sends `amount_cents` from one of the caller's accounts (`from_account_id`) to any account at the\nbank (`to_account_number`). `currency` defaults to `USD` (the only currency), `reference` to the\nempty string.\n\nChecks, in this order:\n1. The body is valid (else 400, nothing recorded). `from_account_id` must exist (else 404) and\n   belong to the caller (else 403); `to_account_number` must differ from the sending account's\n   number (else 400). Nothing is recorded for these.\n2. Rejections - the payment is recorded with status `rejected`, no money moves, no posting is\n   written, and the answer is 422 `unprocessable_entity` whose `error.details.payment` is the\n   recorded payment:\n   - `to_account_number` is not ten digits: `return_reason` `R04: invalid account number`;\n   - `to_account_number` matches no account: `R03: no account`;\n   - the sending or receiving account is frozen: `R16: account frozen`;\n   - `amount_cents` exceeds the sender's `available_cents`: `R01: insufficient funds`.\n3. Otherwise 201: in `automatic` settlement mode the payment is `settled` (two postings, `settled_at`\n   set); in `manual` mode it is `pending` (amount held on the sender).\n\nIdempotency (`Idempotency-Key`, optional):\n- Scope: the organisation - a key sent with a rotated api key still finds its first request.\n- Retention: 24 hours from the first request (operators may configure longer); then the key is\n  free again.\n- Same key, same body: the original status and body are replayed byte for byte (422 rejections\n  included) with the header `Idempotent-Replayed: true`, and nothing new is recorded. The replay\n  is the original answer, not the payment's current state (read that with `getPayment`).\n- Bodies are compared as canonical JSON (object members sorted by code unit, no insignificant\n  whitespace) of the body as sent, before defaults: member order and whitespace do not matter,\n  but sending `\"currency\": \"USD\"` differs from omitting it.\n- Same key, different body: 409 `conflict` (\"Idempotency-Key reused with a different body\").\n- Same key while the first request is still being processed: 409 `conflict` with a distinct\n  message (\"a request with this Idempotency-Key is still being processed\").\n- Requests answered 400, 401, 403, 404, 413, 415 or 429 are not stored; the key stays free.\n",
        "tags": [
          "Payments"
        ],
        "parameters": [
          {
            "$ref": "#/components/parameters/IdempotencyKey"
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/SendPaymentRequest"
              },
              "examples": {
                "invoice": {
                  "summary": "Pay an invoice",
                  "value": {
                    "from_account_id": "acc_01JNM8Q4ZM0A1B2C3D4E5F6G7H",
                    "to_account_number": "4000000038",
                    "amount_cents": 12500,
                    "currency": "USD",
                    "reference": "INV-2025-0042",
                    "end_to_end_id": "E2E-7781"
                  }
                },
                "minimal": {
                  "summary": "Only the required members",
                  "value": {
                    "from_account_id": "acc_01JNM8Q4ZM0A1B2C3D4E5F6G7H",
                    "to_account_number": "4000000038",
                    "amount_cents": 100
                  }
                }
              }
            }
          }
        },
        "responses": {
          "201": {
            "description": "The payment was accepted: `settled` in automatic settlement mode, `pending` in manual mode.\n",
            "headers": {
              "Idempotent-Replayed": {
                "$ref": "#/components/headers/IdempotentReplayed"
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/PaymentResponse"
                },
                "examples": {
                  "settled": {
                    "summary": "Automatic mode - settled at once",
                    "value": {
                      "payment": {
                        "id": "pay_01JNMB7T8V9W0X1Y2Z3A4B5C6D",
                        "from_account_id": "acc_01JNM8Q4ZM0A1B2C3D4E5F6G7H",
                        "to_account_id": "acc_01JNM9A2B3C4D5E6F7G8H9J0K1",
                        "to_account_number": "4000000038",
                        "amount_cents": 12500,
                        "currency": "USD",
                        "reference": "INV-2025-0042",
                        "status": "settled",
                        "end_to_end_id": "E2E-7781",
                        "return_reason": null,
                        "created_at": "2025-03-02T14:05:00.000Z",
                        "settled_at": "2025-03-02T14:05:00.000Z",
                        "returned_at": null
                      }
                    }
                  },
                  "pending": {
                    "summary": "Manual mode - pending until the bank settles or returns it",
                    "value": {
                      "payment": {
                        "id": "pay_01JNMC9F0G1H2J3K4M5N6P7Q8R",
                        "from_account_id": "acc_01JNM8Q4ZM0A1B2C3D4E5F6G7H",
                        "to_account_id": "acc_01JNM9A2B3C4D5E6F7G8H9J0K1",
                        "to_account_number": "4000000038",
                        "amount_cents": 10000,
                        "currency": "USD",
                        "reference": "",
                        "status": "pending",
                        "end_to_end_id": null,
                        "return_reason": null,
                        "created_at": "2025-03-03T08:00:00.000Z",
                        "settled_at": null,
                        "returned_at": null
                      }
                    }
                  }
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "409": {
            "$ref": "#/components/responses/IdempotencyConflict"
          },
          "413": {
            "$ref": "#/components/responses/PayloadTooLarge"
          },
          "415": {
            "$ref": "#/components/responses/UnsupportedMediaType"
          },
          "422": {
            "$ref": "#/components/responses/PaymentRejected"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "500": {
            "$ref": "#/components/responses/InternalError"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/api/v1/payments/{id}": {
      "get": {
        "operationId": "getPayment",
        "summary": "Read one payment",
        "description": "The payment's current state. Visible to the sending organisation and, unless the payment is\n`rejected`, to the receiving organisation; anyone else gets 403. An unknown id gives 404.\n",
        "tags": [
          "Payments"
        ],
        "parameters": [
          {
            "$ref": "#/components/parameters/PaymentId"
          }
        ],
        "responses": {
          "200": {
            "description": "The payment.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/PaymentResponse"
                },
                "examples": {
                  "returned": {
                    "summary": "Returned by the bank",
                    "value": {
                      "payment": {
                        "id": "pay_01JNMC9F0G1H2J3K4M5N6P7Q8R",
                        "from_account_id": "acc_01JNM8Q4ZM0A1B2C3D4E5F6G7H",
                        "to_account_id": "acc_01JNM9A2B3C4D5E6F7G8H9J0K1",
                        "to_account_number": "4000000038",
                        "amount_cents": 10000,
                        "currency": "USD",
                        "reference": "",
                        "status": "returned",
                        "end_to_end_id": null,
                        "return_reason": "R23: credit refused by receiver",
                        "created_at": "2025-03-03T08:00:00.000Z",
                        "settled_at": null,
                        "returned_at": "2025-03-03T10:00:00.000Z"
                      }
                    }
                  }
                }
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "500": {
            "$ref": "#/components/responses/InternalError"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/api/v1/directory": {
      "get": {
        "operationId": "getDirectory",
        "summary": "List every company at the bank and its account numbers",
        "description": "Public. Every organisation (sorted by slug) with its name, slug and accounts (in opening order,\nactive and frozen alike) - each account's number, name and type only. Never balances, statuses,\nids, teams or keys: the schema forbids any other member.\n",
        "tags": [
          "Directory"
        ],
        "security": [],
        "responses": {
          "200": {
            "description": "The directory.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Directory"
                },
                "examples": {
                  "two": {
                    "summary": "Two companies",
                    "value": {
                      "organisations": [
                        {
                          "name": "Acme Insurance Brokers",
                          "slug": "acme-insurance-brokers",
                          "accounts": [
                            {
                              "account_number": "4000000012",
                              "name": "Operating",
                              "type": "operating"
                            },
                            {
                              "account_number": "4000000020",
                              "name": "Client money",
                              "type": "trust"
                            }
                          ]
                        },
                        {
                          "name": "Globex Underwriting",
                          "slug": "globex-underwriting",
                          "accounts": [
                            {
                              "account_number": "4000000038",
                              "name": "Premiums",
                              "type": "operating"
                            }
                          ]
                        }
                      ]
                    }
                  }
                }
              }
            }
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "500": {
            "$ref": "#/components/responses/InternalError"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/docs": {
      "get": {
        "operationId": "getDocs",
        "summary": "Read the interactive API reference",
        "description": "Public. A self-contained HTML page rendering this document (operations, schemas, examples) from\n`/openapi.json`.\n",
        "tags": [
          "Docs"
        ],
        "security": [],
        "responses": {
          "200": {
            "description": "The reference page.",
            "content": {
              "text/html": {
                "schema": {
                  "$ref": "#/components/schemas/HtmlDocument"
                }
              }
            }
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "500": {
            "$ref": "#/components/responses/InternalError"
          }
        }
      }
    },
    "/openapi.json": {
      "get": {
        "operationId": "getOpenApiDocument",
        "summary": "Read this OpenAPI document",
        "description": "Public. This document, bundled into one JSON object (no external references).",
        "tags": [
          "Docs"
        ],
        "security": [],
        "responses": {
          "200": {
            "description": "The OpenAPI 3.1 document.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/OpenApiDocument"
                }
              }
            }
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "500": {
            "$ref": "#/components/responses/InternalError"
          }
        }
      }
    },
    "/admin/settlement-mode": {
      "get": {
        "operationId": "getSettlementMode",
        "summary": "Read the bank's settlement mode",
        "description": "The current settlement mode (`automatic` at first start).",
        "tags": [
          "Admin"
        ],
        "security": [
          {
            "adminKey": []
          }
        ],
        "responses": {
          "200": {
            "description": "The current mode.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/SettlementModeResponse"
                },
                "examples": {
                  "automatic": {
                    "summary": "Automatic",
                    "value": {
                      "settlement_mode": "automatic"
                    }
                  }
                }
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "500": {
            "$ref": "#/components/responses/InternalError"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      },
      "put": {
        "operationId": "setSettlementMode",
        "summary": "Set the bank's settlement mode",
        "description": "Sets the mode for payments created from now on. Setting the current mode again is a no-op (200).\nPayments already `pending` stay pending until settled or returned.\n",
        "tags": [
          "Admin"
        ],
        "security": [
          {
            "adminKey": []
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/SetSettlementModeRequest"
              },
              "examples": {
                "manual": {
                  "summary": "Switch to manual settlement",
                  "value": {
                    "settlement_mode": "manual"
                  }
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "The mode now in force.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/SettlementModeResponse"
                },
                "examples": {
                  "manual": {
                    "summary": "Manual",
                    "value": {
                      "settlement_mode": "manual"
                    }
                  }
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "413": {
            "$ref": "#/components/responses/PayloadTooLarge"
          },
          "415": {
            "$ref": "#/components/responses/UnsupportedMediaType"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "500": {
            "$ref": "#/components/responses/InternalError"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/admin/organisations": {
      "get": {
        "operationId": "adminListOrganisations",
        "summary": "List every organisation with its accounts",
        "description": "Every organisation (sorted by slug) with all its accounts including balances. Never api keys.",
        "tags": [
          "Admin"
        ],
        "security": [
          {
            "adminKey": []
          }
        ],
        "responses": {
          "200": {
            "description": "All organisations.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/AdminOrganisationList"
                },
                "examples": {
                  "one": {
                    "summary": "One organisation",
                    "value": {
                      "organisations": [
                        {
                          "id": "org_01JNM8Q4ZK7T3V9X2B6C5D1E0F",
                          "name": "Acme Insurance Brokers",
                          "slug": "acme-insurance-brokers",
                          "team": "Team Falcon",
                          "created_at": "2025-03-01T09:30:00.000Z",
                          "accounts": [
                            {
                              "id": "acc_01JNM8Q4ZM0A1B2C3D4E5F6G7H",
                              "account_number": "4000000012",
                              "name": "Operating",
                              "type": "operating",
                              "currency": "USD",
                              "status": "active",
                              "balance_cents": 237500,
                              "available_cents": 237500
                            }
                          ]
                        }
                      ]
                    }
                  }
                }
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "500": {
            "$ref": "#/components/responses/InternalError"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/admin/payments": {
      "get": {
        "operationId": "adminListPayments",
        "summary": "List payments across the bank",
        "description": "Payments of every organisation, newest first (by `created_at`), at most `limit` (default 50, at\nmost 500), optionally filtered by `status` (`status=pending` lists what awaits a decision in\nmanual mode).\n",
        "tags": [
          "Admin"
        ],
        "security": [
          {
            "adminKey": []
          }
        ],
        "parameters": [
          {
            "$ref": "#/components/parameters/PaymentStatusFilter"
          },
          {
            "$ref": "#/components/parameters/Limit"
          }
        ],
        "responses": {
          "200": {
            "description": "The payments, newest first.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/PaymentList"
                },
                "examples": {
                  "pending": {
                    "summary": "One pending payment",
                    "value": {
                      "payments": [
                        {
                          "id": "pay_01JNMC9F0G1H2J3K4M5N6P7Q8R",
                          "from_account_id": "acc_01JNM8Q4ZM0A1B2C3D4E5F6G7H",
                          "to_account_id": "acc_01JNM9A2B3C4D5E6F7G8H9J0K1",
                          "to_account_number": "4000000038",
                          "amount_cents": 10000,
                          "currency": "USD",
                          "reference": "",
                          "status": "pending",
                          "end_to_end_id": null,
                          "return_reason": null,
                          "created_at": "2025-03-03T08:00:00.000Z",
                          "settled_at": null,
                          "returned_at": null
                        }
                      ]
                    }
                  }
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "500": {
            "$ref": "#/components/responses/InternalError"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/admin/audit": {
      "get": {
        "operationId": "getAudit",
        "summary": "Prove the ledger invariants",
        "description": "Recomputes the ledger from its postings and reports every violation of these rules (`ok` is true\nexactly when `violations` is empty):\n- `balance_equals_postings`: every account's `balance_cents` = its credits - its debits;\n- `available_equals_balance_minus_holds`: every account's `available_cents` = `balance_cents` -\n  the amounts of its `pending` outgoing payments;\n- `payment_postings_balance`: every payment's debits equal its credits (settled: one DR, one CR;\n  returned: two DR, two CR; pending and rejected: none);\n- `money_only_from_deposits`: total credits - total debits = total deposits - total withdrawals =\n  sum of all balances (money enters only by deposits and leaves only by admin withdrawals);\n- `no_overdraft`: no debit takes a balance below zero unless it is a forced reversal, or the debit\n  of a returned pending payment whose `RETURN` credit of the same amount follows at once (the pair\n  leaves the balance where it was, also when a forced reversal had already taken it below zero).\n",
        "tags": [
          "Admin"
        ],
        "security": [
          {
            "adminKey": []
          }
        ],
        "responses": {
          "200": {
            "description": "The audit report.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/AuditReport"
                },
                "examples": {
                  "clean": {
                    "summary": "A clean ledger",
                    "value": {
                      "ok": true,
                      "checked_at": "2025-03-03T12:00:00.000Z",
                      "accounts_checked": 3,
                      "payments_checked": 2,
                      "postings_checked": 6,
                      "total_debits_cents": 22500,
                      "total_credits_cents": 1272500,
                      "total_deposits_cents": 1250000,
                      "total_withdrawals_cents": 0,
                      "total_balances_cents": 1250000,
                      "violations": []
                    }
                  }
                }
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "500": {
            "$ref": "#/components/responses/InternalError"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/admin/payments/{id}/settle": {
      "post": {
        "operationId": "settlePayment",
        "summary": "Settle a pending payment",
        "description": "`pending` -> `settled`: the hold is released, the two postings (DR sender, CR receiver) are\nwritten and `settled_at` is set. Any other current state gives 409 naming it (e.g. \"payment\npay_x is settled; only a pending payment can be settled\"). A frozen sending or receiving\naccount also gives 409 naming the account (unfreeze it or return the payment). Takes no body.\n",
        "tags": [
          "Admin"
        ],
        "security": [
          {
            "adminKey": []
          }
        ],
        "parameters": [
          {
            "$ref": "#/components/parameters/PaymentId"
          }
        ],
        "responses": {
          "200": {
            "description": "The settled payment.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/PaymentResponse"
                },
                "examples": {
                  "settled": {
                    "summary": "Settled",
                    "value": {
                      "payment": {
                        "id": "pay_01JNMC9F0G1H2J3K4M5N6P7Q8R",
                        "from_account_id": "acc_01JNM8Q4ZM0A1B2C3D4E5F6G7H",
                        "to_account_id": "acc_01JNM9A2B3C4D5E6F7G8H9J0K1",
                        "to_account_number": "4000000038",
                        "amount_cents": 10000,
                        "currency": "USD",
                        "reference": "",
                        "status": "settled",
                        "end_to_end_id": null,
                        "return_reason": null,
                        "created_at": "2025-03-03T08:00:00.000Z",
                        "settled_at": "2025-03-03T09:00:00.000Z",
                        "returned_at": null
                      }
                    }
                  }
                }
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "409": {
            "$ref": "#/components/responses/IllegalTransition"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "500": {
            "$ref": "#/components/responses/InternalError"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/admin/payments/{id}/return": {
      "post": {
        "operationId": "returnPayment",
        "summary": "Return a pending payment",
        "description": "`pending` -> `returned`: the hold is released; the sender's statement gets the payment's DR and\nthe matching `RETURN <reference>` CR together (balance unchanged, `value_date` null on both);\n`returned_at` is set and `return_reason` is the code's text (see `ReturnReasonCode`; default\n`R08`). Any other current state gives 409 naming it. Allowed whatever the accounts' status. The\nbody is optional.\n",
        "tags": [
          "Admin"
        ],
        "security": [
          {
            "adminKey": []
          }
        ],
        "parameters": [
          {
            "$ref": "#/components/parameters/PaymentId"
          }
        ],
        "requestBody": {
          "required": false,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/ReturnPaymentRequest"
              },
              "examples": {
                "refused": {
                  "summary": "Credit refused by the receiver",
                  "value": {
                    "reason": "R23"
                  }
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "The returned payment.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/PaymentResponse"
                },
                "examples": {
                  "returned": {
                    "summary": "Returned with R23",
                    "value": {
                      "payment": {
                        "id": "pay_01JNMC9F0G1H2J3K4M5N6P7Q8R",
                        "from_account_id": "acc_01JNM8Q4ZM0A1B2C3D4E5F6G7H",
                        "to_account_id": "acc_01JNM9A2B3C4D5E6F7G8H9J0K1",
                        "to_account_number": "4000000038",
                        "amount_cents": 10000,
                        "currency": "USD",
                        "reference": "",
                        "status": "returned",
                        "end_to_end_id": null,
                        "return_reason": "R23: credit refused by receiver",
                        "created_at": "2025-03-03T08:00:00.000Z",
                        "settled_at": null,
                        "returned_at": "2025-03-03T10:00:00.000Z"
                      }
                    }
                  }
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "409": {
            "$ref": "#/components/responses/IllegalTransition"
          },
          "413": {
            "$ref": "#/components/responses/PayloadTooLarge"
          },
          "415": {
            "$ref": "#/components/responses/UnsupportedMediaType"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "500": {
            "$ref": "#/components/responses/InternalError"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/admin/payments/{id}/reverse": {
      "post": {
        "operationId": "reversePayment",
        "summary": "Reverse a settled payment",
        "description": "`settled` -> `returned`: DR on the receiver and CR on the sender, both with the reference\n`RETURN <reference>`; `returned_at` is set and `return_reason` is the code's text (default `R08`).\nAny other current state gives 409 naming it. When the receiver's `available_cents` is below the\namount the call is refused with 422 and nothing changes, unless `force: true`: then the reversal\ngoes through and may take the receiver below zero - the one documented way a balance goes\nnegative, and only by the bank. Allowed whatever the accounts' status. The body is optional.\n",
        "tags": [
          "Admin"
        ],
        "security": [
          {
            "adminKey": []
          }
        ],
        "parameters": [
          {
            "$ref": "#/components/parameters/PaymentId"
          }
        ],
        "requestBody": {
          "required": false,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/ReversePaymentRequest"
              },
              "examples": {
                "duplicate": {
                  "summary": "Reverse a duplicate, even if the receiver cannot cover it",
                  "value": {
                    "reason": "R24",
                    "force": true
                  }
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "The reversed (now `returned`) payment.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/PaymentResponse"
                },
                "examples": {
                  "reversed": {
                    "summary": "Reversed with R24",
                    "value": {
                      "payment": {
                        "id": "pay_01JNMB7T8V9W0X1Y2Z3A4B5C6D",
                        "from_account_id": "acc_01JNM8Q4ZM0A1B2C3D4E5F6G7H",
                        "to_account_id": "acc_01JNM9A2B3C4D5E6F7G8H9J0K1",
                        "to_account_number": "4000000038",
                        "amount_cents": 12500,
                        "currency": "USD",
                        "reference": "INV-2025-0042",
                        "status": "returned",
                        "end_to_end_id": "E2E-7781",
                        "return_reason": "R24: duplicate entry",
                        "created_at": "2025-03-02T14:05:00.000Z",
                        "settled_at": "2025-03-02T14:05:00.000Z",
                        "returned_at": "2025-03-04T09:00:00.000Z"
                      }
                    }
                  }
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "409": {
            "$ref": "#/components/responses/IllegalTransition"
          },
          "413": {
            "$ref": "#/components/responses/PayloadTooLarge"
          },
          "415": {
            "$ref": "#/components/responses/UnsupportedMediaType"
          },
          "422": {
            "$ref": "#/components/responses/ReversalNotCovered"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "500": {
            "$ref": "#/components/responses/InternalError"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/admin/accounts/{id}/freeze": {
      "post": {
        "operationId": "freezeAccount",
        "summary": "Freeze an account",
        "description": "`active` -> `frozen`. A frozen account can neither send nor receive customer payments (422\n`R16: account frozen`) and its pending payments cannot be settled (409) until it is unfrozen;\nreturns, reversals and deposits still apply. Freezing a frozen account gives 409 naming the state.\nTakes no body.\n",
        "tags": [
          "Admin"
        ],
        "security": [
          {
            "adminKey": []
          }
        ],
        "parameters": [
          {
            "$ref": "#/components/parameters/AccountId"
          }
        ],
        "responses": {
          "200": {
            "description": "The frozen account.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/AccountResponse"
                },
                "examples": {
                  "frozen": {
                    "summary": "Frozen",
                    "value": {
                      "account": {
                        "id": "acc_01JNM8Q4ZN8J9K0M1N2P3Q4R5S",
                        "account_number": "4000000020",
                        "name": "Client money",
                        "type": "trust",
                        "currency": "USD",
                        "status": "frozen",
                        "balance_cents": 0,
                        "available_cents": 0
                      }
                    }
                  }
                }
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "409": {
            "$ref": "#/components/responses/IllegalTransition"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "500": {
            "$ref": "#/components/responses/InternalError"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/admin/accounts/{id}/unfreeze": {
      "post": {
        "operationId": "unfreezeAccount",
        "summary": "Unfreeze an account",
        "description": "`frozen` -> `active`. Unfreezing an active account gives 409 naming the state. Takes no body.\n",
        "tags": [
          "Admin"
        ],
        "security": [
          {
            "adminKey": []
          }
        ],
        "parameters": [
          {
            "$ref": "#/components/parameters/AccountId"
          }
        ],
        "responses": {
          "200": {
            "description": "The active account.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/AccountResponse"
                },
                "examples": {
                  "active": {
                    "summary": "Active again",
                    "value": {
                      "account": {
                        "id": "acc_01JNM8Q4ZN8J9K0M1N2P3Q4R5S",
                        "account_number": "4000000020",
                        "name": "Client money",
                        "type": "trust",
                        "currency": "USD",
                        "status": "active",
                        "balance_cents": 0,
                        "available_cents": 0
                      }
                    }
                  }
                }
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "409": {
            "$ref": "#/components/responses/IllegalTransition"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "500": {
            "$ref": "#/components/responses/InternalError"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/admin/accounts/{id}/deposits": {
      "post": {
        "operationId": "depositToAccount",
        "summary": "Deposit money into an account",
        "description": "Books one deposit posting (CR, counterparty `0000000000`, `transfer_id` = the deposit id) with\n`reference` (default `DEPOSIT`). Allowed whatever the account's status. Refused with 422 when the\nmoney in the bank (total deposits minus total withdrawals) would exceed 9007199254740991 cents;\na withdrawal (`POST /admin/accounts/{id}/withdrawals`) gives that room back.\n",
        "tags": [
          "Admin"
        ],
        "security": [
          {
            "adminKey": []
          }
        ],
        "parameters": [
          {
            "$ref": "#/components/parameters/AccountId"
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/DepositRequest"
              },
              "examples": {
                "topUp": {
                  "summary": "Top up by 1,000.00 USD",
                  "value": {
                    "amount_cents": 100000,
                    "reference": "HACKATHON GRANT"
                  }
                }
              }
            }
          }
        },
        "responses": {
          "201": {
            "description": "The deposit and the account after it.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/DepositResponse"
                },
                "examples": {
                  "deposited": {
                    "summary": "Deposited",
                    "value": {
                      "deposit": {
                        "id": "dep_01JNMF5G6H7J8K9M0N1P2Q3R4S",
                        "account_id": "acc_01JNM8Q4ZM0A1B2C3D4E5F6G7H",
                        "amount_cents": 100000,
                        "currency": "USD",
                        "reference": "HACKATHON GRANT",
                        "created_at": "2025-03-04T10:00:00.000Z"
                      },
                      "account": {
                        "id": "acc_01JNM8Q4ZM0A1B2C3D4E5F6G7H",
                        "account_number": "4000000012",
                        "name": "Operating",
                        "type": "operating",
                        "currency": "USD",
                        "status": "active",
                        "balance_cents": 337500,
                        "available_cents": 337500
                      }
                    }
                  }
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "413": {
            "$ref": "#/components/responses/PayloadTooLarge"
          },
          "415": {
            "$ref": "#/components/responses/UnsupportedMediaType"
          },
          "422": {
            "$ref": "#/components/responses/DepositLimitExceeded"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "500": {
            "$ref": "#/components/responses/InternalError"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/admin/accounts/{id}/withdrawals": {
      "post": {
        "operationId": "withdrawFromAccount",
        "summary": "Take money out of an account",
        "description": "Books one withdrawal posting (DR, counterparty `0000000000`, `transfer_id` = the withdrawal id)\nwith `reference` (default `WITHDRAWAL`): the only way money leaves the bank, journaled like every\nmutation and counted by the audit (`total_withdrawals_cents`). It gives room under the bank-wide\ncap back. Refused with 422 when the account's `available_cents` is below the amount - a withdrawal\nnever takes a balance below zero nor breaks a pending payment's hold. Allowed whatever the\naccount's status.\n",
        "tags": [
          "Admin"
        ],
        "security": [
          {
            "adminKey": []
          }
        ],
        "parameters": [
          {
            "$ref": "#/components/parameters/AccountId"
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/WithdrawalRequest"
              },
              "examples": {
                "clawBack": {
                  "summary": "Take back an oversized opening balance",
                  "value": {
                    "amount_cents": 500000,
                    "reference": "CORRECTION"
                  }
                }
              }
            }
          }
        },
        "responses": {
          "201": {
            "description": "The withdrawal and the account after it.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/WithdrawalResponse"
                },
                "examples": {
                  "withdrawn": {
                    "summary": "Withdrawn",
                    "value": {
                      "withdrawal": {
                        "id": "wdr_01JNMF5G6H7J8K9M0N1P2Q3R4T",
                        "account_id": "acc_01JNM8Q4ZM0A1B2C3D4E5F6G7H",
                        "amount_cents": 500000,
                        "currency": "USD",
                        "reference": "CORRECTION",
                        "created_at": "2025-03-04T11:00:00.000Z"
                      },
                      "account": {
                        "id": "acc_01JNM8Q4ZM0A1B2C3D4E5F6G7H",
                        "account_number": "4000000012",
                        "name": "Operating",
                        "type": "operating",
                        "currency": "USD",
                        "status": "active",
                        "balance_cents": 250000,
                        "available_cents": 250000
                      }
                    }
                  }
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "413": {
            "$ref": "#/components/responses/PayloadTooLarge"
          },
          "415": {
            "$ref": "#/components/responses/UnsupportedMediaType"
          },
          "422": {
            "$ref": "#/components/responses/WithdrawalNotCovered"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "500": {
            "$ref": "#/components/responses/InternalError"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    }
  },
  "components": {
    "securitySchemes": {
      "companyKey": {
        "type": "http",
        "scheme": "bearer",
        "bearerFormat": "api key",
        "description": "The organisation's api key (`sk_` followed by 43 base64url characters: 32 random bytes), issued\nonce by signup and by key rotation. `Authorization: Bearer sk_...`.\n"
      },
      "adminKey": {
        "type": "http",
        "scheme": "bearer",
        "bearerFormat": "admin key",
        "description": "The bank's own admin key, from configuration or generated (`ak_` followed by 43 base64url\ncharacters) and printed once at first start. A company key is never an admin key.\n"
      }
    },
    "parameters": {
      "AccountId": {
        "name": "id",
        "in": "path",
        "required": true,
        "description": "The account's id (`acc_...`). Unknown gives 404; another organisation's gives 403.",
        "schema": {
          "type": "string",
          "minLength": 1,
          "maxLength": 255
        }
      },
      "PaymentId": {
        "name": "id",
        "in": "path",
        "required": true,
        "description": "The payment's id (`pay_...`). Unknown gives 404; not visible to the caller gives 403.",
        "schema": {
          "type": "string",
          "minLength": 1,
          "maxLength": 255
        }
      },
      "From": {
        "name": "from",
        "in": "query",
        "required": false,
        "description": "Inclusive lower bound on the posting `date`: an ISO 8601 date (`2025-03-01`, from 00:00:00.000Z\nof that UTC day) or an RFC 3339 date-time with an offset. An impossible date gives 400.\n",
        "schema": {
          "$ref": "#/components/schemas/DateOrDateTime"
        }
      },
      "To": {
        "name": "to",
        "in": "query",
        "required": false,
        "description": "Inclusive upper bound on the posting `date`: an ISO 8601 date (`2025-03-31`, through 23:59:59.999Z\nof that UTC day) or an RFC 3339 date-time with an offset. Must not be before `from` (else 400).\n",
        "schema": {
          "$ref": "#/components/schemas/DateOrDateTime"
        }
      },
      "Limit": {
        "name": "limit",
        "in": "query",
        "required": false,
        "description": "How many items to return at most. Outside 1..500 or not an integer gives 400.",
        "schema": {
          "type": "integer",
          "minimum": 1,
          "maximum": 500,
          "default": 50
        }
      },
      "Cursor": {
        "name": "cursor",
        "in": "query",
        "required": false,
        "description": "The `next_cursor` of the previous page, unchanged. Opaque; do not build one.",
        "schema": {
          "type": "string",
          "minLength": 1,
          "maxLength": 512
        }
      },
      "PaymentStatusFilter": {
        "name": "status",
        "in": "query",
        "required": false,
        "description": "Only payments in this status.",
        "schema": {
          "$ref": "#/components/schemas/PaymentStatus"
        }
      },
      "StatementFormat": {
        "name": "format",
        "in": "query",
        "required": false,
        "description": "The representation - `json` (default), `csv` (text/csv) or `html` (text/html).",
        "schema": {
          "type": "string",
          "enum": [
            "json",
            "csv",
            "html"
          ],
          "default": "json"
        }
      },
      "IdempotencyKey": {
        "name": "Idempotency-Key",
        "in": "header",
        "required": false,
        "description": "Makes a retry safe: visible ASCII, 1 to 255 characters, scoped to the organisation, kept 24 hours.\nSee `sendPayment` for the replay and conflict rules.\n",
        "schema": {
          "type": "string",
          "minLength": 1,
          "maxLength": 255,
          "pattern": "^[!-~]+$"
        }
      }
    },
    "headers": {
      "IdempotentReplayed": {
        "description": "`true` when this response is the replay of an earlier request with the same `Idempotency-Key`\nand body; absent on a first response.\n",
        "schema": {
          "type": "string",
          "enum": [
            "true"
          ]
        }
      },
      "RetryAfter": {
        "description": "Seconds to wait before retrying (RFC 9110 §10.2.3, delay-seconds form).",
        "schema": {
          "type": "integer",
          "minimum": 1,
          "maximum": 86400
        }
      },
      "NoStore": {
        "description": "`no-store` on every response that carries a key: no cache may keep it (RFC 9111 §5.2.2.5).",
        "required": true,
        "schema": {
          "type": "string",
          "enum": [
            "no-store"
          ]
        }
      },
      "WwwAuthenticate": {
        "description": "`Bearer` challenge (RFC 6750 §3), e.g. `Bearer realm=\"bank\", error=\"invalid_token\"`.",
        "schema": {
          "type": "string"
        }
      }
    },
    "responses": {
      "BadRequest": {
        "description": "400 `bad_request`: malformed JSON, a schema violation (wrong type, a fraction in an amount, a\nvalue out of range, a string too long, an unknown member) or a bad query parameter.\n`error.details.fields` lists every problem, not only the first. Not stored for idempotency.\n",
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/ErrorEnvelope"
            },
            "examples": {
              "badAmount": {
                "summary": "Two problems in one body",
                "value": {
                  "error": {
                    "code": "bad_request",
                    "message": "The request body is invalid.",
                    "details": {
                      "fields": [
                        {
                          "path": "/body/amount_cents",
                          "message": "must be an integer >= 1"
                        },
                        {
                          "path": "/body/colour",
                          "message": "unknown member"
                        }
                      ]
                    }
                  }
                }
              }
            }
          }
        }
      },
      "Unauthorized": {
        "description": "401 `unauthorized`: the api key (or admin key) is missing, unknown or rotated away.",
        "headers": {
          "WWW-Authenticate": {
            "$ref": "#/components/headers/WwwAuthenticate"
          }
        },
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/ErrorEnvelope"
            },
            "examples": {
              "missing": {
                "summary": "No key",
                "value": {
                  "error": {
                    "code": "unauthorized",
                    "message": "Missing or invalid api key."
                  }
                }
              }
            }
          }
        }
      },
      "Forbidden": {
        "description": "403 `forbidden`: the resource belongs to another organisation (or, for a payment, is not visible\nto the caller), or a company key was sent to an `/admin/*` route. The body never contains any of\nthe resource's content.\n",
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/ErrorEnvelope"
            },
            "examples": {
              "otherOrganisation": {
                "summary": "Someone else's account",
                "value": {
                  "error": {
                    "code": "forbidden",
                    "message": "This account belongs to another organisation."
                  }
                }
              }
            }
          }
        }
      },
      "NotFound": {
        "description": "404 `not_found`: no resource with this id (also any unknown route).",
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/ErrorEnvelope"
            },
            "examples": {
              "unknownAccount": {
                "summary": "Unknown account",
                "value": {
                  "error": {
                    "code": "not_found",
                    "message": "No account acc_unknown."
                  }
                }
              }
            }
          }
        }
      },
      "SlugTaken": {
        "description": "409 `conflict`: the slug (given or derived from the name) is already taken; nothing was created.",
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/ErrorEnvelope"
            },
            "examples": {
              "taken": {
                "summary": "Slug taken",
                "value": {
                  "error": {
                    "code": "conflict",
                    "message": "The slug acme-insurance-brokers is already taken; pass another slug."
                  }
                }
              }
            }
          }
        }
      },
      "IdempotencyConflict": {
        "description": "409 `conflict`: the `Idempotency-Key` was used before with a different body, or its first request\nis still being processed (distinct messages).\n",
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/ErrorEnvelope"
            },
            "examples": {
              "differentBody": {
                "summary": "Key reused with a different body",
                "value": {
                  "error": {
                    "code": "conflict",
                    "message": "Idempotency-Key reused with a different body."
                  }
                }
              },
              "inFlight": {
                "summary": "First request still in flight",
                "value": {
                  "error": {
                    "code": "conflict",
                    "message": "A request with this Idempotency-Key is still being processed."
                  }
                }
              }
            }
          }
        }
      },
      "IllegalTransition": {
        "description": "409 `conflict`: the transition is not allowed from the current state; the message names the\ncurrent state and `error.details.current_state` carries it.\n",
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/ErrorEnvelope"
            },
            "examples": {
              "alreadySettled": {
                "summary": "Settling a settled payment",
                "value": {
                  "error": {
                    "code": "conflict",
                    "message": "Payment pay_01JNMB7T8V9W0X1Y2Z3A4B5C6D is settled; only a pending payment can be settled.",
                    "details": {
                      "current_state": "settled"
                    }
                  }
                }
              }
            }
          }
        }
      },
      "PayloadTooLarge": {
        "description": "413 `payload_too_large`: the request body exceeds 64 KiB (65536 bytes).",
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/ErrorEnvelope"
            },
            "examples": {
              "tooLarge": {
                "summary": "Body too large",
                "value": {
                  "error": {
                    "code": "payload_too_large",
                    "message": "The request body exceeds 65536 bytes."
                  }
                }
              }
            }
          }
        }
      },
      "UnsupportedMediaType": {
        "description": "415 `unsupported_media_type`: the body's `Content-Type` is missing or not `application/json`.",
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/ErrorEnvelope"
            },
            "examples": {
              "notJson": {
                "summary": "A form body",
                "value": {
                  "error": {
                    "code": "unsupported_media_type",
                    "message": "Send the body as application/json."
                  }
                }
              }
            }
          }
        }
      },
      "PaymentRejected": {
        "description": "422 `unprocessable_entity`: the payment was recorded as `rejected` (unknown or invalid account\nnumber, frozen account, insufficient funds) and no money moved. `error.details.payment` is the\nrecorded payment; its `return_reason` says why. Replayed like a 201 for the same Idempotency-Key.\n",
        "headers": {
          "Idempotent-Replayed": {
            "$ref": "#/components/headers/IdempotentReplayed"
          }
        },
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/ErrorEnvelope"
            },
            "examples": {
              "insufficientFunds": {
                "summary": "Insufficient funds",
                "value": {
                  "error": {
                    "code": "unprocessable_entity",
                    "message": "Payment pay_01JNMC1D2E3F4G5H6J7K8M9N0P rejected - R01: insufficient funds.",
                    "details": {
                      "payment": {
                        "id": "pay_01JNMC1D2E3F4G5H6J7K8M9N0P",
                        "from_account_id": "acc_01JNM8Q4ZM0A1B2C3D4E5F6G7H",
                        "to_account_id": "acc_01JNM9A2B3C4D5E6F7G8H9J0K1",
                        "to_account_number": "4000000038",
                        "amount_cents": 99900000,
                        "currency": "USD",
                        "reference": "INV-2025-0043",
                        "status": "rejected",
                        "end_to_end_id": null,
                        "return_reason": "R01: insufficient funds",
                        "created_at": "2025-03-02T15:00:00.000Z",
                        "settled_at": null,
                        "returned_at": null
                      }
                    }
                  }
                }
              },
              "unknownAccountNumber": {
                "summary": "No account with this number",
                "value": {
                  "error": {
                    "code": "unprocessable_entity",
                    "message": "Payment pay_01JNMC2E3F4G5H6J7K8M9N0P1Q rejected - R03: no account.",
                    "details": {
                      "payment": {
                        "id": "pay_01JNMC2E3F4G5H6J7K8M9N0P1Q",
                        "from_account_id": "acc_01JNM8Q4ZM0A1B2C3D4E5F6G7H",
                        "to_account_id": null,
                        "to_account_number": "4999999999",
                        "amount_cents": 100,
                        "currency": "USD",
                        "reference": "",
                        "status": "rejected",
                        "end_to_end_id": null,
                        "return_reason": "R03: no account",
                        "created_at": "2025-03-02T15:01:00.000Z",
                        "settled_at": null,
                        "returned_at": null
                      }
                    }
                  }
                }
              }
            }
          }
        }
      },
      "ReversalNotCovered": {
        "description": "422 `unprocessable_entity`: the receiver's `available_cents` does not cover the reversal and\n`force` is not true; nothing changed.\n",
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/ErrorEnvelope"
            },
            "examples": {
              "notCovered": {
                "summary": "Receiver spent the money",
                "value": {
                  "error": {
                    "code": "unprocessable_entity",
                    "message": "Account acc_01JNM9A2B3C4D5E6F7G8H9J0K1 has 5000 cents available, the reversal needs 12500; pass force true to reverse anyway."
                  }
                }
              }
            }
          }
        }
      },
      "OpeningLimitExceeded": {
        "description": "422 `unprocessable_entity`, nothing created: an `opening_balance_cents` is above the bank's\nper-account opening limit (default 100000000 cents), the organisation's opening balances would\ntotal more than its per-organisation limit (default 1000000000 cents; every account it ever opened\ncounts), or the money in the bank would exceed 9007199254740991 cents. The operator sets the\nlimits with `--max-opening-balance` / `BANK_MAX_OPENING_BALANCE` and\n`--max-organisation-opening` / `BANK_MAX_ORGANISATION_OPENING`.\n",
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/ErrorEnvelope"
            },
            "examples": {
              "perAccount": {
                "summary": "One opening balance above the per-account limit",
                "value": {
                  "error": {
                    "code": "unprocessable_entity",
                    "message": "opening balance refused: at most 100000000 cents per account may be opened with"
                  }
                }
              }
            }
          }
        }
      },
      "WithdrawalNotCovered": {
        "description": "422 `unprocessable_entity`: the account's `available_cents` is below the withdrawal's amount (a\nwithdrawal never takes a balance below zero nor breaks a pending payment's hold); nothing changed.\n",
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/ErrorEnvelope"
            },
            "examples": {
              "short": {
                "summary": "Available balance too low",
                "value": {
                  "error": {
                    "code": "unprocessable_entity",
                    "message": "withdrawal refused: account acc_01JNM8Q4ZM0A1B2C3D4E5F6G7H's available balance (500 cents) is below 1000 cents"
                  }
                }
              }
            }
          }
        }
      },
      "DepositLimitExceeded": {
        "description": "422 `unprocessable_entity`: the deposit would take the money in the bank (total deposits minus\ntotal withdrawals) above 9007199254740991 cents; nothing was created.\n",
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/ErrorEnvelope"
            },
            "examples": {
              "tooMuch": {
                "summary": "Total deposits would overflow",
                "value": {
                  "error": {
                    "code": "unprocessable_entity",
                    "message": "Total deposits would exceed 9007199254740991 cents."
                  }
                }
              }
            }
          }
        }
      },
      "TooManyRequests": {
        "description": "429 `too_many_requests`: only when the operator has configured a rate limit (none by default).\n`Retry-After` says when to retry.\n",
        "headers": {
          "Retry-After": {
            "$ref": "#/components/headers/RetryAfter"
          }
        },
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/ErrorEnvelope"
            },
            "examples": {
              "slowDown": {
                "summary": "Rate limited",
                "value": {
                  "error": {
                    "code": "too_many_requests",
                    "message": "Too many requests; retry after 1 second."
                  }
                }
              }
            }
          }
        }
      },
      "ServiceUnavailable": {
        "description": "503 `service_unavailable`: the bank is up but read-only, and nothing was acknowledged. Either a\nwrite to its disk failed (disk full: `Retry-After` says when the bank checks again; it resumes\nwrites by itself once space is back) or the stored ledger failed its audit at start (no\n`Retry-After`: the operator must act, see `/health` and `GET /admin/audit`). Reads keep working.\n",
        "headers": {
          "Retry-After": {
            "$ref": "#/components/headers/RetryAfter"
          }
        },
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/ErrorEnvelope"
            },
            "examples": {
              "diskFull": {
                "summary": "A write while the disk is full",
                "value": {
                  "error": {
                    "code": "service_unavailable",
                    "message": "writes are refused: a write to the ledger's store failed (the disk is full)"
                  }
                }
              }
            }
          }
        }
      },
      "InternalError": {
        "description": "500 `internal_error`: an unexpected failure; nothing was acknowledged. The message reveals no internals.",
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/ErrorEnvelope"
            },
            "examples": {
              "failure": {
                "summary": "Unexpected failure",
                "value": {
                  "error": {
                    "code": "internal_error",
                    "message": "Internal error."
                  }
                }
              }
            }
          }
        }
      }
    },
    "schemas": {
      "Cents": {
        "description": "An amount in integer USD cents, never below zero, at most 2^53-1.",
        "type": "integer",
        "minimum": 0,
        "maximum": 9007199254740991
      },
      "SignedCents": {
        "description": "A balance in integer USD cents. Negative only after a bank-initiated forced reversal; otherwise\nthe bank never takes a balance below zero (no overdrafts).\n",
        "type": "integer",
        "minimum": -9007199254740991,
        "maximum": 9007199254740991
      },
      "DateTime": {
        "description": "An RFC 3339 date-time in UTC with milliseconds, e.g. `2025-03-01T09:30:00.000Z`.",
        "type": "string",
        "format": "date-time"
      },
      "DateOrDateTime": {
        "description": "An ISO 8601 calendar date `YYYY-MM-DD` (a whole UTC day) or an RFC 3339 date-time with seconds\nand an offset (`Z` or `+hh:mm`). Used by the inclusive `from`/`to` filters.\n",
        "type": "string",
        "pattern": "^\\d{4}-\\d{2}-\\d{2}(T\\d{2}:\\d{2}:\\d{2}(\\.\\d{1,9})?(Z|[+-]\\d{2}:\\d{2}))?$"
      },
      "Currency": {
        "description": "ISO 4217 currency code. Version 1 supports `USD` only.",
        "type": "string",
        "enum": [
          "USD"
        ]
      },
      "AccountType": {
        "description": "How the caller uses the account; the bank treats all types alike.",
        "type": "string",
        "enum": [
          "operating",
          "trust",
          "loss_fund",
          "other"
        ]
      },
      "AccountStatus": {
        "description": "`active` or `frozen`. A frozen account can neither send nor receive customer payments (422, the\npayment recorded `rejected` with `R16: account frozen`). Only the bank moves the status\n(`POST /admin/accounts/{id}/freeze` and `/unfreeze`); new accounts are `active`.\n",
        "type": "string",
        "enum": [
          "active",
          "frozen"
        ]
      },
      "PaymentStatus": {
        "description": "`pending` (manual settlement mode; held on the sender), `settled` (money moved), `returned`\n(a pending payment returned or a settled payment reversed by the bank), `rejected` (never\nhappened: recorded with a `return_reason`, no money moved). Transitions: (none) -> settled |\npending | rejected; pending -> settled | returned; settled -> returned. `returned` and `rejected`\nare final.\n",
        "type": "string",
        "enum": [
          "pending",
          "settled",
          "returned",
          "rejected"
        ]
      },
      "Direction": {
        "description": "`CR` a credit (money in), `DR` a debit (money out), seen from `account_number`.",
        "type": "string",
        "enum": [
          "CR",
          "DR"
        ]
      },
      "SettlementMode": {
        "description": "`automatic`: payments settle at once. `manual`: payments stay `pending` until the bank settles or\nreturns them.\n",
        "type": "string",
        "enum": [
          "automatic",
          "manual"
        ]
      },
      "ReturnReasonCode": {
        "description": "The NACHA return reason codes as published, R01 to R85 (numbers NACHA never assigned or retired\nare refused). A payment's `return_reason` is `<code>: <text>` with exactly these texts:\n- `R01: insufficient funds`\n- `R02: account closed`\n- `R03: no account`\n- `R04: invalid account number`\n- `R05: unauthorized debit to consumer account using corporate sec code`\n- `R06: returned per odfi's request`\n- `R07: authorization revoked by customer`\n- `R08: payment stopped`\n- `R09: uncollected funds`\n- `R10: customer advises not authorized`\n- `R11: customer advises entry not in accordance with the terms of the authorization`\n- `R12: account sold to another dfi`\n- `R13: invalid ach routing number`\n- `R14: representative payee deceased or unable to continue in that capacity`\n- `R15: beneficiary or account holder deceased`\n- `R16: account frozen`\n- `R17: file record edit criteria or questionable entry`\n- `R18: improper effective entry date`\n- `R19: amount field error`\n- `R20: non-transaction account`\n- `R21: invalid company identification`\n- `R22: invalid individual id number`\n- `R23: credit refused by receiver`\n- `R24: duplicate entry`\n- `R25: addenda error`\n- `R26: mandatory field error`\n- `R27: trace number error`\n- `R28: routing number check digit error`\n- `R29: corporate customer advises not authorized`\n- `R30: rdfi not participant in check truncation program`\n- `R31: permissible return entry`\n- `R32: rdfi non-settlement`\n- `R33: return of xck entry`\n- `R34: limited participation dfi`\n- `R35: return of improper debit entry`\n- `R36: return of improper credit entry`\n- `R37: source document presented for payment`\n- `R38: stop payment on source document`\n- `R39: improper source document`\n- `R40: return of enr entry by federal government agency`\n- `R41: invalid transaction code`\n- `R42: routing number or check digit error`\n- `R43: invalid dfi account number`\n- `R44: invalid individual id number or identification number`\n- `R45: invalid individual name or company name`\n- `R46: invalid representative payee indicator`\n- `R47: duplicate enrollment`\n- `R50: state law affecting rck acceptance`\n- `R51: item related to rck entry is ineligible or rck entry is improper`\n- `R52: stop payment on item related to rck entry`\n- `R53: item and rck entry presented for payment`\n- `R61: misrouted return`\n- `R62: return of erroneous or reversing debit`\n- `R67: duplicate return`\n- `R68: untimely return`\n- `R69: field errors`\n- `R70: permissible return entry not accepted or return not requested by odfi`\n- `R71: misrouted dishonored return`\n- `R72: untimely dishonored return`\n- `R73: timely original return`\n- `R74: corrected return`\n- `R75: return not a duplicate`\n- `R76: no errors found`\n- `R77: non-acceptance of r62 dishonored return`\n- `R80: iat entry coding error`\n- `R81: non-participant in iat program`\n- `R82: invalid foreign receiving dfi identification`\n- `R83: foreign receiving dfi unable to settle`\n- `R84: entry not processed by gateway`\n- `R85: incorrectly coded outbound international payment`\n\nRejections use R01 (funds), R03 (no account with the number), R04 (a number that is not ten\ndigits) and R16 (frozen account); an admin return or reversal takes any code (default `R08`,\npayment stopped).\n",
        "type": "string",
        "enum": [
          "R01",
          "R02",
          "R03",
          "R04",
          "R05",
          "R06",
          "R07",
          "R08",
          "R09",
          "R10",
          "R11",
          "R12",
          "R13",
          "R14",
          "R15",
          "R16",
          "R17",
          "R18",
          "R19",
          "R20",
          "R21",
          "R22",
          "R23",
          "R24",
          "R25",
          "R26",
          "R27",
          "R28",
          "R29",
          "R30",
          "R31",
          "R32",
          "R33",
          "R34",
          "R35",
          "R36",
          "R37",
          "R38",
          "R39",
          "R40",
          "R41",
          "R42",
          "R43",
          "R44",
          "R45",
          "R46",
          "R47",
          "R50",
          "R51",
          "R52",
          "R53",
          "R61",
          "R62",
          "R67",
          "R68",
          "R69",
          "R70",
          "R71",
          "R72",
          "R73",
          "R74",
          "R75",
          "R76",
          "R77",
          "R80",
          "R81",
          "R82",
          "R83",
          "R84",
          "R85"
        ],
        "default": "R08"
      },
      "ReturnReason": {
        "description": "Why a payment was rejected or returned, or null: `<code>: <text>` with one of the exact texts\nlisted under `ReturnReasonCode`, followed by ` - <note>` when the bank gave a note with a return\nor reversal (e.g. `R10: customer advises not authorized - customer called on 3 March`).\n",
        "type": [
          "string",
          "null"
        ],
        "pattern": "^R[0-9]{2}: [a-z0-9 ,'()/-]+( - [^\\u0000-\\u001f\\u007f]{1,140})?$"
      },
      "StatementLinkRequest": {
        "description": "What a statement link opens: the period (as `from`/`to` of `getStatement`: a date means the\nwhole UTC day, inclusive), the format, and how long the link lives. Every member is optional.\n",
        "type": "object",
        "additionalProperties": false,
        "properties": {
          "from": {
            "description": "Start of the period, inclusive (absent = since the account was opened).",
            "$ref": "#/components/schemas/DateOrDateTime"
          },
          "to": {
            "description": "End of the period, inclusive (absent = the moment the link is issued).",
            "$ref": "#/components/schemas/DateOrDateTime"
          },
          "format": {
            "description": "What the link serves - `html` (the printable statement, the default) or `csv`.",
            "type": "string",
            "enum": [
              "html",
              "csv"
            ],
            "default": "html"
          },
          "ttl_seconds": {
            "description": "Seconds until the link expires.",
            "type": "integer",
            "minimum": 60,
            "maximum": 86400,
            "default": 900
          }
        }
      },
      "StatementLink": {
        "description": "An issued statement link.",
        "type": "object",
        "additionalProperties": false,
        "required": [
          "url",
          "expires_at",
          "format",
          "from",
          "to"
        ],
        "properties": {
          "url": {
            "description": "The absolute URL to open (a GET needs no other credential).",
            "type": "string",
            "format": "uri"
          },
          "expires_at": {
            "description": "When the link stops working.",
            "type": "string",
            "format": "date-time"
          },
          "format": {
            "type": "string",
            "enum": [
              "html",
              "csv"
            ]
          },
          "from": {
            "description": "Start of the period the link shows, or null for \"since the account was opened\".",
            "type": [
              "string",
              "null"
            ],
            "format": "date-time"
          },
          "to": {
            "description": "End of the period the link shows.",
            "type": "string",
            "format": "date-time"
          }
        }
      },
      "ErrorCode": {
        "description": "Every error code with its HTTP status:\n- `bad_request` 400: malformed JSON, schema violation, unknown member, bad query parameter;\n- `unauthorized` 401: missing, unknown or rotated key;\n- `forbidden` 403: another organisation's resource; a company key on `/admin/*`;\n- `not_found` 404: unknown id or route;\n- `gone` 410: a statement link that has expired;\n- `conflict` 409: slug taken; Idempotency-Key reused with another body or still in flight; an\n  illegal state transition;\n- `payload_too_large` 413: body over 64 KiB;\n- `unsupported_media_type` 415: body not `application/json`;\n- `unprocessable_entity` 422: payment rejected (recorded); reversal or withdrawal not covered;\n  opening-balance or deposit limit;\n- `too_many_requests` 429: configured rate limit exceeded;\n- `internal_error` 500: unexpected failure;\n- `service_unavailable` 503: the bank is read-only for now (disk full, or a failed audit at start);\n- `request_timeout` 408 and `request_header_fields_too_large` 431: a request the HTTP parser\n  refused before any route was known (headers not received within 10 s or the whole request\n  within 30 s; headers over 16 KiB). Not declared per operation, like the CORS preflight.\n",
        "type": "string",
        "enum": [
          "bad_request",
          "unauthorized",
          "forbidden",
          "not_found",
          "gone",
          "conflict",
          "payload_too_large",
          "unsupported_media_type",
          "unprocessable_entity",
          "too_many_requests",
          "internal_error",
          "service_unavailable",
          "request_timeout",
          "request_header_fields_too_large"
        ]
      },
      "FieldError": {
        "description": "One problem in a request.",
        "type": "object",
        "additionalProperties": false,
        "required": [
          "path",
          "message"
        ],
        "properties": {
          "path": {
            "description": "JSON Pointer (RFC 6901) to the value, prefixed by where it is: `/body/amount_cents`,\n`/query/limit`, `/header/Idempotency-Key`, `/path/id`; `/body` for the body as a whole.\n",
            "type": "string"
          },
          "message": {
            "description": "What is wrong, in plain words.",
            "type": "string"
          }
        }
      },
      "ErrorDetails": {
        "description": "Machine-readable detail; each error fills only the member that applies (the one object whose\nmembers are optional).\n",
        "type": "object",
        "additionalProperties": false,
        "properties": {
          "fields": {
            "description": "400 - every problem found in the request.",
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/FieldError"
            }
          },
          "payment": {
            "$ref": "#/components/schemas/Payment"
          },
          "current_state": {
            "description": "409 illegal transition - the current state of the payment or account.",
            "type": "string",
            "enum": [
              "pending",
              "settled",
              "returned",
              "rejected",
              "active",
              "frozen"
            ]
          }
        }
      },
      "ErrorEnvelope": {
        "description": "Every error body: `{error: {code, message}}`, both required; `details` optional.\n`code` is one of `ErrorCode`, `message` human-readable text.\n",
        "type": "object",
        "additionalProperties": false,
        "required": [
          "error"
        ],
        "properties": {
          "error": {
            "type": "object",
            "additionalProperties": false,
            "required": [
              "code",
              "message"
            ],
            "properties": {
              "code": {
                "$ref": "#/components/schemas/ErrorCode"
              },
              "message": {
                "description": "Human-readable text; never contains another organisation's data or a key.",
                "type": "string"
              },
              "details": {
                "$ref": "#/components/schemas/ErrorDetails"
              }
            }
          }
        }
      },
      "Health": {
        "description": "Liveness.",
        "type": "object",
        "additionalProperties": false,
        "required": [
          "status",
          "writable",
          "version",
          "settlement_mode",
          "uptime_seconds"
        ],
        "properties": {
          "status": {
            "description": "`ok`, or `degraded` when the operator should look: writes are refused (`writable: false`)\nbecause the disk is full or the stored ledger failed its audit at start, or the bank runs\nwith audit violations the operator accepted (`--accept-audit`). `reason` says which.\n",
            "type": "string",
            "enum": [
              "ok",
              "degraded"
            ]
          },
          "writable": {
            "description": "False while every write answers 503 `service_unavailable`.",
            "type": "boolean"
          },
          "reason": {
            "description": "Present when `status` is `degraded`; what is wrong, in plain words.",
            "type": "string"
          },
          "version": {
            "description": "The version of this description the bank implements.",
            "type": "string",
            "pattern": "^\\d+\\.\\d+\\.\\d+$"
          },
          "settlement_mode": {
            "$ref": "#/components/schemas/SettlementMode"
          },
          "uptime_seconds": {
            "description": "Whole seconds since the process started.",
            "type": "integer",
            "minimum": 0,
            "maximum": 9007199254740991
          }
        }
      },
      "Organisation": {
        "description": "A company at the bank.",
        "type": "object",
        "additionalProperties": false,
        "required": [
          "id",
          "name",
          "slug",
          "team",
          "created_at"
        ],
        "properties": {
          "id": {
            "description": "The organisation's id.",
            "type": "string",
            "pattern": "^org_[0-9A-Za-z]+$"
          },
          "name": {
            "description": "The name given at signup.",
            "type": "string",
            "minLength": 1,
            "maxLength": 120
          },
          "slug": {
            "$ref": "#/components/schemas/Slug"
          },
          "team": {
            "description": "The team given at signup, or null.",
            "type": [
              "string",
              "null"
            ],
            "maxLength": 120
          },
          "created_at": {
            "$ref": "#/components/schemas/DateTime"
          }
        }
      },
      "Slug": {
        "description": "Unique handle: lowercase letters, digits and single dashes, 1-63 characters, no leading or\ntrailing dash. Derived from the name when absent at signup (see `signup`).\n",
        "type": "string",
        "minLength": 1,
        "maxLength": 63,
        "pattern": "^[a-z0-9]+(-[a-z0-9]+)*$"
      },
      "AccountNumber": {
        "description": "Ten decimal digits the bank gives each account, unique and never reused; `0000000000` is the\nbank itself (the counterparty of deposits) and is never a customer account.\n",
        "type": "string",
        "pattern": "^[0-9]{10}$"
      },
      "Account": {
        "description": "An account.",
        "type": "object",
        "additionalProperties": false,
        "required": [
          "id",
          "account_number",
          "name",
          "type",
          "currency",
          "status",
          "balance_cents",
          "available_cents"
        ],
        "properties": {
          "id": {
            "description": "Account identifier, used in paths and as `from_account_id`.",
            "type": "string",
            "pattern": "^acc_[0-9A-Za-z]+$"
          },
          "account_number": {
            "$ref": "#/components/schemas/AccountNumber"
          },
          "name": {
            "description": "The account's name (max 120 characters on creation).",
            "type": "string",
            "minLength": 1,
            "maxLength": 120
          },
          "type": {
            "$ref": "#/components/schemas/AccountType"
          },
          "currency": {
            "$ref": "#/components/schemas/Currency"
          },
          "status": {
            "$ref": "#/components/schemas/AccountStatus"
          },
          "balance_cents": {
            "$ref": "#/components/schemas/SignedCents"
          },
          "available_cents": {
            "description": "`balance_cents` minus the holds of the account's pending outgoing payments.",
            "type": "integer",
            "minimum": -9007199254740991,
            "maximum": 9007199254740991
          }
        }
      },
      "Payment": {
        "description": "A payment. `to_account_number` is the number the sender gave (kept even when it\nmatched no account). Visible to the sending organisation and, unless `rejected`, to the\nreceiving one.\n",
        "type": "object",
        "additionalProperties": false,
        "required": [
          "id",
          "from_account_id",
          "to_account_id",
          "to_account_number",
          "amount_cents",
          "currency",
          "reference",
          "status",
          "end_to_end_id",
          "return_reason",
          "created_at",
          "settled_at",
          "returned_at"
        ],
        "properties": {
          "id": {
            "description": "The payment's id; also `transfer_id` on its statement lines.",
            "type": "string",
            "pattern": "^pay_[0-9A-Za-z]+$"
          },
          "from_account_id": {
            "description": "The sending account's id. Always set for payments sent through this API; null is reserved\nfor payments originated outside the bank (none in version 1).\n",
            "type": [
              "string",
              "null"
            ]
          },
          "to_account_id": {
            "description": "The receiving account's id; null when `to_account_number` matched no account (rejected).",
            "type": [
              "string",
              "null"
            ]
          },
          "to_account_number": {
            "description": "The account number the sender gave.",
            "type": "string",
            "minLength": 1,
            "maxLength": 64
          },
          "amount_cents": {
            "description": "Amount in cents, at least 1.",
            "type": "integer",
            "minimum": 1,
            "maximum": 9007199254740991
          },
          "currency": {
            "$ref": "#/components/schemas/Currency"
          },
          "reference": {
            "description": "Free text, max 140 characters; empty when none was given.",
            "type": "string",
            "maxLength": 140
          },
          "status": {
            "$ref": "#/components/schemas/PaymentStatus"
          },
          "end_to_end_id": {
            "description": "The sender's end-to-end id, or null.",
            "type": [
              "string",
              "null"
            ],
            "maxLength": 64
          },
          "return_reason": {
            "$ref": "#/components/schemas/ReturnReason"
          },
          "created_at": {
            "$ref": "#/components/schemas/DateTime"
          },
          "settled_at": {
            "description": "When the payment settled, or null.",
            "type": [
              "string",
              "null"
            ],
            "format": "date-time"
          },
          "returned_at": {
            "description": "When the payment was returned or reversed, or null.",
            "type": [
              "string",
              "null"
            ],
            "format": "date-time"
          }
        }
      },
      "StatementLine": {
        "description": "One posting on one account; also the element of the transactions list. A settled\npayment writes two (DR sender, CR receiver); a return writes `RETURN <reference>` lines; a deposit\nwrites one CR with counterparty `0000000000` and the reference `OPENING BALANCE` for an opening\nbalance.\n",
        "type": "object",
        "additionalProperties": false,
        "required": [
          "date",
          "value_date",
          "account_number",
          "counterparty_account_number",
          "direction",
          "amount_cents",
          "currency",
          "reference",
          "transfer_id",
          "end_to_end_id",
          "running_balance_cents"
        ],
        "properties": {
          "date": {
            "$ref": "#/components/schemas/DateTime"
          },
          "value_date": {
            "description": "When the money moved with value (equal to `date` in version 1), or null for the DR and\n`RETURN` CR written when a pending payment is returned (no value moved).\n",
            "type": [
              "string",
              "null"
            ],
            "format": "date-time"
          },
          "account_number": {
            "$ref": "#/components/schemas/AccountNumber"
          },
          "counterparty_account_number": {
            "$ref": "#/components/schemas/AccountNumber"
          },
          "direction": {
            "$ref": "#/components/schemas/Direction"
          },
          "amount_cents": {
            "description": "The posting's amount, at least 1; the sign is in `direction`.",
            "type": "integer",
            "minimum": 1,
            "maximum": 9007199254740991
          },
          "currency": {
            "$ref": "#/components/schemas/Currency"
          },
          "reference": {
            "description": "Free text - the payment's reference, `RETURN <reference>`, `OPENING BALANCE` or the deposit's reference.",
            "type": "string",
            "maxLength": 147
          },
          "transfer_id": {
            "description": "The payment's id (`pay_...`), or the deposit's id (`dep_...`) for deposit lines.",
            "type": "string",
            "pattern": "^(pay|dep)_[0-9A-Za-z]+$"
          },
          "end_to_end_id": {
            "description": "The payment's end-to-end id, or null.",
            "type": [
              "string",
              "null"
            ],
            "maxLength": 64
          },
          "running_balance_cents": {
            "$ref": "#/components/schemas/SignedCents"
          }
        }
      },
      "Directory": {
        "description": "The public directory. Never balances.",
        "type": "object",
        "additionalProperties": false,
        "required": [
          "organisations"
        ],
        "properties": {
          "organisations": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/DirectoryEntry"
            }
          }
        }
      },
      "DirectoryEntry": {
        "description": "One company in the directory - name, slug and account numbers; nothing that grants access or shows money.",
        "type": "object",
        "additionalProperties": false,
        "required": [
          "name",
          "slug",
          "accounts"
        ],
        "properties": {
          "name": {
            "description": "The organisation's name.",
            "type": "string"
          },
          "slug": {
            "$ref": "#/components/schemas/Slug"
          },
          "accounts": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/DirectoryAccount"
            }
          }
        }
      },
      "DirectoryAccount": {
        "description": "An account as the directory shows it.",
        "type": "object",
        "additionalProperties": false,
        "required": [
          "account_number",
          "name",
          "type"
        ],
        "properties": {
          "account_number": {
            "$ref": "#/components/schemas/AccountNumber"
          },
          "name": {
            "description": "The account's name.",
            "type": "string"
          },
          "type": {
            "$ref": "#/components/schemas/AccountType"
          }
        }
      },
      "SignupAccount": {
        "description": "One account to open at signup.",
        "type": "object",
        "additionalProperties": false,
        "required": [
          "name"
        ],
        "properties": {
          "name": {
            "description": "The account's name.",
            "type": "string",
            "minLength": 1,
            "maxLength": 120
          },
          "type": {
            "description": "One of `AccountType`; default `operating`.",
            "type": "string",
            "enum": [
              "operating",
              "trust",
              "loss_fund",
              "other"
            ],
            "default": "operating"
          },
          "opening_balance_cents": {
            "description": "Booked as an `OPENING BALANCE` deposit when above 0.",
            "type": "integer",
            "minimum": 0,
            "maximum": 9007199254740991,
            "default": 0
          }
        }
      },
      "SignupRequest": {
        "description": "The signup body.",
        "type": "object",
        "additionalProperties": false,
        "required": [
          "name"
        ],
        "properties": {
          "name": {
            "description": "The company's name.",
            "type": "string",
            "minLength": 1,
            "maxLength": 120
          },
          "slug": {
            "$ref": "#/components/schemas/Slug"
          },
          "team": {
            "description": "Free text, e.g. the hackathon team (max 120 characters).",
            "type": "string",
            "minLength": 1,
            "maxLength": 120
          },
          "accounts": {
            "description": "Accounts to open, at most 10; none when absent.",
            "type": "array",
            "maxItems": 10,
            "items": {
              "$ref": "#/components/schemas/SignupAccount"
            }
          }
        }
      },
      "SignupResponse": {
        "description": "Signup result; `api_key` is shown only here.",
        "type": "object",
        "additionalProperties": false,
        "required": [
          "organisation",
          "api_key",
          "accounts"
        ],
        "properties": {
          "organisation": {
            "$ref": "#/components/schemas/Organisation"
          },
          "api_key": {
            "$ref": "#/components/schemas/ApiKey"
          },
          "accounts": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/Account"
            }
          }
        }
      },
      "ApiKey": {
        "description": "A company api key - `sk_` and 43 base64url characters (32 random bytes). Shown once.",
        "type": "string",
        "pattern": "^sk_[A-Za-z0-9_-]{43}$"
      },
      "MeResponse": {
        "description": "The caller's organisation and accounts.",
        "type": "object",
        "additionalProperties": false,
        "required": [
          "organisation",
          "accounts"
        ],
        "properties": {
          "organisation": {
            "$ref": "#/components/schemas/Organisation"
          },
          "accounts": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/Account"
            }
          }
        }
      },
      "RotateKeyResponse": {
        "description": "The new api key, shown once; the old key stopped working.",
        "type": "object",
        "additionalProperties": false,
        "required": [
          "api_key"
        ],
        "properties": {
          "api_key": {
            "$ref": "#/components/schemas/ApiKey"
          }
        }
      },
      "AccountList": {
        "description": "The caller's accounts.",
        "type": "object",
        "additionalProperties": false,
        "required": [
          "accounts"
        ],
        "properties": {
          "accounts": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/Account"
            }
          }
        }
      },
      "OpenAccountRequest": {
        "description": "The open-account body.",
        "type": "object",
        "additionalProperties": false,
        "required": [
          "name"
        ],
        "properties": {
          "name": {
            "description": "The account's name.",
            "type": "string",
            "minLength": 1,
            "maxLength": 120
          },
          "type": {
            "description": "One of `AccountType`; default `operating`.",
            "type": "string",
            "enum": [
              "operating",
              "trust",
              "loss_fund",
              "other"
            ],
            "default": "operating"
          },
          "currency": {
            "description": "`USD` only; default `USD`.",
            "type": "string",
            "enum": [
              "USD"
            ],
            "default": "USD"
          },
          "opening_balance_cents": {
            "description": "Booked as an `OPENING BALANCE` deposit when above 0.",
            "type": "integer",
            "minimum": 0,
            "maximum": 9007199254740991,
            "default": 0
          }
        }
      },
      "AccountResponse": {
        "description": "One account.",
        "type": "object",
        "additionalProperties": false,
        "required": [
          "account"
        ],
        "properties": {
          "account": {
            "$ref": "#/components/schemas/Account"
          }
        }
      },
      "TransactionPage": {
        "description": "One page of postings, newest first.",
        "type": "object",
        "additionalProperties": false,
        "required": [
          "transactions",
          "next_cursor"
        ],
        "properties": {
          "transactions": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/StatementLine"
            }
          },
          "next_cursor": {
            "description": "Pass as `cursor` for the next page; null on the last page.",
            "type": [
              "string",
              "null"
            ]
          }
        }
      },
      "Statement": {
        "description": "A JSON statement; lines oldest first.",
        "type": "object",
        "additionalProperties": false,
        "required": [
          "account_number",
          "currency",
          "from",
          "to",
          "opening_balance_cents",
          "closing_balance_cents",
          "lines"
        ],
        "properties": {
          "account_number": {
            "$ref": "#/components/schemas/AccountNumber"
          },
          "currency": {
            "$ref": "#/components/schemas/Currency"
          },
          "from": {
            "description": "The effective inclusive start, or null when `from` was absent (since opening).",
            "type": [
              "string",
              "null"
            ],
            "format": "date-time"
          },
          "to": {
            "description": "The effective inclusive end (the time the statement was produced when `to` was absent).",
            "type": "string",
            "format": "date-time"
          },
          "opening_balance_cents": {
            "$ref": "#/components/schemas/SignedCents"
          },
          "closing_balance_cents": {
            "$ref": "#/components/schemas/SignedCents"
          },
          "lines": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/StatementLine"
            }
          }
        }
      },
      "StatementCsv": {
        "description": "A CSV statement (`text/csv; charset=utf-8`), RFC 4180: UTF-8 without BOM, CRLF line ends, a\nfield is quoted with `\"` when it contains a comma, a quote, CR or LF, and a quote inside is\ndoubled. The first row is exactly this header, in this order:\n\n`date,value_date,account_number,counterparty_account_number,direction,amount,currency,reference,transfer_id,end_to_end_id,running_balance`\n\nthen one row per line, oldest first. `amount` and `running_balance` are decimal major units with\ntwo places (`125.00`, `-5.00`), not cents; `amount` is unsigned (the sign is `direction`, `CR` or\n`DR`). Dates as in JSON; a null `value_date` or `end_to_end_id` is an empty field. Formula\ninjection: a free-text field (`reference`, `end_to_end_id`) that starts with `=`, `+`, `-`, `@`,\na tab or a carriage return is prefixed with a single quote `'` before quoting.\nServed with `Content-Disposition: attachment; filename=\"statement-<account_number>.csv\"`.\n",
        "type": "string"
      },
      "StatementHtml": {
        "description": "An HTML statement (`text/html; charset=utf-8`): one\nself-contained, printable document - inline CSS only (with `@media print` rules), no scripts, no\nexternal assets - showing the account number and name, the period, the opening and closing\nbalances and a table with the CSV's columns (amounts in major units). Every free-text value is\nHTML-escaped (`&`, `<`, `>`, `\"`, `'`).\n",
        "type": "string"
      },
      "HtmlDocument": {
        "description": "A self-contained HTML page.",
        "type": "string"
      },
      "OpenApiDocument": {
        "description": "This OpenAPI 3.1 document as one JSON object.",
        "type": "object"
      },
      "PaymentList": {
        "description": "Payments, newest first.",
        "type": "object",
        "additionalProperties": false,
        "required": [
          "payments"
        ],
        "properties": {
          "payments": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/Payment"
            }
          }
        }
      },
      "SendPaymentRequest": {
        "description": "The send-payment body.",
        "type": "object",
        "additionalProperties": false,
        "required": [
          "from_account_id",
          "to_account_number",
          "amount_cents"
        ],
        "properties": {
          "from_account_id": {
            "description": "The id of one of the caller's accounts.",
            "type": "string",
            "minLength": 1,
            "maxLength": 255
          },
          "to_account_number": {
            "description": "The account number of any account at the bank. Any string up to 64 characters is accepted\nhere; a number that is not ten digits or matches no account is a recorded rejection (422).\n",
            "type": "string",
            "minLength": 1,
            "maxLength": 64
          },
          "amount_cents": {
            "description": "Amount in cents, at least 1.",
            "type": "integer",
            "minimum": 1,
            "maximum": 9007199254740991
          },
          "currency": {
            "description": "`USD` only; default `USD`.",
            "type": "string",
            "enum": [
              "USD"
            ],
            "default": "USD"
          },
          "reference": {
            "description": "Free text, max 140 characters; default empty.",
            "type": "string",
            "maxLength": 140,
            "default": ""
          },
          "end_to_end_id": {
            "description": "The sender's end-to-end id, max 64 characters.",
            "type": "string",
            "minLength": 1,
            "maxLength": 64
          }
        }
      },
      "PaymentResponse": {
        "description": "One payment.",
        "type": "object",
        "additionalProperties": false,
        "required": [
          "payment"
        ],
        "properties": {
          "payment": {
            "$ref": "#/components/schemas/Payment"
          }
        }
      },
      "SettlementModeResponse": {
        "description": "The settlement mode in force, named `settlement_mode` as on `/health` (one name for one\nvalue across the API).\n",
        "type": "object",
        "additionalProperties": false,
        "required": [
          "settlement_mode"
        ],
        "properties": {
          "settlement_mode": {
            "$ref": "#/components/schemas/SettlementMode"
          }
        }
      },
      "SetSettlementModeRequest": {
        "description": "The mode to set, named `settlement_mode` as on `/health`.",
        "type": "object",
        "additionalProperties": false,
        "required": [
          "settlement_mode"
        ],
        "properties": {
          "settlement_mode": {
            "$ref": "#/components/schemas/SettlementMode"
          }
        }
      },
      "AdminOrganisation": {
        "description": "An organisation with all its accounts, as the bank sees it. Never the api key.",
        "type": "object",
        "additionalProperties": false,
        "required": [
          "id",
          "name",
          "slug",
          "team",
          "created_at",
          "accounts"
        ],
        "properties": {
          "id": {
            "description": "The organisation's id.",
            "type": "string",
            "pattern": "^org_[0-9A-Za-z]+$"
          },
          "name": {
            "description": "The name given at signup.",
            "type": "string"
          },
          "slug": {
            "$ref": "#/components/schemas/Slug"
          },
          "team": {
            "description": "The team given at signup, or null.",
            "type": [
              "string",
              "null"
            ]
          },
          "created_at": {
            "$ref": "#/components/schemas/DateTime"
          },
          "accounts": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/Account"
            }
          }
        }
      },
      "AdminOrganisationList": {
        "description": "Every organisation, sorted by slug.",
        "type": "object",
        "additionalProperties": false,
        "required": [
          "organisations"
        ],
        "properties": {
          "organisations": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/AdminOrganisation"
            }
          }
        }
      },
      "AuditViolation": {
        "description": "One broken ledger invariant.",
        "type": "object",
        "additionalProperties": false,
        "required": [
          "rule",
          "account_id",
          "payment_id",
          "message"
        ],
        "properties": {
          "rule": {
            "description": "The invariant (see `getAudit`).",
            "type": "string",
            "enum": [
              "balance_equals_postings",
              "available_equals_balance_minus_holds",
              "payment_postings_balance",
              "money_only_from_deposits",
              "no_overdraft"
            ]
          },
          "account_id": {
            "description": "The account concerned, or null.",
            "type": [
              "string",
              "null"
            ]
          },
          "payment_id": {
            "description": "The payment concerned, or null.",
            "type": [
              "string",
              "null"
            ]
          },
          "message": {
            "description": "Expected and actual values in plain words.",
            "type": "string"
          }
        }
      },
      "AuditReport": {
        "description": "The ledger invariants, recomputed from the postings.",
        "type": "object",
        "additionalProperties": false,
        "required": [
          "ok",
          "checked_at",
          "accounts_checked",
          "payments_checked",
          "postings_checked",
          "total_debits_cents",
          "total_credits_cents",
          "total_deposits_cents",
          "total_withdrawals_cents",
          "total_balances_cents",
          "violations"
        ],
        "properties": {
          "ok": {
            "description": "True exactly when `violations` is empty.",
            "type": "boolean"
          },
          "checked_at": {
            "$ref": "#/components/schemas/DateTime"
          },
          "accounts_checked": {
            "description": "Number of accounts checked.",
            "type": "integer",
            "minimum": 0,
            "maximum": 9007199254740991
          },
          "payments_checked": {
            "description": "Number of payments checked.",
            "type": "integer",
            "minimum": 0,
            "maximum": 9007199254740991
          },
          "postings_checked": {
            "description": "Number of postings checked.",
            "type": "integer",
            "minimum": 0,
            "maximum": 9007199254740991
          },
          "total_debits_cents": {
            "$ref": "#/components/schemas/Cents"
          },
          "total_credits_cents": {
            "$ref": "#/components/schemas/Cents"
          },
          "total_deposits_cents": {
            "$ref": "#/components/schemas/Cents"
          },
          "total_withdrawals_cents": {
            "$ref": "#/components/schemas/Cents"
          },
          "total_balances_cents": {
            "$ref": "#/components/schemas/SignedCents"
          },
          "violations": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/AuditViolation"
            }
          }
        }
      },
      "ReturnNote": {
        "description": "Free text the bank adds to the payment's `return_reason` after ` - ` (1 to 140 characters, no\ncontrol characters).\n",
        "type": "string",
        "minLength": 1,
        "maxLength": 140,
        "pattern": "^[^\\u0000-\\u001f\\u007f]+$"
      },
      "ReturnPaymentRequest": {
        "description": "Optional body of a return.",
        "type": "object",
        "additionalProperties": false,
        "properties": {
          "reason": {
            "$ref": "#/components/schemas/ReturnReasonCode"
          },
          "note": {
            "$ref": "#/components/schemas/ReturnNote"
          }
        }
      },
      "ReversePaymentRequest": {
        "description": "Optional body of a reversal.",
        "type": "object",
        "additionalProperties": false,
        "properties": {
          "reason": {
            "$ref": "#/components/schemas/ReturnReasonCode"
          },
          "note": {
            "$ref": "#/components/schemas/ReturnNote"
          },
          "force": {
            "description": "Reverse even when the receiver cannot cover it (may take its balance below zero).",
            "type": "boolean",
            "default": false
          }
        }
      },
      "DepositRequest": {
        "description": "An admin deposit.",
        "type": "object",
        "additionalProperties": false,
        "required": [
          "amount_cents"
        ],
        "properties": {
          "amount_cents": {
            "description": "Amount in cents, at least 1.",
            "type": "integer",
            "minimum": 1,
            "maximum": 9007199254740991
          },
          "reference": {
            "description": "Free text, max 140 characters; default `DEPOSIT`.",
            "type": "string",
            "minLength": 1,
            "maxLength": 140,
            "default": "DEPOSIT"
          }
        }
      },
      "Deposit": {
        "description": "Money the bank put into an account (opening balance or admin deposit).",
        "type": "object",
        "additionalProperties": false,
        "required": [
          "id",
          "account_id",
          "amount_cents",
          "currency",
          "reference",
          "created_at"
        ],
        "properties": {
          "id": {
            "description": "The deposit's id; the `transfer_id` of its statement line.",
            "type": "string",
            "pattern": "^dep_[0-9A-Za-z]+$"
          },
          "account_id": {
            "description": "The credited account.",
            "type": "string"
          },
          "amount_cents": {
            "description": "Amount in cents, at least 1.",
            "type": "integer",
            "minimum": 1,
            "maximum": 9007199254740991
          },
          "currency": {
            "$ref": "#/components/schemas/Currency"
          },
          "reference": {
            "description": "The deposit's reference (`OPENING BALANCE` for opening balances).",
            "type": "string",
            "maxLength": 140
          },
          "created_at": {
            "$ref": "#/components/schemas/DateTime"
          }
        }
      },
      "DepositResponse": {
        "description": "A deposit and the account after it.",
        "type": "object",
        "additionalProperties": false,
        "required": [
          "deposit",
          "account"
        ],
        "properties": {
          "deposit": {
            "$ref": "#/components/schemas/Deposit"
          },
          "account": {
            "$ref": "#/components/schemas/Account"
          }
        }
      },
      "WithdrawalRequest": {
        "description": "An admin withdrawal.",
        "type": "object",
        "additionalProperties": false,
        "required": [
          "amount_cents"
        ],
        "properties": {
          "amount_cents": {
            "description": "Amount in cents, at least 1.",
            "type": "integer",
            "minimum": 1,
            "maximum": 9007199254740991
          },
          "reference": {
            "description": "Free text, max 140 characters; default `WITHDRAWAL`.",
            "type": "string",
            "minLength": 1,
            "maxLength": 140,
            "default": "WITHDRAWAL"
          }
        }
      },
      "Withdrawal": {
        "description": "Money the bank took out of an account (an admin withdrawal).",
        "type": "object",
        "additionalProperties": false,
        "required": [
          "id",
          "account_id",
          "amount_cents",
          "currency",
          "reference",
          "created_at"
        ],
        "properties": {
          "id": {
            "description": "The withdrawal's id; the `transfer_id` of its statement line.",
            "type": "string",
            "pattern": "^wdr_[0-9A-Za-z]+$"
          },
          "account_id": {
            "description": "The debited account.",
            "type": "string"
          },
          "amount_cents": {
            "description": "Amount in cents, at least 1.",
            "type": "integer",
            "minimum": 1,
            "maximum": 9007199254740991
          },
          "currency": {
            "$ref": "#/components/schemas/Currency"
          },
          "reference": {
            "description": "The withdrawal's reference.",
            "type": "string",
            "maxLength": 140
          },
          "created_at": {
            "$ref": "#/components/schemas/DateTime"
          }
        }
      },
      "WithdrawalResponse": {
        "description": "A withdrawal and the account after it.",
        "type": "object",
        "additionalProperties": false,
        "required": [
          "withdrawal",
          "account"
        ],
        "properties": {
          "withdrawal": {
            "$ref": "#/components/schemas/Withdrawal"
          },
          "account": {
            "$ref": "#/components/schemas/Account"
          }
        }
      }
    }
  }
};
