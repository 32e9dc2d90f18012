/**
 * The protocol data service's profile. It has no credentials and its data comes from chain, so the
 * declared flows work on whatever the server already holds: every paginated list is covered
 * exactly once, filters return only matching items, and a stored order replays with 200 and
 * conflicts with 409. A flow with no data to work on is reported "not applicable", never passed.
 */
import fc from "fast-check";
import type { Health, OrderbookEntry, Pool } from "../../generated/protocol/hey/types.gen.js";
import { flattenSchema } from "./arbitraries.ts";
import { ChainTruth, type ChainTruthOptions } from "./chain.ts";
import {
  type CheckDefinition,
  NotApplicable,
  type RequestInput,
  type ServiceProfile,
  type SuiteContext,
} from "./context.ts";
import { collectPages } from "./pagination.ts";
import type { OperationSpec } from "./spec.ts";

/** Query parameters that select or page, never filter. */
const NOT_FILTERS = new Set(["chainId", "limit", "nextCursor"]);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function sameValue(a: unknown, b: unknown): boolean {
  // Addresses are checksummed in responses and matched case-insensitively in queries.
  return typeof a === "string" && typeof b === "string" ? a.toLowerCase() === b.toLowerCase() : a === b;
}

export class ProtocolProfile implements ServiceProfile {
  readonly name = "protocol";
  #chainIds: number[] = [];
  #pools: Pool[] = [];
  #orders: OrderbookEntry[] = [];
  readonly #chain: ChainTruth | undefined;

  /** With `chain` (`--rpc`), the flows include the cross-layer checks against that chain. */
  constructor(chain?: ChainTruthOptions) {
    this.#chain = chain ? new ChainTruth(chain) : undefined;
  }

  credential(): string | undefined {
    return undefined;
  }

  async prepare(ctx: SuiteContext): Promise<void> {
    const health = (await ctx.setupCall("getHealth", {})).body as Health;
    this.#chainIds = health.chains.map((chain) => chain.chainId);
    const chainId = this.#chainIds[0];
    if (chainId === undefined) return;
    // A chain still backfilling answers 503; the flows then find no data and say so.
    const pools = await ctx.send(ctx.document.operation("listPools"), { query: { chainId } });
    if (pools.response.status === 200) this.#pools = (JSON.parse(pools.response.bodyText) as { items: Pool[] }).items;
    const orders = await ctx.send(ctx.document.operation("getOrderbook"), { query: { chainId } });
    if (orders.response.status === 200)
      this.#orders = (JSON.parse(orders.response.bodyText) as { items: OrderbookEntry[] }).items;
  }

  pathValues(): readonly string[] {
    return [];
  }

  hint(name: string, generated: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
    const mix = (known: readonly unknown[]) =>
      known.length > 0
        ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...known) }, { weight: 1, arbitrary: generated })
        : generated;
    switch (name) {
      case "chainId":
        return mix(this.#chainIds);
      case "poolId":
        return mix(this.#pools.map((p) => p.poolId));
      case "maker":
        return mix(this.#orders.map((o) => o.maker));
      default:
        return generated;
    }
  }

  observe(): void {}

  async finish(): Promise<void> {}

  /** The base query of a list: the first indexed chain, plus a pool when the list needs one. */
  #baseQuery(operation: OperationSpec): Record<string, unknown> | undefined {
    const query: Record<string, unknown> = {};
    if (this.#chainIds[0] !== undefined) query.chainId = this.#chainIds[0];
    if (operation.requiredAnyOf.length > 0) {
      if (!operation.requiredAnyOf.includes("poolId") || !this.#pools[0]) return undefined;
      query.poolId = this.#pools[0].poolId;
    }
    return query;
  }

  flows(): readonly CheckDefinition[] {
    return [
      {
        id: "flow/pagination",
        group: "flow",
        title: "every paginated list is covered exactly once by small pages",
        run: (ctx) => this.#paginationCover(ctx),
      },
      {
        id: "flow/filters",
        group: "flow",
        title: "a filter returns only items that match it",
        run: (ctx) => this.#filters(ctx),
      },
      {
        id: "flow/order-replay",
        group: "flow",
        title: "resubmitting a stored order replays 200; the same hash with another body is 409",
        run: (ctx) => this.#orderReplay(ctx),
      },
      ...(this.#chain?.checks(() => this.#chainIds[0]) ?? []),
    ];
  }

  async #paginationCover(ctx: SuiteContext) {
    let covered = 0;
    const notes: string[] = [];
    for (const operation of ctx.document.operations.filter((o) => o.pagination)) {
      const query = this.#baseQuery(operation);
      if (!query) {
        notes.push(`${operation.operationId}: no pool to query`);
        continue;
      }
      const input: RequestInput = { query };
      const whole = await collectPages(ctx, operation, input, 2_000);
      if (whole.items.length < 2) {
        notes.push(`${operation.operationId}: ${whole.items.length} item(s)`);
        continue;
      }
      const paged = await collectPages(ctx, operation, input, Math.max(1, Math.floor(whole.items.length / 3)));
      const seen = paged.items.map((item) => JSON.stringify(item));
      if (new Set(seen).size !== seen.length)
        ctx.fail("pagination", `${operation.operationId}: small pages repeat an item`);
      if (seen.join("\n") !== whole.items.map((item) => JSON.stringify(item)).join("\n"))
        ctx.fail("pagination", `${operation.operationId}: small pages do not cover the list exactly once in order`);
      covered++;
    }
    if (covered === 0) throw new NotApplicable(`every list is empty or has one item (${notes.join("; ")})`);
    return { runs: covered, note: notes.join("; ") };
  }

  async #filters(ctx: SuiteContext) {
    let checked = 0;
    for (const operation of ctx.document.operations.filter((o) => o.pagination)) {
      const base = this.#baseQuery(operation);
      if (!base) continue;
      const pageSchema = operation.responses.get("200")?.content.get("application/json");
      if (!pageSchema || !operation.pagination) continue;
      const page = flattenSchema(ctx.document.raw, pageSchema);
      const itemsSchema = isRecord(page.properties)
        ? flattenSchema(ctx.document.raw, page.properties[operation.pagination.itemsField])
        : {};
      const itemSchema = flattenSchema(ctx.document.raw, itemsSchema.items);
      const itemProperties = isRecord(itemSchema.properties) ? Object.keys(itemSchema.properties) : [];
      const first = await ctx.call(operation.operationId, { query: base }, [200]);
      const sample = (
        (first.body as Record<string, unknown>)[operation.pagination.itemsField] as Record<string, unknown>[]
      )[0];
      if (!sample) continue;
      for (const parameter of operation.parameters) {
        if (parameter.in !== "query" || NOT_FILTERS.has(parameter.name) || !itemProperties.includes(parameter.name))
          continue;
        const value = sample[parameter.name];
        if (value === null || value === undefined || isRecord(value)) continue;
        const isArray = flattenSchema(ctx.document.raw, parameter.schema).type === "array";
        const filtered = await collectPages(
          ctx,
          operation,
          { query: { ...base, [parameter.name]: isArray ? [value] : value } },
          2_000,
        );
        if (filtered.items.length === 0)
          ctx.fail(
            "filter",
            `${operation.operationId}?${parameter.name}=${String(value)} lists nothing, yet an item has that value`,
          );
        const wrong = filtered.items.find(
          (item) => !sameValue((item as Record<string, unknown>)[parameter.name], value),
        );
        if (wrong)
          ctx.fail(
            "filter",
            `${operation.operationId}?${parameter.name}=${String(value)} lists an item with ${parameter.name}=${JSON.stringify((wrong as Record<string, unknown>)[parameter.name])}`,
          );
        checked++;
      }
    }
    if (checked === 0) throw new NotApplicable("no list has items to filter on");
    return { runs: checked };
  }

  async #orderReplay(ctx: SuiteContext) {
    const order = this.#orders[0];
    if (!order) throw new NotApplicable("the orderbook is empty");
    const operation = ctx.document.operation("submitLimitOrder");
    const schema = flattenSchema(ctx.document.raw, operation.requestBody?.mediaTypes.get("application/json"));
    const fields = isRecord(schema.properties) ? Object.keys(schema.properties) : [];
    const stored = order as unknown as Record<string, unknown>;
    const body = Object.fromEntries(fields.map((name) => [name, stored[name]]));
    const replay = await ctx.call("submitLimitOrder", { body }, [200], "order-replay");
    if ((replay.body as { orderHash?: string }).orderHash?.toLowerCase() !== order.orderHash.toLowerCase())
      ctx.fail("order-replay", "the replay must answer the stored order's hash", replay.exchange);
    // premium is not part of the EIP-712 hash, so the same hash with another premium is another body.
    const premium = order.premium === "0.5" ? "0.25" : "0.5";
    await ctx.call("submitLimitOrder", { body: { ...body, premium } }, [409], "order-conflict");
    return { runs: 2 };
  }
}
