/**
 * End to end on anvil: deploy the devnet contracts, run pool operations, index them, GET every
 * endpoint over real HTTP with each response validated against the spec's zod schemas, check
 * values against the chain, accept and fill an order, then reorg indexed blocks away.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  type Abi,
  type Address,
  type Hex,
  hashTypedData,
  parseEventLogs,
  parseSignature,
  signatureToCompactSignature,
} from "viem";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ORDER_TYPES } from "../../generated/contracts/order.ts";
import { devnetArtifacts } from "../../generated/devnet/artifacts.ts";
import { protocolResponseSchemas } from "../../generated/protocol/schemas.ts";
import { configFromManifest } from "../../runtime/protocol/config.ts";
import { type ProtocolService, startProtocolService } from "../../runtime/protocol/service.ts";
import {
  anvilAccount,
  type Clients,
  clientsFor,
  type Deployment,
  deploy,
  deployProtocol,
  send,
} from "../devnet/chain.ts";
import { useAnvil } from "../support/devnet.ts";

const WAD = 10n ** 18n;
const artifacts = devnetArtifacts as unknown as Record<string, { abi: Abi; bytecode: Hex }>;

describe("protocol service on anvil", () => {
  const controller = anvilAccount(0);
  const user = anvilAccount(1);
  const taker = anvilAccount(2);
  const treasury = anvilAccount(3).address;
  const listed = anvilAccount(4).address;
  const chain = useAnvil();
  let clients: Clients;
  let protocol: Deployment;
  let collateral: Address;
  let reference: Address;
  let poolId: Hex;
  let swapToken: Address;
  let service: ProtocolService;
  let dir: string;
  const logLines: string[] = [];
  const pm = () => ({ address: protocol.poolManager, abi: artifacts.PoolManager!.abi });
  const wl = () => ({ address: protocol.whitelistManager, abi: artifacts.WhitelistManager!.abi });
  const erc20 = (address: Address) => ({ address, abi: artifacts.MockERC20!.abi });

  async function get<K extends keyof typeof protocolResponseSchemas>(operation: K, pathAndQuery: string) {
    const response = await fetch(`${service.url}${pathAndQuery}`);
    const body = (await response.json()) as unknown;
    const schema = (protocolResponseSchemas[operation] as Record<number, { parse(v: unknown): unknown }>)[
      response.status
    ];
    if (!schema) throw new Error(`undeclared status ${response.status} for ${operation}: ${JSON.stringify(body)}`);
    schema.parse(body);
    // biome-ignore lint/suspicious/noExplicitAny: the body was just validated by the spec's zod schema; tests read nested fields freely.
    return { status: response.status, body: body as Record<string, unknown> & { items: Array<Record<string, any>> } };
  }

  beforeAll(async () => {
    clients = clientsFor(chain.rpcUrl);
    protocol = await deployProtocol(clients, artifacts as never, controller, treasury);
    collateral = await deploy(clients, controller, artifacts.MockERC20! as never, ["Mock Collateral", "mCA", 18]);
    reference = await deploy(clients, controller, artifacts.MockERC20! as never, ["Mock Reference", "mREF", 6]);
    const oracle = await deploy(clients, controller, artifacts.RateOracle! as never, [9n * 10n ** 17n]);
    const now = (await clients.publicClient.getBlock()).timestamp;
    const market = {
      collateralAsset: collateral,
      referenceAsset: reference,
      expiryTimestamp: now + 30n * 86_400n,
      rateMin: 5n * 10n ** 17n,
      rateMax: WAD,
      rateChangePerDayMax: 10n ** 12n,
      rateChangeCapacityMax: 7n * 10n ** 15n,
      rateOracle: oracle,
    };
    await send(clients, controller, { ...wl(), functionName: "addToGlobalWhitelist", args: [[listed]] });
    const receipt = await send(clients, controller, { ...pm(), functionName: "createNewPool", args: [market] });
    const [created] = parseEventLogs({ abi: pm().abi, logs: receipt.logs, eventName: "MarketCreated" }) as unknown as {
      args: { poolId: Hex; swapToken: Address };
    }[];
    ({ poolId, swapToken } = created!.args);
    await send(clients, controller, { ...pm(), functionName: "updateSwapFeePercentage", args: [poolId, WAD] });
    await send(clients, controller, {
      ...pm(),
      functionName: "updateUnwindSwapFeePercentage",
      args: [poolId, WAD / 2n],
    });
    await send(clients, controller, { ...pm(), functionName: "setPausedBitMap", args: [poolId, 16] });
    for (const token of [collateral, reference]) {
      await send(clients, user, { ...erc20(token), functionName: "mint", args: [user.address, 10n ** 30n] });
      await send(clients, user, {
        ...erc20(token),
        functionName: "approve",
        args: [protocol.poolManager, 2n ** 256n - 1n],
      });
    }
    await send(clients, user, { ...pm(), functionName: "deposit", args: [poolId, 1000n * WAD, user.address] });
    await send(clients, user, { ...pm(), functionName: "exercise", args: [poolId, 100n * WAD, user.address] });
    await send(clients, user, {
      ...pm(),
      functionName: "unwindDeposit",
      args: [poolId, 10n * WAD, user.address, user.address],
    });

    dir = await mkdtemp(path.join(tmpdir(), "protocol-e2e-"));
    const config = configFromManifest(
      {
        chainId: 31_337,
        contracts: { ...protocol },
        startBlock: 0,
        finalityDepth: 10,
        usdPrices: { [collateral]: 1, [reference]: 0.9 },
      },
      chain.rpcUrl,
    );
    config.chains[0]!.pollIntervalMs = 25;
    config.chains[0]!.initialLogRange = 4;
    service = await startProtocolService({
      config,
      dataFile: path.join(dir, "protocol.json"),
      port: 0,
      host: "127.0.0.1",
      log: (line) => logLines.push(line),
    });
    await service.indexer.waitUntilReady(30_000);
  }, 90_000);

  afterAll(async () => {
    if (process.env.PROTOCOL_E2E_LOG) process.stdout.write(`${logLines.join("\n")}\n`);
    await service?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it("serves pools whose values match the chain at the indexed block", async () => {
    const { status, body } = await get("listPools", "/v1/pools/?chainId=31337");
    expect(status).toBe(200);
    expect(body.items).toHaveLength(1);
    const pool = body.items[0]!;
    const block = BigInt(service.indexer.status.lastIndexedBlock!);
    const [ca, ref] = (await clients.publicClient.readContract({
      ...pm(),
      functionName: "assets",
      args: [poolId],
      blockNumber: block,
    })) as [bigint, bigint];
    expect(pool.collateralValue.inWei).toBe(ca.toString());
    expect(pool.referenceValue.inWei).toBe(ref.toString());
    expect(pool).toMatchObject({
      poolId,
      poolName: expect.stringMatching(/^mCA-mREF-\d{2}[A-Z]{3}\d{4}$/),
      exerciseFeePercentage: 0.01,
      repurchaseFeePercentage: 0.005,
    });
    expect(pool.isUnwindSwapPaused).toBe(true);
    expect(pool.isDepositPaused).toBe(false);
    expect(BigInt(pool.collectedExerciseFeesInCollateral.inWei)).toBeGreaterThan(0n);
    expect(pool.tvl.inUsdAtNow).toBeCloseTo(pool.collateralValue.inToken + pool.referenceValue.inToken * 0.9, 4);
  });

  it("serves flows equal to the event amounts, newest first, and whitelist items", async () => {
    const { body } = await get("listFlows", `/v1/flows/?chainId=31337&poolId=${poolId}`);
    expect(body.items.map((f) => f.actionType)).toEqual(["unwind", "exercise", "mint"]);
    const [unwind, exercise, mint] = body.items;
    expect(mint!.deltaCollateral.inWei).toBe((-1000n * WAD).toString());
    expect(mint!.deltaPrincipal.inWei).toBe((1000n * WAD).toString());
    expect(exercise!.deltaSwap.inWei).toBe((-100n * WAD).toString());
    expect(BigInt(exercise!.deltaReference.inWei)).toBeLessThan(0n);
    expect(unwind!.deltaCollateral.inWei).toBe((10n * WAD).toString());
    expect(unwind!.deltaSwap.inWei).toBe((-10n * WAD).toString());
    for (const flow of body.items) expect(flow.walletAddress).toBe(user.address);
    const logs = await clients.publicClient.getContractEvents({ ...pm(), eventName: "PoolSwap", fromBlock: 0n });
    const swap = logs[0] as unknown as {
      args: { amount0: bigint; amount1: bigint };
      transactionHash: Hex;
      logIndex: number;
    };
    expect(exercise!.deltaCollateral.inWei).toBe(swap.args.amount0.toString());
    expect(exercise!.deltaReference.inWei).toBe((-swap.args.amount1).toString());
    expect(exercise).toMatchObject({ txHash: swap.transactionHash, logIndex: swap.logIndex });

    const paged = await get("listFlows", `/v1/flows/?chainId=31337&walletAddress=${user.address}&limit=2`);
    expect(paged.body.hasMore).toBe(true);
    const rest = await get(
      "listFlows",
      `/v1/flows/?chainId=31337&walletAddress=${user.address}&limit=2&nextCursor=${paged.body.nextCursor}`,
    );
    expect([...paged.body.items, ...rest.body.items].map((f) => f.logIndex + f.blockNumber * 1000)).toEqual(
      body.items.map((f) => f.logIndex + f.blockNumber * 1000),
    );
    expect(rest.body).toMatchObject({ hasMore: false, nextCursor: null });

    expect((await get("listFlows", "/v1/flows/?chainId=31337")).status).toBe(400);
    expect((await get("listPools", "/v1/pools/?chainId=5")).body).toMatchObject({
      error: "bad_request",
      details: { indexedChainIds: [31337] },
    });
    const whitelist = await get(
      "listWhitelistedAddresses",
      `/v1/pools/whitelisted-addresses?chainId=31337&walletAddress=${listed}`,
    );
    expect(whitelist.body.items[0]!.whitelistedAddresses).toEqual([
      { account: listed, isGlobalWhitelisted: true, isMarketWhitelisted: false },
    ]);
    const markets = await get("listLimitOrderMarkets", "/v1/limit-orders/markets?chainId=31337&onlyActive=true");
    expect(markets.body.items).toHaveLength(2);
    const health = await get("getHealth", "/health");
    expect(health.body).toMatchObject({ status: "ok", chains: [{ chainId: 31337, ready: true, reorgCount: 0 }] });
    expect((await fetch(`${service.url}/docs`)).headers.get("content-type")).toMatch(/text\/html/);
    expect(((await (await fetch(`${service.url}/openapi.json`)).json()) as { openapi: string }).openapi).toBe("3.1.0");
  });

  it("accepts a signed order, replays it, and tracks its fill", async () => {
    const lop = { address: protocol.orderProtocol, abi: artifacts.OrderProtocol!.abi };
    const expiration = (await clients.publicClient.getBlock()).timestamp + 86_400n;
    const order = {
      salt: 42n,
      maker: user.address,
      receiver: "0x0000000000000000000000000000000000000000" as Address,
      makerAsset: swapToken,
      takerAsset: collateral,
      makingAmount: 10n * WAD,
      takingAmount: WAD / 2n,
      makerTraits: (1n << 254n) | (expiration << 80n),
    };
    const domain = {
      name: "1inch Aggregation Router",
      version: "6",
      chainId: 31_337,
      verifyingContract: protocol.orderProtocol,
    };
    const typed = { domain, types: ORDER_TYPES, primaryType: "Order" as const, message: order };
    const orderHash = hashTypedData(typed);
    const signature = await clients.wallet(user).signTypedData({ ...typed, account: user });
    const body = {
      chainId: 31_337,
      salt: "42",
      maker: user.address,
      receiver: order.receiver,
      makerAsset: swapToken,
      takerAsset: collateral,
      makingAmount: order.makingAmount.toString(),
      takingAmount: order.takingAmount.toString(),
      makerTraits: order.makerTraits.toString(),
      orderHash,
      signature,
      side: "SELL",
      premium: "0.05",
      nonce: "0",
    };
    const post = (b: unknown) =>
      fetch(`${service.url}/v1/limit-orders/`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(b),
      });
    expect((await post(body)).status).toBe(201);
    expect((await post(body)).status).toBe(200);
    expect((await post({ ...body, premium: "0.06" })).status).toBe(409);

    await send(clients, user, {
      ...erc20(swapToken),
      functionName: "approve",
      args: [protocol.orderProtocol, order.makingAmount],
    });
    await send(clients, taker, { ...erc20(collateral), functionName: "mint", args: [taker.address, 10n ** 24n] });
    await send(clients, taker, {
      ...erc20(collateral),
      functionName: "approve",
      args: [protocol.orderProtocol, 10n ** 24n],
    });
    const { r, yParityAndS } = signatureToCompactSignature(parseSignature(signature));
    const receipt = await send(clients, taker, {
      ...lop,
      functionName: "fillOrder",
      args: [order, r, yParityAndS, WAD / 4n, 0n],
    });
    await service.indexer.waitForBlock(Number(receipt.blockNumber));

    const book = await get("getOrderbook", "/v1/limit-orders/orderbook?chainId=31337");
    expect(book.body.items).toHaveLength(1);
    expect(book.body.items[0]).toMatchObject({
      orderHash,
      status: "PARTIALLY_FILLED",
      remainingMakingAmount: (5n * WAD).toString(),
      makerAccountType: "EOA",
    });
    const terminal = await get(
      "getOrderbook",
      "/v1/limit-orders/orderbook?chainId=31337&status=FILLED&status=CANCELLED",
    );
    expect(terminal.body.items).toEqual([]);
    const fillable = await get("getOrderbook", "/v1/limit-orders/orderbook?chainId=31337&status=OPEN");
    expect(fillable.body.items.map((o) => o.status)).toEqual(["PARTIALLY_FILLED"]);
    const fills = await get("listFills", `/v1/limit-orders/fills?chainId=31337&orderHash=${orderHash}`);
    expect(fills.body.items).toEqual([
      expect.objectContaining({
        taker: taker.address,
        makingAmount: (5n * WAD).toString(),
        takingAmount: (WAD / 4n).toString(),
        isPartialFill: true,
      }),
    ]);
  });

  it("rolls back blocks removed by a reorg and re-indexes the new branch", async () => {
    const receipt = await send(clients, user, {
      ...pm(),
      functionName: "deposit",
      args: [poolId, 5n * WAD, user.address],
    });
    await service.indexer.waitForBlock(Number(receipt.blockNumber));
    const before = await get("listFlows", `/v1/flows/?chainId=31337&poolId=${poolId}&actionType=mint`);
    expect(before.body.items).toHaveLength(2);
    // Replace the deposit's block with an empty one, then mine past it.
    await clients.publicClient.request({ method: "anvil_reorg" as never, params: [1, []] as never });
    await clients.testClient.mine({ blocks: 2 });
    const head = Number(await clients.publicClient.getBlockNumber());
    await service.indexer.waitForBlock(head);
    const after = await get("listFlows", `/v1/flows/?chainId=31337&poolId=${poolId}&actionType=mint`);
    expect(after.body.items).toHaveLength(1);
    expect(service.indexer.status.reorgCount).toBe(1);
    const [ca] = (await clients.publicClient.readContract({
      ...pm(),
      functionName: "assets",
      args: [poolId],
      blockNumber: BigInt(head),
    })) as [bigint, bigint];
    const pools = await get("listPools", "/v1/pools/?chainId=31337");
    expect(pools.body.items[0]!.collateralValue.inWei).toBe(ca.toString());
    expect((await get("getHealth", "/health")).body).toMatchObject({ chains: [{ reorgCount: 1 }] });
  });

  it("resumes from its data file after a restart without re-indexing from the start block", async () => {
    const config = configFromManifest(
      {
        chainId: 31_337,
        contracts: { ...protocol },
        startBlock: 0,
        finalityDepth: 10,
        usdPrices: { [collateral]: 1, [reference]: 0.9 },
      },
      chain.rpcUrl,
    );
    config.chains[0]!.pollIntervalMs = 25;
    const before = (await get("listFlows", `/v1/flows/?chainId=31337&walletAddress=${user.address}`)).body.items;
    const indexedBefore = service.indexer.status.lastIndexedBlock!;
    await service.close();
    service = await startProtocolService({
      config,
      dataFile: path.join(dir, "protocol.json"),
      port: 0,
      host: "127.0.0.1",
    });
    await service.indexer.waitUntilReady(30_000);
    const after = (await get("listFlows", `/v1/flows/?chainId=31337&walletAddress=${user.address}`)).body.items;
    expect(after).toEqual(before);
    // Only blocks after the checkpoint were fetched: no backfill chunk started at block 0.
    expect(service.indexer.status.eventsIndexed).toBe(0);
    expect(service.indexer.status.lastIndexedBlock).toBeGreaterThanOrEqual(indexedBefore);
  });
});
