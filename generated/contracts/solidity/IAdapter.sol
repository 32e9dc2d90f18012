// generated from specs/abi/Adapter.json (sha256:7ccdb89e7e20b73a9e51470054095b677ff6b84f36d1e00515485b14410fc696), do not edit
// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import "./Types.sol";

/// @notice The write adapter (Cork Phoenix CorkAdapter, docs/reference/protocol.md#the-adapter): 13
/// safe* functions, each taking one parameter struct (field order = ABI tuple order) and adding
/// deadline (block.timestamp <= deadline, else DeadlineExceeded) and slippage protection (measured
/// by balance deltas, else SlippageExceeded) to the matching PoolManager write; receiver must be
/// non-zero (ZeroAddress); safeDeposit rejects a zero amount (ZeroAmount); a `type(uint256).max`
/// sentinel that resolves to nothing reverts ZeroShares. The adapter emits no events. On the
/// deployed chain every function is onlyBundler3: it runs only inside a Bundler3 multicall (see the
/// Bundler3 spec) and acts for the bundle's initiator; any other caller, and an initiator not
/// whitelisted for the market, gets UnauthorizedSender (0x08094908) — there is no NotWhitelisted
/// here. Tokens move by legs of the same bundle: erc20TransferFrom(token, receiver, amount) moves
/// the initiator's tokens (approved to the adapter) to receiver, usually the adapter itself
/// (`type(uint256).max` = the initiator's whole balance); permit2TransferFrom does the same through
/// Permit2's allowance; erc20Transfer(token, receiver, amount) sends the adapter's own tokens
/// (`type(uint256).max` = all of them; ZeroAmount when that is 0, AdapterAddress when receiver is
/// the adapter). A safe* call then spends what the adapter holds; where its struct has an owner it
/// must be the adapter or the initiator (UnexpectedOwner); outputs go to receiver, and the bundle
/// ends with erc20Transfer legs returning what is left. BUNDLER3 is the multicall it trusts. The
/// devnet adapter also accepts a direct call (the seed describes it only as 'an adapter contract
/// that adds slippage and deadline protection'): it then acts for the caller, whose whitelist
/// status it checks (UnauthorizedSender), pulls exactly what the pool manager's preview asks from
/// the caller (approve the Adapter), requires owner = caller, and returns whatever is left;
/// `type(uint256).max` sentinels then mean 'everything the caller holds and has approved to the
/// Adapter'. Called through its Bundler3 it behaves as the deployed one. The seed's adapter table
/// marks safeWithdraw 'before expiry'; this spec follows the seed (see the PoolManager
/// description), whereas on the deployed chain withdraw works only after expiry. The deployed
/// adapter is an upgradeable (UUPS, ERC-1967) proxy with an owner, guarded against re-entrancy and
/// using SafeERC20 and OpenZeppelin's Address, so calls can also revert with
/// ReentrancyGuardReentrantCall, SafeERC20FailedOperation, InvalidInitialization, NotInitializing,
/// the ERC1967*/UUPS* and Ownable* errors, AddressEmptyCode, FailedCall and InsufficientBalance;
/// they are listed so that such reverts decode by name.
interface IAdapter {
    error DeadlineExceeded();
    error ZeroAddress();
    error SlippageExceeded();
    error UnexpectedOwner();
    error ZeroAmount();
    error UnauthorizedSender();
    error AdapterAddress();
    error ZeroShares();
    error InsufficientBalance(uint256 balance, uint256 needed);
    error ReentrancyGuardReentrantCall();
    error SafeERC20FailedOperation(address token);
    error InvalidInitialization();
    error NotInitializing();
    error ERC1967InvalidImplementation(address implementation);
    error ERC1967NonPayable();
    error UUPSUnauthorizedCallContext();
    error UUPSUnsupportedProxiableUUID(bytes32 slot);
    error AddressEmptyCode(address target);
    error FailedCall();
    error OwnableUnauthorizedAccount(address account);
    error OwnableInvalidOwner(address owner);

    function CORK() external view returns (address);
    function WHITELIST_MANAGER() external view returns (address);
    function BUNDLER3() external view returns (address);
    function safeMint(SafeMintParams calldata params) external;
    function safeDeposit(SafeDepositParams calldata params) external;
    function safeUnwindDeposit(SafeUnwindDepositParams calldata params) external;
    function safeUnwindMint(SafeUnwindMintParams calldata params) external;
    function safeWithdraw(SafeWithdrawParams calldata params) external;
    function safeWithdrawOther(SafeWithdrawOtherParams calldata params) external;
    function safeRedeem(SafeRedeemParams calldata params) external;
    function safeUnwindSwap(SafeUnwindSwapParams calldata params) external;
    function safeSwap(SafeSwapParams calldata params) external;
    function safeExercise(SafeExerciseParams calldata params) external;
    function safeExerciseOther(SafeExerciseOtherParams calldata params) external;
    function safeUnwindExercise(SafeUnwindExerciseParams calldata params) external;
    function safeUnwindExerciseOther(SafeUnwindExerciseOtherParams calldata params) external;
    function erc20Transfer(address token, address receiver, uint256 amount) external;
    function erc20TransferFrom(address token, address receiver, uint256 amount) external;
    function permit2TransferFrom(address token, address receiver, uint256 amount) external;
}
