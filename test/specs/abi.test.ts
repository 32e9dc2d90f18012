/**
 * The ABI specs (specs/abi/*.json) against the deployed contracts (docs/reference/protocol.md): shape, well-formed
 * items,
 * unique selectors, the exact event signatures (docs/reference/protocol.md#events), the Adapter struct layouts
 * (docs/reference/protocol.md#the-adapter), the
 * golden MarketId and Order typehash vectors — and the Solidity interfaces rendered from them.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { formatAbiItem, parseAbiItem } from "abitype";
import {
  type Abi,
  type AbiFunction,
  type AbiParameter,
  domainSeparator,
  encodeAbiParameters,
  keccak256,
  toEventSelector,
  toFunctionSelector,
  toHex,
} from "viem";
import { describe, expect, it } from "vitest";
import {
  renderSolidityFiles,
  renderSolidityInterface,
  renderSolidityTypes,
  type SolidityInterfaceInput,
} from "../../templates/solidity-interface.ts";

const root = path.resolve(import.meta.dirname, "../..");
const abiDir = path.join(root, "specs/abi");
const CONTRACTS = ["Adapter", "Bundler3", "OrderProtocol", "PoolManager", "PoolShare", "WhitelistManager"] as const;

interface AbiSpec {
  contract: string;
  description: string;
  abi: Abi;
}

const specs: Record<string, AbiSpec> = Object.fromEntries(
  CONTRACTS.map((c) => [c, JSON.parse(readFileSync(path.join(abiDir, `${c}.json`), "utf8")) as AbiSpec]),
);
const spec = (contract: string): AbiSpec => specs[contract]!;

function fn(contract: string, name: string): AbiFunction {
  const item = spec(contract).abi.find((i): i is AbiFunction => i.type === "function" && i.name === name);
  if (item === undefined) throw new Error(`${contract}.${name} missing`);
  return item;
}

function tupleInput(contract: string, name: string): AbiParameter & { components: readonly AbiParameter[] } {
  const input = fn(contract, name).inputs[0];
  if (input === undefined || !("components" in input)) throw new Error(`${contract}.${name} takes no struct`);
  return input;
}

function fnNames(contract: string): string[] {
  return spec(contract)
    .abi.filter((i): i is AbiFunction => i.type === "function" && i.name.startsWith("safe"))
    .map((i) => i.name);
}

function allParams(params: readonly AbiParameter[]): AbiParameter[] {
  return params.flatMap((p) => [p, ...("components" in p ? allParams(p.components) : [])]);
}

/** OpenZeppelin errors of the deployed (UUPS proxy, re-entrancy guarded, SafeERC20) contracts. */
const UPGRADEABLE_ERRORS = [
  "ReentrancyGuardReentrantCall()",
  "SafeERC20FailedOperation(address token)",
  "InvalidInitialization()",
  "NotInitializing()",
  "ERC1967InvalidImplementation(address implementation)",
  "ERC1967NonPayable()",
  "UUPSUnauthorizedCallContext()",
  "UUPSUnsupportedProxiableUUID(bytes32 slot)",
  "AddressEmptyCode(address target)",
  "FailedCall()",
];

describe("ABI spec files", () => {
  it("are exactly the six contracts, each {contract, description, abi} named after its file", () => {
    expect(
      readdirSync(abiDir)
        .filter((n) => n.endsWith(".json"))
        .sort(),
    ).toEqual(CONTRACTS.map((c) => `${c}.json`));
    for (const c of CONTRACTS) {
      expect(Object.keys(spec(c)).sort()).toEqual(["abi", "contract", "description"]);
      expect(spec(c).contract).toBe(c);
      expect(spec(c).description.length).toBeGreaterThan(100);
      expect(spec(c).abi.length).toBeGreaterThan(0);
    }
  });

  it.each(CONTRACTS)("%s: every item is well-formed and round-trips through abitype", (c) => {
    for (const item of spec(c).abi) {
      const text = formatAbiItem(item);
      expect(formatAbiItem(parseAbiItem(text) as typeof item), text).toBe(text);
      if (item.type === "function") {
        expect(["pure", "view", "nonpayable", "payable"], text).toContain(item.stateMutability);
        expect(Array.isArray(item.outputs), text).toBe(true);
      }
      const params = "inputs" in item ? [...item.inputs, ...(item.type === "function" ? item.outputs : [])] : [];
      for (const p of allParams(params)) expect(p.internalType, `${text}: ${p.name}`).toBeTypeOf("string");
    }
  });

  it.each(CONTRACTS)("%s: function selectors, event topics and error selectors are unique", (c) => {
    const abi = spec(c).abi;
    const selectors = (kind: string, hash: (sig: string) => string) => {
      const list = abi.filter((i) => i.type === kind).map((i) => hash(formatAbiItem(i)));
      expect(new Set(list).size, kind).toBe(list.length);
    };
    selectors("function", toFunctionSelector);
    selectors("event", toEventSelector);
    selectors("error", toFunctionSelector);
  });

  it("use MarketId (bytes32) for every poolId and the named structs of §1.2/§1.5/§3.1", () => {
    for (const c of CONTRACTS) {
      for (const item of spec(c).abi) {
        if (!("inputs" in item)) continue;
        const params = [...item.inputs, ...(item.type === "function" ? item.outputs : [])];
        for (const p of allParams(params).filter((x) => x.name === "poolId")) {
          expect(p, `${c}.${"name" in item ? item.name : item.type}`).toMatchObject({
            type: "bytes32",
            internalType: "MarketId",
          });
        }
        for (const p of allParams(params).filter((x) => x.type === "tuple")) {
          expect(p.internalType, `${c}.${"name" in item ? item.name : ""}`).toMatch(/^struct [A-Z]\w+$/);
        }
      }
    }
  });
});

describe("events, exactly as protocol-facts §1.9 and §3.4 declare them", () => {
  const cases: [contract: string, want: string][] = [
    [
      "PoolManager",
      "event PoolModifyLiquidity(bytes32 indexed poolId, address indexed sender, address indexed owner, uint256 amount0, uint256 amount1, bool isRemove)",
    ],
    [
      "PoolManager",
      "event PoolSwap(bytes32 indexed poolId, address indexed sender, address indexed owner, uint256 amount0, uint256 amount1, uint256 lpFeeAmount0, uint256 lpFeeAmount1, bool isUnwind)",
    ],
    [
      "PoolManager",
      "event PoolFee(bytes32 indexed poolId, address indexed sender, uint256 devFeeAmountInCollateralAsset, uint256 devFeeAmountInReferenceAsset, bool isUnwind)",
    ],
    [
      "PoolManager",
      "event MarketCreated(bytes32 indexed poolId, address indexed referenceAsset, address indexed collateralAsset, uint256 expiry, address rateOracle, address principalToken, address swapToken)",
    ],
    ["PoolManager", "event MarketActionPausedUpdate(bytes32 indexed marketId, uint16 pausedAction)"],
    ["PoolManager", "event SwapFeePercentageUpdated(bytes32 indexed poolId, uint256 indexed swapFeePercentage)"],
    [
      "PoolManager",
      "event UnwindSwapFeePercentageUpdated(bytes32 indexed poolId, uint256 indexed unwindSwapFeePercentage)",
    ],
    ["PoolManager", "event TreasurySet(address treasury)"],
    ["PoolManager", "event SharesFactorySet(address sharesFactory)"],
    ["PoolShare", "event Transfer(address indexed from, address indexed to, uint256 value)"],
    ["PoolShare", "event Approval(address indexed owner, address indexed spender, uint256 value)"],
    ["PoolShare", "event Deposit(address indexed sender, address indexed owner, uint256 assets, uint256 shares)"],
    [
      "PoolShare",
      "event Withdraw(address indexed sender, address indexed receiver, address indexed owner, uint256 assets, uint256 shares)",
    ],
    [
      "PoolShare",
      "event WithdrawOther(address indexed sender, address indexed receiver, address indexed owner, address asset, uint256 assets, uint256 shares)",
    ],
    [
      "PoolShare",
      "event DepositOther(address indexed sender, address indexed owner, address asset, uint256 assets, uint256 shares)",
    ],
    ["WhitelistManager", "event GlobalWhitelistAdded(address indexed account)"],
    ["WhitelistManager", "event GlobalWhitelistRemoved(address indexed account)"],
    ["WhitelistManager", "event MarketWhitelistAdded(bytes32 indexed poolId, address account)"],
    ["WhitelistManager", "event MarketWhitelistRemoved(bytes32 indexed poolId, address account)"],
    ["WhitelistManager", "event MarketWhitelistDisabled(bytes32 indexed poolId)"],
    ["WhitelistManager", "event MarketWhitelistEnabled(bytes32 indexed poolId)"],
    ["OrderProtocol", "event OrderFilled(bytes32 orderHash, uint256 remainingAmount)"],
    ["OrderProtocol", "event OrderCancelled(bytes32 orderHash)"],
    ["OrderProtocol", "event BitInvalidatorUpdated(address indexed maker, uint256 slotIndex, uint256 slotValue)"],
  ];
  it.each(cases)("%s: %s", (contract, want) => {
    const name = /^event (\w+)\(/.exec(want)![1];
    const event = spec(contract).abi.find((i) => i.type === "event" && i.name === name);
    expect(event && formatAbiItem(event)).toBe(want);
  });

  it("the Adapter declares no events (the deployed adapter emits none, §1.5)", () => {
    expect(spec("Adapter").abi.filter((i) => i.type === "event")).toEqual([]);
  });
});

describe("functions and errors of protocol-facts §1.3-§1.9 and §3", () => {
  // given: function; want: its signature and output names as docs/reference/protocol.md#pool-manager-reads lists them.
  const poolManagerFunctions: [signature: string, outputs: string[]][] = [
    ["swapRate(bytes32)", ["rate"]],
    ["assets(bytes32)", ["collateralAssets", "referenceAssets"]],
    ["shares(bytes32)", ["principalToken", "swapToken"]],
    ["market(bytes32)", ["parameters"]],
    ["swapFee(bytes32)", ["fees"]],
    ["unwindSwapFee(bytes32)", ["fees"]],
    ["getPausedBitMap(bytes32)", ["pauseBitMap"]],
    ["previewDeposit(bytes32,uint256)", ["cptAndCstSharesOut"]],
    ["previewMint(bytes32,uint256)", ["collateralAssetsIn"]],
    ["previewUnwindDeposit(bytes32,uint256)", ["cptAndCstSharesIn"]],
    ["previewUnwindMint(bytes32,uint256)", ["collateralAssetsOut"]],
    ["previewWithdraw(bytes32,uint256)", ["cptSharesIn", "actualCollateralAssetsOut", "actualReferenceAssetsOut"]],
    ["previewWithdrawOther(bytes32,uint256)", ["cptSharesIn", "actualCollateralAssetsOut", "actualReferenceAssetsOut"]],
    ["previewRedeem(bytes32,uint256)", ["referenceAssetsOut", "collateralAssetsOut"]],
    ["previewExercise(bytes32,uint256)", ["collateralAssetsOut", "referenceAssetsIn", "fee"]],
    ["previewExerciseOther(bytes32,uint256)", ["collateralAssetsOut", "cstSharesIn", "fee"]],
    ["previewSwap(bytes32,uint256)", ["cstSharesIn", "referenceAssetsIn", "fee"]],
    ["previewUnwindSwap(bytes32,uint256)", ["cstSharesOut", "referenceAssetsOut", "fee"]],
    ["previewUnwindExercise(bytes32,uint256)", ["collateralAssetsIn", "referenceAssetsOut", "fee"]],
    ["previewUnwindExerciseOther(bytes32,uint256)", ["collateralAssetsIn", "cstSharesOut", "fee"]],
    ["maxUnwindDeposit(bytes32,address)", ["collateralAssetsOut"]],
    ["maxRedeem(bytes32,address)", ["maxCptSharesIn"]],
    ["maxExercise(bytes32,address)", ["maxCstSharesIn"]],
    ["deposit(bytes32,uint256,address)", ["cptAndCstSharesOut"]],
    ["mint(bytes32,uint256,address)", ["collateralAssetsIn"]],
    ["unwindDeposit(bytes32,uint256,address,address)", ["cptAndCstSharesIn"]],
    ["unwindMint(bytes32,uint256,address,address)", ["collateralAssetsOut"]],
    [
      "withdraw(bytes32,uint256,address,address)",
      ["cptSharesIn", "actualCollateralAssetsOut", "actualReferenceAssetsOut"],
    ],
    [
      "withdrawOther(bytes32,uint256,address,address)",
      ["cptSharesIn", "actualCollateralAssetsOut", "actualReferenceAssetsOut"],
    ],
    ["redeem(bytes32,uint256,address,address)", ["referenceAssetsOut", "collateralAssetsOut"]],
    ["exercise(bytes32,uint256,address)", ["collateralAssetsOut", "referenceAssetsIn", "fee"]],
    ["exerciseOther(bytes32,uint256,address)", ["collateralAssetsOut", "cstSharesIn", "fee"]],
    ["swap(bytes32,uint256,address)", ["cstSharesIn", "referenceAssetsIn", "fee"]],
    ["unwindSwap(bytes32,uint256,address)", ["cstSharesOut", "referenceAssetsOut", "fee"]],
    ["unwindExercise(bytes32,uint256,address)", ["collateralAssetsIn", "referenceAssetsOut", "fee"]],
    ["unwindExerciseOther(bytes32,uint256,address)", ["collateralAssetsIn", "cstSharesOut", "fee"]],
    ["createNewPool((address,address,uint256,uint256,uint256,uint256,uint256,address))", []],
    ["updateSwapFeePercentage(bytes32,uint256)", []],
    ["updateUnwindSwapFeePercentage(bytes32,uint256)", []],
    ["setPausedBitMap(bytes32,uint16)", []],
    ["setAllPaused(bool)", []],
  ];
  it.each(poolManagerFunctions)("PoolManager.%s returns (%s)", (sig, outputs) => {
    const name = sig.slice(0, sig.indexOf("("));
    const f = fn("PoolManager", name);
    expect(toFunctionSelector(formatAbiItem(f))).toBe(toFunctionSelector(`function ${sig}`));
    expect(f.outputs.map((o) => o.name)).toEqual(outputs);
  });

  it("PoolManager max* and getId/paused reads exist with the §1.3 shapes", () => {
    for (const name of [
      "maxDeposit",
      "maxMint",
      "maxUnwindMint",
      "maxWithdraw",
      "maxWithdrawOther",
      "maxExerciseOther",
      "maxSwap",
      "maxUnwindSwap",
      "maxUnwindExercise",
      "maxUnwindExerciseOther",
    ]) {
      const f = fn("PoolManager", name);
      expect(
        f.inputs.map((i) => i.type),
        name,
      ).toEqual(["bytes32", "address"]);
      expect(
        f.outputs.map((o) => o.type),
        name,
      ).toEqual(["uint256"]);
      expect(f.stateMutability).toBe("view");
    }
    expect(fn("PoolManager", "getId").stateMutability).toBe("pure");
    expect(fn("PoolManager", "getId").outputs).toEqual([{ internalType: "MarketId", name: "poolId", type: "bytes32" }]);
    expect(fn("PoolManager", "paused").outputs.map((o) => o.type)).toEqual(["bool"]);
  });

  it("the errors of IErrors plus EnforcedPause, and the adapter/order-protocol errors", () => {
    const errors = (c: string) =>
      spec(c)
        .abi.filter((i) => i.type === "error")
        .map((i) => formatAbiItem(i).replace(/^error /, ""));
    expect(errors("PoolManager")).toEqual(
      expect.arrayContaining([
        "AlreadyInitialized()",
        "AlreadySet()",
        "NotInitialized()",
        "InvalidAmount()",
        "ZeroAddress()",
        "NotCorkPoolManager()",
        "InvalidParams()",
        "InsufficientLiquidity(uint256 available, uint256 requested)",
        "OnlyCorkControllerAllowed()",
        "Expired()",
        "ZeroDeposit()",
        "InvalidFees()",
        "InvalidRate()",
        "InvalidExpiry()",
        "NotExpired()",
        "InvalidAddress()",
        "SameStatus()",
        "ZeroAmount()",
        "DeadlineExceeded()",
        "InsufficientSharesAmount(uint256 minimumRequired, uint256 provided)",
        "InsufficientAmount()",
        "NotWhitelisted(address account, bytes32 marketId)",
        "WhitelistAlreadyDisabled()",
        "EnforcedPause()",
      ]),
    );
    expect(errors("Adapter")).toEqual([
      "DeadlineExceeded()",
      "ZeroAddress()",
      "SlippageExceeded()",
      "UnexpectedOwner()",
      "ZeroAmount()",
      "UnauthorizedSender()",
      "AdapterAddress()",
      "ZeroShares()",
      "InsufficientBalance(uint256 balance, uint256 needed)",
      ...UPGRADEABLE_ERRORS,
      "OwnableUnauthorizedAccount(address account)",
      "OwnableInvalidOwner(address owner)",
    ]);
    expect(errors("PoolManager")).toEqual(
      expect.arrayContaining([
        "ExpectedPause()",
        ...UPGRADEABLE_ERRORS,
        "AccessControlUnauthorizedAccount(address account, bytes32 neededRole)",
      ]),
    );
    expect(errors("WhitelistManager")).toEqual(
      expect.arrayContaining([
        "AccessControlUnauthorizedAccount(address account, bytes32 neededRole)",
        ...UPGRADEABLE_ERRORS.slice(2),
      ]),
    );
    expect(errors("OrderProtocol")).toEqual(
      expect.arrayContaining([
        "OrderExpired()",
        "PartialFillNotAllowed()",
        "BadSignature()",
        "PrivateOrder()",
        "InvalidatedOrder()",
        "BitInvalidatedOrder()",
        "TakingAmountTooHigh()",
        "MakingAmountTooLow()",
      ]),
    );
  });

  // given: safe* function; want: its struct name and field order (docs/reference/protocol.md#the-adapter table).
  const adapterStructs: [fn: string, struct: string, fields: string][] = [
    ["safeMint", "SafeMintParams", "poolId,cptAndCstSharesOut,receiver,maxCollateralAssetsIn,deadline"],
    ["safeDeposit", "SafeDepositParams", "poolId,collateralAssetsIn,receiver,minCptAndCstSharesOut,deadline"],
    [
      "safeUnwindDeposit",
      "SafeUnwindDepositParams",
      "poolId,collateralAssetsOut,owner,receiver,maxCptAndCstSharesIn,deadline",
    ],
    [
      "safeUnwindMint",
      "SafeUnwindMintParams",
      "poolId,cptAndCstSharesIn,owner,receiver,minCollateralAssetsOut,deadline",
    ],
    ["safeWithdraw", "SafeWithdrawParams", "poolId,collateralAssetsOut,owner,receiver,maxCptSharesIn,deadline"],
    [
      "safeWithdrawOther",
      "SafeWithdrawOtherParams",
      "poolId,referenceAssetsOut,owner,receiver,maxCptSharesIn,deadline",
    ],
    [
      "safeRedeem",
      "SafeRedeemParams",
      "poolId,cptSharesIn,owner,receiver,minReferenceAssetsOut,minCollateralAssetsOut,deadline",
    ],
    [
      "safeUnwindSwap",
      "SafeUnwindSwapParams",
      "poolId,collateralAssetsIn,receiver,minReferenceAssetsOut,minCstSharesOut,deadline",
    ],
    ["safeSwap", "SafeSwapParams", "poolId,collateralAssetsOut,receiver,maxCstSharesIn,maxReferenceAssetsIn,deadline"],
    [
      "safeExercise",
      "SafeExerciseParams",
      "poolId,cstSharesIn,receiver,minCollateralAssetsOut,maxReferenceAssetsIn,deadline",
    ],
    [
      "safeExerciseOther",
      "SafeExerciseOtherParams",
      "poolId,referenceAssetsIn,receiver,minCollateralAssetsOut,maxCstSharesIn,deadline",
    ],
    [
      "safeUnwindExercise",
      "SafeUnwindExerciseParams",
      "poolId,cstSharesOut,receiver,minReferenceAssetsOut,maxCollateralAssetsIn,deadline",
    ],
    [
      "safeUnwindExerciseOther",
      "SafeUnwindExerciseOtherParams",
      "poolId,referenceAssetsOut,receiver,minCstSharesOut,maxCollateralAssetsIn,deadline",
    ],
  ];
  it.each(adapterStructs)("Adapter.%s takes struct %s(%s)", (name, struct, fields) => {
    const f = fn("Adapter", name);
    expect(f.inputs).toHaveLength(1);
    expect(f.outputs).toEqual([]);
    expect(f.stateMutability).toBe("nonpayable");
    const input = tupleInput("Adapter", name);
    expect(input.internalType).toBe(`struct ${struct}`);
    expect(input.components.map((c) => c.name).join(",")).toBe(fields);
    for (const c of input.components) {
      expect(c.type).toBe(
        c.name === "poolId" ? "bytes32" : c.name === "receiver" || c.name === "owner" ? "address" : "uint256",
      );
    }
  });

  it("OrderProtocol has the LOP v4 subset of §3 with the documented shapes", () => {
    expect(formatAbiItem(fn("OrderProtocol", "fillOrder"))).toBe(
      "function fillOrder((uint256 salt, uint256 maker, uint256 receiver, uint256 makerAsset, uint256 takerAsset, uint256 makingAmount, uint256 takingAmount, uint256 makerTraits) order, bytes32 r, bytes32 vs, uint256 amount, uint256 takerTraits) payable returns (uint256 makingAmount, uint256 takingAmount, bytes32 orderHash)",
    );
    // On chain the four address fields are 1inch's `Address` user type: uint256 words.
    const order = tupleInput("OrderProtocol", "hashOrder");
    expect(order.components.filter((c) => c.internalType === "Address").map((c) => c.name)).toEqual([
      "maker",
      "receiver",
      "makerAsset",
      "takerAsset",
    ]);
    expect(order.components.every((c) => c.type === "uint256")).toBe(true);
    for (const [name, sig] of [
      ["cancelOrder", "cancelOrder(uint256,bytes32)"],
      ["bitsInvalidateForOrder", "bitsInvalidateForOrder(uint256,uint256)"],
      ["bitInvalidatorForOrder", "bitInvalidatorForOrder(address,uint256)"],
      ["remainingInvalidatorForOrder", "remainingInvalidatorForOrder(address,bytes32)"],
      ["eip712Domain", "eip712Domain()"],
    ] as const) {
      expect(toFunctionSelector(formatAbiItem(fn("OrderProtocol", name))), name).toBe(
        toFunctionSelector(`function ${sig}`),
      );
    }
    // EIP-5267's selector, so wallets and viem's getEip712Domain can read the domain.
    expect(toFunctionSelector(formatAbiItem(fn("OrderProtocol", "eip712Domain")))).toBe("0x84b0196e");
  });

  // The deployed adapter and Bundler3 (docs/reference/protocol.md#the-adapter): what bundles call, what they revert
  // with.
  const bundleSelectors: [contract: string, item: string, selector: string][] = [
    ["Adapter", "error UnauthorizedSender()", "0x08094908"],
    ["Adapter", "function erc20Transfer(address token, address receiver, uint256 amount)", "0x3790767d"],
    ["Adapter", "function erc20TransferFrom(address token, address receiver, uint256 amount)", "0xd96ca0b9"],
    ["Adapter", "function permit2TransferFrom(address token, address receiver, uint256 amount)", "0x827fcfcc"],
    ["Adapter", "function BUNDLER3() view returns (address)", "0xa317e4b5"],
    [
      "Bundler3",
      "function multicall((address to, bytes data, uint256 value, bool skipRevert, bytes32 callbackHash)[] bundle) payable",
      "0x374f435d",
    ],
    ["Bundler3", "function initiator() view returns (address)", "0x5c39fcc1"],
  ];
  it.each(bundleSelectors)("%s has %s (%s)", (contract, item, selector) => {
    const match = spec(contract).abi.find(
      (i) => i.type !== "constructor" && formatAbiItem(i).startsWith(item.replace(/ view.*| payable$/, "")),
    );
    expect(match, item).toBeDefined();
    expect(toFunctionSelector(formatAbiItem(match!).replace(/^error /, "function "))).toBe(selector);
    expect(toFunctionSelector(item.replace(/^error /, "function "))).toBe(selector);
  });

  it("the Adapter has no NotWhitelisted: the deployed one refuses with UnauthorizedSender", () => {
    expect(spec("Adapter").abi.some((i) => i.type === "error" && i.name === "NotWhitelisted")).toBe(false);
  });

  // The deployed AggregationRouterV6's selectors (issue 19); cancelOrders computed from its signature.
  const routerSelectors: [name: string, selector: string][] = [
    ["hashOrder", "0x802b2ef1"],
    ["fillOrder", "0x9fda64bd"],
    ["fillOrderArgs", "0xf497df75"],
    ["fillContractOrder", "0xcc713a04"],
    ["fillContractOrderArgs", "0x56a75868"],
    ["rawRemainingInvalidatorForOrder", "0xc2a40753"],
    ["remainingInvalidatorForOrder", "0x435b9789"],
    ["cancelOrder", "0xb68fb020"],
    ["cancelOrders", toFunctionSelector("function cancelOrders(uint256[] makerTraits, bytes32[] orderHashes)")],
    ["bitsInvalidateForOrder", "0x05b1ea03"],
    ["bitInvalidatorForOrder", "0x143e86a7"],
  ];
  it.each(routerSelectors)("OrderProtocol.%s has the router's selector %s", (name, selector) => {
    expect(toFunctionSelector(formatAbiItem(fn("OrderProtocol", name)))).toBe(selector);
  });

  it("cancelOrders's selector is 0x89e7c650", () => {
    expect(toFunctionSelector("function cancelOrders(uint256[],bytes32[])")).toBe("0x89e7c650");
  });
});

describe("golden vectors", () => {
  it("MarketId of the §1.2 vector, from the Market struct of PoolManager.getId", () => {
    const market = tupleInput("PoolManager", "getId");
    expect(market.internalType).toBe("struct Market");
    const id = keccak256(
      encodeAbiParameters(
        [market],
        [
          {
            collateralAsset: "0x1111111111111111111111111111111111111111",
            referenceAsset: "0x2222222222222222222222222222222222222222",
            expiryTimestamp: 1_893_456_000n,
            rateMin: 5n * 10n ** 17n,
            rateMax: 10n ** 18n,
            rateChangePerDayMax: 10n ** 12n,
            rateChangeCapacityMax: 7n * 10n ** 15n,
            rateOracle: "0x3333333333333333333333333333333333333333",
          },
        ],
      ),
    );
    expect(id).toBe("0x2d14be74c573620a56ee10efe092ef80866d597b8e3d73cd6dffa223bb50b4f7");
    // createNewPool and market() use the very same struct.
    expect(tupleInput("PoolManager", "createNewPool").components).toEqual(market.components);
    expect(fn("PoolManager", "market").outputs[0]).toMatchObject({
      internalType: "struct Market",
      components: market.components,
    });
  });

  it("the 1inch Order typehash of §3.1, from the OrderProtocol Order components", () => {
    const order = tupleInput("OrderProtocol", "hashOrder");
    expect(order.internalType).toBe("struct Order");
    // The EIP-712 type names the `Address` words `address` (1inch's OrderLib does the same).
    const typeString = `Order(${order.components.map((c) => `${c.internalType === "Address" ? "address" : c.type} ${c.name}`).join(",")})`;
    expect(typeString).toBe(
      "Order(uint256 salt,address maker,address receiver,address makerAsset,address takerAsset,uint256 makingAmount,uint256 takingAmount,uint256 makerTraits)",
    );
    expect(keccak256(toHex(typeString))).toBe("0x3af21ec5a20011b88d3b7b4ed7c806cef05a5980cf34974bcd53566a131f7e4c");
  });

  it("the router's EIP-712 domain separator on mainnet (§3.2)", () => {
    const separator = domainSeparator({
      domain: {
        name: "1inch Aggregation Router",
        version: "6",
        chainId: 1,
        verifyingContract: "0x111111125421cA6dc452d289314280a0f8842A65",
      },
    });
    expect(separator).toBe("0xd999e213f11c7bfa3e796c3409e316f25e02aa3e25e5c207a92e381c7d22b6de");
  });
});

describe("Solidity interfaces rendered from the specs", () => {
  const inputs: SolidityInterfaceInput[] = CONTRACTS.map((c) => ({
    contract: c,
    sourceFile: `specs/abi/${c}.json`,
    sha256: "ab".repeat(32),
    description: spec(c).description,
    abi: spec(c).abi as unknown as Record<string, unknown>[],
  }));
  const byName = (c: string) => inputs.find((i) => i.contract === c)!;
  const adapterStructNames = fnNames("Adapter").map((name) =>
    tupleInput("Adapter", name).internalType!.slice("struct ".length),
  );

  it("heads each interface with the generated line, SPDX and pragma, and is deterministic", () => {
    const text = renderSolidityInterface(byName("PoolManager"));
    expect(text.split("\n").slice(0, 3)).toEqual([
      `// generated from specs/abi/PoolManager.json (sha256:${"ab".repeat(32)}), do not edit`,
      "// SPDX-License-Identifier: MIT",
      "pragma solidity ^0.8.20;",
    ]);
    expect(text).toContain('import "./Types.sol";');
    expect(text).toContain("interface IPoolManager {");
    expect(renderSolidityInterface(byName("PoolManager"))).toBe(text);
  });

  it("spells events, errors and functions with user types, structs, locations and mutability", () => {
    const pm = renderSolidityInterface(byName("PoolManager"));
    // given/want: one line of each kind
    for (const want of [
      "    event MarketCreated(MarketId indexed poolId, address indexed referenceAsset, address indexed collateralAsset, uint256 expiry, address rateOracle, address principalToken, address swapToken);",
      "    error InsufficientLiquidity(uint256 available, uint256 requested);",
      "    function previewRedeem(MarketId poolId, uint256 cptSharesIn) external view returns (uint256 referenceAssetsOut, uint256 collateralAssetsOut);",
      "    function market(MarketId poolId) external view returns (Market memory parameters);",
      "    function getId(Market calldata poolParams) external pure returns (MarketId poolId);",
      "    function deposit(MarketId poolId, uint256 collateralAssetsIn, address receiver) external returns (uint256 cptAndCstSharesOut);",
      "    function paused() external view returns (bool);",
    ]) {
      expect(pm.split("\n")).toContain(want);
    }
    const wl = renderSolidityInterface(byName("WhitelistManager"));
    expect(wl).toContain("function addToGlobalWhitelist(address[] calldata accounts) external;");
    const lop = renderSolidityInterface(byName("OrderProtocol"));
    expect(lop).toContain(
      "function fillContractOrder(Order calldata order, bytes calldata signature, uint256 amount, uint256 takerTraits) external returns (",
    );
    expect(lop).toContain("string memory name, string memory version");
    expect(lop).toContain("payable returns (uint256 makingAmount");
  });

  it("imports Types.sol only when the ABI uses a shared type", () => {
    expect(renderSolidityInterface(byName("PoolShare"))).not.toContain("import");
    expect(renderSolidityInterface(byName("Adapter"))).toContain('import "./Types.sol";');
  });

  it("emits each user type and struct once in Types.sol, in first-use order", () => {
    const types = renderSolidityTypes(inputs);
    expect(types.match(/type MarketId is bytes32;/g)).toHaveLength(1);
    expect(types.match(/^struct Market \{/gm)).toHaveLength(1);
    // Inputs come in contract-name order (Adapter, OrderProtocol, PoolManager, ...), as the generator passes them.
    const structs = [...types.matchAll(/^struct (\w+) \{/gm)].map((m) => m[1]);
    expect(structs).toEqual([...adapterStructNames, "Call", "Order", "Market"]);
    expect(types.match(/type Address is uint256;/g)).toHaveLength(1);
    expect(types).toContain("struct Order {\n    uint256 salt;\n    Address maker;\n");
    expect(renderSolidityTypes(inputs)).toBe(types);
  });

  it("renders the whole folder, Types.sol included, independent of input order", () => {
    const files = renderSolidityFiles(inputs);
    expect(Object.keys(files)).toEqual(["Types.sol", ...CONTRACTS.map((c) => `I${c}.sol`)]);
    expect(files["Types.sol"]).toBe(renderSolidityTypes(inputs));
    expect(renderSolidityFiles([...inputs].reverse())).toEqual(files);
  });

  it("refuses two specs declaring one struct differently, naming both", () => {
    const other: SolidityInterfaceInput = {
      contract: "Other",
      sourceFile: "specs/abi/Other.json",
      sha256: "00",
      description: "",
      abi: [
        {
          type: "function",
          name: "f",
          stateMutability: "view",
          inputs: [
            {
              name: "m",
              type: "tuple",
              internalType: "struct Market",
              components: [{ name: "a", type: "address", internalType: "address" }],
            },
          ],
          outputs: [],
        },
      ],
    };
    expect(() => renderSolidityTypes([byName("PoolManager"), other])).toThrow(
      /struct Market.*specs\/abi\/Other\.json|specs\/abi\/Other\.json.*struct Market/,
    );
  });

  it("keeps NatSpec from reading description words as tags", () => {
    const text = renderSolidityInterface({
      ...byName("PoolShare"),
      description: "Owned by @team; see docs.",
    });
    expect(text).toContain("/// @notice Owned by at team; see docs.");
  });
});
