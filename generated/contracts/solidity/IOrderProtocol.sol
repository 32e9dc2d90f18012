// generated from specs/abi/OrderProtocol.json (sha256:0cd1769fa49e7df474b167dbb717290d2b2de35d7ab7a12005cb5c10301f9013), do not edit
// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import "./Types.sol";

/// @notice Subset of the 1inch Limit Order Protocol v4 (protocol-facts §3) used by the limit-order
/// venue. Order = (salt, maker, receiver, makerAsset, takerAsset, makingAmount, takingAmount,
/// makerTraits); orderHash = EIP-712 hash with domain {name: '1inch Aggregation Router', version:
/// '6', chainId, verifyingContract} and type string 'Order(uint256 salt,address maker,address
/// receiver,address makerAsset,address takerAsset,uint256 makingAmount,uint256 takingAmount,uint256
/// makerTraits)' (typehash 0x3af21ec5a20011b88d3b7b4ed7c806cef05a5980cf34974bcd53566a131f7e4c). In
/// the real contract the maker, receiver, makerAsset and takerAsset fields use the 1inch `Address`
/// user type (a uint256 wrapper) and makerTraits/takerTraits use `MakerTraits`/`TakerTraits`; the
/// ABI encoding is identical, so this spec writes them as address and uint256 (which is also what
/// the EIP-712 type string uses). makerTraits: bit 255 NO_PARTIAL_FILLS, bit 254
/// ALLOW_MULTIPLE_FILLS, bits 120-159 nonce, bits 80-119 expiration, bits 0-79 allowed sender; an
/// order that disallows partial or multiple fills is invalidated by the maker's bit invalidator
/// (slot nonce >> 8, bit nonce & 0xff; BitInvalidatorUpdated), otherwise by a per-order
/// remaining-amount invalidator (OrderCancelled on cancel). fillOrder takes an EOA signature in
/// compact form (r, vs); fillContractOrder checks ERC-1271 isValidSignature. takerTraits bit 255
/// means `amount` is a making amount (else a taking amount), the low 185 bits are a threshold (max
/// taking amount, or min making amount). OrderFilled carries the maker-asset amount left.
/// remainingInvalidatorForOrder reverts RemainingInvalidatedOrder for an order never filled nor
/// cancelled (as the real contract does); bitsInvalidateForOrder needs makerTraits that use the bit
/// invalidator (OrderIsNotSuitableForMassInvalidation). The devnet contract supports no extensions,
/// interactions, permits, Permit2, WETH unwrapping or epoch manager (UnsupportedTraits) and accepts
/// no ETH (InvalidMsgValue).
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

    function hashOrder(Order calldata order) external view returns (bytes32);
    function fillOrder(Order calldata order, bytes32 r, bytes32 vs, uint256 amount, uint256 takerTraits) external payable returns (uint256 makingAmount, uint256 takingAmount, bytes32 orderHash);
    function fillContractOrder(Order calldata order, bytes calldata signature, uint256 amount, uint256 takerTraits) external returns (uint256 makingAmount, uint256 takingAmount, bytes32 orderHash);
    function cancelOrder(uint256 makerTraits, bytes32 orderHash) external;
    function bitsInvalidateForOrder(uint256 makerTraits, uint256 additionalMask) external;
    function bitInvalidatorForOrder(address maker, uint256 slot) external view returns (uint256);
    function remainingInvalidatorForOrder(address maker, bytes32 orderHash) external view returns (uint256);
    function eip712Domain() external view returns (bytes1 fields, string memory name, string memory version, uint256 chainId, address verifyingContract, bytes32 salt, uint256[] memory extensions);
}
