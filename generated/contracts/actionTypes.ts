// Copied from templates/static/contracts/actionTypes.ts by contractkit generate — edit that file, then run generate.
import type {
  Abi,
  Account,
  Address,
  Chain,
  ContractFunctionArgs,
  ContractFunctionName,
  ReadContractParameters,
  SimulateContractParameters,
  WriteContractParameters,
} from "viem";

// Option types shared by every generated contract binding: viem's own action parameters minus the
// fields the binding fixes (abi, address, functionName, args), so callers keep viem's exact typing
// of block tags, accounts, gas and value.

/** The viem action fields a generated binding fills in itself. */
export type BoundContractFields = "abi" | "address" | "functionName" | "args";

/** Options of a generated `read<Contract><Function>` helper: block number or tag, state overrides, account. */
export type ContractReadOptions<
  abi extends Abi,
  functionName extends ContractFunctionName<abi, "pure" | "view">,
> = Omit<ReadContractParameters<abi, functionName>, BoundContractFields>;

/**
 * Options of a generated `simulate<Contract><Function>` helper: account, value, gas, block. `account`
 * and `chain` are spelled out so TypeScript infers the overrides from the call site.
 */
export type ContractSimulateOptions<
  abi extends Abi,
  functionName extends ContractFunctionName<abi, "nonpayable" | "payable">,
  args extends ContractFunctionArgs<abi, "nonpayable" | "payable", functionName>,
  chain extends Chain | undefined,
  chainOverride extends Chain | undefined,
  accountOverride extends Account | Address | undefined,
> = Omit<
  SimulateContractParameters<abi, functionName, args, chain, chainOverride, accountOverride>,
  BoundContractFields | "account" | "chain"
> & { account?: accountOverride | undefined; chain?: chainOverride | undefined };

/**
 * Options of a generated `write<Contract><Function>` helper. `account` and `chain` are required
 * exactly when the wallet client does not carry them, as in viem's `writeContract`.
 */
export type ContractWriteOptions<
  abi extends Abi,
  functionName extends ContractFunctionName<abi, "nonpayable" | "payable">,
  args extends ContractFunctionArgs<abi, "nonpayable" | "payable", functionName>,
  chain extends Chain | undefined,
  account extends Account | undefined,
  chainOverride extends Chain | undefined,
> = Omit<WriteContractParameters<abi, functionName, args, chain, account, chainOverride>, BoundContractFields> & {
  chain?: chainOverride | null | undefined;
};
