/**
 * The conventions the two services share where their seeds leave the choice open (issue 23,
 * item 16; docs/conventions.md): 400 problems in `details.fields` as `{path, message}` with a
 * located JSON Pointer, the settlement mode named `settlement_mode` wherever it appears, and one
 * name per asset (`makerAsset` / `takerAsset`) on orders and fills. What the seeds fix stays: the
 * bank's snake_case, the protocol's camelCase and its top-level `error`/`message` envelope.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { bankErrorBody } from "../../runtime/bank/handlers.ts";
import { dispatchErrorBody } from "../../runtime/protocol/handlers.ts";
import { fillView } from "../../runtime/protocol/query/views.ts";

type Json = Record<string, unknown>;
const root = fileURLToPath(new URL("../../", import.meta.url));
const bank = parse(readFileSync(`${root}specs/bank.openapi.yaml`, "utf8")) as Json;
const protocol = parse(readFileSync(`${root}specs/protocol.openapi.yaml`, "utf8")) as Json;

const schema = (document: Json, name: string) =>
  ((document.components as Json).schemas as Json)[name] as { properties: Json; required?: string[] };

const problems = [
  { path: "/query/limit", message: "must be <= 2000" },
  { path: "/body/amount_cents", message: "must be an integer >= 1" },
];

describe("conventions shared by the bank and the protocol service", () => {
  it("both list a 400's problems in details.fields, each {path, message} with a located pointer", () => {
    const dispatched = { status: 400, code: "bad_request", message: "invalid request", details: problems } as const;
    expect(bankErrorBody(dispatched).error.details).toEqual({ fields: problems });
    expect(dispatchErrorBody(dispatched).details).toEqual({ fields: problems });
    const bankField = schema(bank, "FieldError");
    const protocolField = schema(protocol, "FieldError");
    expect(Object.keys(protocolField.properties)).toEqual(Object.keys(bankField.properties));
    expect(protocolField.required).toEqual(bankField.required);
    const details = (schema(protocol, "ErrorEnvelope").properties.details as { properties: Json }).properties;
    expect(details).toHaveProperty("fields");
    expect(readFileSync(`${root}specs/protocol.openapi.yaml`, "utf8")).not.toMatch(/details\.issues|\bissues:/);
  });

  it("the bank names the settlement mode settlement_mode on /health and on the admin route alike", () => {
    expect(schema(bank, "Health").properties).toHaveProperty("settlement_mode");
    for (const name of ["SettlementModeResponse", "SetSettlementModeRequest"]) {
      expect(Object.keys(schema(bank, name).properties)).toEqual(["settlement_mode"]);
      expect(schema(bank, name).required).toEqual(["settlement_mode"]);
    }
  });

  it("fills name their assets makerAsset/takerAsset as orders do, keeping the real venue's names as aliases", () => {
    const fill = schema(protocol, "Fill");
    const order = schema(protocol, "OrderbookEntry");
    for (const name of ["makerAsset", "takerAsset"]) {
      expect(order.properties).toHaveProperty(name);
      expect(fill.required).toContain(name);
    }
    expect(fill.properties.makingAsset).toMatchObject({ deprecated: true });
    const view = fillView({
      chainId: 31337,
      orderHash: `0x${"ab".repeat(32)}`,
      blockNumber: 7,
      blockTimestamp: 1_900_000_000,
      txHash: `0x${"cd".repeat(32)}`,
      logIndex: 0,
      maker: "0x1111111111111111111111111111111111111111",
      taker: "0x2222222222222222222222222222222222222222",
      makingAsset: "0x3333333333333333333333333333333333333333",
      takingAsset: "0x4444444444444444444444444444444444444444",
      makingAmount: 5n,
      takingAmount: 1n,
      isPartialFill: true,
    });
    expect(view.makerAsset).toBe(view.makingAsset);
    expect(view.takerAsset).toBe(view.takingAsset);
    expect(view.makerAsset).toBe("0x3333333333333333333333333333333333333333");
  });

  it("states that a cancelled or expired order has 0 remaining", () => {
    const remaining = schema(protocol, "OrderbookEntry").properties.remainingMakingAmount as { description: string };
    expect(remaining.description).toMatch(/0 once the order is `FILLED`, `CANCELLED` or `EXPIRED`/);
  });
});
