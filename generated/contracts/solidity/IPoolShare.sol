// generated from specs/abi/PoolShare.json (sha256:d7fc016dc7b5a2ac4c80137c48ccb884d06848b6de428be992073bc253627510), do not edit
// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// @notice Principal (cPT) and swap (cST) share token of a pool (Cork Phoenix PoolShare,
/// docs/reference/protocol.md#share-tokens): an ERC-20 with 18 decimals whatever the decimals of
/// the underlying assets; only the PoolManager mints and burns. issuedAt() is the token's issuance
/// timestamp, the start of the unwind-fee time decay (docs/reference/protocol.md#pool-math). On the
/// PoolManager's behalf the principal token also emits ERC-4626-style events: deposit/mint ->
/// Deposit(caIn, shares); unwindDeposit/unwindMint -> Withdraw(caOut, shares); redeem/withdraw ->
/// Withdraw(caOut, cptIn) + WithdrawOther(REF, refOut, cptIn); exercise/swap -> Withdraw(caOut +
/// fee, 0) + DepositOther(REF, refIn, 0); unwindSwap/unwindExercise -> Deposit(caIn - fee, 0) +
/// WithdrawOther(REF, refOut, 0). Errors are the OpenZeppelin ERC-6093 ERC-20 errors plus
/// NotCorkPoolManager. Names follow SharesFactory: name '<CA symbol>-<REF symbol><expiry
/// month><cPT|cST>', symbol '<REF symbol><expiry month><cPT|cST>'.
interface IPoolShare {
    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);
    event Deposit(address indexed sender, address indexed owner, uint256 assets, uint256 shares);
    event Withdraw(address indexed sender, address indexed receiver, address indexed owner, uint256 assets, uint256 shares);
    event WithdrawOther(address indexed sender, address indexed receiver, address indexed owner, address asset, uint256 assets, uint256 shares);
    event DepositOther(address indexed sender, address indexed owner, address asset, uint256 assets, uint256 shares);

    error ERC20InsufficientBalance(address sender, uint256 balance, uint256 needed);
    error ERC20InsufficientAllowance(address spender, uint256 allowance, uint256 needed);
    error ERC20InvalidSender(address sender);
    error ERC20InvalidReceiver(address receiver);
    error ERC20InvalidApprover(address approver);
    error ERC20InvalidSpender(address spender);
    error NotCorkPoolManager();

    function name() external view returns (string memory);
    function symbol() external view returns (string memory);
    function decimals() external view returns (uint8);
    function totalSupply() external view returns (uint256);
    function balanceOf(address account) external view returns (uint256);
    function allowance(address owner, address spender) external view returns (uint256);
    function approve(address spender, uint256 value) external returns (bool);
    function transfer(address to, uint256 value) external returns (bool);
    function transferFrom(address from, address to, uint256 value) external returns (bool);
    function issuedAt() external view returns (uint256);
}
