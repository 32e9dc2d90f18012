// generated from specs/abi/Adapter.json (sha256:53d7181e65e946a25cc38f794548dc2a4cbd49607860c741fa925953db5aec7a), do not edit
// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import "./Types.sol";

/// @notice The write adapter (Cork Phoenix CorkAdapter, protocol-facts §1.5): 13 safe* functions,
/// each taking one parameter struct (field order = ABI tuple order) and adding deadline
/// (block.timestamp <= deadline, else DeadlineExceeded) and slippage protection (measured by
/// balance deltas, else SlippageExceeded) to the matching PoolManager write; receiver must be
/// non-zero (ZeroAddress); safeDeposit rejects a zero amount (ZeroAmount); where a struct has an
/// owner it must be the caller (UnexpectedOwner). The caller approves the Adapter for the tokens it
/// spends; the Adapter pulls them with transferFrom, calls the PoolManager, and the outputs go to
/// receiver. The caller must be whitelisted for the market (NotWhitelisted). Differences from the
/// deployed chain: the real adapter is onlyBundler3 (callable only through Morpho Bundler3's
/// multicall, owner may be the bundler initiator or the adapter, whitelist checked on the bundler
/// initiator, errors from bundler3's ErrorsLib) and emits no events; the seed describes it only as
/// 'an adapter contract that adds slippage and deadline protection', so this adapter is callable
/// directly by any account and also emits no events. The seed's adapter table marks safeWithdraw
/// 'before expiry'; this spec follows the seed (see the PoolManager description), whereas on the
/// deployed chain withdraw works only after expiry. The `type(uint256).max` sentinels of
/// safeUnwindMint, safeRedeem and safeUnwindSwap mean 'everything the caller holds and has approved
/// to the Adapter'.
interface IAdapter {
    error DeadlineExceeded();
    error ZeroAddress();
    error SlippageExceeded();
    error UnexpectedOwner();
    error ZeroAmount();
    error NotWhitelisted(address account, bytes32 marketId);

    function CORK() external view returns (address);
    function WHITELIST_MANAGER() external view returns (address);
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
}
