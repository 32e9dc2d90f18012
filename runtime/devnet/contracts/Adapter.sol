// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import "./IAdapter.sol";
import "./IPoolManager.sol";
import "./IWhitelistManager.sol";
import "./TokenTransfers.sol";

/// @notice Devnet write adapter (protocol-facts §1.5): each safe* call checks the deadline, the
/// receiver and the caller's whitelist status, pulls exactly what the pool manager's preview says the
/// call will take from the caller, calls the pool manager with `receiver`, checks slippage on balance
/// deltas (what the adapter spent, what the receiver got) and returns anything unspent to the caller.
/// Unlike the deployed adapter it is called directly, not through Bundler3 (seed 001 only says it
/// "adds slippage and deadline protection"); like it, it emits no events.
contract Adapter is IAdapter {
    address public immutable CORK;
    address public immutable WHITELIST_MANAGER;

    /// @dev Balances of the four pool tokens at one address, to measure deltas around a pool call.
    struct Balances {
        uint256 collateral;
        uint256 reference_;
        uint256 principal;
        uint256 swap;
    }

    struct Tokens {
        address collateral;
        address reference_;
        address principal;
        address swap;
    }

    constructor(address corkPoolManager, address whitelistManager) {
        if (corkPoolManager == address(0) || whitelistManager == address(0)) revert ZeroAddress();
        CORK = corkPoolManager;
        WHITELIST_MANAGER = whitelistManager;
    }

    function safeDeposit(SafeDepositParams calldata p) external {
        Tokens memory t = _begin(p.poolId, p.receiver, p.deadline);
        if (p.collateralAssetsIn == 0) revert ZeroAmount();
        _pullAndApprove(t.collateral, p.collateralAssetsIn);
        Balances memory before = _balances(t, p.receiver);
        IPoolManager(CORK).deposit(p.poolId, p.collateralAssetsIn, p.receiver);
        Balances memory got = _gained(t, p.receiver, before);
        if (got.principal < p.minCptAndCstSharesOut || got.swap < p.minCptAndCstSharesOut) revert SlippageExceeded();
    }

    function safeMint(SafeMintParams calldata p) external {
        Tokens memory t = _begin(p.poolId, p.receiver, p.deadline);
        uint256 collateralIn = IPoolManager(CORK).previewMint(p.poolId, p.cptAndCstSharesOut);
        if (collateralIn > p.maxCollateralAssetsIn) revert SlippageExceeded();
        _pullAndApprove(t.collateral, collateralIn);
        Balances memory spentFrom = _balances(t, address(this));
        Balances memory before = _balances(t, p.receiver);
        IPoolManager(CORK).mint(p.poolId, p.cptAndCstSharesOut, p.receiver);
        Balances memory got = _gained(t, p.receiver, before);
        if (_spent(t, spentFrom).collateral > p.maxCollateralAssetsIn) revert SlippageExceeded();
        if (got.principal < p.cptAndCstSharesOut || got.swap < p.cptAndCstSharesOut) revert SlippageExceeded();
        _refund(t);
    }

    function safeUnwindDeposit(SafeUnwindDepositParams calldata p) external {
        Tokens memory t = _begin(p.poolId, p.receiver, p.deadline);
        _checkOwner(p.owner);
        uint256 sharesIn = IPoolManager(CORK).previewUnwindDeposit(p.poolId, p.collateralAssetsOut);
        if (sharesIn > p.maxCptAndCstSharesIn) revert SlippageExceeded();
        TokenTransfers.pull(t.principal, msg.sender, address(this), sharesIn);
        TokenTransfers.pull(t.swap, msg.sender, address(this), sharesIn);
        Balances memory spentFrom = _balances(t, address(this));
        Balances memory before = _balances(t, p.receiver);
        IPoolManager(CORK).unwindDeposit(p.poolId, p.collateralAssetsOut, address(this), p.receiver);
        Balances memory spent = _spent(t, spentFrom);
        if (spent.principal > p.maxCptAndCstSharesIn || spent.swap > p.maxCptAndCstSharesIn) revert SlippageExceeded();
        if (_gained(t, p.receiver, before).collateral < p.collateralAssetsOut) revert SlippageExceeded();
        _refund(t);
    }

    function safeUnwindMint(SafeUnwindMintParams calldata p) external {
        Tokens memory t = _begin(p.poolId, p.receiver, p.deadline);
        _checkOwner(p.owner);
        uint256 sharesIn = p.cptAndCstSharesIn;
        if (sharesIn == type(uint256).max) sharesIn = _min(_usable(t.principal), _usable(t.swap));
        TokenTransfers.pull(t.principal, msg.sender, address(this), sharesIn);
        TokenTransfers.pull(t.swap, msg.sender, address(this), sharesIn);
        Balances memory before = _balances(t, p.receiver);
        IPoolManager(CORK).unwindMint(p.poolId, sharesIn, address(this), p.receiver);
        if (_gained(t, p.receiver, before).collateral < p.minCollateralAssetsOut) revert SlippageExceeded();
        _refund(t);
    }

    function safeWithdraw(SafeWithdrawParams calldata p) external {
        Tokens memory t = _begin(p.poolId, p.receiver, p.deadline);
        _checkOwner(p.owner);
        (uint256 cptIn,,) = IPoolManager(CORK).previewWithdraw(p.poolId, p.collateralAssetsOut);
        if (cptIn > p.maxCptSharesIn) revert SlippageExceeded();
        TokenTransfers.pull(t.principal, msg.sender, address(this), cptIn);
        Balances memory spentFrom = _balances(t, address(this));
        Balances memory before = _balances(t, p.receiver);
        IPoolManager(CORK).withdraw(p.poolId, p.collateralAssetsOut, address(this), p.receiver);
        if (_spent(t, spentFrom).principal > p.maxCptSharesIn) revert SlippageExceeded();
        if (_gained(t, p.receiver, before).collateral < p.collateralAssetsOut) revert SlippageExceeded();
        _refund(t);
    }

    function safeWithdrawOther(SafeWithdrawOtherParams calldata p) external {
        Tokens memory t = _begin(p.poolId, p.receiver, p.deadline);
        _checkOwner(p.owner);
        (uint256 cptIn,,) = IPoolManager(CORK).previewWithdrawOther(p.poolId, p.referenceAssetsOut);
        if (cptIn > p.maxCptSharesIn) revert SlippageExceeded();
        TokenTransfers.pull(t.principal, msg.sender, address(this), cptIn);
        Balances memory spentFrom = _balances(t, address(this));
        Balances memory before = _balances(t, p.receiver);
        IPoolManager(CORK).withdrawOther(p.poolId, p.referenceAssetsOut, address(this), p.receiver);
        if (_spent(t, spentFrom).principal > p.maxCptSharesIn) revert SlippageExceeded();
        if (_gained(t, p.receiver, before).reference_ < p.referenceAssetsOut) revert SlippageExceeded();
        _refund(t);
    }

    function safeRedeem(SafeRedeemParams calldata p) external {
        Tokens memory t = _begin(p.poolId, p.receiver, p.deadline);
        _checkOwner(p.owner);
        uint256 cptIn = p.cptSharesIn == type(uint256).max ? _usable(t.principal) : p.cptSharesIn;
        TokenTransfers.pull(t.principal, msg.sender, address(this), cptIn);
        Balances memory before = _balances(t, p.receiver);
        IPoolManager(CORK).redeem(p.poolId, cptIn, address(this), p.receiver);
        Balances memory got = _gained(t, p.receiver, before);
        if (got.reference_ < p.minReferenceAssetsOut || got.collateral < p.minCollateralAssetsOut) {
            revert SlippageExceeded();
        }
        _refund(t);
    }

    function safeUnwindSwap(SafeUnwindSwapParams calldata p) external {
        Tokens memory t = _begin(p.poolId, p.receiver, p.deadline);
        uint256 collateralIn =
            p.collateralAssetsIn == type(uint256).max ? _usable(t.collateral) : p.collateralAssetsIn;
        _pullAndApprove(t.collateral, collateralIn);
        Balances memory before = _balances(t, p.receiver);
        IPoolManager(CORK).unwindSwap(p.poolId, collateralIn, p.receiver);
        Balances memory got = _gained(t, p.receiver, before);
        if (got.reference_ < p.minReferenceAssetsOut || got.swap < p.minCstSharesOut) revert SlippageExceeded();
        _refund(t);
    }

    function safeSwap(SafeSwapParams calldata p) external {
        Tokens memory t = _begin(p.poolId, p.receiver, p.deadline);
        (uint256 cstIn, uint256 referenceIn,) = IPoolManager(CORK).previewSwap(p.poolId, p.collateralAssetsOut);
        if (cstIn > p.maxCstSharesIn || referenceIn > p.maxReferenceAssetsIn) revert SlippageExceeded();
        TokenTransfers.pull(t.swap, msg.sender, address(this), cstIn);
        _pullAndApprove(t.reference_, referenceIn);
        Balances memory spentFrom = _balances(t, address(this));
        Balances memory before = _balances(t, p.receiver);
        IPoolManager(CORK).swap(p.poolId, p.collateralAssetsOut, p.receiver);
        Balances memory spent = _spent(t, spentFrom);
        if (spent.swap > p.maxCstSharesIn || spent.reference_ > p.maxReferenceAssetsIn) revert SlippageExceeded();
        if (_gained(t, p.receiver, before).collateral < p.collateralAssetsOut) revert SlippageExceeded();
        _refund(t);
    }

    function safeExercise(SafeExerciseParams calldata p) external {
        Tokens memory t = _begin(p.poolId, p.receiver, p.deadline);
        (, uint256 referenceIn,) = IPoolManager(CORK).previewExercise(p.poolId, p.cstSharesIn);
        if (referenceIn > p.maxReferenceAssetsIn) revert SlippageExceeded();
        TokenTransfers.pull(t.swap, msg.sender, address(this), p.cstSharesIn);
        _pullAndApprove(t.reference_, referenceIn);
        Balances memory spentFrom = _balances(t, address(this));
        Balances memory before = _balances(t, p.receiver);
        IPoolManager(CORK).exercise(p.poolId, p.cstSharesIn, p.receiver);
        if (_spent(t, spentFrom).reference_ > p.maxReferenceAssetsIn) revert SlippageExceeded();
        if (_gained(t, p.receiver, before).collateral < p.minCollateralAssetsOut) revert SlippageExceeded();
        _refund(t);
    }

    function safeExerciseOther(SafeExerciseOtherParams calldata p) external {
        Tokens memory t = _begin(p.poolId, p.receiver, p.deadline);
        (, uint256 cstIn,) = IPoolManager(CORK).previewExerciseOther(p.poolId, p.referenceAssetsIn);
        if (cstIn > p.maxCstSharesIn) revert SlippageExceeded();
        TokenTransfers.pull(t.swap, msg.sender, address(this), cstIn);
        _pullAndApprove(t.reference_, p.referenceAssetsIn);
        Balances memory spentFrom = _balances(t, address(this));
        Balances memory before = _balances(t, p.receiver);
        IPoolManager(CORK).exerciseOther(p.poolId, p.referenceAssetsIn, p.receiver);
        if (_spent(t, spentFrom).swap > p.maxCstSharesIn) revert SlippageExceeded();
        if (_gained(t, p.receiver, before).collateral < p.minCollateralAssetsOut) revert SlippageExceeded();
        _refund(t);
    }

    function safeUnwindExercise(SafeUnwindExerciseParams calldata p) external {
        Tokens memory t = _begin(p.poolId, p.receiver, p.deadline);
        (uint256 collateralIn,,) = IPoolManager(CORK).previewUnwindExercise(p.poolId, p.cstSharesOut);
        if (collateralIn > p.maxCollateralAssetsIn) revert SlippageExceeded();
        _pullAndApprove(t.collateral, collateralIn);
        Balances memory spentFrom = _balances(t, address(this));
        Balances memory before = _balances(t, p.receiver);
        IPoolManager(CORK).unwindExercise(p.poolId, p.cstSharesOut, p.receiver);
        if (_spent(t, spentFrom).collateral > p.maxCollateralAssetsIn) revert SlippageExceeded();
        Balances memory got = _gained(t, p.receiver, before);
        if (got.swap < p.cstSharesOut || got.reference_ < p.minReferenceAssetsOut) revert SlippageExceeded();
        _refund(t);
    }

    function safeUnwindExerciseOther(SafeUnwindExerciseOtherParams calldata p) external {
        Tokens memory t = _begin(p.poolId, p.receiver, p.deadline);
        (uint256 collateralIn,,) = IPoolManager(CORK).previewUnwindExerciseOther(p.poolId, p.referenceAssetsOut);
        if (collateralIn > p.maxCollateralAssetsIn) revert SlippageExceeded();
        _pullAndApprove(t.collateral, collateralIn);
        Balances memory spentFrom = _balances(t, address(this));
        Balances memory before = _balances(t, p.receiver);
        IPoolManager(CORK).unwindExerciseOther(p.poolId, p.referenceAssetsOut, p.receiver);
        if (_spent(t, spentFrom).collateral > p.maxCollateralAssetsIn) revert SlippageExceeded();
        Balances memory got = _gained(t, p.receiver, before);
        if (got.reference_ < p.referenceAssetsOut || got.swap < p.minCstSharesOut) revert SlippageExceeded();
        _refund(t);
    }

    // ------------------------------------------------------------------ helpers

    /// @dev Checks shared by every safe* call (§1.5), in the deployed adapter's order: deadline, receiver, whitelist.
    function _begin(MarketId poolId, address receiver, uint256 deadline) private view returns (Tokens memory t) {
        if (block.timestamp > deadline) revert DeadlineExceeded();
        if (receiver == address(0)) revert ZeroAddress();
        if (!IWhitelistManager(WHITELIST_MANAGER).isWhitelisted(poolId, msg.sender)) {
            revert NotWhitelisted(msg.sender, MarketId.unwrap(poolId));
        }
        Market memory m = IPoolManager(CORK).market(poolId);
        (address principal, address swapToken) = IPoolManager(CORK).shares(poolId);
        t = Tokens(m.collateralAsset, m.referenceAsset, principal, swapToken);
    }

    /// @dev Shares are spent from the caller's own balance only: an owner field naming anyone else is refused.
    function _checkOwner(address owner) private view {
        if (owner != msg.sender) revert UnexpectedOwner();
    }

    function _pullAndApprove(address token, uint256 amount) private {
        TokenTransfers.pull(token, msg.sender, address(this), amount);
        TokenTransfers.approveExactly(token, CORK, amount);
    }

    /// @dev What the `type(uint256).max` sentinels resolve to: the caller's balance, capped by its allowance here.
    function _usable(address token) private view returns (uint256) {
        return _min(
            IERC20Like(token).balanceOf(msg.sender), IERC20Like(token).allowance(msg.sender, address(this))
        );
    }

    function _balances(Tokens memory t, address account) private view returns (Balances memory b) {
        b.collateral = TokenTransfers.balanceOf(t.collateral, account);
        b.reference_ = TokenTransfers.balanceOf(t.reference_, account);
        b.principal = TokenTransfers.balanceOf(t.principal, account);
        b.swap = TokenTransfers.balanceOf(t.swap, account);
    }

    function _gained(Tokens memory t, address account, Balances memory before) private view returns (Balances memory d) {
        Balances memory current = _balances(t, account);
        d.collateral = _delta(current.collateral, before.collateral);
        d.reference_ = _delta(current.reference_, before.reference_);
        d.principal = _delta(current.principal, before.principal);
        d.swap = _delta(current.swap, before.swap);
    }

    function _spent(Tokens memory t, Balances memory before) private view returns (Balances memory d) {
        Balances memory current = _balances(t, address(this));
        d.collateral = _delta(before.collateral, current.collateral);
        d.reference_ = _delta(before.reference_, current.reference_);
        d.principal = _delta(before.principal, current.principal);
        d.swap = _delta(before.swap, current.swap);
    }

    /// @dev The adapter holds nothing between calls: whatever the pool did not take goes back to the caller.
    function _refund(Tokens memory t) private {
        TokenTransfers.approveExactly(t.collateral, CORK, 0);
        TokenTransfers.approveExactly(t.reference_, CORK, 0);
        TokenTransfers.push(t.collateral, msg.sender, TokenTransfers.balanceOf(t.collateral, address(this)));
        TokenTransfers.push(t.reference_, msg.sender, TokenTransfers.balanceOf(t.reference_, address(this)));
        TokenTransfers.push(t.principal, msg.sender, TokenTransfers.balanceOf(t.principal, address(this)));
        TokenTransfers.push(t.swap, msg.sender, TokenTransfers.balanceOf(t.swap, address(this)));
    }

    function _delta(uint256 larger, uint256 smaller) private pure returns (uint256) {
        return larger > smaller ? larger - smaller : 0;
    }

    function _min(uint256 a, uint256 b) private pure returns (uint256) {
        return a < b ? a : b;
    }
}
