// generated from specs/abi/Bundler3.json (sha256:125d79cc23f3f91c4cc63e55773cfe10e6957e937d543e64a469af17d5c747ab), do not edit
// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import "./Types.sol";

/// @notice Morpho's Bundler3 (the multicall through which the deployed Adapter must be called;
/// docs/reference/protocol.md#the-adapter), by its public interface. multicall(bundle) records the
/// caller as initiator for the duration of the bundle (AlreadyInitiated if a bundle is already
/// running; EmptyBundle for none) and calls each Call's `to` with its `data` and `value` in order;
/// a failing call reverts the whole bundle with the call's own revert data unless its skipRevert is
/// set. initiator() is the account that sent the running bundle (the zero address between bundles);
/// adapters read it to know whom they act for. A call whose callbackHash is non-zero must re-enter
/// during that call: its target calls reenter(bundle) with a bundle whose ABI encoding hashes
/// (keccak256) to callbackHash (IncorrectReenterHash otherwise; MissingExpectedReenter if it never
/// does); reenterHash() is keccak256 of the expected caller followed by callbackHash while such a
/// call runs. The devnet deploys its own implementation of this interface so bundles built for the
/// deployed chain run on it.
interface IBundler3 {
    error AlreadyInitiated();
    error EmptyBundle();
    error IncorrectReenterHash();
    error MissingExpectedReenter();

    function multicall(Call[] calldata bundle) external payable;
    function reenter(Call[] calldata bundle) external;
    function initiator() external view returns (address);
    function reenterHash() external view returns (bytes32);
}
