/**
 * Every revert a user of the deployed contracts can meet decodes by name through the generated
 * decoders (issue 19, item 3). The revert data is built from the error's own signature, independent
 * of our specs, so a missing or misspelled error in a spec fails here.
 */
import { encodeErrorResult, getAddress, type Hex, parseAbiItem, toFunctionSelector } from "viem";
import { describe, expect, it } from "vitest";
import {
  decodeAdapterError,
  decodeBundler3Error,
  decodeOrderProtocolError,
  decodePoolManagerError,
  decodeWhitelistManagerError,
} from "../../generated/contracts/index.js";

const ACCOUNT = getAddress("0x00000000000000000000000000000000000000aa");
const ROLE: Hex = `0x${"ab".repeat(32)}`;

/** Sample arguments by Solidity type. */
const SAMPLE: Record<string, unknown> = { address: ACCOUNT, bytes32: ROLE, uint256: 7n };

/** OpenZeppelin errors of upgradeable (UUPS / ERC-1967), guarded, SafeERC20-using contracts. */
const UPGRADEABLE = [
  "error ReentrancyGuardReentrantCall()",
  "error SafeERC20FailedOperation(address token)",
  "error InvalidInitialization()",
  "error NotInitializing()",
  "error ERC1967InvalidImplementation(address implementation)",
  "error ERC1967NonPayable()",
  "error UUPSUnauthorizedCallContext()",
  "error UUPSUnsupportedProxiableUUID(bytes32 slot)",
  "error AddressEmptyCode(address target)",
  "error FailedCall()",
];
const OWNABLE = ["error OwnableUnauthorizedAccount(address account)", "error OwnableInvalidOwner(address owner)"];
const ACCESS = ["error AccessControlUnauthorizedAccount(address account, bytes32 neededRole)"];

const decoders: Record<
  string,
  { decode: (data: Hex) => { errorName: string; args?: readonly unknown[] }; errors: string[] }
> = {
  Adapter: {
    decode: decodeAdapterError,
    errors: [
      "error UnauthorizedSender()",
      "error ZeroShares()",
      "error InsufficientBalance(uint256 balance, uint256 needed)",
      "error AdapterAddress()",
      "error SlippageExceeded()",
      "error DeadlineExceeded()",
      "error UnexpectedOwner()",
      ...UPGRADEABLE,
      ...OWNABLE,
    ],
  },
  PoolManager: {
    decode: decodePoolManagerError,
    errors: ["error EnforcedPause()", "error ExpectedPause()", ...UPGRADEABLE, ...OWNABLE, ...ACCESS],
  },
  WhitelistManager: { decode: decodeWhitelistManagerError, errors: [...ACCESS, ...UPGRADEABLE.slice(2), ...OWNABLE] },
  Bundler3: {
    decode: decodeBundler3Error,
    errors: [
      "error AlreadyInitiated()",
      "error EmptyBundle()",
      "error IncorrectReenterHash()",
      "error MissingExpectedReenter()",
    ],
  },
  OrderProtocol: {
    decode: decodeOrderProtocolError,
    errors: ["error TakingAmountExceeded()", "error MismatchArraysLengths()", "error RemainingInvalidatedOrder()"],
  },
};

const cases = Object.entries(decoders).flatMap(([contract, { errors }]) => errors.map((e) => [contract, e] as const));

describe("revert data of the deployed contracts decodes by name", () => {
  it.each(cases)("%s: %s", (contract, signature) => {
    const item = parseAbiItem(signature) as { type: "error"; name: string; inputs: readonly { type: string }[] };
    const args = item.inputs.map((input) => SAMPLE[input.type]);
    const data = encodeErrorResult({ abi: [item], errorName: item.name, args } as Parameters<
      typeof encodeErrorResult
    >[0]);
    expect(data.slice(0, 10)).toBe(toFunctionSelector(signature.replace(/^error /, "function ")));
    const decoded = decoders[contract]!.decode(data);
    expect(decoded.errorName).toBe(item.name);
    expect(decoded.args ?? []).toEqual(args);
  });

  it("UnauthorizedSender is 0x08094908, as the deployed adapter reverts on a direct call", () => {
    expect(decodeAdapterError("0x08094908").errorName).toBe("UnauthorizedSender");
  });
});
