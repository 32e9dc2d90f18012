// generated from specs/abi/PoolManager.json (sha256:7bd2398011e7def77980771cc8f2908902409ed98d0ffd25ddeb080309bf4fa0), do not edit
// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import "./Types.sol";

/// @notice The singleton pool manager (Cork Phoenix CorkPoolManager, the protocol seed's 'On-chain
/// operations'; docs/reference/protocol.md). Every pool is a Market identified by MarketId =
/// keccak256(abi.encode(Market)) over the 8 Market fields in order (collateralAsset,
/// referenceAsset, expiryTimestamp, rateMin, rateMax, rateChangePerDayMax, rateChangeCapacityMax,
/// rateOracle). A deposit of collateral asset (CA) mints equal amounts of principal (cPT) and swap
/// (cST) PoolShare tokens, always 18 decimals. Reads: swapRate (REF->CA rate, 1e18 scale, through
/// the constraint-rate logic of docs/reference/protocol.md#swap-rate-constraints), assets, shares,
/// market, getId, fees (1e18 = 1 %, cap 5e18), pause bitmap (bit0 deposit/mint, bit1 swap/exercise,
/// bit2 withdraw/redeem, bit3 unwindDeposit/unwindMint, bit4 unwindSwap/unwindExercise) and every
/// preview*/max* function; raw writes without slippage protection (production writes go through the
/// Adapter); controller-only admin functions. Previews and max* functions return 0 (or all-zero
/// tuples) when the action's pause bit is set or the action's expiry window is closed; user writes
/// then revert with EnforcedPause, Expired or NotExpired. The global pause (setAllPaused, paused())
/// does not zero them: previews keep answering while every user write reverts EnforcedPause (as
/// deployed). previewWithdraw/previewWithdrawOther price their cPT through previewRedeem, so a cPT
/// amount below 10^(18 - min(CA decimals, REF decimals)) previews (cptSharesIn, 0, 0). Products
/// inside the math are 512-bit (OpenZeppelin Math.mulDiv): a preview reverts only where its result
/// does not fit uint256. Fees: the swap (exercise) fee is charged in CA; the unwind (repurchase)
/// fee is charged in CA and decays linearly from the base fee at cST issuance to 0 at expiry
/// (docs/reference/protocol.md#pool-math). Differences from the deployed chain: (1) the seed lists
/// withdraw among the pre-expiry operations, the deployed v1.1 code allows withdraw/withdrawOther
/// only after expiry (NotExpired before); this spec and the devnet follow the seed:
/// withdraw/withdrawOther work both before expiry (pro-rata share of the pool's live CA and REF)
/// and after expiry (pro-rata share of the archived balances), redeem works only after expiry. (2)
/// The seed says some markets need whitelisting before depositing; the deployed code checks the
/// whitelist of msg.sender on every user entry point; the devnet does the same (a caller going
/// through the Adapter needs the Adapter itself whitelisted). (3) Paused/Unpaused are the
/// OpenZeppelin Pausable events implied by the EnforcedPause error (inferred, not listed in
/// docs/reference/protocol.md#events); treasury/shares-factory setters beyond setTreasuryAddress
/// are not part of this spec. (4) The deployed pool manager is an upgradeable (UUPS, ERC-1967)
/// proxy using OpenZeppelin's Pausable, ReentrancyGuard, SafeERC20, Address, Ownable and
/// AccessControl, so calls can also revert with ExpectedPause, ReentrancyGuardReentrantCall,
/// SafeERC20FailedOperation, InvalidInitialization, NotInitializing, the ERC1967*/UUPS* errors,
/// AddressEmptyCode, FailedCall, OwnableUnauthorizedAccount, OwnableInvalidOwner and
/// AccessControlUnauthorizedAccount; they are listed so that such reverts decode by name (the
/// devnet contract raises none of them).
interface IPoolManager {
    event PoolModifyLiquidity(MarketId indexed poolId, address indexed sender, address indexed owner, uint256 amount0, uint256 amount1, bool isRemove);
    event PoolSwap(MarketId indexed poolId, address indexed sender, address indexed owner, uint256 amount0, uint256 amount1, uint256 lpFeeAmount0, uint256 lpFeeAmount1, bool isUnwind);
    event PoolFee(MarketId indexed poolId, address indexed sender, uint256 devFeeAmountInCollateralAsset, uint256 devFeeAmountInReferenceAsset, bool isUnwind);
    event MarketCreated(MarketId indexed poolId, address indexed referenceAsset, address indexed collateralAsset, uint256 expiry, address rateOracle, address principalToken, address swapToken);
    event MarketActionPausedUpdate(MarketId indexed marketId, uint16 pausedAction);
    event SwapFeePercentageUpdated(MarketId indexed poolId, uint256 indexed swapFeePercentage);
    event UnwindSwapFeePercentageUpdated(MarketId indexed poolId, uint256 indexed unwindSwapFeePercentage);
    event TreasurySet(address treasury);
    event SharesFactorySet(address sharesFactory);
    event Paused(address account);
    event Unpaused(address account);

    error AlreadyInitialized();
    error AlreadySet();
    error NotInitialized();
    error InvalidAmount();
    error ZeroAddress();
    error NotCorkPoolManager();
    error InvalidParams();
    error InsufficientLiquidity(uint256 available, uint256 requested);
    error OnlyCorkControllerAllowed();
    error Expired();
    error ZeroDeposit();
    error InvalidFees();
    error InvalidRate();
    error InvalidExpiry();
    error NotExpired();
    error InvalidAddress();
    error SameStatus();
    error ZeroAmount();
    error DeadlineExceeded();
    error InsufficientSharesAmount(uint256 minimumRequired, uint256 provided);
    error InsufficientAmount();
    error NotWhitelisted(address account, bytes32 marketId);
    error WhitelistAlreadyDisabled();
    error EnforcedPause();
    error ExpectedPause();
    error ReentrancyGuardReentrantCall();
    error SafeERC20FailedOperation(address token);
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
    error AccessControlUnauthorizedAccount(address account, bytes32 neededRole);

    function swapRate(MarketId poolId) external view returns (uint256 rate);
    function assets(MarketId poolId) external view returns (uint256 collateralAssets, uint256 referenceAssets);
    function shares(MarketId poolId) external view returns (address principalToken, address swapToken);
    function market(MarketId poolId) external view returns (Market memory parameters);
    function getId(Market calldata poolParams) external pure returns (MarketId poolId);
    function swapFee(MarketId poolId) external view returns (uint256 fees);
    function unwindSwapFee(MarketId poolId) external view returns (uint256 fees);
    function getPausedBitMap(MarketId poolId) external view returns (uint16 pauseBitMap);
    function paused() external view returns (bool);
    function previewDeposit(MarketId poolId, uint256 collateralAssetsIn) external view returns (uint256 cptAndCstSharesOut);
    function previewMint(MarketId poolId, uint256 cptAndCstSharesOut) external view returns (uint256 collateralAssetsIn);
    function previewUnwindDeposit(MarketId poolId, uint256 collateralAssetsOut) external view returns (uint256 cptAndCstSharesIn);
    function previewUnwindMint(MarketId poolId, uint256 cptAndCstSharesIn) external view returns (uint256 collateralAssetsOut);
    function previewWithdraw(MarketId poolId, uint256 collateralAssetsOut) external view returns (uint256 cptSharesIn, uint256 actualCollateralAssetsOut, uint256 actualReferenceAssetsOut);
    function previewWithdrawOther(MarketId poolId, uint256 referenceAssetsOut) external view returns (uint256 cptSharesIn, uint256 actualCollateralAssetsOut, uint256 actualReferenceAssetsOut);
    function previewRedeem(MarketId poolId, uint256 cptSharesIn) external view returns (uint256 referenceAssetsOut, uint256 collateralAssetsOut);
    function previewExercise(MarketId poolId, uint256 cstSharesIn) external view returns (uint256 collateralAssetsOut, uint256 referenceAssetsIn, uint256 fee);
    function previewExerciseOther(MarketId poolId, uint256 referenceAssetsIn) external view returns (uint256 collateralAssetsOut, uint256 cstSharesIn, uint256 fee);
    function previewSwap(MarketId poolId, uint256 collateralAssetsOut) external view returns (uint256 cstSharesIn, uint256 referenceAssetsIn, uint256 fee);
    function previewUnwindSwap(MarketId poolId, uint256 collateralAssetsIn) external view returns (uint256 cstSharesOut, uint256 referenceAssetsOut, uint256 fee);
    function previewUnwindExercise(MarketId poolId, uint256 cstSharesOut) external view returns (uint256 collateralAssetsIn, uint256 referenceAssetsOut, uint256 fee);
    function previewUnwindExerciseOther(MarketId poolId, uint256 referenceAssetsOut) external view returns (uint256 collateralAssetsIn, uint256 cstSharesOut, uint256 fee);
    function maxDeposit(MarketId poolId, address owner) external view returns (uint256 maxCollateralAssetsIn);
    function maxMint(MarketId poolId, address owner) external view returns (uint256 maxCptAndCstSharesOut);
    function maxUnwindDeposit(MarketId poolId, address owner) external view returns (uint256 collateralAssetsOut);
    function maxUnwindMint(MarketId poolId, address owner) external view returns (uint256 maxCptAndCstSharesIn);
    function maxWithdraw(MarketId poolId, address owner) external view returns (uint256 maxCollateralAssetsOut);
    function maxWithdrawOther(MarketId poolId, address owner) external view returns (uint256 maxReferenceAssetsOut);
    function maxRedeem(MarketId poolId, address owner) external view returns (uint256 maxCptSharesIn);
    function maxExercise(MarketId poolId, address owner) external view returns (uint256 maxCstSharesIn);
    function maxExerciseOther(MarketId poolId, address owner) external view returns (uint256 maxReferenceAssetsIn);
    function maxSwap(MarketId poolId, address owner) external view returns (uint256 maxCollateralAssetsOut);
    function maxUnwindSwap(MarketId poolId, address owner) external view returns (uint256 maxCollateralAssetsIn);
    function maxUnwindExercise(MarketId poolId, address owner) external view returns (uint256 maxCstSharesOut);
    function maxUnwindExerciseOther(MarketId poolId, address owner) external view returns (uint256 maxReferenceAssetsOut);
    function deposit(MarketId poolId, uint256 collateralAssetsIn, address receiver) external returns (uint256 cptAndCstSharesOut);
    function mint(MarketId poolId, uint256 cptAndCstSharesOut, address receiver) external returns (uint256 collateralAssetsIn);
    function unwindDeposit(MarketId poolId, uint256 collateralAssetsOut, address owner, address receiver) external returns (uint256 cptAndCstSharesIn);
    function unwindMint(MarketId poolId, uint256 cptAndCstSharesIn, address owner, address receiver) external returns (uint256 collateralAssetsOut);
    function withdraw(MarketId poolId, uint256 collateralAssetsOut, address owner, address receiver) external returns (uint256 cptSharesIn, uint256 actualCollateralAssetsOut, uint256 actualReferenceAssetsOut);
    function withdrawOther(MarketId poolId, uint256 referenceAssetsOut, address owner, address receiver) external returns (uint256 cptSharesIn, uint256 actualCollateralAssetsOut, uint256 actualReferenceAssetsOut);
    function redeem(MarketId poolId, uint256 cptSharesIn, address owner, address receiver) external returns (uint256 referenceAssetsOut, uint256 collateralAssetsOut);
    function exercise(MarketId poolId, uint256 cstSharesIn, address receiver) external returns (uint256 collateralAssetsOut, uint256 referenceAssetsIn, uint256 fee);
    function exerciseOther(MarketId poolId, uint256 referenceAssetsIn, address receiver) external returns (uint256 collateralAssetsOut, uint256 cstSharesIn, uint256 fee);
    function swap(MarketId poolId, uint256 collateralAssetsOut, address receiver) external returns (uint256 cstSharesIn, uint256 referenceAssetsIn, uint256 fee);
    function unwindSwap(MarketId poolId, uint256 collateralAssetsIn, address receiver) external returns (uint256 cstSharesOut, uint256 referenceAssetsOut, uint256 fee);
    function unwindExercise(MarketId poolId, uint256 cstSharesOut, address receiver) external returns (uint256 collateralAssetsIn, uint256 referenceAssetsOut, uint256 fee);
    function unwindExerciseOther(MarketId poolId, uint256 referenceAssetsOut, address receiver) external returns (uint256 collateralAssetsIn, uint256 cstSharesOut, uint256 fee);
    function createNewPool(Market calldata poolParams) external;
    function updateSwapFeePercentage(MarketId poolId, uint256 newSwapFeePercentage) external;
    function updateUnwindSwapFeePercentage(MarketId poolId, uint256 newUnwindSwapFeePercentage) external;
    function setPausedBitMap(MarketId poolId, uint16 newPauseBitMap) external;
    function setAllPaused(bool isAllPaused) external;
    function setTreasuryAddress(address newTreasury) external;
}
