// generated from specs/abi/OrderProtocol.json (sha256:1498d5b36776e67306419266b2af57115d23f0f524cd0a5275dbc820411f3091), do not edit
// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import "./Types.sol";

/// @notice Subset of the 1inch Limit Order Protocol v4
/// (docs/reference/protocol.md#order-struct-and-hash) as the deployed 1inch AggregationRouterV6
/// exposes it; the selectors are the router's (hashOrder 0x802b2ef1, fillOrder 0x9fda64bd,
/// fillOrderArgs 0xf497df75, fillContractOrder 0xcc713a04, fillContractOrderArgs 0x56a75868,
/// cancelOrders 0x89e7c650, rawRemainingInvalidatorForOrder 0xc2a40753). Order = (salt, maker,
/// receiver, makerAsset, takerAsset, makingAmount, takingAmount, makerTraits). On chain maker,
/// receiver, makerAsset and takerAsset are the 1inch `Address` user type, a uint256 whose low 160
/// bits are the address, so the Order tuple is eight uint256 words and this spec types them uint256
/// with internalType Address; the generated bindings take addresses there and encode them as
/// uint256 words. orderHash = EIP-712 hash with domain {name: '1inch Aggregation Router', version:
/// '6', chainId, verifyingContract} and type string 'Order(uint256 salt,address maker,address
/// receiver,address makerAsset,address takerAsset,uint256 makingAmount,uint256 takingAmount,uint256
/// makerTraits)' (typehash 0x3af21ec5a20011b88d3b7b4ed7c806cef05a5980cf34974bcd53566a131f7e4c): the
/// typed data uses address, the calldata uint256, and both hash the same words. makerTraits and
/// takerTraits are the MakerTraits/TakerTraits user types on chain (uint256 here). makerTraits: bit
/// 255 NO_PARTIAL_FILLS, bit 254 ALLOW_MULTIPLE_FILLS, bits 120-159 nonce, bits 80-119 expiration,
/// bits 0-79 allowed sender; an order that disallows partial or multiple fills is invalidated by
/// the maker's bit invalidator (slot nonce >> 8, bit nonce & 0xff; BitInvalidatorUpdated),
/// otherwise by a per-order remaining-amount invalidator (OrderCancelled on cancel). fillOrder
/// takes an EOA signature in compact form (r, vs); fillContractOrder checks ERC-1271
/// isValidSignature. takerTraits bit 255 means `amount` is a making amount (else a taking amount);
/// the low 185 bits are a threshold checked as a rate (taking/making no worse than
/// threshold/amount: TakingAmountTooHigh, MakingAmountTooLow); bit 251 says args start with a
/// 20-byte target that receives the maker asset instead of the caller; bits 224-247 and 200-223 are
/// the lengths of the extension and taker interaction that follow in args. fillOrderArgs and
/// fillContractOrderArgs take those args; fillOrder and fillContractOrder have none. OrderFilled
/// carries the maker-asset amount left. remainingInvalidatorForOrder reverts
/// RemainingInvalidatedOrder for an order never filled nor cancelled (as the real contract does);
/// rawRemainingInvalidatorForOrder returns the stored word instead (0 = untouched, else the bitwise
/// complement of the remaining making amount). cancelOrders cancels pairwise (MismatchArraysLengths
/// when the arrays differ in length). bitsInvalidateForOrder needs makerTraits that use the bit
/// invalidator (OrderIsNotSuitableForMassInvalidation). The devnet contract supports no extensions,
/// interactions, permits, Permit2, WETH unwrapping or epoch manager (UnsupportedTraits, also for
/// args carrying an extension or interaction) and accepts no ETH (InvalidMsgValue).
interface IOrderProtocol {
    event OrderFilled(bytes32 orderHash, uint256 remainingAmount);
    event OrderCancelled(bytes32 orderHash);
    event BitInvalidatorUpdated(address indexed maker, uint256 slotIndex, uint256 slotValue);

    error OrderExpired();
    error PartialFillNotAllowed();
    error BadSignature();
    error PrivateOrder();
    error InvalidatedOrder();
    error BitInvalidatedOrder();
    error TakingAmountTooHigh();
    error MakingAmountTooLow();
    error SwapWithZeroAmount();
    error InvalidMsgValue();
    error TransferFromMakerToTakerFailed();
    error TransferFromTakerToMakerFailed();
    error RemainingInvalidatedOrder();
    error OrderIsNotSuitableForMassInvalidation();
    error UnsupportedTraits();
    error TakingAmountExceeded();
    error MismatchArraysLengths();

    function hashOrder(Order calldata order) external view returns (bytes32);
    function fillOrder(Order calldata order, bytes32 r, bytes32 vs, uint256 amount, uint256 takerTraits) external payable returns (uint256 makingAmount, uint256 takingAmount, bytes32 orderHash);
    function fillOrderArgs(Order calldata order, bytes32 r, bytes32 vs, uint256 amount, uint256 takerTraits, bytes calldata args) external payable returns (uint256 makingAmount, uint256 takingAmount, bytes32 orderHash);
    function fillContractOrder(Order calldata order, bytes calldata signature, uint256 amount, uint256 takerTraits) external returns (uint256 makingAmount, uint256 takingAmount, bytes32 orderHash);
    function fillContractOrderArgs(Order calldata order, bytes calldata signature, uint256 amount, uint256 takerTraits, bytes calldata args) external returns (uint256 makingAmount, uint256 takingAmount, bytes32 orderHash);
    function cancelOrder(uint256 makerTraits, bytes32 orderHash) external;
    function cancelOrders(uint256[] calldata makerTraits, bytes32[] calldata orderHashes) external;
    function bitsInvalidateForOrder(uint256 makerTraits, uint256 additionalMask) external;
    function bitInvalidatorForOrder(address maker, uint256 slot) external view returns (uint256);
    function remainingInvalidatorForOrder(address maker, bytes32 orderHash) external view returns (uint256);
    function rawRemainingInvalidatorForOrder(address maker, bytes32 orderHash) external view returns (uint256);
    function eip712Domain() external view returns (bytes1 fields, string memory name, string memory version, uint256 chainId, address verifyingContract, bytes32 salt, uint256[] memory extensions);
}
