// generated from specs/abi (sha256:1816ca96d49b86ce6210640c3dad17d7b779b334a618b0592cce325c31b23d23), do not edit
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
