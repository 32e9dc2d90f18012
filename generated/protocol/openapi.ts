// generated from specs/protocol.openapi.yaml (sha256:6d92185b9cd5b01df75f423f073a6978ac0c5ac4fcb9e7f4620cffd42afa7a76), do not edit
/**
 * Protocol Data Service 1.0.0, bundled from specs/protocol.openapi.yaml.
 */
export const protocolOpenApiDocument: Record<string, unknown> = {
  "openapi": "3.1.0",
  "info": {
    "title": "Protocol Data Service",
    "version": "1.0.0",
    "license": {
      "name": "MIT",
      "identifier": "MIT"
    },
    "summary": "Pools, transaction history and limit orders of the swap-market protocol, indexed from chain.",
    "description": "Read-mostly HTTP data service for the swap-market protocol (pools, transaction\nhistory, limit orders). It indexes the events of the PoolManager, the WhitelistManager, the pool\nshare tokens and the order protocol (1inch Limit Order Protocol v4) on every configured chain and\nserves them as paginated lists; it also accepts signed limit orders. Real-time state (swap rates,\nlive balances, previews) is read on-chain from the PoolManager, not from this service.\n\n## Conventions\n- **Chains.** `chainId` selects the chain; it defaults to 1 (Ethereum mainnet). Lists also take the real clients' `chainName` (`mainnet` = 1, see the\n  `ChainName` schema); sent with `chainId`, the two must agree, else 400. A chain this service does not index is a 400 `bad_request` on reads (with\n  `details.indexedChainIds`) and a 422 `unprocessable_entity` (reason `unknown_chain`) on order\n  submission.\n- **Addresses** in responses are EIP-55 checksummed. Address query parameters and body fields\n  are matched case-insensitively.\n- **Amounts.** `inWei` is an integer amount in the token's base units written as a decimal\n  string (\"wei\" for every token, whatever its decimals; never a float). `inToken` is\n  `inWei / 10^decimals` as a JSON number, for display only: it may round, so do arithmetic on\n  `inWei`. USD values (`inUsdAtNow`, `inUsdAtEvents`) are JSON numbers in US dollars, or `null`\n  when the service knows no USD price for the token. Principal and swap tokens always have 18\n  decimals.\n- **Fees.** On-chain fees are 18-decimal percentages (1e18 = 1 %, maximum 5e18 = 5 %). The API's `exerciseFeePercentage` / `repurchaseFeePercentage` are the on-chain\n  `swapFee` / `unwindSwapFee` divided by 1e20: a decimal fraction (0.01 = 1 %), at most 0.05.\n- **Time.** Response timestamps are UTC RFC 3339 with milliseconds\n  (`2030-01-01T00:00:00.000Z`); block numbers are integers. `createdAt` / `updatedAt` of\n  chain-derived records (pools, whitelist items, flows, markets, fills) are the block timestamps\n  of the first and of the latest event that produced or changed the record, so indexing the\n  same blocks twice gives identical responses. For orders, `createdAt` is the time the service\n  accepted the order.\n- **Reorgs.** Lists include unfinalized blocks up to the latest indexed block. A reorg rolls the\n  affected records back and indexes the new branch; `/health` counts reorgs per chain.\n- **Query parameters.** Unknown query parameters are rejected with 400, so a typo never\n  silently returns an unfiltered list. A parameter given twice\n  where one value is expected is a 400 too; only the orderbook's `status` repeats.\n\n## Pagination\nEvery list returns `{items, nextCursor, hasMore}`. Pass `nextCursor` back unchanged as the\nquery parameter `nextCursor`, with the same filters, to get the next page. The real service's\nclients send it as `cursor`, which is accepted as an alias (if both are sent they must be\nequal, else 400); `chainName` and `chainId` naming the same chain are the same filter, so a\ncursor stays valid across the two spellings. `hasMore: false`\nmeans the end of results, and then `nextCursor` is `null` (and only then). Cursors are opaque\nstrings of at most 512 characters, bound to the filters they were issued for (a cursor used with\nother filters is a 400), and positional on each list's stable sort key (stated per operation),\nso records added while you page are never repeated and never shift a page. Every list operation\ncarries `x-pagination` naming these members, from which the generated clients build async\niterators.\n\n## Authentication\nReads (GET) need no authentication, as on the real service. Order submission is authenticated\nby the maker's EIP-712 signature in the body field `signature` (the order hash is recomputed\nand the signer checked; ERC-1271 for contract makers). There are no API keys, cookies or\nsessions, hence `security: []`.\n\n## Rate limits\nGET requests are not rate limited. `POST /v1/limit-orders/` accepts at most 100 requests per\nrolling 60 seconds per client IP address; beyond that it answers 429 `too_many_requests` with a\n`Retry-After` header (seconds).\n\n## Errors\nEvery 4xx and 5xx body is an `ErrorEnvelope` `{error, message, details?}` (the real service's\nerror shape). `error` is one of:\n\n| error | status | when |\n|---|---|---|\n| `bad_request` | 400 | malformed JSON, a query parameter or body field that violates this document, an unknown query parameter or body field, a cursor issued for other filters, `cursor` and `nextCursor` that differ, `chainName` and `chainId` that name different chains, a chain not indexed (reads), `/v1/flows/` without `walletAddress` and `poolId`, an order with neither `premium` nor `premium_annualized` or with two that differ |\n| `not_found` | 404 | no operation of this document matches the method and path |\n| `conflict` | 409 | an order with the same `orderHash` is already stored with a different body |\n| `payload_too_large` | 413 | a request body over 16 KiB |\n| `unsupported_media_type` | 415 | a request body whose `Content-Type` is not `application/json` |\n| `unprocessable_entity` | 422 | a well-formed order that is rejected (`details.reason` says why) |\n| `too_many_requests` | 429 | the submission rate limit was exceeded |\n| `internal_error` | 500 | an unexpected failure of the service |\n| `service_unavailable` | 503 | the requested chain's indexer has not finished its first backfill, or the chain's RPC endpoint is unreachable for a check that needs it |\n\nEvery response carries `X-Request-Id`: the request's own `X-Request-Id` when it is 1-128 letters,\ndigits or `._:@-`, else a new UUID. The service's request log names it, so a client can quote it.\n\n## Events and webhooks\nThe service emits no webhooks or push events. Poll the lists (for example flows with\n`fromBlock`, newest first) or read events on-chain.\n\n## Paths: the contract's and the real service's\nThe paths `/v1/<module>/…` are the contract and what the generated clients call. The\nreal service now documents each route as `/<module>/v1/…` and keeps `/v1/…` as a deprecated\nrewrite; its newest clients call the new spelling. Each operation here is also served on that\npath (`x-path-aliases`), the same operation with the same parameters, body and responses. The\nmapping moves the module in front of the version and keeps the rest:\n\n| path (contract) | also served at |\n|---|---|\n| `GET /v1/pools/` | `GET /pools/v1/` |\n| `GET /v1/pools/whitelisted-addresses` | `GET /pools/v1/whitelisted-addresses` |\n| `GET /v1/flows/` | `GET /flows/v1/` |\n| `GET /v1/limit-orders/markets` | `GET /limit-orders/v1/markets` |\n| `GET /v1/limit-orders/orderbook` | `GET /limit-orders/v1/orderbook` |\n| `GET /v1/limit-orders/fills` | `GET /limit-orders/v1/fills` |\n| `POST /v1/limit-orders/` | `POST /limit-orders/v1/` |\n\nAs on the contract's paths, a missing or extra trailing slash is the same path.\n\n## Versioning\nPaths carry `/v1`. Within v1, changes are additive: new operations, new optional query\nparameters, new enum values in responses, new response members (announced by a new minor\n`info.version`; regenerate clients, whose response validators are strict). Removing or renaming\na member, parameter or operation, narrowing a request enum or limit, or changing a type needs\n`/v2`; what will go is first marked `deprecated: true` here for at least one minor version.\n\n## Where the real contracts and service differ from this contract\nThis document keeps its own contract and states each difference:\n- **Withdraw timing.** This contract lists withdraw before expiry. On the deployed PoolManager, `withdraw` / `withdrawOther` revert with `NotExpired`\n  before expiry, like `redeem`. Flows classify withdraw as `redeem` either\n  way, by the shares burned, not by time.\n- **Whitelist scope.** This contract says whitelisting gates depositing. The deployed\n  contracts check `isWhitelisted(marketId, account)` on every user entrypoint of the PoolManager\n  and on every `safe*` call of the Adapter.\n- **`premium` vs `premium_annualized`.** The order field `premium` (a string) is kept. The\n  real service first took `premium` as a percent number, then replaced it with\n  `premium_annualized`, a decimal-fraction string, which it now requires (`premium` was removed\n  on 2026-08-17). Here both names are accepted as a decimal-fraction string (`\"0.041\"` =\n  4.1 %): at least one, and equal when both are sent; stored and returned verbatim as\n  `premium` and not interpreted.\n- **`cursor` alias.** The real service accepts `cursor` as the canonical name with `nextCursor`\n  as a legacy alias. This contract names only `nextCursor`, which stays the\n  contract's name and the response member; `cursor` is accepted as an alias (equal when both\n  are sent).\n- **Paths.** The real service's `/<module>/v1/…` paths are served as aliases of the contract's\n  `/v1/<module>/…` (see \"Paths\" above).\n- **Types.** Block numbers are integers (real service: decimal strings); order `expiry` is an\n  RFC 3339 timestamp or `null` (real service: unix seconds).\n- **Omitted real-service extras.** The `poolManagerAddress`, `offset` and other extra filters;\n  the chain name `virtual`; `warnings[]` on bodies; a pool's `ownerAddress`; and the order\n  fields `extension`, `makerPermit2`, `makerAccountType`, `expiry`, `allowsPartialFills` and\n  `quote_ref`, which this contract's body does not have (sending them is a 400).\n- **Repurchase fee.** `repurchaseFeePercentage` is the nominal base fee. On chain the\n  repurchase (unwind swap) fee decays linearly from that base at swap-token issuance to 0 at\n  expiry.\n"
  },
  "servers": [
    {
      "url": "http://127.0.0.1:4020",
      "description": "Local protocol data service (contractkit dev)."
    }
  ],
  "security": [],
  "tags": [
    {
      "name": "pools",
      "description": "Pool metadata, TVL, fees, pause status and whitelists, indexed from the PoolManager and WhitelistManager."
    },
    {
      "name": "flows",
      "description": "Per-wallet transaction history of pool operations (mint, unwind, redeem, exercise, repurchase)."
    },
    {
      "name": "limit-orders",
      "description": "Limit-order markets, the orderbook, fills and order submission (1inch Limit Order Protocol v4 orders)."
    },
    {
      "name": "service",
      "description": "Health, the interactive reference and this document."
    }
  ],
  "paths": {
    "/health": {
      "get": {
        "operationId": "getHealth",
        "summary": "Service and indexer health",
        "description": "Liveness and per-chain indexer progress. 200 whatever the indexers' state, so a probe can\nread the body; read `status` for readiness: `ok` when every configured chain has finished its first backfill and\nits last poll succeeded, `syncing` while any chain is still backfilling, `error` when the\nlast poll of any chain failed (see that chain's `lastError`).\n",
        "tags": [
          "service"
        ],
        "responses": {
          "200": {
            "description": "Health of the service and of each chain's indexer.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Health"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "500": {
            "$ref": "#/components/responses/InternalError"
          }
        }
      }
    },
    "/docs": {
      "get": {
        "operationId": "getDocs",
        "summary": "Interactive API reference",
        "description": "A self-contained HTML page that renders this document (operations, parameters, schemas,\nexamples). Its scripts and styles come from packages installed with the service, never from\na CDN, so it works offline.\n",
        "tags": [
          "service"
        ],
        "responses": {
          "200": {
            "description": "The HTML reference page.",
            "content": {
              "text/html": {
                "schema": {
                  "type": "string",
                  "description": "An HTML5 document."
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
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
        "summary": "This OpenAPI document",
        "description": "This OpenAPI 3.1 document as JSON, exactly the contract the service was generated from.",
        "tags": [
          "service"
        ],
        "responses": {
          "200": {
            "description": "The OpenAPI document.",
            "content": {
              "application/json": {
                "schema": {
                  "type": "object",
                  "description": "An OpenAPI 3.1.0 document (this one)."
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "500": {
            "$ref": "#/components/responses/InternalError"
          }
        }
      }
    },
    "/v1/pools/": {
      "get": {
        "operationId": "listPools",
        "x-path-aliases": [
          "/pools/v1/"
        ],
        "summary": "List pools",
        "description": "Pool metadata, TVL, fee configuration and pause status, one item\nper pool created on the PoolManager (`MarketCreated`). Filters combine with AND. Sorted by\ndeployment, oldest first: ascending `deploymentBlockNumber`, then `poolId`.\n",
        "tags": [
          "pools"
        ],
        "x-pagination": {
          "cursorParam": "nextCursor",
          "nextCursorField": "nextCursor",
          "itemsField": "items",
          "hasMoreField": "hasMore"
        },
        "parameters": [
          {
            "name": "chainId",
            "in": "query",
            "description": "Chain id (1 for Ethereum mainnet, the default).",
            "schema": {
              "type": "integer",
              "minimum": 1,
              "maximum": 4503599627370476,
              "default": 1
            }
          },
          {
            "name": "poolId",
            "in": "query",
            "description": "Only the pool with this MarketId.",
            "schema": {
              "$ref": "#/components/schemas/MarketId"
            }
          },
          {
            "name": "collateralAddress",
            "in": "query",
            "description": "Only pools whose collateral asset (CA) is this token.",
            "schema": {
              "$ref": "#/components/schemas/Address"
            }
          },
          {
            "name": "referenceAddress",
            "in": "query",
            "description": "Only pools whose reference asset (REF) is this token.",
            "schema": {
              "$ref": "#/components/schemas/Address"
            }
          },
          {
            "name": "principalAddress",
            "in": "query",
            "description": "Only the pool whose principal token (PT) is this token.",
            "schema": {
              "$ref": "#/components/schemas/Address"
            }
          },
          {
            "name": "swapAddress",
            "in": "query",
            "description": "Only the pool whose swap token (ST) is this token.",
            "schema": {
              "$ref": "#/components/schemas/Address"
            }
          },
          {
            "name": "poolWhitelistStatus",
            "in": "query",
            "description": "`enabled`: only pools whose whitelist is enabled; `disabled`: only pools open to everyone.",
            "schema": {
              "type": "string",
              "enum": [
                "enabled",
                "disabled"
              ]
            }
          },
          {
            "name": "expiryBefore",
            "in": "query",
            "description": "RFC 3339 date-time; only pools whose expiry is strictly before it.",
            "schema": {
              "type": "string",
              "format": "date-time"
            }
          },
          {
            "name": "expiryAfter",
            "in": "query",
            "description": "RFC 3339 date-time; only pools whose expiry is strictly after it.",
            "schema": {
              "type": "string",
              "format": "date-time"
            }
          },
          {
            "name": "limit",
            "in": "query",
            "description": "Page size (default 2000, max 2000).",
            "schema": {
              "type": "integer",
              "minimum": 1,
              "maximum": 2000,
              "default": 2000
            }
          },
          {
            "name": "nextCursor",
            "in": "query",
            "description": "The `nextCursor` of the previous page, passed back unchanged (opaque).",
            "schema": {
              "type": "string",
              "minLength": 1,
              "maxLength": 512
            }
          },
          {
            "$ref": "#/components/parameters/Cursor"
          },
          {
            "$ref": "#/components/parameters/ChainName"
          }
        ],
        "responses": {
          "200": {
            "description": "One page of pools.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/PoolPage"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
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
    "/v1/pools/whitelisted-addresses": {
      "get": {
        "operationId": "listWhitelistedAddresses",
        "x-path-aliases": [
          "/pools/v1/whitelisted-addresses"
        ],
        "summary": "List pools with their whitelisted addresses",
        "description": "One whitelist item per pool, built from the\nWhitelistManager events. Globally whitelisted accounts appear on every\npool. With `walletAddress`, only pools on whose global or market list that address currently\nis; the item's lists stay complete. Whether an address may act on a pool is\n`!isWhitelistEnabled || listed`, the on-chain `isWhitelisted(marketId, account)`. Sorted like\n`listPools`: ascending `deploymentBlockNumber` of the pool, then `poolId`.\n",
        "tags": [
          "pools"
        ],
        "x-pagination": {
          "cursorParam": "nextCursor",
          "nextCursorField": "nextCursor",
          "itemsField": "items",
          "hasMoreField": "hasMore"
        },
        "parameters": [
          {
            "name": "chainId",
            "in": "query",
            "description": "Chain id (1 for Ethereum mainnet, the default).",
            "schema": {
              "type": "integer",
              "minimum": 1,
              "maximum": 4503599627370476,
              "default": 1
            }
          },
          {
            "name": "poolId",
            "in": "query",
            "description": "Only the pool with this MarketId.",
            "schema": {
              "$ref": "#/components/schemas/MarketId"
            }
          },
          {
            "name": "walletAddress",
            "in": "query",
            "description": "Only pools on whose global or market whitelist this address currently is.",
            "schema": {
              "$ref": "#/components/schemas/Address"
            }
          },
          {
            "name": "poolWhitelistStatus",
            "in": "query",
            "description": "`enabled`: only pools whose whitelist is enabled; `disabled`: only pools open to everyone.",
            "schema": {
              "type": "string",
              "enum": [
                "enabled",
                "disabled"
              ]
            }
          },
          {
            "name": "limit",
            "in": "query",
            "description": "Page size (default 2000, max 2000).",
            "schema": {
              "type": "integer",
              "minimum": 1,
              "maximum": 2000,
              "default": 2000
            }
          },
          {
            "name": "nextCursor",
            "in": "query",
            "description": "The `nextCursor` of the previous page, passed back unchanged (opaque).",
            "schema": {
              "type": "string",
              "minLength": 1,
              "maxLength": 512
            }
          },
          {
            "$ref": "#/components/parameters/Cursor"
          },
          {
            "$ref": "#/components/parameters/ChainName"
          }
        ],
        "responses": {
          "200": {
            "description": "One page of whitelist items.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/WhitelistItemPage"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
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
    "/v1/flows/": {
      "get": {
        "operationId": "listFlows",
        "x-path-aliases": [
          "/flows/v1/"
        ],
        "summary": "List transaction history (flows)",
        "description": "User transaction history across pool operations: one flow per\n`PoolModifyLiquidity` or `PoolSwap` event (see `Flow` for the mapping to `actionType`).\n\n**At least one of `walletAddress` and `poolId` is required**: a request with neither is\nanswered 400 `bad_request` (the contract's \"Supply at least `walletAddress` or `poolId`\", enforced\nserver-side; machine-readable in `x-required-any-of`).\n\nRanges: `fromTimestamp` inclusive, `toTimestamp` exclusive (half-open); `fromBlock` and\n`toBlock` both inclusive, like `eth_getLogs`. A range whose start is after its end is a 400.\nSorted newest first: descending `blockNumber`, then descending `logIndex`.\n",
        "tags": [
          "flows"
        ],
        "x-required-any-of": [
          "walletAddress",
          "poolId"
        ],
        "x-pagination": {
          "cursorParam": "nextCursor",
          "nextCursorField": "nextCursor",
          "itemsField": "items",
          "hasMoreField": "hasMore"
        },
        "parameters": [
          {
            "name": "chainId",
            "in": "query",
            "description": "Chain id (1 for Ethereum mainnet, the default).",
            "schema": {
              "type": "integer",
              "minimum": 1,
              "maximum": 4503599627370476,
              "default": 1
            }
          },
          {
            "name": "walletAddress",
            "in": "query",
            "description": "Only flows of this wallet (the flow's `walletAddress`). Required unless `poolId` is given.",
            "schema": {
              "$ref": "#/components/schemas/Address"
            }
          },
          {
            "name": "poolId",
            "in": "query",
            "description": "Only flows of the pool with this MarketId. Required unless `walletAddress` is given.",
            "schema": {
              "$ref": "#/components/schemas/MarketId"
            }
          },
          {
            "name": "actionType",
            "in": "query",
            "description": "Only flows of this kind.",
            "schema": {
              "$ref": "#/components/schemas/FlowActionType"
            }
          },
          {
            "name": "fromTimestamp",
            "in": "query",
            "description": "RFC 3339 date-time; only flows whose block timestamp is at or after it.",
            "schema": {
              "type": "string",
              "format": "date-time"
            }
          },
          {
            "name": "toTimestamp",
            "in": "query",
            "description": "RFC 3339 date-time; only flows whose block timestamp is before it.",
            "schema": {
              "type": "string",
              "format": "date-time"
            }
          },
          {
            "name": "fromBlock",
            "in": "query",
            "description": "Only flows in this block or later.",
            "schema": {
              "type": "integer",
              "minimum": 0,
              "maximum": 9007199254740991
            }
          },
          {
            "name": "toBlock",
            "in": "query",
            "description": "Only flows in this block or earlier.",
            "schema": {
              "type": "integer",
              "minimum": 0,
              "maximum": 9007199254740991
            }
          },
          {
            "name": "limit",
            "in": "query",
            "description": "Page size (default 2000, max 2000).",
            "schema": {
              "type": "integer",
              "minimum": 1,
              "maximum": 2000,
              "default": 2000
            }
          },
          {
            "name": "nextCursor",
            "in": "query",
            "description": "The `nextCursor` of the previous page, passed back unchanged (opaque).",
            "schema": {
              "type": "string",
              "minLength": 1,
              "maxLength": 512
            }
          },
          {
            "$ref": "#/components/parameters/Cursor"
          },
          {
            "$ref": "#/components/parameters/ChainName"
          }
        ],
        "responses": {
          "200": {
            "description": "One page of flows.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/FlowPage"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
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
    "/v1/limit-orders/markets": {
      "get": {
        "operationId": "listLimitOrderMarkets",
        "x-path-aliases": [
          "/limit-orders/v1/markets"
        ],
        "summary": "List limit-order markets",
        "description": "Markets in which limit orders are accepted: two per\npool, its principal token and its swap token, each against the pool's collateral asset (see\n`LimitOrderMarket`). Sorted by ascending `poolId`, then `makerAsset`.\n",
        "tags": [
          "limit-orders"
        ],
        "x-pagination": {
          "cursorParam": "nextCursor",
          "nextCursorField": "nextCursor",
          "itemsField": "items",
          "hasMoreField": "hasMore"
        },
        "parameters": [
          {
            "name": "chainId",
            "in": "query",
            "description": "Chain id (1 for Ethereum mainnet, the default).",
            "schema": {
              "type": "integer",
              "minimum": 1,
              "maximum": 4503599627370476,
              "default": 1
            }
          },
          {
            "name": "poolId",
            "in": "query",
            "description": "Only the markets of the pool with this MarketId.",
            "schema": {
              "$ref": "#/components/schemas/MarketId"
            }
          },
          {
            "name": "onlyActive",
            "in": "query",
            "description": "`true`: only markets with `isActive: true`; `false` or absent: all markets.",
            "schema": {
              "type": "boolean",
              "default": false
            }
          },
          {
            "name": "limit",
            "in": "query",
            "description": "Page size (default 100, max 2000).",
            "schema": {
              "type": "integer",
              "minimum": 1,
              "maximum": 2000,
              "default": 100
            }
          },
          {
            "name": "nextCursor",
            "in": "query",
            "description": "The `nextCursor` of the previous page, passed back unchanged (opaque).",
            "schema": {
              "type": "string",
              "minLength": 1,
              "maxLength": 512
            }
          },
          {
            "$ref": "#/components/parameters/Cursor"
          },
          {
            "$ref": "#/components/parameters/ChainName"
          }
        ],
        "responses": {
          "200": {
            "description": "One page of limit-order markets.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/LimitOrderMarketPage"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
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
    "/v1/limit-orders/orderbook": {
      "get": {
        "operationId": "getOrderbook",
        "x-path-aliases": [
          "/limit-orders/v1/orderbook"
        ],
        "summary": "Get the orderbook",
        "description": "Limit orders accepted by this service with their current status. Status semantics, as on the real service:\n- without `status`, the fillable book: `OPEN` and `PARTIALLY_FILLED` orders;\n- `status=OPEN` also returns `PARTIALLY_FILLED` orders (both are fillable);\n- fillable orders whose expiry has passed are never returned as fillable (they are `EXPIRED`);\n- terminal orders (`FILLED`, `CANCELLED`, `EXPIRED`) are returned only when asked for\n  explicitly, whatever their expiry.\n\n`status` repeats: `?status=FILLED&status=CANCELLED`. Sorted by acceptance, oldest first:\nascending `createdAt`, then `orderHash`.\n",
        "tags": [
          "limit-orders"
        ],
        "x-pagination": {
          "cursorParam": "nextCursor",
          "nextCursorField": "nextCursor",
          "itemsField": "items",
          "hasMoreField": "hasMore"
        },
        "parameters": [
          {
            "name": "chainId",
            "in": "query",
            "description": "Chain id (1 for Ethereum mainnet, the default).",
            "schema": {
              "type": "integer",
              "minimum": 1,
              "maximum": 4503599627370476,
              "default": 1
            }
          },
          {
            "name": "poolId",
            "in": "query",
            "description": "Only orders in the markets of the pool with this MarketId.",
            "schema": {
              "$ref": "#/components/schemas/MarketId"
            }
          },
          {
            "name": "maker",
            "in": "query",
            "description": "Only orders of this maker.",
            "schema": {
              "$ref": "#/components/schemas/Address"
            }
          },
          {
            "name": "side",
            "in": "query",
            "description": "Only orders of this side.",
            "schema": {
              "$ref": "#/components/schemas/OrderSide"
            }
          },
          {
            "name": "status",
            "in": "query",
            "description": "Order statuses to return (repeated parameter, 1 to 5 values); absent = `OPEN` and `PARTIALLY_FILLED`.",
            "style": "form",
            "explode": true,
            "schema": {
              "type": "array",
              "minItems": 1,
              "maxItems": 5,
              "uniqueItems": true,
              "items": {
                "$ref": "#/components/schemas/OrderStatus"
              }
            }
          },
          {
            "name": "limit",
            "in": "query",
            "description": "Page size (default 100, max 2000).",
            "schema": {
              "type": "integer",
              "minimum": 1,
              "maximum": 2000,
              "default": 100
            }
          },
          {
            "name": "nextCursor",
            "in": "query",
            "description": "The `nextCursor` of the previous page, passed back unchanged (opaque).",
            "schema": {
              "type": "string",
              "minLength": 1,
              "maxLength": 512
            }
          },
          {
            "$ref": "#/components/parameters/Cursor"
          },
          {
            "$ref": "#/components/parameters/ChainName"
          }
        ],
        "responses": {
          "200": {
            "description": "One page of orderbook entries.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/OrderbookEntryPage"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
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
    "/v1/limit-orders/fills": {
      "get": {
        "operationId": "listFills",
        "x-path-aliases": [
          "/limit-orders/v1/fills"
        ],
        "summary": "List fills",
        "description": "Fills of orders accepted by this service, one per\norder-protocol `OrderFilled` event whose `orderHash` is a known order. `fromTimestamp`\ninclusive, `toTimestamp` exclusive; a start after the end is a 400. Sorted newest first:\ndescending `blockNumber`, then descending `logIndex`.\n",
        "tags": [
          "limit-orders"
        ],
        "x-pagination": {
          "cursorParam": "nextCursor",
          "nextCursorField": "nextCursor",
          "itemsField": "items",
          "hasMoreField": "hasMore"
        },
        "parameters": [
          {
            "name": "chainId",
            "in": "query",
            "description": "Chain id (1 for Ethereum mainnet, the default).",
            "schema": {
              "type": "integer",
              "minimum": 1,
              "maximum": 4503599627370476,
              "default": 1
            }
          },
          {
            "name": "orderHash",
            "in": "query",
            "description": "Only fills of this order.",
            "schema": {
              "$ref": "#/components/schemas/OrderHash"
            }
          },
          {
            "name": "maker",
            "in": "query",
            "description": "Only fills of orders of this maker.",
            "schema": {
              "$ref": "#/components/schemas/Address"
            }
          },
          {
            "name": "taker",
            "in": "query",
            "description": "Only fills by this taker.",
            "schema": {
              "$ref": "#/components/schemas/Address"
            }
          },
          {
            "name": "fromTimestamp",
            "in": "query",
            "description": "RFC 3339 date-time; only fills whose block timestamp is at or after it.",
            "schema": {
              "type": "string",
              "format": "date-time"
            }
          },
          {
            "name": "toTimestamp",
            "in": "query",
            "description": "RFC 3339 date-time; only fills whose block timestamp is before it.",
            "schema": {
              "type": "string",
              "format": "date-time"
            }
          },
          {
            "name": "limit",
            "in": "query",
            "description": "Page size (default 100, max 2000).",
            "schema": {
              "type": "integer",
              "minimum": 1,
              "maximum": 2000,
              "default": 100
            }
          },
          {
            "name": "nextCursor",
            "in": "query",
            "description": "The `nextCursor` of the previous page, passed back unchanged (opaque).",
            "schema": {
              "type": "string",
              "minLength": 1,
              "maxLength": 512
            }
          },
          {
            "$ref": "#/components/parameters/Cursor"
          },
          {
            "$ref": "#/components/parameters/ChainName"
          }
        ],
        "responses": {
          "200": {
            "description": "One page of fills.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/FillPage"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
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
    "/v1/limit-orders/": {
      "post": {
        "operationId": "submitLimitOrder",
        "x-path-aliases": [
          "/limit-orders/v1/"
        ],
        "summary": "Submit a limit order",
        "description": "Submits a signed 1inch Limit Order Protocol v4 order. The\nbody is the contract's fields, with the premium under the contract's `premium` or the real venue's\n`premium_annualized` (see `LimitOrderSubmission`); unknown fields are a 400. Authentication is the maker's\nEIP-712 signature; there is no API key.\n\n**Order hash.** `orderHash = keccak256(0x1901 ‖ domainSeparator ‖ structHash)` with\nthe type `Order(uint256 salt,address maker,address receiver,address makerAsset,address\ntakerAsset,uint256 makingAmount,uint256 takingAmount,uint256 makerTraits)` and the domain\n`{name: \"1inch Aggregation Router\", version: \"6\", chainId: <body chainId>, verifyingContract:\n<the chain's configured order contract>}` (mainnet: `0x111111125421cA6dc452d289314280a0f8842A65`). `receiver` zero means the maker receives.\n\n**makerTraits** (uint256):\n\n| bits | meaning |\n|---|---|\n| 255 | NO_PARTIAL_FILLS (set: partial fills not allowed; `allowsPartialFills` = bit clear) |\n| 254 | ALLOW_MULTIPLE_FILLS |\n| 253 | unused |\n| 252 | PRE_INTERACTION_CALL |\n| 251 | POST_INTERACTION_CALL |\n| 250 | NEED_CHECK_EPOCH_MANAGER |\n| 249 | HAS_EXTENSION |\n| 248 | USE_PERMIT2 |\n| 247 | UNWRAP_WETH |\n| 160-199 | series (uint40, epoch manager only) |\n| 120-159 | nonce or epoch (uint40) |\n| 80-119 | expiration (uint40 unix seconds; 0 = never) |\n| 0-79 | allowed sender: low 80 bits of the taker address; 0 = anyone |\n\n**Processing order.**\n1. Body checks against `LimitOrderSubmission` (syntax, patterns, unknown fields, the premium\n   pair): 400.\n2. An order with this `orderHash` already stored: an identical body (addresses and hex\n   compared case-insensitively, the premium as a number under either name, so `\"0.041\"`\n   and `\"0.0410\"` are the same) replays the stored result with **200**; any other body is\n   a **409** `conflict`.\n3. Rejections, **422** `unprocessable_entity`, checked in this order, `details.reason` naming\n   the first that fails:\n   - `unknown_chain`: `chainId` is not a chain this service indexes;\n   - `unsupported_traits`: `makerTraits` sets HAS_EXTENSION, PRE_INTERACTION_CALL,\n     POST_INTERACTION_CALL, USE_PERMIT2 or NEED_CHECK_EPOCH_MANAGER (the contract's body has no\n     `extension` or permit data to go with them);\n   - `nonce_mismatch`: `nonce` differs from makerTraits bits 120-159;\n   - `expired`: the makerTraits expiration is non-zero and not after the chain's latest block\n     timestamp;\n   - `unknown_market`: `makerAsset` / `takerAsset` are not a principal or swap token of a\n     known pool against that pool's collateral asset;\n   - `side_mismatch`: `SELL` must have the share token as `makerAsset` and the collateral\n     asset as `takerAsset`; `BUY` the reverse;\n   - `market_inactive`: the pool has expired (its market is not active);\n   - `order_hash_mismatch`: the recomputed EIP-712 hash differs from `orderHash`;\n   - `bad_signature`: the signature does not recover to `maker` (an EOA), or the maker is a\n     contract whose ERC-1271 `isValidSignature(orderHash, signature)` does not return\n     `0x1626ba7e`.\n4. Otherwise the order is stored as `OPEN` and answered **201** `{orderHash}`.\n\n`premium` is informational (the order's price is its amounts ratio); it is not checked\nagainst the amounts. Bodies are capped at 16 KiB (413) and must be `application/json` (415).\n",
        "tags": [
          "limit-orders"
        ],
        "requestBody": {
          "required": true,
          "description": "The signed order, with the contract's fields exactly.",
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/LimitOrderSubmission"
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "An identical order was already stored; this replays its result.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/LimitOrderAccepted"
                }
              }
            }
          },
          "201": {
            "description": "The order was accepted and stored.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/LimitOrderAccepted"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "409": {
            "$ref": "#/components/responses/Conflict"
          },
          "413": {
            "$ref": "#/components/responses/PayloadTooLarge"
          },
          "415": {
            "$ref": "#/components/responses/UnsupportedMediaType"
          },
          "422": {
            "$ref": "#/components/responses/UnprocessableEntity"
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
    "parameters": {
      "Cursor": {
        "name": "cursor",
        "in": "query",
        "description": "The real service's name for `nextCursor` (its clients send `cursor`): the same opaque value,\nwith the same meaning. Send either; if both are sent they must be equal, else 400\n`bad_request`. `nextCursor` stays the contract's name and the response member.\n",
        "schema": {
          "type": "string",
          "minLength": 1,
          "maxLength": 512
        }
      },
      "ChainName": {
        "name": "chainName",
        "in": "query",
        "description": "The chain by name, as the real service's clients send it (see `ChainName` for the names and\ntheir chain ids). If `chainId` is sent too, the two must name the same chain, else 400\n`bad_request`; an unknown name is a 400. Without either, the chain is 1.\n",
        "schema": {
          "$ref": "#/components/schemas/ChainName"
        }
      }
    },
    "responses": {
      "BadRequest": {
        "description": "400 `bad_request`: malformed JSON, a parameter or body field violating this document, an\nunknown query parameter or body field, a cursor issued for other filters, `cursor` and\n`nextCursor` that differ, `chainName` and `chainId` naming different chains, a chain this\nservice does not index, `/v1/flows/` without `walletAddress` and `poolId`, or an order\nwith neither `premium` nor `premium_annualized`, or with both and different.\n`details.fields` lists every problem found, each `{path, message}` with `path` a JSON Pointer\nprefixed by where the value is (`/query/limit`, `/body/premium`), as the bank does.\n",
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/ErrorEnvelope"
            }
          }
        }
      },
      "Conflict": {
        "description": "409 `conflict`; an order with the same `orderHash` is stored with a different body. `details.orderHash` names it.",
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/ErrorEnvelope"
            }
          }
        }
      },
      "PayloadTooLarge": {
        "description": "413 `payload_too_large`; the request body is over 16 KiB (16384 bytes).",
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/ErrorEnvelope"
            }
          }
        }
      },
      "UnsupportedMediaType": {
        "description": "415 `unsupported_media_type`; the request's `Content-Type` is not `application/json`.",
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/ErrorEnvelope"
            }
          }
        }
      },
      "UnprocessableEntity": {
        "description": "422 `unprocessable_entity`; a well-formed order was rejected. `details.reason` is one of\n`unknown_chain`, `unsupported_traits`, `nonce_mismatch`, `expired`, `unknown_market`,\n`side_mismatch`, `market_inactive`, `order_hash_mismatch`, `bad_signature` (see\n`submitLimitOrder`). Rejected orders are not stored.\n",
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/ErrorEnvelope"
            }
          }
        }
      },
      "TooManyRequests": {
        "description": "429 `too_many_requests`; more than 100 submissions in the last 60 seconds from this client IP address.",
        "headers": {
          "Retry-After": {
            "description": "Seconds to wait before the next submission is accepted.",
            "schema": {
              "type": "integer",
              "minimum": 1
            }
          }
        },
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/ErrorEnvelope"
            }
          }
        }
      },
      "InternalError": {
        "description": "500 `internal_error`; an unexpected failure. The message carries no internals.",
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/ErrorEnvelope"
            },
            "examples": {
              "internal": {
                "summary": "An unexpected failure",
                "value": {
                  "error": "internal_error",
                  "message": "internal error"
                }
              }
            }
          }
        }
      },
      "ServiceUnavailable": {
        "description": "503 `service_unavailable`; the requested chain's indexer has not finished its first backfill\n(so a partial history is never served as complete), or the chain's RPC endpoint is\nunreachable for a check that needs it (ERC-1271 signatures, latest block time).\n",
        "headers": {
          "Retry-After": {
            "description": "Seconds after which a retry may succeed.",
            "schema": {
              "type": "integer",
              "minimum": 1
            }
          }
        },
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/ErrorEnvelope"
            },
            "examples": {
              "backfilling": {
                "summary": "The chain's first backfill is not finished",
                "value": {
                  "error": "service_unavailable",
                  "message": "Chain 1 is still backfilling; try again shortly.",
                  "details": {
                    "retryAfterSeconds": 5
                  }
                }
              },
              "rpcUnreachable": {
                "summary": "An order check needs the chain and its RPC endpoint does not answer",
                "value": {
                  "error": "service_unavailable",
                  "message": "The RPC endpoint of chain 1 is unreachable; try again shortly.",
                  "details": {
                    "retryAfterSeconds": 5
                  }
                }
              }
            }
          }
        }
      }
    },
    "schemas": {
      "Address": {
        "type": "string",
        "description": "A 20-byte EVM address, 0x-prefixed hex. EIP-55 checksummed in responses; any letter case accepted in requests.",
        "pattern": "^0x[a-fA-F0-9]{40}$",
        "examples": [
          "0xf4B3463007a5487749fb7632690F909587e004EE"
        ]
      },
      "Bytes32": {
        "type": "string",
        "description": "32 bytes (e.g. a transaction hash), 0x-prefixed hex with 64 digits. Lowercase in responses.",
        "pattern": "^0x[a-fA-F0-9]{64}$",
        "examples": [
          "0xa2faf554f5f5f0e7e755af5c63c67e3978157169ba765651168c66c00c4c8531"
        ]
      },
      "MarketId": {
        "type": "string",
        "description": "A pool's id: keccak256 of the ABI encoding of the 8 Market fields (collateralAsset,\nreferenceAsset, expiryTimestamp, rateMin, rateMax, rateChangePerDayMax,\nrateChangeCapacityMax, rateOracle), 0x-prefixed hex. Lowercase in responses.\n",
        "pattern": "^0x[a-fA-F0-9]{64}$",
        "examples": [
          "0x8e1b1eb1d577781802670183ea5faafcad0a6509550a8cafe3017618fa11d404"
        ]
      },
      "OrderHash": {
        "type": "string",
        "description": "The EIP-712 hash of a limit order (see `submitLimitOrder`), 0x-prefixed hex. Lowercase in responses.",
        "pattern": "^0x[a-fA-F0-9]{64}$",
        "examples": [
          "0x4af23f6e09cb4aec18cbc45f1542293394901a6e3bbbd510bd530fc4de0b1e2e"
        ]
      },
      "Uint256String": {
        "type": "string",
        "description": "An unsigned integer up to 2^256-1 as a decimal string without sign or leading zeros.",
        "pattern": "^(0|[1-9][0-9]*)$",
        "maxLength": 78,
        "examples": [
          "1000500000000000000000"
        ]
      },
      "PositiveUint256String": {
        "type": "string",
        "description": "An integer from 1 to 2^256-1 as a decimal string without sign or leading zeros.",
        "pattern": "^[1-9][0-9]*$",
        "maxLength": 78,
        "examples": [
          "41000000000000000000"
        ]
      },
      "SignedIntegerString": {
        "type": "string",
        "description": "An integer of magnitude up to 2^256-1 as a decimal string; a leading `-` marks a negative value (no `+`, no `-0`, no leading zeros).",
        "pattern": "^(0|-?[1-9][0-9]*)$",
        "maxLength": 79,
        "examples": [
          "-102040817"
        ]
      },
      "HexBytes": {
        "type": "string",
        "description": "Arbitrary bytes, 0x-prefixed hex with an even number of digits.",
        "pattern": "^0x([a-fA-F0-9]{2})*$",
        "examples": [
          "0x1626ba7e"
        ]
      },
      "IsoTimestamp": {
        "type": "string",
        "format": "date-time",
        "description": "An instant as UTC RFC 3339 with milliseconds, e.g. `2030-01-01T00:00:00.000Z`.",
        "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}\\.[0-9]{3}Z$",
        "examples": [
          "2030-01-01T00:00:00.000Z"
        ]
      },
      "ChainName": {
        "type": "string",
        "description": "A chain name accepted by `chainName` and the chain id it stands for (`x-chain-ids`, which\nthe service reads): `mainnet` = 1, `sepolia` = 11155111, `base` = 8453, `arbitrum` = 42161,\n`anvil` = 31337 (the local devnet). The real service's `virtual` (a Tenderly virtual\ntestnet) names no fixed chain id, so it is not accepted here. A name whose chain this\nservice does not index is answered like that `chainId`: 400 with `details.indexedChainIds`.\n",
        "enum": [
          "mainnet",
          "sepolia",
          "base",
          "arbitrum",
          "anvil"
        ],
        "x-chain-ids": {
          "mainnet": 1,
          "sepolia": 11155111,
          "base": 8453,
          "arbitrum": 42161,
          "anvil": 31337
        },
        "examples": [
          "mainnet"
        ]
      },
      "ChainId": {
        "type": "integer",
        "description": "An EIP-155 chain id (1 = Ethereum mainnet). At most 4503599627370476 (EIP-2294), so always a safe integer.",
        "minimum": 1,
        "maximum": 4503599627370476,
        "examples": [
          1
        ]
      },
      "BlockNumber": {
        "type": "integer",
        "description": "A block number, as a JSON integer (the real service sends decimal strings; this service keeps a JSON number).",
        "minimum": 0,
        "maximum": 9007199254740991,
        "examples": [
          21500123
        ]
      },
      "LogIndex": {
        "type": "integer",
        "description": "The log's index within its block; with the chain id and transaction hash it is the record's on-chain identity.",
        "minimum": 0,
        "maximum": 9007199254740991,
        "examples": [
          57
        ]
      },
      "UsdValue": {
        "type": [
          "number",
          "null"
        ],
        "description": "US dollars as a JSON number; `null` when the service knows no USD price for the token.",
        "examples": [
          1000.5
        ]
      },
      "TokenInfo": {
        "type": "object",
        "description": "An ERC-20 token as read from its contract when the pool was created.",
        "additionalProperties": false,
        "required": [
          "address",
          "name",
          "symbol",
          "decimals"
        ],
        "properties": {
          "address": {
            "$ref": "#/components/schemas/Address"
          },
          "name": {
            "type": "string",
            "description": "The token's `name()`; longer values are cut to 255 UTF-16 code units.",
            "maxLength": 255
          },
          "symbol": {
            "type": "string",
            "description": "The token's `symbol()`; longer values are cut to 255 UTF-16 code units.",
            "maxLength": 255
          },
          "decimals": {
            "type": "integer",
            "description": "The token's `decimals()`; pools accept only tokens with 0 to 18, and principal and swap tokens always have 18.",
            "minimum": 0,
            "maximum": 18
          }
        },
        "examples": [
          {
            "address": "0xf4B3463007a5487749fb7632690F909587e004EE",
            "name": "Mock Collateral",
            "symbol": "mCA",
            "decimals": 18
          }
        ]
      },
      "ValueAmount": {
        "type": "object",
        "description": "An amount of one token in four units: `inWei` (token base units, decimal string), `inToken`\n(`inWei / 10^decimals` as a number, display only), `inUsdAtNow` (USD at the current price)\nand `inUsdAtEvents` (USD at the price of the last on-chain event that changed the amount).\n",
        "additionalProperties": false,
        "required": [
          "inWei",
          "inToken",
          "inUsdAtNow",
          "inUsdAtEvents"
        ],
        "properties": {
          "inWei": {
            "$ref": "#/components/schemas/Uint256String"
          },
          "inToken": {
            "type": "number",
            "description": "`inWei / 10^decimals`, rounded to the nearest double.",
            "minimum": 0
          },
          "inUsdAtNow": {
            "$ref": "#/components/schemas/UsdValue"
          },
          "inUsdAtEvents": {
            "$ref": "#/components/schemas/UsdValue"
          }
        },
        "examples": [
          {
            "inWei": "1000500000000000000000",
            "inToken": 1000.5,
            "inUsdAtNow": 1000.5,
            "inUsdAtEvents": 980
          }
        ]
      },
      "SignedValueAmount": {
        "type": "object",
        "description": "A signed change of a wallet's balance of one token, in the units of `ValueAmount`. Sign\nconvention: positive = the wallet received the token, negative = the wallet paid it (its\noutflow); `inToken` and the USD values carry the same sign as `inWei`.\n",
        "additionalProperties": false,
        "required": [
          "inWei",
          "inToken",
          "inUsdAtNow",
          "inUsdAtEvents"
        ],
        "properties": {
          "inWei": {
            "$ref": "#/components/schemas/SignedIntegerString"
          },
          "inToken": {
            "type": "number",
            "description": "`inWei / 10^decimals`, rounded to the nearest double; same sign as `inWei`."
          },
          "inUsdAtNow": {
            "$ref": "#/components/schemas/UsdValue"
          },
          "inUsdAtEvents": {
            "$ref": "#/components/schemas/UsdValue"
          }
        },
        "examples": [
          {
            "inWei": "-102040817",
            "inToken": -102.040817,
            "inUsdAtNow": -102.04,
            "inUsdAtEvents": -101.9
          }
        ]
      },
      "Tvl": {
        "type": "object",
        "description": "Total value locked in a pool: the USD value of its collateral and reference holdings\n(`collateralValue` + `referenceValue`). `null` when either token has no known USD price.\nThere is no `inWei`: the two tokens have no common base unit.\n",
        "additionalProperties": false,
        "required": [
          "inUsdAtNow",
          "inUsdAtEvents"
        ],
        "properties": {
          "inUsdAtNow": {
            "$ref": "#/components/schemas/UsdValue"
          },
          "inUsdAtEvents": {
            "$ref": "#/components/schemas/UsdValue"
          }
        },
        "examples": [
          {
            "inUsdAtNow": 2041.52,
            "inUsdAtEvents": 2000.2
          }
        ]
      },
      "Pool": {
        "type": "object",
        "description": "A pool: the contract's fields plus the real service's that this service can\nfill from chain. The real service's `ownerAddress` is omitted: the\nPoolManager has no per-pool owner (pools are created by the controller and administered by\nrole), so there is nothing on chain to fill it with.\n\n**Pause flags** mirror the pool's 5-bit pause bitmap (`getPausedBitMap`,\n`MarketActionPausedUpdate.pausedAction`): `isDepositPaused` = bit 0 (deposit, mint),\n`isSwapPaused` = bit 1 (exercise, swap), `isWithdrawPaused` = bit 2 (withdraw, redeem),\n`isUnwindDepositPaused` = bit 3 (unwind deposit, unwind mint), `isUnwindSwapPaused` = bit 4\n(repurchase: unwind swap, unwind exercise). Transitions: the controller's\n`setPausedBitMap` replaces all five at once, any combination is allowed, and setting the same\nbitmap again reverts (`SameStatus`). The PoolManager's global pause (`paused()`) blocks every\noperation but is not folded into these flags; read it on-chain.\n\n**Expiry.** Before `expiry`: deposit, unwind deposit, exercise and repurchase (and withdraw\nper this contract); after it: redeem (and withdraw on the deployed contracts). See\n`info.description` for the withdraw difference.\n\n**Amounts.** `collateralValue` / `referenceValue` are the CA and REF the pool holds\n(`assets(poolId)`: locked balances before liquidity separation, archived ones after), in the collateral and reference token's units. Fees are charged in the\ncollateral asset, so `collectedExerciseFeesInCollateral` and\n`collectedRepurchaseFeesInCollateral` are in CA units (sums of `PoolFee` events),\n`totalCollectedFees` is their sum (CA units), and the two `...InReference` amounts (REF\nunits) are kept for the real service's field set and stay `\"0\"` on the current contracts\n(`PoolFee.devFeeAmountInReferenceAsset` is always 0).\n",
        "additionalProperties": false,
        "required": [
          "chainId",
          "poolId",
          "poolName",
          "expiry",
          "blockNumber",
          "blockTimestamp",
          "deploymentBlockNumber",
          "deploymentBlockTimestamp",
          "deploymentTxHash",
          "poolManagerAddress",
          "collateralToken",
          "referenceToken",
          "principalToken",
          "swapToken",
          "rateOracleAddress",
          "isWhitelistEnabled",
          "isDepositPaused",
          "isWithdrawPaused",
          "isSwapPaused",
          "isUnwindSwapPaused",
          "isUnwindDepositPaused",
          "exerciseFeePercentage",
          "repurchaseFeePercentage",
          "tvl",
          "collateralValue",
          "referenceValue",
          "totalCollectedFees",
          "collectedExerciseFeesInCollateral",
          "collectedRepurchaseFeesInCollateral",
          "collectedExerciseFeesInReference",
          "collectedRepurchaseFeesInReference",
          "createdAt",
          "updatedAt"
        ],
        "properties": {
          "chainId": {
            "$ref": "#/components/schemas/ChainId"
          },
          "poolId": {
            "$ref": "#/components/schemas/MarketId"
          },
          "poolName": {
            "type": "string",
            "description": "`<CA symbol>-<REF symbol>-<expiry as DDMMMYYYY in UTC, month in capitals>`, e.g. `sUSDe-vbUSDC-20APR2026`."
          },
          "expiry": {
            "$ref": "#/components/schemas/IsoTimestamp"
          },
          "blockNumber": {
            "$ref": "#/components/schemas/BlockNumber"
          },
          "blockTimestamp": {
            "$ref": "#/components/schemas/IsoTimestamp"
          },
          "deploymentBlockNumber": {
            "$ref": "#/components/schemas/BlockNumber"
          },
          "deploymentBlockTimestamp": {
            "$ref": "#/components/schemas/IsoTimestamp"
          },
          "deploymentTxHash": {
            "$ref": "#/components/schemas/Bytes32"
          },
          "poolManagerAddress": {
            "$ref": "#/components/schemas/Address"
          },
          "collateralToken": {
            "$ref": "#/components/schemas/TokenInfo"
          },
          "referenceToken": {
            "$ref": "#/components/schemas/TokenInfo"
          },
          "principalToken": {
            "$ref": "#/components/schemas/TokenInfo"
          },
          "swapToken": {
            "$ref": "#/components/schemas/TokenInfo"
          },
          "rateOracleAddress": {
            "$ref": "#/components/schemas/Address"
          },
          "isWhitelistEnabled": {
            "type": "boolean",
            "description": "Whether the pool's market whitelist is enabled (set at creation; can only be disabled later, for good)."
          },
          "isDepositPaused": {
            "type": "boolean",
            "description": "Pause bitmap bit 0 (deposit, mint)."
          },
          "isWithdrawPaused": {
            "type": "boolean",
            "description": "Pause bitmap bit 2 (withdraw, redeem)."
          },
          "isSwapPaused": {
            "type": "boolean",
            "description": "Pause bitmap bit 1 (exercise, swap)."
          },
          "isUnwindSwapPaused": {
            "type": "boolean",
            "description": "Pause bitmap bit 4 (repurchase = unwind swap, unwind exercise)."
          },
          "isUnwindDepositPaused": {
            "type": "boolean",
            "description": "Pause bitmap bit 3 (unwind deposit, unwind mint)."
          },
          "exerciseFeePercentage": {
            "type": "number",
            "description": "The exercise fee as a decimal fraction (0.01 = 1 %) = on-chain `swapFee` / 1e20.",
            "minimum": 0,
            "maximum": 0.05
          },
          "repurchaseFeePercentage": {
            "type": "number",
            "description": "The nominal repurchase fee as a decimal fraction = on-chain `unwindSwapFee` / 1e20 (decays to 0 at expiry on chain).",
            "minimum": 0,
            "maximum": 0.05
          },
          "tvl": {
            "$ref": "#/components/schemas/Tvl"
          },
          "collateralValue": {
            "$ref": "#/components/schemas/ValueAmount"
          },
          "referenceValue": {
            "$ref": "#/components/schemas/ValueAmount"
          },
          "totalCollectedFees": {
            "$ref": "#/components/schemas/ValueAmount"
          },
          "collectedExerciseFeesInCollateral": {
            "$ref": "#/components/schemas/ValueAmount"
          },
          "collectedRepurchaseFeesInCollateral": {
            "$ref": "#/components/schemas/ValueAmount"
          },
          "collectedExerciseFeesInReference": {
            "$ref": "#/components/schemas/ValueAmount"
          },
          "collectedRepurchaseFeesInReference": {
            "$ref": "#/components/schemas/ValueAmount"
          },
          "createdAt": {
            "$ref": "#/components/schemas/IsoTimestamp"
          },
          "updatedAt": {
            "$ref": "#/components/schemas/IsoTimestamp"
          }
        },
        "examples": [
          {
            "chainId": 1,
            "poolId": "0x8e1b1eb1d577781802670183ea5faafcad0a6509550a8cafe3017618fa11d404",
            "poolName": "mCA-mREF-01JAN2030",
            "expiry": "2030-01-01T00:00:00.000Z",
            "blockNumber": 21500123,
            "blockTimestamp": "2024-12-28T10:15:35.000Z",
            "deploymentBlockNumber": 21400000,
            "deploymentBlockTimestamp": "2024-12-14T08:00:11.000Z",
            "deploymentTxHash": "0x0601d7107035c4a49032b0e52d51f50d529af30db59921a30a2f4d8102ac8d3a",
            "poolManagerAddress": "0xccCCcCcCCccCfAE2Ee43F0E727A8c2969d74B9eC",
            "collateralToken": {
              "address": "0xf4B3463007a5487749fb7632690F909587e004EE",
              "name": "Mock Collateral",
              "symbol": "mCA",
              "decimals": 18
            },
            "referenceToken": {
              "address": "0x1073a3520D911e5567FACD313e193F9d626ffc71",
              "name": "Mock Reference",
              "symbol": "mREF",
              "decimals": 6
            },
            "principalToken": {
              "address": "0xe5f197686C866f77632f9af729742b0A0863a32F",
              "name": "mCA-mREF1cPT",
              "symbol": "mREF1cPT",
              "decimals": 18
            },
            "swapToken": {
              "address": "0x088E560Cd2149eC916CA80898894d64782CdB7d6",
              "name": "mCA-mREF1cST",
              "symbol": "mREF1cST",
              "decimals": 18
            },
            "rateOracleAddress": "0x523Abd887c96b9c87597e892b46A8c7f4A8a5950",
            "isWhitelistEnabled": true,
            "isDepositPaused": false,
            "isWithdrawPaused": false,
            "isSwapPaused": false,
            "isUnwindSwapPaused": true,
            "isUnwindDepositPaused": false,
            "exerciseFeePercentage": 0.01,
            "repurchaseFeePercentage": 0.005,
            "tvl": {
              "inUsdAtNow": 2041.52,
              "inUsdAtEvents": 2000.2
            },
            "collateralValue": {
              "inWei": "1000500000000000000000",
              "inToken": 1000.5,
              "inUsdAtNow": 1000.5,
              "inUsdAtEvents": 980
            },
            "referenceValue": {
              "inWei": "1041020000",
              "inToken": 1041.02,
              "inUsdAtNow": 1041.02,
              "inUsdAtEvents": 1020.2
            },
            "totalCollectedFees": {
              "inWei": "1500000000000000000",
              "inToken": 1.5,
              "inUsdAtNow": 1.5,
              "inUsdAtEvents": 1.47
            },
            "collectedExerciseFeesInCollateral": {
              "inWei": "1000000000000000000",
              "inToken": 1,
              "inUsdAtNow": 1,
              "inUsdAtEvents": 0.98
            },
            "collectedRepurchaseFeesInCollateral": {
              "inWei": "500000000000000000",
              "inToken": 0.5,
              "inUsdAtNow": 0.5,
              "inUsdAtEvents": 0.49
            },
            "collectedExerciseFeesInReference": {
              "inWei": "0",
              "inToken": 0,
              "inUsdAtNow": 0,
              "inUsdAtEvents": 0
            },
            "collectedRepurchaseFeesInReference": {
              "inWei": "0",
              "inToken": 0,
              "inUsdAtNow": 0,
              "inUsdAtEvents": 0
            },
            "createdAt": "2024-12-14T08:00:11.000Z",
            "updatedAt": "2024-12-28T10:15:35.000Z"
          }
        ]
      },
      "WhitelistedAddress": {
        "type": "object",
        "description": "One account on a pool's whitelists. In `whitelistedAddresses` the flags say which list the\naccount is on now (at least one is true); in `previouslyWhitelistedAddresses` they say which\nlist(s) it was removed from.\n",
        "additionalProperties": false,
        "required": [
          "account",
          "isGlobalWhitelisted",
          "isMarketWhitelisted"
        ],
        "properties": {
          "account": {
            "$ref": "#/components/schemas/Address"
          },
          "isGlobalWhitelisted": {
            "type": "boolean",
            "description": "On the global whitelist (`addToGlobalWhitelist`), which applies to every pool."
          },
          "isMarketWhitelisted": {
            "type": "boolean",
            "description": "On this pool's market whitelist (`addToMarketWhitelist`)."
          }
        },
        "examples": [
          {
            "account": "0x4c19a6e9d570e7784f645941e554AC541A5f2913",
            "isGlobalWhitelisted": false,
            "isMarketWhitelisted": true
          }
        ]
      },
      "WhitelistItem": {
        "type": "object",
        "description": "A pool and its whitelists, built from the\nWhitelistManager events `GlobalWhitelistAdded/Removed`, `MarketWhitelistAdded/Removed`,\n`MarketWhitelistEnabled/Disabled`. Both lists hold one entry per account, sorted by\nlowercase address. An account on the global list appears on every pool.\n",
        "additionalProperties": false,
        "required": [
          "chainId",
          "poolId",
          "poolName",
          "expiry",
          "whitelistManagerAddress",
          "isWhitelistEnabled",
          "whitelistedAddresses",
          "previouslyWhitelistedAddresses"
        ],
        "properties": {
          "chainId": {
            "$ref": "#/components/schemas/ChainId"
          },
          "poolId": {
            "$ref": "#/components/schemas/MarketId"
          },
          "poolName": {
            "type": "string",
            "description": "As `Pool.poolName`."
          },
          "expiry": {
            "$ref": "#/components/schemas/IsoTimestamp"
          },
          "whitelistManagerAddress": {
            "$ref": "#/components/schemas/Address"
          },
          "isWhitelistEnabled": {
            "type": "boolean",
            "description": "Whether the market whitelist is enforced; when false anyone may act on the pool."
          },
          "whitelistedAddresses": {
            "type": "array",
            "description": "Accounts currently on the global list or on this pool's market list.",
            "items": {
              "$ref": "#/components/schemas/WhitelistedAddress"
            }
          },
          "previouslyWhitelistedAddresses": {
            "type": "array",
            "description": "Accounts that were on the global list or this pool's list and are on neither now.",
            "items": {
              "$ref": "#/components/schemas/WhitelistedAddress"
            }
          }
        },
        "examples": [
          {
            "chainId": 1,
            "poolId": "0x8e1b1eb1d577781802670183ea5faafcad0a6509550a8cafe3017618fa11d404",
            "poolName": "mCA-mREF-01JAN2030",
            "expiry": "2030-01-01T00:00:00.000Z",
            "whitelistManagerAddress": "0xcCccCcCccCC6e38a2772Eb42D2f408eeB89cb0eE",
            "isWhitelistEnabled": true,
            "whitelistedAddresses": [
              {
                "account": "0x4c19a6e9d570e7784f645941e554AC541A5f2913",
                "isGlobalWhitelisted": false,
                "isMarketWhitelisted": true
              },
              {
                "account": "0xEEE2b42676f10199374851a41cB3ff760a0D88ca",
                "isGlobalWhitelisted": true,
                "isMarketWhitelisted": false
              }
            ],
            "previouslyWhitelistedAddresses": [
              {
                "account": "0xf834fB9191C58aFfb532c48b23705069D4DEEBa4",
                "isGlobalWhitelisted": false,
                "isMarketWhitelisted": true
              }
            ]
          }
        ]
      },
      "FlowActionType": {
        "type": "string",
        "description": "The kind of pool operation a flow records; see `Flow` for the mapping.",
        "enum": [
          "exercise",
          "repurchase",
          "redeem",
          "mint",
          "unwind"
        ]
      },
      "Flow": {
        "type": "object",
        "description": "One user operation on a pool,\nidentified on chain by (`chainId`, `txHash`, `logIndex`) of its `PoolModifyLiquidity` or\n`PoolSwap` event.\n\n| actionType | on-chain operations | event | deltas (sign: + received, - paid by the wallet) |\n|---|---|---|---|\n| `mint` | deposit, mint (adapter `safeDeposit`) | `PoolModifyLiquidity`, isRemove false | CA -, PT +, ST + |\n| `unwind` | unwindDeposit, unwindMint (`safeUnwindDeposit`): PT and ST burned | `PoolModifyLiquidity`, isRemove true | CA +, PT -, ST - |\n| `redeem` | redeem, withdraw, withdrawOther (`safeRedeem`, `safeWithdraw`): only PT burned | `PoolModifyLiquidity`, isRemove true | CA +, REF +, PT - |\n| `exercise` | exercise, exerciseOther, swap (`safeExercise`, `safeSwap`) | `PoolSwap`, isUnwind false | CA + (net of the fee), REF -, ST - |\n| `repurchase` | unwindSwap, unwindExercise, unwindExerciseOther (`safeUnwindSwap`) | `PoolSwap`, isUnwind true | CA - (fee included), REF +, ST + |\n\nDeltas that an operation does not touch are zero (`inWei` `\"0\"`). `walletAddress` is the\nevent's `owner`; when that is the Adapter (writes through the adapter), it is the\ntransaction's sender instead, the account the adapter acted for.\n",
        "additionalProperties": false,
        "required": [
          "chainId",
          "poolId",
          "poolName",
          "blockNumber",
          "blockTimestamp",
          "txHash",
          "logIndex",
          "walletAddress",
          "collateralToken",
          "referenceToken",
          "actionType",
          "deltaCollateral",
          "deltaReference",
          "deltaPrincipal",
          "deltaSwap",
          "createdAt",
          "updatedAt"
        ],
        "properties": {
          "chainId": {
            "$ref": "#/components/schemas/ChainId"
          },
          "poolId": {
            "$ref": "#/components/schemas/MarketId"
          },
          "poolName": {
            "type": "string",
            "description": "As `Pool.poolName`."
          },
          "blockNumber": {
            "$ref": "#/components/schemas/BlockNumber"
          },
          "blockTimestamp": {
            "$ref": "#/components/schemas/IsoTimestamp"
          },
          "txHash": {
            "$ref": "#/components/schemas/Bytes32"
          },
          "logIndex": {
            "$ref": "#/components/schemas/LogIndex"
          },
          "walletAddress": {
            "$ref": "#/components/schemas/Address"
          },
          "collateralToken": {
            "$ref": "#/components/schemas/TokenInfo"
          },
          "referenceToken": {
            "$ref": "#/components/schemas/TokenInfo"
          },
          "actionType": {
            "$ref": "#/components/schemas/FlowActionType"
          },
          "deltaCollateral": {
            "$ref": "#/components/schemas/SignedValueAmount"
          },
          "deltaReference": {
            "$ref": "#/components/schemas/SignedValueAmount"
          },
          "deltaPrincipal": {
            "$ref": "#/components/schemas/SignedValueAmount"
          },
          "deltaSwap": {
            "$ref": "#/components/schemas/SignedValueAmount"
          },
          "createdAt": {
            "$ref": "#/components/schemas/IsoTimestamp"
          },
          "updatedAt": {
            "$ref": "#/components/schemas/IsoTimestamp"
          }
        },
        "examples": [
          {
            "chainId": 1,
            "poolId": "0x8e1b1eb1d577781802670183ea5faafcad0a6509550a8cafe3017618fa11d404",
            "poolName": "mCA-mREF-01JAN2030",
            "blockNumber": 21500123,
            "blockTimestamp": "2024-12-28T10:15:35.000Z",
            "txHash": "0xa2faf554f5f5f0e7e755af5c63c67e3978157169ba765651168c66c00c4c8531",
            "logIndex": 57,
            "walletAddress": "0x4c19a6e9d570e7784f645941e554AC541A5f2913",
            "collateralToken": {
              "address": "0xf4B3463007a5487749fb7632690F909587e004EE",
              "name": "Mock Collateral",
              "symbol": "mCA",
              "decimals": 18
            },
            "referenceToken": {
              "address": "0x1073a3520D911e5567FACD313e193F9d626ffc71",
              "name": "Mock Reference",
              "symbol": "mREF",
              "decimals": 6
            },
            "actionType": "exercise",
            "deltaCollateral": {
              "inWei": "99000000000000000000",
              "inToken": 99,
              "inUsdAtNow": 99,
              "inUsdAtEvents": 98.5
            },
            "deltaReference": {
              "inWei": "-102040817",
              "inToken": -102.040817,
              "inUsdAtNow": -102.04,
              "inUsdAtEvents": -101.9
            },
            "deltaPrincipal": {
              "inWei": "0",
              "inToken": 0,
              "inUsdAtNow": null,
              "inUsdAtEvents": null
            },
            "deltaSwap": {
              "inWei": "-100000000000000000000",
              "inToken": -100,
              "inUsdAtNow": null,
              "inUsdAtEvents": null
            },
            "createdAt": "2024-12-28T10:15:35.000Z",
            "updatedAt": "2024-12-28T10:15:35.000Z"
          }
        ]
      },
      "LimitOrderMarket": {
        "type": "object",
        "description": "A market in which limit orders are accepted: one of the pool's share\ntokens (principal or swap) against the pool's collateral asset. Each pool has two. The pair\nis written in the `SELL` direction (`makerAsset` = the share token, `takerAsset` = the\ncollateral asset); `BUY` orders in the market have the two swapped. A market is active while\nits pool has not expired.\n",
        "additionalProperties": false,
        "required": [
          "chainId",
          "poolId",
          "makerAsset",
          "takerAsset",
          "isActive",
          "createdAt",
          "updatedAt"
        ],
        "properties": {
          "chainId": {
            "$ref": "#/components/schemas/ChainId"
          },
          "poolId": {
            "$ref": "#/components/schemas/MarketId"
          },
          "makerAsset": {
            "$ref": "#/components/schemas/Address"
          },
          "takerAsset": {
            "$ref": "#/components/schemas/Address"
          },
          "isActive": {
            "type": "boolean",
            "description": "True before the pool's expiry; orders are accepted only in active markets."
          },
          "createdAt": {
            "$ref": "#/components/schemas/IsoTimestamp"
          },
          "updatedAt": {
            "$ref": "#/components/schemas/IsoTimestamp"
          }
        },
        "examples": [
          {
            "chainId": 1,
            "poolId": "0x8e1b1eb1d577781802670183ea5faafcad0a6509550a8cafe3017618fa11d404",
            "makerAsset": "0x088E560Cd2149eC916CA80898894d64782CdB7d6",
            "takerAsset": "0xf4B3463007a5487749fb7632690F909587e004EE",
            "isActive": true,
            "createdAt": "2024-12-14T08:00:11.000Z",
            "updatedAt": "2024-12-14T08:00:11.000Z"
          }
        ]
      },
      "OrderSide": {
        "type": "string",
        "description": "`SELL`: the maker sells a share token (PT or ST) for the collateral asset; `BUY`: the maker pays the collateral asset for a share token.",
        "enum": [
          "BUY",
          "SELL"
        ]
      },
      "OrderStatus": {
        "type": "string",
        "description": "A limit order's status (as the real service). Transitions, from the order protocol's events and the chain's time:\n- `OPEN`: accepted, nothing filled;\n- `OPEN` or `PARTIALLY_FILLED` to `PARTIALLY_FILLED`: an `OrderFilled` leaves a remaining amount > 0\n  on an order that allows partial and multiple fills;\n- to `FILLED`: an `OrderFilled` leaves 0, or fills an order that uses the bit invalidator\n  (partial or multiple fills not allowed), which one fill of any size consumes;\n- to `CANCELLED`: `OrderCancelled(orderHash)`, or `BitInvalidatorUpdated` setting the order's\n  nonce bit before it was filled;\n- to `EXPIRED`: the chain's latest block timestamp passes the makerTraits expiration while\n  the order is `OPEN` or `PARTIALLY_FILLED`.\n`FILLED`, `CANCELLED` and `EXPIRED` are terminal.\n",
        "enum": [
          "OPEN",
          "PARTIALLY_FILLED",
          "FILLED",
          "CANCELLED",
          "EXPIRED"
        ]
      },
      "OrderbookEntry": {
        "type": "object",
        "description": "A limit order accepted by this service and its state. The signed order\nfields are returned exactly as submitted (addresses checksummed, hashes lowercase);\n`expiry`, `nonce`, `allowsPartialFills` and `allowedSender` are decoded from `makerTraits`.\nThe contract's `premium` is kept (the real service's successor is `premium_annualized`). The real\nservice's `extension`, `makerPermit2` and `quoteRef` are absent, because the contract's body\ncannot carry them.\n",
        "additionalProperties": false,
        "required": [
          "chainId",
          "poolId",
          "orderHash",
          "salt",
          "maker",
          "receiver",
          "makerAsset",
          "takerAsset",
          "makingAmount",
          "takingAmount",
          "makerTraits",
          "signature",
          "makerAccountType",
          "side",
          "premium",
          "expiry",
          "nonce",
          "allowsPartialFills",
          "allowedSender",
          "status",
          "remainingMakingAmount",
          "remainingTakingAmount",
          "createdAt",
          "updatedAt"
        ],
        "properties": {
          "chainId": {
            "$ref": "#/components/schemas/ChainId"
          },
          "poolId": {
            "$ref": "#/components/schemas/MarketId"
          },
          "orderHash": {
            "$ref": "#/components/schemas/OrderHash"
          },
          "salt": {
            "$ref": "#/components/schemas/Uint256String"
          },
          "maker": {
            "$ref": "#/components/schemas/Address"
          },
          "receiver": {
            "$ref": "#/components/schemas/Address"
          },
          "makerAsset": {
            "$ref": "#/components/schemas/Address"
          },
          "takerAsset": {
            "$ref": "#/components/schemas/Address"
          },
          "makingAmount": {
            "$ref": "#/components/schemas/PositiveUint256String"
          },
          "takingAmount": {
            "$ref": "#/components/schemas/PositiveUint256String"
          },
          "makerTraits": {
            "$ref": "#/components/schemas/Uint256String"
          },
          "signature": {
            "$ref": "#/components/schemas/HexBytes"
          },
          "makerAccountType": {
            "type": "string",
            "description": "`EOA` when the maker had no code at acceptance (ECDSA signature), `CONTRACT` when it did (ERC-1271 signature).",
            "enum": [
              "EOA",
              "CONTRACT"
            ]
          },
          "side": {
            "$ref": "#/components/schemas/OrderSide"
          },
          "premium": {
            "type": "string",
            "description": "The submitted premium, verbatim (a decimal fraction; informational)."
          },
          "expiry": {
            "anyOf": [
              {
                "$ref": "#/components/schemas/IsoTimestamp"
              },
              {
                "type": "null"
              }
            ],
            "description": "The makerTraits expiration (bits 80-119); `null` when 0 (never expires)."
          },
          "nonce": {
            "$ref": "#/components/schemas/Uint256String"
          },
          "allowsPartialFills": {
            "type": "boolean",
            "description": "True when makerTraits bit 255 (NO_PARTIAL_FILLS) is clear."
          },
          "allowedSender": {
            "type": [
              "string",
              "null"
            ],
            "description": "The makerTraits allowed sender (bits 0-79) as 10 bytes of hex, or `null` when 0 (anyone may fill).",
            "pattern": "^0x[a-fA-F0-9]{20}$"
          },
          "status": {
            "$ref": "#/components/schemas/OrderStatus"
          },
          "remainingMakingAmount": {
            "allOf": [
              {
                "$ref": "#/components/schemas/Uint256String"
              }
            ],
            "description": "What the order can still fill, in `makerAsset` units: `makingAmount` when accepted, less\neach fill; 0 once the order is `FILLED`, `CANCELLED` or `EXPIRED` (a cancelled or\nexpired order can fill nothing more, whatever was left unfilled).\n"
          },
          "remainingTakingAmount": {
            "allOf": [
              {
                "$ref": "#/components/schemas/Uint256String"
              }
            ],
            "description": "`ceil(remainingMakingAmount × takingAmount / makingAmount)`, the protocol's taking amount\nfor the rest of the order (LOP v4 proportional amounts, no extension).\n"
          },
          "createdAt": {
            "$ref": "#/components/schemas/IsoTimestamp"
          },
          "updatedAt": {
            "$ref": "#/components/schemas/IsoTimestamp"
          }
        },
        "examples": [
          {
            "chainId": 1,
            "poolId": "0x8e1b1eb1d577781802670183ea5faafcad0a6509550a8cafe3017618fa11d404",
            "orderHash": "0x4af23f6e09cb4aec18cbc45f1542293394901a6e3bbbd510bd530fc4de0b1e2e",
            "salt": "102030405060708090",
            "maker": "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266",
            "receiver": "0x0000000000000000000000000000000000000000",
            "makerAsset": "0x088E560Cd2149eC916CA80898894d64782CdB7d6",
            "takerAsset": "0xf4B3463007a5487749fb7632690F909587e004EE",
            "makingAmount": "1000000000000000000000",
            "takingAmount": "41000000000000000000",
            "makerTraits": "28948022309329048855892746252171976963326803013303797477845075620323462742016",
            "signature": "0x115381594f8a48408b26fd22518386b779ccb5639f7d1a72343dd882e1b21a1c4860d04568997f6e66ab3a4871ae4e834acf7c47e7b859d2f9ec4726e22fe53c1c",
            "makerAccountType": "EOA",
            "side": "SELL",
            "premium": "0.041",
            "expiry": "2029-01-01T00:00:00.000Z",
            "nonce": "7",
            "allowsPartialFills": true,
            "allowedSender": null,
            "status": "PARTIALLY_FILLED",
            "remainingMakingAmount": "600000000000000000000",
            "remainingTakingAmount": "24600000000000000000",
            "createdAt": "2024-12-28T11:00:00.000Z",
            "updatedAt": "2024-12-28T11:50:59.000Z"
          }
        ]
      },
      "Fill": {
        "type": "object",
        "description": "One fill of an accepted order: an order-protocol `OrderFilled(orderHash,\nremainingAmount)` event, identified by (`chainId`, `txHash`, `logIndex`). `makingAmount` is\nthe order's previous remaining maker amount minus `remainingAmount`; `takingAmount` =\n`ceil(makingAmount × order.takingAmount / order.makingAmount)`. `taker` is the transaction's\nsender. The assets are named `makerAsset` / `takerAsset`, as on orders; the real venue's\nfill names `makingAsset` / `takingAsset` are sent too, with the same values, for its clients\n(deprecated here: read `makerAsset` / `takerAsset`).\n",
        "additionalProperties": false,
        "required": [
          "chainId",
          "orderHash",
          "blockNumber",
          "blockTimestamp",
          "txHash",
          "logIndex",
          "maker",
          "taker",
          "makerAsset",
          "takerAsset",
          "makingAsset",
          "takingAsset",
          "makingAmount",
          "takingAmount",
          "isPartialFill",
          "createdAt",
          "updatedAt"
        ],
        "properties": {
          "chainId": {
            "$ref": "#/components/schemas/ChainId"
          },
          "orderHash": {
            "$ref": "#/components/schemas/OrderHash"
          },
          "blockNumber": {
            "$ref": "#/components/schemas/BlockNumber"
          },
          "blockTimestamp": {
            "$ref": "#/components/schemas/IsoTimestamp"
          },
          "txHash": {
            "$ref": "#/components/schemas/Bytes32"
          },
          "logIndex": {
            "$ref": "#/components/schemas/LogIndex"
          },
          "maker": {
            "$ref": "#/components/schemas/Address"
          },
          "taker": {
            "$ref": "#/components/schemas/Address"
          },
          "makerAsset": {
            "allOf": [
              {
                "$ref": "#/components/schemas/Address"
              }
            ],
            "description": "The token the maker sells (the order's `makerAsset`)."
          },
          "takerAsset": {
            "allOf": [
              {
                "$ref": "#/components/schemas/Address"
              }
            ],
            "description": "The token the maker receives (the order's `takerAsset`)."
          },
          "makingAsset": {
            "allOf": [
              {
                "$ref": "#/components/schemas/Address"
              }
            ],
            "deprecated": true,
            "description": "Same as `makerAsset` (the real venue's name on fills)."
          },
          "takingAsset": {
            "allOf": [
              {
                "$ref": "#/components/schemas/Address"
              }
            ],
            "deprecated": true,
            "description": "Same as `takerAsset` (the real venue's name on fills)."
          },
          "makingAmount": {
            "$ref": "#/components/schemas/PositiveUint256String"
          },
          "takingAmount": {
            "$ref": "#/components/schemas/Uint256String"
          },
          "isPartialFill": {
            "type": "boolean",
            "description": "True when this fill's `makingAmount` is less than the order's `makingAmount`."
          },
          "createdAt": {
            "$ref": "#/components/schemas/IsoTimestamp"
          },
          "updatedAt": {
            "$ref": "#/components/schemas/IsoTimestamp"
          }
        },
        "examples": [
          {
            "chainId": 1,
            "orderHash": "0x4af23f6e09cb4aec18cbc45f1542293394901a6e3bbbd510bd530fc4de0b1e2e",
            "blockNumber": 21500600,
            "blockTimestamp": "2024-12-28T11:50:59.000Z",
            "txHash": "0x6c44e85194c3def2edd260a82ee4e62dae949dae07fec49e4e0398cf8518e3c3",
            "logIndex": 12,
            "maker": "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266",
            "taker": "0xf834fB9191C58aFfb532c48b23705069D4DEEBa4",
            "makerAsset": "0x088E560Cd2149eC916CA80898894d64782CdB7d6",
            "takerAsset": "0xf4B3463007a5487749fb7632690F909587e004EE",
            "makingAsset": "0x088E560Cd2149eC916CA80898894d64782CdB7d6",
            "takingAsset": "0xf4B3463007a5487749fb7632690F909587e004EE",
            "makingAmount": "400000000000000000000",
            "takingAmount": "16400000000000000000",
            "isPartialFill": true,
            "createdAt": "2024-12-28T11:50:59.000Z",
            "updatedAt": "2024-12-28T11:50:59.000Z"
          }
        ]
      },
      "LimitOrderSubmission": {
        "type": "object",
        "description": "The body of `POST /v1/limit-orders/`: the contract's fields, all\nstrings except `chainId`, plus the real service's `premium_annualized` beside the contract's\n`premium`. The first eight fields after `chainId` are the 1inch v4 `Order` struct. Unknown\nfields are a 400.\n\n**Premium.** Send `premium` (the contract's name) or `premium_annualized` (the name the real\nvenue now requires: since 2026-08-17 it rejects `premium`); both have\nthe same format and meaning here, a decimal fraction string. At least one is required\n(`x-required-any-of`); if both are sent they must be the same number (`\"0.041\"` and\n`\"0.0410\"` agree), else 400 `bad_request`. The order stores and returns the value sent, as\n`premium` (`premium` when both are sent).\n",
        "additionalProperties": false,
        "x-required-any-of": [
          "premium",
          "premium_annualized"
        ],
        "required": [
          "chainId",
          "salt",
          "maker",
          "receiver",
          "makerAsset",
          "takerAsset",
          "makingAmount",
          "takingAmount",
          "makerTraits",
          "orderHash",
          "signature",
          "side",
          "nonce"
        ],
        "properties": {
          "chainId": {
            "$ref": "#/components/schemas/ChainId"
          },
          "salt": {
            "$ref": "#/components/schemas/Uint256String"
          },
          "maker": {
            "$ref": "#/components/schemas/Address"
          },
          "receiver": {
            "allOf": [
              {
                "$ref": "#/components/schemas/Address"
              }
            ],
            "description": "Who receives the taker asset; the zero address means the maker."
          },
          "makerAsset": {
            "allOf": [
              {
                "$ref": "#/components/schemas/Address"
              }
            ],
            "description": "The token the maker sells."
          },
          "takerAsset": {
            "allOf": [
              {
                "$ref": "#/components/schemas/Address"
              }
            ],
            "description": "The token the maker wants to receive."
          },
          "makingAmount": {
            "allOf": [
              {
                "$ref": "#/components/schemas/PositiveUint256String"
              }
            ],
            "description": "Amount of `makerAsset`, in its base units."
          },
          "takingAmount": {
            "allOf": [
              {
                "$ref": "#/components/schemas/PositiveUint256String"
              }
            ],
            "description": "Amount of `takerAsset`, in its base units."
          },
          "makerTraits": {
            "allOf": [
              {
                "$ref": "#/components/schemas/Uint256String"
              }
            ],
            "description": "The encoded maker traits (bit layout in `submitLimitOrder`)."
          },
          "orderHash": {
            "$ref": "#/components/schemas/OrderHash"
          },
          "signature": {
            "allOf": [
              {
                "$ref": "#/components/schemas/HexBytes"
              }
            ],
            "description": "The maker's EIP-712 signature of the order (65-byte or EIP-2098 64-byte ECDSA for an EOA; whatever the maker's ERC-1271 accepts for a contract), bounded only by the 16 KiB body cap."
          },
          "side": {
            "$ref": "#/components/schemas/OrderSide"
          },
          "premium": {
            "type": "string",
            "description": "The order premium as a decimal fraction string (`\"0.041\"` = 4.1 %): 0 to 999 with at\nmost 18 fractional digits, no sign, no exponent. Informational; stored and returned\nverbatim (the real service's successor field is `premium_annualized`, same format).\n",
            "pattern": "^(0|[1-9][0-9]{0,2})(\\.[0-9]{1,18})?$"
          },
          "premium_annualized": {
            "type": "string",
            "description": "The real service's name of the premium (its clients since 2026-08-17 send only this):\nthe same decimal fraction string as `premium` (`\"0.041\"` = 4.1 %). Required unless\n`premium` is sent; equal to it when both are.\n",
            "pattern": "^(0|[1-9][0-9]{0,2})(\\.[0-9]{1,18})?$"
          },
          "nonce": {
            "allOf": [
              {
                "$ref": "#/components/schemas/Uint256String"
              }
            ],
            "description": "Must equal makerTraits bits 120-159 (otherwise 422 `nonce_mismatch`)."
          }
        },
        "examples": [
          {
            "chainId": 1,
            "salt": "102030405060708090",
            "maker": "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266",
            "receiver": "0x0000000000000000000000000000000000000000",
            "makerAsset": "0x088E560Cd2149eC916CA80898894d64782CdB7d6",
            "takerAsset": "0xf4B3463007a5487749fb7632690F909587e004EE",
            "makingAmount": "1000000000000000000000",
            "takingAmount": "41000000000000000000",
            "makerTraits": "28948022309329048855892746252171976963326803013303797477845075620323462742016",
            "orderHash": "0x4af23f6e09cb4aec18cbc45f1542293394901a6e3bbbd510bd530fc4de0b1e2e",
            "signature": "0x115381594f8a48408b26fd22518386b779ccb5639f7d1a72343dd882e1b21a1c4860d04568997f6e66ab3a4871ae4e834acf7c47e7b859d2f9ec4726e22fe53c1c",
            "side": "SELL",
            "premium": "0.041",
            "nonce": "7"
          }
        ]
      },
      "LimitOrderAccepted": {
        "type": "object",
        "description": "The stored order's hash (201 on first acceptance, 200 on an identical resubmission).",
        "additionalProperties": false,
        "required": [
          "orderHash"
        ],
        "properties": {
          "orderHash": {
            "$ref": "#/components/schemas/OrderHash"
          }
        },
        "examples": [
          {
            "orderHash": "0x4af23f6e09cb4aec18cbc45f1542293394901a6e3bbbd510bd530fc4de0b1e2e"
          }
        ]
      },
      "ChainHealth": {
        "type": "object",
        "description": "Indexer progress on one configured chain.",
        "additionalProperties": false,
        "required": [
          "chainId",
          "ready",
          "lastIndexedBlock",
          "headBlock",
          "headLag",
          "reorgCount",
          "lastError"
        ],
        "properties": {
          "chainId": {
            "$ref": "#/components/schemas/ChainId"
          },
          "ready": {
            "type": "boolean",
            "description": "True once the first backfill up to the head has finished; lists of this chain answer 503 until then."
          },
          "lastIndexedBlock": {
            "type": [
              "integer",
              "null"
            ],
            "description": "The last block whose events are served; `null` before the first one.",
            "minimum": 0
          },
          "headBlock": {
            "type": [
              "integer",
              "null"
            ],
            "description": "The chain's latest block as last seen; `null` before the RPC first answered.",
            "minimum": 0
          },
          "headLag": {
            "type": [
              "integer",
              "null"
            ],
            "description": "`headBlock - lastIndexedBlock`; `null` while either is `null`.",
            "minimum": 0
          },
          "reorgCount": {
            "type": "integer",
            "description": "Reorgs rolled back since the service started.",
            "minimum": 0
          },
          "lastError": {
            "type": [
              "string",
              "null"
            ],
            "description": "The error of the last failed poll if the latest poll failed, else `null`."
          }
        },
        "examples": [
          {
            "chainId": 1,
            "ready": true,
            "lastIndexedBlock": 21500600,
            "headBlock": 21500602,
            "headLag": 2,
            "reorgCount": 0,
            "lastError": null
          }
        ]
      },
      "Health": {
        "type": "object",
        "description": "Health of the service. `status`: `ok` when every chain is `ready` with no `lastError`,\n`syncing` while any chain is not yet `ready` (and none has a `lastError`), `error` when any\nchain's latest poll failed.\n",
        "additionalProperties": false,
        "required": [
          "status",
          "version",
          "chains"
        ],
        "properties": {
          "status": {
            "type": "string",
            "enum": [
              "ok",
              "syncing",
              "error"
            ]
          },
          "version": {
            "type": "string",
            "description": "The `info.version` of the document the service implements."
          },
          "chains": {
            "type": "array",
            "description": "One entry per configured chain, ascending `chainId`.",
            "items": {
              "$ref": "#/components/schemas/ChainHealth"
            }
          }
        },
        "examples": [
          {
            "status": "ok",
            "version": "1.0.0",
            "chains": [
              {
                "chainId": 1,
                "ready": true,
                "lastIndexedBlock": 21500600,
                "headBlock": 21500602,
                "headLag": 2,
                "reorgCount": 0,
                "lastError": null
              }
            ]
          }
        ]
      },
      "ErrorEnvelope": {
        "type": "object",
        "description": "The body of every 4xx and 5xx response. `error` is a stable code, one per status: `bad_request` 400, `not_found` 404,\n`conflict` 409, `payload_too_large` 413, `unsupported_media_type` 415,\n`unprocessable_entity` 422, `too_many_requests` 429, `internal_error` 500,\n`service_unavailable` 503; for requests the HTTP parser refuses before any route is known,\n`request_timeout` 408 (headers not received within 10 s or the whole request within 30 s)\nand `request_header_fields_too_large` 431. `message` is one human-readable sentence. `details` is present\nwhere it helps: `{fields: [{path, message}]}` for 400, `path` a JSON Pointer prefixed by where\nthe value is (`/query/limit`, `/body/premium`), the same shape as the bank's\n(`{indexedChainIds: [...]}` for a chain not indexed), `{orderHash}` for 409, `{reason}` for 422, `{retryAfterSeconds}` for 429\nand 503.\n",
        "additionalProperties": false,
        "required": [
          "error",
          "message"
        ],
        "properties": {
          "error": {
            "type": "string",
            "enum": [
              "bad_request",
              "not_found",
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
          "message": {
            "type": "string",
            "description": "What went wrong, in one sentence."
          },
          "details": {
            "type": "object",
            "description": "Machine-readable particulars of the error (shapes listed above).",
            "additionalProperties": true,
            "properties": {
              "fields": {
                "description": "400 - every problem found in the request.",
                "type": "array",
                "items": {
                  "$ref": "#/components/schemas/FieldError"
                }
              }
            }
          }
        },
        "examples": [
          {
            "error": "bad_request",
            "message": "Query parameter limit must be at most 2000.",
            "details": {
              "fields": [
                {
                  "path": "/query/limit",
                  "message": "must be <= 2000"
                }
              ]
            }
          },
          {
            "error": "unprocessable_entity",
            "message": "The recomputed order hash differs from orderHash.",
            "details": {
              "reason": "order_hash_mismatch"
            }
          }
        ]
      },
      "FieldError": {
        "type": "object",
        "description": "One problem in a request (the bank's `FieldError` too).",
        "additionalProperties": false,
        "required": [
          "path",
          "message"
        ],
        "properties": {
          "path": {
            "type": "string",
            "description": "JSON Pointer (RFC 6901) to the value, prefixed by where it is: `/query/limit`,\n`/body/premium`; `/body` for the body as a whole.\n"
          },
          "message": {
            "type": "string",
            "description": "What is wrong, in plain words."
          }
        }
      },
      "PoolPage": {
        "type": "object",
        "description": "A page of pools.",
        "additionalProperties": false,
        "required": [
          "items",
          "nextCursor",
          "hasMore"
        ],
        "properties": {
          "items": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/Pool"
            }
          },
          "nextCursor": {
            "type": [
              "string",
              "null"
            ],
            "description": "Pass back as the query parameter `nextCursor` for the next page; `null` at the end.",
            "maxLength": 512
          },
          "hasMore": {
            "type": "boolean",
            "description": "`false` means the end of results."
          }
        }
      },
      "WhitelistItemPage": {
        "type": "object",
        "description": "A page of whitelist items.",
        "additionalProperties": false,
        "required": [
          "items",
          "nextCursor",
          "hasMore"
        ],
        "properties": {
          "items": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/WhitelistItem"
            }
          },
          "nextCursor": {
            "type": [
              "string",
              "null"
            ],
            "description": "Pass back as the query parameter `nextCursor` for the next page; `null` at the end.",
            "maxLength": 512
          },
          "hasMore": {
            "type": "boolean",
            "description": "`false` means the end of results."
          }
        }
      },
      "FlowPage": {
        "type": "object",
        "description": "A page of flows.",
        "additionalProperties": false,
        "required": [
          "items",
          "nextCursor",
          "hasMore"
        ],
        "properties": {
          "items": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/Flow"
            }
          },
          "nextCursor": {
            "type": [
              "string",
              "null"
            ],
            "description": "Pass back as the query parameter `nextCursor` for the next page; `null` at the end.",
            "maxLength": 512
          },
          "hasMore": {
            "type": "boolean",
            "description": "`false` means the end of results."
          }
        }
      },
      "LimitOrderMarketPage": {
        "type": "object",
        "description": "A page of limit-order markets.",
        "additionalProperties": false,
        "required": [
          "items",
          "nextCursor",
          "hasMore"
        ],
        "properties": {
          "items": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/LimitOrderMarket"
            }
          },
          "nextCursor": {
            "type": [
              "string",
              "null"
            ],
            "description": "Pass back as the query parameter `nextCursor` for the next page; `null` at the end.",
            "maxLength": 512
          },
          "hasMore": {
            "type": "boolean",
            "description": "`false` means the end of results."
          }
        }
      },
      "OrderbookEntryPage": {
        "type": "object",
        "description": "A page of orderbook entries.",
        "additionalProperties": false,
        "required": [
          "items",
          "nextCursor",
          "hasMore"
        ],
        "properties": {
          "items": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/OrderbookEntry"
            }
          },
          "nextCursor": {
            "type": [
              "string",
              "null"
            ],
            "description": "Pass back as the query parameter `nextCursor` for the next page; `null` at the end.",
            "maxLength": 512
          },
          "hasMore": {
            "type": "boolean",
            "description": "`false` means the end of results."
          }
        }
      },
      "FillPage": {
        "type": "object",
        "description": "A page of fills.",
        "additionalProperties": false,
        "required": [
          "items",
          "nextCursor",
          "hasMore"
        ],
        "properties": {
          "items": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/Fill"
            }
          },
          "nextCursor": {
            "type": [
              "string",
              "null"
            ],
            "description": "Pass back as the query parameter `nextCursor` for the next page; `null` at the end.",
            "maxLength": 512
          },
          "hasMore": {
            "type": "boolean",
            "description": "`false` means the end of results."
          }
        }
      }
    }
  }
};
