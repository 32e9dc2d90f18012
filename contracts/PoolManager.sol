// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import "./IPoolManager.sol";
import "./IWhitelistManager.sol";
import "./PoolShare.sol";
import "./PoolMath.sol";
import "./TokenTransfers.sol";

/// @notice Anything exposing the oracle rate the swap rate is constrained from
/// (docs/reference/protocol.md#swap-rate-constraints).
interface IRateOracle {
    function rate() external view returns (uint256);
}

/// @notice Devnet singleton pool manager (docs/reference/protocol.md; the protocol seed's "On-chain operations").
/// The deployer is the controller (admin functions); fees go to `treasury`. One deliberate difference
/// from the deployed v1.1 code, following the seed: withdraw/withdrawOther also work before expiry
/// (pro rata of the live balances); see docs/abi-notes.md.
contract PoolManager is IPoolManager {
    /// @dev 5e18 = 5 %, the fee cap of docs/reference/protocol.md#pool-manager-writes (fees are in "1e18 = 1 %" units).
    uint256 private constant MAX_FEE = 5e18;
    /// @dev Pause bits of getPausedBitMap (docs/reference/protocol.md#pause-bitmap).
    uint16 private constant DEPOSIT = 1 << 0;
    uint16 private constant SWAP = 1 << 1;
    uint16 private constant WITHDRAW = 1 << 2;
    uint16 private constant UNWIND_DEPOSIT = 1 << 3;
    uint16 private constant UNWIND_SWAP = 1 << 4;
    uint16 private constant ALL_ACTIONS = (1 << 5) - 1;

    enum Window {
        BeforeExpiry,
        AfterExpiry,
        Any
    }

    struct Pool {
        Market market;
        address principalToken;
        address swapToken;
        uint8 collateralDecimals;
        uint8 referenceDecimals;
        uint16 pauseBitMap;
        /// @dev Set by the first redeem/withdraw after expiry, which archives the live balances
        /// (docs/reference/protocol.md#pool-math).
        bool liquiditySeparated;
        uint256 collateralLocked;
        uint256 referenceBalance;
        uint256 archivedCollateral;
        uint256 archivedReference;
        uint256 swapFee;
        uint256 unwindSwapFee;
        // ConstraintRateAdapter state (docs/reference/protocol.md#swap-rate-constraints).
        uint256 lastAdjustedRate;
        uint256 lastAdjustmentTimestamp;
        uint256 remainingCredits;
    }

    address public immutable CONTROLLER;
    address public immutable WHITELIST_MANAGER;
    address public treasury;
    bool public paused;
    mapping(bytes32 => Pool) private _pools;

    modifier onlyController() {
        if (msg.sender != CONTROLLER) revert OnlyCorkControllerAllowed();
        _;
    }

    constructor(address whitelistManager, address treasury_) {
        if (whitelistManager == address(0) || treasury_ == address(0)) revert ZeroAddress();
        CONTROLLER = msg.sender;
        WHITELIST_MANAGER = whitelistManager;
        treasury = treasury_;
        emit TreasurySet(treasury_);
    }

    // ---------------------------------------------------------- admin (docs/reference/protocol.md#pool-manager-writes)

    function createNewPool(Market calldata poolParams) external onlyController {
        if (poolParams.expiryTimestamp <= block.timestamp) revert InvalidExpiry();
        if (
            poolParams.collateralAsset == address(0) || poolParams.referenceAsset == address(0)
                || poolParams.rateOracle == address(0)
        ) revert ZeroAddress();
        if (poolParams.collateralAsset == poolParams.referenceAsset) revert InvalidAddress();
        if (poolParams.rateMin == 0 || poolParams.rateMin >= poolParams.rateMax) revert InvalidRate();
        uint8 collateralDecimals = IERC20Like(poolParams.collateralAsset).decimals();
        uint8 referenceDecimals = IERC20Like(poolParams.referenceAsset).decimals();
        if (collateralDecimals > 18 || referenceDecimals > 18) revert InvalidParams();
        uint256 initialRate = IRateOracle(poolParams.rateOracle).rate();
        if (initialRate < poolParams.rateMin || initialRate > poolParams.rateMax) revert InvalidRate();

        MarketId poolId = getId(poolParams);
        Pool storage pool = _pools[MarketId.unwrap(poolId)];
        if (pool.principalToken != address(0)) revert AlreadyInitialized();
        pool.market = poolParams;
        pool.collateralDecimals = collateralDecimals;
        pool.referenceDecimals = referenceDecimals;
        pool.lastAdjustedRate = initialRate;
        pool.lastAdjustmentTimestamp = block.timestamp;
        pool.remainingCredits = poolParams.rateChangeCapacityMax;
        (pool.principalToken, pool.swapToken) = _deployShares(poolParams, poolId);
        emit MarketCreated(
            poolId,
            poolParams.referenceAsset,
            poolParams.collateralAsset,
            poolParams.expiryTimestamp,
            poolParams.rateOracle,
            pool.principalToken,
            pool.swapToken
        );
    }

    function updateSwapFeePercentage(MarketId poolId, uint256 newSwapFeePercentage) external onlyController {
        if (newSwapFeePercentage > MAX_FEE) revert InvalidFees();
        _pool(poolId).swapFee = newSwapFeePercentage;
        emit SwapFeePercentageUpdated(poolId, newSwapFeePercentage);
    }

    function updateUnwindSwapFeePercentage(MarketId poolId, uint256 newUnwindSwapFeePercentage)
        external
        onlyController
    {
        if (newUnwindSwapFeePercentage > MAX_FEE) revert InvalidFees();
        _pool(poolId).unwindSwapFee = newUnwindSwapFeePercentage;
        emit UnwindSwapFeePercentageUpdated(poolId, newUnwindSwapFeePercentage);
    }

    function setPausedBitMap(MarketId poolId, uint16 newPauseBitMap) external onlyController {
        if (newPauseBitMap & ~ALL_ACTIONS != 0) revert InvalidParams();
        Pool storage pool = _pool(poolId);
        if (pool.pauseBitMap == newPauseBitMap) revert SameStatus();
        pool.pauseBitMap = newPauseBitMap;
        emit MarketActionPausedUpdate(poolId, newPauseBitMap);
    }

    function setAllPaused(bool isAllPaused) external onlyController {
        if (paused == isAllPaused) revert SameStatus();
        paused = isAllPaused;
        if (isAllPaused) emit Paused(msg.sender);
        else emit Unpaused(msg.sender);
    }

    function setTreasuryAddress(address newTreasury) external onlyController {
        if (newTreasury == address(0)) revert ZeroAddress();
        treasury = newTreasury;
        emit TreasurySet(newTreasury);
    }

    // ----------------------------------------------------------- reads (docs/reference/protocol.md#pool-manager-reads)

    function getId(Market calldata poolParams) public pure returns (MarketId) {
        return MarketId.wrap(keccak256(abi.encode(poolParams)));
    }

    function swapRate(MarketId poolId) external view returns (uint256 rate) {
        (rate,) = _previewRate(_pools[MarketId.unwrap(poolId)]);
    }

    function assets(MarketId poolId) external view returns (uint256 collateralAssets, uint256 referenceAssets) {
        return _available(_pools[MarketId.unwrap(poolId)]);
    }

    function shares(MarketId poolId) external view returns (address principalToken, address swapToken) {
        Pool storage pool = _pools[MarketId.unwrap(poolId)];
        return (pool.principalToken, pool.swapToken);
    }

    function market(MarketId poolId) external view returns (Market memory parameters) {
        return _pool(poolId).market;
    }

    function swapFee(MarketId poolId) external view returns (uint256 fees) {
        return _pool(poolId).swapFee;
    }

    function unwindSwapFee(MarketId poolId) external view returns (uint256 fees) {
        return _pool(poolId).unwindSwapFee;
    }

    function getPausedBitMap(MarketId poolId) external view returns (uint16 pauseBitMap) {
        return _pool(poolId).pauseBitMap;
    }

    // ------------------ previews (docs/reference/protocol.md#pool-manager-reads, docs/reference/protocol.md#pool-math)

    function previewDeposit(MarketId poolId, uint256 collateralAssetsIn) external view returns (uint256) {
        Pool storage pool = _pool(poolId);
        if (!_open(pool, DEPOSIT, Window.BeforeExpiry)) return 0;
        return PoolMath.toFixed(collateralAssetsIn, pool.collateralDecimals);
    }

    function previewMint(MarketId poolId, uint256 cptAndCstSharesOut) external view returns (uint256) {
        Pool storage pool = _pool(poolId);
        if (!_open(pool, DEPOSIT, Window.BeforeExpiry)) return 0;
        return PoolMath.fromFixedCeil(cptAndCstSharesOut, pool.collateralDecimals);
    }

    function previewUnwindDeposit(MarketId poolId, uint256 collateralAssetsOut) external view returns (uint256) {
        Pool storage pool = _pool(poolId);
        if (!_open(pool, UNWIND_DEPOSIT, Window.BeforeExpiry)) return 0;
        return PoolMath.toFixed(collateralAssetsOut, pool.collateralDecimals);
    }

    function previewUnwindMint(MarketId poolId, uint256 cptAndCstSharesIn) external view returns (uint256) {
        Pool storage pool = _pool(poolId);
        if (!_open(pool, UNWIND_DEPOSIT, Window.BeforeExpiry)) return 0;
        return cptAndCstSharesIn / PoolMath.scale(pool.collateralDecimals);
    }

    function previewWithdraw(MarketId poolId, uint256 collateralAssetsOut)
        external
        view
        returns (uint256, uint256, uint256)
    {
        if (collateralAssetsOut == 0) revert InvalidAmount();
        Pool storage pool = _pool(poolId);
        if (!_open(pool, WITHDRAW, Window.Any)) return (0, 0, 0);
        return _previewWithdrawMath(pool, collateralAssetsOut, false);
    }

    function previewWithdrawOther(MarketId poolId, uint256 referenceAssetsOut)
        external
        view
        returns (uint256, uint256, uint256)
    {
        if (referenceAssetsOut == 0) revert InvalidAmount();
        Pool storage pool = _pool(poolId);
        if (!_open(pool, WITHDRAW, Window.Any)) return (0, 0, 0);
        return _previewWithdrawMath(pool, referenceAssetsOut, true);
    }

    function previewRedeem(MarketId poolId, uint256 cptSharesIn) external view returns (uint256, uint256) {
        Pool storage pool = _pool(poolId);
        if (!_open(pool, WITHDRAW, Window.AfterExpiry) || cptSharesIn < _minimumRedeemShares(pool)) return (0, 0);
        return _redeemMath(pool, cptSharesIn);
    }

    function previewExercise(MarketId poolId, uint256 cstSharesIn) external view returns (uint256, uint256, uint256) {
        Pool storage pool = _pool(poolId);
        if (cstSharesIn == 0 || !_open(pool, SWAP, Window.BeforeExpiry)) return (0, 0, 0);
        (uint256 rate,) = _previewRate(pool);
        return _exerciseMath(pool, cstSharesIn, rate);
    }

    function previewExerciseOther(MarketId poolId, uint256 referenceAssetsIn)
        external
        view
        returns (uint256, uint256, uint256)
    {
        Pool storage pool = _pool(poolId);
        if (referenceAssetsIn == 0 || !_open(pool, SWAP, Window.BeforeExpiry)) return (0, 0, 0);
        (uint256 rate,) = _previewRate(pool);
        return _exerciseOtherMath(pool, referenceAssetsIn, rate);
    }

    function previewSwap(MarketId poolId, uint256 collateralAssetsOut) external view returns (uint256, uint256, uint256) {
        Pool storage pool = _pool(poolId);
        if (collateralAssetsOut == 0 || !_open(pool, SWAP, Window.BeforeExpiry)) return (0, 0, 0);
        (uint256 rate,) = _previewRate(pool);
        return _swapMath(pool, collateralAssetsOut, rate);
    }

    function previewUnwindSwap(MarketId poolId, uint256 collateralAssetsIn)
        external
        view
        returns (uint256, uint256, uint256)
    {
        Pool storage pool = _pool(poolId);
        if (collateralAssetsIn == 0 || !_open(pool, UNWIND_SWAP, Window.BeforeExpiry)) return (0, 0, 0);
        (uint256 rate,) = _previewRate(pool);
        return _unwindSwapMath(pool, collateralAssetsIn, rate);
    }

    function previewUnwindExercise(MarketId poolId, uint256 cstSharesOut)
        external
        view
        returns (uint256, uint256, uint256)
    {
        Pool storage pool = _pool(poolId);
        if (cstSharesOut == 0 || !_open(pool, UNWIND_SWAP, Window.BeforeExpiry)) return (0, 0, 0);
        (uint256 rate,) = _previewRate(pool);
        return _unwindExerciseMath(pool, cstSharesOut, rate);
    }

    function previewUnwindExerciseOther(MarketId poolId, uint256 referenceAssetsOut)
        external
        view
        returns (uint256, uint256, uint256)
    {
        Pool storage pool = _pool(poolId);
        if (referenceAssetsOut == 0 || !_open(pool, UNWIND_SWAP, Window.BeforeExpiry)) return (0, 0, 0);
        (uint256 rate,) = _previewRate(pool);
        return _unwindExerciseOtherMath(pool, referenceAssetsOut, rate);
    }

    // ------------------------------------------------------------ max* (docs/reference/protocol.md#pool-manager-reads)

    function maxDeposit(MarketId poolId, address) external view returns (uint256) {
        return _open(_pool(poolId), DEPOSIT, Window.BeforeExpiry) ? type(uint256).max : 0;
    }

    function maxMint(MarketId poolId, address) external view returns (uint256) {
        return _open(_pool(poolId), DEPOSIT, Window.BeforeExpiry) ? type(uint256).max : 0;
    }

    function maxUnwindDeposit(MarketId poolId, address owner) external view returns (uint256) {
        Pool storage pool = _pool(poolId);
        if (!_open(pool, UNWIND_DEPOSIT, Window.BeforeExpiry)) return 0;
        return PoolMath.fromFixed(_pairedShares(pool, owner), pool.collateralDecimals);
    }

    function maxUnwindMint(MarketId poolId, address owner) external view returns (uint256) {
        Pool storage pool = _pool(poolId);
        if (!_open(pool, UNWIND_DEPOSIT, Window.BeforeExpiry)) return 0;
        return _pairedShares(pool, owner);
    }

    function maxWithdraw(MarketId poolId, address owner) external view returns (uint256) {
        Pool storage pool = _pool(poolId);
        if (!_open(pool, WITHDRAW, Window.Any)) return 0;
        (, uint256 collateralOut) = _redeemMath(pool, PoolShare(pool.principalToken).balanceOf(owner));
        return collateralOut;
    }

    function maxWithdrawOther(MarketId poolId, address owner) external view returns (uint256) {
        Pool storage pool = _pool(poolId);
        if (!_open(pool, WITHDRAW, Window.Any)) return 0;
        (uint256 referenceOut,) = _redeemMath(pool, PoolShare(pool.principalToken).balanceOf(owner));
        return referenceOut;
    }

    function maxRedeem(MarketId poolId, address owner) external view returns (uint256) {
        Pool storage pool = _pool(poolId);
        if (!_open(pool, WITHDRAW, Window.AfterExpiry)) return 0;
        return PoolShare(pool.principalToken).balanceOf(owner);
    }

    function maxExercise(MarketId poolId, address owner) public view returns (uint256) {
        Pool storage pool = _pool(poolId);
        if (!_open(pool, SWAP, Window.BeforeExpiry)) return 0;
        (uint256 rate,) = _previewRate(pool);
        uint256 payableWithReference = PoolMath.sharesForRef(
            PoolMath.toFixed(IERC20Like(pool.market.referenceAsset).balanceOf(owner), pool.referenceDecimals), rate
        );
        uint256 coveredByPool = PoolMath.toFixed(pool.collateralLocked, pool.collateralDecimals);
        return PoolMath.min(
            PoolMath.min(PoolShare(pool.swapToken).balanceOf(owner), payableWithReference), coveredByPool
        );
    }

    function maxExerciseOther(MarketId poolId, address owner) external view returns (uint256) {
        Pool storage pool = _pool(poolId);
        uint256 cstShares = maxExercise(poolId, owner);
        if (cstShares == 0) return 0;
        (uint256 rate,) = _previewRate(pool);
        // Rounded down so exerciseOther's own floor never asks for more cST than the owner holds.
        return PoolMath.fromFixed(PoolMath.refForShares(cstShares, rate, false), pool.referenceDecimals);
    }

    function maxSwap(MarketId poolId, address owner) external view returns (uint256) {
        Pool storage pool = _pool(poolId);
        uint256 cstShares = maxExercise(poolId, owner);
        if (cstShares == 0) return 0;
        uint256 gross = PoolMath.fromFixed(cstShares, pool.collateralDecimals);
        return gross - PoolMath.percentFee(pool.swapFee, gross);
    }

    function maxUnwindSwap(MarketId poolId, address owner) external view returns (uint256) {
        Pool storage pool = _pool(poolId);
        if (!_open(pool, UNWIND_SWAP, Window.BeforeExpiry)) return 0;
        uint256 netCollateral = PoolMath.fromFixed(_unwindableShares(pool), pool.collateralDecimals);
        // Largest input whose net after the (ceil) fee stays within what the pool can hand out.
        uint256 grossCollateral = PoolMath.mulDivDown(
            netCollateral, PoolMath.PERCENT_DENOMINATOR, PoolMath.PERCENT_DENOMINATOR - _decayedUnwindFee(pool)
        );
        return PoolMath.min(grossCollateral, IERC20Like(pool.market.collateralAsset).balanceOf(owner));
    }

    function maxUnwindExercise(MarketId poolId, address owner) external view returns (uint256) {
        Pool storage pool = _pool(poolId);
        if (!_open(pool, UNWIND_SWAP, Window.BeforeExpiry)) return 0;
        return PoolMath.min(_unwindableShares(pool), _sharesAffordable(pool, owner));
    }

    function maxUnwindExerciseOther(MarketId poolId, address owner) external view returns (uint256) {
        Pool storage pool = _pool(poolId);
        if (!_open(pool, UNWIND_SWAP, Window.BeforeExpiry)) return 0;
        (uint256 rate,) = _previewRate(pool);
        uint256 cstShares = PoolMath.min(_unwindableShares(pool), _sharesAffordable(pool, owner));
        return PoolMath.fromFixed(PoolMath.refForShares(cstShares, rate, false), pool.referenceDecimals);
    }

    // --------------------------------------------------------- writes (docs/reference/protocol.md#pool-manager-writes)

    function deposit(MarketId poolId, uint256 collateralAssetsIn, address receiver) external returns (uint256 shares_) {
        Pool storage pool = _enter(poolId, DEPOSIT, Window.BeforeExpiry, receiver);
        if (collateralAssetsIn == 0) revert ZeroDeposit();
        shares_ = PoolMath.toFixed(collateralAssetsIn, pool.collateralDecimals);
        _deposit(poolId, pool, collateralAssetsIn, shares_, receiver);
    }

    function mint(MarketId poolId, uint256 cptAndCstSharesOut, address receiver)
        external
        returns (uint256 collateralAssetsIn)
    {
        Pool storage pool = _enter(poolId, DEPOSIT, Window.BeforeExpiry, receiver);
        collateralAssetsIn = PoolMath.fromFixedCeil(cptAndCstSharesOut, pool.collateralDecimals);
        if (collateralAssetsIn == 0) revert InsufficientAmount();
        _deposit(poolId, pool, collateralAssetsIn, cptAndCstSharesOut, receiver);
    }

    function unwindDeposit(MarketId poolId, uint256 collateralAssetsOut, address owner, address receiver)
        external
        returns (uint256 shares_)
    {
        Pool storage pool = _enter(poolId, UNWIND_DEPOSIT, Window.BeforeExpiry, receiver);
        shares_ = PoolMath.toFixed(collateralAssetsOut, pool.collateralDecimals);
        if (collateralAssetsOut == 0) revert InvalidAmount();
        _unwindDeposit(poolId, pool, collateralAssetsOut, shares_, owner, receiver);
    }

    function unwindMint(MarketId poolId, uint256 cptAndCstSharesIn, address owner, address receiver)
        external
        returns (uint256 collateralAssetsOut)
    {
        Pool storage pool = _enter(poolId, UNWIND_DEPOSIT, Window.BeforeExpiry, receiver);
        uint256 unit = PoolMath.scale(pool.collateralDecimals);
        // Only whole collateral units are paid out; the dust below one unit stays with the owner
        // (docs/reference/protocol.md#pool-math).
        collateralAssetsOut = cptAndCstSharesIn / unit;
        if (collateralAssetsOut == 0) revert InvalidAmount();
        _unwindDeposit(poolId, pool, collateralAssetsOut, collateralAssetsOut * unit, owner, receiver);
    }

    function withdraw(MarketId poolId, uint256 collateralAssetsOut, address owner, address receiver)
        external
        returns (uint256 cptSharesIn, uint256 actualCollateralAssetsOut, uint256 actualReferenceAssetsOut)
    {
        Pool storage pool = _enter(poolId, WITHDRAW, Window.Any, receiver);
        if (collateralAssetsOut == 0) revert InvalidAmount();
        _separateIfExpired(pool);
        (uint256 available,) = _available(pool);
        if (collateralAssetsOut > available) revert InsufficientLiquidity(available, collateralAssetsOut);
        (cptSharesIn, actualCollateralAssetsOut, actualReferenceAssetsOut) =
            _withdrawMath(pool, collateralAssetsOut, false);
        _payOutProRata(poolId, pool, cptSharesIn, actualCollateralAssetsOut, actualReferenceAssetsOut, owner, receiver);
    }

    function withdrawOther(MarketId poolId, uint256 referenceAssetsOut, address owner, address receiver)
        external
        returns (uint256 cptSharesIn, uint256 actualCollateralAssetsOut, uint256 actualReferenceAssetsOut)
    {
        Pool storage pool = _enter(poolId, WITHDRAW, Window.Any, receiver);
        if (referenceAssetsOut == 0) revert InvalidAmount();
        _separateIfExpired(pool);
        (, uint256 available) = _available(pool);
        if (referenceAssetsOut > available) revert InsufficientLiquidity(available, referenceAssetsOut);
        (cptSharesIn, actualCollateralAssetsOut, actualReferenceAssetsOut) = _withdrawMath(pool, referenceAssetsOut, true);
        _payOutProRata(poolId, pool, cptSharesIn, actualCollateralAssetsOut, actualReferenceAssetsOut, owner, receiver);
    }

    function redeem(MarketId poolId, uint256 cptSharesIn, address owner, address receiver)
        external
        returns (uint256 referenceAssetsOut, uint256 collateralAssetsOut)
    {
        Pool storage pool = _enter(poolId, WITHDRAW, Window.AfterExpiry, receiver);
        _separateIfExpired(pool);
        (referenceAssetsOut, collateralAssetsOut) = _redeemMath(pool, cptSharesIn);
        _payOutProRata(poolId, pool, cptSharesIn, collateralAssetsOut, referenceAssetsOut, owner, receiver);
    }

    function exercise(MarketId poolId, uint256 cstSharesIn, address receiver)
        external
        returns (uint256 collateralAssetsOut, uint256 referenceAssetsIn, uint256 fee)
    {
        Pool storage pool = _enter(poolId, SWAP, Window.BeforeExpiry, receiver);
        if (cstSharesIn == 0) revert InvalidAmount();
        (collateralAssetsOut, referenceAssetsIn, fee) = _exerciseMath(pool, cstSharesIn, _adjustRate(pool));
        _settleExercise(poolId, pool, cstSharesIn, referenceAssetsIn, collateralAssetsOut, fee, receiver);
    }

    function exerciseOther(MarketId poolId, uint256 referenceAssetsIn, address receiver)
        external
        returns (uint256 collateralAssetsOut, uint256 cstSharesIn, uint256 fee)
    {
        Pool storage pool = _enter(poolId, SWAP, Window.BeforeExpiry, receiver);
        (collateralAssetsOut, cstSharesIn, fee) = _exerciseOtherMath(pool, referenceAssetsIn, _adjustRate(pool));
        if (cstSharesIn == 0) revert InvalidAmount();
        _settleExercise(poolId, pool, cstSharesIn, referenceAssetsIn, collateralAssetsOut, fee, receiver);
    }

    function swap(MarketId poolId, uint256 collateralAssetsOut, address receiver)
        external
        returns (uint256 cstSharesIn, uint256 referenceAssetsIn, uint256 fee)
    {
        Pool storage pool = _enter(poolId, SWAP, Window.BeforeExpiry, receiver);
        if (collateralAssetsOut == 0) revert InvalidAmount();
        (cstSharesIn, referenceAssetsIn, fee) = _swapMath(pool, collateralAssetsOut, _adjustRate(pool));
        _settleExercise(poolId, pool, cstSharesIn, referenceAssetsIn, collateralAssetsOut, fee, receiver);
    }

    function unwindSwap(MarketId poolId, uint256 collateralAssetsIn, address receiver)
        external
        returns (uint256 cstSharesOut, uint256 referenceAssetsOut, uint256 fee)
    {
        Pool storage pool = _enter(poolId, UNWIND_SWAP, Window.BeforeExpiry, receiver);
        if (collateralAssetsIn == 0) revert InvalidAmount();
        (cstSharesOut, referenceAssetsOut, fee) = _unwindSwapMath(pool, collateralAssetsIn, _adjustRate(pool));
        _settleUnwindSwap(poolId, pool, collateralAssetsIn, fee, cstSharesOut, referenceAssetsOut, receiver);
    }

    function unwindExercise(MarketId poolId, uint256 cstSharesOut, address receiver)
        external
        returns (uint256 collateralAssetsIn, uint256 referenceAssetsOut, uint256 fee)
    {
        Pool storage pool = _enter(poolId, UNWIND_SWAP, Window.BeforeExpiry, receiver);
        if (cstSharesOut == 0) revert InvalidAmount();
        (collateralAssetsIn, referenceAssetsOut, fee) = _unwindExerciseMath(pool, cstSharesOut, _adjustRate(pool));
        _settleUnwindSwap(poolId, pool, collateralAssetsIn, fee, cstSharesOut, referenceAssetsOut, receiver);
    }

    function unwindExerciseOther(MarketId poolId, uint256 referenceAssetsOut, address receiver)
        external
        returns (uint256 collateralAssetsIn, uint256 cstSharesOut, uint256 fee)
    {
        Pool storage pool = _enter(poolId, UNWIND_SWAP, Window.BeforeExpiry, receiver);
        if (referenceAssetsOut == 0) revert InvalidAmount();
        (collateralAssetsIn, cstSharesOut, fee) =
            _unwindExerciseOtherMath(pool, referenceAssetsOut, _adjustRate(pool));
        _settleUnwindSwap(poolId, pool, collateralAssetsIn, fee, cstSharesOut, referenceAssetsOut, receiver);
    }

    // ------------------------------------------------------------------ gates

    function _pool(MarketId poolId) private view returns (Pool storage pool) {
        pool = _pools[MarketId.unwrap(poolId)];
        if (pool.principalToken == address(0)) revert NotInitialized();
    }

    function _expired(Pool storage pool) private view returns (bool) {
        return block.timestamp >= pool.market.expiryTimestamp;
    }

    /// @dev Previews and max* report 0 for an action that would revert on its pause bit or its expiry
    /// window (docs/reference/protocol.md#pool-manager-reads). The global pause is not one of them: as on the deployed
    /// code, previews keep
    /// answering while every write reverts EnforcedPause().
    function _open(Pool storage pool, uint16 action, Window window) private view returns (bool) {
        if (pool.pauseBitMap & action != 0) return false;
        if (window == Window.BeforeExpiry) return !_expired(pool);
        if (window == Window.AfterExpiry) return _expired(pool);
        return true;
    }

    /// @dev Every user entry point checks the global pause, the action's pause bit, its window and the
    /// caller's whitelist status (docs/reference/protocol.md#pool-manager-writes: the deployed code whitelists
    /// msg.sender on all of them).
    function _enter(MarketId poolId, uint16 action, Window window, address receiver)
        private
        view
        returns (Pool storage pool)
    {
        if (paused) revert EnforcedPause();
        pool = _pool(poolId);
        if (pool.pauseBitMap & action != 0) revert EnforcedPause();
        if (window == Window.BeforeExpiry && _expired(pool)) revert Expired();
        if (window == Window.AfterExpiry && !_expired(pool)) revert NotExpired();
        if (receiver == address(0)) revert ZeroAddress();
        if (!IWhitelistManager(WHITELIST_MANAGER).isWhitelisted(poolId, msg.sender)) {
            revert NotWhitelisted(msg.sender, MarketId.unwrap(poolId));
        }
    }

    // ---------------------------------------------------- swap rate (docs/reference/protocol.md#swap-rate-constraints)

    /// @dev The oracle rate moves the pool rate by at most the credits refilled since the last
    /// adjustment (rateChangePerDayMax per day, capped at rateChangeCapacityMax), clamped to [rateMin, rateMax].
    function _previewRate(Pool storage pool) private view returns (uint256 rate, uint256 creditsLeft) {
        uint256 last = pool.lastAdjustedRate;
        uint256 oracleRate = IRateOracle(pool.market.rateOracle).rate();
        if (oracleRate == last) return (last, pool.remainingCredits);
        uint256 refillPerSecond = PoolMath.mulDivDown(pool.market.rateChangePerDayMax, PoolMath.WAD, 1 days);
        uint256 refill = PoolMath.mulDivDown(block.timestamp - pool.lastAdjustmentTimestamp, refillPerSecond, PoolMath.WAD);
        uint256 credits = PoolMath.min(pool.market.rateChangeCapacityMax, pool.remainingCredits + refill);
        uint256 distance = oracleRate > last ? oracleRate - last : last - oracleRate;
        uint256 step = PoolMath.min(distance, credits);
        rate = oracleRate > last ? last + step : last - step;
        if (rate < pool.market.rateMin) rate = pool.market.rateMin;
        if (rate > pool.market.rateMax) rate = pool.market.rateMax;
        creditsLeft = credits - step;
    }

    function _adjustRate(Pool storage pool) private returns (uint256 rate) {
        uint256 creditsLeft;
        (rate, creditsLeft) = _previewRate(pool);
        if (rate == pool.lastAdjustedRate && creditsLeft == pool.remainingCredits) return rate;
        pool.lastAdjustedRate = rate;
        pool.lastAdjustmentTimestamp = block.timestamp;
        pool.remainingCredits = creditsLeft;
    }

    // ------------------------------------------------------------------ math (docs/reference/protocol.md#pool-math)

    function _exerciseMath(Pool storage pool, uint256 cstSharesIn, uint256 rate)
        private
        view
        returns (uint256 collateralAssetsOut, uint256 referenceAssetsIn, uint256 fee)
    {
        referenceAssetsIn =
            PoolMath.fromFixedCeil(PoolMath.refForShares(cstSharesIn, rate, true), pool.referenceDecimals);
        uint256 gross = PoolMath.fromFixed(cstSharesIn, pool.collateralDecimals);
        fee = PoolMath.percentFee(pool.swapFee, gross);
        collateralAssetsOut = gross - fee;
    }

    function _exerciseOtherMath(Pool storage pool, uint256 referenceAssetsIn, uint256 rate)
        private
        view
        returns (uint256 collateralAssetsOut, uint256 cstSharesIn, uint256 fee)
    {
        cstSharesIn = PoolMath.sharesForRef(PoolMath.toFixed(referenceAssetsIn, pool.referenceDecimals), rate);
        uint256 gross = PoolMath.fromFixed(cstSharesIn, pool.collateralDecimals);
        fee = PoolMath.percentFee(pool.swapFee, gross);
        collateralAssetsOut = gross - fee;
    }

    function _swapMath(Pool storage pool, uint256 collateralAssetsOut, uint256 rate)
        private
        view
        returns (uint256 cstSharesIn, uint256 referenceAssetsIn, uint256 fee)
    {
        uint256 gross = PoolMath.grossBeforeFee(collateralAssetsOut, pool.swapFee);
        cstSharesIn = PoolMath.toFixed(gross, pool.collateralDecimals);
        fee = gross - collateralAssetsOut;
        referenceAssetsIn =
            PoolMath.fromFixedCeil(PoolMath.refForShares(cstSharesIn, rate, true), pool.referenceDecimals);
    }

    /// @dev The unwind fee decays linearly from the base fee at cST issuance to 0 at expiry
    /// (docs/reference/protocol.md#pool-math).
    function _decayedUnwindFee(Pool storage pool) private view returns (uint256) {
        uint256 t = PoolMath.computeT(
            PoolShare(pool.swapToken).issuedAt(), pool.market.expiryTimestamp, block.timestamp
        );
        return PoolMath.decayedFeePercentage(pool.unwindSwapFee, t);
    }

    function _unwindSwapMath(Pool storage pool, uint256 collateralAssetsIn, uint256 rate)
        private
        view
        returns (uint256 cstSharesOut, uint256 referenceAssetsOut, uint256 fee)
    {
        fee = PoolMath.timeDecayFee(collateralAssetsIn, _decayedUnwindFee(pool));
        cstSharesOut = PoolMath.toFixed(collateralAssetsIn - fee, pool.collateralDecimals);
        referenceAssetsOut =
            PoolMath.fromFixed(PoolMath.refForShares(cstSharesOut, rate, false), pool.referenceDecimals);
    }

    function _unwindExerciseMath(Pool storage pool, uint256 cstSharesOut, uint256 rate)
        private
        view
        returns (uint256 collateralAssetsIn, uint256 referenceAssetsOut, uint256 fee)
    {
        referenceAssetsOut =
            PoolMath.fromFixed(PoolMath.refForShares(cstSharesOut, rate, false), pool.referenceDecimals);
        uint256 base = PoolMath.fromFixedCeil(cstSharesOut, pool.collateralDecimals);
        (fee, collateralAssetsIn) = PoolMath.grossWithTimeDecay(base, _decayedUnwindFee(pool));
    }

    function _unwindExerciseOtherMath(Pool storage pool, uint256 referenceAssetsOut, uint256 rate)
        private
        view
        returns (uint256 collateralAssetsIn, uint256 cstSharesOut, uint256 fee)
    {
        cstSharesOut = PoolMath.sharesForRef(PoolMath.toFixed(referenceAssetsOut, pool.referenceDecimals), rate);
        uint256 base = PoolMath.mulDivUp(
            PoolMath.normalizeCeil(referenceAssetsOut, pool.referenceDecimals, pool.collateralDecimals),
            rate,
            PoolMath.WAD
        );
        (fee, collateralAssetsIn) = PoolMath.grossWithTimeDecay(base, _decayedUnwindFee(pool));
    }

    /// @dev Balances redeem/withdraw pay from: the archive once liquidity is separated, else the live ones.
    function _available(Pool storage pool) private view returns (uint256 collateral, uint256 reference_) {
        return pool.liquiditySeparated
            ? (pool.archivedCollateral, pool.archivedReference)
            : (pool.collateralLocked, pool.referenceBalance);
    }

    function _minimumRedeemShares(Pool storage pool) private view returns (uint256) {
        uint8 smaller = pool.collateralDecimals < pool.referenceDecimals ? pool.collateralDecimals : pool.referenceDecimals;
        return PoolMath.scale(smaller);
    }

    function _redeemMath(Pool storage pool, uint256 cptSharesIn)
        private
        view
        returns (uint256 referenceAssetsOut, uint256 collateralAssetsOut)
    {
        uint256 supply = PoolShare(pool.principalToken).totalSupply();
        if (supply == 0) return (0, 0);
        (uint256 collateral, uint256 reference_) = _available(pool);
        referenceAssetsOut = PoolMath.mulDivDown(cptSharesIn, reference_, supply);
        collateralAssetsOut = PoolMath.mulDivDown(cptSharesIn, collateral, supply);
    }

    function _withdrawMath(Pool storage pool, uint256 amountOut, bool inReference)
        private
        view
        returns (uint256 cptSharesIn, uint256 collateralAssetsOut, uint256 referenceAssetsOut)
    {
        uint256 supply = PoolShare(pool.principalToken).totalSupply();
        (uint256 collateral, uint256 reference_) = _available(pool);
        uint256 available = inReference ? reference_ : collateral;
        if (supply == 0 || available == 0) return (0, 0, 0);
        // The pool math (docs/reference/protocol.md#pool-math) has no cap: asking for more than `available` previews
        // more cPT than exist (the write
        // reverts InsufficientLiquidity instead).
        cptSharesIn = PoolMath.mulDivUp(amountOut, supply, available);
        (referenceAssetsOut, collateralAssetsOut) = _redeemMath(pool, cptSharesIn);
    }

    /// @dev previewWithdraw prices the cPT through previewRedeem, which answers (0, 0) below the dust
    /// threshold (docs/reference/protocol.md#pool-math): the preview is then (cptSharesIn, 0, 0), and the write reverts
    /// InsufficientSharesAmount.
    function _previewWithdrawMath(Pool storage pool, uint256 amountOut, bool inReference)
        private
        view
        returns (uint256 cptSharesIn, uint256 collateralAssetsOut, uint256 referenceAssetsOut)
    {
        (cptSharesIn, collateralAssetsOut, referenceAssetsOut) = _withdrawMath(pool, amountOut, inReference);
        if (cptSharesIn < _minimumRedeemShares(pool)) return (cptSharesIn, 0, 0);
    }

    function _pairedShares(Pool storage pool, address owner) private view returns (uint256) {
        return PoolMath.min(
            PoolShare(pool.principalToken).balanceOf(owner), PoolShare(pool.swapToken).balanceOf(owner)
        );
    }

    /// @dev cST the pool can sell back: bounded by the cST it holds and by the REF it can pay
    /// (docs/reference/protocol.md#pool-math unwindSwap).
    function _unwindableShares(Pool storage pool) private view returns (uint256) {
        (uint256 rate,) = _previewRate(pool);
        uint256 payableWithReference =
            PoolMath.sharesForRef(PoolMath.toFixed(pool.referenceBalance, pool.referenceDecimals), rate);
        return PoolMath.min(PoolShare(pool.swapToken).balanceOf(address(this)), payableWithReference);
    }

    /// @dev cST whose unwind price (collateral plus the decayed fee) the owner's CA balance covers.
    function _sharesAffordable(Pool storage pool, address owner) private view returns (uint256) {
        uint256 balance = IERC20Like(pool.market.collateralAsset).balanceOf(owner);
        uint256 net = PoolMath.mulDivDown(
            balance, PoolMath.PERCENT_DENOMINATOR - _decayedUnwindFee(pool), PoolMath.PERCENT_DENOMINATOR
        );
        return PoolMath.toFixed(net, pool.collateralDecimals);
    }

    // ------------------------------------------------------------------ settlement

    function _deposit(MarketId poolId, Pool storage pool, uint256 collateralIn, uint256 sharesOut, address receiver)
        private
    {
        TokenTransfers.pull(pool.market.collateralAsset, msg.sender, address(this), collateralIn);
        pool.collateralLocked += collateralIn;
        PoolShare(pool.principalToken).mint(receiver, sharesOut);
        PoolShare(pool.swapToken).mint(receiver, sharesOut);
        emit PoolModifyLiquidity(poolId, msg.sender, receiver, collateralIn, 0, false);
        PoolShare(pool.principalToken).emitDeposit(msg.sender, receiver, collateralIn, sharesOut);
    }

    function _unwindDeposit(
        MarketId poolId,
        Pool storage pool,
        uint256 collateralOut,
        uint256 sharesIn,
        address owner,
        address receiver
    ) private {
        if (pool.collateralLocked < collateralOut) revert InsufficientLiquidity(pool.collateralLocked, collateralOut);
        PoolShare(pool.principalToken).burn(owner, msg.sender, sharesIn);
        PoolShare(pool.swapToken).burn(owner, msg.sender, sharesIn);
        pool.collateralLocked -= collateralOut;
        TokenTransfers.push(pool.market.collateralAsset, receiver, collateralOut);
        emit PoolModifyLiquidity(poolId, msg.sender, owner, collateralOut, 0, true);
        PoolShare(pool.principalToken).emitWithdraw(msg.sender, receiver, owner, collateralOut, sharesIn);
    }

    /// @dev Liquidity separation (docs/reference/protocol.md#pool-math): the first redeem/withdraw after expiry
    /// archives the live balances.
    function _separateIfExpired(Pool storage pool) private {
        if (pool.liquiditySeparated || !_expired(pool)) return;
        pool.liquiditySeparated = true;
        pool.archivedCollateral = pool.collateralLocked;
        pool.archivedReference = pool.referenceBalance;
        pool.collateralLocked = 0;
        pool.referenceBalance = 0;
    }

    function _payOutProRata(
        MarketId poolId,
        Pool storage pool,
        uint256 cptSharesIn,
        uint256 collateralOut,
        uint256 referenceOut,
        address owner,
        address receiver
    ) private {
        uint256 minimum = _minimumRedeemShares(pool);
        if (cptSharesIn < minimum) revert InsufficientSharesAmount(minimum, cptSharesIn);
        PoolShare(pool.principalToken).burn(owner, msg.sender, cptSharesIn);
        if (pool.liquiditySeparated) {
            pool.archivedCollateral -= collateralOut;
            pool.archivedReference -= referenceOut;
        } else {
            pool.collateralLocked -= collateralOut;
            pool.referenceBalance -= referenceOut;
        }
        TokenTransfers.push(pool.market.collateralAsset, receiver, collateralOut);
        TokenTransfers.push(pool.market.referenceAsset, receiver, referenceOut);
        emit PoolModifyLiquidity(poolId, msg.sender, owner, collateralOut, referenceOut, true);
        PoolShare cpt = PoolShare(pool.principalToken);
        cpt.emitWithdraw(msg.sender, receiver, owner, collateralOut, cptSharesIn);
        cpt.emitWithdrawOther(msg.sender, receiver, owner, pool.market.referenceAsset, referenceOut, cptSharesIn);
    }

    /// @dev exercise, exerciseOther and swap: cST and REF in, CA out, fee (in CA) to the treasury.
    function _settleExercise(
        MarketId poolId,
        Pool storage pool,
        uint256 cstSharesIn,
        uint256 referenceIn,
        uint256 collateralOut,
        uint256 fee,
        address receiver
    ) private {
        uint256 gross = collateralOut + fee;
        if (pool.collateralLocked < gross) revert InsufficientLiquidity(pool.collateralLocked, gross);
        PoolShare(pool.swapToken).transferByManager(msg.sender, address(this), cstSharesIn);
        TokenTransfers.pull(pool.market.referenceAsset, msg.sender, address(this), referenceIn);
        pool.referenceBalance += referenceIn;
        pool.collateralLocked -= gross;
        TokenTransfers.push(pool.market.collateralAsset, receiver, collateralOut);
        TokenTransfers.push(pool.market.collateralAsset, treasury, fee);
        emit PoolSwap(poolId, msg.sender, msg.sender, collateralOut, referenceIn, 0, 0, false);
        emit PoolFee(poolId, msg.sender, fee, 0, false);
        PoolShare cpt = PoolShare(pool.principalToken);
        cpt.emitWithdraw(msg.sender, receiver, msg.sender, gross, 0);
        cpt.emitDepositOther(msg.sender, msg.sender, pool.market.referenceAsset, referenceIn, 0);
    }

    /// @dev unwindSwap, unwindExercise, unwindExerciseOther: CA in (fee to the treasury), cST and REF out.
    function _settleUnwindSwap(
        MarketId poolId,
        Pool storage pool,
        uint256 collateralIn,
        uint256 fee,
        uint256 cstSharesOut,
        uint256 referenceOut,
        address receiver
    ) private {
        if (pool.referenceBalance < referenceOut) revert InsufficientLiquidity(pool.referenceBalance, referenceOut);
        uint256 poolShares = PoolShare(pool.swapToken).balanceOf(address(this));
        if (poolShares < cstSharesOut) revert InsufficientLiquidity(poolShares, cstSharesOut);
        TokenTransfers.pull(pool.market.collateralAsset, msg.sender, address(this), collateralIn);
        TokenTransfers.push(pool.market.collateralAsset, treasury, fee);
        pool.collateralLocked += collateralIn - fee;
        pool.referenceBalance -= referenceOut;
        TokenTransfers.push(pool.market.referenceAsset, receiver, referenceOut);
        PoolShare(pool.swapToken).transfer(receiver, cstSharesOut);
        emit PoolSwap(poolId, msg.sender, receiver, collateralIn, referenceOut, 0, 0, true);
        emit PoolFee(poolId, msg.sender, fee, 0, true);
        PoolShare cpt = PoolShare(pool.principalToken);
        cpt.emitDeposit(msg.sender, receiver, collateralIn - fee, 0);
        cpt.emitWithdrawOther(msg.sender, receiver, receiver, pool.market.referenceAsset, referenceOut, 0);
    }

    // ---------------------------------------------------------- share tokens (docs/reference/protocol.md#share-tokens)

    /// @dev Names follow SharesFactory: name "<CA>-<REF><month><cPT|cST>", symbol "<REF><month><cPT|cST>".
    function _deployShares(Market calldata poolParams, MarketId poolId)
        private
        returns (address principalToken, address swapToken)
    {
        string memory collateralSymbol = IERC20Like(poolParams.collateralAsset).symbol();
        string memory stem = string.concat(
            IERC20Like(poolParams.referenceAsset).symbol(), _toString(_monthOf(poolParams.expiryTimestamp))
        );
        principalToken = address(
            new PoolShare(string.concat(collateralSymbol, "-", stem, "cPT"), string.concat(stem, "cPT"), poolId)
        );
        swapToken = address(
            new PoolShare(string.concat(collateralSymbol, "-", stem, "cST"), string.concat(stem, "cST"), poolId)
        );
    }

    /// @dev Month (1-12) of a unix timestamp, by the days-to-civil-date algorithm (proleptic Gregorian).
    function _monthOf(uint256 timestamp) private pure returns (uint256) {
        uint256 z = timestamp / 1 days + 719468;
        uint256 dayOfEra = z % 146097;
        uint256 yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146096) / 365;
        uint256 dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100);
        uint256 shiftedMonth = (5 * dayOfYear + 2) / 153;
        return shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9;
    }

    function _toString(uint256 value) private pure returns (string memory) {
        if (value == 0) return "0";
        bytes memory digits;
        while (value != 0) {
            digits = abi.encodePacked(bytes1(uint8(48 + (value % 10))), digits);
            value /= 10;
        }
        return string(digits);
    }
}
