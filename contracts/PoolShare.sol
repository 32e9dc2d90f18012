// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import "./IPoolShare.sol";
import "./Types.sol";

/// @notice Principal (cPT) or swap (cST) token of one pool (docs/reference/protocol.md#share-tokens): 18 decimals
/// always,
/// minted and burned only by the pool manager, and on its behalf the emitter of the ERC-4626-style
/// events of docs/reference/protocol.md#events.
contract PoolShare is IPoolShare {
    string public name;
    string public symbol;
    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;

    /// @notice Start of the unwind-fee time decay (docs/reference/protocol.md#pool-math computeT).
    uint256 public immutable issuedAt;
    address public immutable poolManager;
    MarketId public immutable poolId;

    modifier onlyPoolManager() {
        if (msg.sender != poolManager) revert NotCorkPoolManager();
        _;
    }

    constructor(string memory name_, string memory symbol_, MarketId poolId_) {
        name = name_;
        symbol = symbol_;
        poolId = poolId_;
        poolManager = msg.sender;
        issuedAt = block.timestamp;
    }

    function decimals() external pure returns (uint8) {
        return 18;
    }

    function approve(address spender, uint256 value) external returns (bool) {
        if (spender == address(0)) revert ERC20InvalidSpender(spender);
        allowance[msg.sender][spender] = value;
        emit Approval(msg.sender, spender, value);
        return true;
    }

    function transfer(address to, uint256 value) external returns (bool) {
        _move(msg.sender, to, value);
        return true;
    }

    function transferFrom(address from, address to, uint256 value) external returns (bool) {
        _spendAllowance(from, msg.sender, value);
        _move(from, to, value);
        return true;
    }

    /// @notice Mints to `to`; the manager calls this on deposit and mint.
    function mint(address to, uint256 value) external onlyPoolManager {
        if (to == address(0)) revert ERC20InvalidReceiver(to);
        totalSupply += value;
        balanceOf[to] += value;
        emit Transfer(address(0), to, value);
    }

    /// @notice Burns `owner`'s shares for `spender` (the manager's caller): like an ERC-4626 vault, a
    /// caller burning someone else's shares needs their allowance; burning its own needs none.
    function burn(address owner, address spender, uint256 value) external onlyPoolManager {
        if (owner != spender) _spendAllowance(owner, spender, value);
        uint256 balance = balanceOf[owner];
        if (balance < value) revert ERC20InsufficientBalance(owner, balance, value);
        unchecked {
            balanceOf[owner] = balance - value;
            totalSupply -= value;
        }
        emit Transfer(owner, address(0), value);
    }

    /// @notice Moves the manager's caller's own shares into the pool (exercise, swap): the manager is
    /// the token's issuer, so its caller does not also have to approve it.
    function transferByManager(address from, address to, uint256 value) external onlyPoolManager {
        _move(from, to, value);
    }

    function emitDeposit(address sender, address owner, uint256 assets, uint256 shares) external onlyPoolManager {
        emit Deposit(sender, owner, assets, shares);
    }

    function emitWithdraw(address sender, address receiver, address owner, uint256 assets, uint256 shares)
        external
        onlyPoolManager
    {
        emit Withdraw(sender, receiver, owner, assets, shares);
    }

    function emitDepositOther(address sender, address owner, address asset, uint256 assets, uint256 shares)
        external
        onlyPoolManager
    {
        emit DepositOther(sender, owner, asset, assets, shares);
    }

    function emitWithdrawOther(
        address sender,
        address receiver,
        address owner,
        address asset,
        uint256 assets,
        uint256 shares
    ) external onlyPoolManager {
        emit WithdrawOther(sender, receiver, owner, asset, assets, shares);
    }

    function _spendAllowance(address owner, address spender, uint256 value) private {
        uint256 allowed = allowance[owner][spender];
        if (allowed == type(uint256).max) return;
        if (allowed < value) revert ERC20InsufficientAllowance(spender, allowed, value);
        unchecked {
            allowance[owner][spender] = allowed - value;
        }
    }

    function _move(address from, address to, uint256 value) private {
        if (from == address(0)) revert ERC20InvalidSender(from);
        if (to == address(0)) revert ERC20InvalidReceiver(to);
        uint256 balance = balanceOf[from];
        if (balance < value) revert ERC20InsufficientBalance(from, balance, value);
        unchecked {
            balanceOf[from] = balance - value;
        }
        balanceOf[to] += value;
        emit Transfer(from, to, value);
    }
}
