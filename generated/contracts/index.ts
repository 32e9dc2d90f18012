// generated from specs/abi (sha256:07e9d0f12dd5bda6842cc2414b318b660e484e7c37f59ce25953d0b7f298d114), do not edit
export * from "./Adapter.js";
export * from "./Bundler3.js";
export * from "./OrderProtocol.js";
export * from "./PoolManager.js";
export * from "./PoolShare.js";
export * from "./WhitelistManager.js";
export * from "./actionTypes.js";
export * from "./adapterCalls.js";
export * from "./addressWords.js";
export * from "./makerTraits.js";
export * from "./marketId.js";
export * from "./math.js";
export * from "./order.js";
