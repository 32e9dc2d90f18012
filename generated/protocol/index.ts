// generated from specs/protocol.openapi.yaml (sha256:61f4b5ace18475de903c11f52966813328396bbdafcaee14c1b8e9fe2c839b9e), do not edit
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
