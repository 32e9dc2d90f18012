// generated from specs/abi/WhitelistManager.json (sha256:0a0d8cec99f0ae5c195f46ae97f16ed918c622c5cad7d0345e0961ad3e2cbc1b), do not edit
// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import "./Types.sol";

/// @notice Whitelist of accounts per market (Cork Phoenix WhitelistManager, protocol-facts §1.8,
/// §1.9). isWhitelisted(poolId, account) is true when the market's whitelist is not enabled, or the
/// account is globally whitelisted, or it is whitelisted for that market. Mutations are
/// controller-only (OnlyCorkControllerAllowed) and emit one event per account in a batch.
/// activateMarketWhitelist works only before the pool exists (AlreadyInitialized afterwards);
/// disableMarketWhitelist is one-way (WhitelistAlreadyDisabled). CORK_POOL_MANAGER is the
/// PoolManager this whitelist serves. Differences from the deployed chain: the real contract is an
/// upgradeable proxy with role-based access (CORK_CONTROLLER_ROLE held by the
/// DefaultCorkController); the devnet contract treats the deployer as the controller. Cork's docs
/// say only deposit is whitelist-gated, the code (and this devnet) gate every user entry point of
/// the PoolManager and the Adapter.
interface IWhitelistManager {
    event GlobalWhitelistAdded(address indexed account);
    event GlobalWhitelistRemoved(address indexed account);
    event MarketWhitelistAdded(MarketId indexed poolId, address account);
    event MarketWhitelistRemoved(MarketId indexed poolId, address account);
    event MarketWhitelistDisabled(MarketId indexed poolId);
    event MarketWhitelistEnabled(MarketId indexed poolId);

    error OnlyCorkControllerAllowed();
    error ZeroAddress();
    error AlreadySet();
    error AlreadyInitialized();
    error WhitelistAlreadyDisabled();

    function isWhitelisted(MarketId poolId, address account) external view returns (bool);
    function isMarketWhitelistEnabled(MarketId poolId) external view returns (bool);
    function isGlobalWhitelisted(address account) external view returns (bool);
    function isMarketWhitelisted(MarketId poolId, address account) external view returns (bool);
    function CORK_POOL_MANAGER() external view returns (address);
    function addToGlobalWhitelist(address[] calldata accounts) external;
    function removeFromGlobalWhitelist(address[] calldata accounts) external;
    function addToMarketWhitelist(MarketId poolId, address[] calldata accounts) external;
    function removeFromMarketWhitelist(MarketId poolId, address[] calldata accounts) external;
    function disableMarketWhitelist(MarketId poolId) external;
    function activateMarketWhitelist(MarketId poolId) external;
}
