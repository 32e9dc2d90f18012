/**
 * The state one block's handlers share. Pools and flows change several times per block (each flow
 * bumps its pool, a fee completes its swap's flow, the TVL read comes last): the block works on
 * copies and writes each record once at its end, so the store, the undo log and the store's
 * listeners see one change per record.
 */
import type { Hex } from "viem";
import type { ChainCollections, FlowRecord, PoolRecord } from "../../records.ts";
import type { ChainWriter } from "../../store.ts";
import type { BlockTime, HandlerContext } from "./types.ts";

/** One block being applied: its writer, time and pending pool and flow records. */
export class BlockScope {
  /** The undo-log block (head following), or undefined (backfill: final blocks). */
  readonly undo: number | undefined;
  /** Flow key of the latest `PoolSwap` per transaction (lowercase), for the `PoolFee` that follows it. */
  readonly lastSwapFlow = new Map<string, string>();
  private readonly pools = new Map<string, PoolRecord>();
  private readonly flows = new Map<string, FlowRecord>();

  constructor(
    readonly writer: ChainWriter,
    readonly context: HandlerContext,
    readonly block: BlockTime,
    trackUndo: boolean,
  ) {
    this.undo = trackUndo ? block.number : undefined;
  }

  get chainId(): number {
    return this.context.chainId;
  }

  pool(poolId: string): PoolRecord | undefined {
    return this.pools.get(poolId) ?? this.writer.get("pools", poolId);
  }

  putPool(pool: PoolRecord): void {
    this.pools.set(pool.poolId, pool);
  }

  /**
   * The pool with this block as its latest change. A copy this block made already is bumped in
   * place: it is private to the block until {@link finish} writes it (a flow-heavy block bumps its
   * pools once per event).
   */
  bumped(pool: PoolRecord): PoolRecord {
    if (this.pools.get(pool.poolId) !== pool) {
      return { ...pool, blockNumber: this.block.number, blockTimestamp: this.block.timestamp };
    }
    pool.blockNumber = this.block.number;
    pool.blockTimestamp = this.block.timestamp;
    return pool;
  }

  flow(key: string): FlowRecord | undefined {
    return this.flows.get(key) ?? this.writer.get("flows", key);
  }

  putFlow(key: string, flow: FlowRecord): void {
    this.flows.set(key, flow);
  }

  /** Writes a record of another collection now (undo-logged when the block is). */
  put<C extends Exclude<keyof ChainCollections, "pools" | "flows">>(
    collection: C,
    key: string,
    value: ChainCollections[C][string],
  ): void {
    this.writer.put(collection, key, value, this.undo);
  }

  /** Reads `assets` of each touched pool at this block, then writes the pending records. */
  async finish(touchedPools: ReadonlySet<Hex>): Promise<void> {
    for (const poolId of [...touchedPools].sort()) {
      const pool = this.pool(poolId);
      if (!pool) continue;
      const assets = await this.context.reads.poolAssets(pool.poolId, this.block.number);
      this.putPool({
        ...pool,
        collateralAssets: assets.collateral,
        referenceAssets: assets.reference,
        assetsBlockTimestamp: this.block.timestamp,
      });
    }
    for (const [key, flow] of this.flows) this.writer.put("flows", key, flow, this.undo);
    for (const [poolId, pool] of this.pools) this.writer.put("pools", poolId, pool, this.undo);
  }
}
