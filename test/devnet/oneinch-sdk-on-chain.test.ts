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
import solc from "solc";
import { type Abi, type Address, erc20Abi, getAddress, type Hex, keccak256, parseEventLogs, toHex } from "viem";
import { beforeAll, describe, expect, it } from "vitest";
import {
  AGGREGATION_ROUTER_V6_ADDRESS,
  type Order,
  orderProtocolAbi,
  readOrderProtocolHashOrder,
  readOrderProtocolRawRemainingInvalidatorForOrder,
  simulateOrderProtocolCancelOrders,
  writeOrderProtocolCancelOrders,
} from "../../generated/contracts/index.js";
import { accountFor, confirm, type DeployedProtocol, type DevnetClients } from "../../runtime/devnet/index.ts";
import { useDeployedProtocol } from "../support/devnet.ts";

const WAD = 10n ** 18n;
const ROUTER = AGGREGATION_ROUTER_V6_ADDRESS;

/** A contract maker for fillContractOrder*: it holds tokens and accepts exactly the hashes it was told to. */
const WALLET_1271 = `// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;
interface IToken { function approve(address spender, uint256 amount) external returns (bool); }
contract Wallet1271 {
    mapping(bytes32 => bool) public accepted;
    function accept(bytes32 hash) external { accepted[hash] = true; }
    function approveToken(address token, address spender) external { IToken(token).approve(spender, type(uint256).max); }
    function isValidSignature(bytes32 hash, bytes calldata) external view returns (bytes4) {
        return accepted[hash] ? bytes4(0x1626ba7e) : bytes4(0xffffffff);
    }
}`;

function compileWallet(): { abi: Abi; bytecode: Hex } {
  const input = {
    language: "Solidity",
    sources: { "Wallet1271.sol": { content: WALLET_1271 } },
    settings: { evmVersion: "cancun", outputSelection: { "*": { "*": ["abi", "evm.bytecode.object"] } } },
  };
  const output = JSON.parse(solc.compile(JSON.stringify(input)));
  const contract = output.contracts["Wallet1271.sol"].Wallet1271;
  return { abi: contract.abi as Abi, bytecode: `0x${contract.evm.bytecode.object}` };
}

describe("@1inch/limit-order-sdk calldata on the devnet order contract", () => {
  const chain = useDeployedProtocol();
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
    ({ clients, protocol } = chain);
    const code = await clients.publicClient.getCode({ address: protocol.contracts.orderProtocol });
    if (code === undefined) throw new Error("OrderProtocol has no code");
    await clients.testClient.setCode({ address: ROUTER, bytecode: code });
    await mintAndApprove(maker, protocol.contracts.tokens.collateral, 1_000n * WAD);
    await mintAndApprove(taker, protocol.contracts.tokens.reference, 1_000_000_000n);
  }, 60_000);

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

  it("fills a contract maker's order with getFillContractOrderArgsCalldata (fillContractOrderArgs, 0x56a75868)", async () => {
    const { collateral, reference } = protocol.contracts.tokens;
    const wallet = compileWallet();
    const owner = clients.wallet(maker.account);
    const deployed = await confirm(clients, owner.deployContract({ ...wallet, args: [] }), "deploy Wallet1271");
    const contractMaker = getAddress(deployed.contractAddress!);
    await confirm(
      clients,
      owner.writeContract({
        address: contractMaker,
        abi: wallet.abi,
        functionName: "approveToken",
        args: [collateral, ROUTER],
      }),
      "approveToken",
    );
    await confirm(
      clients,
      owner.writeContract({
        address: collateral,
        abi: erc20Abi,
        functionName: "transfer",
        args: [contractMaker, 10n * WAD],
      }),
      "fund wallet",
    );
    const latest = await clients.publicClient.getBlock();
    const order = new LimitOrder(
      {
        maker: new OneInchAddress(contractMaker),
        makerAsset: new OneInchAddress(collateral),
        takerAsset: new OneInchAddress(reference),
        makingAmount: 10n * WAD,
        takingAmount: 20_000_000n,
        salt: 2001n,
      },
      OneInchMakerTraits.default()
        .withExpiration(latest.timestamp + 86_400n)
        .allowPartialFills()
        .allowMultipleFills(),
    );
    const orderHash = order.getOrderHash(clients.chain.id) as Hex;
    await confirm(
      clients,
      owner.writeContract({ address: contractMaker, abi: wallet.abi, functionName: "accept", args: [orderHash] }),
      "accept",
    );
    const takerTraits = TakerTraits.default().setAmountMode(AmountMode.maker).setReceiver(new OneInchAddress(target));
    const data = LimitOrderContract.getFillContractOrderArgsCalldata(order.build(), "0x", takerTraits, 3n * WAD) as Hex;
    expect(data.slice(0, 10)).toBe("0x56a75868");
    const before = await balanceOf(collateral, target);
    const [filled] = await sendCalldata(data);
    expect(filled?.args).toEqual({ orderHash, remainingAmount: 7n * WAD });
    expect((await balanceOf(collateral, target)) - before).toBe(3n * WAD);
    expect(await balanceOf(reference, contractMaker)).toBe(6_000_000n);
  });

  it("cancelOrders (0x89e7c650) through our binding cancels pairwise; mismatched arrays revert by name", async () => {
    const first = await sdkOrder(3001n);
    const second = await sdkOrder(3002n);
    const hashes = [first.order.getOrderHash(clients.chain.id), second.order.getOrderHash(clients.chain.id)] as Hex[];
    const traits = [first.ours.makerTraits, second.ours.makerTraits];
    const receipt = await confirm(
      clients,
      writeOrderProtocolCancelOrders(clients.wallet(maker.account), ROUTER, [traits, hashes], {}),
      "cancelOrders",
    );
    const cancelled = parseEventLogs({ abi: orderProtocolAbi, logs: receipt.logs, eventName: "OrderCancelled" });
    expect(cancelled.map((e) => e.args.orderHash)).toEqual(hashes);
    for (const hash of hashes) {
      expect(
        await readOrderProtocolRawRemainingInvalidatorForOrder(clients.publicClient, ROUTER, [
          maker.account.address,
          hash,
        ]),
      ).toBe((1n << 256n) - 1n);
    }
    const error = await simulateOrderProtocolCancelOrders(
      clients.publicClient,
      ROUTER,
      [traits, [keccak256(toHex("x"))]],
      {
        account: maker.account,
      },
    ).catch((e: unknown) => e);
    // viem decodes the revert with the generated ABI: the error is named.
    expect(String(error)).toContain("MismatchArraysLengths");
  });
});
