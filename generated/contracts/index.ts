// generated from specs/abi (sha256:eef136c9282a8f1d3921854d762ae3d86357af52a636c0e5c73d1e23b68079f0), do not edit
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
