// generated from specs/protocol.openapi.yaml (sha256:5f1b680659eba4f7a877a550b628fd6568a6c0fa897aa4b73d197e2266f93c77), do not edit
/**
 * Protocol Data Service: client, server contract, schemas, types and the bundled document.
 */
export * from "./client.js";
export * from "./hey/types.gen.js";
export * as zod from "./hey/zod.gen.js";
export { protocolOpenApiDocument } from "./openapi.js";
export * from "./schemas.js";
export * from "./server.js";
export const protocolOperationIds = ["getDocs", "getHealth", "getOpenApiDocument", "getOrderbook", "listFills", "listFlows", "listLimitOrderMarkets", "listPools", "listWhitelistedAddresses", "submitLimitOrder"] as const;
