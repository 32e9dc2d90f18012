// generated from specs/abi/WhitelistManager.json (sha256:8b3a8fed17c571c2b37deca7f25f7558fde82f23828117ca483167cdbd377a1c), do not edit
// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import "./Types.sol";

/// @notice Whitelist of accounts per market (Cork Phoenix WhitelistManager,
/// docs/reference/protocol.md#whitelist). isWhitelisted(poolId, account) is true when the market's
/// whitelist is not enabled, or the account is globally whitelisted, or it is whitelisted for that
/// market. Mutations are controller-only (OnlyCorkControllerAllowed) and emit one event per account
/// in a batch. activateMarketWhitelist works only before the pool exists (AlreadyInitialized
/// afterwards); disableMarketWhitelist is one-way (WhitelistAlreadyDisabled). CORK_POOL_MANAGER is
/// the PoolManager this whitelist serves. Differences from the deployed chain: the real contract is
/// an upgradeable proxy with role-based access (CORK_CONTROLLER_ROLE held by the
/// DefaultCorkController); the devnet contract treats the deployer as the controller. Cork's docs
/// say only deposit is whitelist-gated, the code (and this devnet) gate every user entry point of
/// the PoolManager and the Adapter. Role checks of the deployed contract revert
/// AccessControlUnauthorizedAccount(account, neededRole), and as a UUPS proxy it can revert with
/// InvalidInitialization, NotInitializing, the ERC1967*/UUPS* errors, AddressEmptyCode, FailedCall
/// and the Ownable* errors; they are listed so that such reverts decode by name.
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
    error AccessControlUnauthorizedAccount(address account, bytes32 neededRole);
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
