/**
 * The Adapter's `safe*` operations as the demo scenario calls them (scenario.ts): each sized from the
 * pool manager's preview of the same call, with the scenario's slippage bound and deadline.
 */
import type { PrivateKeyAccount } from "viem";
import {
  buildSafeDeposit,
  buildSafeExercise,
  buildSafeRedeem,
  buildSafeSwap,
  buildSafeUnwindDeposit,
  buildSafeUnwindSwap,
  buildSafeWithdraw,
  deadlineIn,
  readPoolManagerPreviewDeposit,
  readPoolManagerPreviewExercise,
  readPoolManagerPreviewRedeem,
  readPoolManagerPreviewSwap,
  readPoolManagerPreviewUnwindDeposit,
  readPoolManagerPreviewUnwindSwap,
  readPoolManagerPreviewWithdraw,
  writeAdapterSafeDeposit,
  writeAdapterSafeExercise,
  writeAdapterSafeRedeem,
  writeAdapterSafeSwap,
  writeAdapterSafeUnwindDeposit,
  writeAdapterSafeUnwindSwap,
  writeAdapterSafeWithdraw,
} from "../../generated/contracts/index.js";
import { confirm, latestTimestamp } from "./chain.ts";
import type { Context, ScenarioPool } from "./scenario-base.ts";

/** Slippage tolerance of every scenario `safe*` call: 0.5 %. */
const SLIPPAGE_BPS = 50;
/** Deadline of every scenario `safe*` call: ten minutes after the latest block. */
const DEADLINE_SECONDS = 600;

/** Slippage, deadline and receiver shared by every `safe*` call of `actor`. */
async function safeCommon(ctx: Context, actor: PrivateKeyAccount, pool: ScenarioPool) {
  return {
    poolId: pool.poolId,
    receiver: actor.address,
    slippageBps: SLIPPAGE_BPS,
    deadline: deadlineIn(DEADLINE_SECONDS, await latestTimestamp(ctx.clients)),
  };
}

/** The Adapter's `safe*` operations, each sized from the pool manager's preview of the same call. */
export const adapterActions = {
  async deposit(ctx: Context, actor: PrivateKeyAccount, pool: ScenarioPool, collateralAssetsIn: bigint) {
    const { publicClient } = ctx.clients;
    const preview = await readPoolManagerPreviewDeposit(publicClient, ctx.contracts.poolManager, [
      pool.poolId,
      collateralAssetsIn,
    ]);
    const params = buildSafeDeposit({ ...(await safeCommon(ctx, actor, pool)), collateralAssetsIn, preview });
    const wallet = ctx.clients.wallet(actor);
    await confirm(ctx.clients, writeAdapterSafeDeposit(wallet, ctx.contracts.adapter, [params], {}), "safeDeposit");
  },

  async exercise(ctx: Context, actor: PrivateKeyAccount, pool: ScenarioPool, cstSharesIn: bigint) {
    const [collateralAssetsOut, referenceAssetsIn] = await readPoolManagerPreviewExercise(
      ctx.clients.publicClient,
      ctx.contracts.poolManager,
      [pool.poolId, cstSharesIn],
    );
    const params = buildSafeExercise({
      ...(await safeCommon(ctx, actor, pool)),
      cstSharesIn,
      preview: { collateralAssetsOut, referenceAssetsIn },
    });
    const wallet = ctx.clients.wallet(actor);
    await confirm(ctx.clients, writeAdapterSafeExercise(wallet, ctx.contracts.adapter, [params], {}), "safeExercise");
  },

  async swap(ctx: Context, actor: PrivateKeyAccount, pool: ScenarioPool, collateralAssetsOut: bigint) {
    const [cstSharesIn, referenceAssetsIn] = await readPoolManagerPreviewSwap(
      ctx.clients.publicClient,
      ctx.contracts.poolManager,
      [pool.poolId, collateralAssetsOut],
    );
    const params = buildSafeSwap({
      ...(await safeCommon(ctx, actor, pool)),
      collateralAssetsOut,
      preview: { cstSharesIn, referenceAssetsIn },
    });
    const wallet = ctx.clients.wallet(actor);
    await confirm(ctx.clients, writeAdapterSafeSwap(wallet, ctx.contracts.adapter, [params], {}), "safeSwap");
  },

  /** Repurchase: CA in, cST and REF out, minus the time-decayed unwind fee. */
  async unwindSwap(ctx: Context, actor: PrivateKeyAccount, pool: ScenarioPool, collateralAssetsIn: bigint) {
    const [cstSharesOut, referenceAssetsOut] = await readPoolManagerPreviewUnwindSwap(
      ctx.clients.publicClient,
      ctx.contracts.poolManager,
      [pool.poolId, collateralAssetsIn],
    );
    const params = buildSafeUnwindSwap({
      ...(await safeCommon(ctx, actor, pool)),
      collateralAssetsIn,
      preview: { cstSharesOut, referenceAssetsOut },
    });
    const wallet = ctx.clients.wallet(actor);
    await confirm(
      ctx.clients,
      writeAdapterSafeUnwindSwap(wallet, ctx.contracts.adapter, [params], {}),
      "safeUnwindSwap",
    );
  },

  async unwindDeposit(ctx: Context, actor: PrivateKeyAccount, pool: ScenarioPool, collateralAssetsOut: bigint) {
    const preview = await readPoolManagerPreviewUnwindDeposit(ctx.clients.publicClient, ctx.contracts.poolManager, [
      pool.poolId,
      collateralAssetsOut,
    ]);
    const params = buildSafeUnwindDeposit({
      ...(await safeCommon(ctx, actor, pool)),
      collateralAssetsOut,
      owner: actor.address,
      preview,
    });
    const wallet = ctx.clients.wallet(actor);
    await confirm(
      ctx.clients,
      writeAdapterSafeUnwindDeposit(wallet, ctx.contracts.adapter, [params], {}),
      "safeUnwindDeposit",
    );
  },

  async redeem(ctx: Context, actor: PrivateKeyAccount, pool: ScenarioPool, cptSharesIn: bigint) {
    const [referenceAssetsOut, collateralAssetsOut] = await readPoolManagerPreviewRedeem(
      ctx.clients.publicClient,
      ctx.contracts.poolManager,
      [pool.poolId, cptSharesIn],
    );
    const params = buildSafeRedeem({
      ...(await safeCommon(ctx, actor, pool)),
      cptSharesIn,
      owner: actor.address,
      preview: { referenceAssetsOut, collateralAssetsOut },
    });
    const wallet = ctx.clients.wallet(actor);
    await confirm(ctx.clients, writeAdapterSafeRedeem(wallet, ctx.contracts.adapter, [params], {}), "safeRedeem");
  },

  async withdraw(ctx: Context, actor: PrivateKeyAccount, pool: ScenarioPool, collateralAssetsOut: bigint) {
    const [cptSharesIn] = await readPoolManagerPreviewWithdraw(ctx.clients.publicClient, ctx.contracts.poolManager, [
      pool.poolId,
      collateralAssetsOut,
    ]);
    const params = buildSafeWithdraw({
      ...(await safeCommon(ctx, actor, pool)),
      collateralAssetsOut,
      owner: actor.address,
      preview: { cptSharesIn },
    });
    const wallet = ctx.clients.wallet(actor);
    await confirm(ctx.clients, writeAdapterSafeWithdraw(wallet, ctx.contracts.adapter, [params], {}), "safeWithdraw");
  },
};
