// generated from specs/abi (sha256:a0221317b5f0acf78e79bc2edb66b63e2df8d52df6143418f999a201af64bb56), do not edit
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
