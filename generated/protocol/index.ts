// generated from specs/protocol.openapi.yaml (sha256:1d94786bcde61b70ccc1910ed018457f4ba455fb5181772d46d06740534cc87e), do not edit
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
