/**
 * Traceability of the mock bank's seed (its sections, "seed §N", are mapped in
 * docs/reference/bank.md#the-seed-section-by-section) into
 * `specs/bank.openapi.yaml`: each seed rule is one given/want row, named after the rule, so a spec
 * edit that breaks a rule fails with that rule's name. The document is also linted with Redocly's
 * `recommended` ruleset (structure, refs, and every example validated against its schema).
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { BaseResolver, createConfig, lintDocument, makeDocumentFromString } from "@redocly/openapi-core";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";

type Json = { [key: string]: unknown };

const repoRoot = fileURLToPath(new URL("../../", import.meta.url));
const specSource = readFileSync(`${repoRoot}specs/bank.openapi.yaml`, "utf8");
const gapsSource = readFileSync(`${repoRoot}docs/bank-gaps.md`, "utf8");
const spec = parse(specSource) as Json;

/** The largest integer JSON numbers carry exactly (2^53 - 1); every cents field is capped by it. */
const MAX_SAFE_CENTS = 9007199254740991;

const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function asObject(value: unknown, where: string): Json {
  if (!isObject(value)) throw new Error(`${where} is not an object`);
  return value;
}

/** Reads an RFC 6901 pointer (with or without the leading `#`) from the parsed document. */
function pointer(path: string): unknown {
  const tokens = path.replace(/^#/, "").split("/").slice(1);
  let node: unknown = spec;
  for (const raw of tokens) {
    const token = raw.replaceAll("~1", "/").replaceAll("~0", "~");
    if (Array.isArray(node)) node = node[Number(token)];
    else if (isObject(node)) node = node[token];
    else return undefined;
  }
  return node;
}

/** Follows local `$ref`s until a non-reference object. */
function deref(node: unknown): Json {
  let current = node;
  for (let hops = 0; hops < 16 && isObject(current) && typeof current.$ref === "string"; hops++) {
    current = pointer(current.$ref);
  }
  return asObject(current, "resolved node");
}

function operation(method: string, path: string): Json {
  const pathItem = asObject(asObject(spec.paths, "paths")[path], `path ${path}`);
  return asObject(pathItem[method], `${method.toUpperCase()} ${path}`);
}

function operationsList(): { method: string; path: string; op: Json }[] {
  const result: { method: string; path: string; op: Json }[] = [];
  for (const [path, item] of Object.entries(asObject(spec.paths, "paths"))) {
    for (const [method, op] of Object.entries(asObject(item, path))) {
      if (["get", "put", "post", "delete", "patch"].includes(method)) {
        result.push({ method, path, op: asObject(op, `${method} ${path}`) });
      }
    }
  }
  return result;
}

function operationById(operationId: string): Json {
  const found = operationsList().find(({ op }) => op.operationId === operationId);
  if (!found) throw new Error(`no operation ${operationId}`);
  return found.op;
}

function response(op: Json, status: string): Json {
  return deref(asObject(op.responses, "responses")[status]);
}

function responseSchema(op: Json, status: string, mediaType = "application/json"): Json {
  const content = asObject(response(op, status).content, `content of ${status}`);
  return deref(asObject(content[mediaType], mediaType).schema);
}

function requestSchema(op: Json): Json {
  const body = deref(op.requestBody);
  return deref(asObject(asObject(body.content, "request content")["application/json"], "json").schema);
}

function parameter(op: Json, name: string): Json {
  const params = Array.isArray(op.parameters) ? op.parameters.map(deref) : [];
  const found = params.find((p) => p.name === name);
  if (!found) throw new Error(`no parameter ${name}`);
  return found;
}

/** The property's schema with any `$ref` followed. */
function propertySchema(schema: Json, property: string): Json {
  return deref(asObject(schema.properties, "properties")[property]);
}

function schemaNamed(name: string): Json {
  return deref({ $ref: `#/components/schemas/${name}` });
}

const sorted = (values: readonly string[]) => [...values].sort();
const keysOf = (schema: Json) => sorted(Object.keys(asObject(schema.properties, "properties")));

function effectiveSecurity(op: Json): string {
  const requirements = (op.security ?? spec.security) as unknown[];
  if (requirements.length === 0) return "none";
  return Object.keys(asObject(requirements[0], "security requirement")).join(",");
}

// ---------------------------------------------------------------------------------------------
// Seed §4 endpoint table (plus the admin surface and docs routes the brief adds): method, path,
// success status, operationId and auth. "none" = public, "companyKey" = key, "adminKey" = admin.
// ---------------------------------------------------------------------------------------------
// biome-ignore format: one row per seed rule, read as a given/want table
const endpointTable = [
  { rule: "seed §4: GET /health is public and answers 200", method: "get", path: "/health", status: "200", operationId: "getHealth", auth: "none" },
  { rule: "seed §4: POST /api/v1/signup is public and answers 201", method: "post", path: "/api/v1/signup", status: "201", operationId: "signup", auth: "none" },
  { rule: "seed §4: GET /api/v1/me needs the key and answers 200", method: "get", path: "/api/v1/me", status: "200", operationId: "getMe", auth: "companyKey" },
  { rule: "seed §4: POST /api/v1/me/rotate-key needs the key and answers 200", method: "post", path: "/api/v1/me/rotate-key", status: "200", operationId: "rotateKey", auth: "companyKey" },
  { rule: "seed §4: GET /api/v1/accounts needs the key and answers 200", method: "get", path: "/api/v1/accounts", status: "200", operationId: "listAccounts", auth: "companyKey" },
  { rule: "seed §4: POST /api/v1/accounts needs the key and answers 201", method: "post", path: "/api/v1/accounts", status: "201", operationId: "openAccount", auth: "companyKey" },
  { rule: "seed §4: GET /api/v1/accounts/{id} needs the key and answers 200", method: "get", path: "/api/v1/accounts/{id}", status: "200", operationId: "getAccount", auth: "companyKey" },
  { rule: "seed §4: GET /api/v1/accounts/{id}/transactions needs the key and answers 200", method: "get", path: "/api/v1/accounts/{id}/transactions", status: "200", operationId: "listTransactions", auth: "companyKey" },
  { rule: "seed §4: GET /api/v1/accounts/{id}/statement needs the key and answers 200", method: "get", path: "/api/v1/accounts/{id}/statement", status: "200", operationId: "getStatement", auth: "companyKey" },
  { rule: "seed §4: GET /api/v1/payments needs the key and answers 200", method: "get", path: "/api/v1/payments", status: "200", operationId: "listPayments", auth: "companyKey" },
  { rule: "seed §4: POST /api/v1/payments needs the key and answers 201", method: "post", path: "/api/v1/payments", status: "201", operationId: "sendPayment", auth: "companyKey" },
  { rule: "seed §4: GET /api/v1/payments/{id} needs the key and answers 200", method: "get", path: "/api/v1/payments/{id}", status: "200", operationId: "getPayment", auth: "companyKey" },
  { rule: "seed §4: GET /api/v1/directory is public and answers 200", method: "get", path: "/api/v1/directory", status: "200", operationId: "getDirectory", auth: "none" },
  { rule: "docs: GET /docs is public and answers 200", method: "get", path: "/docs", status: "200", operationId: "getDocs", auth: "none" },
  { rule: "docs: GET /openapi.json is public and answers 200", method: "get", path: "/openapi.json", status: "200", operationId: "getOpenApiDocument", auth: "none" },
  { rule: "seed §5.7: GET /admin/settlement-mode needs the admin key", method: "get", path: "/admin/settlement-mode", status: "200", operationId: "getSettlementMode", auth: "adminKey" },
  { rule: "seed §5.7: PUT /admin/settlement-mode needs the admin key", method: "put", path: "/admin/settlement-mode", status: "200", operationId: "setSettlementMode", auth: "adminKey" },
  { rule: "seed §5.7: GET /admin/organisations needs the admin key", method: "get", path: "/admin/organisations", status: "200", operationId: "adminListOrganisations", auth: "adminKey" },
  { rule: "seed §5.7: GET /admin/payments needs the admin key", method: "get", path: "/admin/payments", status: "200", operationId: "adminListPayments", auth: "adminKey" },
  { rule: "seed §5.7: GET /admin/audit needs the admin key", method: "get", path: "/admin/audit", status: "200", operationId: "getAudit", auth: "adminKey" },
  { rule: "seed §3: the bank settles a pending payment (POST /admin/payments/{id}/settle)", method: "post", path: "/admin/payments/{id}/settle", status: "200", operationId: "settlePayment", auth: "adminKey" },
  { rule: "seed §3: the bank returns a pending payment (POST /admin/payments/{id}/return)", method: "post", path: "/admin/payments/{id}/return", status: "200", operationId: "returnPayment", auth: "adminKey" },
  { rule: "seed §3: the bank reverses a settled payment (POST /admin/payments/{id}/reverse)", method: "post", path: "/admin/payments/{id}/reverse", status: "200", operationId: "reversePayment", auth: "adminKey" },
  { rule: "seed §3: the bank freezes an account (POST /admin/accounts/{id}/freeze)", method: "post", path: "/admin/accounts/{id}/freeze", status: "200", operationId: "freezeAccount", auth: "adminKey" },
  { rule: "seed §3: the bank unfreezes an account (POST /admin/accounts/{id}/unfreeze)", method: "post", path: "/admin/accounts/{id}/unfreeze", status: "200", operationId: "unfreezeAccount", auth: "adminKey" },
  { rule: "bank-notes: the bank deposits into an account (POST /admin/accounts/{id}/deposits)", method: "post", path: "/admin/accounts/{id}/deposits", status: "201", operationId: "depositToAccount", auth: "adminKey" },
  { rule: "issue 20 D2: the bank takes money out of an account (POST /admin/accounts/{id}/withdrawals)", method: "post", path: "/admin/accounts/{id}/withdrawals", status: "201", operationId: "withdrawFromAccount", auth: "adminKey" },
  { rule: "issue 23 item 11: a company issues a signed statement link (POST /api/v1/accounts/{id}/statement-links)", method: "post", path: "/api/v1/accounts/{id}/statement-links", status: "201", operationId: "createStatementLink", auth: "companyKey" },
  { rule: "issue 23 item 11: a signed link opens the statement without a key (GET /api/v1/accounts/{id}/linked-statement)", method: "get", path: "/api/v1/accounts/{id}/linked-statement", status: "200", operationId: "getLinkedStatement", auth: "none" },
] as const;

describe("seed §4 endpoint table: route, success status, operationId, auth", () => {
  it.each(endpointTable)("$rule", ({ method, path, status, operationId, auth }) => {
    const op = operation(method, path);
    expect(op.operationId).toBe(operationId);
    const successes = Object.keys(asObject(op.responses, "responses")).filter((s) => s.startsWith("2"));
    expect(successes).toEqual([status]);
    expect(effectiveSecurity(op)).toBe(auth);
  });

  it("no operation exists beyond the table (every route is traced to a rule)", () => {
    const documented = operationsList().map(({ method, path }) => `${method} ${path}`);
    expect(sorted(documented)).toEqual(sorted(endpointTable.map(({ method, path }) => `${method} ${path}`)));
  });

  it("operationIds are unique", () => {
    const ids = operationsList().map(({ op }) => String(op.operationId));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("seed §5.1: both keys are HTTP bearer and the company key is the default", () => {
    const schemes = asObject(asObject(spec.components, "components").securitySchemes, "securitySchemes");
    for (const name of ["companyKey", "adminKey"]) {
      expect(asObject(schemes[name], name)).toMatchObject({ type: "http", scheme: "bearer" });
    }
    expect(spec.security).toEqual([{ companyKey: [] }]);
  });
});

const authenticatedOperations = endpointTable.filter((row) => row.auth !== "none");

describe.each(authenticatedOperations)(
  "seed §4/§7: every authenticated route may answer 401, 403, 404 ($operationId)",
  ({ method, path }) => {
    it.each(["401", "403", "404"])("documents %s with the error envelope", (status) => {
      const schema = responseSchema(operation(method, path), status);
      expect(schema).toBe(schemaNamed("ErrorEnvelope"));
    });
  },
);

// ---------------------------------------------------------------------------------------------
// Enums (seed §2, §4).
// ---------------------------------------------------------------------------------------------
const accountTypes = ["operating", "trust", "loss_fund", "other"];
// biome-ignore format: one row per seed rule, read as a given/want table
const enumTable = [
  { rule: "seed §2: account type is operating, trust, loss_fund or other", schema: () => propertySchema(schemaNamed("Account"), "type"), values: accountTypes, defaultValue: undefined },
  { rule: "seed §2: account status is active or frozen", schema: () => propertySchema(schemaNamed("Account"), "status"), values: ["active", "frozen"], defaultValue: undefined },
  { rule: "seed §2: account currency is USD", schema: () => propertySchema(schemaNamed("Account"), "currency"), values: ["USD"], defaultValue: undefined },
  { rule: "seed §2: payment status is pending, settled, returned or rejected", schema: () => propertySchema(schemaNamed("Payment"), "status"), values: ["pending", "settled", "returned", "rejected"], defaultValue: undefined },
  { rule: "seed §2: statement line direction is CR or DR", schema: () => propertySchema(schemaNamed("StatementLine"), "direction"), values: ["CR", "DR"], defaultValue: undefined },
  { rule: "seed §4: signup account type defaults to operating", schema: () => propertySchema(schemaNamed("SignupAccount"), "type"), values: accountTypes, defaultValue: "operating" },
  { rule: "seed §4: open account type defaults to operating", schema: () => propertySchema(schemaNamed("OpenAccountRequest"), "type"), values: accountTypes, defaultValue: "operating" },
  { rule: "seed §4: open account currency is USD only, default USD", schema: () => propertySchema(schemaNamed("OpenAccountRequest"), "currency"), values: ["USD"], defaultValue: "USD" },
  { rule: "seed §4: send payment currency is USD only, default USD", schema: () => propertySchema(schemaNamed("SendPaymentRequest"), "currency"), values: ["USD"], defaultValue: "USD" },
  { rule: "seed §4: payments list status filter takes the payment statuses", schema: () => deref(parameter(operationById("listPayments"), "status").schema), values: ["pending", "settled", "returned", "rejected"], defaultValue: undefined },
  { rule: "seed §4: statement format is json (default), csv or html", schema: () => deref(parameter(operationById("getStatement"), "format").schema), values: ["json", "csv", "html"], defaultValue: "json" },
  { rule: "seed §3: settlement mode is automatic or manual", schema: () => propertySchema(schemaNamed("SetSettlementModeRequest"), "settlement_mode"), values: ["automatic", "manual"], defaultValue: undefined },
];

describe("seed enums", () => {
  it.each(enumTable)("$rule", ({ schema, values, defaultValue }) => {
    const resolved = schema();
    expect(resolved.type).toBe("string");
    expect(sorted(resolved.enum as string[])).toEqual(sorted(values));
    expect(resolved.default).toBe(defaultValue);
  });
});

// ---------------------------------------------------------------------------------------------
// Limits (seed §8 and the body tables of §4).
// ---------------------------------------------------------------------------------------------
// biome-ignore format: one row per seed rule, read as a given/want table
const limitTable = [
  { rule: "seed §8: signup name is at most 120 characters", schema: "SignupRequest", property: "name", keyword: "maxLength", value: 120 },
  { rule: "seed §8: account name is at most 120 characters on signup", schema: "SignupAccount", property: "name", keyword: "maxLength", value: 120 },
  { rule: "seed §8: account name is at most 120 characters on open", schema: "OpenAccountRequest", property: "name", keyword: "maxLength", value: 120 },
  { rule: "seed §8: at most 10 accounts in signup", schema: "SignupRequest", property: "accounts", keyword: "maxItems", value: 10 },
  { rule: "seed §8: payment reference is at most 140 characters", schema: "SendPaymentRequest", property: "reference", keyword: "maxLength", value: 140 },
  { rule: "seed §2: a payment's reference is at most 140 characters", schema: "Payment", property: "reference", keyword: "maxLength", value: 140 },
  { rule: "seed §8: payment end_to_end_id is at most 64 characters", schema: "SendPaymentRequest", property: "end_to_end_id", keyword: "maxLength", value: 64 },
  { rule: "seed §8: amount_cents is at least 1", schema: "SendPaymentRequest", property: "amount_cents", keyword: "minimum", value: 1 },
  { rule: "seed §8: amount_cents is a safe integer", schema: "SendPaymentRequest", property: "amount_cents", keyword: "maximum", value: MAX_SAFE_CENTS },
  { rule: "seed §8: opening_balance_cents is at least 0 on signup", schema: "SignupAccount", property: "opening_balance_cents", keyword: "minimum", value: 0 },
  { rule: "seed §8: opening_balance_cents is at least 0 on open", schema: "OpenAccountRequest", property: "opening_balance_cents", keyword: "minimum", value: 0 },
  { rule: "bank-notes: an admin deposit is at least 1 cent", schema: "DepositRequest", property: "amount_cents", keyword: "minimum", value: 1 },
] as const;

describe("seed limits", () => {
  it.each(limitTable)("$rule", ({ schema, property, keyword, value }) => {
    expect(propertySchema(schemaNamed(schema), property)[keyword]).toBe(value);
  });

  it.each(["listTransactions", "listPayments", "adminListPayments"])(
    "seed §8: limit on %s is an integer, default 50, between 1 and 500",
    (operationId) => {
      const limit = deref(parameter(operationById(operationId), "limit").schema);
      expect(limit).toMatchObject({ type: "integer", minimum: 1, maximum: 500, default: 50 });
    },
  );

  it("seed §4: Idempotency-Key is an optional header of 1 to 255 characters", () => {
    const header = parameter(operationById("sendPayment"), "Idempotency-Key");
    expect(header).toMatchObject({ in: "header", required: false });
    expect(deref(header.schema)).toMatchObject({ type: "string", minLength: 1, maxLength: 255 });
  });

  it("seed §1/§8: every *_cents member is an integer within the safe-integer range", () => {
    const offenders: string[] = [];
    const schemas = asObject(asObject(spec.components, "components").schemas, "schemas");
    for (const [name, raw] of Object.entries(schemas)) {
      const properties = asObject(raw, name).properties;
      if (!isObject(properties)) continue;
      for (const [property, rawProperty] of Object.entries(properties)) {
        if (!property.endsWith("_cents")) continue;
        const resolved = deref(rawProperty);
        if (resolved.type !== "integer" || resolved.maximum !== MAX_SAFE_CENTS) offenders.push(`${name}.${property}`);
      }
    }
    expect(offenders).toEqual([]);
  });
});

// Slug (seed §4: "lowercase letters, digits and dashes") and the from/to filters ("ISO date or
// datetime"), checked by running the spec's own patterns on given/want strings.
// biome-ignore format: one row per seed rule, read as a given/want table
const patternTable = [
  { rule: "seed §4: slug takes lowercase letters, digits and dashes", schema: "Slug", given: "acme-brokers-2", want: true },
  { rule: "seed §4: slug rejects uppercase", schema: "Slug", given: "Acme", want: false },
  { rule: "seed §4: slug rejects underscores and spaces", schema: "Slug", given: "acme_brokers x", want: false },
  { rule: "spec: slug rejects a leading dash", schema: "Slug", given: "-acme", want: false },
  { rule: "seed §4: from/to accept an ISO date", schema: "DateOrDateTime", given: "2025-03-01", want: true },
  { rule: "seed §4: from/to accept a UTC date-time", schema: "DateOrDateTime", given: "2025-03-01T09:30:00Z", want: true },
  { rule: "seed §4: from/to accept a date-time with fraction and offset", schema: "DateOrDateTime", given: "2025-03-01T09:30:00.123+02:00", want: true },
  { rule: "spec: from/to reject a date-time without an offset", schema: "DateOrDateTime", given: "2025-03-01T09:30:00", want: false },
  { rule: "spec: from/to reject free text", schema: "DateOrDateTime", given: "yesterday", want: false },
] as const;

describe("seed patterns", () => {
  it.each(patternTable)("$rule", ({ schema, given, want }) => {
    const { pattern } = schemaNamed(schema);
    expect(new RegExp(String(pattern), "u").test(given)).toBe(want);
  });

  it("seed §4: from/to are inclusive (stated on both parameters)", () => {
    for (const name of ["From", "To"]) {
      const param = deref({ $ref: `#/components/parameters/${name}` });
      expect(String(param.description)).toMatch(/inclusive/i);
    }
  });
});

// ---------------------------------------------------------------------------------------------
// Request bodies: required members and the full member set (seed §4 body tables).
// ---------------------------------------------------------------------------------------------
// biome-ignore format: one row per seed rule, read as a given/want table
const requestTable = [
  { rule: "seed §4 signup body: name required; slug, team, accounts optional", operationId: "signup", required: ["name"], members: ["name", "slug", "team", "accounts"] },
  { rule: "seed §4 open account body: name required; type, currency, opening_balance_cents optional", operationId: "openAccount", required: ["name"], members: ["name", "type", "currency", "opening_balance_cents"] },
  { rule: "seed §4 send payment body: from_account_id, to_account_number, amount_cents required", operationId: "sendPayment", required: ["from_account_id", "to_account_number", "amount_cents"], members: ["from_account_id", "to_account_number", "amount_cents", "currency", "reference", "end_to_end_id"] },
  { rule: "admin: set settlement mode takes {settlement_mode}, the name /health uses", operationId: "setSettlementMode", required: ["settlement_mode"], members: ["settlement_mode"] },
  { rule: "admin: return takes an optional {reason, note}", operationId: "returnPayment", required: [], members: ["reason", "note"] },
  { rule: "admin: reverse takes an optional {reason, note, force}", operationId: "reversePayment", required: [], members: ["reason", "note", "force"] },
  { rule: "admin: deposit takes {amount_cents, reference?}", operationId: "depositToAccount", required: ["amount_cents"], members: ["amount_cents", "reference"] },
  { rule: "admin: withdrawal takes {amount_cents, reference?}", operationId: "withdrawFromAccount", required: ["amount_cents"], members: ["amount_cents", "reference"] },
] as const;

describe("request bodies", () => {
  it.each(requestTable)("$rule", ({ operationId, required, members }) => {
    const schema = requestSchema(operationById(operationId));
    expect(sorted((schema.required as string[] | undefined) ?? [])).toEqual(sorted(required));
    expect(keysOf(schema)).toEqual(sorted(members));
    expect(schema.additionalProperties).toBe(false);
  });

  it("seed §4 signup: each accounts item needs name and takes type and opening_balance_cents", () => {
    const item = schemaNamed("SignupAccount");
    expect(item.required).toEqual(["name"]);
    expect(keysOf(item)).toEqual(sorted(["name", "type", "opening_balance_cents"]));
    expect(item.additionalProperties).toBe(false);
  });

  it.each([
    "signup",
    "openAccount",
    "sendPayment",
    "setSettlementMode",
    "returnPayment",
    "reversePayment",
    "depositToAccount",
    "withdrawFromAccount",
  ])("house rule: body-taking %s documents 400, 413 and 415 with the envelope", (operationId) => {
    for (const status of ["400", "413", "415"]) {
      expect(responseSchema(operationById(operationId), status)).toBe(schemaNamed("ErrorEnvelope"));
    }
  });
});

// ---------------------------------------------------------------------------------------------
// Success bodies: members (seed §4 response column) and resources (seed §2 tables).
// ---------------------------------------------------------------------------------------------
// biome-ignore format: one row per seed rule, read as a given/want table
const responseTable = [
  { rule: "seed §4: signup answers {organisation, api_key, accounts}", operationId: "signup", status: "201", members: ["organisation", "api_key", "accounts"] },
  { rule: "seed §4: me answers {organisation, accounts}", operationId: "getMe", status: "200", members: ["organisation", "accounts"] },
  { rule: "seed §4: rotate-key answers {api_key}", operationId: "rotateKey", status: "200", members: ["api_key"] },
  { rule: "seed §4: accounts list answers {accounts}", operationId: "listAccounts", status: "200", members: ["accounts"] },
  { rule: "seed §4: open account answers {account}", operationId: "openAccount", status: "201", members: ["account"] },
  { rule: "seed §4: get account answers {account}", operationId: "getAccount", status: "200", members: ["account"] },
  { rule: "seed §4: transactions answer {transactions, next_cursor}", operationId: "listTransactions", status: "200", members: ["transactions", "next_cursor"] },
  { rule: "seed §4: payments list answers {payments}", operationId: "listPayments", status: "200", members: ["payments"] },
  { rule: "seed §4: send payment answers {payment}", operationId: "sendPayment", status: "201", members: ["payment"] },
  { rule: "seed §4: get payment answers {payment}", operationId: "getPayment", status: "200", members: ["payment"] },
  { rule: "seed §4: directory answers a JSON object of organisations", operationId: "getDirectory", status: "200", members: ["organisations"] },
  { rule: "spec: health answers {status, writable, version, settlement_mode, uptime_seconds} and a reason when degraded", operationId: "getHealth", status: "200", members: ["status", "writable", "version", "settlement_mode", "uptime_seconds"], optional: ["reason"] },
  { rule: "admin: settlement mode answers {settlement_mode}, the name /health uses", operationId: "getSettlementMode", status: "200", members: ["settlement_mode"] },
  { rule: "admin: audit answers the proven invariants", operationId: "getAudit", status: "200", members: ["ok", "checked_at", "accounts_checked", "payments_checked", "postings_checked", "total_debits_cents", "total_credits_cents", "total_deposits_cents", "total_withdrawals_cents", "total_balances_cents", "violations"] },
  { rule: "admin: deposit answers {deposit, account}", operationId: "depositToAccount", status: "201", members: ["deposit", "account"] },
  { rule: "admin: withdrawal answers {withdrawal, account}", operationId: "withdrawFromAccount", status: "201", members: ["withdrawal", "account"] },
] as const;

describe("success bodies", () => {
  it.each(responseTable)("$rule", (row) => {
    const { operationId, status, members } = row;
    const optional: readonly string[] = "optional" in row ? row.optional : [];
    const schema = responseSchema(operationById(operationId), status);
    expect(keysOf(schema)).toEqual(sorted([...members, ...optional]));
    expect(sorted(schema.required as string[])).toEqual(sorted(members));
    expect(schema.additionalProperties).toBe(false);
  });

  it("seed §4: the JSON statement has opening_balance_cents, closing_balance_cents and lines", () => {
    const statement = responseSchema(operationById("getStatement"), "200");
    expect(statement.required).toEqual(
      expect.arrayContaining(["opening_balance_cents", "closing_balance_cents", "lines"]),
    );
    expect(deref(asObject(propertySchema(statement, "lines").items, "lines.items"))).toBe(schemaNamed("StatementLine"));
  });

  it("seed §4: the statement comes as JSON, text/csv and text/html", () => {
    const content = asObject(response(operationById("getStatement"), "200").content, "statement content");
    expect(sorted(Object.keys(content))).toEqual(["application/json", "text/csv", "text/html"]);
    expect(responseSchema(operationById("getStatement"), "200", "text/csv").type).toBe("string");
    expect(responseSchema(operationById("getStatement"), "200", "text/html").type).toBe("string");
  });

  it("seed §4: transactions are StatementLines and next_cursor is string or null", () => {
    const page = responseSchema(operationById("listTransactions"), "200");
    expect(deref(asObject(propertySchema(page, "transactions").items, "items"))).toBe(schemaNamed("StatementLine"));
    expect(propertySchema(page, "next_cursor").type).toEqual(["string", "null"]);
  });
});

// biome-ignore format: one row per seed rule, read as a given/want table
const resourceTable = [
  { rule: "seed §2 Account fields", schema: "Account", fields: ["id", "account_number", "name", "type", "currency", "status", "balance_cents", "available_cents"], nullable: [] },
  { rule: "seed §2 Payment fields (with the nullable ones)", schema: "Payment", fields: ["id", "from_account_id", "to_account_id", "amount_cents", "currency", "reference", "status", "end_to_end_id", "return_reason", "created_at", "settled_at", "returned_at"], nullable: ["from_account_id", "to_account_id", "end_to_end_id", "return_reason", "settled_at", "returned_at"] },
  { rule: "seed §2 StatementLine fields (with the nullable ones)", schema: "StatementLine", fields: ["date", "value_date", "account_number", "counterparty_account_number", "direction", "amount_cents", "currency", "reference", "transfer_id", "end_to_end_id", "running_balance_cents"], nullable: ["value_date", "end_to_end_id"] },
  { rule: "spec: Organisation fields", schema: "Organisation", fields: ["id", "name", "slug", "team", "created_at"], nullable: ["team"] },
] as const;

describe("seed §2 resources", () => {
  it.each(resourceTable)("$rule", ({ schema, fields, nullable }) => {
    const resolved = schemaNamed(schema);
    expect(keysOf(resolved)).toEqual(expect.arrayContaining([...fields]));
    expect(sorted(resolved.required as string[])).toEqual(keysOf(resolved));
    expect(resolved.additionalProperties).toBe(false);
    for (const field of fields) {
      const type = propertySchema(resolved, field).type;
      const isNullable = Array.isArray(type) && type.includes("null");
      expect({ field, isNullable }).toEqual({
        field,
        isNullable: (nullable as readonly string[]).includes(field),
      });
    }
  });

  it("seed §2: StatementLine has exactly the seed's fields", () => {
    expect(keysOf(schemaNamed("StatementLine"))).toEqual(sorted(resourceTable[2].fields));
  });

  it("seed §1/§2: the directory never shows balances (only name, slug, account number, name, type)", () => {
    const names = new Set<string>();
    const walk = (node: Json) => {
      if (isObject(node.properties)) {
        for (const [key, value] of Object.entries(node.properties)) {
          names.add(key);
          walk(deref(value));
        }
      }
      if (isObject(node.items)) walk(deref(node.items));
    };
    walk(responseSchema(operationById("getDirectory"), "200"));
    expect(sorted([...names])).toEqual(sorted(["organisations", "name", "slug", "accounts", "account_number", "type"]));
  });

  it("seed §2: a returned payment's credit carries the reference RETURN <reference>", () => {
    expect(String(asObject(spec.info, "info").description)).toContain(
      "`RETURN <reference>` (the word RETURN, one space",
    );
  });

  it("seed §2: an opening balance is booked as an OPENING BALANCE deposit", () => {
    for (const schema of ["SignupAccount", "OpenAccountRequest"]) {
      expect(String(propertySchema(schemaNamed(schema), "opening_balance_cents").description)).toContain(
        "OPENING BALANCE",
      );
    }
  });
});

// ---------------------------------------------------------------------------------------------
// Errors (seed §2 envelope, §7 table) and idempotency (seed §4 send-payment rules).
// ---------------------------------------------------------------------------------------------
// biome-ignore format: one row per seed rule, read as a given/want table
const errorCodeTable = [
  { code: "bad_request", status: "400" },
  { code: "unauthorized", status: "401" },
  { code: "forbidden", status: "403" },
  { code: "not_found", status: "404" },
  { code: "gone", status: "410" },
  { code: "conflict", status: "409" },
  { code: "payload_too_large", status: "413" },
  { code: "unsupported_media_type", status: "415" },
  { code: "unprocessable_entity", status: "422" },
  { code: "too_many_requests", status: "429" },
  { code: "internal_error", status: "500" },
  { code: "service_unavailable", status: "503" },
  { code: "request_timeout", status: "408" },
  { code: "request_header_fields_too_large", status: "431" },
] as const;

describe("errors", () => {
  it("seed §2: the error envelope is {error: {code, message}}, both required", () => {
    const envelope = schemaNamed("ErrorEnvelope");
    expect(envelope.required).toEqual(["error"]);
    const inner = propertySchema(envelope, "error");
    expect(sorted(inner.required as string[])).toEqual(["code", "message"]);
  });

  it.each(errorCodeTable)("spec: error code $code is documented with status $status", ({ code, status }) => {
    const errorCode = schemaNamed("ErrorCode");
    expect(errorCode.enum).toContain(code);
    expect(String(errorCode.description)).toContain(`\`${code}\` ${status}`);
  });

  it("spec: the error code enum has no code beyond the documented table", () => {
    expect(sorted(schemaNamed("ErrorCode").enum as string[])).toEqual(sorted(errorCodeTable.map((row) => row.code)));
  });

  it("seed §7: every 4xx/5xx response of every operation is the error envelope", () => {
    const offenders: string[] = [];
    for (const { method, path, op } of operationsList()) {
      for (const status of Object.keys(asObject(op.responses, "responses"))) {
        if (!/^[45]/.test(status)) continue;
        if (responseSchema(op, status) !== schemaNamed("ErrorEnvelope")) offenders.push(`${method} ${path} ${status}`);
      }
    }
    expect(offenders).toEqual([]);
  });

  // biome-ignore format: one row per seed rule, read as a given/want table
  const statusTable = [
    { rule: "seed §4/§7: signup answers 409 when the slug is taken", operationId: "signup", status: "409" },
    { rule: "seed §4/§7: send payment answers 409 when Idempotency-Key is reused with a different body", operationId: "sendPayment", status: "409" },
    { rule: "seed §4/§7: send payment answers 422 for unknown account number, frozen account, insufficient funds", operationId: "sendPayment", status: "422" },
    { rule: "bank-notes: settle answers 409 for an illegal transition", operationId: "settlePayment", status: "409" },
    { rule: "bank-notes: return answers 409 for an illegal transition", operationId: "returnPayment", status: "409" },
    { rule: "bank-notes: reverse answers 409 for an illegal transition", operationId: "reversePayment", status: "409" },
    { rule: "bank-notes: reverse answers 422 when the receiver cannot cover it", operationId: "reversePayment", status: "422" },
    { rule: "bank-notes: freeze answers 409 for an illegal transition", operationId: "freezeAccount", status: "409" },
    { rule: "bank-notes: unfreeze answers 409 for an illegal transition", operationId: "unfreezeAccount", status: "409" },
  ] as const;

  it.each(statusTable)("$rule", ({ operationId, status }) => {
    expect(responseSchema(operationById(operationId), status)).toBe(schemaNamed("ErrorEnvelope"));
  });

  it("seed §7: the 422 code value is unprocessable_entity and the rejection names the recorded payment", () => {
    const rejected = response(operationById("sendPayment"), "422");
    const examples = asObject(
      asObject(asObject(rejected.content, "content")["application/json"], "json").examples,
      "examples",
    );
    for (const example of Object.values(examples)) {
      const error = asObject(asObject(asObject(example, "example").value, "value").error, "error");
      expect(error.code).toBe("unprocessable_entity");
      expect(asObject(asObject(error.details, "details").payment, "payment").status).toBe("rejected");
    }
    expect(propertySchema(schemaNamed("ErrorDetails"), "payment")).toBe(schemaNamed("Payment"));
  });
});

describe("seed §4 send payment: idempotency", () => {
  it.each(["201", "422"])("a %s declares the Idempotent-Replayed header", (status) => {
    const headers = asObject(response(operationById("sendPayment"), status).headers, "headers");
    expect(deref(deref(headers["Idempotent-Replayed"]).schema)).toMatchObject({
      type: "string",
      enum: ["true"],
    });
  });

  it.each([
    { rule: "scope is the organisation and survives key rotation", phrase: "Scope: the organisation" },
    { rule: "retention is 24 hours", phrase: "24 hours" },
    { rule: "bodies are compared as canonical JSON", phrase: "canonical JSON" },
    { rule: "a different body gives 409", phrase: "Same key, different body: 409" },
    { rule: "a request still in flight gives 409", phrase: "still being processed" },
    { rule: "400s are not stored", phrase: "are not stored" },
  ])("the sendPayment description states: $rule", ({ phrase }) => {
    expect(String(operationById("sendPayment").description)).toContain(phrase);
  });
});

// ---------------------------------------------------------------------------------------------
// Statements, pagination, return reasons.
// ---------------------------------------------------------------------------------------------
const CSV_HEADER =
  "date,value_date,account_number,counterparty_account_number,direction,amount,currency,reference,transfer_id,end_to_end_id,running_balance";

describe("seed §4 statements and paging", () => {
  it("seed §4: the CSV column order is stated exactly", () => {
    expect(String(schemaNamed("StatementCsv").description)).toContain(`\`${CSV_HEADER}\``);
  });

  it("seed §4: the CSV example starts with that header row", () => {
    const csv = asObject(
      asObject(response(operationById("getStatement"), "200").content, "content")["text/csv"],
      "csv",
    );
    expect(String(csv.example).split("\r\n")[0]).toBe(CSV_HEADER);
  });

  it("seed §4: transactions are paged by cursor (x-pagination for the generator)", () => {
    const op = operationById("listTransactions");
    expect(op["x-pagination"]).toEqual({
      cursorParam: "cursor",
      nextCursorField: "next_cursor",
      itemsField: "transactions",
    });
    expect(parameter(op, "cursor").in).toBe("query");
  });
});

// biome-ignore format: one row per seed rule, read as a given/want table
const returnReasonTable = [
  { code: "R01", text: "R01: insufficient funds" },
  { code: "R02", text: "R02: account closed" },
  { code: "R03", text: "R03: no account" },
  { code: "R04", text: "R04: invalid account number" },
  { code: "R08", text: "R08: payment stopped" },
  { code: "R16", text: "R16: account frozen" },
  { code: "R23", text: "R23: credit refused by receiver" },
  { code: "R24", text: "R24: duplicate entry" },
  { code: "R10", text: "R10: customer advises not authorized" },
  { code: "R29", text: "R29: corporate customer advises not authorized" },
  { code: "R85", text: "R85: incorrectly coded outbound international payment" },
] as const;

describe("seed §2 return_reason explains a rejection (NACHA codes per bank-notes)", () => {
  it.each(returnReasonTable)("$text is an accepted code, documented and matched by the pattern", ({ code, text }) => {
    const codes = schemaNamed("ReturnReasonCode");
    expect(codes.enum).toContain(code);
    expect(String(codes.description)).toContain(`\`${text}\``);
    expect(new RegExp(String(schemaNamed("ReturnReason").pattern), "u").test(text)).toBe(true);
  });
});

// ---------------------------------------------------------------------------------------------
// House conventions and structural validation.
// ---------------------------------------------------------------------------------------------
describe("house conventions", () => {
  it("seed §9: OpenAPI 3.1.0, description version 1.0.0, local server", () => {
    expect(spec.openapi).toBe("3.1.0");
    expect(asObject(spec.info, "info").version).toBe("1.0.0");
    expect(spec.servers).toEqual([expect.objectContaining({ url: "http://127.0.0.1:4010" })]);
  });

  it("every operation has a camelCase operationId, summary, description and tags", () => {
    for (const { op } of operationsList()) {
      expect(String(op.operationId)).toMatch(/^[a-z][A-Za-z0-9]*$/);
      expect(typeof op.summary).toBe("string");
      expect(typeof op.description).toBe("string");
      expect(Array.isArray(op.tags) && op.tags.length > 0).toBe(true);
    }
  });

  it("every response has a description and content with a schema", () => {
    const offenders: string[] = [];
    for (const { method, path, op } of operationsList()) {
      for (const [status, raw] of Object.entries(asObject(op.responses, "responses"))) {
        const resolved = deref(raw);
        const content = resolved.content;
        const complete =
          typeof resolved.description === "string" &&
          isObject(content) &&
          Object.values(content).every((media) => isObject(media) && isObject(media.schema));
        if (!complete) offenders.push(`${method} ${path} ${status}`);
      }
    }
    expect(offenders).toEqual([]);
  });

  it("nullable members use the 3.1 type array, never `nullable`", () => {
    expect(specSource).not.toMatch(/^\s*nullable:/m);
  });

  it("every pointer in docs/bank-gaps.md resolves in the spec", () => {
    const pointers = [...gapsSource.matchAll(/`(#\/[^`]+)`/g)].map((match) => match[1] ?? "");
    expect(pointers.length).toBeGreaterThan(20);
    expect(pointers.filter((p) => pointer(p) === undefined)).toEqual([]);
  });

  it("Redocly `recommended` lint reports no errors and no warnings (examples validated)", async () => {
    const config = await createConfig({ extends: ["recommended"] });
    const document = makeDocumentFromString(specSource, `${repoRoot}specs/bank.openapi.yaml`);
    const problems = await lintDocument({ document, config, externalRefResolver: new BaseResolver() });
    const summary = problems.map((p) => `${p.severity} ${p.ruleId}: ${p.message}`);
    expect(summary).toEqual([]);
  });
});
