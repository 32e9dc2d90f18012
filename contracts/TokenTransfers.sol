// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// @notice The slice of ERC-20 the devnet contracts call on collateral, reference and share tokens.
interface IERC20Like {
    function balanceOf(address account) external view returns (uint256);
    function allowance(address owner, address spender) external view returns (uint256);
    function decimals() external view returns (uint8);
    function symbol() external view returns (string memory);
    function approve(address spender, uint256 value) external returns (bool);
    function transfer(address to, uint256 value) external returns (bool);
    function transferFrom(address from, address to, uint256 value) external returns (bool);
}

/// @notice Token moves that also accept tokens returning nothing (USDT-style), failing loudly otherwise.
library TokenTransfers {
    error TokenTransferFailed(address token);

    function pull(address token, address from, address to, uint256 amount) internal {
        if (amount == 0) return;
        _call(token, abi.encodeCall(IERC20Like.transferFrom, (from, to, amount)));
    }

    function push(address token, address to, uint256 amount) internal {
        if (amount == 0) return;
        _call(token, abi.encodeCall(IERC20Like.transfer, (to, amount)));
    }

    function approveExactly(address token, address spender, uint256 amount) internal {
        _call(token, abi.encodeCall(IERC20Like.approve, (spender, amount)));
    }

    function balanceOf(address token, address account) internal view returns (uint256) {
        return IERC20Like(token).balanceOf(account);
    }

    function _call(address token, bytes memory data) private {
        (bool ok, bytes memory returned) = token.call(data);
        if (!ok) {
            // Bubble the token's own revert (e.g. ERC20InsufficientAllowance) so callers can decode it.
            if (returned.length > 0) {
                assembly {
                    revert(add(returned, 32), mload(returned))
                }
            }
            revert TokenTransferFailed(token);
        }
        if (returned.length > 0 && !abi.decode(returned, (bool))) revert TokenTransferFailed(token);
        if (returned.length == 0 && token.code.length == 0) revert TokenTransferFailed(token);
    }
}
