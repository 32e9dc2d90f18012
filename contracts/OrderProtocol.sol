// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import "./IOrderProtocol.sol";
import "./TokenTransfers.sol";

/// @notice ERC-1271 signature check of contract makers (fillContractOrder).
interface IERC1271 {
    function isValidSignature(bytes32 hash, bytes calldata signature) external view returns (bytes4);
}

/// @notice Devnet subset of the 1inch Limit Order Protocol v4 (docs/reference/protocol.md#order-struct-and-hash): the
/// EIP-712 domain
/// of the mainnet AggregationRouterV6, order hashing, EOA (r, vs) and ERC-1271 fills, makerTraits
/// expiry / partial / multiple-fill / allowed-sender rules, bit and remaining-amount invalidators.
/// The selectors are the router's: Order's maker, receiver, makerAsset and takerAsset are the 1inch
/// `Address` user type (uint256 words whose low 160 bits are the address). fill*Args parse the taker's
/// args (target, extension, interaction) as LOP v4 lays them out.
/// No extensions, interactions, permits or WETH: traits asking for them revert UnsupportedTraits.
contract OrderProtocol is IOrderProtocol {
    /// @dev §3.2: the name/version the live router reports from eip712Domain(), not the stand-alone LOP's.
    string private constant DOMAIN_NAME = "1inch Aggregation Router";
    string private constant DOMAIN_VERSION = "6";
    bytes32 private constant DOMAIN_TYPEHASH =
        keccak256("EIP712Domain(string name,string version,uint256 chainId,address verifyingContract)");
    /// @dev Order type hash (docs/reference/protocol.md#order-struct-and-hash):
    /// 0x3af21ec5a20011b88d3b7b4ed7c806cef05a5980cf34974bcd53566a131f7e4c.
    bytes32 private constant ORDER_TYPEHASH = keccak256(
        "Order(uint256 salt,address maker,address receiver,address makerAsset,address takerAsset,uint256 makingAmount,uint256 takingAmount,uint256 makerTraits)"
    );

    // makerTraits bits (docs/reference/protocol.md#makertraits).
    uint256 private constant NO_PARTIAL_FILLS = 1 << 255;
    uint256 private constant ALLOW_MULTIPLE_FILLS = 1 << 254;
    /// @dev Bits 247-252: pre/post interaction, epoch manager, extension, Permit2, WETH unwrap.
    uint256 private constant UNSUPPORTED_MAKER_FLAGS = ((1 << 253) - 1) ^ ((1 << 247) - 1);
    uint256 private constant LOW_80_BITS = (1 << 80) - 1;
    uint256 private constant LOW_40_BITS = (1 << 40) - 1;
    // takerTraits bits (1inch TakerTraitsLib): bit 255 = amount is a making amount; low 185 bits = threshold.
    uint256 private constant MAKER_AMOUNT_FLAG = 1 << 255;
    uint256 private constant UNWRAP_WETH_FLAG = 1 << 254;
    uint256 private constant USE_PERMIT2_FLAG = 1 << 252;
    /// @dev Args start with the 20-byte address that receives the maker asset (else the caller does).
    uint256 private constant ARGS_HAS_TARGET = 1 << 251;
    uint256 private constant THRESHOLD_MASK = (1 << 185) - 1;
    uint256 private constant LOW_24_BITS = (1 << 24) - 1;
    /// @dev Bit 253 (skip the maker's permit) is harmless here: the devnet runs no permits.
    uint256 private constant UNSUPPORTED_TAKER_FLAGS = UNWRAP_WETH_FLAG | USE_PERMIT2_FLAG;
    /// @dev Half the secp256k1 order: larger `s` values are the malleable twin and are refused.
    uint256 private constant HALF_CURVE_ORDER = 0x7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a0;

    mapping(address => mapping(uint256 => uint256)) private _bitInvalidator;
    /// @dev Stored as ~remaining so that 0 means "never touched" (1inch RemainingInvalidatorLib).
    mapping(address => mapping(bytes32 => uint256)) private _remainingInvalidator;

    function eip712Domain()
        external
        view
        returns (
            bytes1 fields,
            string memory name,
            string memory version,
            uint256 chainId,
            address verifyingContract,
            bytes32 salt,
            uint256[] memory extensions
        )
    {
        // EIP-5267: 0x0f = name, version, chainId and verifyingContract are present.
        return (hex"0f", DOMAIN_NAME, DOMAIN_VERSION, block.chainid, address(this), bytes32(0), new uint256[](0));
    }

    function hashOrder(Order calldata order) public view returns (bytes32) {
        bytes32 domainSeparator = keccak256(
            abi.encode(
                DOMAIN_TYPEHASH, keccak256(bytes(DOMAIN_NAME)), keccak256(bytes(DOMAIN_VERSION)), block.chainid, address(this)
            )
        );
        bytes32 structHash = keccak256(abi.encode(ORDER_TYPEHASH, order));
        return keccak256(abi.encodePacked(hex"1901", domainSeparator, structHash));
    }

    function fillOrder(Order calldata order, bytes32 r, bytes32 vs, uint256 amount, uint256 takerTraits)
        external
        payable
        returns (uint256 makingAmount, uint256 takingAmount, bytes32 orderHash)
    {
        if (msg.value != 0) revert InvalidMsgValue();
        orderHash = _checkEoaSignature(order, r, vs);
        (makingAmount, takingAmount) = _fill(order, orderHash, amount, takerTraits, msg.sender);
    }

    function fillOrderArgs(
        Order calldata order,
        bytes32 r,
        bytes32 vs,
        uint256 amount,
        uint256 takerTraits,
        bytes calldata args
    ) external payable returns (uint256 makingAmount, uint256 takingAmount, bytes32 orderHash) {
        if (msg.value != 0) revert InvalidMsgValue();
        orderHash = _checkEoaSignature(order, r, vs);
        (makingAmount, takingAmount) = _fill(order, orderHash, amount, takerTraits, _target(takerTraits, args));
    }

    function fillContractOrder(Order calldata order, bytes calldata signature, uint256 amount, uint256 takerTraits)
        external
        returns (uint256 makingAmount, uint256 takingAmount, bytes32 orderHash)
    {
        orderHash = _checkContractSignature(order, signature);
        (makingAmount, takingAmount) = _fill(order, orderHash, amount, takerTraits, msg.sender);
    }

    function fillContractOrderArgs(
        Order calldata order,
        bytes calldata signature,
        uint256 amount,
        uint256 takerTraits,
        bytes calldata args
    ) external returns (uint256 makingAmount, uint256 takingAmount, bytes32 orderHash) {
        orderHash = _checkContractSignature(order, signature);
        (makingAmount, takingAmount) = _fill(order, orderHash, amount, takerTraits, _target(takerTraits, args));
    }

    function cancelOrder(uint256 makerTraits, bytes32 orderHash) public {
        if (_usesBitInvalidator(makerTraits)) {
            _invalidateBits(msg.sender, makerTraits, 0);
        } else {
            _remainingInvalidator[msg.sender][orderHash] = ~uint256(0);
            emit OrderCancelled(orderHash);
        }
    }

    function cancelOrders(uint256[] calldata makerTraits, bytes32[] calldata orderHashes) external {
        if (makerTraits.length != orderHashes.length) revert MismatchArraysLengths();
        for (uint256 i = 0; i < makerTraits.length; i++) {
            cancelOrder(makerTraits[i], orderHashes[i]);
        }
    }

    function bitsInvalidateForOrder(uint256 makerTraits, uint256 additionalMask) external {
        if (!_usesBitInvalidator(makerTraits)) revert OrderIsNotSuitableForMassInvalidation();
        _invalidateBits(msg.sender, makerTraits, additionalMask);
    }

    function bitInvalidatorForOrder(address maker, uint256 slot) external view returns (uint256) {
        return _bitInvalidator[maker][slot];
    }

    function remainingInvalidatorForOrder(address maker, bytes32 orderHash) external view returns (uint256) {
        uint256 raw = _remainingInvalidator[maker][orderHash];
        if (raw == 0) revert RemainingInvalidatedOrder();
        return ~raw;
    }

    /// @dev The stored word: 0 for an untouched order, else ~remaining (so a cancelled order reads 2^256 - 1).
    function rawRemainingInvalidatorForOrder(address maker, bytes32 orderHash) external view returns (uint256) {
        return _remainingInvalidator[maker][orderHash];
    }

    // ------------------------------------------------------------------ internals

    /// @dev The address inside a 1inch `Address` word: its low 160 bits (the upper ones carry no address).
    function _address(Address word) private pure returns (address) {
        return address(uint160(Address.unwrap(word)));
    }

    function _checkEoaSignature(Order calldata order, bytes32 r, bytes32 vs) private view returns (bytes32 orderHash) {
        orderHash = hashOrder(order);
        // EIP-2098 compact signature: the top bit of vs is the recovery parity, the rest is s.
        bytes32 s = vs & bytes32(~uint256(1 << 255));
        uint8 v = uint8(uint256(vs) >> 255) + 27;
        if (uint256(s) > HALF_CURVE_ORDER) revert BadSignature();
        address signer = ecrecover(orderHash, v, r, s);
        if (signer == address(0) || signer != _address(order.maker)) revert BadSignature();
    }

    function _checkContractSignature(Order calldata order, bytes calldata signature)
        private
        view
        returns (bytes32 orderHash)
    {
        orderHash = hashOrder(order);
        (bool ok, bytes memory result) =
            _address(order.maker).staticcall(abi.encodeCall(IERC1271.isValidSignature, (orderHash, signature)));
        if (!ok || result.length != 32 || abi.decode(result, (bytes4)) != IERC1271.isValidSignature.selector) {
            revert BadSignature();
        }
    }

    /// @dev LOP v4 args: [20-byte target if ARGS_HAS_TARGET][extension][interaction], the two lengths in
    /// takerTraits bits 224-247 and 200-223. The devnet runs neither extensions nor taker interactions.
    function _target(uint256 takerTraits, bytes calldata args) private view returns (address target) {
        target = msg.sender;
        if (takerTraits & ARGS_HAS_TARGET != 0) {
            target = address(bytes20(args[:20]));
            args = args[20:];
        }
        uint256 extensionLength = (takerTraits >> 224) & LOW_24_BITS;
        uint256 interactionLength = (takerTraits >> 200) & LOW_24_BITS;
        if (extensionLength != 0 || interactionLength != 0) revert UnsupportedTraits();
    }

    /// @dev Single-fill or all-or-nothing orders are consumed through the maker's nonce bit
    /// (docs/reference/protocol.md#makertraits).
    function _usesBitInvalidator(uint256 makerTraits) private pure returns (bool) {
        return makerTraits & NO_PARTIAL_FILLS != 0 || makerTraits & ALLOW_MULTIPLE_FILLS == 0;
    }

    function _nonce(uint256 makerTraits) private pure returns (uint256) {
        return (makerTraits >> 120) & LOW_40_BITS;
    }

    function _invalidateBits(address maker, uint256 makerTraits, uint256 additionalMask) private {
        uint256 nonce = _nonce(makerTraits);
        uint256 slot = nonce >> 8;
        uint256 value = _bitInvalidator[maker][slot] | (1 << (nonce & 0xff)) | additionalMask;
        _bitInvalidator[maker][slot] = value;
        emit BitInvalidatorUpdated(maker, slot, value);
    }

    function _checkTraits(Order calldata order, uint256 takerTraits) private view {
        uint256 traits = order.makerTraits;
        if (traits & UNSUPPORTED_MAKER_FLAGS != 0 || takerTraits & UNSUPPORTED_TAKER_FLAGS != 0) {
            revert UnsupportedTraits();
        }
        uint256 expiration = (traits >> 80) & LOW_40_BITS;
        if (expiration != 0 && expiration < block.timestamp) revert OrderExpired();
        uint256 allowedSender = traits & LOW_80_BITS;
        if (allowedSender != 0 && uint160(msg.sender) & LOW_80_BITS != allowedSender) revert PrivateOrder();
    }

    /// @dev Maker-asset amount still fillable, consuming the invalidator that the traits select.
    function _consume(Order calldata order, bytes32 orderHash, uint256 makingAmount, uint256 remaining)
        private
        returns (uint256 remainingAfter)
    {
        remainingAfter = remaining - makingAmount;
        if (_usesBitInvalidator(order.makerTraits)) {
            uint256 nonce = _nonce(order.makerTraits);
            _bitInvalidator[_address(order.maker)][nonce >> 8] |= 1 << (nonce & 0xff);
        } else {
            _remainingInvalidator[_address(order.maker)][orderHash] = ~remainingAfter;
        }
    }

    function _remaining(Order calldata order, bytes32 orderHash) private view returns (uint256) {
        if (_usesBitInvalidator(order.makerTraits)) {
            uint256 nonce = _nonce(order.makerTraits);
            if (_bitInvalidator[_address(order.maker)][nonce >> 8] & (1 << (nonce & 0xff)) != 0) {
                revert BitInvalidatedOrder();
            }
            return order.makingAmount;
        }
        uint256 raw = _remainingInvalidator[_address(order.maker)][orderHash];
        if (raw == 0) return order.makingAmount;
        uint256 remaining = ~raw;
        if (remaining == 0) revert InvalidatedOrder();
        return remaining;
    }

    function _fill(Order calldata order, bytes32 orderHash, uint256 amount, uint256 takerTraits, address target)
        private
        returns (uint256 makingAmount, uint256 takingAmount)
    {
        _checkTraits(order, takerTraits);
        uint256 remaining = _remaining(order, orderHash);
        uint256 threshold = takerTraits & THRESHOLD_MASK;
        // Proportional pricing without an amount-getter extension (1inch AmountCalculatorLib):
        // making rounds down and taking rounds up, both in the maker's favour. The threshold bounds the
        // rate the taker accepts: threshold/amount, compared by cross-multiplying when the fill was capped.
        if (takerTraits & MAKER_AMOUNT_FLAG != 0) {
            makingAmount = amount < remaining ? amount : remaining;
            takingAmount = _ceilDiv(makingAmount * order.takingAmount, order.makingAmount);
            if (threshold != 0 && _rateAbove(takingAmount, makingAmount, threshold, amount)) revert TakingAmountTooHigh();
        } else {
            takingAmount = amount;
            makingAmount = takingAmount * order.makingAmount / order.takingAmount;
            if (makingAmount > remaining) {
                makingAmount = remaining;
                takingAmount = _ceilDiv(makingAmount * order.takingAmount, order.makingAmount);
                if (takingAmount > amount) revert TakingAmountExceeded();
            }
            if (threshold != 0 && _rateAbove(threshold, amount, makingAmount, takingAmount)) revert MakingAmountTooLow();
        }
        if (makingAmount == 0 || takingAmount == 0) revert SwapWithZeroAmount();
        if (order.makerTraits & NO_PARTIAL_FILLS != 0 && makingAmount != order.makingAmount) {
            revert PartialFillNotAllowed();
        }
        uint256 remainingAfter = _consume(order, orderHash, makingAmount, remaining);
        address maker = _address(order.maker);
        address receiver = _address(order.receiver) == address(0) ? maker : _address(order.receiver);
        if (!_tryPull(_address(order.makerAsset), maker, target, makingAmount)) revert TransferFromMakerToTakerFailed();
        if (!_tryPull(_address(order.takerAsset), msg.sender, receiver, takingAmount)) {
            revert TransferFromTakerToMakerFailed();
        }
        emit OrderFilled(orderHash, remainingAfter);
    }

    function _tryPull(address token, address from, address to, uint256 amount) private returns (bool) {
        (bool ok, bytes memory returned) = token.call(abi.encodeCall(IERC20Like.transferFrom, (from, to, amount)));
        return ok && token.code.length > 0 && (returned.length == 0 || abi.decode(returned, (bool)));
    }

    /// @dev a/b > c/d; with b == d (a fill that was not capped) no product is formed, so no overflow.
    function _rateAbove(uint256 a, uint256 b, uint256 c, uint256 d) private pure returns (bool) {
        return b == d ? a > c : a * d > c * b;
    }

    function _ceilDiv(uint256 a, uint256 b) private pure returns (uint256) {
        return a == 0 ? 0 : (a - 1) / b + 1;
    }
}
