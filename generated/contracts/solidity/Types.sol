// generated from specs/abi (sha256:07e9d0f12dd5bda6842cc2414b318b660e484e7c37f59ce25953d0b7f298d114), do not edit
// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

type MarketId is bytes32;
type Address is uint256;

struct SafeMintParams {
    MarketId poolId;
    uint256 cptAndCstSharesOut;
    address receiver;
    uint256 maxCollateralAssetsIn;
    uint256 deadline;
}

struct SafeDepositParams {
    MarketId poolId;
    uint256 collateralAssetsIn;
    address receiver;
    uint256 minCptAndCstSharesOut;
    uint256 deadline;
}

struct SafeUnwindDepositParams {
    MarketId poolId;
    uint256 collateralAssetsOut;
    address owner;
    address receiver;
    uint256 maxCptAndCstSharesIn;
    uint256 deadline;
}

struct SafeUnwindMintParams {
    MarketId poolId;
    uint256 cptAndCstSharesIn;
    address owner;
    address receiver;
    uint256 minCollateralAssetsOut;
    uint256 deadline;
}

struct SafeWithdrawParams {
    MarketId poolId;
    uint256 collateralAssetsOut;
    address owner;
    address receiver;
    uint256 maxCptSharesIn;
    uint256 deadline;
}

struct SafeWithdrawOtherParams {
    MarketId poolId;
    uint256 referenceAssetsOut;
    address owner;
    address receiver;
    uint256 maxCptSharesIn;
    uint256 deadline;
}

struct SafeRedeemParams {
    MarketId poolId;
    uint256 cptSharesIn;
    address owner;
    address receiver;
    uint256 minReferenceAssetsOut;
    uint256 minCollateralAssetsOut;
    uint256 deadline;
}

struct SafeUnwindSwapParams {
    MarketId poolId;
    uint256 collateralAssetsIn;
    address receiver;
    uint256 minReferenceAssetsOut;
    uint256 minCstSharesOut;
    uint256 deadline;
}

struct SafeSwapParams {
    MarketId poolId;
    uint256 collateralAssetsOut;
    address receiver;
    uint256 maxCstSharesIn;
    uint256 maxReferenceAssetsIn;
    uint256 deadline;
}

struct SafeExerciseParams {
    MarketId poolId;
    uint256 cstSharesIn;
    address receiver;
    uint256 minCollateralAssetsOut;
    uint256 maxReferenceAssetsIn;
    uint256 deadline;
}

struct SafeExerciseOtherParams {
    MarketId poolId;
    uint256 referenceAssetsIn;
    address receiver;
    uint256 minCollateralAssetsOut;
    uint256 maxCstSharesIn;
    uint256 deadline;
}

struct SafeUnwindExerciseParams {
    MarketId poolId;
    uint256 cstSharesOut;
    address receiver;
    uint256 minReferenceAssetsOut;
    uint256 maxCollateralAssetsIn;
    uint256 deadline;
}

struct SafeUnwindExerciseOtherParams {
    MarketId poolId;
    uint256 referenceAssetsOut;
    address receiver;
    uint256 minCstSharesOut;
    uint256 maxCollateralAssetsIn;
    uint256 deadline;
}

struct Call {
    address to;
    bytes data;
    uint256 value;
    bool skipRevert;
    bytes32 callbackHash;
}

struct Order {
    uint256 salt;
    Address maker;
    Address receiver;
    Address makerAsset;
    Address takerAsset;
    uint256 makingAmount;
    uint256 takingAmount;
    uint256 makerTraits;
}

struct Market {
    address collateralAsset;
    address referenceAsset;
    uint256 expiryTimestamp;
    uint256 rateMin;
    uint256 rateMax;
    uint256 rateChangePerDayMax;
    uint256 rateChangeCapacityMax;
    address rateOracle;
}
