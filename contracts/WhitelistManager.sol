// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import "./IWhitelistManager.sol";

/// @notice Per-market and global whitelists (docs/reference/protocol.md#whitelist). The deployer is the controller; the
/// pool manager is bound once after it is deployed (the two refer to each other).
contract WhitelistManager is IWhitelistManager {
    address public immutable controller;
    address public CORK_POOL_MANAGER;

    mapping(address => bool) public isGlobalWhitelisted;
    mapping(bytes32 => bool) private _marketWhitelistEnabled;
    mapping(bytes32 => mapping(address => bool)) private _marketWhitelisted;
    /// @dev disableMarketWhitelist is one-way (docs/reference/protocol.md#whitelist): a disabled market can never be
    /// re-activated.
    mapping(bytes32 => bool) private _marketWhitelistDisabled;

    modifier onlyController() {
        if (msg.sender != controller) revert OnlyCorkControllerAllowed();
        _;
    }

    constructor() {
        controller = msg.sender;
    }

    /// @notice Binds the pool manager this whitelist serves; once only (AlreadySet).
    function setCorkPoolManager(address poolManager) external onlyController {
        if (poolManager == address(0)) revert ZeroAddress();
        if (CORK_POOL_MANAGER != address(0)) revert AlreadySet();
        CORK_POOL_MANAGER = poolManager;
    }

    function isWhitelisted(MarketId poolId, address account) external view returns (bool) {
        bytes32 key = MarketId.unwrap(poolId);
        return !_marketWhitelistEnabled[key] || isGlobalWhitelisted[account] || _marketWhitelisted[key][account];
    }

    function isMarketWhitelistEnabled(MarketId poolId) external view returns (bool) {
        return _marketWhitelistEnabled[MarketId.unwrap(poolId)];
    }

    function isMarketWhitelisted(MarketId poolId, address account) external view returns (bool) {
        return _marketWhitelisted[MarketId.unwrap(poolId)][account];
    }

    function addToGlobalWhitelist(address[] calldata accounts) external onlyController {
        for (uint256 i = 0; i < accounts.length; i++) {
            if (accounts[i] == address(0)) revert ZeroAddress();
            isGlobalWhitelisted[accounts[i]] = true;
            emit GlobalWhitelistAdded(accounts[i]);
        }
    }

    function removeFromGlobalWhitelist(address[] calldata accounts) external onlyController {
        for (uint256 i = 0; i < accounts.length; i++) {
            isGlobalWhitelisted[accounts[i]] = false;
            emit GlobalWhitelistRemoved(accounts[i]);
        }
    }

    function addToMarketWhitelist(MarketId poolId, address[] calldata accounts) external onlyController {
        bytes32 key = MarketId.unwrap(poolId);
        for (uint256 i = 0; i < accounts.length; i++) {
            if (accounts[i] == address(0)) revert ZeroAddress();
            _marketWhitelisted[key][accounts[i]] = true;
            emit MarketWhitelistAdded(poolId, accounts[i]);
        }
    }

    function removeFromMarketWhitelist(MarketId poolId, address[] calldata accounts) external onlyController {
        bytes32 key = MarketId.unwrap(poolId);
        for (uint256 i = 0; i < accounts.length; i++) {
            _marketWhitelisted[key][accounts[i]] = false;
            emit MarketWhitelistRemoved(poolId, accounts[i]);
        }
    }

    function disableMarketWhitelist(MarketId poolId) external onlyController {
        bytes32 key = MarketId.unwrap(poolId);
        if (_marketWhitelistDisabled[key]) revert WhitelistAlreadyDisabled();
        _marketWhitelistDisabled[key] = true;
        _marketWhitelistEnabled[key] = false;
        emit MarketWhitelistDisabled(poolId);
    }

    /// @notice Only before the pool exists (docs/reference/protocol.md#whitelist): the controller enables the
    /// whitelist, then creates the pool.
    function activateMarketWhitelist(MarketId poolId) external onlyController {
        bytes32 key = MarketId.unwrap(poolId);
        if (CORK_POOL_MANAGER == address(0)) revert ZeroAddress();
        (address principalToken,) = IPoolManagerShares(CORK_POOL_MANAGER).shares(poolId);
        if (principalToken != address(0)) revert AlreadyInitialized();
        if (_marketWhitelistDisabled[key]) revert WhitelistAlreadyDisabled();
        _marketWhitelistEnabled[key] = true;
        emit MarketWhitelistEnabled(poolId);
    }
}

/// @notice The one pool-manager read the whitelist needs, kept local so the two interfaces stay independent.
interface IPoolManagerShares {
    function shares(MarketId poolId) external view returns (address principalToken, address swapToken);
}
