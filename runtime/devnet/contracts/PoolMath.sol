// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// @notice Pool arithmetic of protocol-facts §1.6, with each rounding direction as the deployed code
/// rounds it. Fees are in "1e18 = 1 %" units, so the percentage denominator is 100e18. Products are
/// plain checked multiplications: they overflow only for amounts above ~1e57, far beyond any token.
library PoolMath {
    uint256 internal constant WAD = 1e18;
    uint256 internal constant PERCENT_DENOMINATOR = 100e18;

    function mulDivDown(uint256 a, uint256 b, uint256 c) internal pure returns (uint256) {
        return (a * b) / c;
    }

    function mulDivUp(uint256 a, uint256 b, uint256 c) internal pure returns (uint256) {
        uint256 product = a * b;
        return product == 0 ? 0 : (product - 1) / c + 1;
    }

    function divUp(uint256 a, uint256 b) internal pure returns (uint256) {
        return a == 0 ? 0 : (a - 1) / b + 1;
    }

    /// @notice 10^(18 - decimals): one native unit expressed in 18-decimal share units.
    function scale(uint8 decimals) internal pure returns (uint256) {
        return 10 ** (18 - uint256(decimals));
    }

    function toFixed(uint256 amount, uint8 decimals) internal pure returns (uint256) {
        return amount * scale(decimals);
    }

    function fromFixed(uint256 amount18, uint8 decimals) internal pure returns (uint256) {
        return amount18 / scale(decimals);
    }

    function fromFixedCeil(uint256 amount18, uint8 decimals) internal pure returns (uint256) {
        return divUp(amount18, scale(decimals));
    }

    /// @notice percentFee = ceil(amount * fee / 100e18).
    function percentFee(uint256 fee, uint256 amount) internal pure returns (uint256) {
        return mulDivUp(amount, fee, PERCENT_DENOMINATOR);
    }

    /// @notice grossBeforeFee = ceil(net * 100e18 / (100e18 - fee)).
    function grossBeforeFee(uint256 net, uint256 fee) internal pure returns (uint256) {
        return mulDivUp(net, PERCENT_DENOMINATOR, PERCENT_DENOMINATOR - fee);
    }

    /// @notice REF (18-decimal) needed for `shares` cST at `rate`: shares * 1e18 / rate.
    function refForShares(uint256 shares, uint256 rate, bool roundUp) internal pure returns (uint256) {
        return roundUp ? mulDivUp(shares, WAD, rate) : mulDivDown(shares, WAD, rate);
    }

    /// @notice cST matching `ref18` REF at `rate`: floor(ref18 * rate / 1e18).
    function sharesForRef(uint256 ref18, uint256 rate) internal pure returns (uint256) {
        return mulDivDown(ref18, rate, WAD);
    }

    /// @notice Remaining-life fraction t in 1e18: 1e18 at issuance, 0 at expiry (§1.6 computeT).
    function computeT(uint256 start, uint256 end, uint256 nowTs) internal pure returns (uint256) {
        uint256 elapsed = nowTs > start ? nowTs - start : 0;
        if (elapsed == 0) elapsed = 1;
        uint256 total = end > start ? end - start : 0;
        if (elapsed >= total) return 0;
        return mulDivDown(total - elapsed, WAD, total);
    }

    /// @notice The time-decayed fee percentage: ceil(base * t / 1e18).
    function decayedFeePercentage(uint256 baseFee, uint256 t) internal pure returns (uint256) {
        return mulDivUp(baseFee, t, WAD);
    }

    /// @notice Fee on an input amount: ceil(amount * decayedFee / 100e18).
    function timeDecayFee(uint256 amount, uint256 decayedFee) internal pure returns (uint256) {
        return mulDivUp(amount, decayedFee, PERCENT_DENOMINATOR);
    }

    /// @notice Input needed for a net `amount` after the decayed fee: ceil(amount * 100e18 / (100e18 - fee)).
    function grossWithTimeDecay(uint256 amount, uint256 decayedFee)
        internal
        pure
        returns (uint256 fee, uint256 assetIn)
    {
        assetIn = mulDivUp(amount, PERCENT_DENOMINATOR, PERCENT_DENOMINATOR - decayedFee);
        fee = assetIn - amount;
    }

    /// @notice Converts between token decimals rounding up (unwindExerciseOther's REF -> CA step).
    function normalizeCeil(uint256 amount, uint8 fromDecimals, uint8 toDecimals) internal pure returns (uint256) {
        if (toDecimals >= fromDecimals) return amount * 10 ** uint256(toDecimals - fromDecimals);
        return divUp(amount, 10 ** uint256(fromDecimals - toDecimals));
    }

    /// @notice Converts between token decimals rounding down (inverse bounds of the max* functions).
    function normalizeFloor(uint256 amount, uint8 fromDecimals, uint8 toDecimals) internal pure returns (uint256) {
        if (toDecimals >= fromDecimals) return amount * 10 ** uint256(toDecimals - fromDecimals);
        return amount / 10 ** uint256(fromDecimals - toDecimals);
    }

    function min(uint256 a, uint256 b) internal pure returns (uint256) {
        return a < b ? a : b;
    }
}
