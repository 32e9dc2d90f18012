// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import "./IBundler3.sol";

/// @notice Devnet multicall with Morpho Bundler3's public interface (the Bundler3 spec): the deployed
/// Adapter is only reachable through it, so bundles built for the deployed chain run here unchanged.
/// Written from the interface's documented behaviour; it shares no code with Morpho's contract.
contract Bundler3 is IBundler3 {
    /// @dev Who sent the running bundle; transient, so it is back to zero after every transaction.
    address public transient initiator;
    /// @dev keccak256(expected re-entering caller ‖ callbackHash) while a call that must re-enter runs.
    bytes32 public transient reenterHash;

    function multicall(Call[] calldata bundle) external payable {
        if (initiator != address(0)) revert AlreadyInitiated();
        if (bundle.length == 0) revert EmptyBundle();
        initiator = msg.sender;
        _run(bundle);
        initiator = address(0);
    }

    function reenter(Call[] calldata bundle) external {
        // The callee announced this bundle through its call's callbackHash; anything else is refused.
        if (reenterHash != keccak256(abi.encodePacked(msg.sender, keccak256(msg.data[4:])))) {
            revert IncorrectReenterHash();
        }
        if (bundle.length == 0) revert EmptyBundle();
        _run(bundle);
        // The expected re-entry happened: the caller's pending check below now passes.
        reenterHash = bytes32(0);
    }

    function _run(Call[] calldata bundle) private {
        for (uint256 i = 0; i < bundle.length; i++) {
            Call calldata c = bundle[i];
            reenterHash = c.callbackHash == bytes32(0) ? bytes32(0) : keccak256(abi.encodePacked(c.to, c.callbackHash));
            (bool ok, bytes memory returned) = c.to.call{value: c.value}(c.data);
            if (!ok && !c.skipRevert) {
                // Bubble the callee's revert data unchanged, so callers decode the callee's own error.
                assembly ("memory-safe") {
                    revert(add(returned, 32), mload(returned))
                }
            }
            if (reenterHash != bytes32(0)) revert MissingExpectedReenter();
        }
    }
}
