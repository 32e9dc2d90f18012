// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// @notice Devnet rate oracle: `rate()` is what the pool manager's rate constraints read
/// (docs/reference/protocol.md#swap-rate-constraints).
/// The rate is REF -> CA, 1e18 scale. Anyone may set it: the devnet drives it from tests and scripts.
contract RateOracle {
    uint256 public rate;

    event RateSet(uint256 rate);

    constructor(uint256 initialRate) {
        rate = initialRate;
        emit RateSet(initialRate);
    }

    function setRate(uint256 newRate) external {
        rate = newRate;
        emit RateSet(newRate);
    }
}
