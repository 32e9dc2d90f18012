// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// @notice Pool arithmetic of docs/reference/protocol.md#pool-math, with each rounding direction as the deployed code
/// rounds it. Fees are in "1e18 = 1 %" units, so the percentage denominator is 100e18. mulDiv takes
/// the product in 512 bits, as the deployed code's OpenZeppelin `Math.mulDiv` does: it reverts only
/// for a zero divisor (Panic 0x12) or a quotient above 2^256 - 1 (Panic 0x11), never because `a * b`
/// alone overflows.
library PoolMath {
    uint256 internal constant WAD = 1e18;
    uint256 internal constant PERCENT_DENOMINATOR = 100e18;

    function mulDivDown(uint256 a, uint256 b, uint256 c) internal pure returns (uint256) {
        (uint256 high, uint256 low) = _multiply512(a, b);
        // The common case: the product fits one word (a zero divisor panics 0x12 here).
        if (high == 0) return low / c;
        if (high >= c) _panicOverflow();
        return _divide512(high, low, c);
    }

    function mulDivUp(uint256 a, uint256 b, uint256 c) internal pure returns (uint256) {
        uint256 quotient = mulDivDown(a, b, c);
        // Checked: rounding 2^256 - 1 up overflows (Panic 0x11), as in Math.mulDiv.
        return mulmod(a, b, c) > 0 ? quotient + 1 : quotient;
    }

    /// @dev a * b as two words: low is the product mod 2^256; mulmod by 2^256 - 1 gives
    /// high + low mod 2^256 - 1, from which high follows (2^256 = 1 modulo 2^256 - 1).
    function _multiply512(uint256 a, uint256 b) private pure returns (uint256 high, uint256 low) {
        unchecked {
            low = a * b;
            uint256 folded = mulmod(a, b, type(uint256).max);
            high = folded - low - (folded < low ? 1 : 0);
        }
    }

    /// @dev floor((high * 2^256 + low) / c) for high < c, by binary long division over low's bits.
    /// About 15k gas; reached only for products above 2^256.
    function _divide512(uint256 high, uint256 low, uint256 c) private pure returns (uint256 quotient) {
        uint256 remainder = high;
        unchecked {
            for (uint256 i = 0; i < 256; ++i) {
                // remainder < c before the shift, so the shifted value is below 2c < 2^257: the bit
                // shifted out (carry) means it is at least 2^256 > c, and the wrapped subtraction is exact.
                bool carry = remainder >> 255 == 1;
                remainder = (remainder << 1) | (low >> 255);
                low <<= 1;
                quotient <<= 1;
                if (carry || remainder >= c) {
                    remainder -= c;
                    quotient |= 1;
                }
            }
        }
    }

    /// @dev Reverts Panic(0x11), the arithmetic-overflow panic Math.mulDiv raises.
    function _panicOverflow() private pure {
        assembly {
            mstore(0x00, 0x4e487b71)
            mstore(0x20, 0x11)
            revert(0x1c, 0x24)
        }
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

    /// @notice Remaining-life fraction t in 1e18: 1e18 at issuance, 0 at expiry (docs/reference/protocol.md#pool-math
    /// computeT).
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
