/**
 * 1inch's own limit-order SDK against the devnet order contract (issue 19, item 1): an order the SDK
 * builds and signs is filled with the SDK's own calldata (`getFillOrderCalldata`,
 * `getFillOrderArgsCalldata`), and our generated `hashOrder` binding, called on chain with plain
 * addresses, returns the SDK's order hash. The devnet OrderProtocol's code is put at the mainnet
 * router address, so the SDK's default EIP-712 domain (that address) is the contract's own.
 */
import {
  AmountMode,
  LimitOrder,
  LimitOrderContract,
  Address as OneInchAddress,
  MakerTraits as OneInchMakerTraits,
  TakerTraits,
} from "@1inch/limit-order-sdk";
import { type Address, erc20Abi, getAddress, type Hex, parseEventLogs } from "viem";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  AGGREGATION_ROUTER_V6_ADDRESS,
  type Order,
  orderProtocolAbi,
  readOrderProtocolHashOrder,
  readOrderProtocolRawRemainingInvalidatorForOrder,
} from "../../generated/contracts/index.js";
import {
  type AnvilInstance,
  accountFor,
  confirm,
  createDevnetClients,
  type DeployedProtocol,
  type DevnetClients,
  deployProtocol,
  startAnvil,
} from "../../runtime/devnet/index.ts";

const WAD = 10n ** 18n;
const ROUTER = AGGREGATION_ROUTER_V6_ADDRESS;

describe("@1inch/limit-order-sdk calldata on the devnet order contract", () => {
  let anvil: AnvilInstance;
  let clients: DevnetClients;
  let protocol: DeployedProtocol;
  const maker = accountFor("maker");
  const taker = accountFor("taker");
  const target = accountFor("user").account.address;

  const balanceOf = (token: Address, owner: Address) =>
    clients.publicClient.readContract({ address: token, abi: erc20Abi, functionName: "balanceOf", args: [owner] });

  async function mintAndApprove(account: typeof maker, token: Address, amount: bigint) {
    const wallet = clients.wallet(account.account);
    await confirm(
      clients,
      wallet.writeContract({
        address: token,
        abi: [
          {
            type: "function",
            name: "mint",
            inputs: [
              { name: "to", type: "address" },
              { name: "amount", type: "uint256" },
            ],
            outputs: [],
            stateMutability: "nonpayable",
          },
        ] as const,
        functionName: "mint",
        args: [account.account.address, amount],
      }),
      "mint",
    );
    await confirm(
      clients,
      wallet.writeContract({ address: token, abi: erc20Abi, functionName: "approve", args: [ROUTER, amount] }),
      "approve",
    );
  }

  /** An SDK order selling 10 cUSD for 20 rUSD, partial and multiple fills allowed, and its SDK signature. */
  async function sdkOrder(salt: bigint): Promise<{ order: LimitOrder; signature: Hex; ours: Order }> {
    const { collateral, reference } = protocol.contracts.tokens;
    const latest = await clients.publicClient.getBlock();
    const traits = OneInchMakerTraits.default()
      .withExpiration(latest.timestamp + 86_400n)
      .allowPartialFills()
      .allowMultipleFills();
    const order = new LimitOrder(
      {
        maker: new OneInchAddress(maker.account.address),
        makerAsset: new OneInchAddress(collateral),
        takerAsset: new OneInchAddress(reference),
        makingAmount: 10n * WAD,
        takingAmount: 20_000_000n,
        salt,
      },
      traits,
    );
    const typed = order.getTypedData(clients.chain.id);
    const signature = await clients.wallet(maker.account).signTypedData({
      domain: { ...typed.domain, chainId: Number(typed.domain.chainId), verifyingContract: ROUTER },
      types: { Order: typed.types.Order! },
      primaryType: "Order",
      message: typed.message,
    });
    const built = order.build();
    const ours: Order = {
      salt: BigInt(built.salt),
      maker: getAddress(built.maker),
      receiver: getAddress(built.receiver),
      makerAsset: getAddress(built.makerAsset),
      takerAsset: getAddress(built.takerAsset),
      makingAmount: BigInt(built.makingAmount),
      takingAmount: BigInt(built.takingAmount),
      makerTraits: BigInt(built.makerTraits),
    };
    return { order, signature, ours };
  }

  async function sendCalldata(data: Hex) {
    const receipt = await confirm(
      clients,
      clients.wallet(taker.account).sendTransaction({ to: ROUTER, data }),
      "SDK calldata",
    );
    return parseEventLogs({ abi: orderProtocolAbi, logs: receipt.logs, eventName: "OrderFilled" });
  }

  beforeAll(async () => {
    anvil = await startAnvil({ port: 0 });
    clients = createDevnetClients(anvil.rpcUrl, anvil.chainId);
    protocol = await deployProtocol(clients);
    const code = await clients.publicClient.getCode({ address: protocol.contracts.orderProtocol });
    if (code === undefined) throw new Error("OrderProtocol has no code");
    await clients.testClient.setCode({ address: ROUTER, bytecode: code });
    await mintAndApprove(maker, protocol.contracts.tokens.collateral, 1_000n * WAD);
    await mintAndApprove(taker, protocol.contracts.tokens.reference, 1_000_000_000n);
  }, 60_000);

  afterAll(async () => {
    await anvil?.stop();
  });

  it("our hashOrder binding, called on chain with addresses, returns the SDK's order hash", async () => {
    const { order, ours } = await sdkOrder(1001n);
    const onChain = await readOrderProtocolHashOrder(clients.publicClient, ROUTER, [ours]);
    expect(onChain).toBe(order.getOrderHash(clients.chain.id));
  });

  it("fills with getFillOrderCalldata (fillOrder, 0x9fda64bd): 4 cUSD for 8 rUSD", async () => {
    const { order, signature, ours } = await sdkOrder(1002n);
    const { collateral, reference } = protocol.contracts.tokens;
    const takerTraits = TakerTraits.default().setAmountMode(AmountMode.maker).setAmountThreshold(8_000_000n);
    const data = LimitOrderContract.getFillOrderCalldata(order.build(), signature, takerTraits, 4n * WAD) as Hex;
    expect(data.slice(0, 10)).toBe("0x9fda64bd");
    const before = {
      takerCa: await balanceOf(collateral, taker.account.address),
      makerRef: await balanceOf(reference, maker.account.address),
    };
    const [filled] = await sendCalldata(data);
    const orderHash = order.getOrderHash(clients.chain.id) as Hex;
    expect(filled?.args).toEqual({ orderHash, remainingAmount: 6n * WAD });
    expect((await balanceOf(collateral, taker.account.address)) - before.takerCa).toBe(4n * WAD);
    expect((await balanceOf(reference, maker.account.address)) - before.makerRef).toBe(8_000_000n);
    // The raw invalidator word is ~remaining once the order was touched (0 before).
    const raw = await readOrderProtocolRawRemainingInvalidatorForOrder(clients.publicClient, ROUTER, [
      ours.maker,
      orderHash,
    ]);
    expect(raw).toBe((1n << 256n) - 1n - 6n * WAD);
  });

  it("fills with getFillOrderArgsCalldata (fillOrderArgs, 0xf497df75): the maker asset goes to the target", async () => {
    const { order, signature } = await sdkOrder(1003n);
    const { collateral } = protocol.contracts.tokens;
    const takerTraits = TakerTraits.default()
      .setAmountMode(AmountMode.taker)
      .setAmountThreshold(5n * WAD)
      .setReceiver(new OneInchAddress(target));
    const data = LimitOrderContract.getFillOrderArgsCalldata(order.build(), signature, takerTraits, 10_000_000n) as Hex;
    expect(data.slice(0, 10)).toBe("0xf497df75");
    const before = await balanceOf(collateral, target);
    const [filled] = await sendCalldata(data);
    expect(filled?.args.remainingAmount).toBe(5n * WAD);
    expect((await balanceOf(collateral, target)) - before).toBe(5n * WAD);
  });

  it("refuses a taker threshold the fill cannot meet (TakingAmountTooHigh), as the router does", async () => {
    const { order, signature } = await sdkOrder(1004n);
    const takerTraits = TakerTraits.default().setAmountMode(AmountMode.maker).setAmountThreshold(7_999_999n);
    const data = LimitOrderContract.getFillOrderCalldata(order.build(), signature, takerTraits, 4n * WAD) as Hex;
    const error = await clients.publicClient
      .call({ account: taker.account.address, to: ROUTER, data })
      .then(() => null)
      .catch((e: unknown) => e);
    expect(String(error)).toContain("0xfb8ae129"); // TakingAmountTooHigh()
  });
});
