// generated from specs/abi (sha256:b9543b134184efe4ae08b6de54e4f1e02b305536cec099ae77267acb9733f347), do not edit
export * from "./Adapter.js";
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
