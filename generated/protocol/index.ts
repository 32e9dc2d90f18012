// generated from specs/protocol.openapi.yaml (sha256:d27962ea688b40f61d91f84d872c1ea0ad1cbbdfadfbc21bfcbcdaf9be34e75a), do not edit
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
