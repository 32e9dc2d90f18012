// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import "./IAdapter.sol";
import "./IBundler3.sol";
import "./IPoolManager.sol";
import "./IWhitelistManager.sol";
import "./TokenTransfers.sol";

/// @notice Devnet write adapter (docs/reference/protocol.md#the-adapter): each safe* call checks the deadline, the
/// receiver and the whitelist status of the account it acts for, calls the pool manager with
/// `receiver` and checks slippage on balance deltas (what the adapter spent, what the receiver got).
/// Called through its Bundler3 multicall it acts for the bundle's initiator and spends what the
/// bundle's transfer legs moved into it, as the deployed adapter does. Called directly (the protocol seed only
/// says it "adds slippage and deadline protection") it acts for the caller, pulls exactly what the
/// pool manager's preview asks and returns anything unspent. Like the deployed one it emits no events.
contract Adapter is IAdapter {
    address public immutable CORK;
    address public immutable WHITELIST_MANAGER;
    address public immutable BUNDLER3;
    /// @dev Uniswap's Permit2, at the same address on every chain that has it (a fresh devnet has not).
    address private constant PERMIT2 = 0x000000000022D473030F116dDEE9F6B43aC78BA3;

    /// @dev Balances of the four pool tokens at one address, to measure deltas around a pool call.
    struct Balances {
        uint256 collateral;
        uint256 reference_;
        uint256 principal;
        uint256 swap;
    }

    /// @dev The pool's four tokens, whom the call acts for, and whether it came through Bundler3.
    struct Tokens {
        address collateral;
        address reference_;
        address principal;
        address swap;
        address user;
        bool bundled;
    }

    constructor(address corkPoolManager, address whitelistManager, address bundler3) {
        if (corkPoolManager == address(0) || whitelistManager == address(0) || bundler3 == address(0)) {
            revert ZeroAddress();
        }
        CORK = corkPoolManager;
        WHITELIST_MANAGER = whitelistManager;
        BUNDLER3 = bundler3;
    }

    modifier onlyBundler3() {
        if (msg.sender != BUNDLER3) revert UnauthorizedSender();
        _;
    }

    // ------------------------------------------------------------------ bundle legs (Bundler3 only)

    function erc20Transfer(address token, address receiver, uint256 amount) external onlyBundler3 {
        if (receiver == address(0)) revert ZeroAddress();
        if (receiver == address(this)) revert AdapterAddress();
        if (amount == type(uint256).max) amount = TokenTransfers.balanceOf(token, address(this));
        if (amount == 0) revert ZeroAmount();
        TokenTransfers.push(token, receiver, amount);
    }

    function erc20TransferFrom(address token, address receiver, uint256 amount) external onlyBundler3 {
        if (receiver == address(0)) revert ZeroAddress();
        address initiator = IBundler3(BUNDLER3).initiator();
        if (amount == type(uint256).max) amount = TokenTransfers.balanceOf(token, initiator);
        if (amount == 0) revert ZeroAmount();
        TokenTransfers.pull(token, initiator, receiver, amount);
    }

    function permit2TransferFrom(address token, address receiver, uint256 amount) external onlyBundler3 {
        if (receiver == address(0)) revert ZeroAddress();
        address initiator = IBundler3(BUNDLER3).initiator();
        if (amount == type(uint256).max) amount = TokenTransfers.balanceOf(token, initiator);
        if (amount == 0) revert ZeroAmount();
        require(amount <= type(uint160).max);
        IPermit2Allowance(PERMIT2).transferFrom(initiator, receiver, uint160(amount), token);
    }

    // ------------------------------------------------------------------ safe* operations

    function safeDeposit(SafeDepositParams calldata p) external {
        Tokens memory t = _begin(p.poolId, p.receiver, p.deadline);
        if (p.collateralAssetsIn == 0) revert ZeroAmount();
        _pullAndApprove(t, t.collateral, p.collateralAssetsIn);
        Balances memory before = _balances(t, p.receiver);
        IPoolManager(CORK).deposit(p.poolId, p.collateralAssetsIn, p.receiver);
        Balances memory got = _gained(t, p.receiver, before);
        if (got.principal < p.minCptAndCstSharesOut || got.swap < p.minCptAndCstSharesOut) revert SlippageExceeded();
    }

    function safeMint(SafeMintParams calldata p) external {
        Tokens memory t = _begin(p.poolId, p.receiver, p.deadline);
        uint256 collateralIn = IPoolManager(CORK).previewMint(p.poolId, p.cptAndCstSharesOut);
        if (collateralIn > p.maxCollateralAssetsIn) revert SlippageExceeded();
        _pullAndApprove(t, t.collateral, collateralIn);
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
        _checkOwner(t, p.owner);
        uint256 sharesIn = IPoolManager(CORK).previewUnwindDeposit(p.poolId, p.collateralAssetsOut);
        if (sharesIn > p.maxCptAndCstSharesIn) revert SlippageExceeded();
        _take(t.principal, _source(t, p.owner), sharesIn);
        _take(t.swap, _source(t, p.owner), sharesIn);
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
        _checkOwner(t, p.owner);
        uint256 sharesIn = p.cptAndCstSharesIn;
        if (sharesIn == type(uint256).max) {
            address from = _source(t, p.owner);
            sharesIn = _min(_usable(t.principal, from), _usable(t.swap, from));
            if (sharesIn == 0) revert ZeroShares();
        }
        _take(t.principal, _source(t, p.owner), sharesIn);
        _take(t.swap, _source(t, p.owner), sharesIn);
        Balances memory before = _balances(t, p.receiver);
        IPoolManager(CORK).unwindMint(p.poolId, sharesIn, address(this), p.receiver);
        if (_gained(t, p.receiver, before).collateral < p.minCollateralAssetsOut) revert SlippageExceeded();
        _refund(t);
    }

    function safeWithdraw(SafeWithdrawParams calldata p) external {
        Tokens memory t = _begin(p.poolId, p.receiver, p.deadline);
        _checkOwner(t, p.owner);
        (uint256 cptIn,,) = IPoolManager(CORK).previewWithdraw(p.poolId, p.collateralAssetsOut);
        if (cptIn > p.maxCptSharesIn) revert SlippageExceeded();
        _take(t.principal, _source(t, p.owner), cptIn);
        Balances memory spentFrom = _balances(t, address(this));
        Balances memory before = _balances(t, p.receiver);
        IPoolManager(CORK).withdraw(p.poolId, p.collateralAssetsOut, address(this), p.receiver);
        if (_spent(t, spentFrom).principal > p.maxCptSharesIn) revert SlippageExceeded();
        if (_gained(t, p.receiver, before).collateral < p.collateralAssetsOut) revert SlippageExceeded();
        _refund(t);
    }

    function safeWithdrawOther(SafeWithdrawOtherParams calldata p) external {
        Tokens memory t = _begin(p.poolId, p.receiver, p.deadline);
        _checkOwner(t, p.owner);
        (uint256 cptIn,,) = IPoolManager(CORK).previewWithdrawOther(p.poolId, p.referenceAssetsOut);
        if (cptIn > p.maxCptSharesIn) revert SlippageExceeded();
        _take(t.principal, _source(t, p.owner), cptIn);
        Balances memory spentFrom = _balances(t, address(this));
        Balances memory before = _balances(t, p.receiver);
        IPoolManager(CORK).withdrawOther(p.poolId, p.referenceAssetsOut, address(this), p.receiver);
        if (_spent(t, spentFrom).principal > p.maxCptSharesIn) revert SlippageExceeded();
        if (_gained(t, p.receiver, before).reference_ < p.referenceAssetsOut) revert SlippageExceeded();
        _refund(t);
    }

    function safeRedeem(SafeRedeemParams calldata p) external {
        Tokens memory t = _begin(p.poolId, p.receiver, p.deadline);
        _checkOwner(t, p.owner);
        uint256 cptIn = p.cptSharesIn;
        if (cptIn == type(uint256).max) {
            cptIn = _usable(t.principal, _source(t, p.owner));
            if (cptIn == 0) revert ZeroShares();
        }
        _take(t.principal, _source(t, p.owner), cptIn);
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
        uint256 collateralIn = p.collateralAssetsIn;
        if (collateralIn == type(uint256).max) {
            collateralIn = _usable(t.collateral, _source(t, address(this)));
            if (collateralIn == 0) revert ZeroShares();
        }
        _pullAndApprove(t, t.collateral, collateralIn);
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
        _take(t.swap, _source(t, address(this)), cstIn);
        _pullAndApprove(t, t.reference_, referenceIn);
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
        _take(t.swap, _source(t, address(this)), p.cstSharesIn);
        _pullAndApprove(t, t.reference_, referenceIn);
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
        _take(t.swap, _source(t, address(this)), cstIn);
        _pullAndApprove(t, t.reference_, p.referenceAssetsIn);
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
        _pullAndApprove(t, t.collateral, collateralIn);
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
        _pullAndApprove(t, t.collateral, collateralIn);
        Balances memory spentFrom = _balances(t, address(this));
        Balances memory before = _balances(t, p.receiver);
        IPoolManager(CORK).unwindExerciseOther(p.poolId, p.referenceAssetsOut, p.receiver);
        if (_spent(t, spentFrom).collateral > p.maxCollateralAssetsIn) revert SlippageExceeded();
        Balances memory got = _gained(t, p.receiver, before);
        if (got.reference_ < p.referenceAssetsOut || got.swap < p.minCstSharesOut) revert SlippageExceeded();
        _refund(t);
    }

    // ------------------------------------------------------------------ helpers

    /// @dev Checks shared by every safe* call (docs/reference/protocol.md#the-adapter), in the deployed adapter's
    /// order: deadline, receiver, whitelist.
    /// @dev Checks shared by every safe* call; the whitelist is checked on the account the call acts for
    /// (the bundle's initiator, as deployed, or the direct caller) and refused with UnauthorizedSender.
    function _begin(MarketId poolId, address receiver, uint256 deadline) private view returns (Tokens memory t) {
        if (block.timestamp > deadline) revert DeadlineExceeded();
        if (receiver == address(0)) revert ZeroAddress();
        t.bundled = msg.sender == BUNDLER3;
        t.user = t.bundled ? IBundler3(BUNDLER3).initiator() : msg.sender;
        if (!IWhitelistManager(WHITELIST_MANAGER).isWhitelisted(poolId, t.user)) revert UnauthorizedSender();
        Market memory m = IPoolManager(CORK).market(poolId);
        (t.principal, t.swap) = IPoolManager(CORK).shares(poolId);
        t.collateral = m.collateralAsset;
        t.reference_ = m.referenceAsset;
    }

    /// @dev Inside a bundle the owner is the adapter (the legs moved the shares in) or the initiator;
    /// a direct call spends the caller's own shares only.
    function _checkOwner(Tokens memory t, address owner) private view {
        if (owner != t.user && !(t.bundled && owner == address(this))) revert UnexpectedOwner();
    }

    /// @dev Where inputs come from: inside a bundle the adapter's own balance, unless `owner` names the
    /// initiator; for a direct call the caller. Pass `address(this)` for structs without an owner.
    function _source(Tokens memory t, address owner) private view returns (address) {
        return t.bundled && owner != t.user ? address(this) : t.user;
    }

    /// @dev Moves `amount` of `token` from `from` into the adapter (nothing when it is there already).
    function _take(address token, address from, uint256 amount) private {
        if (from != address(this)) TokenTransfers.pull(token, from, address(this), amount);
    }

    function _pullAndApprove(Tokens memory t, address token, uint256 amount) private {
        _take(token, _source(t, address(this)), amount);
        TokenTransfers.approveExactly(token, CORK, amount);
    }

    /// @dev What the `type(uint256).max` sentinels resolve to: the adapter's balance when inputs come
    /// from it, else the account's balance capped by its allowance to the adapter.
    function _usable(address token, address from) private view returns (uint256) {
        if (from == address(this)) return IERC20Like(token).balanceOf(address(this));
        return _min(IERC20Like(token).balanceOf(from), IERC20Like(token).allowance(from, address(this)));
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

    /// @dev After a direct call the adapter holds nothing: whatever the pool did not take goes back to the
    /// caller. Inside a bundle what is left stays for the bundle's later legs (erc20Transfer) to send.
    function _refund(Tokens memory t) private {
        TokenTransfers.approveExactly(t.collateral, CORK, 0);
        TokenTransfers.approveExactly(t.reference_, CORK, 0);
        if (t.bundled) return;
        TokenTransfers.push(t.collateral, t.user, TokenTransfers.balanceOf(t.collateral, address(this)));
        TokenTransfers.push(t.reference_, t.user, TokenTransfers.balanceOf(t.reference_, address(this)));
        TokenTransfers.push(t.principal, t.user, TokenTransfers.balanceOf(t.principal, address(this)));
        TokenTransfers.push(t.swap, t.user, TokenTransfers.balanceOf(t.swap, address(this)));
    }

    function _delta(uint256 larger, uint256 smaller) private pure returns (uint256) {
        return larger > smaller ? larger - smaller : 0;
    }

    function _min(uint256 a, uint256 b) private pure returns (uint256) {
        return a < b ? a : b;
    }
}

/// @notice The slice of Permit2's AllowanceTransfer the permit2TransferFrom leg calls.
interface IPermit2Allowance {
    function transferFrom(address from, address to, uint160 amount, address token) external;
}
