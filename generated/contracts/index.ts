// generated from specs/abi (sha256:85f57791d4570f5258684f321d1769c62d57cb8fcff438fd416b26c9b0e9a2d9), do not edit
export * from "./Adapter.js";
export * from "./OrderProtocol.js";
export * from "./PoolManager.js";
export * from "./PoolShare.js";
export * from "./WhitelistManager.js";
export * from "./actionTypes.js";
export * from "./adapterCalls.js";
export * from "./makerTraits.js";
export * from "./marketId.js";
export * from "./math.js";
export * from "./order.js";
