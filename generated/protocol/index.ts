// generated from specs/protocol.openapi.yaml (sha256:ce92050a92367d60b83ad4e78b570d24a02006a2ea8a969ac8ec53ecd2670db5), do not edit
/**
 * Protocol Data Service: client, server contract, schemas, types and the bundled document.
 */
export * from "./client.js";
export * from "./hey/types.gen.js";
export * from "./operations.js";
export * as zod from "./hey/zod.gen.js";
export { protocolOpenApiDocument } from "./openapi.js";
export * from "./schemas.js";
export * from "./server.js";
export const protocolOperationIds = ["getDocs", "getHealth", "getOpenApiDocument", "getOrderbook", "listFills", "listFlows", "listLimitOrderMarkets", "listPools", "listWhitelistedAddresses", "submitLimitOrder"] as const;
