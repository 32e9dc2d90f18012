// generated from specs/protocol.openapi.yaml (sha256:6d92185b9cd5b01df75f423f073a6978ac0c5ac4fcb9e7f4620cffd42afa7a76), do not edit
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
export const protocolOperationIds = [
  "getDocs",
  "getHealth",
  "getOpenApiDocument",
  "getOrderbook",
  "listFills",
  "listFlows",
  "listLimitOrderMarkets",
  "listPools",
  "listWhitelistedAddresses",
  "submitLimitOrder",
] as const;
