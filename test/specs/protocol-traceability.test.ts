/**
 * Traceability of the protocol data service seed (its sections, "seed §N", are mapped in
 * docs/reference/protocol.md#the-seed-section-by-section) into
 * `specs/protocol.openapi.yaml`: one test per seed rule (given/want tables), so an edit that breaks a
 * rule fails under that rule's name. Also checks the document with Redocly's recommended ruleset,
 * that `docs/protocol-gaps.md` only points at places that exist, and that the example order is a
 * real signed order.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { BaseResolver, createConfig, lintDocument, makeDocumentFromString } from "@redocly/openapi-core";
import { type Hex, hashTypedData, recoverTypedDataAddress } from "viem";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const specText = readFileSync(path.join(repoRoot, "specs/protocol.openapi.yaml"), "utf8");
const gapsText = readFileSync(path.join(repoRoot, "docs/protocol-gaps.md"), "utf8");
const spec = asObject(parse(specText) as Json, "document");

function isObject(value: Json | undefined): value is JsonObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function asObject(value: Json | undefined, what: string): JsonObject {
  if (!isObject(value)) throw new Error(`${what} is not an object`);
  return value;
}

/** Resolves an RFC 6901 pointer (`/a/b~1c`) in the spec; `undefined` when any step is missing. */
function at(pointer: string): Json | undefined {
  let node: Json | undefined = spec;
  for (const raw of pointer.split("/").slice(1)) {
    const token = raw.replaceAll("~1", "/").replaceAll("~0", "~");
    if (Array.isArray(node)) node = node[Number(token)];
    else if (isObject(node)) node = node[token];
    else return undefined;
  }
  return node;
}

/** Follows local `$ref`s until a node without one. */
function deref(node: Json | undefined): JsonObject {
  let current = asObject(node, "node");
  for (let hops = 0; typeof current.$ref === "string"; hops++) {
    if (hops > 20 || !current.$ref.startsWith("#/")) throw new Error(`unresolvable $ref ${current.$ref}`);
    current = asObject(at(current.$ref.slice(1)), current.$ref);
  }
  return current;
}

/** A schema with a lone `allOf: [X]` wrapper (used to attach a description) seen as X. */
function schemaOf(node: Json | undefined): JsonObject {
  const schema = deref(node);
  const allOf = schema.allOf;
  if (Array.isArray(allOf) && allOf.length === 1) return schemaOf(allOf[0]);
  return schema;
}

/** Every JSON type a schema admits (`type`, or the union over `anyOf`/`oneOf`). */
function typesOf(node: Json | undefined): string[] {
  const schema = schemaOf(node);
  if (typeof schema.type === "string") return [schema.type];
  if (Array.isArray(schema.type)) return schema.type.map(String);
  const branches = schema.anyOf ?? schema.oneOf;
  if (Array.isArray(branches)) return branches.flatMap((branch) => typesOf(branch));
  return [];
}

/** Whether a schema admits the seed's type name (the seed's "number" covers integer). */
function admits(node: Json | undefined, seedType: string): boolean {
  const types = typesOf(node);
  return seedType === "number" ? types.includes("number") || types.includes("integer") : types.includes(seedType);
}

function operation(method: string, route: string): JsonObject {
  return asObject(asObject(asObject(spec.paths, "paths")[route], route)[method], `${method} ${route}`);
}

function queryParameter(method: string, route: string, name: string): JsonObject | undefined {
  const parameters = operation(method, route).parameters;
  if (!Array.isArray(parameters)) return undefined;
  return parameters.map((p) => deref(p)).find((p) => p.name === name && p.in === "query");
}

function jsonSchemaOfResponse(method: string, route: string, status: string): JsonObject {
  const response = deref(asObject(operation(method, route).responses, "responses")[status]);
  const content = asObject(response.content, `${status} content`);
  return schemaOf(asObject(content["application/json"], `${status} application/json`).schema);
}

/** Walks `properties` down a field path; reports whether every step is listed in `required`. */
function field(schemaName: string, fieldPath: readonly string[]): { schema: JsonObject; required: boolean } {
  let schema = schemaOf({ $ref: `#/components/schemas/${schemaName}` });
  let required = true;
  for (const name of fieldPath) {
    if (schema.type === "array") schema = schemaOf(schema.items);
    const properties = asObject(schema.properties, `${schemaName} properties`);
    const listed = Array.isArray(schema.required) && schema.required.includes(name);
    required &&= listed;
    schema = schemaOf(properties[name]);
  }
  return { schema, required };
}

const lists = [
  { route: "/v1/pools/", operationId: "listPools", item: "Pool", defaultLimit: 2000 },
  {
    route: "/v1/pools/whitelisted-addresses",
    operationId: "listWhitelistedAddresses",
    item: "WhitelistItem",
    defaultLimit: 2000,
  },
  { route: "/v1/flows/", operationId: "listFlows", item: "Flow", defaultLimit: 2000 },
  {
    route: "/v1/limit-orders/markets",
    operationId: "listLimitOrderMarkets",
    item: "LimitOrderMarket",
    defaultLimit: 100,
  },
  {
    route: "/v1/limit-orders/orderbook",
    operationId: "getOrderbook",
    item: "OrderbookEntry",
    defaultLimit: 100,
  },
  { route: "/v1/limit-orders/fills", operationId: "listFills", item: "Fill", defaultLimit: 100 },
] as const;

describe("protocol seed §4: endpoints", () => {
  const endpoints = [
    ...lists.map((l) => ({ method: "get", route: l.route, operationId: l.operationId, status: "200" })),
    { method: "post", route: "/v1/limit-orders/", operationId: "submitLimitOrder", status: "201" },
    { method: "get", route: "/docs", operationId: "getDocs", status: "200" },
    { method: "get", route: "/health", operationId: "getHealth", status: "200" },
    { method: "get", route: "/openapi.json", operationId: "getOpenApiDocument", status: "200" },
  ].map((e) => ({
    ...e,
    rule: `${e.method.toUpperCase()} ${e.route} exists as ${e.operationId} answering ${e.status}`,
  }));

  it.each(endpoints)("$rule", ({ method, route, operationId, status }) => {
    const op = operation(method, route);
    expect(op.operationId).toBe(operationId);
    expect(asObject(op.responses, "responses")[status]).toBeDefined();
  });

  it("operationIds are unique and exactly the agreed set", () => {
    const ids = Object.values(asObject(spec.paths, "paths")).flatMap((item) =>
      Object.values(asObject(item, "path item")).map((op) => asObject(op, "operation").operationId),
    );
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual([...endpoints.map((e) => e.operationId)].sort());
  });

  // The real service documents /<module>/v1/... and rewrites /v1/<module>/... to it
  // (docs/reference/protocol.md#the-data-service).
  const canonical = [
    ["get", "/v1/pools/", "/pools/v1/"],
    ["get", "/v1/pools/whitelisted-addresses", "/pools/v1/whitelisted-addresses"],
    ["get", "/v1/flows/", "/flows/v1/"],
    ["get", "/v1/limit-orders/markets", "/limit-orders/v1/markets"],
    ["get", "/v1/limit-orders/orderbook", "/limit-orders/v1/orderbook"],
    ["get", "/v1/limit-orders/fills", "/limit-orders/v1/fills"],
    ["post", "/v1/limit-orders/", "/limit-orders/v1/"],
  ].map(([method, route, alias]) => ({
    method: method!,
    route: route!,
    alias: alias!,
    rule: `${method!.toUpperCase()} ${route} is also served at ${alias}`,
  }));

  it.each(canonical)("$rule (x-path-aliases, listed in info.description)", ({ method, route, alias }) => {
    expect(operation(method, route)["x-path-aliases"]).toEqual([alias]);
    expect(String(asObject(spec.info, "info").description)).toContain(
      `| \`${method.toUpperCase()} ${route}\` | \`${method.toUpperCase()} ${alias}\` |`,
    );
  });

  it("document header: OpenAPI 3.1.0, version 1.0.0, the local server, no security schemes", () => {
    expect(spec.openapi).toBe("3.1.0");
    expect(asObject(spec.info, "info").version).toBe("1.0.0");
    expect(spec.servers).toEqual([{ url: "http://127.0.0.1:4020", description: expect.any(String) }]);
    expect(spec.security).toEqual([]);
  });
});

/**
 * Query parameters the real service's clients send that the seed does not name
 * (docs/reference/protocol.md#the-data-service).
 */
const realClientAliases = ["cursor", "chainName"];

describe("protocol seed §4: query parameters", () => {
  // Seed §4 parameter tables, verbatim: [route, name, seed type].
  const seedParameters: Array<[string, string, string]> = [
    ["/v1/pools/", "chainId", "number"],
    ["/v1/pools/", "poolId", "string"],
    ["/v1/pools/", "collateralAddress", "string"],
    ["/v1/pools/", "referenceAddress", "string"],
    ["/v1/pools/", "principalAddress", "string"],
    ["/v1/pools/", "swapAddress", "string"],
    ["/v1/pools/", "poolWhitelistStatus", "string"],
    ["/v1/pools/", "expiryBefore", "string"],
    ["/v1/pools/", "expiryAfter", "string"],
    ["/v1/pools/", "limit", "number"],
    ["/v1/pools/", "nextCursor", "string"],
    ["/v1/pools/whitelisted-addresses", "chainId", "number"],
    ["/v1/pools/whitelisted-addresses", "poolId", "string"],
    ["/v1/pools/whitelisted-addresses", "walletAddress", "string"],
    ["/v1/pools/whitelisted-addresses", "poolWhitelistStatus", "string"],
    ["/v1/pools/whitelisted-addresses", "limit", "number"],
    ["/v1/pools/whitelisted-addresses", "nextCursor", "string"],
    ["/v1/flows/", "chainId", "number"],
    ["/v1/flows/", "walletAddress", "string"],
    ["/v1/flows/", "poolId", "string"],
    ["/v1/flows/", "actionType", "string"],
    ["/v1/flows/", "fromTimestamp", "string"],
    ["/v1/flows/", "toTimestamp", "string"],
    ["/v1/flows/", "fromBlock", "number"],
    ["/v1/flows/", "toBlock", "number"],
    ["/v1/flows/", "limit", "number"],
    ["/v1/flows/", "nextCursor", "string"],
    ["/v1/limit-orders/markets", "chainId", "number"],
    ["/v1/limit-orders/markets", "poolId", "string"],
    ["/v1/limit-orders/markets", "onlyActive", "boolean"],
    ["/v1/limit-orders/markets", "limit", "number"],
    ["/v1/limit-orders/markets", "nextCursor", "string"],
    ["/v1/limit-orders/orderbook", "chainId", "number"],
    ["/v1/limit-orders/orderbook", "poolId", "string"],
    ["/v1/limit-orders/orderbook", "maker", "string"],
    ["/v1/limit-orders/orderbook", "side", "string"],
    ["/v1/limit-orders/orderbook", "status", "array"],
    ["/v1/limit-orders/orderbook", "limit", "number"],
    ["/v1/limit-orders/orderbook", "nextCursor", "string"],
    ["/v1/limit-orders/fills", "chainId", "number"],
    ["/v1/limit-orders/fills", "orderHash", "string"],
    ["/v1/limit-orders/fills", "maker", "string"],
    ["/v1/limit-orders/fills", "taker", "string"],
    ["/v1/limit-orders/fills", "fromTimestamp", "string"],
    ["/v1/limit-orders/fills", "toTimestamp", "string"],
    ["/v1/limit-orders/fills", "limit", "number"],
    ["/v1/limit-orders/fills", "nextCursor", "string"],
  ];
  const rows = seedParameters.map(([route, name, type]) => ({
    route,
    name,
    type,
    rule: `GET ${route} takes ${name} (${type})`,
  }));

  it.each(rows)("$rule", ({ route, name, type }) => {
    const parameter = queryParameter("get", route, name);
    expect(parameter, `${name} on ${route}`).toBeDefined();
    expect(admits(parameter?.schema, type)).toBe(true);
  });

  it.each(
    lists.map((l) => ({
      ...l,
      rule: `seed §8: GET ${l.route} limit defaults to ${l.defaultLimit}, max 2000, min 1`,
    })),
  )("$rule", ({ route, defaultLimit }) => {
    const limit = schemaOf(queryParameter("get", route, "limit")?.schema);
    expect(limit).toMatchObject({ type: "integer", minimum: 1, maximum: 2000, default: defaultLimit });
  });

  it.each(lists.map((l) => ({ ...l, rule: `seed §1: GET ${l.route} chainId is an integer >= 1 defaulting to 1` })))(
    "$rule",
    ({ route }) => {
      expect(schemaOf(queryParameter("get", route, "chainId")?.schema)).toMatchObject({
        type: "integer",
        minimum: 1,
        default: 1,
      });
    },
  );

  it("seed §4: only the seed's query parameters are declared, plus the real clients' cursor and chainName", () => {
    for (const { route } of lists) {
      const declared = (operation("get", route).parameters as Json[]).map((p) => deref(p).name);
      const seeded = seedParameters.filter(([r]) => r === route).map(([, name]) => name);
      expect([...declared].sort(), route).toEqual([...seeded, ...realClientAliases].sort());
    }
  });

  it("protocol-facts §2.1: `cursor` is the real clients' name of nextCursor, same schema, both equal when sent", () => {
    for (const { route } of lists) {
      const cursor = queryParameter("get", route, "cursor");
      expect(schemaOf(cursor?.schema), route).toEqual(schemaOf(queryParameter("get", route, "nextCursor")?.schema));
      expect(String(cursor?.description)).toMatch(/both are sent they must be equal, else 400/);
      // nextCursor stays the contract: the cursor parameter of x-pagination and the response member.
      expect(operation("get", route)["x-pagination"]).toMatchObject({ cursorParam: "nextCursor" });
    }
  });

  it("protocol-facts §2.1: chainName names a chain (mainnet = 1); an unknown name is outside the enum (400)", () => {
    const chainName = schemaOf({ $ref: "#/components/schemas/ChainName" });
    const ids = asObject(chainName["x-chain-ids"], "x-chain-ids");
    expect(ids.mainnet).toBe(1);
    expect(chainName.enum).toEqual(Object.keys(ids));
    expect(chainName.enum).not.toContain("virtual");
    for (const { route } of lists) {
      const parameter = queryParameter("get", route, "chainName");
      expect(schemaOf(parameter?.schema), route).toEqual(chainName);
      expect(String(parameter?.description)).toMatch(/must name the same chain, else 400/);
    }
  });

  it("seed §4: poolWhitelistStatus filters by enabled or disabled", () => {
    for (const route of ["/v1/pools/", "/v1/pools/whitelisted-addresses"]) {
      expect(schemaOf(queryParameter("get", route, "poolWhitelistStatus")?.schema).enum).toEqual([
        "enabled",
        "disabled",
      ]);
    }
  });

  it("seed §4: flows actionType is one of exercise, repurchase, redeem, mint, unwind", () => {
    expect(schemaOf(queryParameter("get", "/v1/flows/", "actionType")?.schema).enum).toEqual([
      "exercise",
      "repurchase",
      "redeem",
      "mint",
      "unwind",
    ]);
  });

  it("seed §4: orderbook side is BUY or SELL", () => {
    expect(schemaOf(queryParameter("get", "/v1/limit-orders/orderbook", "side")?.schema).enum).toEqual(["BUY", "SELL"]);
  });

  it("seed §3/§4: orderbook status is a repeated array of the order status enum (1-5 values)", () => {
    const status = queryParameter("get", "/v1/limit-orders/orderbook", "status");
    expect(status).toMatchObject({ style: "form", explode: true });
    const schema = schemaOf(status?.schema);
    expect(schema).toMatchObject({ type: "array", minItems: 1, maxItems: 5 });
    expect(schemaOf(schema.items).enum).toEqual(["OPEN", "PARTIALLY_FILLED", "FILLED", "CANCELLED", "EXPIRED"]);
    expect(String(operation("get", "/v1/limit-orders/orderbook").description)).toMatch(/OPEN.*PARTIALLY_FILLED/);
  });

  it("seed §4: /v1/flows/ without walletAddress and poolId is a documented 400", () => {
    const op = operation("get", "/v1/flows/");
    expect(op["x-required-any-of"]).toEqual(["walletAddress", "poolId"]);
    expect(String(op.description)).toMatch(/walletAddress.*poolId[\s\S]*400/);
    expect(String(deref(asObject(op.responses, "responses")["400"]).description)).toContain("/v1/flows/");
  });
});

describe("protocol seed §2: pagination envelope", () => {
  const rows = lists.map((l) => ({
    ...l,
    rule: `GET ${l.route} returns {items, nextCursor, hasMore} of ${l.item}`,
  }));

  it.each(rows)("$rule", ({ route, item }) => {
    const page = jsonSchemaOfResponse("get", route, "200");
    expect(page.additionalProperties).toBe(false);
    expect([...(page.required as string[])].sort()).toEqual(["hasMore", "items", "nextCursor"]);
    const properties = asObject(page.properties, "page properties");
    expect(typesOf(properties.items)).toEqual(["array"]);
    expect(asObject(schemaOf(properties.items).items, "items")).toEqual({
      $ref: `#/components/schemas/${item}`,
    });
    expect(typesOf(properties.nextCursor).sort()).toEqual(["null", "string"]);
    expect(typesOf(properties.hasMore)).toEqual(["boolean"]);
  });

  it.each(rows.map((r) => ({ ...r, rule: `GET ${r.route} takes nextCursor back and declares x-pagination` })))(
    "$rule",
    ({ route }) => {
      expect(schemaOf(queryParameter("get", route, "nextCursor")?.schema)).toMatchObject({
        type: "string",
        maxLength: 512,
      });
      expect(operation("get", route)["x-pagination"]).toEqual({
        cursorParam: "nextCursor",
        nextCursorField: "nextCursor",
        itemsField: "items",
        hasMoreField: "hasMore",
      });
    },
  );
});

describe("protocol seed §2: item fields", () => {
  const token = (name: string): Array<[string[], string]> => [
    [[name], "object"],
    [[name, "address"], "string"],
    [[name, "name"], "string"],
    [[name, "symbol"], "string"],
    [[name, "decimals"], "number"],
  ];
  const value = (name: string): Array<[string[], string]> => [
    [[name], "object"],
    [[name, "inWei"], "string"],
    [[name, "inToken"], "number"],
    [[name, "inUsdAtNow"], "number"],
    [[name, "inUsdAtEvents"], "number"],
  ];
  // Seed §2 field tables, verbatim: [schema, field path, seed type].
  const seedFields: Array<[string, string[], string]> = [
    ...(
      [
        [["chainId"], "number"],
        [["poolId"], "string"],
        [["poolName"], "string"],
        [["expiry"], "string"],
        ...token("collateralToken"),
        ...token("referenceToken"),
        ...token("principalToken"),
        ...token("swapToken"),
        [["isWhitelistEnabled"], "boolean"],
        [["isDepositPaused"], "boolean"],
        [["isWithdrawPaused"], "boolean"],
        [["isSwapPaused"], "boolean"],
        [["isUnwindSwapPaused"], "boolean"],
        [["isUnwindDepositPaused"], "boolean"],
        [["exerciseFeePercentage"], "number"],
        [["repurchaseFeePercentage"], "number"],
        [["tvl"], "object"],
        [["tvl", "inUsdAtNow"], "number"],
        [["tvl", "inUsdAtEvents"], "number"],
        ...value("collateralValue"),
        ...value("referenceValue"),
      ] as Array<[string[], string]>
    ).map(([fieldPath, type]): [string, string[], string] => ["Pool", fieldPath, type]),
    ["WhitelistItem", ["chainId"], "number"],
    ["WhitelistItem", ["poolId"], "string"],
    ["WhitelistItem", ["poolName"], "string"],
    ["WhitelistItem", ["isWhitelistEnabled"], "boolean"],
    ["WhitelistItem", ["whitelistedAddresses"], "array"],
    ["WhitelistItem", ["whitelistedAddresses", "account"], "string"],
    ["WhitelistItem", ["whitelistedAddresses", "isGlobalWhitelisted"], "boolean"],
    ["WhitelistItem", ["whitelistedAddresses", "isMarketWhitelisted"], "boolean"],
  ];
  const rows = seedFields.map(([schema, fieldPath, type]) => ({
    schema,
    fieldPath,
    type,
    rule: `${schema}.${fieldPath.join(".")} is a required ${type}`,
  }));

  it.each(rows)("$rule", ({ schema, fieldPath, type }) => {
    const found = field(schema, fieldPath);
    expect(found.required).toBe(true);
    expect(admits(found.schema, type)).toBe(true);
  });

  it("seed §2: poolId is a MarketId, 0x-prefixed 32-byte hex", () => {
    expect(field("Pool", ["poolId"]).schema.pattern).toBe("^0x[a-fA-F0-9]{64}$");
  });

  it("seed §2/§8: fee percentages are decimal fractions capped at 5e18 / 1e20 = 0.05", () => {
    for (const name of ["exerciseFeePercentage", "repurchaseFeePercentage"]) {
      expect(field("Pool", [name]).schema).toMatchObject({ minimum: 0, maximum: 0.05 });
    }
  });

  it("protocol-facts §2.4: whitelist items carry previouslyWhitelistedAddresses", () => {
    expect(field("WhitelistItem", ["previouslyWhitelistedAddresses", "account"]).required).toBe(true);
  });

  it.each(
    ["Flow", "Fill"].map((schema) => ({
      schema,
      rule: `${schema} carries an integer logIndex (on-chain identity)`,
    })),
  )("$rule", ({ schema }) => {
    const found = field(schema, ["logIndex"]);
    expect(found.required).toBe(true);
    expect(typesOf(found.schema)).toEqual(["integer"]);
  });

  it("convention: every object schema lists all its members as required and forbids others", () => {
    const schemas = asObject(asObject(spec.components, "components").schemas, "schemas");
    for (const [name, node] of Object.entries(schemas)) {
      const schema = asObject(node, name);
      if (schema.type !== "object" || !isObject(schema.properties) || name === "ErrorEnvelope") continue;
      expect(schema.additionalProperties, name).toBe(false);
      // The one exception: a submission names its premium under either of two names (x-required-any-of).
      const eitherOf = (schema["x-required-any-of"] as string[] | undefined) ?? [];
      expect([...(schema.required as string[]), ...eitherOf].sort(), name).toEqual(
        Object.keys(schema.properties).sort(),
      );
    }
  });
});

describe("protocol seed §2/§4: order submission", () => {
  const seedBodyFields = [
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
    "premium",
    "nonce",
  ];
  const body = schemaOf(
    asObject(
      asObject(asObject(operation("post", "/v1/limit-orders/").requestBody, "requestBody").content, "content")[
        "application/json"
      ],
      "application/json",
    ).schema,
  );

  it("POST /v1/limit-orders/ body has the seed's fields plus premium_annualized, no others; one premium name is required", () => {
    expect(Object.keys(asObject(body.properties, "properties")).sort()).toEqual(
      [...seedBodyFields, "premium_annualized"].sort(),
    );
    expect([...(body.required as string[])].sort()).toEqual(seedBodyFields.filter((f) => f !== "premium").sort());
    expect(body["x-required-any-of"]).toEqual(["premium", "premium_annualized"]);
    expect(body.additionalProperties).toBe(false);
  });

  it("protocol-facts §2.9: premium_annualized has premium's format; the spec says the real venue now requires it", () => {
    expect(field("LimitOrderSubmission", ["premium_annualized"]).schema.pattern).toBe(
      field("LimitOrderSubmission", ["premium"]).schema.pattern,
    );
    expect(String(body.description)).toMatch(/`premium_annualized` \(the name the real\s+venue now requires/);
    expect(String(body.description)).toMatch(/both are sent they must be the same number/);
  });

  it.each(
    seedBodyFields.map((name) => ({
      name,
      type: name === "chainId" ? "integer" : "string",
      rule: `POST body ${name} is a${name === "chainId" ? "n integer" : " string"} (seed: all strings except chainId)`,
    })),
  )("$rule", ({ name, type }) => {
    expect(typesOf(field("LimitOrderSubmission", [name]).schema)).toEqual([type]);
  });

  it("POST body side is BUY or SELL", () => {
    expect(field("LimitOrderSubmission", ["side"]).schema.enum).toEqual(["BUY", "SELL"]);
  });

  it("POST 201 and 200 (replay) answer {orderHash}", () => {
    for (const status of ["201", "200"]) {
      const accepted = jsonSchemaOfResponse("post", "/v1/limit-orders/", status);
      expect(accepted.required).toEqual(["orderHash"]);
      expect(Object.keys(asObject(accepted.properties, "properties"))).toEqual(["orderHash"]);
      expect(accepted.additionalProperties).toBe(false);
    }
  });

  it("POST documents 400, 409, 413, 415 and 422", () => {
    const responses = asObject(operation("post", "/v1/limit-orders/").responses, "responses");
    for (const status of ["400", "409", "413", "415", "422"]) expect(responses[status], status).toBeDefined();
  });

  it("the example order is a real EIP-712 order signed by its maker (1inch Aggregation Router v6 domain)", async () => {
    const example = asObject((body.examples as Json[])[0], "example");
    const order = {
      salt: BigInt(String(example.salt)),
      maker: String(example.maker) as Hex,
      receiver: String(example.receiver) as Hex,
      makerAsset: String(example.makerAsset) as Hex,
      takerAsset: String(example.takerAsset) as Hex,
      makingAmount: BigInt(String(example.makingAmount)),
      takingAmount: BigInt(String(example.takingAmount)),
      makerTraits: BigInt(String(example.makerTraits)),
    };
    const typedData = {
      domain: {
        name: "1inch Aggregation Router",
        version: "6",
        chainId: Number(example.chainId),
        verifyingContract: "0x111111125421cA6dc452d289314280a0f8842A65",
      },
      types: {
        Order: [
          { name: "salt", type: "uint256" },
          { name: "maker", type: "address" },
          { name: "receiver", type: "address" },
          { name: "makerAsset", type: "address" },
          { name: "takerAsset", type: "address" },
          { name: "makingAmount", type: "uint256" },
          { name: "takingAmount", type: "uint256" },
          { name: "makerTraits", type: "uint256" },
        ],
      },
      primaryType: "Order",
      message: order,
    } as const;
    expect(hashTypedData(typedData)).toBe(example.orderHash);
    const signer = await recoverTypedDataAddress({
      ...typedData,
      signature: String(example.signature) as Hex,
    });
    expect(signer).toBe(example.maker);
    // nonce = makerTraits bits 120-159 (docs/reference/protocol.md#makertraits).
    expect(((order.makerTraits >> 120n) & ((1n << 40n) - 1n)).toString()).toBe(example.nonce);
  });
});

describe("protocol seed §7: errors", () => {
  it("ErrorEnvelope is {error: code, message, details?} with no other members", () => {
    const envelope = schemaOf({ $ref: "#/components/schemas/ErrorEnvelope" });
    expect(envelope.additionalProperties).toBe(false);
    expect(envelope.required).toEqual(["error", "message"]);
    expect(Object.keys(asObject(envelope.properties, "properties"))).toEqual(["error", "message", "details"]);
    expect(field("ErrorEnvelope", ["error"]).schema.enum).toEqual([
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
      "request_header_fields_too_large",
    ]);
  });

  const errorResponses = Object.entries(asObject(spec.paths, "paths")).flatMap(([route, item]) =>
    Object.entries(asObject(item, route)).flatMap(([method, op]) =>
      Object.keys(asObject(asObject(op, method).responses, "responses"))
        .filter((status) => Number(status) >= 400)
        .map((status) => ({
          method,
          route,
          status,
          rule: `${method.toUpperCase()} ${route} ${status} is an ErrorEnvelope`,
        })),
    ),
  );

  it.each(errorResponses)("$rule", ({ method, route, status }) => {
    const response = deref(asObject(operation(method, route).responses, "responses")[status]);
    const media = asObject(asObject(response.content, "content")["application/json"], "application/json");
    expect(media.schema).toEqual({ $ref: "#/components/schemas/ErrorEnvelope" });
  });

  it.each(
    Object.entries(asObject(spec.paths, "paths"))
      .filter(([, item]) => isObject(item) && "get" in item)
      .map(([route]) => ({ route, rule: `GET ${route} documents 400` })),
  )("$rule", ({ route }) => {
    expect(asObject(operation("get", route).responses, "responses")["400"]).toBeDefined();
  });
});

describe("document quality", () => {
  it("passes Redocly's recommended ruleset; the only errors are the seed's trailing-slash paths", async () => {
    const config = await createConfig({ extends: ["recommended"] });
    const document = makeDocumentFromString(specText, path.join(repoRoot, "specs/protocol.openapi.yaml"));
    const problems = await lintDocument({ document, config, externalRefResolver: new BaseResolver() });
    const described = problems.map((p) => `${p.severity} ${p.ruleId} ${p.location[0]?.pointer ?? ""}: ${p.message}`);
    // The seed (§4) spells these paths with a trailing slash; `no-path-trailing-slash` is the one
    // recommended rule that the contract deliberately breaks.
    const unexpected = problems.filter(
      (p) =>
        !(
          p.ruleId === "no-path-trailing-slash" &&
          ["#/paths/~1v1~1pools~1", "#/paths/~1v1~1flows~1", "#/paths/~1v1~1limit-orders~1"].includes(
            p.location[0]?.pointer ?? "",
          )
        ),
    );
    expect(unexpected.map((p) => described[problems.indexOf(p)])).toEqual([]);
    expect(problems.filter((p) => p.ruleId === "no-path-trailing-slash")).toHaveLength(3);
  });

  it("every JSON pointer in docs/protocol-gaps.md resolves in the spec", () => {
    const pointers = [...gapsText.matchAll(/`#(\/[^`]*)`/g)].map((m) => m[1] ?? "");
    expect(pointers.length).toBeGreaterThan(20);
    for (const pointer of pointers) expect(at(pointer), pointer).toBeDefined();
  });

  it("info.description states where the real contracts and service differ from the seed", () => {
    const description = String(asObject(spec.info, "info").description);
    for (const topic of ["Withdraw timing", "Whitelist scope", "premium_annualized", "`cursor` alias", "**Paths.**"]) {
      expect(description, topic).toContain(topic);
    }
  });
});
